import GestureKitLite
import Testing

@Suite("viewer: initial page, per-page image sizes, viewport changes")
struct ImageViewerLayoutTests {
  let configuration = GestureConfiguration()
  let landscape = Size(width: 4032, height: 3024)
  let portrait = Size(width: 3024, height: 4032)

  func session(_ viewer: ImageViewer) throws -> ImageViewerSession {
    ImageViewerSession(engine: try GestureEngine(standardSetWith: configuration), viewer: viewer)
  }

  @Test("a viewer opened at a page shows it centered at initialZoom and pages from there")
  func opensAtInitialPage() throws {
    let viewer = try ImageViewer(configuration: configuration, initialPage: 2)
    #expect(viewer.state.page == 2)
    #expect(try viewer.state.contentOffset == ImageViewer(configuration: configuration).state.contentOffset)
    var session = try session(viewer)
    let outputs = try play("swipe right", through: &session)
    #expect(outputs.viewerKinds == [.pageChanged(page: 1)])
  }

  @Test("an initial page that is not one of the pages is refused with a message")
  func initialPageOutOfRange() {
    let past = #expect(throws: ImageViewerError.self) {
      try ImageViewer(configuration: configuration, initialPage: 3)
    }
    #expect(past == .pageOutOfRange(page: 3, pageCount: 3))
    #expect(past?.description == "page 3 is out of range: expected a page from 0 to 2")
    let negative = #expect(throws: ImageViewerError.self) {
      try ImageViewer(configuration: configuration, initialPage: -1, imageSizes: [landscape])
    }
    #expect(negative?.description == "page -1 is out of range: the viewer has one page, page 0")
  }

  @Test("each page is fitted by its own image size: offsets, limits and the double tap's target follow it")
  func perPageImageSizes() throws {
    let viewer = try ImageViewer(configuration: configuration, imageSizes: [landscape, portrait])
    #expect(viewer.configuration.pageCount == 2)
    #expect(viewer.fittedImageSize.isClose(to: Size(width: 390, height: 292.5)))
    #expect(viewer.imageSize(ofPage: 1) == portrait)
    #expect(viewer.imageSize(ofPage: 2) == nil && viewer.imageSize(ofPage: -1) == nil)
    var session = try session(viewer)
    let turned = try play("swipe left", through: &session)
    #expect(turned.viewerKinds == [.pageChanged(page: 1)])
    #expect(session.viewer.fittedImageSize.isClose(to: Size(width: 390, height: 520)))
    #expect(session.viewer.state.contentOffset.isClose(to: Point(x: 0, y: -162)))
    #expect(session.viewer.contentOffsetLimits(zoomScale: 4).y == 0...1236)
    // The image point under (195, 422) is (195, 260) of the portrait page; at zoom 4 it comes to the center.
    let zoomed = try play("at 2s doubletap 195 422", through: &session)
    #expect(zoomed.viewerKinds == [.zoomToggled(scale: 4)])
    #expect(session.viewer.state.zoomScale == 4)
    #expect(session.viewer.state.contentOffset.isClose(to: Point(x: 585, y: 618)))
    // The last page: a swipe further left turns nothing.
    #expect(session._invariantViolations().isEmpty)
  }

  @Test("a viewer opened at a portrait page fits that page")
  func initialPageFitsItsOwnSize() throws {
    let viewer = try ImageViewer(
      configuration: configuration, initialPage: 1, imageSizes: [landscape, portrait])
    #expect(viewer.fittedImageSize.isClose(to: Size(width: 390, height: 520)))
    #expect(viewer.state.contentOffset.isClose(to: Point(x: 0, y: -162)))
  }

  @Test("image sizes that are empty, not finite or out of range are refused with a message")
  func invalidImageSizes() {
    let none = #expect(throws: ImageViewerError.self) {
      try ImageViewer(configuration: configuration, imageSizes: [])
    }
    #expect(none?.description == "no pages: expected the image size of one page at least")
    let zero = #expect(throws: ImageViewerError.self) {
      try ImageViewer(configuration: configuration, imageSizes: [landscape, Size(width: 0, height: 300)])
    }
    #expect(zero == .invalidImageSize(page: 1, Size(width: 0, height: 300)))
    #expect(
      zero?.description
        == "invalid image size 0 × 300 px for page 1: expected a width and a height, each a number from 1 to 1000000"
    )
    let nan = #expect(throws: ImageViewerError.self) {
      try ImageViewer(configuration: configuration, imageSizes: [Size(width: .nan, height: 300)])
    }
    #expect(nan?.description.hasPrefix("invalid image size nan × 300 px for page 0") == true)
    var broken = configuration
    broken.minZoom = 5
    #expect(throws: ImageViewerError.self) { try ImageViewer(configuration: broken, initialPage: 0) }
  }

  @Test("a rotation at rest keeps the page and the zoom and fits the image anew, centered")
  func rotationAtRest() throws {
    var viewer = try ImageViewer(configuration: configuration, initialPage: 1)
    try viewer.setViewport(Size(width: 844, height: 390))
    #expect(viewer.state.page == 1)
    #expect(viewer.state.zoomScale == 1)
    #expect(viewer.fittedImageSize.isClose(to: Size(width: 520, height: 390)))
    #expect(viewer.state.contentOffset.isClose(to: Point(x: -162, y: 0)))
    #expect(viewer.configuration.viewportWidth == 844)
    #expect(viewer._invariantViolations().isEmpty)
  }

  @Test("a rotation while zoomed keeps the zoom and the image point at the viewport's center")
  func rotationWhileZoomed() throws {
    var session = ImageViewerSession()
    _ = try play("doubletap 195 422", through: &session)
    #expect(session.viewer.state.zoomScale == 4)
    #expect(session.viewer.state.contentOffset.isClose(to: Point(x: 585, y: 163)))
    try session.setViewport(Size(width: 844, height: 390))
    // The center's image point (195, 146.25) grows with the fit (× 4/3) to (260, 195).
    #expect(session.viewer.state.zoomScale == 4)
    #expect(session.viewer.state.contentOffset.isClose(to: Point(x: 618, y: 585)))
    #expect(session._invariantViolations().isEmpty)
  }

  @Test("a rotation during the double tap's zoom ends it at its target, within the new edges")
  func rotationDuringZoomAnimation() throws {
    var session = ImageViewerSession()
    var outputs: [ImageViewerSession.Output] = []
    for (time, phase) in [(0.0, TouchSample.Phase.down), (0.05, .up), (0.15, .down), (0.2, .up)] {
      let sample = TouchSample(time: time, phase: phase, id: TouchID(1), location: Point(x: 195, y: 422))
      try session.process(TouchFrame(time: time, samples: [sample]), into: &outputs)
    }
    #expect(session.viewer.isAnimating)
    try session.setViewport(Size(width: 844, height: 390))
    #expect(!session.viewer.isAnimating)
    #expect(session.viewer.state.zoomScale == 4)
    #expect(session.viewer.state.contentOffset.isClose(to: Point(x: 618, y: 585)))
  }

  @Test("a rotation while the strip slides to a page keeps its place in pages, and the page arrives")
  func rotationDuringPageSlide() throws {
    var resting = configuration
    resting.pageChangedAt = .rest
    var session = try ImageViewerSession(configuration: resting)
    var outputs: [ImageViewerSession.Output] = []
    let frames: [(Double, TouchSample.Phase, Double)] = [
      (0, .down, 300), (0.05, .move, 200), (0.1, .move, 60), (0.11, .up, 60),
    ]
    for (time, phase, x) in frames {
      let sample = TouchSample(time: time, phase: phase, id: TouchID(1), location: Point(x: x, y: 400))
      try session.process(TouchFrame(time: time, samples: [sample]), into: &outputs)
    }
    let before = session.viewer.state.pageStripOffset
    try session.setViewport(Size(width: 844, height: 390))
    #expect(session.viewer.state.pageStripOffset == before * 844 / 390)
    try session.advance(to: 2, into: &outputs)
    #expect(outputs.viewerKinds == [.pageChanged(page: 1)])
    #expect(session.viewer.state.page == 1 && session.viewer.state.pageStripOffset == 0)
    #expect(session._invariantViolations().isEmpty)
  }

  @Test("a viewport that is not finite or out of range is refused with a message, and nothing changes")
  func invalidViewport() throws {
    var viewer = try ImageViewer(configuration: configuration)
    let before = viewer.state
    let error = #expect(throws: ImageViewerError.self) { try viewer.setViewport(Size(width: 0, height: 844)) }
    #expect(
      error?.description
        == "invalid viewport 0 × 844 pt: expected a width and a height, each a number from 1 to 1000000")
    #expect(throws: ImageViewerError.invalidViewport(Size(width: 390, height: .infinity))) {
      try viewer.setViewport(Size(width: 390, height: .infinity))
    }
    #expect(viewer.state == before)
    #expect(viewer.configuration == configuration)
  }
}

extension Size {
  /// Whether both extents are within 10⁻⁹ pt of `other`'s (the fit divides, so it rounds).
  func isClose(to other: Size) -> Bool {
    abs(width - other.width) < 1e-9 && abs(height - other.height) < 1e-9
  }
}

extension Point {
  /// Whether both coordinates are within 10⁻⁹ pt of `other`'s.
  func isClose(to other: Point) -> Bool {
    abs(x - other.x) < 1e-9 && abs(y - other.y) < 1e-9
  }
}
