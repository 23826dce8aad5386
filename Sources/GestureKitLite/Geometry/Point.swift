/// A location in the viewport, in points.
///
/// The origin is the viewport's top-left corner; +x runs right and +y runs
/// down, as in UIKit. `Point` is also used for displacements (a translation or
/// a velocity in points per second), so it has the arithmetic of a 2-D vector.
public struct Point: Hashable, Sendable, BitwiseCopyable {
  /// The horizontal coordinate, in points; +x is to the right.
  public var x: Double
  /// The vertical coordinate, in points; +y is down.
  public var y: Double

  /// Creates a point from its coordinates in points.
  @inlinable
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = Point(x: 0, y: 0)

  /// The Euclidean length of this point taken as a vector from the origin.
  @inlinable
  public var length: Double { (x * x + y * y).squareRoot() }

  /// The Euclidean distance to `other`, in points.
  @inlinable
  public func distance(to other: Point) -> Double { (self - other).length }

  /// Whether both coordinates are finite (neither NaN nor infinite).
  @inlinable
  public var isFinite: Bool { x.isFinite && y.isFinite }

  /// The component-wise sum.
  @inlinable
  public static func + (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }

  /// The component-wise difference.
  @inlinable
  public static func - (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }

  /// Both coordinates multiplied by `factor`.
  @inlinable
  public static func * (lhs: Point, factor: Double) -> Point {
    Point(x: lhs.x * factor, y: lhs.y * factor)
  }

  /// Both coordinates divided by `divisor`.
  @inlinable
  public static func / (lhs: Point, divisor: Double) -> Point {
    Point(x: lhs.x / divisor, y: lhs.y / divisor)
  }

  /// Adds `rhs` to `lhs` component-wise.
  @inlinable
  public static func += (lhs: inout Point, rhs: Point) {
    lhs = lhs + rhs
  }

  /// Subtracts `rhs` from `lhs` component-wise.
  @inlinable
  public static func -= (lhs: inout Point, rhs: Point) {
    lhs = lhs - rhs
  }
}

extension Point: CustomStringConvertible {
  /// The point as `(x, y)`.
  public var description: String { "(\(x), \(y))" }
}
