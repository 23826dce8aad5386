import GestureKitLite
import GestureKitLiteStreams

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

extension AxisRange {
  /// What a described range of axis `code` gets wrong, for a reader's error:
  /// which of its numbers, and what was expected there.
  enum Problem: Equatable {
    /// The maximum is below the minimum, or equal to it on a position axis.
    case maximum(expected: String)
    /// The resolution is negative.
    case resolution(expected: String)
  }

  /// Whether `code` is a position axis (`ABS_X`, `ABS_Y`, `ABS_MT_POSITION_X/Y`).
  static func isPosition(_ code: UInt16) -> Bool {
    code == EvdevEvent.AbsoluteAxis.x || code == EvdevEvent.AbsoluteAxis.y
      || code == EvdevEvent.AbsoluteAxis.multitouchPositionX
      || code == EvdevEvent.AbsoluteAxis.multitouchPositionY
  }

  /// The problem with this range as the description of axis `code`, or `nil`.
  ///
  /// A position axis needs two values at least: one value wide, every touch
  /// would map to one line, and a reversed range maps touches far outside
  /// the viewport. Other axes may be one value wide (a single slot).
  func problem(forAxis code: UInt16) -> Problem? {
    if maximum < minimum { return .maximum(expected: "a maximum no smaller than the minimum \(minimum)") }
    if maximum == minimum, Self.isPosition(code) {
      return .maximum(
        expected: "a maximum greater than the minimum \(minimum) (a position axis needs two values or more)")
    }
    if resolution < 0 {
      return .resolution(expected: "a resolution of 0 (unknown) or more units per millimetre")
    }
    return nil
  }
}
