/// The gesture engine: touch frames in, recognizer events out.
///
/// An engine owns a set of recognizers, the touches that are down, and a clock
/// driven only by the timestamps it is given. Feed it frames (or samples, which
/// it groups into frames by time) and ticks; it appends the resulting
/// ``GestureEvent``s, in time order, to a buffer you own.
///
/// ```swift
/// var engine = try GestureEngine(standardSetWith: GestureConfiguration())
/// var events: [GestureEvent] = []
/// try engine.process(TouchSample(time: 0.00, phase: .down, id: TouchID(1), location: Point(x: 195, y: 400)), into: &events)
/// try engine.process(TouchSample(time: 0.09, phase: .up, id: TouchID(1), location: Point(x: 195, y: 400)), into: &events)
/// try engine.advance(to: 1.0, into: &events)   // the double tap's wait runs out at 0.39
/// for event in events { print(event) }
/// // Prints:
/// // 0.390 doubleTap failed why=tooLate: no second tap within 0.3 s of the first (doubleTapInterval 0.3)
/// // 0.390 tap recognized location=195,400 touchCount=1
/// ```
///
/// **Arbitration**, in one sentence: *a recognizer's begin or recognition is
/// granted if the host's should-begin predicate allows it and none of the
/// recognizers it requires to fail is still trying; granting it fails (or
/// cancels, if begun) every other recognizer in an attempt that is not
/// allowed to run alongside it.* In detail:
///
/// - **Should begin.** A recognizer that the predicate refuses fails.
/// - **Require to fail** (``require(_:toFail:)``). While a dependency is
///   trying (in an attempt, not failed), the dependent's begin or recognition
///   is *held*: its state stays `possible`, later values update the held one.
///   When the dependency fails the held transition is granted at that moment;
///   when the dependency begins or is recognized, the dependent fails. A held
///   recognition whose touches are all up when it is granted (the tap after
///   the double tap's wait) fails no one: its gesture is over.
/// - **Simultaneous pairs** (``allowSimultaneousRecognition(_:_:)``). Only
///   declared pairs may be active at once.
/// - **Cancel.** A touch `cancel` ends every attempt in progress: begun
///   gestures are cancelled, the others fail, held transitions are dropped.
/// - **Order.** Proposals of one frame are decided dependencies first (a
///   recognizer after those it requires to fail), otherwise in the order the
///   recognizers were added, so one stream always gives one sequence of events.
///
/// **Time.** A recognizer's deadline fires at its own time, before any sample
/// later than it, and its events carry that time. A sample at exactly a
/// deadline's time is processed first (thresholds are inclusive).
///
/// **Errors.** Every input is checked before anything changes; a refused input
/// leaves the engine as it was. Nothing traps, and no recognizer can hang or
/// wedge it (see ``diagnostics``).
///
/// - Complexity: Per sample, O(*r* + *k*) for *k* touches down and *r*
///   recognizers: all of them when a touch goes down or ends, only those that
///   need moves (``GestureRecognizer/needsMovement``) otherwise. No heap
///   allocation per sample beyond the events appended (keep the
///   buffer and call `removeAll(keepingCapacity: true)` to make that free too).
public struct GestureEngine: Sendable {
  /// The most recognizers one engine can hold: 64.
  public static let maximumRecognizerCount = 64

  /// The most times one recognizer's deadline may fire in one clock step: 16.
  ///
  /// A step is one frame, tick or `advance`; a standard recognizer needs two
  /// firings at most. Past it the recognizer is stopped (see ``EngineDiagnostics``).
  public static let maximumDeadlineFiringsPerStep = 16

  /// What the engine did about recognizers that broke ``GestureRecognizer``'s
  /// rules (a deadline that does not move on, an attempt left open); empty
  /// for the standard set.
  public var diagnostics: EngineDiagnostics { arena.diagnostics }

  var arena = GestureArena<RecognizerStore>()
  /// Which recognizers play the standard parts (``add(_:as:)``).
  var roles = StandardRecognizerRoles()
  var touches = TouchTable()
  var validator = TouchSequenceValidator()
  /// The samples of a frame being collected by ``process(_:into:shouldBegin:)-(TouchSample,_,_)``.
  var pending: ContiguousArray<TouchSample> = []
  /// The frame being delivered by ``flush(into:shouldBegin:)``; swapped with ``pending``.
  var delivering: ContiguousArray<TouchSample> = []
  var pendingTime: Double?
  /// The clock: the time of the latest frame or tick processed.
  public internal(set) var currentTime: Timestamp?

  /// Creates an engine with no recognizers.
  public init() {
    pending.reserveCapacity(TouchStreamLimits.maximumSimultaneousTouches)
    delivering.reserveCapacity(TouchStreamLimits.maximumSimultaneousTouches)
  }

  // MARK: Recognizers and rules

  /// Adds a recognizer; its events will carry the returned ID.
  ///
  /// - Parameters:
  ///   - recognizer: The recognizer, in its initial (idle) state.
  ///   - name: The name event logs print for it (`tap`, `hold`), unique
  ///     within the engine: 1 to 15 UTF-8 bytes
  ///     (``RecognizerName/maximumLength``; `doubleTap` is 9), without whitespace, control or invisible formatting
  ///     characters, quotes, backslashes or `=`, which would break a log line
  ///     (``RecognizerName`` says why each).
  /// - Returns: The recognizer's ID, which its events carry.
  /// - Throws: ``GestureEngineError/Kind/tooManyRecognizers`` past 64,
  ///   ``GestureEngineError/Kind/invalidName(_:)`` for a name that breaks
  ///   those rules, ``GestureEngineError/Kind/nameTaken(_:heldBy:)`` for a
  ///   name another of its recognizers has, or
  ///   ``GestureEngineError/Kind/unsupportedRecognizer(_:)`` for a recognizer
  ///   outside the standard set, or a second one of a standard type, in an
  ///   Embedded Swift build. Nothing changes then.
  @discardableResult
  public mutating func add(_ recognizer: some GestureRecognizer, named name: String)
    throws(GestureEngineError) -> RecognizerID
  {
    // Room first, then the name's rules, as before the name had rules.
    guard arena.slots.count < Self.maximumRecognizerCount else {
      throw GestureEngineError(.tooManyRecognizers)
    }
    guard let recognizerName = RecognizerName(name) else {
      throw GestureEngineError.invalidName(name)
    }
    return try add(recognizer, named: recognizerName, playing: nil)
  }

  /// Adds a recognizer under a name that keeps ``RecognizerName``'s rules
  /// (``add(_:as:)`` gives the standard parts' names this way), playing
  /// `part`, if any.
  ///
  /// - Throws: As ``add(_:named:)``, but for the rules of a name's characters.
  mutating func add(
    _ recognizer: some GestureRecognizer, named name: RecognizerName, playing part: StandardRecognizer?
  )
    throws(GestureEngineError) -> RecognizerID
  {
    try checkRoom(for: name)
    guard let id = arena.add(recognizer, named: name, playing: part) else {
      throw GestureEngineError(.unsupportedRecognizer(name.description))
    }
    return id
  }

  /// Throws unless the engine has room for one more recognizer and `name`
  /// is free.
  // Out of the generic `add`, which is specialized for every recognizer type:
  // once, not once a type (the WebAssembly modules' size).
  @inline(never)
  private func checkRoom(for name: RecognizerName) throws(GestureEngineError) {
    guard arena.slots.count < Self.maximumRecognizerCount else {
      throw GestureEngineError(.tooManyRecognizers)
    }
    if let holder = arena.names.firstIndex(of: name) {
      throw GestureEngineError(.nameTaken(name.description, heldBy: RecognizerID(index: holder)))
    }
  }

  /// Lets two recognizers be active at the same time (UIKit's
  /// `shouldRecognizeSimultaneouslyWith`), like a pinch and a pan.
  ///
  /// - Throws: ``GestureEngineError/Kind/unknownRecognizer(_:recognizerCount:)`` when either
  ///   ID is not one of this engine's recognizers; nothing changes then.
  public mutating func allowSimultaneousRecognition(_ a: RecognizerID, _ b: RecognizerID)
    throws(GestureEngineError)
  {
    try checkKnown(a)
    try checkKnown(b)
    arena.allowSimultaneous(a, b)
  }

  /// Makes `dependent` wait for `dependency` to fail before it may begin or be
  /// recognized (UIKit's `require(toFail:)`); if `dependency` succeeds,
  /// `dependent` fails.
  ///
  /// - Throws: ``GestureEngineError/Kind/unknownRecognizer(_:recognizerCount:)`` for an ID
  ///   that is not one of this engine's recognizers, or
  ///   ``GestureEngineError/Kind/dependencyCycle(dependent:dependency:)``
  ///   if `dependency` already waits for `dependent`; nothing changes then.
  public mutating func require(_ dependent: RecognizerID, toFail dependency: RecognizerID)
    throws(GestureEngineError)
  {
    try checkKnown(dependent)
    try checkKnown(dependency)
    guard arena.require(dependent, toFail: dependency) else {
      throw GestureEngineError(
        .dependencyCycle(
          dependent: arena.names[dependent.index].description,
          dependency: arena.names[dependency.index].description
        ))
    }
  }

  /// The IDs of the recognizers, in the order they were added.
  public var recognizerIDs: [RecognizerID] {
    arena.slots.indices.map { RecognizerID(index: $0) }
  }

  /// Whether `id` names one of this engine's recognizers.
  public func contains(_ id: RecognizerID) -> Bool { arena.slots.indices.contains(id.index) }

  private func checkKnown(_ id: RecognizerID) throws(GestureEngineError) {
    guard contains(id) else {
      throw GestureEngineError(.unknownRecognizer(id, recognizerCount: arena.slots.count))
    }
  }

  /// The name a recognizer was added with.
  ///
  /// - Throws: ``GestureEngineError/Kind/unknownRecognizer(_:recognizerCount:)``
  ///   when `id` is not one of this engine's recognizers.
  public func name(of id: RecognizerID) throws(GestureEngineError) -> String {
    try checkKnown(id)
    return arena.names[id.index].description
  }

  /// A recognizer's current state.
  ///
  /// - Throws: ``GestureEngineError/Kind/unknownRecognizer(_:recognizerCount:)``
  ///   when `id` is not one of this engine's recognizers.
  public func state(of id: RecognizerID) throws(GestureEngineError) -> RecognizerState {
    try checkKnown(id)
    return arena.slots[id.index].state
  }

  #if !hasFeature(Embedded)
    /// A recognizer, for inspection (its configuration, its deadline).
    ///
    /// - Throws: ``GestureEngineError/Kind/unknownRecognizer(_:recognizerCount:)``
    ///   when `id` is not one of this engine's recognizers.
    public func recognizer(_ id: RecognizerID) throws(GestureEngineError) -> any GestureRecognizer {
      try checkKnown(id)
      return arena.members.recognizer(arena.slots[id.index].member)
    }
  #endif

  /// The touches that are down now, in the order they went down.
  public var touchesDown: TouchTable { touches }

  /// The touches down as the input has said so far, delivered or not.
  var validatorTouchesDown: [TouchID] { validator.touchesDown }

  /// How many samples wait for their frame to be delivered.
  var pendingSampleCount: Int { pending.count }
}
