/// The range of one absolute axis of an input device, as the kernel reports
/// it (`struct input_absinfo`) and evemu writes it on an `A:` line.
///
/// ```swift
/// let x = AxisRange(minimum: 0, maximum: 799)   // Atmel maXTouch: 800 units wide
/// x.unitCount                                  // 800
/// ```
public struct AxisRange: Hashable, Sendable {
  /// The smallest value the axis reports, in device units.
  public var minimum: Int32
  /// The largest value the axis reports, in device units (inclusive).
  public var maximum: Int32
  /// Device units per millimetre; 0 when the device does not say.
  public var resolution: Int32

  /// Creates a range.
  ///
  /// - Parameters:
  ///   - minimum: The smallest value, device units.
  ///   - maximum: The largest value, device units (inclusive).
  ///   - resolution: Units per millimetre, or 0 for unknown.
  @inlinable
  public init(minimum: Int32, maximum: Int32, resolution: Int32 = 0) {
    self.minimum = minimum
    self.maximum = maximum
    self.resolution = resolution
  }

  /// How many distinct values the axis has: `maximum − minimum + 1`, at least 1.
  ///
  /// The surface is this many units wide, as libinput counts it: the value
  /// `maximum` is the last unit, not the far edge.
  @inlinable
  public var unitCount: Double { max(1, Double(maximum) - Double(minimum) + 1) }
}
