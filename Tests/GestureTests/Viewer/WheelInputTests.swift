import Foundation
import GestureKitLite
import Testing

/// SPEC §5.1's wheel: scrolling, paging and zooming wheel gestures, ended by
/// `wheelGap` or by a touch going down.
@Suite("viewer: the wheel")
struct WheelInputTests {
  @Test("one zooming record of DY = -100 ln 2 at the viewport's center zooms to 2 there")
  func oneRecordDoublesTheZoom() throws {
    var harness = try DirectInputHarness()
    let lines = try harness.play([.zoom(0.5, dy: -100 * log(2.0))])
    #expect(abs(harness.state.zoomScale - 2) < 1e-12)
    // The image point under the center (the image's center) stays there.
    #expect(abs(harness.state.contentOffset.x - 195) < 1e-9)
    #expect(abs(harness.state.contentOffset.y - -129.5) < 1e-9)
    #expect(lines == ["0.650 viewer zoomEnded scale=2"])
  }

  @Test("ten zooming records multiply their factors, each around its own pointer, within the image's edges")
  func tenRecordsMultiply() throws {
    var harness = try DirectInputHarness()
    let pointers = (0..<10).map { Point(x: 40 + 31 * Double($0), y: 300 + 17 * Double($0)) }
    let deltas = [-20.0, -35, 10, -50, -5, 25, -40, -15, 30, -60]
    var inputs: [SessionInput] = []
    for index in 0..<10 {
      inputs.append(.zoom(0.1 + 0.016 * Double(index), dy: deltas[index], at: pointers[index]))
    }
    try harness.play(inputs, settle: nil)
    // The rule, written out: the image point under the pointer stays under it,
    // then the offset is bounded as a pan's (the fitted image is 390 × 292.5).
    var zoom = 1.0
    var offset = Point(x: 0, y: -275.75)
    for index in 0..<10 {
      let next = min(max(zoom * exp(-deltas[index] / 100), 1), 4)
      let point = pointers[index]
      let imagePoint = Point(x: (point.x + offset.x) / zoom, y: (point.y + offset.y) / zoom)
      let width = 390 * next
      let height = 292.5 * next
      var x = imagePoint.x * next - point.x
      var y = imagePoint.y * next - point.y
      x = width <= 390 ? -(390 - width) / 2 : min(max(x, 0), width - 390)
      y = height <= 844 ? -(844 - height) / 2 : min(max(y, 0), height - 844)
      zoom = next
      offset = Point(x: x, y: y)
    }
    let product = deltas.reduce(1.0) { $0 * exp(-$1 / 100) }
    #expect(abs(zoom - min(product, 4)) < 1e-12)
    #expect(abs(harness.state.zoomScale - zoom) < 1e-9)
    #expect(harness.state.contentOffset.distance(to: offset) < 1e-6)
  }

  @Test("a zooming wheel clamps at maxZoom: zoomLimit once for the gesture, zoomEnded at its gap")
  func zoomClampsAtTheLimit() throws {
    var harness = try DirectInputHarness()
    let lines = try harness.play([.zoom(0, dy: -100), .zoom(0.016, dy: -100), .zoom(0.032, dy: -100)])
    #expect(harness.state.zoomScale == 4)
    #expect(lines == ["0.016 viewer zoomLimit limit=max", "0.182 viewer zoomEnded scale=4"])
  }

  @Test("a zooming gesture that starts at a limit and pushes on emits zoomLimit at its first record")
  func zoomLimitAtTheStart() throws {
    var harness = try DirectInputHarness()
    let lines = try harness.play([.zoom(0, dy: 30)])
    #expect(lines == ["0.000 viewer zoomLimit limit=min", "0.150 viewer zoomEnded scale=1"])
  }

  @Test("a record exactly wheelGap after the last continues the gesture; one later starts a new one")
  func gapIsInclusive() throws {
    var harness = try DirectInputHarness()
    let lines = try harness.play([.zoom(0, dy: -10), .zoom(0.15, dy: -10), .zoom(0.400001, dy: -10)])
    #expect(
      lines == [
        "0.300 viewer zoomEnded scale=1.221403", "0.550 viewer zoomEnded scale=1.349859",
      ])
  }

  @Test("line and page modes are converted to points: -3 lines zoom as DY -48")
  func modesConvertToPoints() throws {
    var lines = try DirectInputHarness()
    try lines.play([
      .wheel(
        WheelInput(
          time: 0, location: SessionInput.center, deltaX: 0, deltaY: -3, mode: .line, modifiers: [.ctrl]))
    ])
    var points = try DirectInputHarness()
    try points.play([.zoom(0, dy: -48)])
    #expect(lines.state == points.state)
    var page = try DirectInputHarness()
    try page.play(
      [
        .wheel(WheelInput(time: 0, location: SessionInput.center, deltaX: 0.25, deltaY: 0, mode: .page))
      ], settle: 0.1)
    #expect(page.state.pageStripOffset == -97.5)  // a quarter of the 390 pt width
  }

  @Test("meta zooms as ctrl does; shift and alt leave a scroll a scroll")
  func modifiersThatZoom() throws {
    var meta = try DirectInputHarness()
    try meta.play([
      .wheel(WheelInput(time: 0, location: SessionInput.center, deltaX: 0, deltaY: -50, modifiers: [.meta]))
    ])
    #expect(meta.state.zoomScale > 1.6)
    var shifted = try DirectInputHarness()
    try shifted.play([
      .wheel(
        WheelInput(time: 0, location: SessionInput.center, deltaX: 0, deltaY: -50, modifiers: [.shift, .alt]))
    ])
    #expect(shifted.state.zoomScale == 1)
  }

  @Test("a scrolling wheel at zoom 1 drags the strip by -DX and turns the page past half a page")
  func wheelTurnsThePage() throws {
    var harness = try DirectInputHarness()
    let lines = try harness.play((0..<10).map { .scroll(Double($0) * 0.016, dx: 25) }, settle: 0.2)
    #expect(harness.state.page == 1)
    #expect(lines == ["0.294 viewer pageChanged page=1"])
  }

  @Test("a scrolling wheel short of half a page lets the strip return; DY alone does nothing at zoom 1")
  func wheelShortOfHalfReturns() throws {
    var harness = try DirectInputHarness()
    let lines = try harness.play([.scroll(0, dx: 100, dy: 300), .scroll(0.016, dx: 90)])
    #expect(lines.isEmpty)
    #expect(harness.state.page == 0)
    #expect(harness.state.pageStripOffset == 0)
    #expect(harness.state.contentOffset == Point(x: 0, y: -275.75))
  }

  @Test("the strip goes at most one page either way and never toward a page that does not exist")
  func stripIsBounded() throws {
    var harness = try DirectInputHarness()
    try harness.play([.scroll(0, dx: -300)], settle: nil)
    #expect(harness.state.pageStripOffset == 0)  // page 0 has no previous page
    try harness.play([.scroll(0.016, dx: 2000)], settle: nil)
    #expect(harness.state.pageStripOffset == -390)
  }

  @Test("with pageChangedAt=rest a wheel's page turns when the strip comes to rest")
  func wheelPageAtRest() throws {
    var harness = try DirectInputHarness(["pageChangedAt": "rest"])
    let lines = try harness.play([.scroll(0, dx: 250)])
    #expect(lines == ["0.450 viewer pageChanged page=1"])
  }

  @Test("a scrolling wheel on a zoomed image moves the offset by (DX, DY) within the edges, with no momentum")
  func wheelScrollsZoomedImage() throws {
    var harness = try DirectInputHarness()
    try harness.play([.press(0, "+"), .press(0.5, "+"), .tick(1)], settle: nil)
    let start = harness.state.contentOffset
    #expect(start == Point(x: 585, y: 163))  // zoom 4 around the center: 1560 × 1170
    try harness.play([.scroll(1.1, dx: 30, dy: 20), .scroll(1.116, dx: 30, dy: -10)], settle: nil)
    #expect(harness.state.contentOffset == Point(x: start.x + 60, y: start.y + 10))
    try harness.play([.scroll(1.2, dx: 10_000, dy: -10_000)])
    #expect(harness.state.contentOffset == Point(x: 1170, y: 0))
    #expect(harness.session.viewer.isAnimating == false)
  }

  @Test("with zoomedPaging a zoomed wheel scroll settles on a page of the zoomed content at its end")
  func zoomedPagingSettles() throws {
    var harness = try DirectInputHarness(["zoomedPaging": "true"])
    try harness.play([.press(0, "+"), .press(0.5, "+"), .tick(1)], settle: nil)
    try harness.play([.scroll(1.1, dx: 250)])
    // From 585, a drag past half the viewport goes to the next multiple of 390 that way.
    #expect(harness.state.contentOffset.x == 1170)
  }

  @Test("a wheel record of the other kind ends the gesture first, at its own time")
  func otherKindEndsTheGesture() throws {
    var harness = try DirectInputHarness()
    let lines = try harness.play([.zoom(0, dy: -50), .scroll(0.05, dx: 10)])
    #expect(lines == ["0.050 viewer zoomEnded scale=1.648721"])
  }

  @Test("a touch going down ends a wheel gesture at its time, before the touch's own lines")
  func touchEndsTheGesture() throws {
    var harness = try DirectInputHarness()
    let lines = try harness.play([
      .zoom(0, dy: -50), .down(0.1, x: 100, y: 400), .up(0.15, x: 100, y: 400),
    ])
    #expect(
      lines == [
        "0.100 viewer zoomEnded scale=1.648721", "0.450 doubleTap failed", "0.450 tap recognized",
        "0.450 viewer chromeToggled visible=false",
      ])
  }

  @Test("an empty frame (a tick) within the gap leaves the wheel gesture going")
  func tickKeepsTheGesture() throws {
    var harness = try DirectInputHarness()
    var output: [ImageViewerSession.Output] = []
    try harness.play([.zoom(0, dy: -50)], settle: nil)
    try harness.session.process(TouchFrame(time: 0.1, samples: []), into: &output)
    #expect(output.isEmpty)
    let lines = try harness.play([.zoom(0.14, dy: -10)])
    #expect(lines == ["0.290 viewer zoomEnded scale=1.822119"])
  }

  @Test("touches first: while a touch is down, wheel records do nothing")
  func touchesFirst() throws {
    var harness = try DirectInputHarness()
    let lines = try harness.play([
      .down(0, x: 100, y: 400), .zoom(0.1, dy: -100), .scroll(0.2, dx: 300), .up(0.3, x: 100, y: 400),
    ])
    #expect(harness.state.zoomScale == 1)
    #expect(
      lines == ["0.600 doubleTap failed", "0.600 tap recognized", "0.600 viewer chromeToggled visible=false"])
  }

  @Test("a deadline due before a wheel record fires first, at its own time")
  func deadlinesFireFirst() throws {
    var harness = try DirectInputHarness()
    let lines = try harness.play([.down(0, x: 100, y: 400), .up(0.05, x: 100, y: 400), .zoom(0.5, dy: -50)])
    #expect(
      lines == [
        "0.350 doubleTap failed", "0.350 tap recognized", "0.350 viewer chromeToggled visible=false",
        "0.650 viewer zoomEnded scale=1.648721",
      ])
  }
}
