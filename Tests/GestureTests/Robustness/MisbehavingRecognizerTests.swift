import GestureKitLite
import Testing

/// The engine defends itself against its plug-ins: no recognizer can hang a
/// clock step or wedge the recognizers that wait for it (SPEC §4's rules,
/// issue 13).
@Suite("robustness: misbehaving recognizers")
struct MisbehavingRecognizerTests {
  private func sample(_ time: Double, _ phase: TouchSample.Phase, _ x: Double = 100) -> TouchFrame {
    TouchFrame(
      time: time,
      samples: [TouchSample(time: time, phase: phase, id: TouchID(1), location: Point(x: x, y: 100))])
  }

  /// An engine with the offender and a tap that requires it to fail.
  private func engine(_ mode: MisbehavingRecognizer.Mode) throws -> (
    GestureEngine, RecognizerID, RecognizerID
  ) {
    var engine = GestureEngine()
    let offender = try engine.add(MisbehavingRecognizer(mode), named: "offender")
    let tap = try engine.add(TapRecognizer(configuration: .init(GestureConfiguration())), named: "tap")
    try engine.require(tap, toFail: offender)
    return (engine, offender, tap)
  }

  private func lines(_ events: [GestureEvent], _ engine: GestureEngine) throws -> [String] {
    try events.map {
      "\(milliseconds($0.time.seconds)) \(try engine.name(of: $0.recognizer)) \($0.state.name)"
    }
  }

  @Test(
    "a deadline that moves back, alternates or creeps on cannot hang the clock: the offender is stopped",
    arguments: [
      MisbehavingRecognizer.Mode.deadlineGoesBack, .deadlineAlternates, .deadlineCreeps,
    ])
  func stuckDeadlinesAreStopped(mode: MisbehavingRecognizer.Mode) throws {
    var (engine, offender, _) = try engine(mode)
    var events: [GestureEvent] = []
    try engine.process(sample(0, .down), into: &events)
    try engine.advance(to: 1, into: &events)
    let fired = try #require(engine.recognizer(offender) as? MisbehavingRecognizer).deadlineCalls
    #expect(fired <= GestureEngine.maximumDeadlineFiringsPerStep)
    let log1 = try lines(events, engine)
    // The tap's own deadline (held past tapMaxDuration) still fires.
    #expect(log1 == ["0.100 offender failed", "0.500 tap failed"])
    #expect(engine.diagnostics.count == 1)
    #expect(engine.diagnostics.recent.first?.problem == .stuckDeadline)
    #expect(engine.diagnostics.recent.first?.name == "offender")
    // The touch lifts and a new tap comes: nothing waits for the offender.
    events.removeAll()
    try engine.process(sample(1.05, .up), into: &events)
    try engine.process(sample(2, .down), into: &events)
    try engine.process(sample(2.05, .up), into: &events)
    let log2 = try lines(events, engine)
    #expect(log2.last == "2.050 tap recognized")
    #expect(engine._invariantViolations().isEmpty)
  }

  @Test(
    "a recognizer that never ends its attempt is failed when the last touch lifts, so the tap it holds back is recognized"
  )
  func attemptLeftOpenIsEnded() throws {
    var (engine, _, _) = try engine(.neverEndsAttempt)
    var events: [GestureEvent] = []
    try engine.process(sample(0, .down), into: &events)
    try engine.process(sample(0.09, .up), into: &events)
    let log3 = try lines(events, engine)
    #expect(log3 == ["0.090 offender failed", "0.090 tap recognized"])
    #expect(engine.diagnostics.recent.map(\.problem) == [.attemptLeftOpen])
    // Its attempt number never changes, so it stays failed and takes no
    // further part: the next tap is recognized at once.
    events.removeAll()
    try engine.process(sample(1, .down), into: &events)
    try engine.process(sample(1.09, .up), into: &events)
    let log4 = try lines(events, engine)
    #expect(log4 == ["1.090 tap recognized"])
    #expect(engine.diagnostics.count == 1)
    #expect(engine._invariantViolations().isEmpty)
  }

  @Test("a begun gesture that does not end when its touches lift is cancelled")
  func begunAttemptLeftOpenIsCancelled() throws {
    var engine = GestureEngine()
    _ = try engine.add(MisbehavingRecognizer(.neverEndsBegun), named: "offender")
    var events: [GestureEvent] = []
    try engine.process(sample(0, .down), into: &events)
    try engine.process(sample(0.05, .move, 120), into: &events)
    try engine.process(sample(0.1, .up, 120), into: &events)
    let log5 = try lines(events, engine)
    #expect(log5 == ["0.050 offender began", "0.100 offender cancelled"])
    #expect(engine.diagnostics.recent.map(\.problem) == [.attemptLeftOpen])
    #expect(engine._invariantViolations().isEmpty)
  }

  @Test("the standard set never needs the engine's defences, on every fixture-like gesture")
  func standardSetHasNoDiagnostics() throws {
    var session = try ImageViewerSession(configuration: GestureConfiguration())
    var output: [ImageViewerSession.Output] = []
    var time = 0.0
    for _ in 0..<3 {  // taps, a double tap, a drag
      try session.process(sample(time, .down), into: &output)
      try session.process(sample(time + 0.05, .up), into: &output)
      time += 0.15
    }
    try session.process(sample(time, .down), into: &output)
    for step in 1...20 {
      try session.process(sample(time + Double(step) * 0.016, .move, 100 + Double(step) * 8), into: &output)
    }
    try session.process(sample(time + 0.4, .up, 260), into: &output)
    try session.advance(to: time + 2, into: &output)
    #expect(session.engine.diagnostics == EngineDiagnostics())
  }

  @Test("a change proposed by a gesture that never began changes nothing and is recorded as refused")
  func refusedProposalsAreRecorded() throws {
    var engine = GestureEngine()
    _ = try engine.add(MisbehavingRecognizer(.changesWithoutBegin), named: "offender")
    var events: [GestureEvent] = []
    try engine.process(sample(0, .down), into: &events)
    try engine.process(sample(0.05, .move, 120), into: &events)
    try engine.process(sample(0.1, .move, 140), into: &events)
    #expect(events.isEmpty)
    #expect(engine.diagnostics.count == 2)
    #expect(
      engine.diagnostics.recent.map(\.problem) == [
        .refusedProposal("change", state: .possible), .refusedProposal("change", state: .possible),
      ])
    #expect(engine.diagnostics.recent.map(\.time) == [Timestamp(seconds: 0.05), Timestamp(seconds: 0.1)])
  }

  // MARK: What plug-ins leave open (issue 27)

  @Test(
    "a plug-in that began and then ended its attempt without an end is cancelled, so what waits for it goes on"
  )
  func attemptEndedWhileBegunIsCancelled() throws {
    var engine = GestureEngine()
    let offender = try engine.add(
      ScriptedRecognizer([
        .init(proposal: .begin(GestureValue(location: Point(x: 100, y: 100))), attempt: 1),
        .init(proposal: .none, attempt: nil),
      ]), named: "offender")
    let tap = try engine.add(TapRecognizer(configuration: .init(GestureConfiguration())), named: "tap")
    try engine.require(tap, toFail: offender)
    var events: [GestureEvent] = []
    try engine.process(sample(0, .down), into: &events)
    try engine.process(sample(0.05, .up), into: &events)
    #expect(
      try lines(events, engine) == ["0.000 offender began", "0.000 tap failed", "0.050 offender cancelled"])
    #expect(events.last?.reason == .abandoned)
    #expect(engine.diagnostics.recent.map(\.problem) == [.attemptEndedWhileActive])
    #expect(engine.diagnostics.recent.map(\.time) == [Timestamp(seconds: 0.05)])
    #expect(try engine.state(of: offender) == .possible)
    // The next tap no longer waits for a gesture that never ends.
    events.removeAll()
    try engine.process(sample(1, .down), into: &events)
    try engine.process(sample(1.05, .up), into: &events)
    #expect(try lines(events, engine) == ["1.050 tap recognized"])
    #expect(engine._invariantViolations().isEmpty)
  }

  @Test("the reason a plug-in's abandoned gesture is cancelled with is a standard code")
  func abandonedReason() {
    #expect(GestureReason.abandoned.code == "abandoned")
    #expect(
      GestureReason.abandoned.description == "abandoned: its attempt ended while its gesture was still going")
    #expect(GestureReason.standardCodes.contains { $0.code == "abandoned" })
  }

  @Test(
    "a plug-in's deadline from before the first frame fires at the first frame, not at its own stale time")
  func staleDeadlineBeforeTheFirstFrame() throws {
    var engine = GestureEngine()
    let stale = Timestamp(microseconds: -9_223_372_036_854_775)
    _ = try engine.add(
      ScriptedRecognizer(
        [.init(proposal: .fail(GestureReason(code: "late", detail: "too late")), attempt: nil)], attempt: 1,
        deadline: stale), named: "offender")
    var events: [GestureEvent] = []
    try engine.process(sample(2, .down), into: &events)
    #expect(try lines(events, engine) == ["2.000 offender failed"])
    #expect(events.map(\.time) == [Timestamp(seconds: 2)])
  }

  @Test("a deadline a plug-in sets in the past during a frame fires at the frame's time, in time order")
  func deadlineInThePastFiresNow() throws {
    var engine = GestureEngine()
    _ = try engine.add(
      ScriptedRecognizer([
        .init(proposal: .none, attempt: 1),
        .init(
          proposal: .begin(GestureValue(location: Point(x: 100, y: 100))), attempt: 1,
          deadline: Timestamp(seconds: 0.5)),
        .init(proposal: .cancel(GestureReason(code: "gone", detail: "gone")), attempt: 1, deadline: nil),
      ]), named: "offender")
    var events: [GestureEvent] = []
    try engine.process(sample(0, .down), into: &events)
    try engine.process(sample(1, .move, 120), into: &events)
    #expect(try lines(events, engine) == ["1.000 offender began", "1.000 offender cancelled"])
    // And through advance, a deadline behind the clock fires at the clock.
    var other = GestureEngine()
    _ = try other.add(
      ScriptedRecognizer([
        .init(proposal: .none, attempt: 1, deadline: Timestamp(seconds: 0.2)),
        .init(proposal: .fail(GestureReason(code: "late", detail: "late")), attempt: nil),
      ]), named: "offender")
    var more: [GestureEvent] = []
    try other.process(sample(0, .down), into: &more)
    try other.advance(to: 0.1, into: &more)
    try other.process(sample(0.3, .move, 120), into: &more)
    #expect(more.map(\.time) == [Timestamp(seconds: 0.2)])
    #expect(other._invariantViolations().isEmpty)
  }
}
