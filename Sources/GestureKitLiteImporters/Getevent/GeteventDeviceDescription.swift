import GestureKitLite
import GestureKitLiteStreams

/// Reads an Android device description, one line at a time: the output of
/// `adb shell getevent -lp` (or `-p`), or evemu `A:` lines.
///
/// `getevent -lp` lists each device and its absolute axes:
///
/// ```
/// add device 1: /dev/input/event2
///   name:     "sec_touchscreen"
///   events:
///     ABS (0003): ABS_MT_POSITION_X     : value 0, min 0, max 479, fuzz 0, flat 0, resolution 0
///                 ABS_MT_POSITION_Y     : value 0, min 0, max 799, fuzz 0, flat 0, resolution 0
/// ```
///
/// and, under `input props:`, its properties (`INPUT_PROP_DIRECT` for a
/// touchscreen, `<none>` or others for a touchpad; ``DeviceGeometry/isDirect``).
/// (`-p` without `-l` writes codes and properties as 4 hex digits.) The
/// `value` of `ABS_X` and `ABS_Y` is their current value
/// (``DeviceGeometry/singleTouchCurrentX``). When several
/// devices are listed, ``geometry`` is the first one with both multi-touch
/// position axes. A description written by hand in evemu's form
/// (`A: 35 0 1023 0 0 0`, `P: 02`, see ``EvemuReader``) is read too. A range
/// whose maximum is below its minimum, a position axis one value wide, or a
/// negative resolution is refused at the number at fault.
public struct GeteventDeviceDescription: Equatable, Sendable {
  private var devices: [DeviceGeometry] = []
  private var evemu = EvemuReader()
  /// Whether the lines being read are an `input props:` list.
  private var inProperties = false

  /// Creates a reader at the start of a description.
  public init() {}

  /// The described touch device: the first with both position ranges, else
  /// the last one described.
  public var geometry: DeviceGeometry {
    let all = devices + [evemu.geometry]
    return all.first { $0.positionX != nil && $0.positionY != nil } ?? all.last ?? DeviceGeometry()
  }

  /// Reads one line (without its line break).
  ///
  /// - Parameters:
  ///   - line: The line's bytes.
  ///   - number: Its 1-based line number, for errors.
  /// - Throws: ``TouchImportError`` for an axis line that is malformed or an
  ///   evemu line that is.
  package mutating func read(line: UnsafeBufferPointer<UInt8>, number: Int) throws(TouchImportError) {
    let fields = try ImportLine(line, number: number, commentsAllowed: true)
    guard let first = fields.fields.first else {
      _ = try evemu.read(line: line, number: number)  // an evemu header comment, or nothing
      return
    }
    if first.lowerBound == 0, fields.bytes[first.upperBound - 1] == UInt8(ascii: ":"), first.count == 2 {
      _ = try evemu.read(line: line, number: number)  // A:, N:... lines
      return
    }
    if fields.starts(with: "add device") {
      devices.append(DeviceGeometry())
      inProperties = false
      return
    }
    if devices.isEmpty { devices.append(DeviceGeometry()) }
    if fields.field(0, is: "input"), fields.field(1, is: "props:"), fields.fields.count == 2 {
      devices[devices.count - 1].isDirect = false
      inProperties = true
      return
    }
    if inProperties {
      if fields.fields.count == 1, fields.field(0, is: "INPUT_PROP_DIRECT") || fields.field(0, is: "0001") {
        devices[devices.count - 1].isDirect = true
        return
      }
      if fields.fields.count == 1, Self.isProperty(fields) { return }
      inProperties = false
    }
    if fields.field(0, is: "name:"), fields.fields.count > 1 {
      let range = fields.fields[1].lowerBound..<fields.fields[fields.fields.count - 1].upperBound
      var name = String(decoding: UnsafeBufferPointer(rebasing: line[range]), as: UTF8.self)
      if name.count >= 2, name.hasPrefix("\""), name.hasSuffix("\"") {
        name = String(name.dropFirst().dropLast())
      }
      devices[devices.count - 1].name = name
      return
    }
    guard let colon = Self.valueColon(in: line) else { return }
    try axis(fields, colon: colon)
  }

  /// Reads one line given as a string (without its line break).
  ///
  /// - Throws: ``TouchImportError`` for a malformed axis line.
  public mutating func read(line: String, number: Int) throws(TouchImportError) {
    var copy = line
    try copy.withUTF8 { bytes in
      Result { () throws(TouchImportError) in try read(line: bytes, number: number) }
    }.get()
  }

  /// The offset of the `:` before `value` in an axis line, or `nil`.
  private static func valueColon(in line: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    while index < line.count {
      if line[index] == UInt8(ascii: ":") {
        var next = index + 1
        while next < line.count, line[next] == UInt8(ascii: " ") { next += 1 }
        if next + 5 <= line.count, TouchStreamSyntax.equals(line, next..<(next + 5), "value") { return index }
      }
      index += 1
    }
    return nil
  }

  /// `[ABS (0003):] CODE : value V, min A, max B, fuzz F, flat L[, resolution R]`.
  private mutating func axis(_ line: ImportLine, colon: Int) throws(TouchImportError) {
    guard let codeIndex = line.fields.lastIndex(where: { $0.upperBound <= colon }) else {
      throw TouchImportError(
        .missingField(expected: "an axis code before ': value'"), line: line.number,
        column: line.column(of: colon))
    }
    let codeRange = line.fields[codeIndex]
    let name = String(decoding: UnsafeBufferPointer(rebasing: line.bytes[codeRange]), as: UTF8.self)
    guard
      let code = EvdevEvent.code(named: name, type: EvdevEvent.EventType.absolute)
        ?? line.hexadecimal(codeRange, maximumDigits: 4).map(UInt16.init),
      code <= EvdevEvent.AbsoluteAxis.maximum
    else {
      throw line.error(.unknownEventCode(line.text(ofField: codeIndex), type: "EV_ABS"), atField: codeIndex)
    }
    var current: Int32?
    var minimum: Int32?
    var maximum: Int32?
    var resolution: Int32 = 0
    var maximumRange = 0..<0
    var resolutionRange = 0..<0
    for index in line.fields.indices where line.fields[index].lowerBound > colon {
      let key = line.fields[index]
      guard index + 1 < line.fields.count else { break }
      var valueRange = line.fields[index + 1]
      if valueRange.count > 1, line.bytes[valueRange.upperBound - 1] == UInt8(ascii: ",") {
        valueRange = valueRange.lowerBound..<(valueRange.upperBound - 1)
      }
      let isCurrent = TouchStreamSyntax.equals(line.bytes, key, "value")
      let isMinimum = TouchStreamSyntax.equals(line.bytes, key, "min")
      let isMaximum = TouchStreamSyntax.equals(line.bytes, key, "max")
      let isResolution = TouchStreamSyntax.equals(line.bytes, key, "resolution")
      guard isCurrent || isMinimum || isMaximum || isResolution else { continue }
      guard let number = line.decimal(valueRange) else {
        throw line.unexpected(index + 1, "a decimal number")
      }
      if isCurrent {
        current = number
      } else if isMinimum {
        minimum = number
      } else if isMaximum {
        maximum = number
        maximumRange = valueRange
      } else {
        resolution = number
        resolutionRange = valueRange
      }
    }
    guard let minimum, let maximum else {
      throw TouchImportError(
        .missingField(expected: "'min N, max N' after ': value'"), line: line.number,
        column: line.column(of: colon))
    }
    let range = AxisRange(minimum: minimum, maximum: maximum, resolution: resolution)
    switch range.problem(forAxis: code) {
    case .maximum(let expected)?: throw Self.unexpected(maximumRange, in: line, expected: expected)
    case .resolution(let expected)?: throw Self.unexpected(resolutionRange, in: line, expected: expected)
    case nil: break
    }
    devices[devices.count - 1].set(range, forCode: code)
    switch code {
    case EvdevEvent.AbsoluteAxis.x: devices[devices.count - 1].singleTouchCurrentX = current
    case EvdevEvent.AbsoluteAxis.y: devices[devices.count - 1].singleTouchCurrentY = current
    default: break
    }
  }

  /// Whether the line's one field is a property in an `input props:` list:
  /// `<none>`, an `INPUT_PROP_` name, or 4 hex digits.
  private static func isProperty(_ line: ImportLine) -> Bool {
    let field = line.fields[0]
    if line.field(0, is: "<none>") { return true }
    if field.count == 4, line.hexadecimal(field, maximumDigits: 4) != nil { return true }
    let prefix = field.lowerBound..<(field.lowerBound + 11)
    return field.count > 11 && TouchStreamSyntax.equals(line.bytes, prefix, "INPUT_PROP_")
  }

  /// The error for the number in `range` (without its comma).
  private static func unexpected(_ range: Range<Int>, in line: ImportLine, expected: String)
    -> TouchImportError
  {
    TouchImportError(
      .unexpectedField(found: TouchStreamSyntax.excerpt(line.bytes, range), expected: expected),
      line: line.number, column: line.column(of: range.lowerBound))
  }
}
