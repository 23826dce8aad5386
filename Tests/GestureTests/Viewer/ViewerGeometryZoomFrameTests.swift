import Testing

@testable import GestureKitLite

/// `zoomFrame` and `zoomedPaging` in the viewer's geometry, with numbers
/// worked out by hand for the default 390×844 viewport and 4032×3024 photo
/// (390×292.5 at zoom 1, letterbox bars of 275.75 pt above and below).
@Suite("viewer: zoomed frame and zoomed paging geometry")
struct ViewerGeometryZoomFrameTests {
  func geometry(
    _ frame: GestureConfiguration.ZoomFrame, _ change: (inout GestureConfiguration) -> Void = { _ in }
  )
    -> ViewerGeometry
  {
    var configuration = GestureConfiguration()
    configuration.zoomFrame = frame
    change(&configuration)
    return ViewerGeometry(configuration)
  }

  @Test("at zoom 4 the photo scrolls y 0…326, the viewport-sized view −1103…1429; x 0…1170 for both")
  func rangesAtZoom4() {
    let image = geometry(.image)
    let viewport = geometry(.viewport)
    #expect(image.horizontalRange(zoom: 4) == 0...1170)
    #expect(image.verticalRange(zoom: 4) == 0...326)
    #expect(viewport.horizontalRange(zoom: 4) == 0...1170)  // the photo spans the width: no bars
    // −275.75 × 4 … 844 × 4 − 844 − 275.75 × 4
    #expect(viewport.verticalRange(zoom: 4) == -1103...1429)
    #expect(viewport.frameInset == Point(x: 0, y: 275.75))
  }

  @Test("at zoom 1 and below both frames center the photo the same way")
  func centeredAtOneAndBelow() {
    for zoom in [1.0, 0.8, 0.5] {
      let image = geometry(.image)
      let viewport = geometry(.viewport)
      #expect(viewport.horizontalRange(zoom: zoom) == image.horizontalRange(zoom: zoom))
      #expect(viewport.verticalRange(zoom: zoom) == image.verticalRange(zoom: zoom))
      #expect(viewport.isCentered(zoom: zoom) == (true, true))
    }
    #expect(geometry(.viewport).verticalRange(zoom: 1) == -275.75 ... -275.75)
    #expect(geometry(.viewport).horizontalRange(zoom: 0.5) == -97.5 ... -97.5)  // −(390 − 195) ÷ 2
    // Just above 1 the viewport-sized view scrolls both ways; the photo is still centered on y.
    #expect(geometry(.viewport).isCentered(zoom: 1.01) == (false, false))
    #expect(geometry(.image).isCentered(zoom: 1.01) == (false, true))
  }

  @Test("with the photo as the frame, the lower edge is +0 as before (no −0 reaches the output)")
  func noNegativeZero() {
    let lower = geometry(.image).verticalRange(zoom: 4).lowerBound
    #expect(lower == 0 && lower.sign == .plus)
  }

  @Test("a double tap in the top bar at zoom 1 zooms to (585, −1103) with the bars, to (585, 0) without")
  func doubleTapTargetInTheBar() {
    for (frame, expected) in [(GestureConfiguration.ZoomFrame.viewport, -1103.0), (.image, 0)] {
      let g = geometry(frame)
      let start = g.restingOffset(zoom: 1)
      #expect(start == Point(x: 0, y: -275.75))
      let tapped = g.imagePoint(under: Point(x: 195, y: 100), offset: start, zoom: 1)
      #expect(tapped == Point(x: 195, y: -175.75))
      let target = g.clamped(g.offset(placing: tapped, under: g.viewportCenter, zoom: 4), zoom: 4)
      #expect(target == Point(x: 585, y: expected))
    }
  }

  @Test(
    "a pinch at zoom 2 holds a bar point under the fingers with the viewport frame; the photo alone centers y"
  )
  func pinchFocalInTheBar() {
    // The point under (195, 200) at zoom 1 is (195, −75.75) of the photo; at zoom 2 it
    // stays under the fingers at offset (195, −351.5), inside −551.5…292.5.
    let viewport = geometry(.viewport)
    let anchor = viewport.imagePoint(under: Point(x: 195, y: 200), offset: Point(x: 0, y: -275.75), zoom: 1)
    let offset = viewport.offset(placing: anchor, under: Point(x: 195, y: 200), zoom: 2)
    #expect(viewport.centeringWhereSmaller(offset, zoom: 2) == Point(x: 195, y: -351.5))
    #expect(viewport.verticalRange(zoom: 2) == -551.5...292.5)
    // The photo is 585 pt tall at zoom 2, less than 844: centered at −(844 − 585) ÷ 2.
    #expect(geometry(.image).centeringWhereSmaller(offset, zoom: 2) == Point(x: 195, y: -129.5))
  }

  @Test(
    "zoomed paging: the nearest multiple of the viewport, or the next one past half a page or a fast fling")
  func pagedOffsets() {
    // 001's content: a 390×270 view at zoom 2.5 scrolls x 0…585 (975 wide); y is centered.
    let g = geometry(.image) {
      $0.imageWidth = 390
      $0.imageHeight = 270
      $0.maxZoom = 2.5
    }
    func paged(_ x: Double, from start: Double, velocity: Double = 0) -> Point {
      g.pagedOffset(
        from: Point(x: x, y: -84.5), dragStart: Point(x: start, y: -84.5),
        contentVelocity: Point(x: velocity, y: 0), pagingVelocity: 300, zoom: 2.5)
    }
    #expect(g.verticalRange(zoom: 2.5) == -84.5 ... -84.5)
    #expect(paged(442.5, from: 292.5) == Point(x: 390, y: -84.5))  // 1.13 pages, a 150 pt drag: nearest
    #expect(paged(250, from: 292.5) == Point(x: 390, y: -84.5))  // 0.64 pages: nearest is 1
    #expect(paged(232.5, from: 292.5, velocity: -1200) == Point(x: 0, y: -84.5))  // flung towards 0
    #expect(paged(300, from: 0) == Point(x: 390, y: -84.5))  // dragged 300 > 195: the next, 390
    #expect(paged(100, from: 390) == Point(x: 0, y: -84.5))  // dragged back 290: the one before
    #expect(paged(400, from: 390, velocity: 400) == Point(x: 585, y: -84.5))  // 780, clamped to the edge
    #expect(paged(650, from: 585) == Point(x: 585, y: -84.5))  // rubber-banded past the edge: back to it
  }

  @Test("zoomed paging with the viewport frame counts multiples from the zoomed view's top-left")
  func pagedOffsetsFromTheFrame() {
    // Zoom 2: the view spans y −551.5…1136.5; pages of 844 from −551.5: −551.5, 292.5 (the edge).
    let g = geometry(.viewport)
    let start = Point(x: 195, y: -351.5)
    let slow = g.pagedOffset(
      from: Point(x: 200, y: -351.5), dragStart: start, contentVelocity: .zero, pagingVelocity: 300, zoom: 2)
    #expect(slow == Point(x: 390, y: -551.5))  // x: 200/390 rounds to 390; y: 0.24 pages rounds to 0
    let fling = g.pagedOffset(
      from: Point(x: 195, y: -300), dragStart: start, contentVelocity: Point(x: 0, y: 500),
      pagingVelocity: 300,
      zoom: 2)
    #expect(fling == Point(x: 390, y: 292.5))  // y flung down the view: the next page, the lower edge
  }
}
