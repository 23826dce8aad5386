/// The arbitration rules: how each proposal is decided. Read top to bottom;
/// ``GestureEngine`` states the rule in one sentence, and every kind of
/// proposal is decided in exactly one place below.
extension GestureArena {
  /// Decides one proposal of the recognizer at `index`.
  mutating func decide(
    _ proposal: RecognizerProposal, from index: Int, at time: Timestamp,
    shouldBegin: ShouldBegin, into events: inout [GestureEvent]
  ) {
    switch proposal {
    case .none, .withdraw:
      break
    case .fail(let reason):
      // A begun gesture that fails is cancelled and stopped; one still
      // possible failed by its own verdict, so there is nothing to stop.
      if slots[index].state.isActive {
        finish(index, as: .cancelled, because: checked(reason, of: index, at: time), at: time, into: &events)
      } else if slots[index].state == .possible {
        finish(
          index, as: .failed, because: checked(reason, of: index, at: time), at: time, stopping: false,
          into: &events)
      } else {
        refuse(proposal, from: index, at: time)
      }
    case .failAndRestart(let reason):
      guard !slots[index].state.isActive else { return refuse(proposal, from: index, at: time) }
      if slots[index].state == .possible {
        finish(
          index, as: .failed, because: checked(reason, of: index, at: time), at: time, stopping: false,
          into: &events)
      }
      if slots[index].state.isFinal {
        move(index, to: .possible)  // the new attempt has begun
      }
      setFinalAttempt(nil, of: index)
    case .cancel(let reason):
      if slots[index].state.isActive {
        finish(
          index, as: .cancelled, because: checked(reason, of: index, at: time), at: time, stopping: false,
          into: &events)
      } else if slots[index].state == .possible {
        finish(
          index, as: .failed, because: checked(reason, of: index, at: time), at: time, stopping: false,
          into: &events)
      } else {
        refuse(proposal, from: index, at: time)
      }
    case .begin(let value):
      guard slots[index].state == .possible else { return refuse(proposal, from: index, at: time) }
      if holdsTransition(index) {
        helds[index]?.value = value  // still waiting: the held begin takes the new value
      } else {
        request(.begin, value, for: index, at: time, shouldBegin: shouldBegin, into: &events)
      }
    case .recognize(let value):
      guard slots[index].state == .possible, !holdsTransition(index) else {
        return refuse(proposal, from: index, at: time)
      }
      request(.recognize, value, for: index, at: time, shouldBegin: shouldBegin, into: &events)
    case .change(let value):
      decideChange(value, from: index, at: time, into: &events)
    case .end(let value):
      if holdsTransition(index), let held = helds[index], held.kind == .begin {
        helds[index] = Held(kind: .beginAndEnd, value: value, attempt: held.attempt)
      } else if slots[index].state.isActive {
        setFinalAttempt(attempt(index), of: index)
        move(index, to: .ended, value, at: time, into: &events)
      } else {
        refuse(proposal, from: index, at: time)
      }
    }
  }

  /// Decides a change: a held begin takes the new value; an active gesture changes.
  @inline(__always)  // the most common proposal, also decided in the frame loop
  mutating func decideChange(
    _ value: GestureValue, from index: Int, at time: Timestamp, into events: inout [GestureEvent]
  ) {
    if holdsTransition(index) {
      helds[index]?.value = value
    } else if slots[index].state.isActive {
      move(index, to: .changed, value, at: time, into: &events)
    } else {
      refuse(.change(value), from: index, at: time)
    }
  }

  // MARK: Should begin, require to fail

  /// A recognizer asks to begin or to be recognized: the should-begin
  /// predicate first, then the recognizers it requires to fail.
  private mutating func request(
    _ kind: Held.Kind, _ value: GestureValue, for index: Int, at time: Timestamp,
    shouldBegin: ShouldBegin, into events: inout [GestureEvent]
  ) {
    if let refusal = shouldBegin(RecognizerID(index: index)) {
      finish(index, as: .failed, because: refusal, at: time, into: &events)
      return
    }
    switch blockage(of: index) {
    case .dependencySucceeded(let dependency):
      finish(index, as: .failed, because: .requiredFailed(names[dependency]), at: time, into: &events)
    case .waiting:
      setHeld(index, Held(kind: kind, value: value, attempt: attempt(index)))
    case .free:
      grant(
        Held(kind: kind, value: value, attempt: attempt(index)), to: index, deferred: false, at: time,
        into: &events)
    }
  }

  private enum Blockage: Equatable {
    case free
    case waiting
    /// The dependency at this slot began or was recognized.
    case dependencySucceeded(Int)
  }

  /// Where the recognizers the slot at `index` requires to fail stand.
  // Inlined natively, as every read below (a call from a mutating method copies the
  // arena and its store first); an Embedded build keeps one copy, for the modules' size.
  #if !hasFeature(Embedded)
    @inline(__always)
  #endif
  private func blockage(of index: Int) -> Blockage {
    var dependencies = slots[index].dependencies
    var waiting = false
    while dependencies != 0 {
      let dependency = dependencies.trailingZeroBitCount
      dependencies &= dependencies - 1
      switch slots[dependency].state {
      case .began, .changed, .recognized: return .dependencySucceeded(dependency)
      case .possible: if isTrying(dependency) { waiting = true }
      case .ended, .cancelled, .failed: break
      }
    }
    return waiting ? .waiting : .free
  }

  /// Whether the recognizer at `index` is still trying, so its dependents must wait.
  #if !hasFeature(Embedded)
    @inline(__always)
  #endif
  func isTrying(_ index: Int) -> Bool {
    slots[index].state == .possible && (holdsTransition(index) || attempt(index) != nil)
  }

  /// Whether the slot at `index` holds a transition.
  @inline(__always)
  func holdsTransition(_ index: Int) -> Bool { bookkeeping.holds(index) }

  // MARK: Granting, and the simultaneous pairs

  /// Grants a begin or recognition, then fails (or cancels, if begun) every
  /// other recognizer in an attempt that may not run alongside it.
  ///
  /// - Parameters:
  ///   - transition: What to grant.
  ///   - index: The slot granted.
  ///   - deferred: Whether the transition was held and is granted now.
  ///   - time: The time of the decision.
  ///   - events: Where the events are appended.
  private mutating func grant(
    _ transition: Held, to index: Int, deferred: Bool, at time: Timestamp, into events: inout [GestureEvent]
  ) {
    setHeld(index, nil)
    // A held recognition whose attempt is over (its touches are up) is a
    // gesture of the past: it takes nothing from the touches now down.
    let current = attempt(index)
    let isPast = deferred && (transition.attempt == nil || transition.attempt != current)
    switch transition.kind {
    case .begin:
      move(index, to: .began, transition.value, at: time, into: &events)
    case .beginAndEnd:
      move(index, to: .began, transition.value, at: time, into: &events)
      setFinalAttempt(transition.attempt, of: index)
      move(index, to: .ended, transition.value, at: time, into: &events)
    case .recognize:
      setFinalAttempt(transition.attempt, of: index)
      move(index, to: .recognized, transition.value, at: time, into: &events)
    }
    if isPast && transition.kind != .begin {
      returnToPossibleIfFinished(index)
      return
    }
    let bit: UInt64 = 1 << UInt64(index)
    for position in bookkeeping.order.indices where bookkeeping.order[position] != index {
      let other = bookkeeping.order[position]
      let excluded =
        slots[index].simultaneous & (1 << UInt64(other)) == 0 || slots[other].dependencies & bit != 0
      guard excluded else { continue }
      // A dependent of the winner fails because it required it to fail; any
      // other because the winner took the touches.
      if slots[other].state.isActive {
        finish(other, as: .cancelled, because: exclusion(of: other, by: index), at: time, into: &events)
      } else if isTrying(other) {
        finish(other, as: .failed, because: exclusion(of: other, by: index), at: time, into: &events)
      }
    }
    // A held begin of a recognizer of your own granted after its attempt
    // ended began a gesture nothing will end.
    if isPast && bookkeeping.isOutsider(index) { settleOutsider(index, at: time, into: &events) }
  }

  /// Why granting the slot `winner` ends the slot `other`'s attempt.
  #if !hasFeature(Embedded)
    @inline(__always)
  #endif
  private func exclusion(of other: Int, by winner: Int) -> GestureReason {
    slots[other].dependencies & (1 << UInt64(winner)) != 0
      ? .requiredFailed(names[winner]) : .excludedBy(names[winner])
  }

  // MARK: Failing, and what a failure frees

  /// Moves a slot to `failed` or `cancelled` for `reason`, drops what it
  /// held and its pending proposal, and (unless it decided so itself) stops
  /// its recognizer.
  mutating func finish(
    _ index: Int, as state: RecognizerState, because reason: GestureReason, at time: Timestamp,
    stopping: Bool = true, releasingDependents: Bool = true, into events: inout [GestureEvent]
  ) {
    setHeld(index, nil)
    dropped |= 1 << UInt64(index)
    if stopping {
      bookkeeping.note(members.stop(slots[index].member), of: index)
    }
    setFinalAttempt(attempt(index), of: index)
    move(index, to: state)
    events.append(GestureEvent(time: time, slot: index, name: names[index], state: state, reason: reason))
    if state == .failed && releasingDependents {
      releaseDependents(of: index, at: time, into: &events)
    }
  }

  /// Grants what the dependents of a failed recognizer held, where nothing
  /// else holds them back.
  private mutating func releaseDependents(
    of index: Int, at time: Timestamp, into events: inout [GestureEvent]
  ) {
    // Only a held transition is granted here; most failures find none.
    guard bookkeeping.heldSlots != 0 else { return }
    let bit: UInt64 = 1 << UInt64(index)
    for position in bookkeeping.order.indices {
      let other = bookkeeping.order[position]
      guard slots[other].dependencies & bit != 0 && holdsTransition(other) else { continue }
      guard let held = helds[other], blockage(of: other) == .free else { continue }
      grant(held, to: other, deferred: true, at: time, into: &events)
    }
  }

  /// Grants held transitions whose dependencies stopped trying without failing.
  mutating func releaseUnblocked(
    at time: Timestamp, shouldBegin: ShouldBegin, into events: inout [GestureEvent]
  ) {
    guard bookkeeping.heldSlots != 0 else { return }
    for position in bookkeeping.order.indices where holdsTransition(bookkeeping.order[position]) {
      let index = bookkeeping.order[position]
      guard let held = helds[index] else { continue }
      switch blockage(of: index) {
      case .free: grant(held, to: index, deferred: true, at: time, into: &events)
      case .dependencySucceeded(let dependency):
        finish(index, as: .failed, because: .requiredFailed(names[dependency]), at: time, into: &events)
      case .waiting: break
      }
    }
  }

  /// Holds (or, with `nil`, drops) a slot's transition.
  private mutating func setHeld(_ index: Int, _ held: Held?) {
    if held != nil {
      bookkeeping.setHolds(true, index)
      helds[index] = held
    } else if holdsTransition(index) {
      bookkeeping.setHolds(false, index)
      helds[index] = nil
    }
  }

  // MARK: Cancel

  /// A system cancel: every attempt in progress ends (SPEC §4, `cancel`).
  @inline(never)  // rare: kept out of the frame's delivery, which is inlined
  mutating func cancelAll(at time: Timestamp, into events: inout [GestureEvent]) {
    // Nothing held is granted: the system took the touches, so a tap waiting
    // for the double tap to fail is dropped with it, not delivered.
    for position in bookkeeping.order.indices {
      let index = bookkeeping.order[position]
      if slots[index].state.isActive {
        finish(
          index, as: .cancelled, because: .touchCancelled, at: time, releasingDependents: false, into: &events
        )
      } else if isTrying(index) {
        finish(
          index, as: .failed, because: .touchCancelled, at: time, releasingDependents: false, into: &events)
      }
    }
    bookkeeping.findNextDeadline()
  }
}
