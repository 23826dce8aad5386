import GestureKitLite
import Testing

/// The viewer defends itself as the engine does: an event it cannot apply,
/// given to ``ImageViewer/handle(_:from:into:)``, is refused and recorded in
/// the viewer's diagnostics; a proposal of a recognizer of your own that
/// plays a standard part with a value the part cannot have is refused by the
/// engine and recorded in the engine's (issue 27).
@Suite("robustness: the viewer refuses what it cannot apply")
struct ViewerDefenceTests {
  private static let pinchName = RecognizerName("pinch")!

  private func pinch(_ time: Double, _ state: RecognizerState, scale: Double = 1) -> GestureEvent {
    GestureEvent(
      time: Timestamp(seconds: time), recognizer: StandardRecognizer.pinch.id, name: Self.pinchName,
      state: state, value: GestureValue(location: Point(x: 195, y: 422), scale: scale))
  }

  private func entry(
    _ time: Double, _ part: StandardRecognizer, _ state: RecognizerState,
    _ problem: ImageViewerDiagnostics.Problem
  ) -> ImageViewerDiagnostics.Entry {
    ImageViewerDiagnostics.Entry(time: Timestamp(seconds: time), part: part, state: state, problem: problem)
  }

  @Test("a pinch with a negative or NaN scale given to handle is refused, and the zoom stays finite")
  func negativeScaleThroughHandle() throws {
    var viewer = try ImageViewer(configuration: GestureConfiguration())
    var events: [ImageViewerEvent] = []
    viewer.handle(pinch(0.1, .began), from: .pinch, into: &events)
    viewer.handle(pinch(0.2, .changed, scale: 2), from: .pinch, into: &events)
    viewer.handle(pinch(0.3, .changed, scale: -1), from: .pinch, into: &events)
    #expect(viewer.state.zoomScale == 2)
    // A refused end still ends the pinch: it settles where it is.
    viewer.handle(pinch(0.4, .ended, scale: .nan), from: .pinch, into: &events)
    viewer.advance(to: Timestamp(seconds: 2), into: &events)
    #expect(
      viewer.diagnostics.recent == [
        entry(0.3, .pinch, .changed, .valueOutOfRange(.scale)),
        entry(0.4, .pinch, .ended, .nonFiniteValue(.scale)),
      ])
    #expect(events.map(\.kind) == [.zoomEnded(scale: 2)])
    #expect(viewer.state.zoomScale == 2)
    #expect(viewer._invariantViolations().isEmpty)
  }

  @Test("a pinch changed with scale 0 before it began is refused, not taken for a pinch joined late")
  func changedBeforeBegan() throws {
    var viewer = try ImageViewer(configuration: GestureConfiguration())
    var events: [ImageViewerEvent] = []
    viewer.handle(pinch(0.1, .changed, scale: 0), from: .pinch, into: &events)
    viewer.handle(pinch(0.2, .changed, scale: 3), from: .pinch, into: &events)
    viewer.handle(pinch(0.3, .ended, scale: 3), from: .pinch, into: &events)
    #expect(
      viewer.diagnostics.recent == [
        entry(0.1, .pinch, .changed, .notBegun), entry(0.2, .pinch, .changed, .notBegun),
        entry(0.3, .pinch, .ended, .notBegun),
      ])
    #expect(events.isEmpty)
    #expect(viewer.state.zoomScale == 1)
    #expect(viewer._invariantViolations().isEmpty)
  }

  @Test("a began refused for its values makes the rest of that gesture refused too")
  func refusedBeganClosesTheGesture() throws {
    var viewer = try ImageViewer(configuration: GestureConfiguration())
    var events: [ImageViewerEvent] = []
    viewer.handle(pinch(0.1, .began, scale: 2e6), from: .pinch, into: &events)
    viewer.handle(pinch(0.2, .changed, scale: 2), from: .pinch, into: &events)
    viewer.handle(pinch(0.3, .cancelled), from: .pinch, into: &events)
    #expect(
      viewer.diagnostics.recent.map(\.problem) == [.valueOutOfRange(.scale), .notBegun, .notBegun])
    #expect(viewer.state.zoomScale == 1)
  }

  @Test("events out of time order, begun twice, or in a state their part does not have are refused")
  func orderAndStates() throws {
    var viewer = try ImageViewer(configuration: GestureConfiguration())
    var events: [ImageViewerEvent] = []
    viewer.advance(to: Timestamp(seconds: 1))
    viewer.handle(pinch(0.5, .began), from: .pinch, into: &events)
    viewer.handle(pinch(1.1, .began), from: .pinch, into: &events)
    viewer.handle(pinch(1.2, .began), from: .pinch, into: &events)
    viewer.handle(pinch(1.3, .recognized), from: .pinch, into: &events)
    let tap = GestureEvent(
      time: Timestamp(seconds: 1.4), recognizer: StandardRecognizer.tap.id, name: RecognizerName("tap")!,
      state: .began)
    viewer.handle(tap, from: .tap, into: &events)
    #expect(
      viewer.diagnostics.recent == [
        entry(0.5, .pinch, .began, .outOfOrder(viewerTime: Timestamp(seconds: 1))),
        entry(1.2, .pinch, .began, .alreadyBegun), entry(1.3, .pinch, .recognized, .unexpectedState),
        entry(1.4, .tap, .began, .unexpectedState),
      ])
    #expect(viewer.state.chromeVisible)
  }

  @Test("locations and translations beyond twice the coordinate limit are refused")
  func positionsOutOfRange() throws {
    var viewer = try ImageViewer(configuration: GestureConfiguration())
    var events: [ImageViewerEvent] = []
    let pan = { (time: Double, state: RecognizerState, translation: Point) in
      GestureEvent(
        time: Timestamp(seconds: time), recognizer: StandardRecognizer.pan.id, name: RecognizerName("pan")!,
        state: state, value: GestureValue(location: Point(x: 195, y: 422), translation: translation))
    }
    viewer.handle(pan(0.1, .began, Point(x: -10, y: 0)), from: .pan, into: &events)
    viewer.handle(pan(0.2, .changed, Point(x: -2e9, y: 0)), from: .pan, into: &events)
    viewer.handle(pan(0.3, .changed, Point(x: -2.000_001e9, y: 0)), from: .pan, into: &events)
    #expect(viewer.diagnostics.recent.map(\.problem) == [.valueOutOfRange(.translation)])
    #expect(viewer.state.pageStripOffset.isFinite)
    #expect(ImageViewerDiagnostics().count == 0)
  }

  // MARK: Through a session

  /// Frames of one finger: down at 0, a move every 10 ms.
  private func frames(_ count: Int) -> [TouchFrame] {
    (0..<count).map { index in
      let time = Double(index) * 0.01
      return TouchFrame(
        time: time,
        samples: [
          TouchSample(
            time: time, phase: index == 0 ? .down : .move, id: TouchID(1),
            location: Point(x: 195, y: 422 + Double(index)))
        ])
    }
  }

  @Test("a plug-in playing the pinch with a negative scale is refused by the engine; the viewer stays finite")
  func plugInNegativeScale() throws {
    var engine = GestureEngine()
    let value = { (scale: Double) in GestureValue(location: Point(x: 195, y: 422), scale: scale) }
    let steps: [ScriptedRecognizer.Step] = [
      .init(proposal: .begin(value(1)), attempt: 1), .init(proposal: .change(value(2)), attempt: 1),
      .init(proposal: .change(value(-1)), attempt: 1), .init(proposal: .change(value(0)), attempt: 1),
      .init(proposal: .end(value(.nan)), attempt: nil),
    ]
    try engine.add(ScriptedRecognizer(steps), as: .pinch)
    var session = try ImageViewerSession(engine: engine, configuration: GestureConfiguration())
    var output: [ImageViewerSession.Output] = []
    for frame in frames(5) {
      try session.process(frame, into: &output)
      #expect(session._invariantViolations().isEmpty)
    }
    try session.advance(to: 2, into: &output)
    #expect(
      output.map(\.description) == [
        "0.000 pinch began location=195,422", "0.010 pinch changed location=195,422 scale=2",
        "0.040 pinch cancelled why=abandoned: its attempt ended while its gesture was still going",
        "0.040 viewer zoomEnded scale=2",
      ])
    #expect(
      session.engine.diagnostics.recent.map(\.problem) == [
        .invalidValue(.scale), .invalidValue(.scale), .invalidValue(.scale), .attemptEndedWhileActive,
      ])
    #expect(
      session.engine.diagnostics.recent.map(\.time) == [0.02, 0.03, 0.04, 0.04].map(Timestamp.init(seconds:)))
    #expect(session.viewer.state.zoomScale == 2)
    #expect(session._invariantViolations().isEmpty)
  }

  @Test("a plug-in playing the pan with NaN or infinite values cannot make the offset NaN")
  func plugInNonFinitePan() throws {
    var configuration = GestureConfiguration()
    configuration.initialZoom = 2
    var engine = GestureEngine()
    let steps: [ScriptedRecognizer.Step] = [
      .init(proposal: .begin(GestureValue(location: Point(x: 195, y: 422))), attempt: 1),
      .init(proposal: .change(GestureValue(location: Point(x: .nan, y: 422))), attempt: 1),
      .init(proposal: .change(GestureValue(translation: Point(x: 0, y: .infinity))), attempt: 1),
      .init(proposal: .end(GestureValue(velocity: Point(x: -.infinity, y: 0))), attempt: nil),
    ]
    try engine.add(ScriptedRecognizer(steps), as: .pan)
    var session = try ImageViewerSession(engine: engine, configuration: configuration)
    var output: [ImageViewerSession.Output] = []
    for frame in frames(4) { try session.process(frame, into: &output) }
    try session.advance(to: 5, into: &output)
    #expect(
      session.engine.diagnostics.recent.map(\.problem) == [
        .invalidValue(.location), .invalidValue(.translation), .invalidValue(.velocity),
        .attemptEndedWhileActive,
      ])
    #expect(session.viewer.state.contentOffset.isFinite)
    #expect(!session.viewer.isAnimating)
    #expect(session._invariantViolations().isEmpty)
  }

  @Test("a plug-in that plays no part keeps its own values, NaN included: they are its host's business")
  func plugInWithoutPartKeepsItsValues() throws {
    var engine = GestureEngine()
    let steps: [ScriptedRecognizer.Step] = [
      .init(proposal: .begin(GestureValue(angle: .nan)), attempt: 1),
      .init(proposal: .end(GestureValue(scale: -1)), attempt: nil),
    ]
    try engine.add(ScriptedRecognizer(steps), named: "knob")
    var session = try ImageViewerSession(engine: engine, configuration: GestureConfiguration())
    var output: [ImageViewerSession.Output] = []
    for frame in frames(2) { try session.process(frame, into: &output) }
    #expect(output.map(\.description) == ["0.000 knob began angle=nan", "0.010 knob ended scale=-1"])
    #expect(session.engine.diagnostics == EngineDiagnostics())
  }

  @Test("the standard set's own recognizers, added to an engine of its own out of order, are not checked")
  func builtInOutOfOrderUnchecked() throws {
    let configuration = GestureConfiguration()
    var engine = GestureEngine()
    try engine.add(PanRecognizer(configuration: .init(configuration)), as: .pan)
    try engine.add(PinchRecognizer(configuration: .init(configuration)), as: .pinch)
    try engine.allowSimultaneousRecognition(RecognizerID(index: 0), RecognizerID(index: 1))
    var session = try ImageViewerSession(engine: engine, configuration: configuration)
    var output: [ImageViewerSession.Output] = []
    for frame in frames(20) { try session.process(frame, into: &output) }
    try session.advance(to: 3, into: &output)
    #expect(output.contains { if case .recognizer(let event) = $0 { event.state == .began } else { false } })
    #expect(session.viewer.diagnostics == ImageViewerDiagnostics())
    #expect(session.engine.diagnostics == EngineDiagnostics())
  }
}
