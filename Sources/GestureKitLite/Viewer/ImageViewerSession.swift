/// The standard recognizers wired to an image viewer: what a photo-viewer
/// host embeds.
///
/// It owns a ``GestureEngine`` with the standard set and an ``ImageViewer``,
/// gates the pull-down on the viewer (its zoom, `pullDownEnabled`) through the
/// engine's should-begin predicate (the only way the viewer reaches the
/// recognizers), and hands each recognizer event to the viewer at that
/// event's own time. Output comes in time order: a recognizer event, then the
/// viewer events it caused; an event of the viewer's animations (a strip
/// coming to rest with `pageChangedAt=rest`) at its own time, before any
/// recognizer event of a later time. At equal times the animation's event
/// comes first: the viewer is advanced to an event's time before it handles
/// the event, so the animation has ended by then.
///
/// ```swift
/// var session = ImageViewerSession()
/// var output: [ImageViewerSession.Output] = []
/// let down = TouchSample(time: 0, phase: .down, id: TouchID(1), location: Point(x: 195, y: 422))
/// try session.process(TouchFrame(time: 0, samples: [down]), into: &output)  // for each frame of touches
/// try session.advance(to: 0.5, into: &output)  // on a display tick, in the touches' seconds
/// session.viewer.state.zoomScale  // 1.0: read the state at any time
/// ```
public struct ImageViewerSession: Sendable {
  /// One thing that happened, in the order it happened.
  public enum Output: Equatable, Sendable {
    /// A recognizer changed state (or, for `changed`, its values).
    case recognizer(GestureEvent)
    /// The viewer did something in response.
    case viewer(ImageViewerEvent)
  }

  /// The recognizer engine: the standard set, or the one given to ``init(engine:viewer:)``.
  public internal(set) var engine: GestureEngine
  /// The viewer model.
  public internal(set) var viewer: ImageViewer
  /// The engine's events; those from ``deliveredEventCount`` on are not
  /// delivered yet.
  var recognizerEvents: [GestureEvent] = []
  var deliveredEventCount = 0
  /// The viewer's events not handed over yet.
  var viewerEvents: [ImageViewerEvent] = []
  /// The recognizer that plays the pull-down part, gated on the viewer;
  /// index −1 when none does.
  let pullDownID: RecognizerID
  /// How many recognizers from index 0 play the part of the same raw value
  /// (5 for the standard set): their part needs no lookup.
  let rolesInOrder: Int

  /// Creates a session: the standard recognizers and a viewer at rest.
  ///
  /// - Throws: ``ConfigurationError`` when `configuration` breaks a key's
  ///   range or a rule between keys; see ``GestureConfiguration/validated()``.
  public init(configuration: GestureConfiguration) throws(ConfigurationError) {
    self.init(checked: try configuration.validated())
  }

  /// Creates a session with SPEC §3's default configuration.
  public init() {
    self.init(checked: GestureConfiguration())
  }

  /// A session for a configuration already checked by ``GestureConfiguration/validated()``.
  init(checked configuration: GestureConfiguration) {
    self.init(
      engine: GestureEngine(standardSetWithChecked: configuration),
      viewer: ImageViewer(checked: configuration))
  }

  /// Creates a session over an engine you configured and a viewer you laid out.
  ///
  /// The engine may be the standard set with recognizers and rules of your
  /// own added (``GestureEngine/init(standardSetWith:)``, then
  /// ``GestureEngine/add(_:named:)``, ``GestureEngine/require(_:toFail:)``,
  /// ``GestureEngine/allowSimultaneousRecognition(_:_:)``), or a set of your
  /// own. Every recognizer's events reach you in the outputs, by name
  /// (``GestureEvent/name``); the viewer reacts only to those of the
  /// recognizers that play a standard part (``GestureEngine/add(_:as:)``,
  /// which the standard set uses) and does without the parts nobody plays.
  /// The session gates the pull-down part on the viewer, whichever
  /// recognizer plays it. The engine's thresholds are the engine's own; the
  /// viewer's come from its configuration.
  ///
  /// ```swift
  /// let configuration = GestureConfiguration()
  /// var engine = try GestureEngine(standardSetWith: configuration)
  /// let flick = try engine.add(PanRecognizer(configuration: .init(configuration)), named: "flick")
  /// try engine.allowSimultaneousRecognition(flick, StandardRecognizer.pan.id)
  /// let viewer = try ImageViewer(configuration: configuration, initialPage: 2)
  /// let session = ImageViewerSession(engine: engine, viewer: viewer)
  /// session.viewer.state.page  // 2
  /// session.engine.role(of: flick)  // nil: it plays no standard part
  /// ```
  ///
  /// - Parameters:
  ///   - engine: The recognizers and their rules, between gestures (no
  ///     touch down is best: the session takes the engine as it is).
  ///   - viewer: The viewer, at its initial page, with its image sizes.
  public init(engine: GestureEngine, viewer: ImageViewer) {
    self.engine = engine
    self.viewer = viewer
    pullDownID = engine.id(of: .pullDown) ?? RecognizerID(index: -1)
    rolesInOrder =
      StandardRecognizer.allCases.firstIndex { engine.id(of: $0) != RecognizerID(index: $0.rawValue) }
      ?? StandardRecognizer.allCases.count
    recognizerEvents.reserveCapacity(2 * Self.eventsKeptBeforeEmptying)
    viewerEvents.reserveCapacity(8)
  }

  // Each input appends its outputs to an array; the form that hands each
  // item to a closure instead is a facet (`ImageViewerSession+Handlers.swift`).

  /// Processes one frame of touches.
  ///
  /// - Throws: ``GestureEngineError`` for a sample that breaks SPEC §2.3's
  ///   rules; nothing changes then.
  public mutating func process(_ frame: TouchFrame, into output: inout [Output]) throws(GestureEngineError) {
    try process(frame) { output.append($0) }
  }

  /// Processes one sample; samples are grouped into frames by time, as
  /// ``GestureEngine/process(_:into:shouldBegin:)-(TouchSample,_,_)`` does.
  public mutating func process(_ sample: TouchSample, into output: inout [Output]) throws(GestureEngineError)
  {
    try process(sample) { output.append($0) }
  }

  /// Delivers the samples collected by ``process(_:into:)-(TouchSample,_)`` as one frame.
  public mutating func flush(into output: inout [Output]) throws(GestureEngineError) {
    try flush { output.append($0) }
  }

  /// Advances the clock to `time` seconds: deadlines fire and animations move.
  public mutating func advance(to time: Double, into output: inout [Output]) throws(GestureEngineError) {
    try advance(to: time) { output.append($0) }
  }

  /// Processes one frame along `path` (see ``GestureEngine/DeliveryPath``).
  @inline(__always)  // every frame of every host: inlined into the input it serves
  mutating func process(
    frameAt time: Double, samples: UnsafeBufferPointer<TouchSample>, path: GestureEngine.DeliveryPath,
    handle: (Output) -> Void
  ) throws(GestureEngineError) {
    if viewer.activity.wheelDeadline != nil {
      return try processDuringWheelGesture(frameAt: time, samples: samples, path: path, handle: handle)
    }
    // Native builds take the arena's quiet frames change by change
    // (`ImageViewerSession+QuietFrames.swift`); an Embedded Swift build
    // compiles none of it (see `GestureArena.decidesQuietFrames`).
    if GestureArena<RecognizerStore>.decidesQuietFrames, path == .fastest,
      processQuietFrame(at: time, samples, handle: handle)
    {
      return
    }
    try processInTurn(frameAt: time, samples: samples, path: path, handle: handle)
  }

  /// Processes a frame that the quiet-frame path does not take
  /// (`ImageViewerSession+QuietFrames.swift`): the engine's frame, then the
  /// delivery of its events.
  ///
  /// Out of line: inlined beside the quiet-frame path, it made the frame
  /// function too big for the optimizer, which then left small reads (an
  /// array's count, an event's value) as calls (docs/PerformanceHistory.md).
  @inline(never)
  mutating func processInTurn(
    frameAt time: Double, samples: UnsafeBufferPointer<TouchSample>, path: GestureEngine.DeliveryPath,
    handle: (Output) -> Void
  ) throws(GestureEngineError) {
    try gated { (engine, events, shouldBegin) throws(GestureEngineError) in
      try engine.process(frameAt: time, samples: samples, into: &events, shouldBegin: shouldBegin, path: path)
    }
    // The engine's clock is now the frame's time, already in microseconds.
    let now = engine.currentTime ?? Timestamp(seconds: time)
    switch path {
    case .fastest: deliverTuned(until: now, handle: handle)
    case .general: deliver(until: now, handle: handle)
    }
  }

  /// Runs `step` on the engine, with the viewer's pull-down gate as it is
  /// now for the engine's should-begin predicate.
  ///
  /// Every input asks through this one closure: the optimizer specializes
  /// the engine's delivery for each closure it is given, so one closure
  /// means one copy of it (docs/PerformanceHistory.md).
  @inline(__always)
  mutating func gated(
    _ step: (inout GestureEngine, inout [GestureEvent], ShouldBegin) throws(GestureEngineError) -> Void
  ) throws(GestureEngineError) {
    let gate = viewer.pullDownGate(for: pullDownID)
    try step(&engine, &recognizerEvents) { gate.refusal(for: $0) }
  }

  /// Hands the recognizer events not delivered yet to the viewer, each at
  /// its own time, then moves the viewer's animations on to `time`.
  ///
  /// Each event goes to the host, then to the viewer if its recognizer plays
  /// a standard part, then the viewer's events it caused go to the host.
  /// Before each event the viewer is advanced to its time, so an animation
  /// that ended by then reports first. Frames deliver along the tuned loop
  /// of `ImageViewerSession+TunedDelivery.swift`, which gives the same.
  mutating func deliver(until time: Timestamp, handle: (Output) -> Void) {
    for event in recognizerEvents[deliveredEventCount...] {
      viewer.advance(to: event.time, into: &viewerEvents)
      handOver(handle)
      handle(.recognizer(event))
      if let part = engine.role(of: event.recognizer) {
        viewer.applyOutOfLine(event, from: part, into: &viewerEvents)
      }
      handOver(handle)
    }
    recognizerEvents.removeAll(keepingCapacity: true)
    deliveredEventCount = 0
    viewer.advance(to: time, into: &viewerEvents)
    handOver(handle)
    viewer.checkInvariants()
  }

  /// Hands the viewer's pending events to `handle` and empties their buffer.
  mutating func handOver(_ handle: (Output) -> Void) {
    for viewerEvent in viewerEvents { handle(.viewer(viewerEvent)) }
    viewerEvents.removeAll(keepingCapacity: true)
  }

  /// The engine's and the viewer's invariants that do not hold; empty when all is well.
  public func _invariantViolations() -> [String] {
    engine._invariantViolations() + viewer._invariantViolations()
  }
}
