/// Why a ``GestureValue`` could not be made: a count it cannot keep.
///
/// The counts are stored in 32 bits (``GestureValue/countRange``), which
/// keeps every event the engine copies at 120 bytes; the initializer that
/// takes them refuses a count beyond that range rather than trap or change it.
public struct GestureValueError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The count that is out of range: ``GestureValue/Field/touchCount`` or
  /// ``GestureValue/Field/count``.
  public var field: GestureValue.Field
  /// The value given.
  public var value: Int

  /// Creates an error.
  public init(field: GestureValue.Field, value: Int) {
    self.field = field
    self.value = value
  }

  /// The message, lowercase-first.
  public var description: String {
    "\(field.name) \(value) is out of range: expected a count from \(GestureValue.countRange.lowerBound) "
      + "to \(GestureValue.countRange.upperBound)"
  }
}
