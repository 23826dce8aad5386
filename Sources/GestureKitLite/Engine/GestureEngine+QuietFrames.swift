/// A frame of moves handed out change by change: the arena's rule for quiet
/// frames (`GestureArena+QuietFrames.swift`) seen from the engine, for a
/// caller that consumes each change as it is made instead of reading it back
/// from the event buffer (the session's frame, `ImageViewerSession+QuietFrames.swift`).
///
/// It is ``processMoves(at:_:into:shouldBegin:)`` taken apart: start the
/// frame, take its quiet changes one by one, finish it. The changes come in
/// the order that path appends them; whatever the frame does beyond them (a
/// proposal that breaks the rule, a deadline the frame makes due) is appended
/// to the event buffer by ``nextQuietChange(_:shouldBegin:into:)`` and
/// ``finishQuietFrame(_:shouldBegin:into:)``, after the changes handed out.
/// `DeliveryPathTests` plays thousands of random streams through the session
/// this way and along ``DeliveryPath/general`` and requires the same outputs
/// and states.
extension GestureEngine {
  /// A frame of moves started by ``startQuietFrame(at:_:)``.
  struct QuietFrameOfMoves {
    /// The arena's side of the frame.
    var arena: GestureArena<RecognizerStore>.QuietFrame
    /// The frame's time, which each of its changes carries.
    var time: Timestamp
  }

  /// Starts a frame of moves along the arena's rule for quiet frames, or
  /// returns `nil`, having changed nothing, when the frame is not one.
  ///
  /// The frame must be one ``processMoves(at:_:into:shouldBegin:)`` takes,
  /// with no deadline due by its time (so nothing fires before or at it
  /// unless the frame itself makes it due) and the arena quiet
  /// (``GestureArena/startQuietFrame()``). The touches are applied; the
  /// recognizers are not called yet.
  // Out of line: inlined into the session's frame, it made that function too big for the
  // optimizer, which then left the viewer's pinch a call (docs/PerformanceHistory.md).
  @inline(never)
  mutating func startQuietFrame(at time: Double, _ samples: UnsafeBufferPointer<TouchSample>)
    -> QuietFrameOfMoves?
  {
    guard GestureArena<RecognizerStore>.decidesQuietFrames, pendingTime == nil,
      let arenaFrame = arena.startQuietFrame(), validator.admitsMoves(at: time),
      touches.canApplyMoves(samples, at: time)
    else { return nil }
    let now = Timestamp(seconds: time)
    if let next = arena.nextDeadline, next.time <= now { return nil }
    validator.recordMoves(at: time)
    touches.applyMoves(samples, at: now)
    return QuietFrameOfMoves(arena: arenaFrame, time: now)
  }

  /// The frame's next quiet change, as its event; `nil` when none is left
  /// (see ``GestureArena/nextQuietChange(_:_:shouldBegin:into:)``: a proposal
  /// that breaks the rule has the rest of the frame decided in turn, its
  /// events appended to `events`).
  @_transparent
  mutating func nextQuietChange(
    _ frame: inout QuietFrameOfMoves, shouldBegin: ShouldBegin, into events: inout [GestureEvent]
  ) -> GestureEvent? {
    guard
      let (index, value) = arena.nextQuietChange(
        &frame.arena, touches, shouldBegin: shouldBegin, into: &events)
    else { return nil }
    return arena.quietChangeEvent(of: index, value, at: frame.time)
  }

  /// Ends a frame whose changes are all taken: the clock moves to its time
  /// and the deadlines that came due at it fire, their events appended to `events`.
  @inline(__always)
  mutating func finishQuietFrame(
    _ frame: QuietFrameOfMoves, shouldBegin: ShouldBegin, into events: inout [GestureEvent]
  ) {
    currentTime = max(currentTime ?? frame.time, frame.time)
    fireDeadlines(before: frame.time, inclusive: true, into: &events, shouldBegin: shouldBegin)
    checkInvariants()
  }
}
