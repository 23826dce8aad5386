import GestureKitLite

/// Reads the JSON Lines form of a touch stream (`.jsonl`, SPEC §2.2) one line at a time.
///
/// Each line is one JSON object (RFC 8259); blank lines are ignored:
///
/// ```
/// {"viewport":[390,844],"set":{"doubleTapInterval":0.25,"doubleTapEnabled":false}}
/// {"t":0.0,"phase":"down","id":1,"x":195,"y":400}
/// {"t":0.016,"phase":"move","id":1,"x":196,"y":404,"force":0.5}
/// {"t":0.6,"phase":"tick"}
/// ```
///
/// - A **sample** has the members `t` (seconds), `phase` (`"down"`, `"move"`,
///   `"up"` or `"cancel"`), `id` (a non-negative integer), `x` and `y`
///   (points), in any order. Any other member is an attribute: its name a
///   letter, then letters, digits or `_`, its value a number; attributes are
///   kept in line order.
/// - A **tick** has only `t` and `"phase":"tick"`.
/// - A **wheel**, **key** or **action** (SPEC §2.4) has `t`, its `phase` and
///   its own members: `x`, `y`, `dx`, `dy` and optional `mode` and `mods`
///   for a wheel (`{"t":0.5,"phase":"wheel","x":195,"y":422,"dx":0,"dy":40,"mods":["ctrl"]}`),
///   `key` and optional `mods` for a key, `action` for an action; other
///   number members are attributes, as on a sample.
/// - A **header** is an object whose first member is `viewport` (`[W, H]`, in
///   points) or `set` (an object of SPEC §3 settings, each value a number,
///   `true`/`false`, or a string holding the text form, such as `"0.25"`).
///   It yields a ``TouchStreamRecord/viewport(_:)`` and one
///   ``TouchStreamRecord/setting(key:value:)`` per setting, in member order.
///   SPEC §2.2 puts it on the first line; the reader also accepts several
///   header lines before the first sample, tick or input record, as the text form accepts
///   several directives, so that every sequence of directives has a JSON form.
///
/// A member may appear once per object. Numbers may also be written `NaN` or
/// `Infinity` (as some encoders do), and are then refused as non-finite, like
/// numbers beyond `Double`'s range. Malformed JSON is refused with
/// ``/GestureKitLite/TouchStreamError/Kind/invalidJSON(expected:)``; everything else with the
/// same errors as ``TextTouchStreamReader``, at the column of the offending
/// member or value. A line that throws leaves the reader as it was.
///
/// ```swift
/// var reader = JSONLinesTouchStreamReader()
/// try reader.read(line: #"{"t":0,"phase":"down","id":1,"x":195,"y":400}"#, number: 1) { record in
///   print(record)
/// }
/// try reader.finish()
/// ```
///
/// - Complexity: O(*n*) a line of *n* bytes. A sample without attributes or
///   escaped keys is parsed from the bytes without allocating.
public struct JSONLinesTouchStreamReader: Equatable, Sendable {
  /// The configuration, the touches down and whether a sample was read.
  var state: TouchStreamReadingState

  /// The configuration so far: the one the reader started with, with every
  /// header read since applied in order.
  public var configuration: GestureConfiguration { state.configuration }

  /// Whether a sample, tick or input record has been read; headers are refused after it.
  public var hasReadFirstSample: Bool { state.hasStarted }

  /// Creates a reader for a new stream.
  ///
  /// - Parameter configuration: The configuration that the stream's headers
  ///   override. Its consistency is checked at the first sample, with the
  ///   headers applied.
  public init(configuration: GestureConfiguration = GestureConfiguration()) {
    state = TouchStreamReadingState(configuration: configuration)
  }

  /// The closure that receives each record of a line.
  public typealias RecordHandler = (TouchStreamRecord) throws(TouchStreamError) -> Void

  /// Reads one line, passing its records to `body`.
  ///
  /// A sample, tick, wheel, key or action line yields one record; a header yields one per
  /// viewport and setting; a blank line yields none. `body` is called only
  /// once the whole line has been read and checked.
  ///
  /// - Parameters:
  ///   - bytes: The line's UTF-8 bytes, without the line break.
  ///   - line: The line's 1-based number, for errors.
  ///   - body: Called with each record, in order.
  /// - Throws: ``TouchStreamError`` at `line` and the offending column (the
  ///   reader is then unchanged), or what `body` throws.
  package mutating func read(
    line bytes: UnsafeBufferPointer<UInt8>, number line: Int, _ body: RecordHandler
  ) throws(TouchStreamError) {
    try TouchStreamSyntax.checkUTF8(bytes, line: line)
    var scanner = JSONLineScanner(bytes: bytes, line: line)
    scanner.skipWhitespace()
    guard scanner.current != nil else { return }
    try scanner.consume(UInt8(ascii: "{"), expected: "a JSON object")
    var isFirst = true
    let firstKey = try scanner.nextMember(isFirst: &isFirst)
    if let firstKey,
      scanner.content(of: firstKey, equals: "viewport")
        || scanner.content(of: firstKey, equals: "set")
    {
      try readHeader(firstKey, scanner: &scanner, body)
    } else {
      try body(readSample(firstKey, scanner: &scanner))
    }
  }

  /// Reads one line given as text, passing its records to `body`.
  ///
  /// A convenience for tests and small tools; it copies the line once.
  ///
  /// - Throws: ``/GestureKitLite/TouchStreamError``; the reader is then unchanged.
  public mutating func read(
    line text: some StringProtocol, number line: Int, _ body: RecordHandler
  ) throws(TouchStreamError) {
    var copy = String(text)
    var result: Result<Void, TouchStreamError> = .success(())
    copy.withUTF8 { bytes in
      result = Result { () throws(TouchStreamError) in
        try self.read(line: bytes, number: line, body)
      }
    }
    try result.get()
  }

  /// Reads one line given as text and returns its records.
  ///
  /// - Throws: ``/GestureKitLite/TouchStreamError``; the reader is then unchanged.
  public mutating func read(
    line text: some StringProtocol, number line: Int
  ) throws(TouchStreamError) -> [TouchStreamRecord] {
    var records: [TouchStreamRecord] = []
    try read(line: text, number: line) { records.append($0) }
    return records
  }

  /// Ends the stream.
  ///
  /// - Throws: ``/GestureKitLite/TouchStreamError/Kind/emptyStream`` at line 1, column 1 when
  ///   no sample, tick or input record was read.
  public func finish() throws(TouchStreamError) {
    try state.finish()
  }

  /// Reads the rest of a sample, tick, wheel, key or action object whose
  /// first key is `firstKey` (`nil` for `{}`).
  private mutating func readSample(
    _ firstKey: JSONLineScanner.Value?, scanner: inout JSONLineScanner
  ) throws(TouchStreamError) -> TouchStreamRecord {
    let bytes = scanner.bytes
    let line = scanner.line
    var time: (value: Double, offset: Int)?
    var phase: (value: JSONPhase, offset: Int)?
    var members = JSONRecordMembers()
    var firstTouchMember: JSONLineScanner.Value?  // refused in a tick
    var isFirst = false
    var nextKey = firstKey
    while let key = nextKey {
      let value = try scanner.scanValue()
      let kind = JSONMember(key, in: scanner)
      if kind != .attribute, kind != .time, kind != .phase, firstTouchMember == nil {
        firstTouchMember = key
      }
      switch kind {
      case .time:
        try scanner.refuseDuplicate(key, if: time != nil)
        time = (try scanner.number(value, for: "the time"), value.range.lowerBound)
      case .phase:
        try scanner.refuseDuplicate(key, if: phase != nil)
        phase = (try self.phase(value, scanner), value.range.lowerBound)
      case .id:
        try scanner.refuseDuplicate(key, if: members.id != nil)
        guard case .number = value.kind else {
          throw scanner.unexpected(value, expected: TouchStreamSyntax.touchIDExpectation)
        }
        members.id = (
          try TouchStreamSyntax.touchID(bytes, value.range, line: line), value.range.lowerBound, key
        )
      case .x:
        try scanner.refuseDuplicate(key, if: members.x != nil)
        members.x = (try scanner.number(value, for: "x"), value.range.lowerBound, key)
      case .y:
        try scanner.refuseDuplicate(key, if: members.y != nil)
        members.y = (try scanner.number(value, for: "y"), value.range.lowerBound, key)
      case .input(let slot):
        try members.inputs.take(
          slot, key: key, value: value, scanner: scanner, attributeIndex: members.attributes.attributes.count)
      case .attribute:
        let name = scanner.content(of: key)
        guard TouchStreamSyntax.isAttributeKey(name) else {
          throw TouchStreamSyntax.error(
            .unexpectedField(
              found: TouchStreamSyntax.excerpt(bytes, key.range),
              expected: TouchStreamSyntax.attributeKeyExpectation),
            at: key.range.lowerBound, in: bytes, line: line)
        }
        if firstTouchMember == nil { firstTouchMember = key }
        let number = try scanner.number(value, for: "attribute \(name)")
        try members.attributes.append(
          TouchAttribute(key: name, value: number), at: key.range.lowerBound, in: bytes, line: line)
      }
      nextKey = try scanner.nextMember(isFirst: &isFirst)
    }
    let end = scanner.position - 1  // the closing brace
    try scanner.expectEndOfLine()
    guard let time else { throw scanner.missing("a \"t\" member with the time", at: end) }
    guard let phase else { throw scanner.missing("a \"phase\" member", at: end) }
    let touchPhase: TouchSample.Phase
    switch phase.value {
    case .touch(let value):
      touchPhase = value
    case .tick:
      if let extra = firstTouchMember {
        throw scanner.unexpected(extra, expected: "only \"t\" and \"phase\" in a tick")
      }
      try state.acceptTick(at: time.value, timeOffset: time.offset, in: bytes, line: line)
      return .tick(time: time.value)
    case .input(let kind):
      return try readInput(kind, time: time, members: members, end: end, scanner: scanner)
    }
    guard let id = members.id else { throw scanner.missing("an \"id\" member", at: end) }
    guard let x = members.x else { throw scanner.missing("an \"x\" member", at: end) }
    guard let y = members.y else { throw scanner.missing("a \"y\" member", at: end) }
    let attributes =
      members.inputs.isEmpty
      ? members.attributes.attributes
      : try members.inputs.attributes(merging: members.attributes, keeping: [], scanner: scanner)
    let sample = TouchSample(
      time: time.value, phase: touchPhase, id: id.value, location: Point(x: x.value, y: y.value),
      attributes: attributes)
    try state.accept(
      sample, offsets: .init(time: time.offset, id: id.offset, x: x.offset, y: y.offset), in: bytes,
      line: line)
    return .sample(sample)
  }

  /// The phase a `phase` value names.
  private func phase(
    _ value: JSONLineScanner.Value, _ scanner: JSONLineScanner
  ) throws(TouchStreamError) -> JSONPhase {
    guard case .string = value.kind else {
      throw scanner.unexpected(value, expected: Self.phaseExpectation)
    }
    if scanner.content(of: value, equals: "down") { return .touch(.down) }
    if scanner.content(of: value, equals: "move") { return .touch(.move) }
    if scanner.content(of: value, equals: "up") { return .touch(.up) }
    if scanner.content(of: value, equals: "cancel") { return .touch(.cancel) }
    if scanner.content(of: value, equals: "tick") { return .tick }
    if scanner.content(of: value, equals: "wheel") { return .input(.wheel) }
    if scanner.content(of: value, equals: "key") { return .input(.key) }
    if scanner.content(of: value, equals: "action") { return .input(.action) }
    let word = TouchStreamSyntax.excerpt(scanner.content(of: value))
    throw TouchStreamSyntax.error(
      .unknownPhase(word), at: value.range.lowerBound, in: scanner.bytes, line: scanner.line)
  }

  /// What a `phase` member should hold.
  static let phaseExpectation =
    "a phase string: \"down\", \"move\", \"up\", \"cancel\", \"tick\", \"wheel\", \"key\" or \"action\""
}
