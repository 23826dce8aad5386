import GestureKitLite
import GestureKitLiteStreams

/// Reads Android `getevent -lt` output, one line at a time.
///
/// `adb shell getevent -lt /dev/input/eventN` prints one event a line:
///
/// ```
/// [    1193.605705] EV_ABS       ABS_MT_POSITION_X    00000213
/// ```
///
/// — the kernel time in brackets (`-t`; seconds since boot), then type, code
/// and value. With `-l` the type and code are names (`EV_ABS`,
/// `ABS_MT_POSITION_X`) and key values are words (`DOWN`, `UP`); without it
/// they are 4 hex digits. Values are 8 hex digits, a 32-bit two's complement
/// (`ffffffff` is -1). When getevent watches several devices it puts the
/// device's path after the time (`[ 1.000000] /dev/input/event2: EV_ABS ...`);
/// the reader then keeps the events of one device — ``device``, or else the
/// first that sends a multi-touch axis or `BTN_TOUCH` — and skips the others. getevent's
/// own lines (`add device 1: ...`, `could not get driver version ...`,
/// indented `name:` lines) are skipped.
///
/// ```swift
/// var reader = GeteventReader()
/// if case (let event, _)? = try reader.read(line: "[ 1193.605705] EV_ABS ABS_MT_POSITION_X 00000213", number: 1) {
///   event.value  // 531: 0x213
/// }
/// ```
///
/// Only the events ``EvdevMultitouchDecoder`` reads are yielded: `EV_SYN`,
/// `EV_ABS` and `BTN_TOUCH` (which single-touch devices need); other types
/// and keys are checked and skipped.
/// An unknown `EV_` type, or an unknown `SYN_`/`ABS_` name, is refused.
public struct GeteventReader: Equatable, Sendable {
  /// The device path whose events are kept, when lines carry one; `nil`
  /// until the first device sends a multi-touch axis or `BTN_TOUCH`.
  public private(set) var device: String?

  /// Creates a reader.
  ///
  /// - Parameter device: The device path to keep (`/dev/input/event2`), or
  ///   `nil` to keep the first device that sends a multi-touch axis or `BTN_TOUCH`.
  public init(device: String? = nil) {
    self.device = device
  }

  /// Reads one line (without its line break).
  ///
  /// - Parameters:
  ///   - line: The line's bytes.
  ///   - number: Its 1-based line number, for errors.
  /// - Returns: The event and where its fields are, or `nil` for a line that
  ///   holds none the decoder reads.
  /// - Throws: ``TouchImportError`` at the field that is wrong.
  package mutating func read(line: UnsafeBufferPointer<UInt8>, number: Int) throws(TouchImportError)
    -> (EvdevEvent, EvdevEventLocation)?
  {
    let fields = try ImportLine(line, number: number, commentsAllowed: false)
    guard let first = fields.fields.first else { return nil }
    if first.lowerBound > 0 || fields.starts(with: "add device") || fields.starts(with: "remove device")
      || fields.starts(with: "could not")
    {
      return nil  // getevent's own messages
    }
    guard fields.bytes[first.lowerBound] == UInt8(ascii: "[") else {
      throw fields.unexpected(0, "'[' and the event time; record with getevent -lt")
    }
    // "[", "seconds.micros]" or "[seconds.micros]": find the time's digits.
    var index = 0
    var timeStart = first.lowerBound + 1
    if timeStart == first.upperBound {
      index = 1
      timeStart = try fields.require(1, "the event time (seconds.microseconds])").lowerBound
    }
    let timeField = fields.fields[index]
    guard timeField.upperBound - 1 >= timeStart, fields.bytes[timeField.upperBound - 1] == UInt8(ascii: "]"),
      let time = fields.time(timeStart..<(timeField.upperBound - 1))
    else {
      throw TouchImportError(
        .unexpectedField(
          found: TouchStreamSyntax.excerpt(fields.bytes, timeStart..<timeField.upperBound),
          expected: "the event time (seconds.microseconds) and ']'"),
        line: number, column: fields.column(of: timeStart))
    }
    index += 1
    var eventDevice: String?
    if index < fields.fields.count, fields.bytes[fields.fields[index].upperBound - 1] == UInt8(ascii: ":") {
      let range = fields.fields[index]
      eventDevice = String(
        decoding: UnsafeBufferPointer(rebasing: fields.bytes[range.lowerBound..<(range.upperBound - 1)]),
        as: UTF8.self)
      index += 1
    }
    let typeIndex = index
    let type = try eventType(fields, at: typeIndex)
    _ = try fields.require(typeIndex + 1, "the event code (a name or 4 hex digits)")
    let code = try eventCode(fields, at: typeIndex + 1, type: type)
    let valueRange = try fields.require(typeIndex + 2, "the event value (8 hex digits)")
    if typeIndex + 3 < fields.fields.count {
      throw fields.unexpected(typeIndex + 3, "the end of the event line")
    }
    let isTouchKey = type == EvdevEvent.EventType.key && code == EvdevEvent.Key.touch
    guard type == EvdevEvent.EventType.sync || type == EvdevEvent.EventType.absolute || isTouchKey, let code
    else {
      return nil  // other keys, misc...: checked, not needed
    }
    let bits: UInt32
    if isTouchKey, let word = Self.keyValue(fields, valueRange) {
      bits = word
    } else if let number = fields.hexadecimal(valueRange, maximumDigits: 8) {
      bits = number
    } else {
      throw fields.unexpected(
        typeIndex + 2,
        isTouchKey ? "the key value (DOWN, UP or 8 hex digits)" : "the event value (8 hex digits)")
    }
    if let eventDevice {
      let isTouchAxis =
        type == EvdevEvent.EventType.absolute && code >= EvdevEvent.AbsoluteAxis.multitouchSlot
      if device == nil, isTouchAxis || isTouchKey { device = eventDevice }
      guard eventDevice == device else { return nil }
    }
    let location = EvdevEventLocation(
      line: number, timeColumn: fields.column(of: timeStart), typeColumn: fields.column(ofField: typeIndex),
      codeColumn: fields.column(ofField: typeIndex + 1), valueColumn: fields.column(ofField: typeIndex + 2))
    return (
      EvdevEvent(
        seconds: time.seconds, microseconds: time.microseconds, type: type, code: code,
        value: Int32(bitPattern: bits)),
      location
    )
  }

  /// Reads one line given as a string (without its line break).
  ///
  /// - Throws: ``TouchImportError`` at the field that is wrong.
  public mutating func read(line: String, number: Int) throws(TouchImportError) -> (
    EvdevEvent, EvdevEventLocation
  )? {
    var copy = line
    return try copy.withUTF8 { bytes in
      Result { () throws(TouchImportError) in try read(line: bytes, number: number) }
    }.get()
  }

  /// A key value written as a word (`getevent -l`): `UP` 0, `DOWN` 1, `REPEAT` 2.
  private static func keyValue(_ line: ImportLine, _ range: Range<Int>) -> UInt32? {
    if TouchStreamSyntax.equals(line.bytes, range, "UP") { return 0 }
    if TouchStreamSyntax.equals(line.bytes, range, "DOWN") { return 1 }
    if TouchStreamSyntax.equals(line.bytes, range, "REPEAT") { return 2 }
    return nil
  }

  /// The type in field `index`: an `EV_` name or 4 hex digits.
  private func eventType(_ line: ImportLine, at index: Int) throws(TouchImportError) -> UInt16 {
    let range = try line.require(index, "the event type (an EV_ name or 4 hex digits)")
    let text = String(decoding: UnsafeBufferPointer(rebasing: line.bytes[range]), as: UTF8.self)
    if let type = EvdevEvent.type(named: text) { return type }
    if let type = line.hexadecimal(range, maximumDigits: 4).map(UInt16.init),
      type <= EvdevEvent.EventType.maximum
    {
      return type
    }
    throw line.error(.unknownEventType(line.text(ofField: index)), atField: index)
  }

  /// The code in field `index`: a name or 4 hex digits; `nil` for a name the
  /// importers do not know in a type they do not read.
  private func eventCode(_ line: ImportLine, at index: Int, type: UInt16) throws(TouchImportError) -> UInt16?
  {
    let range = line.fields[index]
    if let code = line.hexadecimal(range, maximumDigits: 4).map(UInt16.init), range.count == 4 {
      guard let maximum = EvdevEvent.maximumCode(forType: type), code <= maximum else {
        throw line.error(
          .unknownEventCode(line.text(ofField: index), type: EvdevEvent.name(ofType: type) ?? "type \(type)"),
          atField: index)
      }
      return code
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: line.bytes[range]), as: UTF8.self)
    if let code = EvdevEvent.code(named: text, type: type) { return code }
    guard type != EvdevEvent.EventType.sync && type != EvdevEvent.EventType.absolute else {
      throw line.error(
        .unknownEventCode(line.text(ofField: index), type: EvdevEvent.name(ofType: type) ?? "type \(type)"),
        atField: index)
    }
    return nil
  }
}
