// Events, outputs, values and states print as `gesture-sim play --values`
// prints them, so `print(event)` in a test or a host reads like a log line
// and needs no lookup of the recognizer's name.

extension GestureEvent: CustomStringConvertible {
  /// The event as a log line with its values and reason: `0.350 pinch
  /// changed scale=1.2 focal=195,422` (the fields its recognizer reports;
  /// ``EventLog/reportedFields(of:)``), `0.390 doubleTap failed why=tooLate: …`.
  public var description: String {
    EventLog(format: .text).line(
      for: self, name: name.description, fields: EventLog.reportedFields(of: self), reason: reason)
  }
}

extension ImageViewerEvent: CustomStringConvertible {
  /// The event as a log line: `0.950 viewer zoomToggled scale=4`.
  public var description: String { EventLog(format: .text).line(for: self) }
}

extension ImageViewerSession.Output: CustomStringConvertible {
  /// The output as a log line: its recognizer event's or its viewer event's.
  public var description: String {
    switch self {
    case .recognizer(let event): event.description
    case .viewer(let event): event.description
    }
  }
}

extension ImageViewerState: CustomStringConvertible {
  /// The state as `play`'s last line: `12.417 state page=1 zoomScale=1 ...`.
  public var description: String { EventLog(format: .text).stateLine(self) }
}

extension GestureValue: CustomStringConvertible {
  /// The fields that differ from a new value's, as logs print them
  /// (`scale=1.2 location=195,422`), or `neutral` when none does.
  public var description: String {
    let fields = setFields
    guard !fields.isEmpty else { return "neutral" }
    return fields.map { $0.name + "=" + LogValue(value(of: $0)).text }.joined(separator: " ")
  }
}

extension RecognizerState: CustomStringConvertible {
  /// The state's name in logs: `began`, `recognized`.
  public var description: String { name }
}
