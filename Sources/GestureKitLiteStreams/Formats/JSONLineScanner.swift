import GestureKitLite

/// A cursor over the bytes of one JSON line: the minimal JSON (RFC 8259)
/// scanner the JSON Lines reader needs.
///
/// It validates as it goes and hands back values as byte ranges of the line;
/// it never builds a tree and allocates nothing for numbers, literals or
/// strings without escapes. A value the reader does not look into (an object
/// or array in the wrong place) is skipped with full validation, nested at
/// most ``maximumDepth`` deep so that no line can exhaust the stack.
///
/// Syntax errors are ``TouchStreamError/Kind/invalidJSON(expected:)`` at the
/// exact column where the expected token is missing.
package struct JSONLineScanner {
  /// A scanned value: what it is and the bytes it spans, quotes included.
  package struct Value {
    /// The kinds of JSON value, plus the non-JSON words that mean a
    /// non-finite number (`NaN`, `Infinity`, as some encoders write them).
    package enum Kind: Equatable {
      case string(hasEscapes: Bool)
      case number
      case nonFiniteWord
      case literal
      case object
      case array
    }

    /// What the value is.
    package var kind: Kind
    /// Its bytes in the line.
    package var range: Range<Int>
  }

  /// The deepest nesting of arrays and objects a line may have.
  static let maximumDepth = 64

  /// The line's bytes.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The line's number, for errors.
  let line: Int
  /// The offset of the next byte to look at.
  var position = 0

  package init(bytes: UnsafeBufferPointer<UInt8>, line: Int) {
    self.bytes = bytes
    self.line = line
  }

  /// An ``TouchStreamError/Kind/invalidJSON(expected:)`` error at `offset`.
  func syntaxError(_ expected: String, at offset: Int) -> TouchStreamError {
    TouchStreamSyntax.error(.invalidJSON(expected: expected), at: offset, in: bytes, line: line)
  }

  /// The byte at the cursor, or `nil` at the end of the line.
  var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  /// Moves past JSON whitespace: space, tab, CR and LF.
  mutating func skipWhitespace() {
    while let byte = current,
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
        || byte == UInt8(ascii: "\n")
    {
      position += 1
    }
  }

  /// Consumes `byte` after whitespace, or throws that `expected` was expected.
  package mutating func consume(_ byte: UInt8, expected: String) throws(TouchStreamError) {
    skipWhitespace()
    guard current == byte else { throw syntaxError(expected, at: position) }
    position += 1
  }

  /// Checks that only whitespace is left on the line.
  mutating func expectEndOfLine() throws(TouchStreamError) {
    skipWhitespace()
    if position < bytes.count {
      throw syntaxError("the end of the line after the object", at: position)
    }
  }

  /// Moves to the next member of an object whose `{` has been consumed.
  ///
  /// - Parameter isFirst: `true` before the first member; the scanner clears it.
  /// - Returns: The member's key (a string value), with the cursor after its
  ///   `:`; or `nil` once the closing `}` is consumed.
  /// - Throws: ``TouchStreamError/Kind/invalidJSON(expected:)`` when the
  ///   object goes on with something else.
  package mutating func nextMember(isFirst: inout Bool) throws(TouchStreamError) -> Value? {
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      position += 1
      return nil
    }
    if !isFirst {
      guard current == UInt8(ascii: ",") else {
        throw syntaxError("',' or '}' after an object member", at: position)
      }
      position += 1
      skipWhitespace()
    }
    guard current == UInt8(ascii: "\"") else {
      throw syntaxError(isFirst ? "a string key or '}'" : "a string key", at: position)
    }
    isFirst = false
    let key = try scanString()
    try consume(UInt8(ascii: ":"), expected: "':' after an object key")
    return key
  }

  /// Moves to the next element of an array whose `[` has been consumed.
  ///
  /// - Parameter isFirst: `true` before the first element; the scanner clears it.
  /// - Returns: `true` with the cursor at the next element, or `false` once
  ///   the closing `]` is consumed.
  /// - Throws: ``TouchStreamError/Kind/invalidJSON(expected:)`` when the
  ///   array goes on with something else.
  mutating func nextElement(isFirst: inout Bool) throws(TouchStreamError) -> Bool {
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      position += 1
      return false
    }
    if !isFirst {
      guard current == UInt8(ascii: ",") else {
        throw syntaxError("',' or ']' after an array element", at: position)
      }
      position += 1
    }
    isFirst = false
    return true
  }

  /// Scans the value at the cursor, skipping over objects and arrays.
  package mutating func scanValue(depth: Int = 1) throws(TouchStreamError) -> Value {
    skipWhitespace()
    let start = position
    guard let byte = current else { throw syntaxError("a JSON value", at: position) }
    switch byte {
    case UInt8(ascii: "\""):
      return try scanString()
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      guard depth < Self.maximumDepth else {
        throw syntaxError(
          "at most \(Self.maximumDepth) levels of nested arrays and objects", at: position)
      }
      position += 1
      var isFirst = true
      if byte == UInt8(ascii: "{") {
        while try nextMember(isFirst: &isFirst) != nil { _ = try scanValue(depth: depth + 1) }
        return Value(kind: .object, range: start..<position)
      }
      while try nextElement(isFirst: &isFirst) { _ = try scanValue(depth: depth + 1) }
      return Value(kind: .array, range: start..<position)
    case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return try scanNumber()
    default:
      guard TouchStreamSyntax.isLetter(byte) else { throw syntaxError("a JSON value", at: start) }
      let range = start..<scanLetters(from: start)
      position = range.upperBound
      if TouchStreamSyntax.equals(bytes, range, "true")
        || TouchStreamSyntax.equals(bytes, range, "false")
        || TouchStreamSyntax.equals(bytes, range, "null")
      {
        return Value(kind: .literal, range: range)
      }
      if TouchStreamSyntax.isNonFiniteWord(bytes, range) {
        return Value(kind: .nonFiniteWord, range: range)
      }
      throw syntaxError("a JSON value", at: start)
    }
  }

  /// The offset just past the letters that start at `start`.
  private func scanLetters(from start: Int) -> Int {
    var end = start
    while end < bytes.count, TouchStreamSyntax.isLetter(bytes[end]) { end += 1 }
    return end
  }

  /// Scans a number: `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`, or a
  /// signed non-finite word such as `-Infinity`.
  private mutating func scanNumber() throws(TouchStreamError) -> Value {
    let start = position
    let sign = bytes[start]
    if sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+"), start + 1 < bytes.count,
      TouchStreamSyntax.isLetter(bytes[start + 1])
    {
      let range = start..<scanLetters(from: start + 1)
      guard TouchStreamSyntax.isNonFiniteWord(bytes, range) else {
        throw syntaxError("a JSON value", at: start)
      }
      position = range.upperBound
      return Value(kind: .nonFiniteWord, range: range)
    }
    var end = start
    while end < bytes.count, Self.isNumberByte(bytes[end]) { end += 1 }
    guard Self.isJSONNumber(bytes, start..<end) else {
      throw syntaxError("a JSON number", at: start)
    }
    position = end
    return Value(kind: .number, range: start..<end)
  }

  private static func isNumberByte(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
      || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
  }

  static func isJSONNumber(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    var index = range.lowerBound
    func digits() -> Int {
      let start = index
      while index < range.upperBound, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
      return index - start
    }
    if index < range.upperBound, bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < range.upperBound else { return false }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else if digits() == 0 {
      return false
    }
    if index < range.upperBound, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { return false }
    }
    if index < range.upperBound, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < range.upperBound,
        bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")
      {
        index += 1
      }
      guard digits() > 0 else { return false }
    }
    return index == range.upperBound
  }
}
