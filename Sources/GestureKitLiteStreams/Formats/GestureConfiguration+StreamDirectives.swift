import GestureKitLite

extension GestureConfiguration {
  /// Sets the key named `key` from a stream line's text, as `@set key=value`
  /// and a JSON Lines header do, reporting a refusal at the key's column
  /// (an unknown key) or the value's column (a bad value).
  ///
  /// - Parameters:
  ///   - value: The value's text.
  ///   - key: The key's name.
  ///   - keyOffset: The byte offset of the key in `bytes`.
  ///   - valueOffset: The byte offset of the value in `bytes`.
  ///   - bytes: The line.
  ///   - line: The line's number.
  /// - Throws: ``TouchStreamError/Kind/configuration(_:)``; the configuration
  ///   is then unchanged.
  mutating func setValue(
    _ value: String, forKey key: String, keyOffset: Int, valueOffset: Int,
    in bytes: UnsafeBufferPointer<UInt8>, line: Int
  ) throws(TouchStreamError) {
    do {
      try setValue(value, forKey: key)
    } catch {
      let offset =
        switch error {
        case .unknownKey, .inconsistent: keyOffset
        case .invalidValue: valueOffset
        }
      throw TouchStreamSyntax.error(.configuration(error), at: offset, in: bytes, line: line)
    }
  }

  /// Sets the key named `name` from the text in `range` of `bytes`,
  /// reporting a refusal at the start of `range`.
  ///
  /// - Throws: ``TouchStreamError/Kind/configuration(_:)``; the configuration
  ///   is then unchanged.
  mutating func setValue(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, forKey name: String, line: Int
  ) throws(TouchStreamError) {
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    do {
      try setValue(text, forKey: name)
    } catch {
      throw TouchStreamSyntax.error(
        .configuration(error), at: range.lowerBound, in: bytes, line: line)
    }
  }
}
