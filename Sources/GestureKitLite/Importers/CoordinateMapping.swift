/// How device units become viewport points: a scale and an offset per axis.
///
/// A point is `offset + (value − minimum) × scale` on each axis, rounded to a
/// thousandth of a point, so that a stream written by `gesture-sim import`
/// (three decimals at most) plays exactly as the direct import does.
///
/// - ``init(fitting:_:into:)`` keeps the device's shape (physical, when the
///   axes give their resolution): the surface as large as fits, centered.
///   Angles and the ratio of spans are kept, so a drag straight down stays
///   straight down and a pull-down cone or a pinch's span is judged as on
///   the device. This is what `gesture-sim` uses.
/// - ``init(stretching:_:onto:)`` scales each axis on its own, for a
///   touchscreen that is the display it is mapped onto.
/// - ``unscaled`` takes one unit as one point.
///
/// Axis ranges count units as libinput does: a range of 0…799 is 800 units
/// wide, so with the Atmel maXTouch stretched onto 800 × 480 points the value
/// 799 lands at 799 pt, one point from the far edge.
///
/// ```swift
/// let mapping = CoordinateMapping(fitting: AxisRange(minimum: 0, maximum: 799),
///                                 AxisRange(minimum: 0, maximum: 479),
///                                 into: Size(width: 390, height: 844))
/// mapping.point(x: 400, y: 240)   // (195, 422): scale 0.4875, the surface centered vertically
/// ```
public struct CoordinateMapping: Hashable, Sendable {
  /// The device value that maps to ``offset`` on each axis, device units.
  public var deviceOrigin: Point
  /// Points per device unit on each axis.
  public var scale: Point
  /// Where ``deviceOrigin`` lands in the viewport, points.
  public var offset: Point

  /// Creates a mapping from its parts.
  ///
  /// - Parameters:
  ///   - deviceOrigin: The device value that lands on `offset`, device units.
  ///   - scale: Points per device unit on each axis; a scale that is not
  ///     finite counts as 1.
  ///   - offset: Where `deviceOrigin` lands, points.
  public init(deviceOrigin: Point = .zero, scale: Point, offset: Point = .zero) {
    self.deviceOrigin = deviceOrigin
    self.scale = Point(x: scale.x.isFinite ? scale.x : 1, y: scale.y.isFinite ? scale.y : 1)
    self.offset = offset
  }

  /// One device unit is one point, with no offset.
  public static let unscaled = CoordinateMapping(scale: Point(x: 1, y: 1))

  /// Maps the whole surface onto `size`, each axis on its own.
  ///
  /// - Parameters:
  ///   - x: The device's X range.
  ///   - y: The device's Y range.
  ///   - size: The size to fill, points.
  public init(stretching x: AxisRange, _ y: AxisRange, onto size: Size) {
    self.init(
      deviceOrigin: Point(x: Double(x.minimum), y: Double(y.minimum)),
      scale: Point(x: size.width / x.unitCount, y: size.height / y.unitCount))
  }

  /// Maps the whole surface into `size` keeping its shape: as large as fits,
  /// centered on the other axis (aspect fit).
  ///
  /// The shape is the physical one when both axes give a resolution (units
  /// per millimetre; a device whose units are not square, such as a phone
  /// reporting 1024 × 1024 units on a 52 × 87 mm screen, is then mapped
  /// right); otherwise one scale serves both axes.
  ///
  /// - Parameters:
  ///   - x: The device's X range.
  ///   - y: The device's Y range.
  ///   - size: The size to fit into, points.
  public init(fitting x: AxisRange, _ y: AxisRange, into size: Size) {
    // Units per "length": millimetres when both resolutions are known, else units.
    let perLengthX = x.resolution > 0 && y.resolution > 0 ? Double(x.resolution) : 1
    let perLengthY = x.resolution > 0 && y.resolution > 0 ? Double(y.resolution) : 1
    let width = x.unitCount / perLengthX
    let height = y.unitCount / perLengthY
    let factor = min(size.width / width, size.height / height)
    let pointsPerLength = factor.isFinite && factor > 0 ? factor : 1
    self.init(
      deviceOrigin: Point(x: Double(x.minimum), y: Double(y.minimum)),
      scale: Point(x: pointsPerLength / perLengthX, y: pointsPerLength / perLengthY),
      offset: Point(
        x: Self.rounded((size.width - width * pointsPerLength) / 2),
        y: Self.rounded((size.height - height * pointsPerLength) / 2)))
  }

  /// The viewport point for the device position (`x`, `y`), rounded to a
  /// thousandth of a point.
  ///
  /// - Parameters:
  ///   - x: The X position, device units.
  ///   - y: The Y position, device units.
  /// - Returns: The point in the viewport, points.
  public func point(x: Double, y: Double) -> Point {
    Point(
      x: Self.rounded(offset.x + (x - deviceOrigin.x) * scale.x),
      y: Self.rounded(offset.y + (y - deviceOrigin.y) * scale.y))
  }

  /// `value` rounded to a thousandth; values too large to round are kept.
  static func rounded(_ value: Double) -> Double {
    guard value.isFinite, abs(value) < 1e12 else { return value.isFinite ? value : 0 }
    let result = (value * 1000).rounded() / 1000
    return result == 0 ? 0 : result
  }
}
