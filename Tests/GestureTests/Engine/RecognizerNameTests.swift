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
    #expect(
      GestureEngineError(.invalidName("")).description
        == "invalid recognizer name '': expected 1 to 15 UTF-8 bytes")
    #expect(engine.recognizerIDs.isEmpty)
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
