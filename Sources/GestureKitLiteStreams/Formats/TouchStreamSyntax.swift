import GestureKitLite

/// Byte-level helpers shared by the text and JSON Lines readers.
///
/// Everything here works on a line's UTF-8 bytes and byte offsets. Columns
/// (1-based Unicode scalars) and `String`s are made only when an error is
/// reported, so reading a well-formed line allocates nothing here.
package enum TouchStreamSyntax {
  /// The most scalars of offending text an error message quotes; longer text
  /// is cut and ends in `…`, so one bad 64 KiB field cannot flood a terminal.
  static let excerptLimit = 40

  /// The attribute names a sample may not use: the JSON Lines form already
  /// has members with these names, so the two forms could not hold the same sample.
  static let reservedAttributeKeys = ["t", "phase", "id", "x", "y"]

  /// Whether `key` is one of ``reservedAttributeKeys``, compared as a
  /// spelling (``Spelling``).
  static func isReservedAttributeKey(_ key: String) -> Bool {
    reservedAttributeKeys.contains { Spelling.same($0, key) }
  }

  /// The offset of the first byte of `bytes` that is not part of valid UTF-8,
  /// or `nil` when all of it is valid.
  ///
  /// - Complexity: O(*n*); a line of ASCII is checked without decoding,
  ///   eight bytes at a time.
  static func firstInvalidUTF8Offset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var offset = 0
    // Every line is checked, and nearly every line is ASCII: testing the high
    // bits of a whole word at once makes this pass about a sixth as costly as
    // a byte-by-byte one.
    if let base = bytes.baseAddress {
      let raw = UnsafeRawPointer(base)
      while offset + 8 <= bytes.count,
        raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
      {
        offset += 8
      }
    }
    while offset < bytes.count, bytes[offset] < 0x80 { offset += 1 }
    if offset == bytes.count { return nil }
    var iterator = UnsafeBufferPointer(rebasing: bytes[offset...]).makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// Throws ``TouchStreamError/Kind/invalidText`` at the first byte of
  /// `bytes` that is not valid UTF-8.
  package static func checkUTF8(_ bytes: UnsafeBufferPointer<UInt8>, line: Int) throws(TouchStreamError) {
    if let offset = firstInvalidUTF8Offset(bytes) {
      throw TouchStreamError(.invalidText, line: line, column: column(of: offset, in: bytes))
    }
  }

  /// The 1-based column, in Unicode scalars, of the byte at `offset`.
  ///
  /// The bytes before `offset` must be valid UTF-8; every byte that does not
  /// continue a scalar starts one.
  package static func column(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var column = 1
    for index in 0..<min(offset, bytes.count) where bytes[index] & 0xC0 != 0x80 {
      column += 1
    }
    return column
  }

  /// An error of `kind` at the byte `offset` of `bytes`, line `line`.
  static func error(
    _ kind: TouchStreamError.Kind, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>, line: Int
  ) -> TouchStreamError {
    TouchStreamError(kind, line: line, column: column(of: offset, in: bytes))
  }

  /// The text of `range` for an error message, cut to ``excerptLimit`` scalars.
  package static func excerpt(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
    excerpt(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
  }

  /// `text` for an error message, cut to ``excerptLimit`` scalars, with
  /// control characters escaped (`\r`, `\0`, `\u{7F}`) so that a message never
  /// moves the cursor or hides what was found.
  package static func excerpt(_ text: String) -> String {
    let scalars = text.unicodeScalars
    let shown =
      scalars.count > excerptLimit
      ? String(scalars[..<scalars.index(scalars.startIndex, offsetBy: excerptLimit - 1)]) + "…"
      : text
    return PrintableText.escaping(shown)
  }

  /// Whether `range` of `bytes` equals the ASCII `word` byte for byte.
  @inline(__always)
  package static func equals(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ word: StaticString
  ) -> Bool {
    guard range.count == word.utf8CodeUnitCount else { return false }
    let start = word.utf8Start
    for index in 0..<range.count where bytes[range.lowerBound + index] != start[index] {
      return false
    }
    return true
  }

  /// Whether `range` spells `nan`, `inf` or `infinity` in any case, with an
  /// optional sign: words that mean a non-finite number rather than garbage.
  ///
  /// Only called on the error path, so it may allocate.
  static func isNonFiniteWord(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    guard range.count <= 9 else { return false }
    // ASCII letters folded, bytes compared: no other character lowercases to
    // one of these words' letters, nor is canonically equivalent to one, so
    // this is `lowercased()` and `==` without the Unicode tables (``Spelling``).
    var start = range.lowerBound
    if start < range.upperBound, bytes[start] == UInt8(ascii: "-") || bytes[start] == UInt8(ascii: "+") {
      start += 1
    }
    let word = bytes[start..<range.upperBound].map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }
    return word.elementsEqual("nan".utf8) || word.elementsEqual("inf".utf8)
      || word.elementsEqual("infinity".utf8)
  }

  /// The number in `range`, or an error at its start.
  ///
  /// - Parameters:
  ///   - bytes: The line.
  ///   - range: The number's bytes.
  ///   - what: What the number is, for the message: `"x"` gives
  ///     "expected a number for x".
  ///   - line: The line's number, for errors.
  /// - Returns: The number; always finite.
  /// - Throws: ``TouchStreamError/Kind/nonFiniteNumber(_:)`` for NaN,
  ///   infinities and numbers beyond `Double`'s range;
  ///   ``TouchStreamError/Kind/unexpectedField(found:expected:)`` otherwise.
  static func number(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, for what: @autoclosure () -> String,
    line: Int
  ) throws(TouchStreamError) -> Double {
    switch DecimalParser.parse(UnsafeBufferPointer(rebasing: bytes[range])) {
    case .success(let value):
      return value
    case .failure(.notFinite):
      throw error(
        .numberOutOfRange(excerpt(bytes, range)), at: range.lowerBound, in: bytes, line: line)
    case .failure(.notANumber):
      if isNonFiniteWord(bytes, range) {
        throw error(
          .nonFiniteNumber(excerpt(bytes, range)), at: range.lowerBound, in: bytes, line: line)
      }
      throw error(
        .unexpectedField(found: excerpt(bytes, range), expected: "a number for \(what())"),
        at: range.lowerBound, in: bytes, line: line)
    }
  }

  /// The expectation for a touch ID, shared by both forms' messages.
  static let touchIDExpectation = "a non-negative integer touch id"

  /// The touch ID in `range`: decimal digits only, at most 64 bits.
  ///
  /// - Throws: ``TouchStreamError/Kind/touchIDOutOfRange(_:)`` for digits
  ///   beyond `UInt64.max`; ``TouchStreamError/Kind/unexpectedField(found:expected:)``
  ///   for anything that is not digits (a sign, a fraction, a word).
  static func touchID(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, line: Int
  ) throws(TouchStreamError) -> TouchID {
    var value: UInt64 = 0
    var overflow = false
    for index in range {
      let digit = bytes[index] &- UInt8(ascii: "0")
      guard digit < 10 else {
        throw error(
          .unexpectedField(found: excerpt(bytes, range), expected: touchIDExpectation),
          at: range.lowerBound, in: bytes, line: line)
      }
      if !overflow {
        let (product, multiplyOverflow) = value.multipliedReportingOverflow(by: 10)
        let (sum, addOverflow) = product.addingReportingOverflow(UInt64(digit))
        overflow = multiplyOverflow || addOverflow
        value = sum
      }
    }
    if overflow {
      throw error(
        .touchIDOutOfRange(excerpt(bytes, range)), at: range.lowerBound, in: bytes, line: line)
    }
    return TouchID(value)
  }

  /// The expectation for an attribute name, shared by both forms' messages.
  static let attributeKeyExpectation = "an attribute name: a letter, then letters, digits or _"

  /// The expectation for an attribute whose name the JSON Lines form reserves.
  static let reservedKeyExpectation = "an attribute name other than t, phase, id, x and y"

  /// Whether `range` is an attribute name: `[A-Za-z][A-Za-z0-9_]*`.
  static func isAttributeKey(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    guard let first = range.first, isLetter(bytes[first]) else { return false }
    for index in range.dropFirst() {
      let byte = bytes[index]
      guard isLetter(byte) || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "_") else {
        return false
      }
    }
    return true
  }

  /// Whether `key` is an attribute name: `[A-Za-z][A-Za-z0-9_]*`.
  static func isAttributeKey(_ key: String) -> Bool {
    var copy = key
    return copy.withUTF8 { isAttributeKey($0, 0..<$0.count) }
  }

  @inline(__always)
  static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) &- UInt8(ascii: "a") < 26
  }
}

/// A sample's attributes as a reader collects them, refusing a key given twice.
///
/// The first few keys are checked by a linear search (a sample rarely has more
/// than two); past ``setThreshold`` a set takes over, so a 64 KiB line of
/// attributes costs O(*n*), not O(*n*²).
struct TouchAttributeCollector {
  /// The attributes so far, in line order.
  private(set) var attributes: [TouchAttribute] = []
  /// The keys' UTF-8 bytes: keys are spellings (``Spelling``).
  private var keys: Set<[UInt8]>?
  private static let setThreshold = 8

  /// Appends `attribute`, refusing a key used before on the line.
  ///
  /// - Throws: ``TouchStreamError/Kind/duplicateKey(_:)`` at the byte `offset`
  ///   of `bytes`.
  mutating func append(
    _ attribute: TouchAttribute, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>, line: Int
  ) throws(TouchStreamError) {
    let isDuplicate: Bool
    if keys != nil {
      isDuplicate = !keys!.insert(Array(attribute.key.utf8)).inserted
    } else {
      isDuplicate = attributes.contains { Spelling.same($0.key, attribute.key) }
      if !isDuplicate, attributes.count >= Self.setThreshold {
        keys = Set((attributes.map { $0.key } + [attribute.key]).map { Array($0.utf8) })
      }
    }
    if isDuplicate {
      throw TouchStreamSyntax.error(.duplicateKey(attribute.key), at: offset, in: bytes, line: line)
    }
    attributes.append(attribute)
  }
}
