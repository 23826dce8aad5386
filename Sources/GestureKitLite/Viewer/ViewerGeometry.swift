/// The fixed geometry of the viewer: viewport, aspect-fit image, limits, and
/// the pure functions that place a zoomed image in the viewport.
///
/// Coordinates follow UIKit (SPEC §5): `contentOffset` is the point of the
/// zoomed image (the aspect-fit image times the zoom scale, origin at its
/// top-left, in points) that lies under the viewport's top-left. On an axis
/// where the zoomed content is smaller than the viewport it is centered, so
/// the offset there is negative.
///
/// **The zoomed frame** (`zoomFrame`) is what zooming scales and what bounds
/// scrolling: the aspect-fit image itself, or (`viewport`) the viewport-sized
/// view that holds it centered, letterbox bars included, as a `UIImageView`
/// with `.scaleAspectFit` that fills its `UIScrollView`. The offset is still
/// measured from the zoomed image's top-left, so with `viewport` a zoomed
/// band above the image reads as a negative offset: at zoom z the frame's
/// top-left is at −inset · z, where inset = (frame − image) ÷ 2 at zoom 1.
/// Example: viewport 390×844, image 390×292.5 at zoom 1 (bars of 275.75 pt),
/// zoom 4: the image alone scrolls y in 0…326, the frame in −1103…1429.
struct ViewerGeometry: Equatable, Sendable {
  /// The viewport, in points.
  let viewport: Size
  /// The image's size at zoom 1: aspect-fit in the viewport, in points.
  let fittedImage: Size
  /// What zooming scales, at zoom 1: ``fittedImage``, or ``viewport`` with
  /// `zoomFrame=viewport`.
  let zoomedFrame: Size
  /// Where the image lies in ``zoomedFrame`` at zoom 1: (frame − image) ÷ 2
  /// on each axis, zero for `zoomFrame=image`.
  let frameInset: Point
  let minZoom: Double
  let maxZoom: Double

  /// The geometry of a page whose image is the configuration's `imageWidth` × `imageHeight`.
  init(_ configuration: GestureConfiguration) {
    self.init(configuration, image: Size(width: configuration.imageWidth, height: configuration.imageHeight))
  }

  /// The geometry of a page whose image is `image` pixels.
  init(_ configuration: GestureConfiguration, image: Size) {
    viewport = Size(width: configuration.viewportWidth, height: configuration.viewportHeight)
    let fit = min(configuration.viewportWidth / image.width, configuration.viewportHeight / image.height)
    fittedImage = Size(width: image.width * fit, height: image.height * fit)
    switch configuration.zoomFrame {
    case .image:
      zoomedFrame = fittedImage
      frameInset = .zero
    case .viewport:
      zoomedFrame = viewport
      frameInset = Point(
        x: (viewport.width - fittedImage.width) / 2, y: (viewport.height - fittedImage.height) / 2)
    }
    minZoom = configuration.minZoom
    maxZoom = configuration.maxZoom
  }

  /// The viewport's center, in viewport points.
  var viewportCenter: Point { Point(x: viewport.width / 2, y: viewport.height / 2) }

  /// The offsets allowed at `zoom` on one axis: `lower...upper`, a single
  /// (negative, centering) value where the zoomed frame is smaller than the
  /// viewport.
  ///
  /// The frame spans `−inset · zoom … (frame − inset) · zoom` from the
  /// image's top-left; scrolled, its edges meet the viewport's. With the
  /// image as the frame (inset 0) that is `0 … image · zoom − viewport`.
  func offsetRange(zoom: Double, image: Double, frame: Double, inset: Double, viewport: Double)
    -> ClosedRange<Double>
  {
    let content = frame * zoom
    if content <= viewport {
      let centered = -(viewport - image * zoom) / 2
      return centered...centered
    }
    // `0 - x`, not `-x`: with no inset the lower edge is +0, as it always was.
    let lower = 0 - inset * zoom
    return lower...(content - viewport - inset * zoom)
  }

  func horizontalRange(zoom: Double) -> ClosedRange<Double> {
    offsetRange(
      zoom: zoom, image: fittedImage.width, frame: zoomedFrame.width, inset: frameInset.x,
      viewport: viewport.width)
  }

  func verticalRange(zoom: Double) -> ClosedRange<Double> {
    offsetRange(
      zoom: zoom, image: fittedImage.height, frame: zoomedFrame.height, inset: frameInset.y,
      viewport: viewport.height)
  }

  /// Whether the zoomed frame is narrower / shorter than the viewport, so it is centered.
  func isCentered(zoom: Double) -> (horizontally: Bool, vertically: Bool) {
    (zoomedFrame.width * zoom <= viewport.width, zoomedFrame.height * zoom <= viewport.height)
  }

  /// `offset` moved within the edges at `zoom`.
  func clamped(_ offset: Point, zoom: Double) -> Point {
    Point(x: horizontalRange(zoom: zoom).clamp(offset.x), y: verticalRange(zoom: zoom).clamp(offset.y))
  }

  /// `offset` with each axis on which the image is smaller than the viewport
  /// centered; the other axis is kept (centering beats the focal point).
  func centeringWhereSmaller(_ offset: Point, zoom: Double) -> Point {
    let centered = isCentered(zoom: zoom)
    return Point(
      x: centered.horizontally ? horizontalRange(zoom: zoom).lowerBound : offset.x,
      y: centered.vertically ? verticalRange(zoom: zoom).lowerBound : offset.y)
  }

  /// The offset at rest for a new page: the image (and so the frame) centered (at `zoom`).
  func restingOffset(zoom: Double) -> Point {
    clamped(
      Point(
        x: (fittedImage.width * zoom - viewport.width) / 2,
        y: (fittedImage.height * zoom - viewport.height) / 2),
      zoom: zoom)
  }

  /// The offset that puts the image point `imagePoint` (in zoom-1 points)
  /// under the viewport point `viewportPoint` at `zoom`.
  func offset(placing imagePoint: Point, under viewportPoint: Point, zoom: Double) -> Point {
    imagePoint * zoom - viewportPoint
  }

  /// The image point (in zoom-1 points) under `viewportPoint`.
  func imagePoint(under viewportPoint: Point, offset: Point, zoom: Double) -> Point {
    (offset + viewportPoint) / zoom
  }

  /// Where a released scroll comes to rest with `zoomedPaging`: on each axis
  /// that scrolls, a multiple of the viewport's size measured from the zoomed
  /// frame's top-left, clamped into the scroll range; on an axis that does
  /// not, the centered offset.
  ///
  /// The multiple is chosen as the page strip chooses a page: the next one in
  /// the direction of the content's motion when its speed passes
  /// `pagingVelocity`, else the next one in the drag's direction when the
  /// drag (from `dragStart`) passed half the viewport, else the nearest one.
  /// "Next" is the first multiple at or beyond `offset` that way.
  ///
  /// - Parameters:
  ///   - offset: The content offset at the release (rubber-banded, maybe past an edge).
  ///   - dragStart: The content offset where the drag began.
  ///   - contentVelocity: The content's velocity, in pt/s (the finger's, negated).
  ///   - pagingVelocity: The speed that turns a page whatever the distance, in pt/s.
  ///   - zoom: The zoom the content settles at.
  /// - Returns: The content offset to animate to.
  func pagedOffset(
    from offset: Point, dragStart: Point, contentVelocity: Point, pagingVelocity: Double, zoom: Double
  ) -> Point {
    Point(
      x: Self.pagedAxis(
        offset.x, dragStart: dragStart.x, velocity: contentVelocity.x, pagingVelocity: pagingVelocity,
        range: horizontalRange(zoom: zoom), frameOrigin: -frameInset.x * zoom, page: viewport.width),
      y: Self.pagedAxis(
        offset.y, dragStart: dragStart.y, velocity: contentVelocity.y, pagingVelocity: pagingVelocity,
        range: verticalRange(zoom: zoom), frameOrigin: -frameInset.y * zoom, page: viewport.height))
  }

  private static func pagedAxis(
    _ offset: Double, dragStart: Double, velocity: Double, pagingVelocity: Double,
    range: ClosedRange<Double>, frameOrigin: Double, page: Double
  ) -> Double {
    guard range.lowerBound < range.upperBound else { return range.lowerBound }
    let pages = (offset - frameOrigin) / page
    let drag = offset - dragStart
    let index: Double
    if abs(velocity) > pagingVelocity {
      index = velocity > 0 ? pages.rounded(.up) : pages.rounded(.down)
    } else if abs(drag) > page / 2 {
      index = drag > 0 ? pages.rounded(.up) : pages.rounded(.down)
    } else {
      index = pages.rounded()
    }
    return range.clamp(frameOrigin + index * page)
  }

  /// `offset` past the edges shown with UIScrollView's rubber band: the
  /// further past, the harder it pulls back.
  @inline(__always)  // every frame of a pinch or a scroll
  func rubberBanded(_ offset: Point, zoom: Double) -> Point {
    Point(
      x: RubberBand.apply(offset.x, within: horizontalRange(zoom: zoom), dimension: viewport.width),
      y: RubberBand.apply(offset.y, within: verticalRange(zoom: zoom), dimension: viewport.height))
  }
}

extension ClosedRange where Bound == Double {
  /// `value` moved into the range.
  func clamp(_ value: Double) -> Double { Swift.min(Swift.max(value, lowerBound), upperBound) }
}

/// The rubber band of UIScrollView: a drag of `x` past an edge moves the
/// content `(1 − 1 / (x · 0.55 / d + 1)) · d`, where `d` is the viewport's
/// size on that axis, so the resistance grows with the distance and the
/// content never goes further than `d` past the edge.
enum RubberBand {
  static let coefficient = 0.55

  static func distance(_ overshoot: Double, dimension: Double) -> Double {
    (1 - 1 / (overshoot * coefficient / dimension + 1)) * dimension
  }

  @inline(__always)
  static func apply(_ value: Double, within range: ClosedRange<Double>, dimension: Double) -> Double {
    if value > range.upperBound {
      return range.upperBound + distance(value - range.upperBound, dimension: dimension)
    }
    if value < range.lowerBound {
      return range.lowerBound - distance(range.lowerBound - value, dimension: dimension)
    }
    return value
  }

  /// The zoom shown for a pinch asking for `raw` beyond a limit: past the
  /// limit the zoom moves less and less, approaching `limit × 1.5` (or
  /// `limit ÷ 1.5` below the minimum).
  ///
  /// Continuous, with slope 1 at the limit.
  static func zoom(_ raw: Double, limit: Double) -> Double {
    let depth = logOverscale  // ln 1.5
    let excess = abs(ln(raw / limit))
    let shown = depth * (1 - 1 / (1 + excess / depth))
    return raw >= limit ? limit * exp(shown) : limit / exp(shown)
  }

  /// ln 1.5: the rubber-banded zoom stays within 1.5× of the limit it passed.
  static let logOverscale = 0.405_465_108_108_164_4
  /// The factor the rubber-banded zoom never reaches past a limit.
  static let maximumOverscale = 1.5
}
