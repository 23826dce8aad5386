extension GestureEngine {
  /// Processes a frame of moves, the most common frame, or returns `false`.
  ///
  /// The frame qualifies when each sample moves a different touch that is
  /// down and nothing collected sample by sample is waiting; any other frame
  /// is left, unchanged, to the general path.
  ///
  /// It is ``deliver(_:at:into:shouldBegin:path:)`` for the frames where
  /// most of that is known to do nothing: such a frame needs no split,
  /// cancels nothing, adds or removes no touch, and every touch it names is
  /// in the table (which, with nothing waiting, holds exactly the touches the
  /// validator says are down: an invariant). Checking it against the table
  /// spares the validator's own search for each touch; the table finds each
  /// touch once to check it and once more to apply it. A property test plays
  /// random streams this way and along ``DeliveryPath/general`` and requires
  /// the same events and states.
  @inline(__always)
  mutating func processMoves(
    at time: Double, _ samples: UnsafeBufferPointer<TouchSample>, into events: inout [GestureEvent],
    shouldBegin: ShouldBegin
  ) -> Bool {
    guard pendingTime == nil, validator.admitsMoves(at: time), touches.canApplyMoves(samples, at: time) else {
      return false
    }
    validator.recordMoves(at: time)
    deliverMoves(samples, at: Timestamp(seconds: time), into: &events, shouldBegin: shouldBegin)
    return true
  }

  /// Delivers a frame that ``TouchTable/canApplyMoves(_:at:)`` accepted: what
  /// ``deliver(_:at:into:shouldBegin:path:)`` does, less what such a frame
  /// never needs (a split, a cancel, a touch going down or being removed).
  @inline(__always)
  mutating func deliverMoves(
    _ samples: UnsafeBufferPointer<TouchSample>, at time: Timestamp, into events: inout [GestureEvent],
    shouldBegin: ShouldBegin
  ) {
    fireDeadlines(before: time, inclusive: false, into: &events, shouldBegin: shouldBegin)
    touches.applyMoves(samples, at: time)
    arena.deliver(touches, shouldBegin: shouldBegin, into: &events)
    currentTime = max(currentTime ?? time, time)
    fireDeadlines(before: time, inclusive: true, into: &events, shouldBegin: shouldBegin)
    checkInvariants()
  }
}
