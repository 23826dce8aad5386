import GestureKitLite
import Testing

/// `initialZoom` (SPEC §3, §5): where a page opens, what a double tap returns
/// to, where paging and the pull-down work; the pinch still settles within
/// `minZoom…maxZoom`.
@Suite("viewer: initialZoom")
struct ImageViewerInitialZoomTests {
  /// A double tap at `point` starting at `time` (recognized at time + 0.2).
  func doubleTap(_ script: inout TouchScript, at point: Point = Point(x: 195, y: 422), time: Double) {
    script.tap(1, at: point, time: time, duration: 0.05)
    script.tap(2, at: point, time: time + 0.15, duration: 0.05)
  }

  /// 002's limits: zoom 0.8…3, opening at 1.
  var photos: GestureConfiguration {
    var configuration = GestureConfiguration()
    configuration.minZoom = 0.8
    configuration.maxZoom = 3
    configuration.initialZoom = 1
    configuration.doubleTapZoom = 3
    return configuration
  }

  @Test("the viewer opens at initialZoom, centered: zoom 2 shows x 195 of 390, y centered at −129.5")
  func opensAtInitialZoom() throws {
    var configuration = GestureConfiguration()
    configuration.initialZoom = 2
    let viewer = try ImageViewer(configuration: configuration)
    #expect(viewer.state.zoomScale == 2)
    // 780×585 at zoom 2: x scrolls 0…390, centered at 195; y is centered: −(844 − 585) ÷ 2.
    #expect(viewer.state.contentOffset == Point(x: 195, y: -129.5))
  }

  @Test("a double tap at initialZoom goes to doubleTapZoom, and the next returns to initialZoom, not minZoom")
  func doubleTapReturnsToInitialZoom() throws {
    var script = TouchScript()
    doubleTap(&script, time: 0)
    doubleTap(&script, time: 1)
    let (session, lines) = try script.session(photos, settle: 1)
    #expect(lines == ["0.200 zoomToggled scale=3", "1.200 zoomToggled scale=1"])
    #expect(session.viewer.state.zoomScale == 1)
    #expect(session.viewer.state.contentOffset == Point(x: 0, y: -275.75))
  }

  @Test("below initialZoom a double tap zooms to doubleTapZoom too (SPEC §5: from initialZoom or below)")
  func doubleTapFromBelow() throws {
    var script = TouchScript()
    // Pinch in about the center, span 200 → 180: settles at 0.9.
    script.down(1, 95, 422, at: 0)
    script.down(2, 295, 422, at: 0)
    for step in 1...20 {
      let half = 100 - Double(step) / 2
      script.move(1, 195 - half, 422, at: Double(step) / 100)
      script.move(2, 195 + half, 422, at: Double(step) / 100)
    }
    script.up(1, 105, 422, at: 0.3)
    script.up(2, 285, 422, at: 0.3)
    doubleTap(&script, time: 1)
    let (session, lines) = try script.session(photos, settle: 1)
    #expect(lines == ["0.300 zoomEnded scale=0.9", "1.200 zoomToggled scale=3"])
    #expect(session.viewer.state.zoomScale == 3)
  }

  @Test("when doubleTapZoom equals initialZoom a double tap at rest does nothing, and returns from a zoom")
  func doubleTapOnlyResets() throws {
    var configuration = GestureConfiguration()
    configuration.maxZoom = 2.5
    configuration.doubleTapZoom = 1
    var script = TouchScript()
    doubleTap(&script, time: 0)
    let (atRest, restLines) = try script.session(configuration, settle: 1)
    #expect(restLines.isEmpty)
    #expect(!atRest.viewer.isAnimating)
    #expect(atRest.viewer.state.contentOffset == Point(x: 0, y: -275.75))
    // The default configuration with doubleTapZoom at minZoom reads the same way.
    var flat = GestureConfiguration()
    flat.doubleTapZoom = 1
    #expect(try script.session(flat, settle: 1).viewerLines.isEmpty)
  }

  @Test("a new page starts at initialZoom, and paging works below it (at 0.8)")
  func newPageAtInitialZoom() throws {
    var script = TouchScript()
    // Pinch in to 0.6 asked for: settles at 0.8, below the opening zoom 1.
    script.down(1, 95, 422, at: 0)
    script.down(2, 295, 422, at: 0)
    for step in 1...40 {
      let half = 100 - Double(step)
      script.move(1, 195 - half, 422, at: Double(step) / 100)
      script.move(2, 195 + half, 422, at: Double(step) / 100)
    }
    script.up(1, 135, 422, at: 0.45)
    script.up(2, 255, 422, at: 0.45)
    script.drag(
      3, from: Point(x: 300, y: 422), to: Point(x: 60, y: 422), time: 1.5, duration: 0.3, rest: 0.06)
    var configuration = photos
    configuration.pageCount = 3
    let (session, lines) = try script.session(configuration, settle: 1)
    // The span passes 160 (0.8 of 200) at step 21: zoomLimit at 0.21.
    #expect(lines == ["0.210 zoomLimit limit=min", "0.450 zoomEnded scale=0.8", "1.860 pageChanged page=1"])
    #expect(session.viewer.state.page == 1)
    #expect(session.viewer.state.zoomScale == 1)
    #expect(session.viewer.state.contentOffset == Point(x: 0, y: -275.75))
  }

  @Test("a pull-down may begin at or below initialZoom, not above it")
  func pullDownAtOrBelowInitialZoom() throws {
    var configuration = GestureConfiguration()
    configuration.maxZoom = 4
    configuration.initialZoom = 2
    configuration.doubleTapZoom = 4
    var pull = TouchScript()
    pull.drag(1, from: Point(x: 195, y: 300), to: Point(x: 195, y: 360), time: 0, duration: 0.2, rest: 0.06)
    #expect(
      try pull.session(configuration, settle: 1).viewerLines == [
        "0.042 dismissBegan", "0.260 dismissCancelled",
      ])
    var zoomedFirst = TouchScript()
    doubleTap(&zoomedFirst, time: 0)
    zoomedFirst.drag(
      3, from: Point(x: 195, y: 300), to: Point(x: 195, y: 360), time: 1, duration: 0.2, rest: 0.06)
    #expect(try zoomedFirst.session(configuration, settle: 1).viewerLines == ["0.200 zoomToggled scale=4"])
  }
}
