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
  public private(set) var engine: GestureEngine
  /// The viewer model.
  public internal(set) var viewer: ImageViewer
  /// The engine's events; those from ``deliveredEventCount`` on are new.
  ///
  /// Emptying an array costs about as much as a frame's pan, however few
  /// events it holds, so the buffer is emptied once it holds
  /// ``eventsKeptBeforeEmptying`` events rather than after every frame.
  private var recognizerEvents: [GestureEvent] = []
  private var deliveredEventCount = 0
  private static let eventsKeptBeforeEmptying = 64
  private var viewerEvents: [ImageViewerEvent] = []
  /// The recognizer that plays the pull-down part, gated on the viewer;
  /// index −1 when none does.
  private let pullDownID: RecognizerID
  /// How many recognizers from index 0 play the part of the same raw value
  /// (5 for the standard set): their role needs no lookup.
  private let rolesInOrder: Int

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

  // Each input comes in two forms: one appends the output to an array, the
  // other hands each item to a closure as it happens. The closure form has
  // no buffer to fill and empty; it is the cheaper one for a host that
  // consumes items at once. `handle` must not use the session: it runs while
  // the session is being changed. Both forms give the same items in the same
  // order: a recognizer event, then the viewer events it caused.

  /// Processes one frame of touches.
  ///
  /// - Throws: ``GestureEngineError`` for a sample that breaks SPEC §2.3's
  ///   rules; nothing changes then.
  public mutating func process(_ frame: TouchFrame, into output: inout [Output]) throws(GestureEngineError) {
    try process(frame) { output.append($0) }
  }

  /// Processes one frame of touches, handing each output item to `handle`.
  ///
  /// - Throws: ``GestureEngineError``; nothing changes then.
  public mutating func process(_ frame: TouchFrame, handle: (Output) -> Void) throws(GestureEngineError) {
    try frame.samples.withUnsafeBufferPointer { (samples) throws(GestureEngineError) in
      try process(frameAt: frame.time, samples: samples, path: .fastest, handle: handle)
    }
  }

  /// Processes one frame given as a buffer of samples (a part of a larger
  /// buffer): the package's own player and benchmark.
  ///
  /// The package's, not an embedder's: a host reuses one ``TouchFrame`` instead
  /// (see ``process(_:handle:)-(TouchFrame,_)``).
  package mutating func process(
    frameAt time: Double, samples: UnsafeBufferPointer<TouchSample>, into output: inout [Output]
  ) throws(GestureEngineError) {
    try process(frameAt: time, samples: samples, path: .fastest) { output.append($0) }
  }

  /// Processes one frame given as a buffer of samples, handing each output
  /// item to `handle`: the path that allocates nothing and copies least.
  ///
  /// For the package's player and benchmark, like
  /// ``process(frameAt:samples:into:)``.
  package mutating func process(
    frameAt time: Double, samples: UnsafeBufferPointer<TouchSample>, handle: (Output) -> Void
  ) throws(GestureEngineError) {
    try process(frameAt: time, samples: samples, path: .fastest, handle: handle)
  }

  /// Processes one frame along `path` (see ``GestureEngine/DeliveryPath``).
  @inline(__always)
  mutating func process(
    frameAt time: Double, samples: UnsafeBufferPointer<TouchSample>, path: GestureEngine.DeliveryPath,
    handle: (Output) -> Void
  ) throws(GestureEngineError) {
    let gate = viewer.pullDownGate
    let zoom = viewer.state.zoomScale
    let initialZoom = viewer.configuration.initialZoom
    let pullDownID = pullDownID
    try engine.process(
      frameAt: time, samples: samples, into: &recognizerEvents,
      shouldBegin: {
        $0 != pullDownID ? nil : gate.refusal(zoom: zoom, initialZoom: initialZoom)
      }, path: path)
    // The engine's clock is now the frame's time, already in microseconds.
    deliver(until: engine.currentTime ?? Timestamp(seconds: time), handle: handle)
  }

  /// Processes one sample; samples are grouped into frames by time, as
  /// ``GestureEngine/process(_:into:shouldBegin:)-(TouchSample,_,_)`` does.
  public mutating func process(_ sample: TouchSample, into output: inout [Output]) throws(GestureEngineError)
  {
    try process(sample) { output.append($0) }
  }

  /// Processes one sample, handing each output item to `handle`.
  public mutating func process(_ sample: TouchSample, handle: (Output) -> Void) throws(GestureEngineError) {
    let gate = viewer.pullDownGate
    let zoom = viewer.state.zoomScale
    let initialZoom = viewer.configuration.initialZoom
    let pullDownID = pullDownID
    try engine.process(
      sample, into: &recognizerEvents,
      shouldBegin: { $0 != pullDownID ? nil : gate.refusal(zoom: zoom, initialZoom: initialZoom) },
      path: .fastest)
    // The sample's own frame is delivered later; the clock is where the engine is.
    if let now = engine.currentTime { deliver(until: now, handle: handle) }
  }

  /// Delivers the samples collected by ``process(_:into:)-(TouchSample,_)`` as one frame.
  public mutating func flush(into output: inout [Output]) throws(GestureEngineError) {
    try flush { output.append($0) }
  }

  /// Delivers the samples collected by ``process(_:handle:)-(TouchSample,_)``
  /// as one frame, handing each output item to `handle`.
  public mutating func flush(handle: (Output) -> Void) throws(GestureEngineError) {
    let gate = viewer.pullDownGate
    let zoom = viewer.state.zoomScale
    let initialZoom = viewer.configuration.initialZoom
    let pullDownID = pullDownID
    engine.flush(
      into: &recognizerEvents,
      shouldBegin: { $0 != pullDownID ? nil : gate.refusal(zoom: zoom, initialZoom: initialZoom) },
      path: .fastest)
    if let now = engine.currentTime { deliver(until: now, handle: handle) }
  }

  /// Advances the clock to `time` seconds: deadlines fire and animations move.
  public mutating func advance(to time: Double, into output: inout [Output]) throws(GestureEngineError) {
    try advance(to: time) { output.append($0) }
  }

  /// Advances the clock to `time` seconds, handing each output item to `handle`.
  public mutating func advance(to time: Double, handle: (Output) -> Void) throws(GestureEngineError) {
    let gate = viewer.pullDownGate
    let zoom = viewer.state.zoomScale
    let initialZoom = viewer.configuration.initialZoom
    let pullDownID = pullDownID
    try engine.advance(
      to: time, into: &recognizerEvents,
      shouldBegin: { $0 != pullDownID ? nil : gate.refusal(zoom: zoom, initialZoom: initialZoom) },
      path: .fastest)
    deliver(until: Timestamp(seconds: time), handle: handle)
  }

  /// Hands the pending recognizer events to the viewer, each at its own time,
  /// then moves the viewer's animations on to `time`.
  // `@_transparent`, not `@inline(__always)`: with the latter the compiler
  // still kept this a call from the inputs (measured in docs/Performance.md).
  // An Embedded Swift build (the C library, the WebAssembly modules) keeps it
  // one function: inlined into each of the session's inputs, it made the live
  // module about 2 KB heavier gzipped.
  #if hasFeature(Embedded)
    @inline(never)
  #else
    @_transparent
  #endif
  private mutating func deliver(until time: Timestamp, handle: (Output) -> Void) {
    // A `while` loop, not `for` over a range: most frames bring one event, and
    // the range form made the compiler prepare the loop on every call. Each
    // event is read where it lies rather than copied out first (both measured
    // in docs/Performance.md).
    var index = deliveredEventCount
    while index < recognizerEvents.count {
      // Events of animations that ended by then (rare: most calls find none).
      if viewer.advanceReporting(to: recognizerEvents[index].time, into: &viewerEvents) { handOver(handle) }
      handle(.recognizer(recognizerEvents[index]))
      // Only the recognizers that play a standard part drive the viewer.
      if let recognizer = Self.role(
        of: recognizerEvents[index].recognizer, inOrder: rolesInOrder, roles: engine.roles)
      {
        viewer.apply(recognizerEvents[index], from: recognizer, into: &viewerEvents)
      }
      index += 1
      // Emptying an empty array still costs a call; most events leave the
      // viewer's buffer empty.
      guard !viewerEvents.isEmpty else { continue }
      handOver(handle)
    }
    deliveredEventCount = recognizerEvents.count
    if deliveredEventCount >= Self.eventsKeptBeforeEmptying {
      recognizerEvents.removeAll(keepingCapacity: true)
      deliveredEventCount = 0
    }
    if viewer.advanceReporting(to: time, into: &viewerEvents) { handOver(handle) }
    viewer.checkInvariants()
  }

  /// Hands the viewer's pending events to `handle` and empties their buffer.
  @inline(never)  // rare, from three places: inlined, it kept the viewer's dispatch out of the loop
  private mutating func handOver(_ handle: (Output) -> Void) {
    for viewerEvent in viewerEvents { handle(.viewer(viewerEvent)) }
    viewerEvents.removeAll(keepingCapacity: true)
  }

  /// The engine's and the viewer's invariants that do not hold; empty when all is well.
  public func _invariantViolations() -> [String] {
    engine._invariantViolations() + viewer._invariantViolations()
  }
}
