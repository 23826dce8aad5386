/// The gesture engine: touch frames in, recognizer events out.
///
/// An engine owns a set of recognizers, the touches that are down, and a clock
/// driven only by the timestamps it is given. Feed it frames (or samples, which
/// it groups into frames by time) and ticks; it appends the resulting
/// ``GestureEvent``s, in time order, to a buffer you own.
///
/// ```swift
/// var engine = GestureEngine(standardSetWith: GestureConfiguration())
/// var events: [GestureEvent] = []
/// try engine.process(TouchSample(time: 0.00, phase: .down, id: TouchID(1), location: Point(x: 195, y: 400)), into: &events)
/// try engine.process(TouchSample(time: 0.09, phase: .up, id: TouchID(1), location: Point(x: 195, y: 400)), into: &events)
/// try engine.advance(to: 1.0, into: &events)   // the double tap's wait runs out at 0.39
/// for event in events { print(event.time.seconds, engine.name(of: event.recognizer), event.state.name) }
/// // 0.39 doubleTap failed
/// // 0.39 tap recognized
/// ```
///
/// **Time.** A recognizer's deadline fires at its own time, before any sample
/// later than it, and its events carry that time. A sample at exactly a
/// deadline's time is processed first (thresholds are inclusive).
///
/// **Errors.** Every input is checked before anything changes; a refused input
/// leaves the engine as it was. Nothing traps.
///
/// - Complexity: Per sample, O(*r* + *k*) for *k* touches down and *r*
///   recognizers: all of them when a touch goes down or ends, only those that
///   need moves (``GestureRecognizer/needsMovement``) otherwise. No heap
///   allocation per sample beyond the events appended (keep the
///   buffer and call `removeAll(keepingCapacity: true)` to make that free too).
public struct GestureEngine: Sendable {
  /// The most recognizers one engine can hold.
  public static let maximumRecognizerCount = GestureArena.capacity

  /// The most times one recognizer's deadline may fire in one clock step: 16.
  ///
  /// A step is one frame, tick or `advance`; a standard recognizer needs two
  /// firings at most. Past it the recognizer is stopped (see ``EngineDiagnostics``).
  public static let maximumDeadlineFiringsPerStep = 16

  /// What the engine did about recognizers that broke ``GestureRecognizer``'s
  /// rules (a deadline that does not move on, an attempt left open); empty
  /// for the standard set.
  public var diagnostics: EngineDiagnostics { arena.diagnostics }

  var arena = GestureArena()
  var touches = TouchTable()
  private var validator = TouchSequenceValidator()
  /// The samples of a frame being collected by ``process(_:into:shouldBegin:)-(TouchSample,_,_)``.
  private var pending: ContiguousArray<TouchSample> = []
  /// The frame being delivered by ``flush(into:shouldBegin:)``; swapped with ``pending``.
  private var delivering: ContiguousArray<TouchSample> = []
  private var pendingTime: Double?
  /// The clock: the time of the latest frame or tick processed.
  public private(set) var currentTime: Timestamp?

  /// Creates an engine with no recognizers.
  public init() {
    pending.reserveCapacity(TouchStreamLimits.maximumSimultaneousTouches)
    delivering.reserveCapacity(TouchStreamLimits.maximumSimultaneousTouches)
  }

  // MARK: Recognizers and rules

  /// Adds a recognizer; its events will carry the returned ID.
  ///
  /// - Parameters:
  ///   - recognizer: The recognizer, in its initial (idle) state.
  ///   - name: The name event logs print for it (`tap`, `longPress`).
  /// - Returns: The recognizer's ID, which its events carry.
  /// - Throws: ``GestureEngineError/Kind/tooManyRecognizers`` past 64.
  @discardableResult
  public mutating func add(_ recognizer: some GestureRecognizer, named name: String)
    throws(GestureEngineError) -> RecognizerID
  {
    guard arena.slots.count < Self.maximumRecognizerCount else {
      throw GestureEngineError(.tooManyRecognizers)
    }
    return arena.add(recognizer, named: name)
  }

  /// Lets two recognizers be active at the same time (UIKit's
  /// `shouldRecognizeSimultaneouslyWith`), like a pinch and a pan.
  ///
  /// - Throws: ``GestureEngineError/Kind/unknownRecognizer(_:recognizerCount:)`` when either
  ///   ID is not one of this engine's recognizers; nothing changes then.
  public mutating func allowSimultaneousRecognition(_ a: RecognizerID, _ b: RecognizerID)
    throws(GestureEngineError)
  {
    try checkKnown(a)
    try checkKnown(b)
    arena.allowSimultaneous(a, b)
  }

  /// Makes `dependent` wait for `dependency` to fail before it may begin or be
  /// recognized (UIKit's `require(toFail:)`); if `dependency` succeeds,
  /// `dependent` fails.
  ///
  /// - Throws: ``GestureEngineError/Kind/unknownRecognizer(_:recognizerCount:)`` for an ID
  ///   that is not one of this engine's recognizers, or
  ///   ``GestureEngineError/Kind/dependencyCycle(dependent:dependency:)``
  ///   if `dependency` already waits for `dependent`; nothing changes then.
  public mutating func require(_ dependent: RecognizerID, toFail dependency: RecognizerID)
    throws(GestureEngineError)
  {
    try checkKnown(dependent)
    try checkKnown(dependency)
    guard arena.require(dependent, toFail: dependency) else {
      throw GestureEngineError(
        .dependencyCycle(dependent: arena.names[dependent.index], dependency: arena.names[dependency.index]))
    }
  }

  /// The IDs of the recognizers, in the order they were added.
  public var recognizerIDs: [RecognizerID] {
    arena.slots.indices.map { RecognizerID(index: $0) }
  }

  /// Whether `id` names one of this engine's recognizers.
  public func contains(_ id: RecognizerID) -> Bool { arena.slots.indices.contains(id.index) }

  private func checkKnown(_ id: RecognizerID) throws(GestureEngineError) {
    guard contains(id) else {
      throw GestureEngineError(.unknownRecognizer(id, recognizerCount: arena.slots.count))
    }
  }

  /// The name a recognizer was added with.
  ///
  /// - Throws: ``GestureEngineError/Kind/unknownRecognizer(_:recognizerCount:)``
  ///   when `id` is not one of this engine's recognizers.
  public func name(of id: RecognizerID) throws(GestureEngineError) -> String {
    try checkKnown(id)
    return arena.names[id.index]
  }

  /// A recognizer's current state.
  ///
  /// - Throws: ``GestureEngineError/Kind/unknownRecognizer(_:recognizerCount:)``
  ///   when `id` is not one of this engine's recognizers.
  public func state(of id: RecognizerID) throws(GestureEngineError) -> RecognizerState {
    try checkKnown(id)
    return arena.slots[id.index].state
  }

  /// A recognizer, for inspection (its configuration, its deadline).
  ///
  /// - Throws: ``GestureEngineError/Kind/unknownRecognizer(_:recognizerCount:)``
  ///   when `id` is not one of this engine's recognizers.
  public func recognizer(_ id: RecognizerID) throws(GestureEngineError) -> any GestureRecognizer {
    try checkKnown(id)
    return arena.recognizers[arena.slots[id.index].recognizer]
  }

  /// The touches that are down now, in the order they went down.
  public var touchesDown: TouchTable { touches }

  /// The touches down as the input has said so far, delivered or not.
  var validatorTouchesDown: [TouchID] { validator.touchesDown }

  /// How many samples wait for their frame to be delivered.
  var pendingSampleCount: Int { pending.count }

  // MARK: Input

  /// Processes one frame: the samples that share a time.
  ///
  /// Deadlines before the frame's time fire first; then the frame is delivered
  /// to every recognizer and the arena decides; then deadlines at the frame's
  /// time fire. An empty frame only advances the clock, like ``advance(to:into:shouldBegin:)``.
  ///
  /// - Parameters:
  ///   - frame: The samples; each must carry `frame.time`.
  ///   - events: Where the resulting events are appended.
  ///   - shouldBegin: Asked before a recognizer may begin or be recognized;
  ///     `false` fails it. The host wires outside state here (the viewer's
  ///     zoom for the pull-down).
  /// - Throws: ``GestureEngineError`` for a sample that breaks SPEC §2.3's
  ///   rules; nothing has changed then.
  public mutating func process(
    _ frame: TouchFrame, into events: inout [GestureEvent],
    shouldBegin: (RecognizerID) -> Bool = { _ in true }
  ) throws(GestureEngineError) {
    try frame.samples.withUnsafeBufferPointer { (samples) throws(GestureEngineError) in
      try process(frameAt: frame.time, samples: samples, into: &events, shouldBegin: shouldBegin)
    }
  }

  /// Processes one frame given as a buffer of samples (a part of a larger
  /// buffer, say), so a host that keeps its own storage allocates nothing.
  ///
  /// - Parameters:
  ///   - time: The frame's time in seconds; every sample must carry it.
  ///   - samples: The samples, in stream order.
  ///   - events: Where the resulting events are appended.
  ///   - shouldBegin: See ``process(_:into:shouldBegin:)-(TouchFrame,_,_)``.
  /// - Throws: ``GestureEngineError``; nothing has changed then.
  @inline(__always)  // into the session, where it runs once a frame
  public mutating func process(
    frameAt time: Double, samples: UnsafeBufferPointer<TouchSample>, into events: inout [GestureEvent],
    shouldBegin: (RecognizerID) -> Bool = { _ in true }
  ) throws(GestureEngineError) {
    if processMoves(at: time, samples, into: &events, shouldBegin: shouldBegin) { return }
    // Checked before the samples collected one by one are delivered: a
    // refused frame leaves them waiting, the clock and the touches as they were.
    try validate(frameAt: time, samples)
    try flush(into: &events, shouldBegin: shouldBegin)
    deliver(samples, at: Timestamp(seconds: time), into: &events, shouldBegin: shouldBegin)
  }

  /// Processes a frame of moves, the most common frame, or returns `false`.
  ///
  /// The frame qualifies when each sample moves a different touch that is
  /// down and nothing collected sample by sample is waiting; any other frame
  /// is left, unchanged, to the general path.
  ///
  /// It is ``deliver(_:at:into:shouldBegin:)`` for the frames where most of
  /// that is known to do nothing: such a frame needs no split, cancels
  /// nothing, adds or removes no touch, and every touch it names is in the
  /// table (which, with nothing waiting, holds exactly the touches the
  /// validator says are down: an invariant). Checking it against the table
  /// spares the validator's own search for each touch; the table finds each
  /// touch once to check it and once more to apply it.
  @inline(__always)
  private mutating func processMoves(
    at time: Double, _ samples: UnsafeBufferPointer<TouchSample>, into events: inout [GestureEvent],
    shouldBegin: (RecognizerID) -> Bool
  ) -> Bool {
    guard pendingTime == nil, validator.admitsMoves(at: time), touches.canApplyMoves(samples, at: time) else {
      return false
    }
    validator.recordMoves(at: time)
    deliverMoves(samples, at: Timestamp(seconds: time), into: &events, shouldBegin: shouldBegin)
    return true
  }

  /// Delivers a frame that ``TouchTable/canApplyMoves(_:at:)`` accepted: what
  /// ``deliver(_:at:into:shouldBegin:)`` does, less what such a frame never
  /// needs (a split, a cancel, a touch going down or being removed).
  @inline(__always)
  private mutating func deliverMoves(
    _ samples: UnsafeBufferPointer<TouchSample>, at time: Timestamp, into events: inout [GestureEvent],
    shouldBegin: (RecognizerID) -> Bool
  ) {
    fireDeadlines(before: time, inclusive: false, into: &events, shouldBegin: shouldBegin)
    touches.applyMoves(samples, at: time)
    arena.deliver(touches, shouldBegin: shouldBegin, into: &events)
    fireDeadlines(before: time, inclusive: true, into: &events, shouldBegin: shouldBegin)
    currentTime = max(currentTime ?? time, time)
    checkInvariants()
  }

  /// Checks a frame against SPEC §2.3 and records it in the validator, or
  /// throws and records nothing.
  ///
  /// Frames of moves have been taken by ``processMoves(at:_:into:shouldBegin:)``;
  /// the rest are checked on a copy that replaces the validator only if every
  /// sample passes, and that names what is wrong.
  private mutating func validate(
    frameAt time: Double, _ samples: UnsafeBufferPointer<TouchSample>
  ) throws(GestureEngineError) {
    var checked = validator
    if samples.isEmpty {
      do { try checked.acceptTick(at: time) } catch {
        throw GestureEngineError(.invalidSample(error.kind))
      }
    }
    for index in samples.indices {
      // The sample's own checks first, so a NaN time is named as such.
      do { try checked.accept(samples[index]) } catch {
        throw GestureEngineError(.invalidSample(error.kind), sampleIndex: index)
      }
      guard samples[index].time == time else {
        throw GestureEngineError(
          .sampleTimeDiffersFromFrame(sample: samples[index].time, frame: time), sampleIndex: index)
      }
    }
    validator = checked
  }

  /// Processes one sample, grouping samples into frames by their time.
  ///
  /// The sample is checked at once, but it is delivered with the rest of its
  /// frame: when a sample with a later time arrives, or on ``advance(to:into:shouldBegin:)``
  /// or ``flush(into:shouldBegin:)``. A host that has whole frames should use
  /// ``process(_:into:shouldBegin:)-(TouchFrame,_,_)`` instead, which adds no latency.
  ///
  /// - Throws: ``GestureEngineError``; the sample is then not taken.
  public mutating func process(
    _ sample: TouchSample, into events: inout [GestureEvent],
    shouldBegin: (RecognizerID) -> Bool = { _ in true }
  ) throws(GestureEngineError) {
    if let pendingTime, sample.time != pendingTime {
      // Check before delivering, so a refused sample changes nothing.
      var checked = validator
      do { try checked.accept(sample) } catch {
        throw GestureEngineError(.invalidSample(error.kind))
      }
      try flush(into: &events, shouldBegin: shouldBegin)
      validator = checked
    } else {
      do { try validator.accept(sample) } catch {
        throw GestureEngineError(.invalidSample(error.kind))
      }
    }
    pending.append(sample)
    pendingTime = sample.time
  }

  /// Delivers the samples collected by ``process(_:into:shouldBegin:)-(TouchSample,_,_)``
  /// as one frame.
  public mutating func flush(
    into events: inout [GestureEvent], shouldBegin: (RecognizerID) -> Bool = { _ in true }
  ) throws(GestureEngineError) {
    // Inlined where it is called: most calls find nothing pending.
    guard let time = pendingTime else { return }
    deliverPending(at: time, into: &events, shouldBegin: shouldBegin)
  }

  private mutating func deliverPending(
    at time: Double, into events: inout [GestureEvent], shouldBegin: (RecognizerID) -> Bool
  ) {
    pendingTime = nil
    // Deliver from the spare buffer, so the one that collects samples is free
    // to be reused; swapping two real buffers never stands an empty-array
    // placeholder in for one (whose release costs more than a frame's work).
    swap(&pending, &delivering)
    do {
      let samples = delivering
      samples.withUnsafeBufferPointer { samples in
        // Validated sample by sample already; a frame of moves of distinct
        // touches takes the short way, as in `processMoves`.
        if touches.canApplyMoves(samples, at: time) {
          deliverMoves(samples, at: Timestamp(seconds: time), into: &events, shouldBegin: shouldBegin)
        } else {
          deliver(samples, at: Timestamp(seconds: time), into: &events, shouldBegin: shouldBegin)
        }
      }
    }
    delivering.removeAll(keepingCapacity: true)
  }

  /// Advances the clock to `time` seconds (a `tick`, or the end-of-stream
  /// settle): every deadline due by then fires, at its own time.
  ///
  /// - Throws: ``GestureEngineError`` when `time` is earlier than the clock.
  public mutating func advance(
    to time: Double, into events: inout [GestureEvent],
    shouldBegin: (RecognizerID) -> Bool = { _ in true }
  ) throws(GestureEngineError) {
    var checked = validator
    do { try checked.acceptTick(at: time) } catch {
      throw GestureEngineError(.invalidSample(error.kind))
    }
    try flush(into: &events, shouldBegin: shouldBegin)
    validator = checked
    let now = Timestamp(seconds: time)
    fireDeadlines(before: now, inclusive: true, into: &events, shouldBegin: shouldBegin)
    currentTime = max(currentTime ?? now, now)
    checkInvariants()
  }

  /// Cancels every touch that is down at `time` seconds, as a system cancel
  /// (an incoming call) would.
  ///
  /// Touches given sample by sample and not yet delivered are cancelled
  /// too, at the location they last reported.
  ///
  /// - Throws: ``GestureEngineError`` when `time` is earlier than the clock
  ///   or the samples waiting; nothing changes then.
  public mutating func cancelAllTouches(
    at time: Double, into events: inout [GestureEvent]
  ) throws(GestureEngineError) {
    let ids = validator.touchesDown
    guard !ids.isEmpty else { return try advance(to: time, into: &events) }
    let samples = ids.map { id in
      TouchSample(time: time, phase: .cancel, id: id, location: latestLocation(of: id))
    }
    try process(TouchFrame(time: time, samples: samples), into: &events)
  }

  /// Where the touch `id` last reported: in a sample waiting for its frame,
  /// else in the table.
  private func latestLocation(of id: TouchID) -> Point {
    if let waiting = pending.last(where: { $0.id == id }) { return waiting.location }
    return touches.index(of: id).map { touches[$0].location } ?? .zero
  }

  // MARK: Delivery

  private mutating func deliver(
    _ samples: UnsafeBufferPointer<TouchSample>, at time: Timestamp, into events: inout [GestureEvent],
    shouldBegin: (RecognizerID) -> Bool
  ) {
    fireDeadlines(before: time, inclusive: false, into: &events, shouldBegin: shouldBegin)
    // A touch that reports twice in one frame splits it: recognizers never see
    // one touch do two things at once.
    var start = samples.startIndex
    while start != samples.endIndex {
      var end = start + 1
      while end != samples.endIndex, !(start..<end).contains(where: { samples[$0].id == samples[end].id }) {
        end += 1
      }
      deliverOnce(samples, start..<end, at: time, into: &events, shouldBegin: shouldBegin)
      start = end
    }
    fireDeadlines(before: time, inclusive: true, into: &events, shouldBegin: shouldBegin)
    currentTime = max(currentTime ?? time, time)
    checkInvariants()
  }

  private mutating func deliverOnce(
    _ samples: UnsafeBufferPointer<TouchSample>, _ range: Range<Int>, at time: Timestamp,
    into events: inout [GestureEvent], shouldBegin: (RecognizerID) -> Bool
  ) {
    if range.contains(where: { samples[$0].phase == .cancel }) {
      arena.cancelAll(at: time, into: &events)
    }
    touches.applyFrame(samples, range, at: time)
    arena.deliver(touches, shouldBegin: shouldBegin, into: &events)
    touches.removeEndedTouches()
  }

  /// Fires the deadlines before `limit` (and at it, if `inclusive`).
  @inline(__always)
  private mutating func fireDeadlines(
    before limit: Timestamp, inclusive: Bool, into events: inout [GestureEvent],
    shouldBegin: (RecognizerID) -> Bool
  ) {
    // Most frames have no deadline due: decide that without a call.
    guard let next = arena.nextDeadline, next.time <= limit else { return }
    fireDueDeadlines(before: limit, inclusive: inclusive, into: &events, shouldBegin: shouldBegin)
  }

  private mutating func fireDueDeadlines(
    before limit: Timestamp, inclusive: Bool, into events: inout [GestureEvent],
    shouldBegin: (RecognizerID) -> Bool
  ) {
    // A recognizer that does not move its deadline on would fire forever: the
    // work of one step is bounded by the firings each recognizer may make.
    var firings = InlineArray<64, UInt8>(repeating: 0)
    while let next = arena.nextDeadline, next.time < limit || (inclusive && next.time == limit) {
      // A deadline set in the past fires now: event times never go backwards.
      let time = max(next.time, currentTime ?? next.time)
      arena.fireDeadline(of: next.index, at: time, shouldBegin: shouldBegin, into: &events)
      firings[next.index] += 1
      if let again = arena.deadline(of: next.index),
        again <= time || firings[next.index] >= Self.maximumDeadlineFiringsPerStep
      {
        arena.stopStuckDeadline(of: next.index, at: time, into: &events)
      }
    }
  }
}
