extension GestureEngine {
  /// Which way a frame is delivered: the fastest that applies, or always the
  /// general one.
  ///
  /// Hosts always get `fastest`; a property test plays thousands of random
  /// streams both ways and requires the same events and states, so a reader
  /// may skip the fast paths (`GestureEngine+FramesOfMoves.swift`, the
  /// arena's at-once change, the touch table's in-place writes) and trust the
  /// general one.
  @usableFromInline
  enum DeliveryPath: Sendable {
    /// Frames of moves take the engine's short path, the arena decides an
    /// active recognizer's change at once, and the touch table writes a frame
    /// without touches going down in place.
    case fastest
    /// Every frame goes the general way through each layer.
    case general
  }

  /// Processes one frame: the samples that share a time.
  ///
  /// Deadlines before the frame's time fire first; then the frame is delivered
  /// to every recognizer and the arena decides; then deadlines at the frame's
  /// time fire. An empty frame only advances the clock, like ``advance(to:into:shouldBegin:)``.
  /// A host that keeps one frame and refills it (`removeAll(keepingCapacity: true)`,
  /// then `append`) allocates nothing per frame.
  ///
  /// - Parameters:
  ///   - frame: The samples; each must carry `frame.time`.
  ///   - events: Where the resulting events are appended.
  ///   - shouldBegin: Asked before a recognizer may begin or be recognized;
  ///     `false` fails it, with the reason `notAllowed` ("the host's
  ///     should-begin predicate refused it"). The host wires outside state
  ///     here (the viewer's zoom for the pull-down).
  /// - Throws: ``GestureEngineError`` for a sample that breaks SPEC §2.3's
  ///   rules; nothing has changed then.
  public mutating func process(
    _ frame: TouchFrame, into events: inout [GestureEvent],
    shouldBegin: (RecognizerID) -> Bool = { _ in true }
  ) throws(GestureEngineError) {
    try frame.samples.withUnsafeBufferPointer { (samples) throws(GestureEngineError) in
      try process(
        frameAt: frame.time, samples: samples, into: &events,
        shouldBegin: { shouldBegin($0) ? nil : .refusedByHost }, path: .fastest)
    }
  }

  /// Processes one frame given as a buffer of samples (a part of a larger
  /// buffer, say): the path of the package's own player and benchmark.
  ///
  /// The package's, not an embedder's: a host reuses one ``TouchFrame`` instead.
  ///
  /// - Parameters:
  ///   - time: The frame's time in seconds; every sample must carry it.
  ///   - samples: The samples, in stream order.
  ///   - events: Where the resulting events are appended.
  ///   - shouldBegin: See ``process(_:into:shouldBegin:)-(TouchFrame,_,_)``.
  /// - Throws: ``GestureEngineError``; nothing has changed then.
  @inlinable
  package mutating func process(
    frameAt time: Double, samples: UnsafeBufferPointer<TouchSample>, into events: inout [GestureEvent],
    shouldBegin: (RecognizerID) -> Bool = { _ in true }
  ) throws(GestureEngineError) {
    try process(
      frameAt: time, samples: samples, into: &events, shouldBegin: { shouldBegin($0) ? nil : .refusedByHost },
      path: .fastest)
  }

  /// Processes one frame of `samples` at `time` along `path` (``DeliveryPath``).
  @usableFromInline
  @inline(__always)  // into the session, where it runs once a frame
  mutating func process(
    frameAt time: Double, samples: UnsafeBufferPointer<TouchSample>, into events: inout [GestureEvent],
    shouldBegin: ShouldBegin, path: DeliveryPath
  ) throws(GestureEngineError) {
    if path == .fastest, processMoves(at: time, samples, into: &events, shouldBegin: shouldBegin) { return }
    try processChecked(frameAt: time, samples: samples, into: &events, shouldBegin: shouldBegin, path: path)
  }

  /// Processes a frame that the frame-of-moves path does not take: checked
  /// in full, then delivered sample by sample.
  ///
  /// Out of line: the copy of the validator it checks is written through an
  /// unsafe pointer (``InlineStorage``), so the function holding the copy
  /// gets a stack protector, which the session's frame path paid for on every
  /// frame while this was inlined into it.
  @inline(never)
  private mutating func processChecked(
    frameAt time: Double, samples: UnsafeBufferPointer<TouchSample>, into events: inout [GestureEvent],
    shouldBegin: ShouldBegin, path: DeliveryPath
  ) throws(GestureEngineError) {
    // Checked before the samples collected one by one are delivered: a
    // refused frame leaves them waiting, the clock and the touches as they
    // were. The validator takes the frame once those are delivered, so that
    // it and the table agree whenever the invariants are checked.
    var checked = validator
    try Self.check(samples, at: time, against: &checked)
    flush(into: &events, shouldBegin: shouldBegin, path: path)
    validator = checked
    deliver(samples, at: Timestamp(seconds: time), into: &events, shouldBegin: shouldBegin, path: path)
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
    try process(
      sample, into: &events, shouldBegin: { shouldBegin($0) ? nil : .refusedByHost }, path: .fastest)
  }

  /// ``process(_:into:shouldBegin:)-(TouchSample,_,_)`` along `path`.
  mutating func process(
    _ sample: TouchSample, into events: inout [GestureEvent], shouldBegin: ShouldBegin,
    path: DeliveryPath
  ) throws(GestureEngineError) {
    if let pendingTime, sample.time != pendingTime {
      // Check before delivering, so a refused sample changes nothing.
      var checked = validator
      do { try checked.accept(sample) } catch {
        throw GestureEngineError(.invalidSample(error.kind))
      }
      flush(into: &events, shouldBegin: shouldBegin, path: path)
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
  ///
  /// - Throws: Nothing today (the samples were checked as they came); it is
  ///   a throwing call so that it may refuse in the future without breaking callers.
  public mutating func flush(
    into events: inout [GestureEvent], shouldBegin: (RecognizerID) -> Bool = { _ in true }
  ) throws(GestureEngineError) {
    flush(into: &events, shouldBegin: { shouldBegin($0) ? nil : .refusedByHost }, path: .fastest)
  }

  /// Delivers the samples collected one by one, if any, along `path`.
  @inline(__always)  // most calls find nothing pending
  mutating func flush(
    into events: inout [GestureEvent], shouldBegin: ShouldBegin, path: DeliveryPath
  ) {
    guard let time = pendingTime else { return }
    deliverPending(at: time, into: &events, shouldBegin: shouldBegin, path: path)
  }

  /// Advances the clock to `time` seconds (a `tick`, or the end-of-stream
  /// settle): every deadline due by then fires, at its own time.
  ///
  /// - Throws: ``GestureEngineError`` when `time` is earlier than the clock.
  public mutating func advance(
    to time: Double, into events: inout [GestureEvent],
    shouldBegin: (RecognizerID) -> Bool = { _ in true }
  ) throws(GestureEngineError) {
    try advance(
      to: time, into: &events, shouldBegin: { shouldBegin($0) ? nil : .refusedByHost }, path: .fastest)
  }

  /// ``advance(to:into:shouldBegin:)`` along `path`.
  mutating func advance(
    to time: Double, into events: inout [GestureEvent], shouldBegin: ShouldBegin,
    path: DeliveryPath
  ) throws(GestureEngineError) {
    var checked = validator
    do { try checked.acceptTick(at: time) } catch {
      throw GestureEngineError(.invalidSample(error.kind))
    }
    flush(into: &events, shouldBegin: shouldBegin, path: path)
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

  /// Records the frame in `checked`, or throws the error that names what is
  /// wrong with it (SPEC §2.3).
  ///
  /// Static, on the caller's copy: an instance method would copy the engine's
  /// validator (an inline array of ids) once more on every frame.
  static func check(
    _ samples: UnsafeBufferPointer<TouchSample>, at time: Double,
    against checked: inout TouchSequenceValidator
  ) throws(GestureEngineError) {
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
  }
}
