/// What the arena keeps only to be fast: which slots a frame concerns, the
/// order proposals are decided in, and the next deadline.
///
/// Everything here is derived from the slots and their recognizers, and
/// `GestureArena+Invariants.swift` checks that it agrees with them. A reader
/// of the rules (`GestureArena+Decisions.swift`) may skip this file: it
/// changes which slots are visited and when, never what is decided.
///
/// Bit *i* of each mask is slot *i*; most frames are moves that one or two
/// recognizers follow, and the masks let them visit only those.
struct ArenaBookkeeping: Sendable {
  /// Slots whose recognizer needs frames in which touches only move
  /// (``GestureRecognizer/needsMovement``); the others skip them.
  private(set) var movers: UInt64 = 0
  /// Slots whose recognizer has a deadline, kept in ``deadlines``.
  private(set) var deadlineSlots: UInt64 = 0
  /// Slots whose deadline is ignored until the recognizer's next call: it
  /// did not move its deadline on (see ``EngineDiagnostics``).
  private(set) var ignoredDeadlineSlots: UInt64 = 0
  /// Each slot's recognizer's deadline, where ``deadlineSlots`` says it has one.
  private(set) var deadlines: ContiguousArray<Timestamp> = []
  /// Slots that hold a transition (a begin or recognition waiting for a dependency).
  private(set) var heldSlots: UInt64 = 0
  /// Slots in a final state (`ended`, `recognized`, `cancelled`, `failed`).
  private(set) var finalSlots: UInt64 = 0
  /// Slots of recognizers written outside the library (see `GestureArena.settleOutsider`).
  private(set) var outsiderSlots: UInt64 = 0
  /// Slots whose recognizer was called or whose state moved since the last
  /// settle: only they can have finished an attempt, so only they may return
  /// from a final state to `possible`.
  var unsettled: UInt64 = 0
  /// Slot indices in the order proposals are decided: a slot after those it
  /// requires to fail, otherwise in the order the slots were added.
  ///
  /// The arena walks it by position (`order.indices`): a `for` loop over
  /// the array itself retains its storage for the loop, which every
  /// decision that walks it paid.
  private(set) var order: [Int] = []
  /// Each slot's position in ``order``.
  private(set) var rank: [Int] = []
  /// For each slot, the slots after it (by index) that come before it in
  /// ``order``: while none of them has a proposal, its change can be decided
  /// as soon as it is made.
  private var earlierInOrderAfter: [UInt64] = []
  /// The earliest deadline of any slot, with the slot; recomputed once after
  /// every change rather than on every question.
  private(set) var nextDeadline: (time: Timestamp, index: Int)?

  /// Makes room for one more slot, of a recognizer written outside the
  /// library if `isOutsider`.
  mutating func addSlot(isOutsider: Bool) {
    if isOutsider { outsiderSlots |= 1 << UInt64(deadlines.count) }
    deadlines.append(Timestamp(microseconds: 0))
  }

  /// Records what a call may have changed in the slot's recognizer: whether
  /// it needs moves and its deadline; and that the slot must be settled.
  @inline(__always)  // once a recognizer call, in the frame loop
  mutating func note(_ outcome: MemberOutcome, of index: Int) {
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

  /// Forgets a slot's deadline until its recognizer's next call.
  mutating func ignoreDeadline(of index: Int) {
    let bit: UInt64 = 1 << UInt64(index)
    deadlineSlots &= ~bit
    ignoredDeadlineSlots |= bit
  }

  /// The deadline kept for the slot at `index`, if it has one.
  func deadline(of index: Int) -> Timestamp? {
    deadlineSlots & (1 << UInt64(index)) != 0 ? deadlines[index] : nil
  }

  /// Whether the slot at `index` holds a transition.
  @inline(__always)
  func holds(_ index: Int) -> Bool { heldSlots & (1 << UInt64(index)) != 0 }

  /// Records whether the slot at `index` holds a transition.
  mutating func setHolds(_ holds: Bool, _ index: Int) {
    let bit: UInt64 = 1 << UInt64(index)
    if holds { heldSlots |= bit } else { heldSlots &= ~bit }
  }

  /// Records whether the slot at `index` is in a final state, and that it moved.
  @inline(__always)
  mutating func noteMove(of index: Int, isFinal: Bool?) {
    let bit: UInt64 = 1 << UInt64(index)
    unsettled |= bit
    guard let isFinal else { return }
    if isFinal { finalSlots |= bit } else { finalSlots &= ~bit }
  }

  /// The slots that may have finished an attempt: final and unsettled.
  var finishedCandidates: UInt64 { finalSlots & unsettled }

  /// Whether the slot at `index` holds a recognizer written outside the library.
  @inline(__always)
  func isOutsider(_ index: Int) -> Bool {
    #if hasFeature(Embedded)
      // An Embedded Swift build holds only the standard recognizers, so the
      // outsiders' settling is left out of the C library and the modules.
      false
    #else
      outsiderSlots & (1 << UInt64(index)) != 0
    #endif
  }

  /// Recomputes ``order`` from each slot's dependencies (bit *j* of
  /// `dependencies[i]`: slot *i* requires slot *j* to fail).
  mutating func recomputeOrder(dependencies: [UInt64]) {
    var placed: UInt64 = 0
    var result: [Int] = []
    result.reserveCapacity(dependencies.count)
    while result.count < dependencies.count {
      for index in dependencies.indices where placed & (1 << UInt64(index)) == 0 {
        if dependencies[index] & ~placed == 0 {
          result.append(index)
          placed |= 1 << UInt64(index)
          break
        }
      }
    }
    order = result
    rank = [Int](repeating: 0, count: result.count)
    for (position, index) in result.enumerated() { rank[index] = position }
    earlierInOrderAfter = dependencies.indices.map { index in
      var mask: UInt64 = 0
      for later in (index + 1)..<dependencies.count where rank[later] < rank[index] {
        mask |= 1 << UInt64(later)
      }
      return mask
    }
  }

  /// Whether a change proposed by the slot at `index` may be decided at
  /// once, in the delivery loop: no proposal of this frame comes before it in
  /// ``order`` (none so far ranks lower, and none of the slots still to be
  /// called, `recipients`, comes before it).
  @inline(__always)
  func canDecideAtOnce(_ index: Int, firstPendingRank: Int, recipients: UInt64) -> Bool {
    rank[index] < firstPendingRank && recipients & earlierInOrderAfter[index] == 0
  }

  /// Whether a frame may be quiet (`GestureArena+QuietFrames.swift`): no
  /// slot holds a transition, none has its deadline ignored, and the last
  /// decision was settled.
  @inline(__always)
  var isQuiet: Bool { heldSlots | ignoredDeadlineSlots | unsettled == 0 }

  /// Whether the slot at `index` has a deadline.
  @inline(__always)
  func hasDeadline(_ index: Int) -> Bool { deadlineSlots & (1 << UInt64(index)) != 0 }

  /// Whether the slot at `index` comes before each of `recipients` in
  /// ``order``: a quiet frame's change is decided where it is made.
  @inline(__always)
  func comesBeforeAll(_ index: Int, _ recipients: UInt64) -> Bool {
    recipients & earlierInOrderAfter[index] == 0
  }

  /// Finds the next deadline: of equal deadlines, the one of the slot first
  /// in ``order`` fires first.
  @inline(__always)  // once a frame: most frames have no deadline at all
  mutating func findNextDeadline() {
    nextDeadline = nil
    guard deadlineSlots != 0 else { return }
    findNextOfDeadlineSlots()
  }

  private mutating func findNextOfDeadlineSlots() {
    var candidates = deadlineSlots
    while candidates != 0 {
      let index = candidates.trailingZeroBitCount
      candidates &= candidates - 1
      let deadline = deadlines[index]
      if let current = nextDeadline,
        current.time < deadline || (current.time == deadline && rank[current.index] < rank[index])
      {
        continue
      }
      nextDeadline = (deadline, index)
    }
  }
}
