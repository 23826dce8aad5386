import GestureKitLite

extension JSONLinesTouchStreamReader {
  /// What a `viewport` member should hold.
  static let viewportExpectation = "an array [width, height] in points"

  /// Reads the rest of a header object whose first key, `viewport` or `set`,
  /// is `firstKey`; applies it to the configuration and then passes its
  /// records to `body`.
  mutating func readHeader(
    _ firstKey: JSONLineScanner.Value, scanner: inout JSONLineScanner, _ body: RecordHandler
  ) throws(TouchStreamError) {
    let bytes = scanner.bytes
    let line = scanner.line
    try state.checkDirectiveAllowed(
      TouchStreamSyntax.excerpt(bytes, firstKey.range), at: firstKey.range.lowerBound, in: bytes,
      line: line)
    var updated = state.configuration
    var records: [TouchStreamRecord] = []
    var hasViewport = false
    var hasSet = false
    var isFirst = false
    var nextKey: JSONLineScanner.Value? = firstKey
    while let key = nextKey {
      if scanner.content(of: key, equals: "viewport") {
        try scanner.refuseDuplicate(key, if: hasViewport)
        hasViewport = true
        records.append(try Self.readViewport(scanner: &scanner, into: &updated))
      } else if scanner.content(of: key, equals: "set") {
        try scanner.refuseDuplicate(key, if: hasSet)
        hasSet = true
        try Self.readSettings(scanner: &scanner, into: &updated, records: &records)
      } else {
        throw TouchStreamSyntax.error(
          .unexpectedField(
            found: TouchStreamSyntax.excerpt(bytes, key.range),
            expected: "\"viewport\" or \"set\" in a header object"),
          at: key.range.lowerBound, in: bytes, line: line)
      }
      nextKey = try scanner.nextMember(isFirst: &isFirst)
    }
    try scanner.expectEndOfLine()
    state.configuration = updated
    for record in records { try body(record) }
  }

  /// Reads `[W, H]` and applies it as `viewportWidth` and `viewportHeight`.
  private static func readViewport(
    scanner: inout JSONLineScanner, into configuration: inout GestureConfiguration
  ) throws(TouchStreamError) -> TouchStreamRecord {
    scanner.skipWhitespace()
    let start = scanner.position
    guard scanner.current == UInt8(ascii: "[") else {
      throw scanner.unexpected(try scanner.scanValue(), expected: viewportExpectation)
    }
    scanner.position += 1
    var isFirst = true
    var width: (value: Double, range: Range<Int>)?
    var height: (value: Double, range: Range<Int>)?
    while try scanner.nextElement(isFirst: &isFirst) {
      let value = try scanner.scanValue()
      if width == nil {
        width = (try scanner.number(value, for: "the viewport width"), value.range)
      } else if height == nil {
        height = (try scanner.number(value, for: "the viewport height"), value.range)
      } else {
        throw scanner.unexpected(value, expected: "']' after the viewport height")
      }
    }
    guard let width, let height else {
      throw scanner.unexpected(
        JSONLineScanner.Value(kind: .array, range: start..<scanner.position),
        expected: viewportExpectation)
    }
    try configuration.setValue(scanner.bytes, width.range, forKey: "viewportWidth", line: scanner.line)
    try configuration.setValue(
      scanner.bytes, height.range, forKey: "viewportHeight", line: scanner.line)
    return .viewport(Size(width: width.value, height: height.value))
  }

  /// Reads a `set` object, applying each setting and recording it.
  private static func readSettings(
    scanner: inout JSONLineScanner, into configuration: inout GestureConfiguration,
    records: inout [TouchStreamRecord]
  ) throws(TouchStreamError) {
    scanner.skipWhitespace()
    guard scanner.current == UInt8(ascii: "{") else {
      throw scanner.unexpected(
        try scanner.scanValue(), expected: "an object of settings, such as {\"settle\":1}")
    }
    scanner.position += 1
    var isFirst = true
    var names: [String] = []
    while let key = try scanner.nextMember(isFirst: &isFirst) {
      let name = scanner.content(of: key)
      try scanner.refuseDuplicate(key, if: names.contains { Spelling.same($0, name) })
      names.append(name)
      let value = try scanner.scanValue()
      let text = scanner.settingText(value)
      try configuration.setValue(
        text, forKey: name, keyOffset: key.range.lowerBound, valueOffset: value.range.lowerBound,
        in: scanner.bytes, line: scanner.line)
      records.append(.setting(key: name, value: text))
    }
  }
}
