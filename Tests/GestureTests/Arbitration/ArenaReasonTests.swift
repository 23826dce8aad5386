import GestureKitLite
import Testing

/// The reasons the arena gives when it, not the recognizer, ends an attempt
/// (SPEC §6.1): another recognizer won, a recognizer required to fail
/// succeeded, the should-begin predicate refused, the system cancelled, the
/// touches lifted before a recognizer of your own decided.
@Suite("reasons: the arena's decisions")
struct ArenaReasonTests {
  let center = Point(x: 195, y: 422)

  @Test("a tap fails with requiredFailed when the double tap it waits for is recognized")
  func tapWaitsForDoubleTap() throws {
    var script = TouchScript()
    script.tap(1, at: center, time: 0, duration: 0.08)
    script.tap(2, at: center, time: 0.2, duration: 0.07)
    let lines = try script.failureLines()
    #expect(lines == ["0.270 tap failed why=requiredFailed: doubleTap succeeded, and it had to fail first"])
  }

  @Test("a pan fails with requiredFailed when the pull-down it waits for begins")
  func panWaitsForPullDown() throws {
    var script = TouchScript()
    script.drag(1, from: center, to: Point(x: 195, y: 542), time: 0, duration: 0.2)
    let lines = try script.failureLines()
    #expect(
      lines.contains("0.025 pan failed why=requiredFailed: pullDown succeeded, and it had to fail first"))
  }

  @Test("a tap still within its slop fails with excludedBy when a pan takes the touch")
  func panExcludesTap() throws {
    var script = TouchScript()
    script.drag(1, from: center, to: Point(x: 235, y: 422), time: 0, duration: 0.1)
    let configuration = try FailureReasonTests.configuration(["tapSlop": "50"])
    let lines = try script.failureLines(configuration)
    #expect(
      lines == [
        "0.033 pullDown failed why=notDownward: dragged 90° from straight down (pullDownMaxAngle 30)",
        "0.033 doubleTap failed why=excludedBy: pan won the touches",
        "0.033 tap failed why=excludedBy: pan won the touches",
      ])
  }

  @Test("a recognizer the host's predicate refuses fails with notAllowed")
  func hostRefuses() throws {
    var script = TouchScript()
    script.drag(1, from: center, to: Point(x: 195, y: 542), time: 0, duration: 0.2)
    var engine = try GestureEngine(standardSetWith: GestureConfiguration())
    let events = try script.events(engine: &engine) { $0 != StandardRecognizer.pullDown.id }
    let failure = try #require(events.first { $0.recognizer == StandardRecognizer.pullDown.id })
    #expect(failure.state == .failed)
    #expect(failure.reason == .refusedByHost)
    #expect(failure.reason?.description == "notAllowed: the host's should-begin predicate refused it")
  }

  /// A drag down from 1 s on, after `before`.
  private func pullDownLines(
    after before: (inout TouchScript) -> Void, at time: Double = 1, _ settings: [String: String] = [:]
  ) throws -> [String] {
    var script = TouchScript()
    before(&script)
    script.drag(9, from: center, to: Point(x: 195, y: 542), time: time, duration: 0.2)
    return try script.failureLines(FailureReasonTests.configuration(settings)).filter {
      $0.contains("pullDown failed")
    }
  }

  @Test("a pull-down while zoomed in is refused with the zoom and initialZoom")
  func zoomedIn() throws {
    let lines = try pullDownLines(after: { script in
      script.tap(1, at: center, time: 0, duration: 0.05)
      script.tap(2, at: center, time: 0.15, duration: 0.05)
    })
    #expect(lines == ["1.025 pullDown failed why=notAllowed: zoomed to 4, above initialZoom 1"])
  }

  @Test("a pull-down with pullDownEnabled off is refused for that")
  func disabled() throws {
    let lines = try pullDownLines(after: { _ in }, ["pullDownEnabled": "false"])
    #expect(lines == ["1.025 pullDown failed why=notAllowed: pullDownEnabled is off"])
  }

  @Test("a pull-down after a dismissal is refused for that")
  func dismissed() throws {
    let lines = try pullDownLines(
      after: { script in
        script.drag(1, from: center, to: Point(x: 195, y: 642), time: 0, duration: 0.2)
      }, at: 2)
    #expect(lines == ["2.025 pullDown failed why=notAllowed: the viewer is dismissed"])
  }

  @Test("a pull-down while the last one's image returns is refused for that")
  func restoring() throws {
    let lines = try pullDownLines(
      after: { script in
        script.drag(1, from: center, to: Point(x: 195, y: 472), time: 0, duration: 0.2, rest: 0.1)
      }, at: 0.35)
    #expect(
      lines == [
        "0.375 pullDown failed why=notAllowed: the image is still on its way back from the last pull-down"
      ])
  }

  @Test("a pull-down while a pinch below minZoom springs back is refused for that")
  func zoomAnimating() throws {
    let lines = try pullDownLines(
      after: { script in
        script.drag(1, from: Point(x: 95, y: 422), to: Point(x: 155, y: 422), time: 0, duration: 0.2)
        script.drag(2, from: Point(x: 295, y: 422), to: Point(x: 235, y: 422), time: 0, duration: 0.2)
      }, at: 0.3)
    #expect(lines.last == "0.325 pullDown failed why=notAllowed: the zoom is still animating")
  }

  @Test("a system cancel fails what was trying with touchCancelled")
  func cancelled() throws {
    var script = TouchScript()
    script.down(1, 195, 422, at: 0)
    script.cancel(1, 195, 422, at: 0.05)
    let lines = try script.failureLines()
    #expect(
      lines == [
        "0.050 doubleTap failed why=touchCancelled: the system cancelled the touches",
        "0.050 tap failed why=touchCancelled: the system cancelled the touches",
        "0.050 pullDown failed why=touchCancelled: the system cancelled the touches",
        "0.050 pan failed why=touchCancelled: the system cancelled the touches",
      ])
  }

  @Test("a recognizer of your own that leaves its attempt open fails with released when the touches lift")
  func attemptLeftOpen() throws {
    var engine = GestureEngine()
    let offender = try engine.add(MisbehavingRecognizer(.neverEndsAttempt), named: "offender")
    let tap = try engine.add(TapRecognizer(configuration: .init(GestureConfiguration())), named: "tap")
    try engine.require(tap, toFail: offender)
    var events: [GestureEvent] = []
    let touch = TouchID(1)
    try engine.process(TouchSample(time: 0, phase: .down, id: touch, location: center), into: &events)
    try engine.process(TouchSample(time: 0.09, phase: .up, id: touch, location: center), into: &events)
    try engine.flush(into: &events)
    #expect(
      events.map(\.description) == [
        "0.090 offender failed why=released: its touches lifted before it decided",
        "0.090 tap recognized location=195,422 touchCount=1",
      ])
  }

  @Test("a recognizer of your own whose deadline stands still fails with stuckDeadline")
  func stuckDeadline() throws {
    var engine = GestureEngine()
    try engine.add(MisbehavingRecognizer(.deadlineGoesBack), named: "offender")
    var events: [GestureEvent] = []
    try engine.process(TouchSample(time: 0, phase: .down, id: TouchID(1), location: center), into: &events)
    try engine.advance(to: 1, into: &events)
    #expect(events.first?.reason?.code == "stuckDeadline")
  }
}
