import GestureKitLite
import GestureKitLiteStreams

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
///   the device. This is what `gesture-sim` uses for `--width`/`--height`,
///   and when the physical scale is not available.
/// - ``init(stretching:_:onto:)`` scales each axis on its own, for a
///   touchscreen that is the display it is mapped onto.
/// - ``init(physical:_:)`` maps units at their physical size (a point is
///   1/163 inch, the iPhone's), for a direct-touch screen whose axes give
///   their resolution: `gesture-sim`'s default when the device allows it.
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

  /// Points per inch at the physical scale: 163, the iPhone's (a point is
  /// 1/163 inch, about 0.156 mm of glass), so that slops measured in points
  /// keep their physical meaning on any screen.
  public static let pointsPerInch = 163.0

  /// Points per millimetre at the physical scale: 163 ÷ 25.4, about 6.417.
  public static let pointsPerMillimetre = pointsPerInch / 25.4

  /// Maps device units to points at their physical size: each axis's
  /// resolution (units per millimetre) gives its scale, a point being 1/163
  /// inch; the axis minimum lands at 0.
  ///
  /// An axis without a resolution (0) is taken one unit to a point; see
  /// ``DeviceGeometry/physicalScale`` for when this mapping is the right one.
  ///
  /// - Parameters:
  ///   - x: The device's X range, with its resolution.
  ///   - y: The device's Y range, with its resolution.
  public init(physical x: AxisRange, _ y: AxisRange) {
    self.init(
      deviceOrigin: Point(x: Double(x.minimum), y: Double(y.minimum)),
      scale: Point(
        x: x.resolution > 0 ? Self.pointsPerMillimetre / Double(x.resolution) : 1,
        y: y.resolution > 0 ? Self.pointsPerMillimetre / Double(y.resolution) : 1))
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
        x: Self.roundedOrZero((size.width - width * pointsPerLength) / 2),
        y: Self.roundedOrZero((size.height - height * pointsPerLength) / 2)))
  }

  /// The viewport point for the device position (`x`, `y`), rounded to a
  /// thousandth of a point.
  ///
  /// - Parameters:
  ///   - x: The X position, device units.
  ///   - y: The Y position, device units.
  /// - Returns: The point in the viewport, points.
  public func point(x: Double, y: Double) -> Point { Point(x: self.x(x), y: self.y(y)) }

  /// The viewport X for the device X `value`, rounded to a thousandth of a point.
  ///
  /// - Parameter value: The X position, device units.
  /// - Returns: The X in the viewport, points.
  public func x(_ value: Double) -> Double { Self.rounded(offset.x + (value - deviceOrigin.x) * scale.x) }

  /// The viewport Y for the device Y `value`, rounded to a thousandth of a point.
  ///
  /// - Parameter value: The Y position, device units.
  /// - Returns: The Y in the viewport, points.
  public func y(_ value: Double) -> Double { Self.rounded(offset.y + (value - deviceOrigin.y) * scale.y) }

  /// `value` rounded to a thousandth; values too large to round, and values
  /// that are not finite, are kept (so that a decoder can refuse them).
  static func rounded(_ value: Double) -> Double {
    guard value.isFinite, abs(value) < 1e12 else { return value }
    let result = (value * 1000).rounded() / 1000
    return result == 0 ? 0 : result
  }

  /// `value` rounded to a thousandth, or 0 when it is not finite (an offset
  /// made from a degenerate size).
  private static func roundedOrZero(_ value: Double) -> Double { value.isFinite ? rounded(value) : 0 }
}
