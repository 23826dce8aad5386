import Testing

@testable import GestureKitLite
@testable import GestureKitLiteStreams

@Suite struct JSONLinesTouchStreamReaderTests {
  typealias S = StreamTestSupport

  private func expectJSONRefusal(
    _ stream: String, line: Int = 1, column: Int, _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expectRefusal(
      stream, .jsonLines, line: line, column: column, message, sourceLocation: sourceLocation)
  }

  // MARK: - Reading

  @Test("the lines of SPEC §2.2 read as a header, a sample and a tick")
  func specExample() throws {
    let stream = """
      {"viewport":[390,844],"set":{"doubleTapInterval":0.25,"doubleTapEnabled":false}}
      {"t":0.0,"phase":"down","id":1,"x":195,"y":400}
      {"t":0.6,"phase":"tick"}
      """
    #expect(
      try S.records(stream, .jsonLines) == [
        .viewport(Size(width: 390, height: 844)),
        .setting(key: "doubleTapInterval", value: "0.25"),
        .setting(key: "doubleTapEnabled", value: "false"),
        S.sample(0, .down, 1, 195, 400),
        .tick(time: 0.6),
      ])
  }

  @Test("a header applies to the reader's configuration")
  func headerAppliesConfiguration() throws {
    var reader = JSONLinesTouchStreamReader()
    let records = try reader.read(
      line: #"{"set":{"settle":"0.5","pageCount":7},"viewport":[320,480]}"#, number: 1)
    #expect(
      records == [
        .setting(key: "settle", value: "0.5"), .setting(key: "pageCount", value: "7"),
        .viewport(Size(width: 320, height: 480)),
      ])
    #expect(reader.configuration.settle == 0.5)
    #expect(reader.configuration.pageCount == 7)
    #expect(reader.configuration.viewportWidth == 320)
  }

  @Test("several header lines may come before the first sample, the later winning")
  func severalHeaders() throws {
    var reader = JSONLinesTouchStreamReader()
    _ = try reader.read(line: #"{"viewport":[100,100]}"#, number: 1)
    _ = try reader.read(line: #"{"set":{"viewportWidth":200}}"#, number: 2)
    #expect(reader.configuration.viewportWidth == 200)
    #expect(reader.configuration.viewportHeight == 100)
  }

  @Test("members come in any order; other numeric members are attributes, in order")
  func membersInAnyOrder() throws {
    let line = #"{"force":0.5,"y":400,"x":195,"id":1,"phase":"down","t":0,"radius":3}"#
    #expect(
      try S.records(line, .jsonLines) == [
        S.sample(
          0, .down, 1, 195, 400,
          [TouchAttribute(key: "force", value: 0.5), TouchAttribute(key: "radius", value: 3)])
      ])
  }

  @Test("whitespace between tokens, tabs included, is allowed; blank lines are ignored")
  func whitespace() throws {
    let stream = "\n  { \"t\" :\t0 , \"phase\" : \"tick\" }  \n\t\n"
    #expect(try S.records(stream, .jsonLines) == [.tick(time: 0)])
  }

  @Test("escaped keys and strings mean what they spell")
  func escapes() throws {
    #expect(
      try S.records(#"{"\u0074":1,"ph\u0061se":"ti\u0063k"}"#, .jsonLines) == [.tick(time: 1)])
  }

  @Test("a CRLF stream with a byte-order mark reads like a plain one")
  func crlfAndByteOrderMark() throws {
    let plain =
      "{\"t\":0,\"phase\":\"down\",\"id\":1,\"x\":1,\"y\":1}\n{\"t\":1,\"phase\":\"tick\"}\n"
    let windows = [0xEF, 0xBB, 0xBF] + Array(plain.replacing("\n", with: "\r\n").utf8)
    #expect(try S.records(bytes: windows, .jsonLines) == S.records(plain, .jsonLines))
  }

  @Test("columns count Unicode scalars, not bytes")
  func columnsCountScalars() {
    expectJSONRefusal(
      #"{"phase":"ééé"#, column: 14, #"expected a closing '"' before the end of the line"#)
    expectJSONRefusal(
      #"{"phase":"é\q"}"#, column: 12,
      #"expected an escape sequence: \" \\ \/ \b \f \n \r \t or \u and 4 hex digits"#)
  }

  // MARK: - SPEC §2.3 refusals

  @Test("an unknown phase is refused at the phase value's column")
  func unknownPhase() {
    expectJSONRefusal(
      "{\"t\":0,\"phase\":\"tick\"}\n{\"t\":0.1,\"phase\":\"hover\",\"id\":1,\"x\":1,\"y\":1}",
      line: 2,
      column: 18, "unknown phase 'hover'; expected down, move, up, cancel, tick, wheel, key or action")
    expectJSONRefusal(
      #"{"t":0,"phase":1}"#, column: 16,
      #"expected a phase string: "down", "move", "up", "cancel", "tick", "wheel", "key" or "action", found '1'"#
    )
  }

  @Test("a missing member is refused at the closing brace")
  func missingMember() {
    expectJSONRefusal(
      #"{"t":0,"phase":"down","id":1,"x":1}"#, column: 35,
      #"expected a "y" member, found the end of the line"#)
    expectJSONRefusal(
      #"{"phase":"tick"}"#, column: 16,
      #"expected a "t" member with the time, found the end of the line"#)
    expectJSONRefusal(
      #"{"t":0}"#, column: 7, #"expected a "phase" member, found the end of the line"#)
    expectJSONRefusal(
      "{}", column: 2, #"expected a "t" member with the time, found the end of the line"#)
  }

  @Test("a member that is not a number is refused at its value's column")
  func nonNumericMember() {
    expectJSONRefusal(
      #"{"t":0,"phase":"down","id":1,"x":"195","y":1}"#, column: 34,
      #"expected a number for x, found '"195"'"#)
    expectJSONRefusal(
      #"{"t":null,"phase":"tick"}"#, column: 6, "expected a number for the time, found 'null'")
    expectJSONRefusal(
      #"{"t":0,"phase":"down","id":1,"x":1,"y":[1]}"#, column: 40,
      "expected a number for y, found '[1]'")
    expectJSONRefusal(
      #"{"t":0,"phase":"down","id":1,"x":1,"y":1,"force":true}"#, column: 50,
      "expected a number for attribute force, found 'true'")
  }

  @Test(
    "NaN and infinities are refused as non-finite numbers",
    arguments: ["NaN", "nan", "Infinity", "-Infinity"])
  func nonFinite(word: String) {
    expectJSONRefusal(
      #"{"t":0,"phase":"down","id":1,"x":\#(word),"y":1}"#, column: 34,
      "expected a finite number, found '\(word)'")
  }

  @Test("numbers beyond Double's range are refused as out of range", arguments: ["1e309", "-1e309"])
  func outOfRange(word: String) {
    expectJSONRefusal(
      #"{"t":0,"phase":"down","id":1,"x":\#(word),"y":1}"#, column: 34,
      "number '\(word)' is beyond the range of a Double; expected a magnitude below 1.8e308")
  }

  @Test("time going backwards is refused at the time value's column")
  func timeGoingBackwards() {
    expectJSONRefusal(
      "{\"t\":0.5,\"phase\":\"down\",\"id\":1,\"x\":1,\"y\":1}\n{\"t\":0.4,\"phase\":\"up\",\"id\":1,\"x\":1,\"y\":1}",
      line: 2, column: 6, "time went backwards: 0.4 is before 0.5")
  }

  @Test("a down for a touch that is already down is refused at the id value's column")
  func downForTouchAlreadyDown() {
    expectJSONRefusal(
      "{\"t\":0,\"phase\":\"down\",\"id\":1,\"x\":1,\"y\":1}\n{\"t\":0.1,\"phase\":\"down\",\"id\":1,\"x\":2,\"y\":2}",
      line: 2, column: 30, "down for touch 1, which is already down")
  }

  @Test(
    "a move, up or cancel for a touch that is not down is refused at the id value's column",
    arguments: ["move", "up", "cancel"])
  func touchNotDown(phase: String) {
    expectJSONRefusal(
      #"{"t":0.1,"phase":"\#(phase)","id":7,"x":2,"y":2}"#, column: 26 + phase.count,
      "\(phase) for touch 7, which is not down")
  }

  @Test("a header after the first sample or tick is refused at its first key")
  func headerAfterFirstSample() {
    expectJSONRefusal(
      "{\"t\":0,\"phase\":\"tick\"}\n {\"set\":{\"settle\":2}}", line: 2, column: 3,
      #""set" after the first sample; directives must come before it"#)
  }

  @Test("an unknown config key is refused at the key's column")
  func unknownConfigKey() {
    expectJSONRefusal(
      #"{"set":{"doubleTapIntervall":0.25}}"#, column: 9,
      "unknown config key 'doubleTapIntervall'; did you mean 'doubleTapInterval'?")
  }

  @Test("a bad config value is refused at the value's column")
  func badConfigValue() {
    expectJSONRefusal(
      #"{"set":{"doubleTapInterval":true}}"#, column: 29,
      "invalid value 'true' for doubleTapInterval: expected a number from 0 to 1000000")
    expectJSONRefusal(
      #"{"set":{"zoomBounce":null}}"#, column: 22,
      "invalid value 'null' for zoomBounce: expected true or false")
    expectJSONRefusal(
      #"{"viewport":[390,-1]}"#, column: 18,
      "invalid value '-1' for viewportHeight: expected a number from 1 to 1000000")
  }

  @Test("contradictory settings are refused at column 1 of the first sample or tick")
  func inconsistentSettings() {
    expectJSONRefusal(
      "{\"set\":{\"minZoom\":5}}\n{\"t\":0,\"phase\":\"tick\"}", line: 2, column: 1,
      "minZoom 5 is greater than maxZoom 4")
  }

  @Test("a viewport must be an array of a width and a height")
  func viewportShape() {
    expectJSONRefusal(
      #"{"viewport":[390]}"#, column: 13,
      "expected an array [width, height] in points, found '[390]'")
    expectJSONRefusal(
      #"{"viewport":390}"#, column: 13, "expected an array [width, height] in points, found '390'")
    expectJSONRefusal(
      #"{"viewport":[1,2,3]}"#, column: 18, "expected ']' after the viewport height, found '3'")
    expectJSONRefusal(
      #"{"viewport":["a",2]}"#, column: 14,
      #"expected a number for the viewport width, found '"a"'"#)
    expectJSONRefusal(
      #"{"set":[1]}"#, column: 8,
      #"expected an object of settings, such as {"settle":1}, found '[1]'"#)
  }

  @Test("a header holds only viewport and set")
  func headerMembers() {
    expectJSONRefusal(
      #"{"viewport":[390,844],"zoom":2}"#, column: 23,
      #"expected "viewport" or "set" in a header object, found '"zoom"'"#)
  }

  @Test("a negative, fractional or quoted touch id is refused at its column")
  func badIDs() {
    for (id, found) in [("-1", "-1"), ("1.5", "1.5"), ("1e2", "1e2"), ("\"1\"", "\"1\"")] {
      expectJSONRefusal(
        #"{"t":0,"phase":"down","id":\#(id),"x":1,"y":1}"#, column: 28,
        "expected a non-negative integer touch id, found '\(found)'")
    }
  }

  @Test("a touch id beyond 64 bits is refused at its column")
  func idBeyond64Bits() {
    expectJSONRefusal(
      #"{"t":0,"phase":"down","id":18446744073709551616,"x":1,"y":1}"#, column: 28,
      "touch id '18446744073709551616' does not fit in 64 bits; expected 0 to 18446744073709551615")
  }

  @Test("a 21st touch down at once is refused at its id's column")
  func tooManyTouches() {
    let stream = (1...21).map { #"{"t":0,"phase":"down","id":\#($0),"x":1,"y":1}"# }.joined(
      separator: "\n")
    expectJSONRefusal(stream, line: 21, column: 28, "more than 20 touches down at once")
  }

  @Test("invalid UTF-8 is refused at the column of the first bad byte")
  func invalidUTF8() {
    expectRefusal(
      bytes: Array(#"{"t":0,"phase":"ti"#.utf8) + [0xFE] + Array(#"ck"}"#.utf8), .jsonLines,
      line: 1,
      column: 19, "expected UTF-8 text, found bytes that are not")
  }

  @Test("an overlong line is refused at its column 1")
  func overlongLine() {
    let long = #"{"t":0,"phase":"tick","pad":"\#(String(repeating: "x", count: 70_000))"}"#
    expectRefusal(long, .jsonLines, line: 1, column: 1, "line is longer than 65536 bytes")
  }

  @Test("an empty stream, or one of blank lines, is refused at line 1, column 1")
  func emptyStream() {
    expectJSONRefusal("", column: 1, "the stream has no samples or ticks")
    expectJSONRefusal("\n  \n\n", column: 1, "the stream has no samples or ticks")
    expectJSONRefusal(#"{"viewport":[390,844]}"#, column: 1, "the stream has no samples or ticks")
  }

  @Test("a key given twice is refused at its second occurrence")
  func duplicateKeys() {
    expectJSONRefusal(
      #"{"t":0,"phase":"tick","t":1}"#, column: 23,
      "key 't' appears twice; expected each key once per line")
    expectJSONRefusal(
      #"{"t":0,"phase":"down","id":1,"x":1,"y":1,"f":1,"f":2}"#, column: 48,
      "key 'f' appears twice; expected each key once per line")
    expectJSONRefusal(
      #"{"set":{"settle":1,"settle":2}}"#, column: 20,
      "key 'settle' appears twice; expected each key once per line")
  }

  @Test("a tick holds only t and phase")
  func tickMembers() {
    expectJSONRefusal(
      #"{"t":0.6,"phase":"tick","id":1}"#, column: 25,
      #"expected only "t" and "phase" in a tick, found '"id"'"#)
    expectJSONRefusal(
      #"{"t":0.6,"force":1,"phase":"tick"}"#, column: 10,
      #"expected only "t" and "phase" in a tick, found '"force"'"#)
  }

  @Test("an attribute name must be a letter, then letters, digits or _")
  func attributeNames() {
    expectJSONRefusal(
      #"{"t":0,"phase":"down","id":1,"x":1,"y":1,"2d":1}"#, column: 42,
      #"expected an attribute name: a letter, then letters, digits or _, found '"2d"'"#)
  }

  // MARK: - JSON syntax

  @Test("malformed JSON is refused at the exact column with what was expected")
  func syntaxErrors() {
    expectJSONRefusal("[1]", column: 1, "expected a JSON object")
    expectJSONRefusal("  0.5 tick", column: 3, "expected a JSON object")
    expectJSONRefusal(#"{"t" 0}"#, column: 6, "expected ':' after an object key")
    expectJSONRefusal(#"{t:0}"#, column: 2, "expected a string key or '}'")
    expectJSONRefusal(#"{"t":0,}"#, column: 8, "expected a string key")
    expectJSONRefusal(
      #"{"t":0 "phase":"tick"}"#, column: 8, "expected ',' or '}' after an object member")
    expectJSONRefusal(
      #"{"t":0,"phase":"tick""#, column: 22, "expected ',' or '}' after an object member")
    expectJSONRefusal(#"{"t":}"#, column: 6, "expected a JSON value")
    expectJSONRefusal(#"{"t":tru}"#, column: 6, "expected a JSON value")
    expectJSONRefusal(#"{"t":01,"phase":"tick"}"#, column: 6, "expected a JSON number")
    expectJSONRefusal(#"{"t":.5,"phase":"tick"}"#, column: 6, "expected a JSON number")
    expectJSONRefusal(#"{"t":1.,"phase":"tick"}"#, column: 6, "expected a JSON number")
    expectJSONRefusal(
      #"{"phase":"dow"#, column: 14, #"expected a closing '"' before the end of the line"#)
    expectJSONRefusal(
      #"{"phase":"d\own"}"#, column: 12,
      #"expected an escape sequence: \" \\ \/ \b \f \n \r \t or \u and 4 hex digits"#)
    expectJSONRefusal(
      #"{"phase":"\u12"}"#, column: 11,
      #"expected an escape sequence: \" \\ \/ \b \f \n \r \t or \u and 4 hex digits"#)
    expectJSONRefusal(
      #"{"phase":"\uD800"}"#, column: 11, "expected a surrogate pair, not a lone surrogate escape")
    expectJSONRefusal(
      #"{"phase":"\uDC00\uD800"}"#, column: 11,
      "expected a surrogate pair, not a lone surrogate escape")
    expectJSONRefusal(
      "{\"phase\":\"a\u{1}b\"}", column: 12,
      #"expected control characters in a string to be escaped as \u00XX"#)
    expectJSONRefusal(
      #"{"t":0,"phase":"tick"} x"#, column: 24, "expected the end of the line after the object")
    expectJSONRefusal(
      #"{"t":0,"a":[1,2}"#, column: 16, "expected ',' or ']' after an array element")
  }

  @Test("nesting deeper than 64 arrays and objects is refused, not a stack overflow")
  func deepNesting() {
    let deep = #"{"a":"# + String(repeating: "[", count: 10_000)
    expectJSONRefusal(deep, column: 69, "expected at most 64 levels of nested arrays and objects")
  }

  @Test("a surrogate pair escape decodes to one character")
  func surrogatePair() throws {
    expectJSONRefusal(
      #"{"t":0,"phase":"\uD83D\uDE00"}"#, column: 16,
      "unknown phase '😀'; expected down, move, up, cancel, tick, wheel, key or action")
  }
}
