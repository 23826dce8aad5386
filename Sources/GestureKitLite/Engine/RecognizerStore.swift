/// Where the engine keeps its recognizers: each built-in type's recognizers
/// as values of that type, and the recognizers written outside the library.
///
/// A member is a type and a place (``RecognizerMember``), and every call
/// goes through one exhaustive switch over the types, so a built-in
/// recognizer is called directly, with no existential box, and changed where
/// it lies. The first recognizer of each type (every recognizer of the
/// standard set) is kept in place, not in an array: calling it costs no
/// uniqueness check, and reading it no copy (docs/PerformanceHistory.md). A
/// recognizer written outside the library goes through `any
/// GestureRecognizer` (left out of an Embedded Swift build, which has no
/// existentials), kept inside an ``OutsiderGuard``.
///
/// A new built-in type is a case of ``RecognizerMember/Kind``, a property
/// here, and its line in ``add(_:playing:)`` and in the two switches.
struct RecognizerStore: ArenaMembers {
  private var taps: RecognizersOfOneType<TapRecognizer>
  private var doubleTaps: RecognizersOfOneType<DoubleTapRecognizer>
  private var pinches: RecognizersOfOneType<PinchRecognizer>
  private var pans: RecognizersOfOneType<PanRecognizer>
  private var pullDowns: RecognizersOfOneType<PullDownRecognizer>
  private var quickScales: RecognizersOfOneType<QuickScaleRecognizer>
  private var longPresses: RecognizersOfOneType<LongPressRecognizer>
  private var customs = CustomRecognizers()

  init() {
    let defaults = GestureConfiguration()
    taps = RecognizersOfOneType(standIn: TapRecognizer(configuration: .init(checked: defaults)))
    doubleTaps = RecognizersOfOneType(standIn: DoubleTapRecognizer(configuration: .init(checked: defaults)))
    pinches = RecognizersOfOneType(standIn: PinchRecognizer(configuration: .init(checked: defaults)))
    pans = RecognizersOfOneType(standIn: PanRecognizer(configuration: .init(checked: defaults)))
    pullDowns = RecognizersOfOneType(standIn: PullDownRecognizer(configuration: .init(checked: defaults)))
    quickScales = RecognizersOfOneType(standIn: QuickScaleRecognizer(configuration: .init(checked: defaults)))
    longPresses = RecognizersOfOneType(standIn: LongPressRecognizer(configuration: .init(checked: defaults)))
  }

  // Inlined into each specialization of the generic `add`, so that each cast
  // is decided at compile time.
  @inline(__always)
  mutating func add(_ recognizer: some GestureRecognizer, playing part: StandardRecognizer?)
    -> RecognizerMember?
  {
    if let recognizer = recognizer as? TapRecognizer {
      return taps.add(recognizer).map { RecognizerMember(kind: .tap, index: $0) }
    }
    if let recognizer = recognizer as? DoubleTapRecognizer {
      return doubleTaps.add(recognizer).map { RecognizerMember(kind: .doubleTap, index: $0) }
    }
    if let recognizer = recognizer as? PinchRecognizer {
      return pinches.add(recognizer).map { RecognizerMember(kind: .pinch, index: $0) }
    }
    if let recognizer = recognizer as? PanRecognizer {
      return pans.add(recognizer).map { RecognizerMember(kind: .pan, index: $0) }
    }
    if let recognizer = recognizer as? PullDownRecognizer {
      return pullDowns.add(recognizer).map { RecognizerMember(kind: .pullDown, index: $0) }
    }
    if let recognizer = recognizer as? QuickScaleRecognizer {
      return quickScales.add(recognizer).map { RecognizerMember(kind: .quickScale, index: $0) }
    }
    if let recognizer = recognizer as? LongPressRecognizer {
      return longPresses.add(recognizer).map { RecognizerMember(kind: .longPress, index: $0) }
    }
    return customs.add(recognizer, playing: part)
  }

  /// Makes `body` with `input` on the member's recognizer, in place.
  ///
  /// The input is borrowed, not stored in `body`: a touch table held by a
  /// value would be retained and released on every call.
  // Transparent: the session's quiet frames call the store from a function
  // the optimizer no longer inlines into once it is that big; an
  // `@inline(__always)` dispatch stayed a call there (docs/PerformanceHistory.md).
  @_transparent
  private mutating func call<Call: RecognizerCall>(
    _ member: RecognizerMember, _ body: Call, _ input: borrowing Call.Input
  ) -> MemberOutcome {
    switch member.kind {
    case .tap: taps.make(member.index, body, input)
    case .doubleTap: doubleTaps.make(member.index, body, input)
    case .pinch: pinches.make(member.index, body, input)
    case .pan: pans.make(member.index, body, input)
    case .pullDown: pullDowns.make(member.index, body, input)
    case .quickScale: quickScales.make(member.index, body, input)
    case .longPress: longPresses.make(member.index, body, input)
    case .custom: customs.make(member.index, body, input)
    }
  }

  /// Reads `body` off the member's recognizer, where it lies.
  // Inlined in native builds: called, a method of the store copies the
  // whole store first. An Embedded Swift build keeps one copy of it, for
  // the modules' size.
  #if !hasFeature(Embedded)
    @inline(__always)
  #endif
  private func read<Reading: RecognizerReading>(_ member: RecognizerMember, _ body: Reading) -> Reading.Value
  {
    switch member.kind {
    case .tap: taps.read(member.index, body)
    case .doubleTap: doubleTaps.read(member.index, body)
    case .pinch: pinches.read(member.index, body)
    case .pan: pans.read(member.index, body)
    case .pullDown: pullDowns.read(member.index, body)
    case .quickScale: quickScales.read(member.index, body)
    case .longPress: longPresses.read(member.index, body)
    case .custom: customs.read(member.index, body)
    }
  }

  // Inlined into the arena's frame loop, where it runs for every recognizer
  // that follows a touch: as a call, the outcome went through memory
  // (transparent for the session's quiet frames, as `call`).
  @_transparent
  mutating func update(_ member: RecognizerMember, with touches: TouchTable) -> MemberOutcome {
    call(member, Update(), touches)
  }

  mutating func reachDeadline(_ member: RecognizerMember, at time: Timestamp) -> MemberOutcome {
    call(member, ReachDeadline(), time)
  }

  mutating func stop(_ member: RecognizerMember) -> MemberOutcome {
    call(member, Stop(), ())
  }

  #if !hasFeature(Embedded)
    @inline(__always)
  #endif
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
      member.kind != .custom
    #endif
  }

  mutating func takeRefusedValue(of member: RecognizerMember) -> GestureValue.Field? {
    guard member.kind == .custom else { return nil }
    return customs.takeRefusedValue(of: member.index)
  }

  #if !hasFeature(Embedded)
    /// The recognizer itself, boxed (the one given, without its
    /// ``OutsiderGuard``); for inspection, not for the hot path.
    func recognizer(_ member: RecognizerMember) -> any GestureRecognizer {
      read(member, Boxed())
    }
  #endif
}

// MARK: - What the store does to a recognizer (RecognizerCall.swift has the protocols)

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
