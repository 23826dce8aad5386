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

/// The recognizers of one built-in type: the first in place, any more in a box.
///
/// An Embedded Swift build (the C library, the WebAssembly modules), which
/// builds the standard set only, keeps the first alone: a second one of a
/// type is refused there, as a recognizer written outside the library is.
struct RecognizersOfOneType<Recognizer: GestureRecognizer>: Sendable {
  /// The first one added, or a stand-in until then (never called).
  private var first: Recognizer
  private var hasFirst = false
  #if !hasFeature(Embedded)
    /// The second and later ones (a custom engine's second pan), if any.
    ///
    /// In a box rather than an array: the optimizer hoists an array's
    /// uniqueness check out of the frame loop that may call into it, for every
    /// type, and an empty array, which is never unique, was then copied on
    /// every frame (docs/PerformanceHistory.md).
    private var more: SharedRecognizers<Recognizer>?
  #endif

  /// No recognizer yet: `standIn` holds the first one's place.
  init(standIn: Recognizer) {
    first = standIn
  }

  /// Keeps `recognizer` and returns its place, or `nil` when the store
  /// cannot keep another of its type (an Embedded Swift build's second).
  mutating func add(_ recognizer: Recognizer) -> Int? {
    guard hasFirst else {
      first = recognizer
      hasFirst = true
      return 0
    }
    #if hasFeature(Embedded)
      return nil
    #else
      makeMoreUnique()
      more!.recognizers.append(recognizer)
      return more!.recognizers.count
    #endif
  }

  /// Makes `body` on the recognizer at `index`, in place.
  @inline(__always)
  mutating func make<Call: RecognizerCall>(_ index: Int, _ body: Call, _ input: borrowing Call.Input)
    -> MemberOutcome
  {
    #if hasFeature(Embedded)
      body.make(on: &first, input)  // the only one (see `add`)
    #else
      index == 0 ? body.make(on: &first, input) : makeOnMore(index, body, input)
    #endif
  }

  /// Reads `body` off the recognizer at `index`.
  @inline(__always)
  func read<Reading: RecognizerReading>(_ index: Int, _ body: Reading) -> Reading.Value {
    #if hasFeature(Embedded)
      body.read(first)  // the only one (see `add`)
    #else
      index == 0 ? body.read(first) : body.read(more!.recognizers[index - 1])
    #endif
  }

  #if !hasFeature(Embedded)
    @inline(never)
    private mutating func makeOnMore<Call: RecognizerCall>(
      _ index: Int, _ body: Call, _ input: borrowing Call.Input
    ) -> MemberOutcome {
      makeMoreUnique()
      return body.make(on: &more!.recognizers[index - 1], input)
    }

    /// Gives the store its own box of further recognizers before one is changed.
    private mutating func makeMoreUnique() {
      guard let shared = more else {
        more = SharedRecognizers()
        return
      }
      if !isKnownUniquelyReferenced(&more) { more = SharedRecognizers(shared.recognizers) }
    }
  #endif
}

/// Recognizers kept out of the frame loop's way (a built-in type's second
/// and later ones, those written outside the library), shared by copies of a
/// store until one of them changes them (see ``RecognizersOfOneType``).
final class SharedRecognizers<Element>: @unchecked Sendable {
  // Changed only through a store that holds the only reference.
  var recognizers: ContiguousArray<Element>

  init(_ recognizers: ContiguousArray<Element> = []) {
    self.recognizers = recognizers
  }
}

/// The recognizers written outside the library, boxed (none in an Embedded
/// Swift build, which has no existentials).
struct CustomRecognizers: Sendable {
  #if !hasFeature(Embedded)
    // In a shared box, not an array, as ``RecognizersOfOneType``'s further ones.
    private var customs: SharedRecognizers<any GestureRecognizer>?
  #endif

  mutating func add(_ recognizer: some GestureRecognizer, playing part: StandardRecognizer?)
    -> RecognizerMember?
  {
    #if hasFeature(Embedded)
      return nil  // no existentials: an Embedded Swift build takes the built-in recognizers only
    #else
      makeUnique()
      customs!.recognizers.append(OutsiderGuard(recognizer, playing: part))
      return RecognizerMember(kind: .custom, index: customs!.recognizers.count - 1)
    #endif
  }

  @inline(never)
  mutating func make<Call: RecognizerCall>(_ index: Int, _ body: Call, _ input: borrowing Call.Input)
    -> MemberOutcome
  {
    #if hasFeature(Embedded)
      preconditionFailure("an Embedded Swift build holds no recognizer written outside the library")
    #else
      makeUnique()
      return Self.make(body, onBoxed: &customs!.recognizers[index], input)
    #endif
  }

  func read<Reading: RecognizerReading>(_ index: Int, _ body: Reading) -> Reading.Value {
    #if hasFeature(Embedded)
      preconditionFailure("an Embedded Swift build holds no recognizer written outside the library")
    #else
      Self.read(customs!.recognizers[index], body)
    #endif
  }

  /// ``ArenaMembers/takeRefusedValue(of:)`` for the recognizer at `index`.
  mutating func takeRefusedValue(of index: Int) -> GestureValue.Field? {
    #if hasFeature(Embedded)
      return nil
    #else
      guard var guarded = customs!.recognizers[index] as? OutsiderGuard, let field = guarded.refusedField
      else {
        return nil
      }
      guarded.refusedField = nil
      makeUnique()
      customs!.recognizers[index] = guarded
      return field
    #endif
  }

  #if !hasFeature(Embedded)
    /// Gives the store its own box of recognizers before one is changed.
    private mutating func makeUnique() {
      guard let shared = customs else {
        customs = SharedRecognizers()
        return
      }
      if !isKnownUniquelyReferenced(&customs) { customs = SharedRecognizers(shared.recognizers) }
    }

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
