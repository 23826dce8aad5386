import GestureKitLite
import GestureKitLiteStreams

/// The fields of one line of a text recording, as byte ranges, with the
/// number parsing the evemu and getevent readers share.
///
/// Fields are separated by spaces and tabs. Columns (1-based Unicode
/// scalars) are computed only when an error is reported.
struct ImportLine {
  /// The line's bytes, valid UTF-8.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The line's 1-based number.
  let number: Int
  /// The fields, in order.
  private(set) var fields: [Range<Int>] = []

  /// Splits `bytes` into fields; a field that starts with `#` and the rest
  /// of the line are a comment when `commentsAllowed`.
  ///
  /// - Throws: ``TouchImportError`` for bytes that are not UTF-8.
  init(_ bytes: UnsafeBufferPointer<UInt8>, number: Int, commentsAllowed: Bool) throws(TouchImportError) {
    self.bytes = bytes
    self.number = number
    do {
      try TouchStreamSyntax.checkUTF8(bytes, line: number)
    } catch {
      throw TouchImportError(error)
    }
    var index = 0
    var end = bytes.count
    if end > 0, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    while index < end {
      while index < end, Self.isSpace(bytes[index]) { index += 1 }
      guard index < end else { break }
      if commentsAllowed, bytes[index] == UInt8(ascii: "#") { break }
      let start = index
      while index < end, !Self.isSpace(bytes[index]) { index += 1 }
      fields.append(start..<index)
    }
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }

  /// The 1-based column of the byte at `offset`.
  func column(of offset: Int) -> Int { TouchStreamSyntax.column(of: offset, in: bytes) }

  /// The 1-based column of field `index`, or just past the line's end when
  /// the line has fewer fields (as the stream readers point at a missing field).
  func column(ofField index: Int) -> Int {
    index < fields.count ? column(of: fields[index].lowerBound) : column(of: bytes.count)
  }

  /// The text of field `index`, cut for a message.
  func text(ofField index: Int) -> String { TouchStreamSyntax.excerpt(bytes, fields[index]) }

  /// Whether field `index` is exactly `word`.
  func field(_ index: Int, is word: StaticString) -> Bool {
    index < fields.count && TouchStreamSyntax.equals(bytes, fields[index], word)
  }

  /// Whether the line starts with `word`.
  func starts(with word: StaticString) -> Bool {
    guard bytes.count >= word.utf8CodeUnitCount else { return false }
    return TouchStreamSyntax.equals(bytes, 0..<word.utf8CodeUnitCount, word)
  }

  /// An error of `kind` at field `index` (or the end of the line).
  func error(_ kind: TouchImportError.Kind, atField index: Int) -> TouchImportError {
    TouchImportError(kind, line: number, column: column(ofField: index))
  }

  /// Field `index`, or a ``TouchImportError/Kind/missingField(expected:)`` error.
  func require(_ index: Int, _ expected: String) throws(TouchImportError) -> Range<Int> {
    guard index < fields.count else {
      throw TouchImportError(.missingField(expected: expected), line: number, column: column(ofField: index))
    }
    return fields[index]
  }

  /// An ``TouchImportError/Kind/unexpectedField(found:expected:)`` error for field `index`.
  func unexpected(_ index: Int, _ expected: String) -> TouchImportError {
    error(.unexpectedField(found: text(ofField: index), expected: expected), atField: index)
  }

  /// The unsigned hexadecimal number in `range` (1 to `maximumDigits`
  /// digits, either case), or `nil`.
  func hexadecimal(_ range: Range<Int>, maximumDigits: Int) -> UInt32? {
    guard !range.isEmpty, range.count <= maximumDigits else { return nil }
    var value: UInt32 = 0
    for index in range {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  /// The signed decimal number in `range` that fits in 32 bits, or `nil`.
  func decimal(_ range: Range<Int>) -> Int32? {
    var index = range.lowerBound
    var negative = false
    if index < range.upperBound, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
      negative = bytes[index] == UInt8(ascii: "-")
      index += 1
    }
    guard index < range.upperBound else { return nil }
    var value: Int64 = 0
    while index < range.upperBound {
      let digit = bytes[index] &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      value = value * 10 + Int64(digit)
      guard value <= Int64(Int32.max) + 1 else { return nil }
      index += 1
    }
    return Int32(exactly: negative ? -value : value)
  }

  /// The time `seconds.micros` in `range` (1 to 6 digits after the point,
  /// read as a decimal fraction), in whole seconds and microseconds, or `nil`.
  func time(_ range: Range<Int>) -> (seconds: Int64, microseconds: Int64)? {
    guard let point = range.firstIndex(where: { bytes[$0] == UInt8(ascii: ".") }),
      point > range.lowerBound, point - range.lowerBound <= 12,
      (1...6).contains(range.upperBound - point - 1)
    else { return nil }
    var seconds: Int64 = 0
    for index in range.lowerBound..<point {
      let digit = bytes[index] &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      seconds = seconds * 10 + Int64(digit)
    }
    var microseconds: Int64 = 0
    for index in (point + 1)..<range.upperBound {
      let digit = bytes[index] &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      microseconds = microseconds * 10 + Int64(digit)
    }
    for _ in 0..<(6 - (range.upperBound - point - 1)) { microseconds *= 10 }
    return (seconds, microseconds)
  }
}
