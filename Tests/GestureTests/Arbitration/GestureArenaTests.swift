import GestureKitLite
import Testing

@Suite("arbitration")
struct GestureArenaTests {
  /// `0.033 pan began`, `0.033 longPress failed why=requiredFailed`: each event with its reason's code.
  func reasonLines(_ events: [GestureEvent], of engine: GestureEngine) throws -> [String] {
    try events.map { event in
      let why = event.reason.map { " why=\($0.code)" } ?? ""
      return
        "\(milliseconds(event.time.seconds)) \(try engine.name(of: event.recognizer)) \(event.state.name)\(why)"
    }
  }

  @Test("a downward drag is a pull-down and the pan that waited for it fails")
  func pullDownBeatsPan() throws {
    var script = TouchScript()
    script.drag(1, from: Point(x: 195, y: 300), to: Point(x: 195, y: 450), time: 0, duration: 0.25)
    let log = try script.log()
    #expect(
      log == [
        "0.025 doubleTap failed", "0.025 tap failed", "0.025 pullDown began", "0.025 pan failed",
        "0.250 pullDown ended",
      ])
  }

  @Test("a horizontal drag fails the pull-down at its first movement, and the pan begins in the same frame")
  func horizontalDragGoesToPan() throws {
    var script = TouchScript()
    script.drag(1, from: Point(x: 300, y: 400), to: Point(x: 150, y: 400), time: 0, duration: 0.25)
    let log = try script.log()
    #expect(
      log == [
        "0.025 doubleTap failed", "0.025 tap failed", "0.025 pullDown failed", "0.025 pan began",
        "0.250 pan ended",
      ])
  }

  @Test("pinch and pan run together, while the taps and the pull-down fail")
  func pinchAndPanTogether() throws {
    var script = TouchScript()
    script.down(1, 145, 400, at: 0)
    script.down(2, 245, 400, at: 0)
    for step in 1...30 {
      let s = Double(step)
      script.move(1, 145 - s + s * 3, 400, at: s / 120)
      script.move(2, 245 + s + s * 3, 400, at: s / 120)
    }
    script.up(1, 205, 400, at: 0.26)
    script.up(2, 365, 400, at: 0.26)
    let log = try script.log()
    // Centroid: 3 pt a sample, past 10 at the fourth. Span: 2 pt a sample, past 16 at the ninth.
    #expect(
      log == [
        "0.000 doubleTap failed", "0.000 tap failed", "0.000 pullDown failed",
        "0.033 pan began", "0.075 pinch began", "0.260 pinch ended", "0.260 pan ended",
      ])
  }

  @Test("a recognizer waiting for another is granted at the moment the other fails")
  func heldTransitionIsGrantedWhenDependencyFails() throws {
    var engine = GestureEngine()
    let first = try engine.add(HeldPressRecognizer(minimumDuration: 0.5), named: "longPress")
    let second = try engine.add(TwoFingerTapRecognizer(), named: "twoFingerTap")
    try engine.require(first, toFail: second)
    var events: [GestureEvent] = []
    try engine.process(
      TouchSample(time: 0, phase: .down, id: TouchID(1), location: Point(x: 10, y: 10)), into: &events)
    try engine.advance(to: 0.6, into: &events)
    // The long press is due at 0.5, but the two-finger tap tries until the
    // finger lifts: the long press is held, still `possible`.
    #expect(events.isEmpty)
    #expect(try engine.state(of: first) == .possible)
    try engine.process(
      TouchFrame(
        time: 0.7,
        samples: [TouchSample(time: 0.7, phase: .up, id: TouchID(1), location: Point(x: 10, y: 10))]),
      into: &events)
    let lines = try events.map {
      "\(milliseconds($0.time.seconds)) \(try engine.name(of: $0.recognizer)) \($0.state.name)"
    }
    #expect(lines == ["0.700 twoFingerTap failed", "0.700 longPress recognized"])
  }

  @Test("when a recognizer wins, one that required it to fail fails at once, even one allowed alongside it")
  func winnerFailsItsDependentsAtOnce() throws {
    var engine = GestureEngine()
    var press = HeldPressRecognizer(minimumDuration: 0.5)
    press.slop = 1000  // so that only the arena can fail it while the finger drags
    let longPress = try engine.add(press, named: "longPress")
    let pan = try engine.add(
      PanRecognizer(configuration: try PanRecognizer.Configuration(GestureConfiguration())), named: "pan")
    try engine.require(longPress, toFail: pan)
    try engine.allowSimultaneousRecognition(longPress, pan)
    var script = TouchScript()
    script.drag(
      1, from: Point(x: 100, y: 400), to: Point(x: 300, y: 400), time: 0, duration: 0.6, lift: false)
    let events = try script.events(engine: &engine, settle: nil)
    let lines = try reasonLines(events.filter { $0.state != .changed }, of: engine)
    // 200 pt in 72 samples: past panSlop at the fourth sample (11.1 pt, 0.033 s).
    #expect(lines == ["0.033 pan began", "0.033 longPress failed why=requiredFailed"])
  }

  @Test(
    "a recognizer that tries to begin after one it required to fail was recognized fails with requiredFailed")
  func dependencyRecognizedEarlierBlocksALaterBegin() throws {
    var engine = GestureEngine()
    let longPress = try engine.add(HeldPressRecognizer(minimumDuration: 0.3), named: "longPress")
    let pinch = try engine.add(
      PinchRecognizer(configuration: try PinchRecognizer.Configuration(GestureConfiguration())),
      named: "pinch")
    try engine.require(pinch, toFail: longPress)
    var script = TouchScript()
    script.down(1, 100, 400, at: 0)  // held: the long press is recognized at 0.3, finger still down
    script.down(2, 200, 400, at: 0.4)
    script.move(2, 230, 400, at: 0.45)  // the span grows 30 pt: the pinch would begin
    script.up(1, 100, 400, at: 0.6)
    script.up(2, 230, 400, at: 0.6)
    let events = try script.events(engine: &engine, settle: nil)
    let lines = try reasonLines(events, of: engine)
    #expect(lines == ["0.300 longPress recognized", "0.450 pinch failed why=requiredFailed"])
  }

  @Test(
    "of two deadlines due at the same instant, the one added first fires first; it wins and the other fails")
  func tiedDeadlinesFireInTheOrderRecognizersWereAdded() throws {
    var engine = GestureEngine()
    _ = try engine.add(HeldPressRecognizer(minimumDuration: 0.5), named: "addedFirst")
    _ = try engine.add(HeldPressRecognizer(minimumDuration: 0.5), named: "addedSecond")
    var events: [GestureEvent] = []
    try engine.process(
      TouchSample(time: 0, phase: .down, id: TouchID(1), location: Point(x: 10, y: 10)), into: &events)
    try engine.advance(to: 0.6, into: &events)
    let lines = try reasonLines(events, of: engine)
    #expect(lines.first == "0.500 addedFirst recognized")
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("0.500 addedSecond ") && !$0.contains("recognized") })
  }

  @Test("a dependency cycle is refused and changes nothing")
  func dependencyCycleIsRefused() throws {
    var engine = try GestureEngine(standardSetWith: GestureConfiguration())
    #expect(throws: GestureEngineError(.dependencyCycle(dependent: "doubleTap", dependency: "tap"))) {
      try engine.require(StandardRecognizer.doubleTap.id, toFail: StandardRecognizer.tap.id)
    }
  }
}
