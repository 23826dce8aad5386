import GestureKitLite
import Testing

@Suite("viewer: zoom")
struct ImageViewerZoomTests {
  /// SPEC §5's example: a 1200×800 image in a 390×844 viewport.
  var example: GestureConfiguration {
    var configuration = GestureConfiguration()
    configuration.imageWidth = 1200
    configuration.imageHeight = 800
    return configuration
  }

  @Test("at rest the default 4032×3024 image fits as 390×292.5, centered: offset (0, -275.75)")
  func restingOffset() throws {
    let viewer = try ImageViewer(configuration: GestureConfiguration())
    #expect(viewer.state.zoomScale == 1)
    #expect(viewer.state.contentOffset == Point(x: 0, y: -275.75))
  }

  @Test("SPEC's example: a double tap at (195, 422) zooms a 1200×800 image to 4 with offset (585, 98)")
  func doubleTapZoomsToThePoint() throws {
    #expect(try ImageViewer(configuration: example).state.contentOffset == Point(x: 0, y: -292))
    var script = TouchScript()
    script.tap(1, at: Point(x: 195, y: 422), time: 0, duration: 0.05)
    script.tap(2, at: Point(x: 195, y: 422), time: 0.15, duration: 0.05)
    let (session, lines) = try script.session(example, settle: 1)
    #expect(lines == ["0.200 zoomToggled scale=4"])
    #expect(session.viewer.state.zoomScale == 4)
    #expect(session.viewer.state.contentOffset == Point(x: 585, y: 98))
  }

  @Test("a double tap near a corner zooms as near to the point as the image's edges allow")
  func doubleTapClampsToEdges() throws {
    var script = TouchScript()
    script.tap(1, at: Point(x: 5, y: 150), time: 0, duration: 0.05)
    script.tap(2, at: Point(x: 5, y: 150), time: 0.15, duration: 0.05)
    let (session, _) = try script.session(example, settle: 1)
    // The top-left of the image (x 0, y above its top) clamps to offset (0, 0).
    #expect(session.viewer.state.contentOffset == Point(x: 0, y: 0))
  }

  @Test("a double tap while zoomed returns to minZoom, centered")
  func doubleTapZoomsBack() throws {
    var script = TouchScript()
    script.tap(1, at: Point(x: 195, y: 422), time: 0, duration: 0.05)
    script.tap(2, at: Point(x: 195, y: 422), time: 0.15, duration: 0.05)
    script.tap(3, at: Point(x: 100, y: 300), time: 1.0, duration: 0.05)
    script.tap(4, at: Point(x: 100, y: 300), time: 1.15, duration: 0.05)
    let (session, lines) = try script.session(example, settle: 1)
    #expect(lines == ["0.200 zoomToggled scale=4", "1.200 zoomToggled scale=1"])
    #expect(session.viewer.state.zoomScale == 1)
    #expect(session.viewer.state.contentOffset == Point(x: 0, y: -292))
  }

  @Test("the zoom animates with stream time: halfway through, it is between the two scales")
  func zoomAnimatesWithStreamTime() throws {
    var script = TouchScript()
    script.tap(1, at: Point(x: 195, y: 422), time: 0, duration: 0.05)
    script.tap(2, at: Point(x: 195, y: 422), time: 0.15, duration: 0.05)
    var (session, _) = try script.session(example)
    var output: [ImageViewerSession.Output] = []
    try session.advance(to: 0.35, into: &output)  // halfway through the 0.3 s animation
    // Cubic ease-out at half time: 1 − 0.5³ = 0.875 of the way from 1 to 4.
    #expect(abs(session.viewer.state.zoomScale - 3.625) < 1e-9)
    #expect(session.viewer.isAnimating)
    try session.advance(to: 0.5, into: &output)
    #expect(session.viewer.state.zoomScale == 4)
    #expect(!session.viewer.isAnimating)
  }

  /// Two fingers on a horizontal line around `center`, their span going from
  /// `from` to `to` in `steps` samples at 120 Hz, their midpoint moving by `drift`.
  func pinch(
    _ script: inout TouchScript, center: Point, from: Double, to: Double, steps: Int = 30,
    drift: Point = .zero, start: Double = 0, lift: Bool = true
  ) {
    script.down(1, center.x - from / 2, center.y, at: start)
    script.down(2, center.x + from / 2, center.y, at: start)
    for step in 1...steps {
      let f = Double(step) / Double(steps)
      let span = from + (to - from) * f
      let c = center + drift * f
      let t = start + Double(step) / 120
      if step == steps && lift {
        script.up(1, c.x - span / 2, c.y, at: t)
        script.up(2, c.x + span / 2, c.y, at: t)
      } else {
        script.move(1, c.x - span / 2, c.y, at: t)
        script.move(2, c.x + span / 2, c.y, at: t)
      }
    }
  }

  @Test("a pinch keeps the image point under the fingers, also while they move together")
  func pinchKeepsThePointUnderTheFingers() throws {
    // A short viewport and a zoom of 2, so that both axes follow the fingers.
    var configuration = GestureConfiguration()
    configuration.viewportHeight = 400
    configuration.doubleTapZoom = 2
    var script = TouchScript()
    script.tap(1, at: Point(x: 195, y: 200), time: 0, duration: 0.05)
    script.tap(2, at: Point(x: 195, y: 200), time: 0.15, duration: 0.05)
    let before = try script.session(configuration, settle: 0.7).session.viewer.state
    #expect(before.zoomScale == 2)
    pinch(
      &script, center: Point(x: 150, y: 300), from: 100, to: 150, drift: Point(x: 30, y: -20), start: 1,
      lift: false)
    var (session, _) = try script.session(configuration)
    var output: [ImageViewerSession.Output] = []
    try session.advance(to: 1 + 30.0 / 120, into: &output)
    let after = session.viewer.state
    #expect(abs(after.zoomScale - 3) < 1e-9)
    // The image point under the fingers when they touched down, at (150, 300),
    // is under them at the end, when they are at (180, 280). (The pan,
    // recognized alongside, scrolls the content with the fingers from the 9th
    // sample; the pinch begins at the 10th, span 116.7 > 100 + 16.)
    let held = (before.contentOffset + Point(x: 150, y: 300)) / before.zoomScale
    let underFingers = (after.contentOffset + Point(x: 180, y: 280)) / after.zoomScale
    #expect(abs(underFingers.x - held.x) < 1e-9)
    #expect(abs(underFingers.y - held.y) < 1e-9)
  }

  @Test("centering beats the focal point on an axis where the zoomed image is smaller than the viewport")
  func centeringBeatsFocalPoint() throws {
    var script = TouchScript()
    pinch(&script, center: Point(x: 150, y: 600), from: 100, to: 150, lift: false)
    var (session, _) = try script.session()
    var output: [ImageViewerSession.Output] = []
    try session.advance(to: 30.0 / 120, into: &output)
    let state = session.viewer.state
    // Zoom 1.5: the image is 585 × 438.75; vertically it is still centered.
    #expect(abs(state.zoomScale - 1.5) < 1e-9)
    #expect(abs(state.contentOffset.y - -(844 - 438.75) / 2) < 1e-9)
    // Horizontally the image point under x = 150 stays there: 150 → 150·1.5 − 150 = 75.
    #expect(abs(state.contentOffset.x - 75) < 1e-9)
  }

  @Test(
    "centering beats the focal point across too: a tall image narrower than the viewport stays centered")
  func centeringBeatsFocalPointHorizontally() throws {
    var tall = GestureConfiguration()
    tall.imageWidth = 400
    tall.imageHeight = 1200
    var script = TouchScript()
    pinch(&script, center: Point(x: 150, y: 600), from: 100, to: 120, lift: false)
    var (session, _) = try script.session(tall)
    var output: [ImageViewerSession.Output] = []
    try session.advance(to: 30.0 / 120, into: &output)
    let state = session.viewer.state
    // The image fits as 281.33 × 844; at zoom 1.2 it is 337.6 pt wide, still
    // narrower than the viewport's 390: centered, whatever the fingers' x.
    let width = 400 * (844.0 / 1200) * 1.2
    #expect(abs(state.zoomScale - 1.2) < 1e-9)
    #expect(abs(state.contentOffset.x - -(390 - width) / 2) < 1e-9)
    // Vertically the image point under y = 600 stays there: 600 · 1.2 − 600 = 120.
    #expect(abs(state.contentOffset.y - 120) < 1e-9)
  }

  @Test("a pinch past maxZoom rubber-bands, signals the limit once, and settles back to 4")
  func pinchPastMaximumRubberBands() throws {
    var script = TouchScript()
    pinch(&script, center: Point(x: 195, y: 422), from: 60, to: 360, steps: 40, lift: false)
    var (session, lines) = try script.session()
    var output: [ImageViewerSession.Output] = []
    try session.advance(to: 40.0 / 120, into: &output)
    let zoom = session.viewer.state.zoomScale
    // Asked for 6, 1.5 past the limit: the rubber band shows limit × e^(d (1 − 1 ÷ (1 + x ÷ d)))
    // with d = ln 1.5 and x = ln(6 ÷ 4) = d, that is 4 × √1.5 (never past 4 × 1.5).
    #expect(abs(zoom - 4 * 1.5.squareRoot()) < 1e-9)
    #expect(lines.filter { $0.contains("zoomLimit") }.count == 1)
    script.up(1, 15, 422, at: 41.0 / 120)
    script.up(2, 375, 422, at: 41.0 / 120)
    let settled = try script.session(settle: 1)
    #expect(settled.viewerLines.last == "0.342 zoomEnded scale=4")
    #expect(settled.session.viewer.state.zoomScale == 4)
  }

  @Test("a pinch that reaches exactly maxZoom does not cross it: no zoomLimit")
  func pinchToExactlyMaximumSignalsNothing() throws {
    var script = TouchScript()
    pinch(&script, center: Point(x: 195, y: 422), from: 60, to: 240, steps: 40, lift: false)
    var (session, lines) = try script.session()
    var output: [ImageViewerSession.Output] = []
    try session.advance(to: 40.0 / 120, into: &output)
    #expect(session.viewer.state.zoomScale == 4)
    #expect(lines.isEmpty)
  }

  @Test("with zoomBounce off a pinch clamps at maxZoom")
  func pinchClampsWithoutBounce() throws {
    var configuration = GestureConfiguration()
    configuration.zoomBounce = false
    var script = TouchScript()
    pinch(&script, center: Point(x: 195, y: 422), from: 60, to: 360, steps: 40, lift: false)
    var (session, _) = try script.session(configuration)
    var output: [ImageViewerSession.Output] = []
    try session.advance(to: 40.0 / 120, into: &output)
    #expect(session.viewer.state.zoomScale == 4)
  }

  @Test("pinching in below minZoom signals the min limit and settles back to 1")
  func pinchBelowMinimum() throws {
    var script = TouchScript()
    pinch(&script, center: Point(x: 195, y: 422), from: 300, to: 150)
    let (session, lines) = try script.session(settle: 1)
    #expect(lines.first?.hasSuffix("zoomLimit limit=min") == true)
    #expect(lines.last?.hasSuffix("zoomEnded scale=1") == true)
    #expect(session.viewer.state.zoomScale == 1)
    #expect(session.viewer.state.contentOffset == Point(x: 0, y: -275.75))
  }
}
