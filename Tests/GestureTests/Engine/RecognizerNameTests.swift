import GestureKitLite
import Testing

@Suite("recognizer names")
struct RecognizerNameTests {
  @Test("events carry their recognizer's name, so a log needs no lookup")
  func eventsCarryNames() throws {
    var engine = try GestureEngine(standardSetWith: GestureConfiguration())
    var events: [GestureEvent] = []
    let at = Point(x: 195, y: 400)
    try engine.process(TouchSample(time: 0, phase: .down, id: TouchID(1), location: at), into: &events)
    try engine.process(TouchSample(time: 0.09, phase: .up, id: TouchID(1), location: at), into: &events)
    try engine.advance(to: 1, into: &events)
    #expect(events.map { "\($0.name) \($0.state.name)" } == ["doubleTap failed", "tap recognized"])
    #expect(try events.allSatisfy { $0.name.description == (try engine.name(of: $0.recognizer)) })
  }

  @Test("a name of 1 to 15 UTF-8 bytes is kept exactly; an empty or longer one is refused")
  func nameLengths() throws {
    #expect(RecognizerName("a")?.description == "a")
    #expect(RecognizerName("twoFingerTapXYZ")?.description == "twoFingerTapXYZ")
    #expect(RecognizerName("회전")?.description == "회전")  // 6 bytes
    #expect(RecognizerName("") == nil)
    #expect(RecognizerName("twoFingerTapping") == nil)  // 16 bytes
    #expect(RecognizerName("tap") == RecognizerName("tap"))
    #expect(RecognizerName("tap") != RecognizerName("tap2"))
    var engine = GestureEngine()
    #expect(throws: GestureEngineError(.invalidName("aVeryLongRecognizerName"))) {
      try engine.add(
        TapRecognizer(configuration: .init(GestureConfiguration())), named: "aVeryLongRecognizerName")
    }
    #expect(try Self.refusal(of: "") == "invalid recognizer name '': a name is 1 to 15 UTF-8 bytes")
    #expect(
      try Self.refusal(of: "aVeryLongRecognizerName")
        == "invalid recognizer name 'aVeryLongRecognizerName': it is 23 UTF-8 bytes, and a name is 1 to 15")
    #expect(engine.recognizerIDs.isEmpty)
    // An error made by hand, not by the engine, says what a name is.
    #expect(
      GestureEngineError(.invalidName("a b")).description
        == "invalid recognizer name: a name is 1 to 15 UTF-8 bytes, without whitespace, control or invisible "
        + "formatting characters, quotes, backslashes or '='")
  }

  /// The message of the error `add(_:named:)` throws for `name`, or `nil` when it takes it.
  private static func refusal(of name: String) throws -> String? {
    var engine = GestureEngine()
    let tap = TapRecognizer(configuration: try .init(GestureConfiguration()))
    do throws(GestureEngineError) {
      try engine.add(tap, named: name)
      return nil
    } catch {
      return error.description
    }
  }

  @Test("a second recognizer under a name already taken is refused, and the engine is unchanged")
  func namesAreUnique() throws {
    let configuration = GestureConfiguration()
    var engine = try GestureEngine(standardSetWith: configuration)
    let before = engine.recognizerIDs
    let error = GestureEngineError(.nameTaken("tap", heldBy: StandardRecognizer.tap.id))
    #expect(throws: error) {
      try engine.add(TapRecognizer(configuration: .init(configuration)), named: "tap")
    }
    #expect(
      error.description
        == "a recognizer named 'tap' is already in the engine (id 0); names must be unique within an engine, "
        + "since events and logs tell recognizers apart by name")
    #expect(engine.recognizerIDs == before)
    // A standard part under its standard name, after a recognizer of your own took that name.
    var own = GestureEngine()
    let pan = try own.add(PanRecognizer(configuration: .init(configuration)), named: "pan")
    #expect(throws: GestureEngineError(.nameTaken("pan", heldBy: pan))) {
      try own.add(PanRecognizer(configuration: .init(configuration)), as: .pan)
    }
    #expect(own.role(of: pan) == nil)
    #expect(own.recognizerIDs == [pan])
    #expect(try own.add(PanRecognizer(configuration: .init(configuration)), named: "pan2") != pan)
  }

  /// A name a log line could not print as one field, and the whole message.
  struct UnprintableName: Sendable, CustomTestStringConvertible {
    let name: String
    let message: String
    var testDescription: String { name.unicodeScalars.map { "U+\(String($0.value, radix: 16))" }.joined() }
  }

  static let rule =
    "a name is one field of a log line, so whitespace, control characters, invisible formatting "
    + "characters, quotes, backslashes and '=' are refused"

  static let unprintable: [UnprintableName] = [
    .init(name: "my tap", message: "invalid recognizer name 'my tap': it holds a space (U+0020); \(rule)"),
    .init(
      name: "my\ttap", message: "invalid recognizer name 'my\\ttap': it holds a tab (U+0009); \(rule)"),
    .init(
      name: "hold\nfailed",
      message: "invalid recognizer name 'hold\\nfailed': it holds a line feed (U+000A); \(rule)"),
    .init(
      name: "hold\r",
      message: "invalid recognizer name 'hold\\r': it holds a carriage return (U+000D); \(rule)"),
    .init(
      name: "ho\u{0}ld", message: "invalid recognizer name 'ho\\0ld': it holds a NUL (U+0000); \(rule)"),
    .init(
      name: "\u{1B}[31mtap",
      message: "invalid recognizer name '\\u{1B}[31mtap': it holds a control character (U+001B); \(rule)"),
    .init(
      name: "tap\u{7F}",
      message: "invalid recognizer name 'tap\\u{7F}': it holds a control character (U+007F); \(rule)"),
    .init(
      name: "tap\u{85}",
      message: "invalid recognizer name 'tap\\u{85}': it holds a control character (U+0085); \(rule)"),
    .init(
      name: "two\u{A0}taps",
      message: "invalid recognizer name 'two\\u{A0}taps': it holds a whitespace character (U+00A0); \(rule)"),
    .init(
      name: "hold\u{2028}",
      message: "invalid recognizer name 'hold\\u{2028}': it holds a whitespace character (U+2028); \(rule)"),
    .init(
      name: "\u{202E}pat",
      message:
        "invalid recognizer name '\\u{202E}pat': it holds an invisible formatting character (U+202E); \(rule)"
    ),
    .init(
      name: "ta\u{200B}p",
      message:
        "invalid recognizer name 'ta\\u{200B}p': it holds an invisible formatting character (U+200B); \(rule)"
    ),
    .init(
      name: "\u{FEFF}tap",
      message:
        "invalid recognizer name '\\u{FEFF}tap': it holds an invisible formatting character (U+FEFF); \(rule)"
    ),
    .init(
      name: "say\"hi\"",
      message: "invalid recognizer name 'say\"hi\"': it holds a double quote (U+0022); \(rule)"),
    .init(name: "it's", message: "invalid recognizer name 'it's': it holds a single quote (U+0027); \(rule)"),
    .init(name: "a\\b", message: "invalid recognizer name 'a\\b': it holds a backslash (U+005C); \(rule)"),
    .init(
      name: "scale=2", message: "invalid recognizer name 'scale=2': it holds an equals sign (U+003D); \(rule)"
    ),
  ]

  @Test(
    "a name that would break a log line is refused, with a message that names the character",
    arguments: unprintable)
  func unprintableNamesAreRefused(_ item: UnprintableName) throws {
    var engine = GestureEngine()
    let error = GestureEngineError(.invalidName(item.name))
    #expect(throws: error) {
      try engine.add(TapRecognizer(configuration: .init(GestureConfiguration())), named: item.name)
    }
    let message = try #require(try Self.refusal(of: item.name))
    #expect(message == item.message)
    #expect(!message.contains("\n") && !message.contains("\r"))
    #expect(RecognizerName(item.name) == nil)
    #expect(engine.recognizerIDs.isEmpty)
  }

  @Test(
    "letters of any script and -, _, ., : are names",
    arguments: ["hold", "two-finger-tap", "swipe_up", "v1.2", "a:b", "회전", "ピンチ", "Δzoom"])
  func printableNames(name: String) throws {
    var engine = GestureEngine()
    let id = try engine.add(TapRecognizer(configuration: .init(GestureConfiguration())), named: name)
    #expect(try engine.name(of: id) == name)
    #expect(RecognizerName(name)?.description == name)
  }

  @Test(
    "a name's UTF-8 bytes read one by one are its text's",
    arguments: ["tap", "doubleTap", "twoFingerTap", "é15bytesname!!"])
  func utf8Bytes(text: String) throws {
    let name = try #require(RecognizerName(text))
    #expect(name.utf8Count == text.utf8.count)
    #expect((0..<name.utf8Count).map { name.utf8Byte(at: $0) } == Array(text.utf8))
  }
}
