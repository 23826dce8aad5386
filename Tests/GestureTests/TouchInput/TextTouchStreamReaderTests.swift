import Testing

@testable import GestureKitLite
@testable import GestureKitLiteStreams

@Suite struct TextTouchStreamReaderTests {
  typealias S = StreamTestSupport

  // MARK: - Reading

  @Test("the example of SPEC §2.1 reads as directives, samples with attributes and a tick")
  func specExample() throws {
    let stream = """
      # a comment runs to the end of the line; blank lines are ignored
      @viewport 390 844              # optional, before the first sample
      @set doubleTapInterval=0.25    # optional config overrides (section 3), before the first sample

      0.000 down 1 195 400
      0.016 move 1 196 404 force=0.5 # key=value attributes after x y are kept but not required
      0.090 up 1 196 404
      0.600 tick                     # advance the clock, no touch changes
      """
    #expect(
      try S.records(stream) == [
        .viewport(Size(width: 390, height: 844)),
        .setting(key: "doubleTapInterval", value: "0.25"),
        S.sample(0, .down, 1, 195, 400),
        S.sample(0.016, .move, 1, 196, 404, [TouchAttribute(key: "force", value: 0.5)]),
        S.sample(0.09, .up, 1, 196, 404),
        .tick(time: 0.6),
      ])
  }

  @Test("directives accumulate into the reader's configuration, the later one winning")
  func directivesAccumulate() throws {
    var reader = TextTouchStreamReader()
    _ = try reader.read(line: "@set viewportWidth=500", number: 1)
    _ = try reader.read(line: "@viewport 320 480", number: 2)
    _ = try reader.read(line: "@set doubleTapEnabled=false", number: 3)
    #expect(reader.configuration.viewportWidth == 320)
    #expect(reader.configuration.viewportHeight == 480)
    #expect(reader.configuration.doubleTapEnabled == false)
    #expect(!reader.hasReadFirstSample)
  }

  @Test("blank lines, space-only lines and comment lines yield nothing")
  func blankAndCommentLines() throws {
    var reader = TextTouchStreamReader()
    for line in ["", "   ", "# comment", "    # indented comment", "#"] {
      #expect(try reader.read(line: line, number: 1) == nil)
    }
  }

  @Test("fields may be separated by several spaces and lead with spaces")
  func severalSpaces() throws {
    #expect(try S.records("   0.5   down  3   1.5  -2   ") == [S.sample(0.5, .down, 3, 1.5, -2)])
  }

  @Test("attributes are kept in the order the line gives them")
  func attributesInOrder() throws {
    let records = try S.records("0 down 1 1 1 radius=12 force=0.5 a_1=-3e2")
    #expect(
      records == [
        S.sample(
          0, .down, 1, 1, 1,
          [
            TouchAttribute(key: "radius", value: 12), TouchAttribute(key: "force", value: 0.5),
            TouchAttribute(key: "a_1", value: -300),
          ])
      ])
  }

  @Test("a touch id may be reused after its up, and ids go up to 2^64 - 1")
  func idReuseAndLargestID() throws {
    let records = try S.records(
      "0 down 18446744073709551615 1 1\n0.1 up 18446744073709551615 1 1\n0.2 down 18446744073709551615 2 2"
    )
    #expect(records.count == 3)
    #expect(records[2] == S.sample(0.2, .down, 18_446_744_073_709_551_615, 2, 2))
  }

  @Test("samples with the same time are accepted; time may stand still")
  func sameTime() throws {
    #expect(try S.records("1 down 1 1 1\n1 down 2 5 5\n1 tick").count == 3)
  }

  @Test("a CRLF stream with a byte-order mark reads like a plain one")
  func crlfAndByteOrderMark() throws {
    let plain = "@viewport 390 844\n0 down 1 195 400\n0.1 up 1 195 400\n"
    let windows = [0xEF, 0xBB, 0xBF] + Array(plain.replacing("\n", with: "\r\n").utf8)
    #expect(try S.records(bytes: windows) == S.records(plain))
  }

  @Test("columns do not count the byte-order mark")
  func byteOrderMarkColumns() {
    expectRefusal(
      bytes: [0xEF, 0xBB, 0xBF] + Array("0 hover".utf8), line: 1, column: 3,
      "unknown phase 'hover'; expected down, move, up, cancel, tick, wheel, key or action")
  }

  @Test("columns count Unicode scalars, not bytes")
  func columnsCountScalars() {
    expectRefusal("0 down 1 éé zz", line: 1, column: 10, "expected a number for x, found 'éé'")
    expectRefusal(
      "0 down 1 1 1 é=2", line: 1, column: 14,
      "expected an attribute name: a letter, then letters, digits or _, found 'é'")
    expectRefusal("@set é=1 x", line: 1, column: 10, "expected the end of the line, found 'x'")
  }

  @Test("a line that throws leaves the reader as it was")
  func errorsLeaveTheReaderUnchanged() throws {
    var reader = TextTouchStreamReader()
    _ = try reader.read(line: "0 down 1 1 1", number: 1)
    #expect(throws: TouchStreamError.self) { try reader.read(line: "0.1 down 1 1 1", number: 2) }
    #expect(throws: TouchStreamError.self) {
      try reader.read(line: "0.05 down 2 1 1 k=x", number: 3)
    }
    #expect(try reader.read(line: "0.2 down 2 1 1", number: 4) == S.sample(0.2, .down, 2, 1, 1))
    #expect(try reader.read(line: "0.3 up 1 1 1", number: 5) == S.sample(0.3, .up, 1, 1, 1))
  }

  // MARK: - SPEC §2.3 refusals

  @Test("an unknown phase is refused at the phase's column")
  func unknownPhase() {
    expectRefusal(
      "0 down 1 1 1\n0.1 hover 1 2 2", line: 2, column: 5,
      "unknown phase 'hover'; expected down, move, up, cancel, tick, wheel, key or action")
    expectRefusal(
      "0 DOWN 1 1 1", line: 1, column: 3,
      "unknown phase 'DOWN'; expected down, move, up, cancel, tick, wheel, key or action")
  }

  @Test("a missing field is refused where it should have been")
  func missingField() {
    expectRefusal(
      "0 down 1 195", line: 1, column: 13, "expected a number for y, found the end of the line")
    expectRefusal("0 down", line: 1, column: 7, "expected a touch id, found the end of the line")
    expectRefusal(
      "0.5", line: 1, column: 4,
      "expected a phase: down, move, up, cancel, tick, wheel, key or action, found the end of the line")
    expectRefusal(
      "0 down 1  # no x", line: 1, column: 11, "expected a number for x, found the end of the line")
    expectRefusal(
      "@viewport 390", line: 1, column: 14,
      "expected a number for the viewport height, found the end of the line")
    expectRefusal(
      "@set", line: 1, column: 5, "expected key=value after @set, found the end of the line")
  }

  @Test("a field that is not a number is refused at its column")
  func nonNumericField() {
    expectRefusal(
      "zero down 1 1 1", line: 1, column: 1, "expected a number for the time, found 'zero'")
    expectRefusal("0 down 1 abc 400", line: 1, column: 10, "expected a number for x, found 'abc'")
    expectRefusal("0 down 1 1 4OO", line: 1, column: 12, "expected a number for y, found '4OO'")
    expectRefusal(
      "0 down 1 1 1 force=strong", line: 1, column: 20,
      "expected a number for attribute force, found 'strong'")
    expectRefusal(
      "@viewport wide 844", line: 1, column: 11,
      "expected a number for the viewport width, found 'wide'")
  }

  @Test("a # inside a field is part of the field, not a comment")
  func hashInsideField() {
    expectRefusal("0 down 1 1 1#c", line: 1, column: 12, "expected a number for y, found '1#c'")
  }

  @Test("NaN is refused as a non-finite number", arguments: ["nan", "NaN", "-nan"])
  func notANumber(word: String) {
    expectRefusal(
      "0 down 1 \(word) 400", line: 1, column: 10, "expected a finite number, found '\(word)'")
  }

  @Test("infinities are refused as non-finite numbers", arguments: ["inf", "-Infinity", "INF"])
  func infinite(word: String) {
    expectRefusal(
      "0 down 1 1 \(word)", line: 1, column: 12, "expected a finite number, found '\(word)'")
  }

  @Test(
    "numbers beyond Double's range are refused as out of range",
    arguments: ["1e309", "-1e309", "1" + String(repeating: "0", count: 400)])
  func outOfRange(word: String) {
    let shown = word.count > 40 ? String(word.prefix(39)) + "…" : word
    expectRefusal(
      "0 down 1 1 \(word)", line: 1, column: 12,
      "number '\(shown)' is beyond the range of a Double; expected a magnitude below 1.8e308")
  }

  @Test("control characters in an excerpt are shown escaped")
  func controlCharactersEscaped() {
    expectRefusal("0 down 1 195\u{0}5 400", line: 1, column: 10, "expected a number for x, found '195\\05'")
  }

  @Test(
    "C1 controls, whitespace other than the space and invisible characters in an excerpt are shown escaped")
  func invisibleCharactersEscaped() {
    expectRefusal(
      "0 down 1 195\u{A0}5 400", line: 1, column: 10, "expected a number for x, found '195\\u{A0}5'")
    expectRefusal(
      "0 down 1 195\u{85}\u{202E}5 400", line: 1, column: 10,
      "expected a number for x, found '195\\u{85}\\u{202E}5'")
  }

  @Test("time going backwards is refused at the time's column")
  func timeGoingBackwards() {
    expectRefusal(
      "0.5 down 1 1 1\n0.4 up 1 1 1", line: 2, column: 1, "time went backwards: 0.4 is before 0.5")
    expectRefusal(
      "1 tick\n  0.999 tick", line: 2, column: 3, "time went backwards: 0.999 is before 1")
  }

  @Test("a down for a touch that is already down is refused at the id's column")
  func downForTouchAlreadyDown() {
    expectRefusal(
      "0 down 1 1 1\n0.1 down 1 2 2", line: 2, column: 10, "down for touch 1, which is already down"
    )
  }

  @Test(
    "a move, up or cancel for a touch that is not down is refused at the id's column",
    arguments: ["move", "up", "cancel"])
  func touchNotDown(phase: String) {
    expectRefusal(
      "0 down 1 1 1\n0.1 \(phase) 7 1 1", line: 2, column: 6 + phase.count,
      "\(phase) for touch 7, which is not down")
  }

  @Test("a touch that went up is no longer down")
  func touchUpIsGone() {
    expectRefusal(
      "0 down 1 1 1\n0.1 up 1 1 1\n0.2 move 1 1 1", line: 3, column: 10,
      "move for touch 1, which is not down")
  }

  @Test("a directive after the first sample or tick is refused at its column")
  func directiveAfterFirstSample() {
    expectRefusal(
      "0 down 1 1 1\n@set settle=2", line: 2, column: 1,
      "@set after the first sample; directives must come before it")
    expectRefusal(
      "0 tick\n  @viewport 1 1", line: 2, column: 3,
      "@viewport after the first sample; directives must come before it")
  }

  @Test("an unknown directive is refused at its column")
  func unknownDirective() {
    expectRefusal(
      "@zoom 2\n0 tick", line: 1, column: 1, "unknown directive '@zoom'; expected @viewport or @set"
    )
  }

  @Test("an unknown config key is refused at the key's column")
  func unknownConfigKey() {
    expectRefusal(
      "@set doubleTapIntervall=0.25\n0 tick", line: 1, column: 6,
      "unknown config key 'doubleTapIntervall'; did you mean 'doubleTapInterval'?")
  }

  @Test("a bad config value is refused at the value's column")
  func badConfigValue() {
    expectRefusal(
      "@set doubleTapInterval=soon", line: 1, column: 24,
      "invalid value 'soon' for doubleTapInterval: expected a number from 0 to 1000000")
    expectRefusal(
      "@set doubleTapEnabled=yes", line: 1, column: 23,
      "invalid value 'yes' for doubleTapEnabled: expected true or false")
    expectRefusal(
      "@viewport 0 844", line: 1, column: 11,
      "invalid value '0' for viewportWidth: expected a number from 1 to 1000000")
    expectRefusal(
      "@set settle", line: 1, column: 6, "expected key=value after @set, found 'settle'")
  }

  @Test("contradictory settings are refused at column 1 of the first sample or tick")
  func inconsistentSettings() {
    expectRefusal(
      "@set minZoom=5\n\n0 tick", line: 3, column: 1, "minZoom 5 is greater than maxZoom 4")
  }

  @Test("a tab is refused at its column, even between valid fields")
  func tabs() {
    expectRefusal(
      "0\tdown 1 1 1", line: 1, column: 2, "expected a space between fields, found '\\t'")
    expectRefusal("\t0 tick", line: 1, column: 1, "expected a space between fields, found '\\t'")
    expectRefusal("0 tick\t", line: 1, column: 7, "expected a space between fields, found '\\t'")
  }

  @Test("a number read in place is refused when its field goes on past it")
  func numberFieldGoesOn() {
    expectRefusal(
      "0.5\tdown 1 1 1", line: 1, column: 4, "expected a space between fields, found '\\t'")
    expectRefusal(
      "0 down 1 1.5\t2", line: 1, column: 13, "expected a space between fields, found '\\t'")
    expectRefusal("0 down 1 12e 400", line: 1, column: 10, "expected a number for x, found '12e'")
    expectRefusal("0 down 1 1e5x 400", line: 1, column: 10, "expected a number for x, found '1e5x'")
    expectRefusal("0 down 1 1 400#", line: 1, column: 12, "expected a number for y, found '400#'")
    expectRefusal("0.5.1 tick", line: 1, column: 1, "expected a number for the time, found '0.5.1'")
    expectRefusal("0 down 1 1", line: 1, column: 11, "expected a number for y, found the end of the line")
  }

  @Test("numbers that take the slow path read the same in a line as alone")
  func slowPathNumbersInALine() throws {
    #expect(
      try S.records("1e-300 down 7 0.1000000000000000055511151231257827 -.5 # slow, then fast")
        == [S.sample(1e-300, .down, 7, 0.1, -0.5)])
    #expect(
      try S.records("0 down 1 200.08474576271186 1 v=9007199254740993")
        == [
          S.sample(
            0, .down, 1, 200.084_745_762_711_86, 1, [TouchAttribute(key: "v", value: 9_007_199_254_740_992)])
        ])
  }

  @Test("a tab inside a comment is fine")
  func tabInComment() throws {
    #expect(try S.records("0 tick # a\tcomment") == [.tick(time: 0)])
  }

  @Test("a negative or fractional touch id is refused at the id's column")
  func negativeID() {
    expectRefusal(
      "0 down -1 1 1", line: 1, column: 8, "expected a non-negative integer touch id, found '-1'")
    expectRefusal(
      "0 down 1.5 1 1", line: 1, column: 8, "expected a non-negative integer touch id, found '1.5'")
    expectRefusal(
      "0 down +1 1 1", line: 1, column: 8, "expected a non-negative integer touch id, found '+1'")
  }

  @Test("a touch id beyond 64 bits is refused at its column")
  func idBeyond64Bits() {
    expectRefusal(
      "0 down 18446744073709551616 1 1", line: 1, column: 8,
      "touch id '18446744073709551616' does not fit in 64 bits; expected 0 to 18446744073709551615")
  }

  @Test("a 21st touch down at once is refused at its id's column")
  func tooManyTouches() {
    let stream = (1...21).map { "0 down \($0) 1 1" }.joined(separator: "\n")
    expectRefusal(stream, line: 21, column: 8, "more than 20 touches down at once")
  }

  @Test("invalid UTF-8 is refused at the column of the first bad byte")
  func invalidUTF8() {
    expectRefusal(
      bytes: Array("0 tick\n0.1 tick # é".utf8) + [0xFF, 0x41], line: 2, column: 13,
      "expected UTF-8 text, found bytes that are not")
    expectRefusal(
      bytes: [0xC0, 0x80], line: 1, column: 1, "expected UTF-8 text, found bytes that are not")
    expectRefusal(  // a lone surrogate encoded in UTF-8
      bytes: Array("0 tick #".utf8) + [0xED, 0xA0, 0x80], line: 1, column: 9,
      "expected UTF-8 text, found bytes that are not")
  }

  @Test("an overlong line is refused at its column 1")
  func overlongLine() {
    let long = String(repeating: "x", count: TouchStreamLimits.maximumLineLength + 1)
    expectRefusal(
      "0 tick\n" + long + "\n1 tick", line: 2, column: 1, "line is longer than 65536 bytes")
  }

  @Test("an empty stream is refused at line 1, column 1")
  func emptyStream() {
    expectRefusal("", line: 1, column: 1, "the stream has no samples or ticks")
  }

  @Test("a stream of only comments and directives is refused as empty")
  func onlyComments() {
    expectRefusal("# a\n\n   # b\n", line: 1, column: 1, "the stream has no samples or ticks")
    expectRefusal(
      "@viewport 390 844\n# nothing to play", line: 1, column: 1,
      "the stream has no samples or ticks")
  }

  @Test("a tick takes no further fields")
  func tickWithFields() {
    expectRefusal("0.6 tick 1", line: 1, column: 10, "expected the end of the line, found '1'")
  }

  @Test("attribute names follow the grammar, avoid the JSON member names and appear once")
  func attributeNames() {
    expectRefusal(
      "0 down 1 1 1 force", line: 1, column: 14, "expected an attribute key=value, found 'force'")
    expectRefusal(
      "0 down 1 1 1 1x=2", line: 1, column: 14,
      "expected an attribute name: a letter, then letters, digits or _, found '1x'")
    expectRefusal(
      "0 down 1 1 1 =2", line: 1, column: 14,
      "expected an attribute name: a letter, then letters, digits or _, found ''")
    expectRefusal(
      "0 down 1 1 1 x=2", line: 1, column: 14,
      "expected an attribute name other than t, phase, id, x and y, found 'x'")
    expectRefusal(
      "0 down 1 1 1 force=1 size=2 force=3", line: 1, column: 29,
      "key 'force' appears twice; expected each key once per line")
    expectRefusal(
      "0 down 1 1 1 force=", line: 1, column: 20, "expected a number for attribute force, found ''")
  }

  @Test("a long offending field is quoted cut to 40 characters")
  func longFieldIsCut() {
    let field = String(repeating: "a", count: 100)
    expectRefusal(
      "0 down 1 \(field) 1", line: 1, column: 10,
      "expected a number for x, found '\(String(repeating: "a", count: 39))…'")
  }
}
