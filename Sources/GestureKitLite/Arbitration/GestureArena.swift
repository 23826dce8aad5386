/// Turns recognizers' proposals into UIKit states, by the arbitration rules.
///
/// The rule, in one sentence: *a recognizer's begin or recognition is granted
/// if the host's should-begin predicate allows it and none of the recognizers
/// it requires to fail is still trying; granting it fails (or cancels, if
/// begun) every other recognizer in an attempt that is not allowed to run
/// alongside it.* In detail:
///
/// - **Should begin.** A recognizer that the predicate refuses fails.
/// - **Require to fail.** While a dependency is trying (in an attempt, not
///   failed), the dependent's begin or recognition is *held*: its state stays
///   `possible`, later values update the held one. When the dependency fails
///   the held transition is granted at that moment; when the dependency
///   begins or is recognized, the dependent fails. A held recognition whose
///   touches are all up when it is granted (the tap after the double tap's
///   wait) fails no one: its gesture is over.
/// - **Simultaneous pairs.** Only pairs declared with
///   ``GestureEngine/allowSimultaneousRecognition(_:_:)`` may be active at once.
/// - **Cancel.** A touch `cancel` ends every attempt in progress: begun
///   gestures are cancelled, the others fail, held transitions are dropped.
///
/// Proposals of one frame are decided dependencies first (a recognizer after
/// those it requires to fail), otherwise in the order the recognizers were
/// added, so one stream always gives one sequence of events.
struct GestureArena: Sendable {
  struct Held: Sendable {
    enum Kind: Sendable { case begin, beginAndEnd, recognize }
    var kind: Kind
    var value: GestureValue
    /// The attempt the held transition belongs to.
    var attempt: Int?
  }

  /// A recognizer's place in the arena.
  ///
  /// Every field is a plain value (no
  /// references), so reading and writing slots costs no reference counting.
  struct Slot: Sendable {
    var recognizer: RecognizerStorage.Reference
    var state = RecognizerState.possible
    /// The attempt whose final state ``state`` shows.
    var finalAttempt: Int?
    /// Bit *j* set: may be active together with recognizer *j*.
    var simultaneous: UInt64 = 0
    /// Bit *j* set: requires recognizer *j* to fail.
    var dependencies: UInt64 = 0

  }

  /// The recognizers themselves, in place.
  private(set) var recognizers = RecognizerStorage()

  /// Whether the recognizer at `index` is still trying, so its dependents must wait.
  func isTrying(_ index: Int) -> Bool {
    slots[index].state == .possible
      && (holdsTransition(index) || recognizers.attempt(slots[index].recognizer) != nil)
  }

  /// Whether the slot at `index` holds a transition (see ``helds``).
  @inline(__always)
  func holdsTransition(_ index: Int) -> Bool { heldSlots & (1 << UInt64(index)) != 0 }

  /// The attempt the recognizer at `index` is in, or `nil` between attempts.
  func attempt(_ index: Int) -> Int? { recognizers.attempt(slots[index].recognizer) }

  /// The most recognizers one arena holds (bit masks of 64 bits).
  static let capacity = 64

  private(set) var slots: ContiguousArray<Slot> = []
  /// The transition each slot holds, if any (kept apart from the small,
  /// often-read slots).
  private(set) var helds: ContiguousArray<Held?> = []
  /// The proposals of the frame being decided, in slot order.
  ///
  /// Only the first ``pendingCount`` entries count: there is one entry a
  /// slot, allocated when the slot is added and overwritten frame after frame.
  private var pending: ContiguousArray<(slot: Int, proposal: RecognizerProposal)> = []
  private var pendingCount = 0
  /// Bit *i* set: slot *i* was failed or cancelled while the frame was being
  /// decided, so its own proposal for the frame no longer counts.
  private var dropped: UInt64 = 0
  /// The recognizers' names, by slot; only event logs read them.
  private(set) var names: [String] = []
  // The masks below (bit *i* for slot *i*) let a frame visit only the slots
  // it concerns: most frames are moves that one or two recognizers follow.

  /// Slots whose recognizer needs frames in which touches only move
  /// (``GestureRecognizer/needsMovement``); the others skip them.
  private(set) var movers: UInt64 = 0
  /// Slots whose recognizer has a deadline, kept in ``deadlines``.
  private(set) var deadlineSlots: UInt64 = 0
  /// Each slot's recognizer's deadline, where ``deadlineSlots`` says it has one.
  private(set) var deadlines: ContiguousArray<Timestamp> = []
  /// Slots that hold a transition (see ``helds``).
  private(set) var heldSlots: UInt64 = 0
  /// Slots in a final state (`ended`, `recognized`, `cancelled`, `failed`).
  private(set) var finalSlots: UInt64 = 0
  /// Slots whose recognizer was called or whose state moved since the last
  /// settle: only they can have finished an attempt, so only they may return
  /// from a final state to `possible`.
  private var unsettled: UInt64 = 0
  /// How many transitions UIKit's state machine would not allow were made:
  /// always 0 unless the arena has a bug (see `GestureArena+Invariants.swift`).
  private(set) var illegalTransitions = 0
  /// Slots whose deadline is ignored until the recognizer's next call: it
  /// did not move its deadline on (see ``stopStuckDeadline(of:at:)``).
  private(set) var ignoredDeadlineSlots: UInt64 = 0
  /// What the arena did about recognizers that broke the protocol's rules.
  private(set) var diagnostics = EngineDiagnostics()
  /// Slot indices in the order proposals are decided.
  private(set) var order: [Int] = []
  /// Each slot's position in ``order``.
  private var rank: [Int] = []
  /// For each slot, the slots after it (by index) that come before it in
  /// ``order``: while none of them has a proposal, its change can be decided
  /// as soon as it is made.
  private var earlierInOrderAfter: [UInt64] = []

  // MARK: Membership

  mutating func add(_ recognizer: some GestureRecognizer, named name: String) -> RecognizerID {
    slots.append(Slot(recognizer: recognizers.add(recognizer)))
    helds.append(nil)
    deadlines.append(Timestamp(microseconds: 0))
    pending.append((slots.count - 1, .none))
    note(
      RecognizerStorage.Outcome(
        proposal: .none, needsMovement: recognizer.needsMovement, deadline: recognizer.deadline),
      of: slots.count - 1)
    names.append(name)
    recomputeOrder()
    return RecognizerID(index: slots.count - 1)
  }

  mutating func allowSimultaneous(_ a: RecognizerID, _ b: RecognizerID) {
    slots[a.index].simultaneous |= 1 << UInt64(b.index)
    slots[b.index].simultaneous |= 1 << UInt64(a.index)
  }

  /// - Returns: `false` (and changes nothing) if the dependency would close a cycle.
  mutating func require(_ dependent: RecognizerID, toFail dependency: RecognizerID) -> Bool {
    guard dependent != dependency, !dependsOn(dependency, dependent) else { return false }
    slots[dependent.index].dependencies |= 1 << UInt64(dependency.index)
    recomputeOrder()
    return true
  }

  /// Whether `a` requires `b` to fail, directly or through others.
  func dependsOn(_ a: RecognizerID, _ b: RecognizerID) -> Bool {
    var seen: UInt64 = 0
    var frontier = slots[a.index].dependencies
    while frontier != 0 {
      let next = frontier.trailingZeroBitCount
      frontier &= frontier - 1
      if next == b.index { return true }
      if seen & (1 << UInt64(next)) != 0 { continue }
      seen |= 1 << UInt64(next)
      frontier |= slots[next].dependencies & ~seen
    }
    return false
  }

  private mutating func recomputeOrder() {
    var placed: UInt64 = 0
    var result: [Int] = []
    result.reserveCapacity(slots.count)
    while result.count < slots.count {
      for index in slots.indices where placed & (1 << UInt64(index)) == 0 {
        if slots[index].dependencies & ~placed == 0 {
          result.append(index)
          placed |= 1 << UInt64(index)
          break
        }
      }
    }
    order = result
    rank = [Int](repeating: 0, count: result.count)
    for (position, index) in result.enumerated() { rank[index] = position }
    earlierInOrderAfter = slots.indices.map { index in
      var mask: UInt64 = 0
      for later in (index + 1)..<slots.count where rank[later] < rank[index] { mask |= 1 << UInt64(later) }
      return mask
    }
  }

  // MARK: Frames and deadlines

  /// Delivers a frame to every recognizer and decides their proposals.
  mutating func deliver(
    _ touches: TouchTable, shouldBegin: (RecognizerID) -> Bool, into events: inout [GestureEvent]
  ) {
    // The buffer stays in place (no move, no empty-array placeholder): the
    // deciding loop reads one element at a time and `decide` never touches it.
    pendingCount = 0
    // The smallest rank among the proposals kept for deciding below.
    var firstPendingRank = Int.max
    // A frame of moves goes only to the recognizers that asked for moves.
    var recipients = touches.touchSetChanges ? UInt64.max >> (64 - slots.count) : movers
    while recipients != 0 {
      let index = recipients.trailingZeroBitCount
      recipients &= recipients - 1
      let outcome = recognizers.update(slots[index].recognizer, with: touches)
      note(outcome, of: index)
      switch outcome.proposal {
      case .none:
        continue
      case .change(let value)
      where slots[index].state.isActive && rank[index] < firstPendingRank
        && recipients & earlierInOrderAfter[index] == 0:
        // Most proposals are this one: an active recognizer's new value. It
        // touches no other slot (an active slot holds nothing), and no
        // proposal of this frame comes before it in `order`, so deciding it
        // now gives the same events as deciding it in turn below.
        move(index, to: .changed, value, at: touches.time, into: &events)
      default:
        pending[pendingCount] = (index, outcome.proposal)
        pendingCount += 1
        firstPendingRank = min(firstPendingRank, rank[index])
      }
    }
    // Most frames change nothing but values (one `change`, or nothing), with
    // no state to reset and nothing held: they skip the bookkeeping.
    returnFinishedToPossible()
    if pendingCount > 1 {
      // Decide dependencies first (see `order`): a few items, insertion sort.
      for i in 1..<pendingCount {
        var j = i
        while j > 0 && rank[pending[j].slot] < rank[pending[j - 1].slot] {
          pending.swapAt(j, j - 1)
          j -= 1
        }
      }
    }
    dropped = 0
    var next = 0
    while next < pendingCount {
      let (index, proposal) = pending[next]
      next += 1
      guard dropped & (1 << UInt64(index)) == 0 else { continue }
      decide(proposal, from: index, at: touches.time, shouldBegin: shouldBegin, into: &events)
    }
    if heldSlots != 0 { releaseUnblocked(at: touches.time, shouldBegin: shouldBegin, into: &events) }
    if touches.downCount == 0 && touches.hasEndedTouch {
      endAttemptsLeftOpen(at: touches.time, into: &events)
    }
    settle()
  }

  /// Ends the attempts that nothing can decide any more: the last touch has
  /// lifted, and the recognizer neither decided, nor holds a decision, nor
  /// has a deadline (see ``EngineDiagnostics/Problem/attemptLeftOpen``).
  private mutating func endAttemptsLeftOpen(at time: Timestamp, into events: inout [GestureEvent]) {
    for index in order {
      let bit: UInt64 = 1 << UInt64(index)
      guard deadlineSlots & bit == 0, heldSlots & bit == 0, attempt(index) != nil else { continue }
      let state = slots[index].state
      guard state == .possible || state.isActive else { continue }
      diagnostics.record(
        .init(
          time: time, recognizer: RecognizerID(index: index), name: names[index], problem: .attemptLeftOpen))
      finish(index, as: state.isActive ? .cancelled : .failed, at: time, into: &events)
    }
  }

  /// The deadline the arena keeps for the slot at `index`, if it has one.
  func deadline(of index: Int) -> Timestamp? {
    deadlineSlots & (1 << UInt64(index)) != 0 ? deadlines[index] : nil
  }

  /// Stops a recognizer whose deadline did not move on after firing at
  /// `time`: its attempt ends (failed, or cancelled if begun) and its
  /// deadline is ignored until its next call (see
  /// ``EngineDiagnostics/Problem/stuckDeadline``).
  mutating func stopStuckDeadline(
    of index: Int, at time: Timestamp, into events: inout [GestureEvent]
  ) {
    diagnostics.record(
      .init(time: time, recognizer: RecognizerID(index: index), name: names[index], problem: .stuckDeadline))
    let state = slots[index].state
    if state.isActive {
      finish(index, as: .cancelled, at: time, into: &events)
    } else if isTrying(index) {
      finish(index, as: .failed, at: time, into: &events)
    }
    let bit: UInt64 = 1 << UInt64(index)
    deadlineSlots &= ~bit
    ignoredDeadlineSlots |= bit
    settle()
  }

  /// The earliest deadline of any recognizer, with the recognizer's slot;
  /// recomputed once after every change rather than on every question.
  private(set) var nextDeadline: (time: Timestamp, index: Int)?

  /// Of equal deadlines, the one of the slot first in ``order`` fires first.
  private func earliestDeadline() -> (time: Timestamp, index: Int)? {
    if deadlineSlots == 0 { return nil }
    var best: (time: Timestamp, index: Int)?
    var candidates = deadlineSlots
    while candidates != 0 {
      let index = candidates.trailingZeroBitCount
      candidates &= candidates - 1
      let deadline = deadlines[index]
      if let current = best,
        current.time < deadline || (current.time == deadline && rank[current.index] < rank[index])
      {
        continue
      }
      best = (deadline, index)
    }
    return best
  }

  /// Ends a frame or a deadline's decision: finished attempts return to
  /// `possible`, and the next deadline is found.
  @inline(__always)
  private mutating func settle() {
    returnFinishedToPossible()
    unsettled = 0
    nextDeadline = earliestDeadline()
  }

  /// Records what a call may have changed in the slot's recognizer: whether
  /// it needs moves, its deadline, its attempt.
  @inline(__always)  // once a recognizer call, in the frame loop
  private mutating func note(_ outcome: RecognizerStorage.Outcome, of index: Int) {
    let bit: UInt64 = 1 << UInt64(index)
    if outcome.needsMovement { movers |= bit } else { movers &= ~bit }
    ignoredDeadlineSlots &= ~bit
    if let deadline = outcome.deadline {
      deadlineSlots |= bit
      deadlines[index] = deadline
    } else {
      deadlineSlots &= ~bit
    }
    unsettled |= bit
  }

  /// Tells the recognizer at `index` that its deadline `time` has come, and decides.
  mutating func fireDeadline(
    of index: Int, at time: Timestamp, shouldBegin: (RecognizerID) -> Bool,
    into events: inout [GestureEvent]
  ) {
    let outcome = recognizers.reachDeadline(slots[index].recognizer, time)
    note(outcome, of: index)
    returnFinishedToPossible()
    decide(outcome.proposal, from: index, at: time, shouldBegin: shouldBegin, into: &events)
    releaseUnblocked(at: time, shouldBegin: shouldBegin, into: &events)
    settle()
  }

  /// A system cancel: every attempt in progress ends (SPEC §4, `cancel`).
  mutating func cancelAll(at time: Timestamp, into events: inout [GestureEvent]) {
    // Nothing held is granted: the system took the touches, so a tap waiting
    // for the double tap to fail is dropped with it, not delivered.
    for index in order {
      if slots[index].state.isActive {
        finish(index, as: .cancelled, at: time, releasingDependents: false, into: &events)
      } else if isTrying(index) {
        finish(index, as: .failed, at: time, releasingDependents: false, into: &events)
      }
    }
    nextDeadline = earliestDeadline()
  }

  // MARK: Deciding

  private mutating func decide(
    _ proposal: RecognizerProposal, from index: Int, at time: Timestamp,
    shouldBegin: (RecognizerID) -> Bool, into events: inout [GestureEvent]
  ) {
    switch proposal {
    case .none:
      break
    case .fail:
      if slots[index].state.isActive {
        finish(index, as: .cancelled, at: time, into: &events)
      } else if slots[index].state == .possible {
        finish(index, as: .failed, at: time, stopping: false, into: &events)
      }
    case .failAndRestart:
      if slots[index].state == .possible {
        finish(index, as: .failed, at: time, stopping: false, into: &events)
      }
      if slots[index].state.isFinal {
        move(index, to: .possible)  // the new attempt has begun
      }
      slots[index].finalAttempt = nil
    case .cancel:
      if slots[index].state.isActive {
        finish(index, as: .cancelled, at: time, stopping: false, into: &events)
      } else if slots[index].state == .possible {
        finish(index, as: .failed, at: time, stopping: false, into: &events)
      }
    case .begin(let value):
      guard slots[index].state == .possible else { break }
      if holdsTransition(index) {
        helds[index]?.value = value
      } else {
        request(.begin, value, for: index, at: time, shouldBegin: shouldBegin, into: &events)
      }
    case .recognize(let value):
      guard slots[index].state == .possible, !holdsTransition(index) else { break }
      request(.recognize, value, for: index, at: time, shouldBegin: shouldBegin, into: &events)
    case .change(let value):
      if holdsTransition(index) {
        helds[index]?.value = value
      } else if slots[index].state.isActive {
        move(index, to: .changed, value, at: time, into: &events)
      }
    case .end(let value):
      if holdsTransition(index), let held = helds[index], held.kind == .begin {
        helds[index] = Held(kind: .beginAndEnd, value: value, attempt: held.attempt)
      } else if slots[index].state.isActive {
        slots[index].finalAttempt = attempt(index)
        move(index, to: .ended, value, at: time, into: &events)
      }
    }
  }

  /// A recognizer asks to begin or to be recognized.
  private mutating func request(
    _ kind: Held.Kind, _ value: GestureValue, for index: Int, at time: Timestamp,
    shouldBegin: (RecognizerID) -> Bool, into events: inout [GestureEvent]
  ) {
    guard shouldBegin(RecognizerID(index: index)) else {
      finish(index, as: .failed, at: time, into: &events)
      return
    }
    switch blockage(of: index) {
    case .dependencySucceeded:
      finish(index, as: .failed, at: time, into: &events)
    case .waiting:
      setHeld(index, Held(kind: kind, value: value, attempt: attempt(index)))
    case .free:
      grant(
        Held(kind: kind, value: value, attempt: attempt(index)),
        to: index, deferred: false, at: time, into: &events)
    }
  }

  private enum Blockage { case free, waiting, dependencySucceeded }

  private func blockage(of index: Int) -> Blockage {
    var dependencies = slots[index].dependencies
    var waiting = false
    while dependencies != 0 {
      let dependency = dependencies.trailingZeroBitCount
      dependencies &= dependencies - 1
      switch slots[dependency].state {
      case .began, .changed, .recognized: return .dependencySucceeded
      case .possible: if isTrying(dependency) { waiting = true }
      case .ended, .cancelled, .failed: break
      }
    }
    return waiting ? .waiting : .free
  }

  /// Grants a begin or recognition, then fails those it excludes.
  ///
  /// - Parameters:
  ///   - transition: What to grant.
  ///   - index: The slot granted.
  ///   - deferred: Whether the transition was held and is granted now.
  ///   - time: The time of the decision.
  ///   - events: Where the events are appended.
  private mutating func grant(
    _ transition: Held, to index: Int, deferred: Bool, at time: Timestamp,
    into events: inout [GestureEvent]
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
      slots[index].finalAttempt = transition.attempt
      move(index, to: .ended, transition.value, at: time, into: &events)
    case .recognize:
      slots[index].finalAttempt = transition.attempt
      move(index, to: .recognized, transition.value, at: time, into: &events)
    }
    if isPast && transition.kind != .begin {
      returnToPossibleIfFinished(index)
      return
    }
    let bit: UInt64 = 1 << UInt64(index)
    for other in order where other != index {
      let excluded =
        slots[index].simultaneous & (1 << UInt64(other)) == 0
        || slots[other].dependencies & bit != 0
      guard excluded else { continue }
      if slots[other].state.isActive {
        finish(other, as: .cancelled, at: time, into: &events)
      } else if isTrying(other) {
        finish(other, as: .failed, at: time, into: &events)
      }
    }
  }

  /// Moves a slot to `failed` or `cancelled`, drops what it held and its
  /// pending proposal, and (unless it decided so itself) stops its recognizer.
  private mutating func finish(
    _ index: Int, as state: RecognizerState, at time: Timestamp, stopping: Bool = true,
    releasingDependents: Bool = true, into events: inout [GestureEvent]
  ) {
    setHeld(index, nil)
    dropped |= 1 << UInt64(index)
    if stopping {
      note(recognizers.stop(slots[index].recognizer), of: index)
    }
    slots[index].finalAttempt = attempt(index)
    move(index, to: state, GestureValue(), at: time, into: &events)
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
    guard heldSlots != 0 else { return }
    let bit: UInt64 = 1 << UInt64(index)
    for other in order where slots[other].dependencies & bit != 0 && holdsTransition(other) {
      guard let held = helds[other], blockage(of: other) == .free else { continue }
      grant(held, to: other, deferred: true, at: time, into: &events)
    }
  }

  /// Grants held transitions whose dependencies stopped trying without failing.
  private mutating func releaseUnblocked(
    at time: Timestamp, shouldBegin: (RecognizerID) -> Bool, into events: inout [GestureEvent]
  ) {
    guard heldSlots != 0 else { return }
    for index in order where holdsTransition(index) {
      guard let held = helds[index] else { continue }
      switch blockage(of: index) {
      case .free: grant(held, to: index, deferred: true, at: time, into: &events)
      case .dependencySucceeded: finish(index, as: .failed, at: time, into: &events)
      case .waiting: break
      }
    }
  }

  @inline(__always)
  private mutating func returnFinishedToPossible() {
    var candidates = finalSlots & unsettled
    while candidates != 0 {
      let index = candidates.trailingZeroBitCount
      candidates &= candidates - 1
      returnToPossibleIfFinished(index)
    }
  }

  /// Holds (or, with `nil`, drops) a slot's transition, keeping ``heldSlots``.
  private mutating func setHeld(_ index: Int, _ held: Held?) {
    let bit: UInt64 = 1 << UInt64(index)
    if held != nil {
      heldSlots |= bit
      helds[index] = held
    } else if heldSlots & bit != 0 {
      heldSlots &= ~bit
      helds[index] = nil
    }
  }

  /// A final state lasts until the attempt it ended is over.
  private mutating func returnToPossibleIfFinished(_ index: Int) {
    guard slots[index].state.isFinal else { return }
    let attempt = attempt(index)
    if attempt == nil || attempt != slots[index].finalAttempt {
      move(index, to: .possible)
      slots[index].finalAttempt = nil
    }
  }

  /// Moves a slot to `state` and emits the event, checking that UIKit's state
  /// machine allows the transition (see ``RecognizerState/canTransition(to:)``).
  @inline(__always)
  private mutating func move(
    _ index: Int, to state: RecognizerState, _ value: GestureValue, at time: Timestamp,
    into events: inout [GestureEvent]
  ) {
    move(index, to: state)
    events.append(
      GestureEvent(time: time, recognizer: RecognizerID(index: index), state: state, value: value))
  }

  /// Moves a slot to `state` without an event (the silent return to `possible`).
  @inline(__always)
  private mutating func move(_ index: Int, to state: RecognizerState) {
    let old = slots[index].state
    if !old.canTransition(to: state) {
      illegalTransitions += 1
      #if GESTUREKIT_INTERNAL_CHECKS
        preconditionFailure("\(names[index]): illegal transition \(old.name) → \(state.name)")
      #endif
    }
    let bit: UInt64 = 1 << UInt64(index)
    unsettled |= bit
    // `changed` after `changed`, most events, writes nothing: the write would
    // cost a uniqueness check of the slots.
    guard state != old else { return }
    if state.isFinal { finalSlots |= bit } else { finalSlots &= ~bit }
    slots[index].state = state
  }
}
