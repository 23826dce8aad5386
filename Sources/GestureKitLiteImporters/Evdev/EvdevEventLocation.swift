import GestureKitLite
import GestureKitLiteStreams

/// Where an event's fields are in a recording: its line and the column of
/// each field, so that an event the decoder refuses is reported at the field
/// that is wrong.
public struct EvdevEventLocation: Equatable, Sendable {
  /// The 1-based line of the event.
  public var line: Int
  /// The 1-based column of the event's time.
  public var timeColumn: Int
  /// The 1-based column of the event's type.
  public var typeColumn: Int
  /// The 1-based column of the event's code.
  public var codeColumn: Int
  /// The 1-based column of the event's value.
  public var valueColumn: Int

  /// Creates a location.
  public init(line: Int, timeColumn: Int, typeColumn: Int, codeColumn: Int, valueColumn: Int) {
    self.line = line
    self.timeColumn = timeColumn
    self.typeColumn = typeColumn
    self.codeColumn = codeColumn
    self.valueColumn = valueColumn
  }

  /// The 1-based column of `field`.
  public func column(of field: EvdevEvent.Field) -> Int {
    switch field {
    case .time: timeColumn
    case .type: typeColumn
    case .code: codeColumn
    case .value: valueColumn
    }
  }
}

extension TouchImportError {
  /// The error for an event the decoder refused, at the field it refused.
  ///
  /// - Parameters:
  ///   - violation: What the decoder said.
  ///   - location: Where the event is in the recording.
  public init(_ violation: EvdevMultitouchDecoder.Violation, at location: EvdevEventLocation) {
    self.init(violation.kind, line: location.line, column: location.column(of: violation.field))
  }
}
