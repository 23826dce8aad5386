extension GestureEngine {
  /// Delivers a checked frame: deadlines before it, the frame (split where a
  /// touch reports twice), deadlines at its time.
  mutating func deliver(
    _ samples: UnsafeBufferPointer<TouchSample>, at time: Timestamp, into events: inout [GestureEvent],
    shouldBegin: ShouldBegin, path: DeliveryPath
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
      deliverOnce(samples, start..<end, at: time, into: &events, shouldBegin: shouldBegin, path: path)
      start = end
    }
    // The clock is the frame's now: a deadline the frame set in the past fires at it.
    currentTime = max(currentTime ?? time, time)
    fireDeadlines(before: time, inclusive: true, into: &events, shouldBegin: shouldBegin)
    checkInvariants()
  }

  /// Delivers samples of distinct touches to the table and the arena.
  private mutating func deliverOnce(
    _ samples: UnsafeBufferPointer<TouchSample>, _ range: Range<Int>, at time: Timestamp,
    into events: inout [GestureEvent], shouldBegin: ShouldBegin, path: DeliveryPath
  ) {
    if range.contains(where: { samples[$0].phase == .cancel }) {
      arena.cancelAll(at: time, into: &events)
    }
    touches.applyFrame(samples, range, at: time, inPlace: path == .fastest)
    arena.deliver(touches, shouldBegin: shouldBegin, into: &events, decidesChangesAtOnce: path == .fastest)
    touches.removeEndedTouches()
  }

  /// Delivers the samples collected one by one as one frame at `time`.
  mutating func deliverPending(
    at time: Double, into events: inout [GestureEvent], shouldBegin: ShouldBegin,
    path: DeliveryPath
  ) {
    pendingTime = nil
    // Deliver from the spare buffer, so the one that collects samples is free
    // to be reused; swapping two real buffers never stands an empty-array
    // placeholder in for one (whose release costs more than a frame's work).
    swap(&pending, &delivering)
    do {
      let samples = delivering
      samples.withUnsafeBufferPointer { samples in
        // Checked sample by sample already; a frame of moves of distinct
        // touches takes the short way, as in `processMoves`.
        if path == .fastest, touches.canApplyMoves(samples, at: time) {
          deliverMoves(samples, at: Timestamp(seconds: time), into: &events, shouldBegin: shouldBegin)
        } else {
          deliver(samples, at: Timestamp(seconds: time), into: &events, shouldBegin: shouldBegin, path: path)
        }
      }
    }
    delivering.removeAll(keepingCapacity: true)
  }

  // MARK: Deadlines

  /// Fires the deadlines before `limit` (and at it, if `inclusive`).
  @inline(__always)
  mutating func fireDeadlines(
    before limit: Timestamp, inclusive: Bool, into events: inout [GestureEvent],
    shouldBegin: ShouldBegin
  ) {
    // Most frames have no deadline due: decide that without a call.
    guard let next = arena.nextDeadline, next.time <= limit else { return }
    fireDueDeadlines(before: limit, inclusive: inclusive, into: &events, shouldBegin: shouldBegin)
  }

  private mutating func fireDueDeadlines(
    before limit: Timestamp, inclusive: Bool, into events: inout [GestureEvent],
    shouldBegin: ShouldBegin
  ) {
    // A recognizer that does not move its deadline on would fire forever: the
    // work of one step is bounded by the firings each recognizer may make.
    var firings = InlineStorage<Tuple64<UInt8>, UInt8>()
    // A deadline set in the past fires now: never before the clock (before
    // the first input, the time given), nor before the deadline fired last,
    // so event times never go backwards.
    var now = currentTime ?? limit
    while let next = arena.nextDeadline, next.time < limit || (inclusive && next.time == limit) {
      let time = max(next.time, now)
      now = time
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
