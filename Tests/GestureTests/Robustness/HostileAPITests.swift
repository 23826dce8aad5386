import GestureKitLite
import Testing

/// What a careless or hostile caller of the public Swift API meets: a thrown,
/// typed error with a message, never a trap, a hang or a half-applied input
/// (issue 13).
@Suite("robustness: the public API")
struct HostileAPITests {
  private func sample(
    _ time: Double, _ phase: TouchSample.Phase, _ id: UInt64 = 1, _ x: Double = 195, _ y: Double = 400
  ) -> TouchSample {
    TouchSample(time: time, phase: phase, id: TouchID(id), location: Point(x: x, y: y))
  }

  // MARK: Recognizer IDs

  @Test("an unknown recognizer ID is a thrown error from every engine call that takes one")
  func unknownRecognizerIDs() throws {
    var engine = try GestureEngine(standardSetWith: GestureConfiguration())
    let unknown = RecognizerID(index: 7)
    let expected = GestureEngineError(.unknownRecognizer(unknown, recognizerCount: 5))
    #expect(throws: expected) { try engine.state(of: unknown) }
    #expect(throws: expected) { try engine.name(of: unknown) }
    #expect(throws: expected) { try engine.recognizer(unknown) }
    #expect(throws: expected) { try engine.require(unknown, toFail: StandardRecognizer.tap.id) }
    #expect(throws: expected) { try engine.require(StandardRecognizer.tap.id, toFail: unknown) }
    #expect(throws: expected) { try engine.allowSimultaneousRecognition(StandardRecognizer.pan.id, unknown) }
    #expect(throws: GestureEngineError(.unknownRecognizer(RecognizerID(index: -1), recognizerCount: 5))) {
      try engine.state(of: RecognizerID(index: -1))
    }
    #expect(expected.description == "no recognizer has id 7; expected an id from 0 to 4")
    var empty = GestureEngine()
    #expect(throws: GestureEngineError(.unknownRecognizer(StandardRecognizer.tap.id, recognizerCount: 0))) {
      try empty.allowSimultaneousRecognition(StandardRecognizer.tap.id, StandardRecognizer.pan.id)
    }
  }

  // MARK: Configuration set through properties

  struct BadSetting: Sendable, CustomStringConvertible {
    var description: String
    var change: @Sendable (inout GestureConfiguration) -> Void
    var message: String
  }

  static let badSettings: [BadSetting] = [
    .init(
      description: "pageCount -1", change: { $0.pageCount = -1 },
      message: "invalid value '-1' for pageCount: expected a whole number from 1 to 1000000"),
    .init(
      description: "pageCount 0", change: { $0.pageCount = 0 },
      message: "invalid value '0' for pageCount: expected a whole number from 1 to 1000000"),
    .init(
      description: "maxZoom NaN", change: { $0.maxZoom = .nan },
      message: "invalid value 'nan' for maxZoom: expected a number from 0.01 to 100"),
    .init(
      description: "minZoom 4 above maxZoom 1",
      change: {
        $0.minZoom = 4
        $0.maxZoom = 1
        $0.doubleTapZoom = 1
      }, message: "minZoom 4 is greater than maxZoom 1"),
    .init(
      description: "a 0×0 viewport",
      change: {
        $0.viewportWidth = 0
        $0.viewportHeight = 0
      }, message: "invalid value '0' for viewportWidth: expected a number from 1 to 1000000"),
    .init(
      description: "a negative slop", change: { $0.panSlop = -3 },
      message: "invalid value '-3' for panSlop: expected a number from 0 to 1000000"),
    .init(
      description: "an infinite settle", change: { $0.settle = .infinity },
      message: "invalid value 'inf' for settle: expected a number from 0 to 1000000"),
  ]

  @Test(
    "a configuration set through its properties is checked by every consumer that runs on it",
    arguments: badSettings)
  func propertiesAreChecked(_ bad: BadSetting) throws {
    var configuration = GestureConfiguration()
    bad.change(&configuration)
    #expect(throws: ConfigurationError.self) { try configuration.validated() }
    #expect((try? configuration.validated()) == nil)
    do {
      _ = try configuration.validated()
    } catch {
      #expect(error.description == bad.message)
    }
    #expect(throws: ConfigurationError.self) { try ImageViewerSession(configuration: configuration) }
    #expect(throws: ConfigurationError.self) { try ImageViewer(configuration: configuration) }
    #expect(throws: ConfigurationError.self) { try GestureEngine(standardSetWith: configuration) }
    #expect(throws: ConfigurationError.self) { try PanRecognizer.Configuration(configuration) }
  }

  // MARK: Times and coordinates

  @Test("NaN, infinite and out-of-range coordinates and times are refused by the engine, on every path")
  func nonFiniteInputIsRefused() throws {
    var session = ImageViewerSession()
    var output: [ImageViewerSession.Output] = []
    try session.process(TouchFrame(time: 0, samples: [sample(0, .down)]), into: &output)
    let before = session.viewer.state
    let hostile: [(TouchSample, TouchStreamError.Kind)] = [
      (sample(0.1, .move, 1, .nan, 400), .nonFiniteNumber("nan")),
      (sample(0.1, .move, 1, 195, .infinity), .nonFiniteNumber("inf")),
      (sample(0.1, .move, 1, 2e9, 400), .coordinateOutOfRange(2e9)),
      (sample(2e10, .move), .timeOutOfRange(2e10)),
      (sample(.nan, .move), .nonFiniteNumber("nan")),
    ]
    for (bad, kind) in hostile {
      // A frame of moves (the engine's shortest path), a general frame, and one sample.
      #expect(throws: GestureEngineError(.invalidSample(kind), sampleIndex: 0)) {
        try session.process(TouchFrame(time: bad.time, samples: [bad]), into: &output)
      }
      var down = bad
      down.phase = .down
      down.id = TouchID(2)
      #expect(throws: GestureEngineError(.invalidSample(kind), sampleIndex: 0)) {
        try session.process(TouchFrame(time: bad.time, samples: [down]), into: &output)
      }
      #expect(throws: GestureEngineError(.invalidSample(kind))) { try session.process(bad, into: &output) }
    }
    #expect(output.isEmpty)
    #expect(session.viewer.state == before)
    #expect(session.engine.touchesDown.count == 1)
    // A double tap after all that zooms to finite numbers.
    for (time, phase) in [(0.05, TouchSample.Phase.up), (0.15, .down), (0.2, .up)] {
      try session.process(TouchFrame(time: time, samples: [sample(time, phase)]), into: &output)
    }
    try session.advance(to: 2, into: &output)
    #expect(session.viewer.state.zoomScale == 4)
    #expect(session.viewer.state.contentOffset.isFinite)
  }

  @Test("a velocity tracker fed times further apart than an Int64 counts gives a finite velocity")
  func velocityTrackerAtExtremeTimes() {
    var tracker = VelocityTracker()
    tracker.add(Point(x: 100, y: 400), at: Timestamp(microseconds: .min))
    tracker.add(Point(x: 300, y: 400), at: Timestamp(microseconds: .max - 10))
    tracker.add(Point(x: 300, y: 400), at: Timestamp(microseconds: .max))
    #expect(tracker.velocity.isFinite)
    #expect(tracker.isResting == false)
    var far = VelocityTracker()
    far.add(Point(x: 0, y: 0), at: Timestamp(microseconds: .min))
    far.add(Point(x: 0, y: 0), at: Timestamp(microseconds: .max))
    #expect(far.isResting)
    #expect(far.velocity == .zero)
  }

  // MARK: Nothing half-applied

  @Test("samples given one by one, then a refused frame: the samples still wait, the clock has not moved")
  func refusedFrameLeavesPendingSamples() throws {
    var engine = try GestureEngine(standardSetWith: GestureConfiguration())
    var events: [GestureEvent] = []
    try engine.process(sample(0, .down), into: &events)
    try engine.process(sample(0.1, .up), into: &events)  // delivers the down; the up waits
    let clock = engine.currentTime
    #expect(engine.touchesDown.count == 1)
    // Refused: touch 3 is not down.
    #expect(throws: GestureEngineError.self) {
      try engine.process(TouchFrame(time: 0.2, samples: [sample(0.2, .move, 3)]), into: &events)
    }
    #expect(engine.currentTime == clock)
    #expect(engine.touchesDown.count == 1)
    // The waiting up is delivered with its frame, as if nothing had happened.
    try engine.flush(into: &events)
    #expect(engine.touchesDown.count == 0)
    #expect(engine.currentTime == Timestamp(seconds: 0.1))
  }

  @Test("a system cancel earlier than the samples waiting is refused and changes nothing")
  func refusedCancelChangesNothing() throws {
    var engine = try GestureEngine(standardSetWith: GestureConfiguration())
    var events: [GestureEvent] = []
    try engine.process(sample(0, .down), into: &events)
    try engine.process(sample(0.5, .move), into: &events)
    #expect(throws: GestureEngineError.self) { try engine.cancelAllTouches(at: 0.2, into: &events) }
    #expect(engine.currentTime == Timestamp(seconds: 0))
    try engine.cancelAllTouches(at: 0.6, into: &events)
    #expect(engine.touchesDown.count == 0)
    #expect(engine._invariantViolations().isEmpty)
  }

  // MARK: The viewer

  @Test("a hand-made event with NaN values is ignored by the viewer, which stays finite")
  func viewerIgnoresNonFiniteValues() throws {
    var viewer = try ImageViewer(configuration: GestureConfiguration())
    var events: [ImageViewerEvent] = []
    let forged = GestureEvent(
      time: Timestamp(seconds: 0.3), recognizer: StandardRecognizer.doubleTap.id,
      name: RecognizerName("doubleTap")!,
      state: .recognized,
      value: GestureValue(location: Point(x: .nan, y: .nan)))
    viewer.advance(to: forged.time)
    viewer.handle(forged, from: .doubleTap, into: &events)
    viewer.advance(to: Timestamp(seconds: 2))
    #expect(events.isEmpty)
    #expect(viewer.state.contentOffset.isFinite)
    #expect(viewer.state.zoomScale == 1)
  }
}
