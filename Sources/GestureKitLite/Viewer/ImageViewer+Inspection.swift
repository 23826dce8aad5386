/// Read-only geometry of the viewer, for tools that draw what it shows
/// (`gesture-sim render`) without restating its rules.
extension ImageViewer {
  /// The page's image at zoom 1: aspect-fit in the viewport, in points.
  ///
  /// The zoomed image is this size times ``ImageViewerState/zoomScale``, with
  /// its top-left at minus ``ImageViewerState/contentOffset`` in the viewport.
  public var fittedImageSize: Size { geometry.fittedImage }

  /// The content offsets a scroll comes to rest within at `zoomScale`, on each
  /// axis, in points.
  ///
  /// Where the zoomed image is smaller than the viewport on an axis the range
  /// is the single, negative, centering offset; a pan past the range
  /// rubber-bands and settles back into it. With `zoomFrame=viewport` the
  /// ranges are those of the zoomed viewport-sized view that holds the image
  /// (letterbox bars included), still measured from the image's top-left.
  ///
  /// - Parameter zoomScale: The zoom scale (1 = aspect-fit).
  /// - Returns: The horizontal and vertical ranges.
  public func contentOffsetLimits(zoomScale: Double) -> (x: ClosedRange<Double>, y: ClosedRange<Double>) {
    (geometry.horizontalRange(zoom: zoomScale), geometry.verticalRange(zoom: zoomScale))
  }

  /// The pixel of the page's image under `location`, in the image's own
  /// pixels (its top-left is 0,0), or `nil` where `location` is off the image.
  ///
  /// It is what ``ImageViewerEvent/Kind/longPressed(_:)``
  /// reports: the image as it is shown now, zoomed and scrolled, moved by a
  /// pull-down and by the page strip. The image's edges are on it.
  ///
  /// - Parameter location: A point of the viewport, in points.
  /// - Returns: The pixel, in the image's pixels, or `nil` off the image.
  public func imagePixel(under location: Point) -> Point? {
    let onPage = location - Point(x: state.pageStripOffset, y: 0) - state.pullDownTranslation
    let point = geometry.imagePoint(under: onPage, offset: state.contentOffset, zoom: state.zoomScale)
    let fitted = geometry.fittedImage
    guard point.x >= 0, point.y >= 0, point.x <= fitted.width, point.y <= fitted.height else { return nil }
    let pixels = currentOrUniformImageSize(state.page)
    return Point(x: point.x * pixels.width / fitted.width, y: point.y * pixels.height / fitted.height)
  }
}
