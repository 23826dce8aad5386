import GestureKitLite

/// Reads the text form of a touch stream (`.touches`, SPEC §2.1) one line at a time.
///
/// Give it each line without its line break (a line splitter cuts
/// them from a byte stream), then call ``finish()`` at the end. Each line
/// yields at most one ``TouchStreamRecord``:
///
/// ```
/// # a comment runs to the end of the line; blank lines are ignored
/// @viewport 390 844              # before the first sample: viewportWidth and viewportHeight
/// @set doubleTapInterval=0.25    # before the first sample: any key of SPEC §3
/// 0.000 down 1 195 400           # TIME PHASE ID X Y, in seconds and points
/// 0.016 move 1 196 404 force=0.5 # then key=value attributes, kept in order
/// 0.600 tick                     # advance the clock
/// 0.700 wheel 195 422 0 40       # SPEC §2.4: a wheel, a key, an accessibility action
/// 0.800 key ArrowRight mods=shift
/// 0.900 action zoomIn
/// ```
///
/// The wheel, key and action records are described in
/// `TextTouchStreamReader+Inputs.swift`; they count as samples for the
/// rule that directives come first.
///
/// The syntax, precisely:
/// - Fields are separated by one or more spaces. A tab anywhere outside a
///   comment is refused, so a line never looks aligned in one editor and
///   means something else in another.
/// - A field that starts with `#` starts a comment that runs to the end of the
///   line. A `#` inside a field is part of it (`400#x` is not a number).
/// - Numbers are decimal: `[+-]digits[.digits][e[+-]digits]`; `nan`, `inf`
///   and values beyond `Double`'s range are refused as non-finite.
/// - A touch ID is decimal digits only, at most 18446744073709551615.
/// - An attribute is `key=value`: a letter, then letters, digits or `_`, and a
///   number. `t`, `phase`, `id`, `x` and `y` are not attribute names (the JSON
///   Lines form uses them), and a key may appear once per sample.
/// - `@viewport W H` and `@set key=value` may only come before the first
///   sample or tick; the reader applies them to ``configuration``, and at the
///   first sample, tick or input record checks the rules that tie settings together.
///
/// Every refusal is a ``/GestureKitLite/TouchStreamError`` with the line you gave and the
/// 1-based column, in Unicode scalars, of the offending field. A line that
/// throws leaves the reader as it was, so a caller may report it and go on.
///
/// ```swift
/// var reader = TextTouchStreamReader()
/// let record = try reader.read(line: "0.000 down 1 195 400", number: 1)
/// record == .sample(TouchSample(time: 0, phase: .down, id: TouchID(1), location: Point(x: 195, y: 400)))  // true
/// try reader.finish()
/// ```
///
/// - Complexity: O(*n*) a line of *n* bytes. A sample without attributes is
///   parsed from the bytes without allocating.
public struct TextTouchStreamReader: Equatable, Sendable {
  /// The configuration, the touches down and whether a sample was read.
  var state: TouchStreamReadingState

  /// The configuration so far: the one the reader started with, with every
  /// `@viewport` and `@set` read since applied in order.
  public var configuration: GestureConfiguration { state.configuration }

  /// Whether a sample, tick or input record has been read; directives are refused after it.
  public var hasReadFirstSample: Bool { state.hasStarted }

  /// Creates a reader for a new stream.
  ///
  /// - Parameter configuration: The configuration that the stream's
  ///   directives override (from `--config` and `--set`, say). Its
  ///   consistency is checked at the first sample, with the directives applied.
  public init(configuration: GestureConfiguration = GestureConfiguration()) {
    state = TouchStreamReadingState(configuration: configuration)
  }

  /// Reads one line.
  ///
  /// - Parameters:
  ///   - bytes: The line's UTF-8 bytes, without the line break (and without a
  ///     byte-order mark, which ``TouchStreamLineSplitter`` removes).
  ///   - line: The line's 1-based number, for errors.
  /// - Returns: The line's record, or `nil` for a blank or comment line.
  /// - Throws: ``TouchStreamError`` at `line` and the offending column; the
  ///   reader is then unchanged.
  package mutating func read(
    line bytes: UnsafeBufferPointer<UInt8>, number line: Int
  ) throws(TouchStreamError) -> TouchStreamRecord? {
    var record: TouchStreamRecord?
    try read(line: bytes, number: line, isASCII: false) { record = $0 }
    return record
  }

  /// Reads one line, passing its record, if it has one, to `body`.
  ///
  /// What ``TouchStreamDecoder`` calls: handing the record on where it is
  /// made lets it be destroyed where its case is known. An optional record
  /// returned to the caller is destroyed through the runtime's generic
  /// witnesses instead, which costs every line (docs/PerformanceHistory.md).
  ///
  /// A line that ``TouchStreamLineSplitter`` found to be all ASCII is not
  /// checked for valid UTF-8 again.
  ///
  /// - Throws: ``TouchStreamError`` at `line` and the offending column (the
  ///   reader is then unchanged), or what `body` throws.
  mutating func read(
    line bytes: UnsafeBufferPointer<UInt8>, number line: Int, isASCII: Bool,
    _ body: (TouchStreamRecord) throws(TouchStreamError) -> Void
  ) throws(TouchStreamError) {
    if !isASCII { try TouchStreamSyntax.checkUTF8(bytes, line: line) }
    var fields = TextFieldCursor(bytes: bytes, line: line)
    guard let start = try fields.nextFieldStart() else { return }
    if bytes[start] == UInt8(ascii: "@"), let word = try fields.next() {
      return try body(readDirective(word, fields: &fields))
    }
    guard let timeField = try fields.nextNumber(for: "the time") else { return }
    let (time, timeOffset) = timeField
    let phaseField = try fields.require("a phase: down, move, up, cancel, tick, wheel, key or action")
    let phase: TouchSample.Phase
    if TouchStreamSyntax.equals(bytes, phaseField, "down") {
      phase = .down
    } else if TouchStreamSyntax.equals(bytes, phaseField, "move") {
      phase = .move
    } else if TouchStreamSyntax.equals(bytes, phaseField, "up") {
      phase = .up
    } else if TouchStreamSyntax.equals(bytes, phaseField, "cancel") {
      phase = .cancel
    } else if TouchStreamSyntax.equals(bytes, phaseField, "tick") {
      try fields.requireEnd()
      try state.acceptTick(at: time, timeOffset: timeOffset, in: bytes, line: line)
      return try body(.tick(time: time))
    } else if let record = try readInput(phaseField, time: timeField, fields: &fields) {
      return try body(record)
    } else {
      throw TouchStreamSyntax.error(
        .unknownPhase(TouchStreamSyntax.excerpt(bytes, phaseField)),
        at: phaseField.lowerBound, in: bytes, line: line)
    }
    let idField = try fields.require("a touch id")
    let id = try TouchStreamSyntax.touchID(bytes, idField, line: line)
    let x = try fields.requireNumberField("a number for x", for: "x")
    let y = try fields.requireNumberField("a number for y", for: "y")
    var attributes: [TouchAttribute] = []
    if let field = try fields.next() {
      attributes = try Self.readAttributes(from: field, fields: &fields)
    }
    let sample = TouchSample(
      time: time, phase: phase, id: id, location: Point(x: x.value, y: y.value), attributes: attributes)
    try state.accept(
      sample, offsets: .init(time: timeOffset, id: idField.lowerBound, x: x.offset, y: y.offset),
      in: bytes, line: line)
    try body(.sample(sample))
  }

  /// Reads one line given as text.
  ///
  /// A convenience for tests and small tools; it copies the line once.
  ///
  /// - Parameters:
  ///   - text: The line, without its line break.
  ///   - line: The line's 1-based number, for errors.
  /// - Returns: The line's record, or `nil` for a blank or comment line.
  /// - Throws: ``/GestureKitLite/TouchStreamError``; the reader is then unchanged.
  public mutating func read(
    line text: some StringProtocol, number line: Int
  ) throws(TouchStreamError) -> TouchStreamRecord? {
    var copy = String(text)
    var result: Result<TouchStreamRecord?, TouchStreamError> = .success(nil)
    copy.withUTF8 { bytes in
      result = Result { () throws(TouchStreamError) in try self.read(line: bytes, number: line) }
    }
    return try result.get()
  }

  /// Ends the stream.
  ///
  /// - Throws: ``/GestureKitLite/TouchStreamError/Kind/emptyStream`` at line 1, column 1 when
  ///   no sample, tick or input record was read (an empty file, or only comments and
  ///   directives): there is nothing to play.
  public func finish() throws(TouchStreamError) {
    try state.finish()
  }

  /// The attributes from `first`, the field after y, to the end of the line.
  ///
  /// Apart so that a sample without attributes, nearly every one, does not
  /// set up (and retain and release) a collector.
  private static func readAttributes(
    from first: Range<Int>, fields: inout TextFieldCursor
  ) throws(TouchStreamError) -> [TouchAttribute] {
    var attributes = TouchAttributeCollector()
    var field = first
    while true {
      try readAttribute(field, into: &attributes, bytes: fields.bytes, line: fields.line, of: nil)
      guard let next = try fields.next() else { return attributes.attributes }
      field = next
    }
  }

  /// Reads the attribute `key=value` in `field` into `attributes`, for a
  /// record of `kind` (`nil`: a sample), whose own names it may not take.
  static func readAttribute(
    _ field: Range<Int>, into attributes: inout TouchAttributeCollector,
    bytes: UnsafeBufferPointer<UInt8>, line: Int, of kind: InputRecordKind?
  ) throws(TouchStreamError) {
    guard let equals = field.first(where: { bytes[$0] == UInt8(ascii: "=") }) else {
      throw TouchStreamSyntax.error(
        .unexpectedField(
          found: TouchStreamSyntax.excerpt(bytes, field), expected: "an attribute key=value"),
        at: field.lowerBound, in: bytes, line: line)
    }
    let keyRange = field.lowerBound..<equals
    guard TouchStreamSyntax.isAttributeKey(bytes, keyRange) else {
      throw TouchStreamSyntax.error(
        .unexpectedField(
          found: TouchStreamSyntax.excerpt(bytes, keyRange),
          expected: TouchStreamSyntax.attributeKeyExpectation),
        at: field.lowerBound, in: bytes, line: line)
    }
    let key = String(decoding: UnsafeBufferPointer(rebasing: bytes[keyRange]), as: UTF8.self)
    if kind.map({ $0.reserves(key) }) ?? TouchStreamSyntax.isReservedAttributeKey(key) {
      throw TouchStreamSyntax.error(
        .unexpectedField(
          found: key, expected: kind?.reservedKeyExpectation ?? TouchStreamSyntax.reservedKeyExpectation),
        at: field.lowerBound, in: bytes, line: line)
    }
    let value = try TouchStreamSyntax.number(
      bytes, (equals + 1)..<field.upperBound, for: "attribute \(key)", line: line)
    try attributes.append(
      TouchAttribute(key: key, value: value), at: field.lowerBound, in: bytes, line: line)
  }

  private mutating func readDirective(
    _ word: Range<Int>, fields: inout TextFieldCursor
  ) throws(TouchStreamError) -> TouchStreamRecord {
    let bytes = fields.bytes
    let line = fields.line
    if TouchStreamSyntax.equals(bytes, word, "@viewport") {
      try state.checkDirectiveAllowed("@viewport", at: word.lowerBound, in: bytes, line: line)
      let widthField = try fields.require("a number for the viewport width")
      let width = try TouchStreamSyntax.number(
        bytes, widthField, for: "the viewport width", line: line)
      let heightField = try fields.require("a number for the viewport height")
      let height = try TouchStreamSyntax.number(
        bytes, heightField, for: "the viewport height", line: line)
      try fields.requireEnd()
      var updated = state.configuration
      try updated.setValue(bytes, widthField, forKey: "viewportWidth", line: line)
      try updated.setValue(bytes, heightField, forKey: "viewportHeight", line: line)
      state.configuration = updated
      return .viewport(Size(width: width, height: height))
    }
    if TouchStreamSyntax.equals(bytes, word, "@set") {
      try state.checkDirectiveAllowed("@set", at: word.lowerBound, in: bytes, line: line)
      let field = try fields.require("key=value after @set")
      guard let equals = field.first(where: { bytes[$0] == UInt8(ascii: "=") }) else {
        throw TouchStreamSyntax.error(
          .unexpectedField(
            found: TouchStreamSyntax.excerpt(bytes, field), expected: "key=value after @set"),
          at: field.lowerBound, in: bytes, line: line)
      }
      try fields.requireEnd()
      let keyRange = field.lowerBound..<equals
      let valueRange = (equals + 1)..<field.upperBound
      let key = String(decoding: UnsafeBufferPointer(rebasing: bytes[keyRange]), as: UTF8.self)
      let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[valueRange]), as: UTF8.self)
      var updated = state.configuration
      try updated.setValue(
        value, forKey: key, keyOffset: keyRange.lowerBound, valueOffset: valueRange.lowerBound,
        in: bytes, line: line)
      state.configuration = updated
      return .setting(key: key, value: value)
    }
    throw TouchStreamSyntax.error(
      .unknownDirective(TouchStreamSyntax.excerpt(bytes, word)),
      at: word.lowerBound, in: bytes, line: line)
  }
}
