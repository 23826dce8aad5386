import Foundation
import GestureKitLite
import Testing

@Suite("viewer: scrolling and paging")
struct ImageViewerPanningTests {
  /// A double tap at the center: zoom 4 with offset (585, 163) for the default image.
  func zoomedIn() -> TouchScript {
    var script = TouchScript()
    script.tap(1, at: Point(x: 195, y: 422), time: 0, duration: 0.05)
    script.tap(2, at: Point(x: 195, y: 422), time: 0.15, duration: 0.05)
    return script
  }

  func state(_ script: TouchScript, at time: Double) throws -> ImageViewerState {
    var (session, _) = try script.session()
    var output: [ImageViewerSession.Output] = []
    try session.advance(to: time, into: &output)
    return session.viewer.state
  }

  @Test("zoomed in, a drag scrolls the image with the finger")
  func dragScrollsWhileZoomed() throws {
    var script = zoomedIn()
    #expect(try state(script, at: 1.0).contentOffset == Point(x: 585, y: 163))
    script.drag(3, from: Point(x: 200, y: 400), to: Point(x: 150, y: 380), time: 1, duration: 0.1, rest: 0.06)
    // The finger moved (−50, −20): the content offset moves (+50, +20); the
    // finger rested before lifting, so nothing moves afterwards.
    #expect(try state(script, at: 1.2).contentOffset == Point(x: 635, y: 183))
    #expect(try state(script, at: 3).contentOffset == Point(x: 635, y: 183))
  }

  @Test("released with speed, the scroll decelerates at 0.998 per millisecond")
  func momentumDecelerates() throws {
    var script = zoomedIn()
    script.drag(3, from: Point(x: 200, y: 400), to: Point(x: 150, y: 400), time: 1, duration: 0.1)
    // Released at 1.1 s with the finger at −500 pt/s: the content moves at
    // +500 pt/s, x(t) = 635 + 500 (1 − 0.998^(1000 t)) / (1000 ln(1/0.998)).
    let k = 1000 * log(0.998)
    func x(_ t: Double) -> Double { 635 + 500 * (exp(k * t) - 1) / k }
    let early = try state(script, at: 1.3).contentOffset.x
    #expect(abs(early - x(0.2)) < 1e-3)
    // It stops once slower than 20 pt/s: after ln(20/500) / k = 1.608 s.
    let rest = try state(script, at: 4).contentOffset.x
    #expect(abs(rest - x(log(20.0 / 500) / k)) < 1e-3)
    #expect(try state(script, at: 4).contentOffset.y == 163)
  }

  @Test("momentum that reaches an edge overshoots, bounces back and rests on the edge")
  func momentumBouncesAtTheEdge() throws {
    var script = zoomedIn()
    script.drag(3, from: Point(x: 300, y: 400), to: Point(x: 100, y: 400), time: 1, duration: 0.1)
    let path = try (0...60).map { try state(script, at: 1.1 + Double($0) * 0.025).contentOffset.x }
    #expect(path.max()! > 1170)  // the right edge at zoom 4: 1560 − 390
    #expect(path.last == 1170)
  }

  @Test("at minZoom a drag past half the viewport turns the page")
  func pagingByDistance() throws {
    var script = TouchScript()
    script.drag(1, from: Point(x: 300, y: 400), to: Point(x: 90, y: 400), time: 0, duration: 0.3, rest: 0.06)
    let (session, lines) = try script.session(settle: 1)
    #expect(lines == ["0.360 pageChanged page=1"])
    #expect(session.viewer.state.page == 1)
    #expect(session.viewer.state.pageStripOffset == 0)
    #expect(session.viewer.state.zoomScale == 1)
  }

  @Test("a drag short of half the viewport, released slowly, stays on the page")
  func pagingSnapsBack() throws {
    var script = TouchScript()
    script.drag(1, from: Point(x: 300, y: 400), to: Point(x: 120, y: 400), time: 0, duration: 0.3, rest: 0.06)
    var (session, lines) = try script.session()
    #expect(lines.isEmpty)
    #expect(session.viewer.state.pageStripOffset == -180)
    var output: [ImageViewerSession.Output] = []
    try session.advance(to: 2, into: &output)
    #expect(session.viewer.state.page == 0)
    #expect(session.viewer.state.pageStripOffset == 0)
  }

  @Test("a drag of exactly half the viewport (195 pt), released slowly, stays on the page; 195.5 pt turns it")
  func dragOfExactlyHalfAPageStays() throws {
    var script = TouchScript()
    script.drag(1, from: Point(x: 300, y: 400), to: Point(x: 105, y: 400), time: 0, duration: 0.3, rest: 0.06)
    let (session, lines) = try script.session(settle: 1)
    #expect(lines.isEmpty)
    #expect(session.viewer.state.page == 0)
    var past = TouchScript()
    past.drag(1, from: Point(x: 300, y: 400), to: Point(x: 104.5, y: 400), time: 0, duration: 0.3, rest: 0.06)
    #expect(try past.session(settle: 1).viewerLines == ["0.360 pageChanged page=1"])
  }

  @Test("a short flick faster than pagingVelocity turns the page")
  func pagingByVelocity() throws {
    var script = TouchScript()
    script.drag(1, from: Point(x: 300, y: 400), to: Point(x: 240, y: 400), time: 0, duration: 0.1)
    let (session, lines) = try script.session(settle: 1)
    #expect(lines == ["0.100 pageChanged page=1"])
    #expect(session.viewer.state.page == 1)
  }

  @Test("paging never goes before the first page: the strip rubber-bands and returns")
  func pagingStopsAtTheFirstPage() throws {
    var script = TouchScript()
    script.drag(1, from: Point(x: 50, y: 400), to: Point(x: 350, y: 400), time: 0, duration: 0.2)
    var (session, lines) = try script.session()
    #expect(lines.isEmpty)
    // 300 pt of drag shows as (1 − 1 / (300 · 0.55 / 390 + 1)) · 390 = 115.9 pt.
    let stretch: Double = 300 * 0.55 / 390
    let shown: Double = (1 - 1 / (stretch + 1)) * 390
    #expect(abs(session.viewer.state.pageStripOffset - shown) < 1e-9)
    var output: [ImageViewerSession.Output] = []
    try session.advance(to: 2, into: &output)
    #expect(session.viewer.state.page == 0)
    #expect(session.viewer.state.pageStripOffset == 0)
  }

  @Test("paging never goes past the last page")
  func pagingStopsAtTheLastPage() throws {
    var configuration = GestureConfiguration()
    configuration.pageCount = 1
    var script = TouchScript()
    script.drag(1, from: Point(x: 300, y: 400), to: Point(x: 60, y: 400), time: 0, duration: 0.1)
    let (session, lines) = try script.session(configuration, settle: 1)
    #expect(lines.isEmpty)
    #expect(session.viewer.state.page == 0)
  }

  @Test("a single tap toggles the chrome, at the double tap's deadline")
  func tapTogglesChrome() throws {
    var script = TouchScript()
    script.tap(1, at: Point(x: 195, y: 422), time: 0, duration: 0.05)
    script.tap(2, at: Point(x: 195, y: 422), time: 1, duration: 0.05)
    let (session, lines) = try script.session(settle: 1)
    #expect(lines == ["0.350 chromeToggled visible=false", "1.350 chromeToggled visible=true"])
    #expect(session.viewer.state.chromeVisible)
  }

  @Test("when one finger lifts mid-pinch and the other keeps moving, the image stays under that finger")
  func fingerLiftsMidPinchNoJump() throws {
    // Zoom 2 in a short viewport, so both axes can scroll and the pinch stays
    // within the limits.
    var configuration = GestureConfiguration()
    configuration.viewportHeight = 400
    configuration.doubleTapZoom = 2
    var script = TouchScript()
    script.tap(1, at: Point(x: 195, y: 200), time: 0, duration: 0.05)
    script.tap(2, at: Point(x: 195, y: 200), time: 0.15, duration: 0.05)
    // Pinch (span 100 → 130) around (195, 200), lift finger 4, keep moving finger 3.
    script.down(3, 145, 200, at: 1)
    script.down(4, 245, 200, at: 1)
    for step in 1...20 {
      let half = 50 + 15 * Double(step) / 20
      script.move(3, 195 - half, 200, at: 1 + Double(step) / 120)
      script.move(4, 195 + half, 200, at: 1 + Double(step) / 120)
    }
    script.up(4, 260, 200, at: 1 + 21.0 / 120)
    var finger = Point(x: 130, y: 200)
    var fingerPath: [Int64: Point] = [Timestamp(seconds: 1 + 21.0 / 120).microseconds: finger]
    for step in 1...20 {
      finger = Point(x: 130 - 5 * Double(step), y: 200 + 2 * Double(step))
      fingerPath[Timestamp(seconds: 1 + Double(21 + step) / 120).microseconds] = finger
      script.move(3, finger.x, finger.y, at: 1 + Double(21 + step) / 120)
    }
    script.up(3, finger.x, finger.y, at: 1 + 42.0 / 120)
    // The image point under finger 3, from the lift of finger 4 on.
    var pointsUnderFinger: [Point] = []
    let (session, lines) = try script.session(configuration) { session in
      let state = session.viewer.state
      guard let time = state.time?.microseconds, let finger = fingerPath[time] else { return }
      pointsUnderFinger.append((state.contentOffset + finger) / state.zoomScale)
    }
    #expect(lines.contains { $0.hasSuffix("zoomEnded scale=2.6") })
    #expect(abs(session.viewer.state.zoomScale - 2.6) < 1e-9)
    // Samples are delivered when the next frame arrives: all but the last are seen.
    #expect(pointsUnderFinger.count >= 20)
    // The symmetric pinch never moved the centroid, so the pan begins only
    // once finger 3 has moved past panSlop after the lift (two samples: 10.8
    // pt). Until then the image waits (at most panSlop ÷ zoom in image
    // points); from then on it is exactly under the finger again, slop
    // included, with no jump from the centroid moving to finger 3.
    let first = try #require(pointsUnderFinger.first)
    let drift = pointsUnderFinger.map { $0.distance(to: first) }
    #expect(drift.allSatisfy { $0 <= 10 / 2.6 })
    #expect(drift.dropFirst(2).allSatisfy { $0 < 1e-9 })
  }
}
