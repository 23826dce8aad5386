/// What an embedder lays out: the page to open at, each page's image size,
/// and the viewport, which changes when the device rotates.
extension ImageViewer {
  /// Creates a viewer at rest on `initialPage`, at `initialZoom`, chrome
  /// shown, with pages of their own image sizes.
  ///
  /// Each page is aspect-fit by its own size: the fitted size, the
  /// double-tap target, the offsets and their limits follow the page shown
  /// (``fittedImageSize``, ``contentOffsetLimits(zoomScale:)``).
  ///
  /// ```swift
  /// let viewer = try ImageViewer(
  ///   configuration: GestureConfiguration(), initialPage: 1,
  ///   imageSizes: [Size(width: 4032, height: 3024), Size(width: 3024, height: 4032)])
  /// viewer.state.page  // 1
  /// viewer.configuration.pageCount  // 2
  /// print(viewer.fittedImageSize)  // the portrait page, fitted: 390 × 520 pt
  /// ```
  ///
  /// - Parameters:
  ///   - configuration: The viewer's settings (SPEC §3).
  ///   - initialPage: The page shown first, from 0.
  ///   - imageSizes: Each page's image size in pixels (only the aspect ratio
  ///     matters), whose count is the number of pages; it replaces
  ///     `pageCount`, `imageWidth` and `imageHeight`. `nil`: `pageCount`
  ///     pages of `imageWidth` × `imageHeight`.
  /// - Throws: ``ImageViewerError/configuration(_:)`` for a configuration
  ///   that breaks a key's range or a rule between keys,
  ///   ``ImageViewerError/noPages`` for an empty list,
  ///   ``ImageViewerError/invalidImageSize(page:_:)`` for a size outside
  ///   `imageWidth`'s range (1 to 10⁶ px), and
  ///   ``ImageViewerError/pageOutOfRange(page:pageCount:)`` for an initial
  ///   page that is not one of the pages.
  public init(configuration: GestureConfiguration, initialPage: Int = 0, imageSizes: [Size]? = nil)
    throws(ImageViewerError)
  {
    var configuration = configuration
    if let imageSizes {
      guard let first = imageSizes.first else { throw .noPages }
      for (page, size) in imageSizes.enumerated() where !Self.isValidImageSize(size) {
        throw .invalidImageSize(page: page, size)
      }
      configuration.pageCount = imageSizes.count
      configuration.imageWidth = first.width
      configuration.imageHeight = first.height
    }
    do throws(ConfigurationError) {
      configuration = try configuration.validated()
    } catch {
      throw .configuration(error)
    }
    guard (0..<configuration.pageCount).contains(initialPage) else {
      throw .pageOutOfRange(page: initialPage, pageCount: configuration.pageCount)
    }
    self.init(checked: configuration)
    if let imageSizes, imageSizes.count > 1 { self.imageSizes = ContiguousArray(imageSizes) }
    state.page = initialPage
    let size = currentOrUniformImageSize(initialPage)
    geometry = ViewerGeometry(configuration, image: size)
    state.contentOffset = geometry.restingOffset(zoom: configuration.initialZoom)
  }

  /// The image size of `page` (from 0), in pixels: its own, or the
  /// configuration's `imageWidth` × `imageHeight`; `nil` for a page that is
  /// not one of the pages.
  public func imageSize(ofPage page: Int) -> Size? {
    guard (0..<configuration.pageCount).contains(page) else { return nil }
    return currentOrUniformImageSize(page)
  }

  /// The image size of `page`, one of the pages.
  func currentOrUniformImageSize(_ page: Int) -> Size {
    imageSizes.isEmpty
      ? Size(width: configuration.imageWidth, height: configuration.imageHeight) : imageSizes[page]
  }

  /// Whether `size` is within `imageWidth`'s and `imageHeight`'s range.
  private static func isValidImageSize(_ size: Size) -> Bool {
    var probe = GestureConfiguration()
    probe.imageWidth = size.width
    probe.imageHeight = size.height
    return (try? probe.validated()) != nil
  }

  /// Changes the viewport's size (a rotation, a window resized), in points,
  /// as a `UIScrollView` in the Photos app keeps its place.
  ///
  /// - The page stays the page; the page strip, dragged or sliding, keeps
  ///   its place in pages (a half-turned page stays half-turned).
  /// - The zoom scale stays (it is relative to the aspect-fit image, which
  ///   is fitted anew), clamped to `minZoom`…`maxZoom`; a zoom animation in
  ///   flight (a double tap) ends at once at its target, momentum stops.
  /// - The image point at the viewport's center stays at the center, then
  ///   the offset is clamped within the new edges (centered on an axis where
  ///   the image is smaller than the viewport).
  /// - A pinch in progress goes on holding the same image point under the
  ///   fingers, its zoom unclamped (rubber-banded) until it settles at the
  ///   release; a scroll in progress goes on from the new offset; a
  ///   pull-down keeps its translation, its background alpha follows the new
  ///   height (`dismissAlphaFalloff`).
  ///
  /// It emits no event.
  ///
  /// - Parameter size: The new viewport, in points.
  /// - Throws: ``ImageViewerError/invalidViewport(_:)`` for a size outside
  ///   `viewportWidth`'s range (1 to 10⁶ pt); nothing changes then.
  public mutating func setViewport(_ size: Size) throws(ImageViewerError) {
    var changed = configuration
    changed.viewportWidth = size.width
    changed.viewportHeight = size.height
    guard (try? changed.validated()) != nil else { throw .invalidViewport(size) }
    let old = geometry
    configuration = changed
    geometry = ViewerGeometry(changed, image: currentOrUniformImageSize(state.page))
    // Image points (zoom-1 points) grow with the fitted image.
    let growth = geometry.fittedImage.width / old.fittedImage.width
    var zoom = state.zoomScale
    var offset = state.contentOffset
    if case .zoom(let transition)? = animations.content {
      zoom = transition.toZoom
      offset = transition.toOffset
    }
    animations.content = nil
    let center = old.imagePoint(under: old.viewportCenter, offset: offset, zoom: zoom) * growth
    switch activity {
    case .pinching(var pinch):
      pinch.anchor = pinch.anchor * growth
      activity = .pinching(pinch)
      state.contentOffset = geometry.centeringWhereSmaller(
        geometry.offset(placing: center, under: geometry.viewportCenter, zoom: zoom), zoom: zoom)
      state.zoomScale = zoom
    case .idle, .scrolling, .paging, .pullingDown, .dismissed, .wheelScrolling, .wheelPaging, .wheelZooming:
      if case .scrolling = activity { activity = .idle }  // a later pan event goes on from here
      zoom = min(max(zoom, configuration.minZoom), configuration.maxZoom)
      state.zoomScale = zoom
      state.contentOffset = geometry.clamped(
        geometry.offset(placing: center, under: geometry.viewportCenter, zoom: zoom), zoom: zoom)
      // A wheel gesture goes on; a scrolling one measures a zoomed page from here.
      if case .wheelScrolling(var scroll) = activity {
        scroll.startOffset = state.contentOffset
        activity = .wheelScrolling(scroll)
      }
    }
    let stripScale = changed.viewportWidth / old.viewport.width
    state.pageStripOffset *= stripScale
    if var strip = animations.strip {
      strip.slide.from = strip.slide.from * stripScale
      strip.slide.to = strip.slide.to * stripScale
      animations.strip = strip
    }
    if !state.isDismissed { setPullDownTranslation(state.pullDownTranslation) }
    checkInvariants()
  }
}
