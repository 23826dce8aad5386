/// The identity of one touch while it is down.
///
/// A stream's ID is a non-negative integer that fits in 64 bits. It is unique
/// among the touches that are down at the same time and may be reused once its
/// touch has gone up or been cancelled.
public struct TouchID: Hashable, Comparable, Sendable {
  /// The integer the stream gave this touch.
  public var rawValue: UInt64

  /// Creates an ID from the integer a stream gave the touch.
  @inlinable
  public init(_ rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// Orders IDs by their integer value.
  @inlinable
  public static func < (lhs: TouchID, rhs: TouchID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

extension TouchID: CustomStringConvertible {
  /// The integer, as the stream writes it.
  public var description: String { String(rawValue) }
}
