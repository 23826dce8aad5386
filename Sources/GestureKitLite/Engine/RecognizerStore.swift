/// Where the engine keeps its recognizers: one array per built-in recognizer
/// type, and one for recognizers written outside the library.
///
/// The store is a list of kinds declared once, as a type: ``RecognizerKind``
/// holds the recognizers of one type and the kinds after it, ``CustomRecognizers``
/// ends the list (see `StandardRecognizer.swift`, where the standard set's
/// list is declared). A member is a kind and an index (``RecognizerMember``),
/// so every call mutates its recognizer in place in its own array: no copy of
/// a recognizer's state and no existential box for the built-in ones, which
/// are called directly and inlined. A recognizer written outside the library
/// goes through `any GestureRecognizer` (left out of an Embedded Swift build,
/// which has no existentials), kept inside an ``OutsiderGuard``.
///
/// Every call goes through one chain of kind tests (``RecognizerKinds/call(_:_:_:)``),
/// every read through another (``RecognizerKinds/read(_:_:)``); the compiler
/// specializes the list, so the chain is what a `switch` over the kinds was.
/// Adding a built-in recognizer is one more element of the list.
protocol RecognizerKinds: ArenaMembers {
  /// How many built-in kinds this list holds: its own and those after it.
  static var kindCount: Int { get }

  /// Makes `body` with `input` on the member's recognizer, in place.
  ///
  /// The input is borrowed, not stored in `body`: a touch table held by a
  /// value would be retained and released on every call.
  mutating func call<Call: RecognizerCall>(
    _ member: RecognizerMember, _ body: Call, _ input: borrowing Call.Input
  )
    -> MemberOutcome

  /// Reads `body` off the member's recognizer.
  func read<Reading: RecognizerReading>(_ member: RecognizerMember, _ body: Reading) -> Reading.Value

  /// ``ArenaMembers/takeRefusedValue(of:)`` for a member of this list's kinds.
  mutating func takeRefusedCustomValue(of member: RecognizerMember) -> GestureValue.Field?
}

/// The recognizers of one built-in type, in an array of their own, and the
/// kinds after them.
struct RecognizerKind<Recognizer: GestureRecognizer, Rest: RecognizerKinds>: RecognizerKinds {
  private var recognizers: ContiguousArray<Recognizer> = []
  private var rest = Rest()

  init() {
    // Give the array a buffer of its own from the start: an empty array
    // shares a global empty buffer, and a mutation that must first make the
    // array unique would then copy it on every frame.
    recognizers.reserveCapacity(1)
  }

  static var kindCount: Int { Rest.kindCount + 1 }

  /// This kind's number: how many kinds come after it.
  private static var kind: Int { Rest.kindCount }

  // Inlined down the list, so that each cast is decided at compile time: as
  // calls, the casts were made at run time, looking conformances up.
  @inline(__always)
  mutating func add(_ recognizer: some GestureRecognizer, playing part: StandardRecognizer?)
    -> RecognizerMember?
  {
    guard let recognizer = recognizer as? Recognizer else { return rest.add(recognizer, playing: part) }
    recognizers.append(recognizer)
    return RecognizerMember(kind: Self.kind, index: recognizers.count - 1)
  }

  @inline(__always)
  mutating func call<Call: RecognizerCall>(
    _ member: RecognizerMember, _ body: Call, _ input: borrowing Call.Input
  )
    -> MemberOutcome
  {
    if member.kind == Self.kind { return body.make(on: &recognizers[member.index], input) }
    return rest.call(member, body, input)
  }

  func read<Reading: RecognizerReading>(_ member: RecognizerMember, _ body: Reading) -> Reading.Value {
    if member.kind == Self.kind { return body.read(recognizers[member.index]) }
    return rest.read(member, body)
  }

  mutating func takeRefusedCustomValue(of member: RecognizerMember) -> GestureValue.Field? {
    rest.takeRefusedCustomValue(of: member)
  }
}

/// The end of a store's list: the recognizers written outside the library,
/// boxed (none in an Embedded Swift build, which has no existentials).
struct CustomRecognizers: RecognizerKinds {
  #if !hasFeature(Embedded)
    private var customs: ContiguousArray<any GestureRecognizer> = []
  #endif

  init() {
    #if !hasFeature(Embedded)
      customs.reserveCapacity(1)
    #endif
  }

  static var kindCount: Int { 0 }

  mutating func add(_ recognizer: some GestureRecognizer, playing part: StandardRecognizer?)
    -> RecognizerMember?
  {
    #if hasFeature(Embedded)
      return nil  // no existentials: an Embedded Swift build takes the built-in recognizers only
    #else
      customs.append(OutsiderGuard(recognizer, playing: part))
      return RecognizerMember(kind: RecognizerMember.custom, index: customs.count - 1)
    #endif
  }

  mutating func call<Call: RecognizerCall>(
    _ member: RecognizerMember, _ body: Call, _ input: borrowing Call.Input
  )
    -> MemberOutcome
  {
    #if hasFeature(Embedded)
      preconditionFailure("an Embedded Swift build holds no recognizer written outside the library")
    #else
      Self.make(body, onBoxed: &customs[member.index], input)
    #endif
  }

  func read<Reading: RecognizerReading>(_ member: RecognizerMember, _ body: Reading) -> Reading.Value {
    #if hasFeature(Embedded)
      preconditionFailure("an Embedded Swift build holds no recognizer written outside the library")
    #else
      Self.read(customs[member.index], body)
    #endif
  }

  mutating func takeRefusedCustomValue(of member: RecognizerMember) -> GestureValue.Field? {
    #if hasFeature(Embedded)
      return nil
    #else
      guard member.kind == RecognizerMember.custom, var guarded = customs[member.index] as? OutsiderGuard,
        let field = guarded.refusedField
      else { return nil }
      guarded.refusedField = nil
      customs[member.index] = guarded
      return field
    #endif
  }

  #if !hasFeature(Embedded)
    /// Makes `body` on a recognizer written outside the library, opened from
    /// its box in place (the array lends the element, so the box stays unique
    /// and is not copied).
    private static func make<Call: RecognizerCall>(
      _ body: Call, onBoxed recognizer: inout any GestureRecognizer, _ input: borrowing Call.Input
    ) -> MemberOutcome {
      body.make(on: &recognizer, input)
    }

    /// Reads `body` off a recognizer written outside the library, opened from its box.
    private static func read<Reading: RecognizerReading>(
      _ recognizer: any GestureRecognizer, _ body: Reading
    ) -> Reading.Value {
      body.read(recognizer)
    }
  #endif
}

// MARK: - The arena's calls, through the two chains

extension RecognizerKinds {
  // Inlined into the arena's frame loop, where it runs for every recognizer
  // that follows a touch: as a call, the outcome went through memory.
  @inline(__always)
  mutating func update(_ member: RecognizerMember, with touches: TouchTable) -> MemberOutcome {
    call(member, Update(), touches)
  }

  mutating func reachDeadline(_ member: RecognizerMember, at time: Timestamp) -> MemberOutcome {
    call(member, ReachDeadline(), time)
  }

  mutating func stop(_ member: RecognizerMember) -> MemberOutcome {
    call(member, Stop(), ())
  }

  func attempt(of member: RecognizerMember) -> Int? {
    read(member, Attempt())
  }

  func schedule(of member: RecognizerMember) -> (needsMovement: Bool, deadline: Timestamp?) {
    read(member, Schedule())
  }

  func isBuiltIn(_ member: RecognizerMember) -> Bool {
    #if hasFeature(Embedded)
      true  // no other kind: the outsiders' checks are left out of the module
    #else
      member.kind != RecognizerMember.custom
    #endif
  }

  mutating func takeRefusedValue(of member: RecognizerMember) -> GestureValue.Field? {
    guard member.kind == RecognizerMember.custom else { return nil }
    return takeRefusedCustomValue(of: member)
  }

  #if !hasFeature(Embedded)
    /// The recognizer itself, boxed (the one given, without its
    /// ``OutsiderGuard``); for inspection, not for the hot path.
    func recognizer(_ member: RecognizerMember) -> any GestureRecognizer {
      read(member, Boxed())
    }
  #endif
}

// MARK: - What the store can do to a recognizer

/// One of ``GestureRecognizer``'s mutating calls, made on a recognizer of any type.
protocol RecognizerCall {
  /// What the call passes to the recognizer.
  associatedtype Input
  func make<Recognizer: GestureRecognizer>(on recognizer: inout Recognizer, _ input: borrowing Input)
    -> MemberOutcome
}

private struct Update: RecognizerCall {
  @inline(__always)
  func make<Recognizer: GestureRecognizer>(on recognizer: inout Recognizer, _ touches: borrowing TouchTable)
    -> MemberOutcome
  {
    MemberOutcome(recognizer.update(with: touches), of: recognizer)
  }
}

private struct ReachDeadline: RecognizerCall {
  func make<Recognizer: GestureRecognizer>(on recognizer: inout Recognizer, _ time: borrowing Timestamp)
    -> MemberOutcome
  {
    MemberOutcome(recognizer.reachDeadline(copy time), of: recognizer)
  }
}

private struct Stop: RecognizerCall {
  func make<Recognizer: GestureRecognizer>(on recognizer: inout Recognizer, _ nothing: borrowing Void)
    -> MemberOutcome
  {
    recognizer.stop()
    return MemberOutcome(.none, of: recognizer)
  }
}

/// Something read off a recognizer of any type.
protocol RecognizerReading {
  associatedtype Value
  func read<Recognizer: GestureRecognizer>(_ recognizer: Recognizer) -> Value
}

private struct Attempt: RecognizerReading {
  func read<Recognizer: GestureRecognizer>(_ recognizer: Recognizer) -> Int? { recognizer.attempt }
}

private struct Schedule: RecognizerReading {
  func read<Recognizer: GestureRecognizer>(_ recognizer: Recognizer) -> (
    needsMovement: Bool, deadline: Timestamp?
  ) {
    (recognizer.needsMovement, recognizer.deadline)
  }
}

#if !hasFeature(Embedded)
  private struct Boxed: RecognizerReading {
    func read<Recognizer: GestureRecognizer>(_ recognizer: Recognizer) -> any GestureRecognizer {
      (recognizer as? OutsiderGuard)?.recognizer ?? recognizer
    }
  }
#endif
