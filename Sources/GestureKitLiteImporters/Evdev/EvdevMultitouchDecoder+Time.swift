import GestureKitLite
import GestureKitLiteStreams

extension EvdevMultitouchDecoder {
  /// Decodes the fields of one `struct input_event`, as read from
  /// `/dev/input/eventN`.
  ///
  /// Any `Int` is accepted: a time beyond ``/GestureKitLite/TouchStreamLimits/timeMagnitude``
  /// seconds is refused, not wrapped or saturated.
  ///
  /// - Parameters:
  ///   - seconds: `time.tv_sec`.
  ///   - microseconds: `time.tv_usec` (0 to 999,999 from the kernel; others
  ///     are added to `seconds` as they are).
  ///   - type: `type`.
  ///   - code: `code`.
  ///   - value: `value`.
  /// - Returns: The frame the event completed, or `nil`.
  /// - Throws: A ``Violation``; the decoder is then unchanged.
  public mutating func decode(seconds: Int, microseconds: Int, type: UInt16, code: UInt16, value: Int32)
    throws(Violation) -> TouchFrame?
  {
    try decode(
      EvdevEvent(
        seconds: Int64(seconds), microseconds: Int64(microseconds), type: type, code: code, value: value))
  }

  /// The event's time in microseconds as recorded, checked: within
  /// ``TouchStreamLimits/timeMagnitude`` seconds and not before the latest event.
  ///
  /// Bounding the recorded time first keeps every later subtraction exact:
  /// two such times differ by at most 2 × 10¹⁶ µs, far inside `Int64`.
  func checkedTime(of event: EvdevEvent) throws(Violation) -> Int64 {
    let recorded = Double(event.seconds) + Double(event.microseconds) / 1_000_000
    let (scaled, overflow) = event.seconds.multipliedReportingOverflow(by: 1_000_000)
    let (time, overflowed) = scaled.addingReportingOverflow(event.microseconds)
    guard !overflow, !overflowed, TouchStreamLimits.admits(time: Double(time) / 1_000_000) else {
      throw Violation(kind: .stream(.timeOutOfRange(recorded)), field: .time)
    }
    if let latestEventTime, time < latestEventTime {
      throw Violation(
        kind: .timeWentBackwards(previous: Double(latestEventTime) / 1e6, found: Double(time) / 1e6),
        field: .time)
    }
    return time
  }

  /// The stream time of a `SYN_REPORT` at `time` (microseconds as recorded,
  /// already checked), in seconds from the origin.
  ///
  /// - Throws: A ``Violation`` at the time for a stream time beyond
  ///   ``TouchStreamLimits/timeMagnitude`` (a recording whose first frame is
  ///   far from its later ones).
  func streamSeconds(at time: Int64) throws(Violation) -> Double {
    let microseconds: Int64
    switch timeOrigin {
    case .recorded: microseconds = time
    case .firstFrame: microseconds = time - (originTime ?? time)
    }
    let seconds = Double(microseconds) / 1_000_000
    guard TouchStreamLimits.admits(time: seconds) else {
      throw Violation(kind: .stream(.timeOutOfRange(seconds)), field: .time)
    }
    return seconds
  }
}
