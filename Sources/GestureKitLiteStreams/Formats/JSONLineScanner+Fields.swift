import GestureKitLite

extension JSONLineScanner {
  /// The number a value holds.
  ///
  /// - Parameters:
  ///   - value: A scanned value.
  ///   - what: What the number is, for the message: `"x"` gives
  ///     "expected a number for x".
  /// - Returns: The value's number; always finite.
  /// - Throws: ``TouchStreamError/Kind/nonFiniteNumber(_:)`` for `NaN`,
  ///   `Infinity` and numbers beyond `Double`'s range;
  ///   ``TouchStreamError/Kind/unexpectedField(found:expected:)`` for a value
  ///   that is not a number.
  package func number(_ value: Value, for what: @autoclosure () -> String) throws(TouchStreamError)
    -> Double
  {
    switch value.kind {
    case .number, .nonFiniteWord:
      return try TouchStreamSyntax.number(bytes, value.range, for: what(), line: line)
    case .string, .literal, .object, .array:
      throw unexpected(value, expected: "a number for \(what())")
    }
  }

  /// An ``TouchStreamError/Kind/unexpectedField(found:expected:)`` error that
  /// quotes `value` and points at its start.
  package func unexpected(_ value: Value, expected: String) -> TouchStreamError {
    TouchStreamSyntax.error(
      .unexpectedField(found: TouchStreamSyntax.excerpt(bytes, value.range), expected: expected),
      at: value.range.lowerBound, in: bytes, line: line)
  }

  /// A ``TouchStreamError/Kind/missingField(expected:)`` error at `offset`.
  func missing(_ expected: String, at offset: Int) -> TouchStreamError {
    TouchStreamSyntax.error(.missingField(expected: expected), at: offset, in: bytes, line: line)
  }

  /// Throws ``TouchStreamError/Kind/duplicateKey(_:)`` at `key` when `isDuplicate`.
  package func refuseDuplicate(_ key: Value, if isDuplicate: Bool) throws(TouchStreamError) {
    if isDuplicate {
      throw TouchStreamSyntax.error(
        .duplicateKey(TouchStreamSyntax.excerpt(content(of: key))),
        at: key.range.lowerBound, in: bytes, line: line)
    }
  }

  /// The text a value stands for in a setting.
  ///
  /// That is a string's content, or the JSON text of a number or literal as
  /// written. An object or array gives an excerpt of its text (no setting
  /// takes one, so it only ends up in an error message).
  func settingText(_ value: Value) -> String {
    switch value.kind {
    case .string: content(of: value)
    case .number, .nonFiniteWord, .literal:
      String(decoding: UnsafeBufferPointer(rebasing: bytes[value.range]), as: UTF8.self)
    case .object, .array: TouchStreamSyntax.excerpt(bytes, value.range)
    }
  }
}
