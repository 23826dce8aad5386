/// Where an arena's recognizers live, and how the arena calls them.
///
/// The arena knows only ``GestureRecognizer``: it calls members through this
/// protocol, by the ``RecognizerMember`` handle each one got when it was
/// added. The engine's store keeps the built-in recognizers as values of
/// their own types, so a call is a direct call with no existential box
/// (``RecognizerStore``); any other conforming store works the same.
protocol ArenaMembers: Sendable {
  /// An empty store.
  init()

  /// Stores `recognizer` and returns its handle, or `nil` when the store
  /// cannot keep a recognizer of its type; one written outside the library
  /// that plays `part` is held to the values the part can have (see
  /// ``takeRefusedValue(of:)``).
  mutating func add(_ recognizer: some GestureRecognizer, playing part: StandardRecognizer?)
    -> RecognizerMember?

  /// ``GestureRecognizer/update(with:)``, with what the arena keeps about the member.
  mutating func update(_ member: RecognizerMember, with touches: TouchTable) -> MemberOutcome

  /// ``GestureRecognizer/reachDeadline(_:)``, with what the arena keeps about the member.
  mutating func reachDeadline(_ member: RecognizerMember, at time: Timestamp) -> MemberOutcome

  /// ``GestureRecognizer/stop()``, with what the arena keeps about the member.
  mutating func stop(_ member: RecognizerMember) -> MemberOutcome

  /// The member's ``GestureRecognizer/attempt``.
  func attempt(of member: RecognizerMember) -> Int?

  /// The member's ``GestureRecognizer/needsMovement`` and ``GestureRecognizer/deadline``.
  func schedule(of member: RecognizerMember) -> (needsMovement: Bool, deadline: Timestamp?)

  /// Whether the member is one of the library's own recognizers, whose
  /// reasons the arena need not check.
  func isBuiltIn(_ member: RecognizerMember) -> Bool

  /// The field of the last value the member proposed that its part cannot
  /// have, if it proposed one since this was last asked; the store gave the
  /// arena `.none` for that proposal.
  mutating func takeRefusedValue(of member: RecognizerMember) -> GestureValue.Field?
}

/// A recognizer's place in an ``ArenaMembers`` store: its type, and where
/// among the recognizers of that type.
struct RecognizerMember: Sendable, Equatable {
  /// The built-in recognizer types, and those written outside the library.
  enum Kind: UInt8, Sendable {
    case tap, doubleTap, pinch, pan, pullDown, quickScale, longPress
    /// A recognizer written outside the library.
    case custom
  }

  /// Its type.
  var kind: Kind
  /// Its place among the store's recognizers of that type, in the order they were added.
  var index: Int
}

/// What a call to a member gives the arena: its proposal, and what the arena
/// keeps about it to skip work later (whether it needs moves, its deadline),
/// read in the same dispatch.
struct MemberOutcome: Sendable {
  /// What the recognizer asked for.
  var proposal: RecognizerProposal
  /// ``GestureRecognizer/needsMovement`` after the call.
  var needsMovement: Bool
  /// ``GestureRecognizer/deadline`` after the call.
  var deadline: Timestamp?

  /// The outcome of a call, already made, to `recognizer`.
  @inline(__always)
  init(_ proposal: RecognizerProposal, of recognizer: some GestureRecognizer) {
    self.proposal = proposal
    needsMovement = recognizer.needsMovement
    deadline = recognizer.deadline
  }
}
