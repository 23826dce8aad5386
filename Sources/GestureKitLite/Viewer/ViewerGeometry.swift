/// The fixed geometry of the viewer: viewport, aspect-fit image, limits, and
/// the pure functions that place a zoomed image in the viewport.
///
/// Coordinates follow UIKit (SPEC §5): `contentOffset` is the point of the
/// zoomed image (the aspect-fit image times the zoom scale, origin at its
/// top-left, in points) that lies under the viewport's top-left. On an axis
/// where the zoomed image is smaller than the viewport it is centered, so the
/// offset there is negative.
struct ViewerGeometry: Equatable, Sendable {
  /// The viewport, in points.
  let viewport: Size
  /// The image's size at zoom 1: aspect-fit in the viewport, in points.
  let fittedImage: Size
  let minZoom: Double
  let maxZoom: Double

  init(_ configuration: GestureConfiguration) {
    viewport = Size(width: configuration.viewportWidth, height: configuration.viewportHeight)
    let fit = min(
      configuration.viewportWidth / configuration.imageWidth,
      configuration.viewportHeight / configuration.imageHeight)
    fittedImage = Size(
      width: configuration.imageWidth * fit, height: configuration.imageHeight * fit)
    minZoom = configuration.minZoom
    maxZoom = configuration.maxZoom
  }

  /// The viewport's center, in viewport points.
  var viewportCenter: Point { Point(x: viewport.width / 2, y: viewport.height / 2) }

  /// The offsets allowed at `zoom` on one axis: `lower...upper`, a single
  /// (negative, centering) value where the image is smaller than the viewport.
  func offsetRange(zoom: Double, image: Double, viewport: Double) -> ClosedRange<Double> {
    let content = image * zoom
    if content <= viewport { return -(viewport - content) / 2 ... -(viewport - content) / 2 }
    return 0...(content - viewport)
  }

  func horizontalRange(zoom: Double) -> ClosedRange<Double> {
    offsetRange(zoom: zoom, image: fittedImage.width, viewport: viewport.width)
  }

  func verticalRange(zoom: Double) -> ClosedRange<Double> {
    offsetRange(zoom: zoom, image: fittedImage.height, viewport: viewport.height)
  }

  /// Whether the zoomed image is narrower / shorter than the viewport, so it is centered.
  func isCentered(zoom: Double) -> (horizontally: Bool, vertically: Bool) {
    (fittedImage.width * zoom <= viewport.width, fittedImage.height * zoom <= viewport.height)
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

  /// The offset at rest for a new page: the image centered (at `zoom`).
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

  /// `offset` past the edges shown with UIScrollView's rubber band: the
  /// further past, the harder it pulls back.
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
