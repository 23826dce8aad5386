import Testing

@testable import GestureKitLite
@testable import GestureKitLiteStreams

@Suite struct TouchStreamWriterTests {
  typealias S = StreamTestSupport

  // Computed, not stored: a global array of enums whose payloads hold arrays
  // keeps its pointers with enum tags in their spare bits, which
  // LeakSanitizer cannot follow, so `--sanitize=address` would report a leak.
  static var records: [TouchStreamRecord] {
    [
      .viewport(Size(width: 390, height: 844.5)),
      .setting(key: "doubleTapInterval", value: "0.25"),
      .setting(key: "doubleTapEnabled", value: "false"),
      .setting(key: "tapSlop", value: ".5"),
      S.sample(0, .down, 1, 195, 400),
      S.sample(0.016, .move, 1, 196.25, -4, [TouchAttribute(key: "force", value: 0.5)]),
      S.sample(0.1, .down, 18_446_744_073_709_551_615, 1e-05, 123_456.789),
      S.sample(0.3, .cancel, 18_446_744_073_709_551_615, 0.1, 0.2),
      S.sample(
        0.30000000000000004, .up, 1, 196, 404,
        [
          TouchAttribute(key: "radius", value: 12), TouchAttribute(key: "a_b", value: -1.5e-7),
        ]),
      .tick(time: 0.6),
      TextInputRecordTests.wheel(0.6, 195, 422, 0, -69.31471805599453, [.ctrl]),
      TextInputRecordTests.wheel(
        0.7, -50, 1e-05, 0.5, 3, mode: .line, [.meta, .shift], [TouchAttribute(key: "force", value: 1)]),
      TextInputRecordTests.wheel(0.7, 0, 0, -1, 0, mode: .page),
      TextInputRecordTests.key(0.7, "ArrowRight"),
      TextInputRecordTests.key(0.8, "=", [.ctrl, .alt, .shift, .meta]),
      TextInputRecordTests.key(0.8, "mods=ctrl"),
      TextInputRecordTests.key(0.8, "ö\"\\", [], [TouchAttribute(key: "repeat", value: 1)]),
      .action(ActionInput(time: 0.9, action: .toggleChrome)),
      .action(
        ActionInput(time: 1, action: .previousPage, attributes: [TouchAttribute(key: "id2", value: 3)])),
      S.sample(1, .down, 2, 10, 10),
    ]
  }

  // MARK: - Text form

  @Test("each record becomes one text line with the shortest numbers")
  func textLines() {
    #expect(
      TextTouchStreamWriter.line(for: .viewport(Size(width: 390, height: 844)))
        == "@viewport 390 844")
    #expect(
      TextTouchStreamWriter.line(for: .setting(key: "settle", value: "0.5")) == "@set settle=0.5")
    #expect(TextTouchStreamWriter.line(for: .tick(time: 0.6)) == "0.6 tick")
    #expect(TextTouchStreamWriter.line(for: S.sample(0, .down, 1, 195, 400)) == "0 down 1 195 400")
    #expect(
      TextTouchStreamWriter.line(
        for: S.sample(
          0.016, .move, 2, 1e-05, 123_456.789, [TouchAttribute(key: "force", value: 0.5)]))
        == "0.016 move 2 1e-05 123456.789 force=0.5")
    #expect(
      TextTouchStreamWriter.line(for: S.sample(-0.0, .up, 0, -2.5, 1e16)) == "0 up 0 -2.5 1e+16")
  }

  @Test("wheel, key and action records become lines of SPEC §2.4, leaving out mode=pixel and empty mods")
  func inputRecordLines() {
    typealias T = TextInputRecordTests
    #expect(TextTouchStreamWriter.line(for: T.wheel(0.5, 195, 422, 0, 40)) == "0.5 wheel 195 422 0 40")
    #expect(
      TextTouchStreamWriter.line(
        for: T.wheel(0.7, 1, 2, 0, 3, mode: .line, [.meta, .ctrl], [TouchAttribute(key: "f", value: 2)]))
        == "0.7 wheel 1 2 0 3 mode=line mods=ctrl,meta f=2")
    #expect(TextTouchStreamWriter.line(for: T.key(1, "ArrowRight")) == "1 key ArrowRight")
    #expect(
      TextTouchStreamWriter.line(for: T.key(1.2, "+", [.alt, .shift, .ctrl, .meta]))
        == "1.2 key + mods=ctrl,shift,alt,meta")
    #expect(
      TextTouchStreamWriter.line(for: .action(ActionInput(time: 1.5, action: .zoomIn))) == "1.5 action zoomIn"
    )
    #expect(
      JSONLinesTouchStreamWriter.line(for: T.wheel(0.5, 195, 422, 0, 40))
        == #"{"t":0.5,"phase":"wheel","x":195,"y":422,"dx":0,"dy":40}"#)
    #expect(
      JSONLinesTouchStreamWriter.line(
        for: T.wheel(0.7, 1, 2, 0, 3, mode: .page, [.meta, .shift], [TouchAttribute(key: "f", value: 2)]))
        == #"{"t":0.7,"phase":"wheel","x":1,"y":2,"dx":0,"dy":3,"mode":"page","mods":["shift","meta"],"f":2}"#
    )
    #expect(
      JSONLinesTouchStreamWriter.line(for: T.key(1, "\"", [.ctrl]))
        == #"{"t":1,"phase":"key","key":"\"","mods":["ctrl"]}"#)
    #expect(
      JSONLinesTouchStreamWriter.line(for: .action(ActionInput(time: 1.5, action: .resetZoom)))
        == #"{"t":1.5,"phase":"action","action":"resetZoom"}"#)
  }

  @Test("a stream written as text reads back as the same records, and writes the same bytes again")
  func textRoundTrip() throws {
    let written = TextTouchStreamWriter.text(for: Self.records)
    let read = try S.records(written)
    #expect(read == Self.records)
    #expect(TextTouchStreamWriter.text(for: read) == written)
  }

  @Test("a hand-written text stream survives text -> records -> text -> records")
  func handWrittenTextRoundTrip() throws {
    let stream = """
      @viewport 390 844
      @set doubleTapInterval=.25 # a comment
      0.000 down 1 195 400
      0.016   move 1 196.0 404 force=0.50
      0.090 up 1 196 404
      0.600 tick
      """
    let records = try S.records(stream)
    let written = TextTouchStreamWriter.text(for: records)
    #expect(
      written == """
        @viewport 390 844
        @set doubleTapInterval=.25
        0 down 1 195 400
        0.016 move 1 196 404 force=0.5
        0.09 up 1 196 404
        0.6 tick

        """)
    #expect(try S.records(written) == records)
  }

  // MARK: - JSON Lines form

  @Test("samples and ticks become one JSON object each, attributes in order")
  func jsonLines() {
    #expect(
      JSONLinesTouchStreamWriter.line(for: S.sample(0, .down, 1, 195, 400))
        == #"{"t":0,"phase":"down","id":1,"x":195,"y":400}"#)
    #expect(JSONLinesTouchStreamWriter.line(for: .tick(time: 0.6)) == #"{"t":0.6,"phase":"tick"}"#)
    #expect(
      JSONLinesTouchStreamWriter.line(
        for: S.sample(
          0.016, .move, 1, 1e-05, 2,
          [TouchAttribute(key: "force", value: 0.5), TouchAttribute(key: "radius", value: 12)]))
        == #"{"t":0.016,"phase":"move","id":1,"x":1e-05,"y":2,"force":0.5,"radius":12}"#)
  }

  @Test("leading directives become one header line, with non-JSON values as strings")
  func jsonHeader() {
    let text = JSONLinesTouchStreamWriter.text(for: [
      .viewport(Size(width: 390, height: 844)), .setting(key: "doubleTapInterval", value: "0.25"),
      .setting(key: "doubleTapEnabled", value: "false"), .setting(key: "tapSlop", value: ".5"),
      .tick(time: 0),
    ])
    #expect(
      text == """
        {"viewport":[390,844],"set":{"doubleTapInterval":0.25,"doubleTapEnabled":false,"tapSlop":".5"}}
        {"t":0,"phase":"tick"}

        """)
  }

  @Test("directives one object cannot hold in order start another header line")
  func jsonHeaderSplits() throws {
    let directives: [TouchStreamRecord] = [
      .setting(key: "viewportWidth", value: "100"), .viewport(Size(width: 200, height: 300)),
      .setting(key: "settle", value: "2"), .setting(key: "settle", value: "3"),
      .viewport(Size(width: 1, height: 2)),
    ]
    let text = JSONLinesTouchStreamWriter.text(for: directives + [.tick(time: 1)])
    #expect(
      text == """
        {"set":{"viewportWidth":100},"viewport":[200,300]}
        {"set":{"settle":2}}
        {"set":{"settle":3},"viewport":[1,2]}
        {"t":1,"phase":"tick"}

        """)
    #expect(try S.records(text, .jsonLines) == directives + [.tick(time: 1)])
  }

  @Test("a directive on its own becomes a header holding only it")
  func singleDirectiveLine() {
    #expect(
      JSONLinesTouchStreamWriter.line(for: .setting(key: "settle", value: "1"))
        == #"{"set":{"settle":1}}"#)
    #expect(
      JSONLinesTouchStreamWriter.line(for: .viewport(Size(width: 1.5, height: 2)))
        == #"{"viewport":[1.5,2]}"#)
  }

  @Test("strings are escaped as JSON requires")
  func jsonStringEscapes() {
    #expect(JSONLinesTouchStreamWriter.jsonString("a\"b\\c\n\u{1}é") == #""a\"b\\c\n\u0001é""#)
  }

  @Test(
    "a stream written as JSON Lines reads back as the same records, and writes the same bytes again"
  )
  func jsonRoundTrip() throws {
    let written = JSONLinesTouchStreamWriter.text(for: Self.records)
    let read = try S.records(written, .jsonLines)
    #expect(read == Self.records)
    #expect(JSONLinesTouchStreamWriter.text(for: read) == written)
  }

  @Test("text and JSON Lines convert into each other without loss")
  func textJSONConversion() throws {
    let text = TextTouchStreamWriter.text(for: Self.records)
    let json = TouchStreamFormat.jsonLines.text(for: try S.records(text))
    let backToText = TouchStreamFormat.text.text(for: try S.records(json, .jsonLines))
    #expect(backToText == text)
    #expect(try S.records(backToText) == Self.records)
  }

  // MARK: - Numbers

  static let numbers: [Double] = [
    0, 0.1, 0.016, 1e-05, 123_456.789, 0.30000000000000004, -2.5, 390, 844.5, 1e15, 1e16,
    123_456_789_012_345_680, .leastNonzeroMagnitude, 2.2250738585072014e-308,
    1.7976931348623157e308,
    0.09999999999999999, 1.0 / 3.0, -1e-300, 9_007_199_254_740_994,
  ]

  // Coordinates and times are range-checked (TouchStreamLimits), so the
  // numbers travel as attributes, which take any finite Double, and as
  // coordinates where they are in range.
  @Test("numbers survive writing and reading exactly", arguments: numbers)
  func numbersAreExact(value: Double) throws {
    let coordinate = TouchStreamLimits.admits(coordinate: value) ? value : 1
    let record = S.sample(
      0, .down, 1, coordinate, -coordinate,
      [TouchAttribute(key: "v", value: value), TouchAttribute(key: "w", value: -value)])
    for format in TouchStreamFormat.allCases {
      let read = try S.records(format.text(for: [record]), format)
      #expect(read == [record], "\(format)")
      guard case .sample(let sample)? = read.first else { continue }
      #expect(sample.attributes[0].value.bitPattern == value.bitPattern || value == 0)
      #expect(sample.location.x.bitPattern == coordinate.bitPattern || value == 0)
    }
  }

  @Test("whole numbers are written without a fraction")
  func wholeNumbers() {
    #expect(NumberFormatting.shortest(390) == "390")
    #expect(NumberFormatting.shortest(-7) == "-7")
    #expect(NumberFormatting.shortest(0.1) == "0.1")
    #expect(NumberFormatting.shortest(0.016) == "0.016")
    #expect(NumberFormatting.shortest(1e-05) == "1e-05")
    #expect(NumberFormatting.shortest(123_456.789) == "123456.789")
  }

  // MARK: - Formats

  @Test("formats are named as --format and file extensions name them")
  func formatNames() {
    #expect(TouchStreamFormat(name: "text") == .text)
    #expect(TouchStreamFormat(name: "jsonl") == .jsonLines)
    #expect(TouchStreamFormat(name: "json") == nil)
    #expect(TouchStreamFormat(pathExtension: "touches") == .text)
    #expect(TouchStreamFormat(pathExtension: "JSONL") == .jsonLines)
    #expect(TouchStreamFormat.jsonLines.pathExtension == "jsonl")
  }
}
