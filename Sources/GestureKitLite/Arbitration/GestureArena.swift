/// The host's should-begin predicate, as the arena asks it: `nil` when the
/// recognizer may begin (or be recognized), else why not.
@usableFromInline typealias ShouldBegin = (RecognizerID) -> GestureReason?

/// Turns recognizers' proposals into UIKit states, by the arbitration rules
/// that ``GestureEngine`` documents.
///
/// The arena's part is in three files: this one (its members and how a frame
/// or a deadline reaches them), `GestureArena+Decisions.swift` (the rules, top
/// to bottom: should-begin, require-to-fail, simultaneous pairs, cancel) and
/// `GestureArena+Defences.swift` (what it does about recognizers that break
/// the protocol). ``ArenaBookkeeping`` only makes it fast.
///
/// Proposals of one frame are decided dependencies first (a recognizer after
/// those it requires to fail), otherwise in the order the recognizers were
/// added, so one stream always gives one sequence of events.
struct GestureArena<Members: ArenaMembers>: Sendable {
  // The slots and held transitions are types of their own, not nested in
  // the generic arena: an array of a nested type needs the type's metadata,
  // which the runtime then builds from the store's type the first time,
  // looking up each conformance of the store's list (docs/PerformanceHistory.md).
  typealias Held = ArenaHeld
  typealias Slot = ArenaSlot

  /// The most recognizers one arena holds (its masks have 64 bits).
  static var capacity: Int { 64 }

  /// The recognizers themselves.
  var members = Members()
  var slots: ContiguousArray<Slot> = []
  /// The transition each slot holds, if any (kept apart from the small,
  /// often-read slots).
  var helds: ContiguousArray<Held?> = []
  /// The recognizers' names, by slot; only event logs read them.
  private(set) var names: [RecognizerName] = []
  /// The proposals of the frame being decided, by their slot's rank in
  /// ``ArenaBookkeeping/order`` (so they are in the order they are decided
  /// in as they are kept), overwritten frame after frame.
  private var pending: ContiguousArray<RecognizerProposal> = []
  /// Bit *r* set: `pending[r]` holds a proposal of the frame being decided.
  private var pendingRanks: UInt64 = 0
  /// Bit *i* set: slot *i* was failed or cancelled while the frame was being
  /// decided, so its own proposal for the frame no longer counts.
  var dropped: UInt64 = 0
  /// The masks, order and deadline cache that let a frame visit only the slots it concerns.
  var bookkeeping = ArenaBookkeeping()
  /// How many transitions UIKit's state machine would not allow were made:
  /// always 0 unless the arena has a bug (see `GestureArena+Invariants.swift`).
  var illegalTransitions = 0
  /// What the arena did about recognizers that broke the protocol's rules.
  var diagnostics = EngineDiagnostics()

  /// The earliest deadline of any recognizer, with its slot.
  var nextDeadline: (time: Timestamp, index: Int)? { bookkeeping.nextDeadline }

  /// Gives a new member its slot (see `add(_:named:playing:)`): the one
  /// place that grows the slot arrays, which are private to this file.
  // Out of the generic `add`, which is specialized for every recognizer type.
  @inline(never)
  mutating func addSlot(
    for member: RecognizerMember, named name: RecognizerName, outcome: MemberOutcome
  )
    -> RecognizerID
  {
    let index = slots.count
    slots.append(Slot(member: member))
    helds.append(nil)
    pending.append(.none)
    names.append(name)
    bookkeeping.addSlot(isOutsider: !members.isBuiltIn(member))
    bookkeeping.note(outcome, of: index)
    recomputeOrder()
    return RecognizerID(index: index)
  }

  // MARK: A frame

  /// Delivers a frame to every recognizer concerned and decides their proposals.
  ///
  /// A frame of moves is delivered along the arena's rule for quiet frames
  /// (`GestureArena+QuietFrames.swift`) when `decidesChangesAtOnce`, every
  /// other frame in turn (``deliverInTurn(_:shouldBegin:into:decidesChangesAtOnce:recipients:taken:)``).
  ///
  /// - Parameters:
  ///   - touches: The touch table after the frame.
  ///   - shouldBegin: The host's should-begin predicate.
  ///   - events: Where the events are appended.
  ///   - decidesChangesAtOnce: Whether an active recognizer's change that
  ///     nothing of the frame comes before is decided as soon as it is made
  ///     (the fast path) rather than in turn with the others; both give the
  ///     same events, which a property test checks.
  @inline(__always)  // once a frame; as a call it costs the hot path (docs/PerformanceHistory.md)
  mutating func deliver(
    _ touches: TouchTable, shouldBegin: ShouldBegin, into events: inout [GestureEvent],
    decidesChangesAtOnce: Bool = true
  ) {
    if touches.touchSetChanges {
      deliverInTurn(
        touches, shouldBegin: shouldBegin, into: &events, decidesChangesAtOnce: decidesChangesAtOnce,
        recipients: UInt64.max >> (64 - slots.count), taken: nil)
    } else if Self.decidesQuietFrames, decidesChangesAtOnce, let frame = startQuietFrame() {
      deliverQuietly(frame, touches, shouldBegin: shouldBegin, into: &events)
    } else {
      // A frame of moves goes only to the recognizers that asked for moves.
      deliverInTurn(
        touches, shouldBegin: shouldBegin, into: &events, decidesChangesAtOnce: decidesChangesAtOnce,
        recipients: bookkeeping.movers, taken: nil)
    }
  }

  /// Delivers a frame to `recipients` and decides their proposals in turn,
  /// dependencies first (see ``ArenaBookkeeping/order``).
  ///
  /// - Parameters:
  ///   - touches: The touch table after the frame.
  ///   - shouldBegin: The host's should-begin predicate.
  ///   - events: Where the events are appended.
  ///   - decidesChangesAtOnce: As for ``deliver(_:shouldBegin:into:decidesChangesAtOnce:)``.
  ///   - recipients: The slots still to be called.
  ///   - taken: A slot already called in this frame, and what it gave, if
  ///     any: it is decided first, as if called here (the quiet frame's
  ///     hand-over).
  mutating func deliverInTurn(
    _ touches: TouchTable, shouldBegin: ShouldBegin, into events: inout [GestureEvent],
    decidesChangesAtOnce: Bool, recipients: UInt64, taken: (index: Int, outcome: MemberOutcome)?
  ) {
    pendingRanks = 0
    var recipients = recipients
    var next = taken
    while true {
      let index: Int
      let outcome: MemberOutcome
      if let (takenIndex, takenOutcome) = next {
        (index, outcome) = (takenIndex, takenOutcome)
        next = nil
      } else {
        guard recipients != 0 else { break }
        index = recipients.trailingZeroBitCount
        recipients &= recipients - 1
        outcome = members.update(slots[index].member, with: touches)
      }
      bookkeeping.note(outcome, of: index)
      switch outcome.proposal {
      case .none, .withdraw:
        continue
      case .change(let value)
      where decidesChangesAtOnce && slots[index].state.isActive
        && bookkeeping.canDecideAtOnce(
          index, firstPendingRank: pendingRanks.trailingZeroBitCount, recipients: recipients):
        // Most proposals are this one: an active recognizer's new value. It
        // touches no other slot (an active slot holds nothing), and no
        // proposal of this frame comes before it, so deciding it now gives the
        // same events as deciding it in turn below.
        decideChange(value, from: index, at: touches.time, into: &events)
      case .change, .begin, .end, .cancel, .recognize, .fail, .failAndRestart:
        let rank = bookkeeping.rank[index]
        pending[rank] = outcome.proposal
        pendingRanks |= 1 << UInt64(rank)
      }
    }
    returnFinishedToPossible()
    dropped = 0
    // Dependencies first: the proposals are kept by rank.
    while pendingRanks != 0 {
      let rank = pendingRanks.trailingZeroBitCount
      pendingRanks &= pendingRanks - 1
      let index = bookkeeping.order[rank]
      guard dropped & (1 << UInt64(index)) == 0 else { continue }
      decide(pending[rank], from: index, at: touches.time, shouldBegin: shouldBegin, into: &events)
    }
    if bookkeeping.heldSlots != 0 {
      releaseUnblocked(at: touches.time, shouldBegin: shouldBegin, into: &events)
    }
    if touches.hasEndedTouch && touches.downCount == 0 {
      endAttemptsLeftOpen(at: touches.time, into: &events)
    }
    settle()
  }

  // MARK: A deadline

  /// Tells the recognizer at `index` that its deadline `time` has come, and decides.
  mutating func fireDeadline(
    of index: Int, at time: Timestamp, shouldBegin: ShouldBegin,
    into events: inout [GestureEvent]
  ) {
    let outcome = members.reachDeadline(slots[index].member, at: time)
    bookkeeping.note(outcome, of: index)
    returnFinishedToPossible()
    decide(outcome.proposal, from: index, at: time, shouldBegin: shouldBegin, into: &events)
    // A recognizer of your own asks for a deadline now when an attempt of
    // its ended or a value of its was refused (`OutsiderGuard`): its slot is
    // checked here, out of every frame's path.
    if bookkeeping.isOutsider(index) { settleOutsider(index, at: time, into: &events) }
    releaseUnblocked(at: time, shouldBegin: shouldBegin, into: &events)
    settle()
  }

  // MARK: Settling

  /// Ends a frame or a deadline's decision: finished attempts return to
  /// `possible`, and the next deadline is found.
  @inline(__always)
  mutating func settle() {
    returnFinishedToPossible()
    bookkeeping.unsettled = 0
    bookkeeping.findNextDeadline()
  }

  @inline(__always)
  mutating func returnFinishedToPossible() {
    var candidates = bookkeeping.finishedCandidates
    while candidates != 0 {
      let index = candidates.trailingZeroBitCount
      candidates &= candidates - 1
      returnToPossibleIfFinished(index)
    }
  }

  /// A final state lasts until the attempt it ended is over.
  mutating func returnToPossibleIfFinished(_ index: Int) {
    guard slots[index].state.isFinal else { return }
    let attempt = attempt(index)
    if attempt == nil || attempt != slots[index].finalAttempt {
      move(index, to: .possible)
      slots[index].finalAttempt = nil
    }
  }

  // MARK: State

  /// Moves a slot to `state` and emits the event, checking that UIKit's state
  /// machine allows the transition (see ``RecognizerState/canTransition(to:)``).
  @inline(__always)
  mutating func move(
    _ index: Int, to state: RecognizerState, _ value: GestureValue, at time: Timestamp,
    into events: inout [GestureEvent]
  ) {
    move(index, to: state)
    events.append(
      GestureEvent(
        time: time, slot: index, name: names[index], state: state, value: value))
  }

  /// Moves a slot to `state` without an event (the silent return to `possible`).
  @inline(__always)
  mutating func move(_ index: Int, to state: RecognizerState) {
    let old = slots[index].state
    if !old.canTransition(to: state) {
      illegalTransitions += 1
      #if GESTUREKIT_INTERNAL_CHECKS
        preconditionFailure("\(names[index]): illegal transition \(old.name) → \(state.name)")
      #endif
    }
    // `changed` after `changed`, most events, writes nothing: the write would
    // cost a uniqueness check of the slots.
    guard state != old else {
      bookkeeping.noteMove(of: index, isFinal: nil)
      return
    }
    bookkeeping.noteMove(of: index, isFinal: state.isFinal)
    slots[index].state = state
  }

  /// Records `finalAttempt` for a slot that reaches a final state.
  mutating func setFinalAttempt(_ attempt: Int?, of index: Int) {
    slots[index].finalAttempt = attempt
  }
}

/// A begin or recognition waiting for the recognizers it requires to fail.
struct ArenaHeld: Sendable {
  enum Kind: Sendable { case begin, beginAndEnd, recognize }
  var kind: Kind
  var value: GestureValue
  /// The attempt the held transition belongs to.
  var attempt: Int?
}

/// A recognizer's place in the arena.
///
/// Every field is a plain value (no references), so reading and writing
/// slots costs no reference counting.
struct ArenaSlot: Sendable {
  var member: RecognizerMember
  var state = RecognizerState.possible
  /// The attempt whose final state ``state`` shows.
  var finalAttempt: Int?
  /// Bit *j* set: may be active together with recognizer *j*.
  var simultaneous: UInt64 = 0
  /// Bit *j* set: requires recognizer *j* to fail.
  var dependencies: UInt64 = 0
}
