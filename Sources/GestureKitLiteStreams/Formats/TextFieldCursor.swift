import GestureKitLite

/// Walks the space-separated fields of one text line.
///
/// A field ends at a space, a tab or the end of the line; a field that starts
/// with `#` starts a comment, which ends the fields.
struct TextFieldCursor {
  /// The line's bytes.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The line's number, for errors.
  let line: Int
  /// The offset of the next byte to look at.
  private(set) var position = 0

  init(bytes: UnsafeBufferPointer<UInt8>, line: Int) {
    self.bytes = bytes
    self.line = line
  }

  /// Moves past the spaces before the next field and returns the offset of
  /// its first byte, or `nil` at the end of the line or a comment.
  ///
  /// - Throws: At a tab: fields are separated by spaces only.
  @inline(__always)  // a few compares, five times a sample: a call would double them
  mutating func nextFieldStart() throws(TouchStreamError) -> Int? {
    while position < bytes.count, bytes[position] == UInt8(ascii: " ") { position += 1 }
    guard position < bytes.count, bytes[position] != UInt8(ascii: "#") else { return nil }
    if bytes[position] == UInt8(ascii: "\t") { throw tab() }
    return position
  }

  /// The next field's byte range, or `nil` at the end of the line or a comment.
  ///
  /// - Throws: At a tab: fields are separated by spaces only.
  mutating func next() throws(TouchStreamError) -> Range<Int>? {
    guard let start = try nextFieldStart() else { return nil }
    while position < bytes.count, bytes[position] != UInt8(ascii: " "),
      bytes[position] != UInt8(ascii: "\t")
    {
      position += 1
    }
    return start..<position
  }

  /// The next field's byte range.
  ///
  /// - Throws: ``TouchStreamError/Kind/missingField(expected:)`` with
  ///   `expected`, at the end of the line (or the comment's `#`).
  mutating func require(_ expected: String) throws(TouchStreamError) -> Range<Int> {
    guard let field = try next() else { throw missing(expected) }
    return field
  }

  /// The number in the next field and the field's offset, or `nil` at the
  /// end of the line or a comment.
  ///
  /// The number is read as the field's end is found, in one pass over its
  /// bytes; only a field that is not a plain number (`400#x`, `nan`, a value
  /// beyond `Double`'s range) is found first and then parsed again, by
  /// ``TouchStreamSyntax/number(_:_:for:line:)``, to say what is wrong with it.
  ///
  /// - Parameter what: What the number is, for the message: `"x"` gives
  ///   "expected a number for x".
  /// - Returns: The number and the offset of its field's first byte.
  /// - Throws: What ``TouchStreamSyntax/number(_:_:for:line:)`` throws, or at a tab.
  mutating func nextNumber(
    for what: @autoclosure () -> String
  ) throws(TouchStreamError) -> (value: Double, offset: Int)? {
    guard let start = try nextFieldStart() else { return nil }
    let prefix = DecimalParser.parsePrefix(bytes, from: start)
    // The number is the whole field when it stops at a space or the line's
    // end (a tab or any other byte goes the general way).
    if case .success(let value) = prefix.result,
      prefix.end == bytes.count || bytes[prefix.end] == UInt8(ascii: " ")
    {
      position = prefix.end
      return (value, start)
    }
    guard let field = try next() else { return nil }
    return (try TouchStreamSyntax.number(bytes, field, for: what(), line: line), start)
  }

  /// The number in the next field, read as ``nextNumber(for:)`` does.
  ///
  /// - Parameters:
  ///   - expected: What a missing field should have been, for the message.
  ///   - what: What the number is, for the message of a malformed one.
  /// - Returns: The number; always finite.
  /// - Throws: ``TouchStreamError/Kind/missingField(expected:)`` with
  ///   `expected` at the end of the line, or what ``nextNumber(for:)`` throws.
  mutating func requireNumber(
    _ expected: String, for what: @autoclosure () -> String
  ) throws(TouchStreamError) -> Double {
    try requireNumberField(expected, for: what()).value
  }

  /// Reads the next field as a number, with the byte offset where it starts.
  mutating func requireNumberField(
    _ expected: String, for what: @autoclosure () -> String
  ) throws(TouchStreamError) -> (value: Double, offset: Int) {
    guard let number = try nextNumber(for: what()) else { throw missing(expected) }
    return number
  }

  /// Checks that no field is left.
  ///
  /// - Throws: ``TouchStreamError/Kind/unexpectedField(found:expected:)`` at
  ///   the first field left over.
  mutating func requireEnd() throws(TouchStreamError) {
    if let field = try next() {
      throw TouchStreamSyntax.error(
        .unexpectedField(
          found: TouchStreamSyntax.excerpt(bytes, field), expected: "the end of the line"),
        at: field.lowerBound, in: bytes, line: line)
    }
  }

  @inline(never)
  private func tab() -> TouchStreamError {
    TouchStreamSyntax.error(
      .unexpectedField(found: "\\t", expected: "a space between fields"),
      at: position, in: bytes, line: line)
  }

  private func missing(_ expected: String) -> TouchStreamError {
    TouchStreamSyntax.error(.missingField(expected: expected), at: position, in: bytes, line: line)
  }
}
