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
}
