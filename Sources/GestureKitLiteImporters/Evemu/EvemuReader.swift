import GestureKitLite
import GestureKitLiteStreams

/// Reads evemu recordings and device descriptions, one line at a time.
///
/// evemu (`evemu-record`, `evemu-describe`) writes a device as `N:` (name),
/// `I:` (bus, vendor, product, version), `P:`/`B:` (property and event bit
/// masks), `A:` (an absolute axis: code, minimum, maximum, fuzz, flat and,
/// since evemu 1.1, resolution) and `L:`/`S:` lines, then its events as
///
/// ```
/// E: 1330495931.101114 0003 0035 1269
/// ```
///
/// — time (`seconds.microseconds`), type and code in hexadecimal, value in
/// decimal. `#` starts a comment, on a line of its own (`# EVEMU 1.2`) or
/// after an event (newer evemu annotates events `# EV_ABS / ABS_MT_...`).
/// The reader collects the `A:`, `N:` and `P:` lines (`INPUT_PROP_DIRECT`),
/// and the current values of `ABS_X` and `ABS_Y` from the header comments
/// evemu writes before them (`#       Value      833`), into ``geometry`` and yields
/// every line as a ``Record``; feed the events to an ``EvdevMultitouchDecoder``.
/// A `.desc` file is read with the same reader (it has no `E:` lines).
///
/// ```swift
/// var reader = EvemuReader()
/// if case .event(let event, _)? = try reader.read(line: "E: 0.000001 0003 0035 1269", number: 1) {
///   event.value  // 1269: EV_ABS (3), ABS_MT_POSITION_X (0x35)
/// }
/// ```
///
/// Device lines after the first event are refused: a recording describes its
/// device first. An `A:` range whose maximum is below its minimum, a
/// position axis one value wide, or a negative resolution is refused. Types past `EV_MAX` and codes past their type's maximum are
/// refused as unknown; known but unused codes pass through.
public struct EvemuReader: Equatable, Sendable {
  /// One meaningful line of an evemu file.
  public enum Record: Equatable, Sendable {
    /// `N: NAME`: the device's name.
    case deviceName(String)
    /// `A: CODE MIN MAX ...`: the range of an absolute axis.
    case axis(code: UInt16, AxisRange)
    /// `E: TIME TYPE CODE VALUE`: an event, and where its fields are.
    case event(EvdevEvent, EvdevEventLocation)
  }

  /// The device as described so far by `N:` and `A:` lines.
  public private(set) var geometry = DeviceGeometry()
  /// Whether an `E:` line has been read.
  public private(set) var hasReadEvent = false
  /// Whether a `P:` line has been read (later ones hold higher property bits).
  private var hasReadProperties = false
  /// The event type and code the header comment being read describes
  /// (`#   Event type 3 (EV_ABS)`, `#     Event code 0 (ABS_X)`).
  private var commentedType: Int32?
  private var commentedCode: Int32?

  /// Creates a reader at the start of a file.
  public init() {}

  /// Reads one line (without its line break).
  ///
  /// - Parameters:
  ///   - line: The line's bytes.
  ///   - number: Its 1-based line number, for errors.
  /// - Returns: The line's record, or `nil` for a blank line, a comment or a
  ///   device line the importers do not need (`I:`, `B:`, `L:`, `S:`; `P:`
  ///   goes into ``geometry``).
  /// - Throws: ``TouchImportError`` at the field that is wrong.
  package mutating func read(line: UnsafeBufferPointer<UInt8>, number: Int) throws(TouchImportError)
    -> Record?
  {
    let fields = try ImportLine(line, number: number, commentsAllowed: true)
    guard !fields.fields.isEmpty else {
      if !hasReadEvent { try readHeaderComment(line, number: number) }
      return nil
    }
    if fields.field(0, is: "E:") {
      let record = try event(fields)
      hasReadEvent = true
      return record
    }
    let prefixes: [StaticString] = ["N:", "I:", "P:", "B:", "A:", "L:", "S:"]
    guard prefixes.contains(where: { fields.field(0, is: $0) }) else {
      throw fields.unexpected(0, "an evemu line (E:, A:, N:, I:, P:, B:, L:, S: or a # comment)")
    }
    if hasReadEvent {
      throw fields.error(.descriptionAfterFirstEvent(fields.text(ofField: 0)), atField: 0)
    }
    if fields.field(0, is: "N:") {
      var start = fields.fields[0].upperBound
      var end = line.count
      while start < end, line[start] == UInt8(ascii: " ") || line[start] == UInt8(ascii: "\t") { start += 1 }
      while end > start, line[end - 1] == UInt8(ascii: " ") || line[end - 1] == UInt8(ascii: "\t") {
        end -= 1
      }
      let name = String(decoding: UnsafeBufferPointer(rebasing: line[start..<end]), as: UTF8.self)
      geometry.name = name
      return .deviceName(name)
    }
    if fields.field(0, is: "A:") { return try axis(fields) }
    if fields.field(0, is: "P:") { try properties(fields) }
    return nil
  }

  /// `P: BYTE...`: the device's property bit mask, 8 bytes a line; the first
  /// line's bit 1 is `INPUT_PROP_DIRECT`.
  private mutating func properties(_ line: ImportLine) throws(TouchImportError) {
    _ = try line.require(1, "a property byte (2 hex digits)")
    var first: UInt32 = 0
    for index in 1..<line.fields.count {
      guard let byte = line.hexadecimal(line.fields[index], maximumDigits: 2) else {
        throw line.unexpected(index, "a property byte (2 hex digits)")
      }
      if index == 1 { first = byte }
    }
    guard !hasReadProperties else { return }
    hasReadProperties = true
    geometry.isDirect = first & (1 << Self.directProperty) != 0
  }

  /// Reads a comment line of the header evemu writes before the device lines.
  ///
  /// The current values of `ABS_X` and `ABS_Y` (`#     Event code 0 (ABS_X)`,
  /// then `#       Value      833`) go into ``geometry``. Other comments, and
  /// comments that do not read so, are skipped.
  private mutating func readHeaderComment(_ line: UnsafeBufferPointer<UInt8>, number: Int)
    throws(TouchImportError)
  {
    let words = try ImportLine(line, number: number, commentsAllowed: false)
    guard words.field(0, is: "#"), words.fields.count >= 3 else { return }
    if words.field(1, is: "Event"), words.fields.count >= 4 {
      let number = words.decimal(words.fields[3])
      if words.field(2, is: "type") {
        (commentedType, commentedCode) = (number, nil)
      } else if words.field(2, is: "code") {
        commentedCode = number
      }
    } else if words.field(1, is: "Value"), commentedType == Int32(EvdevEvent.EventType.absolute),
      let value = words.decimal(words.fields[2])
    {
      switch commentedCode {
      case Int32(EvdevEvent.AbsoluteAxis.x)?: geometry.singleTouchCurrentX = value
      case Int32(EvdevEvent.AbsoluteAxis.y)?: geometry.singleTouchCurrentY = value
      default: break
      }
    }
  }

  /// `INPUT_PROP_DIRECT`'s bit number.
  static let directProperty: UInt32 = 1

  /// Reads one line given as a string (without its line break).
  ///
  /// - Throws: ``TouchImportError`` at the field that is wrong.
  public mutating func read(line: String, number: Int) throws(TouchImportError) -> Record? {
    var copy = line
    return try copy.withUTF8 { bytes in
      Result { () throws(TouchImportError) in try read(line: bytes, number: number) }
    }.get()
  }

  /// `A: CODE MIN MAX [FUZZ FLAT [RESOLUTION]]`.
  private mutating func axis(_ line: ImportLine) throws(TouchImportError) -> Record {
    let codeRange = try line.require(1, "an axis code (2 hex digits)")
    guard let code = line.hexadecimal(codeRange, maximumDigits: 4).map(UInt16.init),
      code <= EvdevEvent.AbsoluteAxis.maximum
    else { throw line.unexpected(1, "an axis code from 00 to 3f") }
    var numbers: [Int32] = []
    let names = ["minimum", "maximum", "fuzz", "flat", "resolution"]
    for (offset, name) in names.enumerated() {
      let index = offset + 2
      guard index < line.fields.count else {
        if offset < 2 { _ = try line.require(index, "the axis \(name) (a decimal number)") }
        break
      }
      guard let number = line.decimal(line.fields[index]) else {
        throw line.unexpected(index, "the axis \(name) (a decimal number)")
      }
      numbers.append(number)
    }
    if line.fields.count > 7 { throw line.unexpected(7, "the end of the A: line") }
    let range = AxisRange(
      minimum: numbers[0], maximum: numbers[1], resolution: numbers.count > 4 ? numbers[4] : 0)
    switch range.problem(forAxis: code) {
    case .maximum(let expected)?: throw line.unexpected(3, expected)
    case .resolution(let expected)?: throw line.unexpected(6, expected)
    case nil: break
    }
    geometry.set(range, forCode: code)
    return .axis(code: code, range)
  }

  /// `E: SECONDS.MICROS TYPE CODE VALUE`.
  private func event(_ line: ImportLine) throws(TouchImportError) -> Record {
    let timeRange = try line.require(1, "the event time (seconds.microseconds)")
    guard let time = line.time(timeRange) else {
      throw line.unexpected(1, "the event time (seconds.microseconds)")
    }
    let typeRange = try line.require(2, "the event type (4 hex digits)")
    guard let type = line.hexadecimal(typeRange, maximumDigits: 4).map(UInt16.init) else {
      throw line.unexpected(2, "the event type (4 hex digits)")
    }
    guard let maximumCode = EvdevEvent.maximumCode(forType: type) else {
      throw line.error(.unknownEventType(line.text(ofField: 2)), atField: 2)
    }
    let codeRange = try line.require(3, "the event code (4 hex digits)")
    guard let code = line.hexadecimal(codeRange, maximumDigits: 4).map(UInt16.init) else {
      throw line.unexpected(3, "the event code (4 hex digits)")
    }
    guard code <= maximumCode else {
      let typeName = EvdevEvent.name(ofType: type) ?? "type \(line.text(ofField: 2))"
      throw line.error(.unknownEventCode(line.text(ofField: 3), type: typeName), atField: 3)
    }
    let valueRange = try line.require(4, "the event value (a decimal number)")
    guard let value = line.decimal(valueRange) else {
      throw line.unexpected(4, "the event value (a decimal number from -2147483648 to 2147483647)")
    }
    if line.fields.count > 5 { throw line.unexpected(5, "the end of the E: line") }
    let location = EvdevEventLocation(
      line: line.number, timeColumn: line.column(ofField: 1), typeColumn: line.column(ofField: 2),
      codeColumn: line.column(ofField: 3), valueColumn: line.column(ofField: 4))
    return .event(
      EvdevEvent(
        seconds: time.seconds, microseconds: time.microseconds, type: type, code: code, value: value),
      location)
  }
}
