/// Where the engine keeps its recognizers: one array per standard kind, and
/// one for recognizers written outside the library.
///
/// A member is a kind and an index (``Member``), so every call mutates its
/// recognizer in place in its own array: no copy of a recognizer's state and
/// no existential box for the standard ones, which are called directly and
/// inlined. A recognizer written outside the library goes through
/// `any GestureRecognizer` (left out of an Embedded Swift build, which has no
/// existentials).
///
/// Every call goes through one `switch` (``call(_:_:)``), every read through
/// another (``read(_:_:)``): adding a built-in recognizer means an array, a
/// ``Member`` case, a line in ``add(_:playing:)`` and one case in each of the
/// two. A recognizer written outside the library is kept inside an
/// ``OutsiderGuard``.
struct StandardRecognizerStore: ArenaMembers {
  /// Which array a recognizer is in, and where.
  enum Member: Sendable, Equatable {
    case tap(Int)
    case doubleTap(Int)
    case pinch(Int)
    case pan(Int)
    case pullDown(Int)
    #if !hasFeature(Embedded)
      case custom(Int)
    #endif
  }

  private var taps: ContiguousArray<TapRecognizer> = []
  private var doubleTaps: ContiguousArray<DoubleTapRecognizer> = []
  private var pinches: ContiguousArray<PinchRecognizer> = []
  private var pans: ContiguousArray<PanRecognizer> = []
  private var pullDowns: ContiguousArray<PullDownRecognizer> = []
  #if !hasFeature(Embedded)
    private var customs: ContiguousArray<any GestureRecognizer> = []
  #endif

  init() {
    // Give every array a buffer of its own from the start: an empty array
    // shares a global empty buffer, and a mutation that must first make the
    // array unique would then copy it on every frame.
    taps.reserveCapacity(1)
    doubleTaps.reserveCapacity(1)
    pinches.reserveCapacity(1)
    pans.reserveCapacity(1)
    pullDowns.reserveCapacity(1)
    #if !hasFeature(Embedded)
      customs.reserveCapacity(1)
    #endif
  }

  mutating func add(_ recognizer: some GestureRecognizer, playing part: StandardRecognizer?) -> Member? {
    if let tap = recognizer as? TapRecognizer { return .tap(Self.append(tap, to: &taps)) }
    if let doubleTap = recognizer as? DoubleTapRecognizer {
      return .doubleTap(Self.append(doubleTap, to: &doubleTaps))
    }
    if let pinch = recognizer as? PinchRecognizer { return .pinch(Self.append(pinch, to: &pinches)) }
    if let pan = recognizer as? PanRecognizer { return .pan(Self.append(pan, to: &pans)) }
    if let pullDown = recognizer as? PullDownRecognizer {
      return .pullDown(Self.append(pullDown, to: &pullDowns))
    }
    #if hasFeature(Embedded)
      return nil  // no existentials: an Embedded Swift build takes the standard recognizers only
    #else
      customs.append(OutsiderGuard(recognizer, playing: part))
      return .custom(customs.count - 1)
    #endif
  }

  private static func append<R>(_ recognizer: R, to array: inout ContiguousArray<R>) -> Int {
    array.append(recognizer)
    return array.count - 1
  }

  // Inlined into the arena's frame loop, where it runs for every recognizer
  // that follows a touch: as a call, the outcome went through memory.
  @inline(__always)
  mutating func update(_ member: Member, with touches: TouchTable) -> MemberOutcome {
    call(member, Update(), touches)
  }

  mutating func reachDeadline(_ member: Member, at time: Timestamp) -> MemberOutcome {
    call(member, ReachDeadline(), time)
  }

  mutating func stop(_ member: Member) -> MemberOutcome {
    call(member, Stop(), ())
  }

  func attempt(of member: Member) -> Int? {
    read(member, Attempt())
  }

  func schedule(of member: Member) -> (needsMovement: Bool, deadline: Timestamp?) {
    read(member, Schedule())
  }

  func isBuiltIn(_ member: Member) -> Bool {
    switch member {
    case .tap, .doubleTap, .pinch, .pan, .pullDown: true
    #if !hasFeature(Embedded)
      case .custom: false
    #endif
    }
  }

  mutating func takeRefusedValue(of member: Member) -> GestureValue.Field? {
    #if hasFeature(Embedded)
      return nil
    #else
      guard case .custom(let index) = member, var guarded = customs[index] as? OutsiderGuard,
        let field = guarded.refusedField
      else { return nil }
      guarded.refusedField = nil
      customs[index] = guarded
      return field
    #endif
  }

  #if !hasFeature(Embedded)
    /// Reads `body` off a recognizer written outside the library, opened from its box.
    private static func read<Reading: RecognizerReading>(
      _ recognizer: any GestureRecognizer, _ body: Reading
    ) -> Reading.Value {
      body.read(recognizer)
    }

    /// The recognizer itself, boxed (the one given, without its
    /// ``OutsiderGuard``); for inspection, not for the hot path.
    func recognizer(_ member: Member) -> any GestureRecognizer {
      read(member, Boxed())
    }
  #endif

  // MARK: The two switches

  /// Makes `body` with `input` on the member's recognizer, in place.
  ///
  /// The input is borrowed, not stored in `body`: a touch table held by a
  /// value would be retained and released on every call.
  @inline(__always)
  private mutating func call<Call: RecognizerCall>(
    _ member: Member, _ body: Call, _ input: borrowing Call.Input
  ) -> MemberOutcome {
    switch member {
    case .tap(let index): body.make(on: &taps[index], input)
    case .doubleTap(let index): body.make(on: &doubleTaps[index], input)
    case .pinch(let index): body.make(on: &pinches[index], input)
    case .pan(let index): body.make(on: &pans[index], input)
    case .pullDown(let index): body.make(on: &pullDowns[index], input)
    #if !hasFeature(Embedded)
      case .custom(let index): Self.make(body, onBoxed: &customs[index], input)
    #endif
    }
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
  #endif

  /// Reads `body` off the member's recognizer.
  private func read<Reading: RecognizerReading>(_ member: Member, _ body: Reading) -> Reading.Value {
    switch member {
    case .tap(let index): body.read(taps[index])
    case .doubleTap(let index): body.read(doubleTaps[index])
    case .pinch(let index): body.read(pinches[index])
    case .pan(let index): body.read(pans[index])
    case .pullDown(let index): body.read(pullDowns[index])
    #if !hasFeature(Embedded)
      case .custom(let index): Self.read(customs[index], body)
    #endif
    }
  }
}

// MARK: - What the store can do to a recognizer

/// One of ``GestureRecognizer``'s mutating calls, made on a recognizer of any type.
private protocol RecognizerCall {
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
private protocol RecognizerReading {
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
