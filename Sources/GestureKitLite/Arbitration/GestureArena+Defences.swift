/// What the arena does about recognizers that break ``GestureRecognizer``'s
/// rules (see ``EngineDiagnostics``): it ends their attempt, records it, and
/// goes on, so no plug-in can hang a clock step or wedge the recognizers
/// that wait for it.
extension GestureArena {
  /// Ends the attempts that nothing can decide any more: the last touch has
  /// lifted, and the recognizer neither decided, nor holds a decision, nor
  /// has a deadline (see ``EngineDiagnostics/Problem/attemptLeftOpen``).
  mutating func endAttemptsLeftOpen(at time: Timestamp, into events: inout [GestureEvent]) {
    for position in bookkeeping.order.indices {
      let index = bookkeeping.order[position]
      guard bookkeeping.deadline(of: index) == nil, !holdsTransition(index), attempt(index) != nil else {
        continue
      }
      let state = slots[index].state
      guard state == .possible || state.isActive else { continue }
      record(.attemptLeftOpen, of: index, at: time)
      finish(index, as: state.isActive ? .cancelled : .failed, because: .released, at: time, into: &events)
    }
  }

  /// Holds the slot of a recognizer written outside the library to the
  /// protocol, when its ``OutsiderGuard`` asked: records a value refused
  /// for its part (``EngineDiagnostics/Problem/invalidValue(_:)``), and
  /// cancels a gesture whose attempt ended (``GestureRecognizer/attempt``
  /// became `nil`) while it was `began` or `changed` without an `.end` or a
  /// `.cancel`, which could never end otherwise and would keep every
  /// recognizer it excludes waiting
  /// (``EngineDiagnostics/Problem/attemptEndedWhileActive``).
  @inline(never)  // recognizers written outside the library only
  mutating func settleOutsider(_ index: Int, at time: Timestamp, into events: inout [GestureEvent]) {
    if let field = members.takeRefusedValue(of: slots[index].member) {
      record(.invalidValue(field), of: index, at: time)
    }
    if slots[index].state.isActive, attempt(index) == nil {
      record(.attemptEndedWhileActive, of: index, at: time)
      finish(index, as: .cancelled, because: .abandoned, at: time, into: &events)
    }
  }

  /// The deadline the arena keeps for the slot at `index`, if it has one.
  func deadline(of index: Int) -> Timestamp? { bookkeeping.deadline(of: index) }

  /// Stops a recognizer whose deadline did not move on after firing at
  /// `time`: its attempt ends (failed, or cancelled if begun) and its
  /// deadline is ignored until its next call (see
  /// ``EngineDiagnostics/Problem/stuckDeadline``).
  mutating func stopStuckDeadline(of index: Int, at time: Timestamp, into events: inout [GestureEvent]) {
    record(.stuckDeadline, of: index, at: time)
    if slots[index].state.isActive {
      finish(index, as: .cancelled, because: .stuckDeadline, at: time, into: &events)
    } else if isTrying(index) {
      finish(index, as: .failed, because: .stuckDeadline, at: time, into: &events)
    }
    bookkeeping.ignoreDeadline(of: index)
    settle()
  }

  /// Checks a failure's reason: `reason` if a log can print it.
  ///
  /// Otherwise ``GestureReason/invalidReason``, recorded (see
  /// ``EngineDiagnostics/Problem/invalidReason(_:)``). The library's own
  /// recognizers give printable reasons, so only those of recognizers
  /// written outside it are read.
  @inline(__always)
  mutating func checked(_ reason: GestureReason, of index: Int, at time: Timestamp) -> GestureReason {
    members.isBuiltIn(slots[index].member) ? reason : checkedOutsider(reason, of: index, at: time)
  }

  @inline(never)  // recognizers written outside the library only
  private mutating func checkedOutsider(_ reason: GestureReason, of index: Int, at time: Timestamp)
    -> GestureReason
  {
    guard !(reason.hasValidCode && reason.hasPrintableDetail) else { return reason }
    record(.invalidReason(reason.code), of: index, at: time)
    return .invalidReason
  }

  /// Records a proposal the recognizer's state does not allow (a change of a
  /// gesture that never began, a recognition of one already failed...): the
  /// arena takes no step on it, and says so (see
  /// ``EngineDiagnostics/Problem/refusedProposal(_:state:)``).
  @inline(never)  // never on the standard set's paths
  mutating func refuse(_ proposal: RecognizerProposal, from index: Int, at time: Timestamp) {
    record(.refusedProposal(proposal.name, state: slots[index].state), of: index, at: time)
  }

  private mutating func record(_ problem: EngineDiagnostics.Problem, of index: Int, at time: Timestamp) {
    diagnostics.record(
      .init(
        time: time, recognizer: RecognizerID(index: index), name: names[index].description, problem: problem))
  }
}
