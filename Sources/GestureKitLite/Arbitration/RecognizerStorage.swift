/// Where the arena keeps its recognizers: one array per standard kind, one
/// for recognizers written outside the library.
///
/// A slot refers to its recognizer by kind and index (``Reference``), so every
/// per-frame call mutates the recognizer in place in its array: no copy of a
/// recognizer's state, and no existential box for the standard ones. A
/// recognizer written outside the library goes through `any GestureRecognizer`.
struct RecognizerStorage: Sendable {
  /// Which array a recognizer is in, and where.
  enum Reference: Sendable, Equatable {
    case tap(Int)
    case doubleTap(Int)
    case pinch(Int)
    case pan(Int)
    case pullDown(Int)
    case custom(Int)
  }

  private var taps: ContiguousArray<TapRecognizer> = []
  private var doubleTaps: ContiguousArray<DoubleTapRecognizer> = []
  private var pinches: ContiguousArray<PinchRecognizer> = []
  private var pans: ContiguousArray<PanRecognizer> = []
  private var pullDowns: ContiguousArray<PullDownRecognizer> = []
  private var customs: ContiguousArray<any GestureRecognizer> = []

  init() {
    // Give every array a buffer of its own from the start: an empty array
    // shares a global empty buffer, and a mutation that must first make the
    // array unique would then copy it on every frame.
    taps.reserveCapacity(1)
    doubleTaps.reserveCapacity(1)
    pinches.reserveCapacity(1)
    pans.reserveCapacity(1)
    pullDowns.reserveCapacity(1)
    customs.reserveCapacity(1)
  }

  /// Stores `recognizer` and returns where it is.
  mutating func add(_ recognizer: some GestureRecognizer) -> Reference {
    switch recognizer {
    case let tap as TapRecognizer:
      taps.append(tap)
      return .tap(taps.count - 1)
    case let doubleTap as DoubleTapRecognizer:
      doubleTaps.append(doubleTap)
      return .doubleTap(doubleTaps.count - 1)
    case let pinch as PinchRecognizer:
      pinches.append(pinch)
      return .pinch(pinches.count - 1)
    case let pan as PanRecognizer:
      pans.append(pan)
      return .pan(pans.count - 1)
    case let pullDown as PullDownRecognizer:
      pullDowns.append(pullDown)
      return .pullDown(pullDowns.count - 1)
    default:
      customs.append(recognizer)
      return .custom(customs.count - 1)
    }
  }

  /// The recognizer itself, boxed; for inspection, not for the hot path.
  subscript(reference: Reference) -> any GestureRecognizer {
    switch reference {
    case .tap(let index): taps[index]
    case .doubleTap(let index): doubleTaps[index]
    case .pinch(let index): pinches[index]
    case .pan(let index): pans[index]
    case .pullDown(let index): pullDowns[index]
    case .custom(let index): customs[index]
    }
  }

  /// What a call to a recognizer gives the arena: its proposal, and what the
  /// arena keeps about it to skip work later (whether it needs moves, its
  /// deadline), read in the same dispatch.
  struct Outcome: Sendable {
    var proposal: RecognizerProposal
    var needsMovement: Bool
    var deadline: Timestamp?
  }

  // Inlined into the arena's frame loop, where it runs for every recognizer
  // that follows a touch: as a call, the outcome went through memory.
  @inline(__always)
  mutating func update(_ reference: Reference, with touches: TouchTable) -> Outcome {
    switch reference {
    case .tap(let index): return Self.call(&taps[index]) { $0.update(with: touches) }
    case .doubleTap(let index): return Self.call(&doubleTaps[index]) { $0.update(with: touches) }
    case .pinch(let index): return Self.call(&pinches[index]) { $0.update(with: touches) }
    case .pan(let index): return Self.call(&pans[index]) { $0.update(with: touches) }
    case .pullDown(let index): return Self.call(&pullDowns[index]) { $0.update(with: touches) }
    case .custom(let index):
      let proposal = customs[index].update(with: touches)
      return custom(index, proposal)
    }
  }

  mutating func reachDeadline(_ reference: Reference, _ time: Timestamp) -> Outcome {
    switch reference {
    case .tap(let index): return Self.call(&taps[index]) { $0.reachDeadline(time) }
    case .doubleTap(let index): return Self.call(&doubleTaps[index]) { $0.reachDeadline(time) }
    case .pinch(let index): return Self.call(&pinches[index]) { $0.reachDeadline(time) }
    case .pan(let index): return Self.call(&pans[index]) { $0.reachDeadline(time) }
    case .pullDown(let index): return Self.call(&pullDowns[index]) { $0.reachDeadline(time) }
    case .custom(let index):
      let proposal = customs[index].reachDeadline(time)
      return custom(index, proposal)
    }
  }

  mutating func stop(_ reference: Reference) -> Outcome {
    switch reference {
    case .tap(let index): return Self.stop(&taps[index])
    case .doubleTap(let index): return Self.stop(&doubleTaps[index])
    case .pinch(let index): return Self.stop(&pinches[index])
    case .pan(let index): return Self.stop(&pans[index])
    case .pullDown(let index): return Self.stop(&pullDowns[index])
    case .custom(let index):
      customs[index].stop()
      return custom(index, .none)
    }
  }

  private static func stop<Recognizer: GestureRecognizer>(_ recognizer: inout Recognizer) -> Outcome {
    call(&recognizer) {
      $0.stop()
      return .none
    }
  }

  @inline(__always)
  private static func call<Recognizer: GestureRecognizer>(
    _ recognizer: inout Recognizer, _ body: (inout Recognizer) -> RecognizerProposal
  ) -> Outcome {
    let proposal = body(&recognizer)
    return Outcome(proposal: proposal, needsMovement: recognizer.needsMovement, deadline: recognizer.deadline)
  }

  /// The outcome of a call, already made, to the custom recognizer at `index`.
  ///
  /// Make the call before this one, not in its argument list: `self` is read
  /// before the arguments, so the outcome would describe the recognizer as it
  /// was before the call.
  private func custom(_ index: Int, _ proposal: RecognizerProposal) -> Outcome {
    Outcome(
      proposal: proposal, needsMovement: customs[index].needsMovement, deadline: customs[index].deadline)
  }

  func attempt(_ reference: Reference) -> Int? {
    switch reference {
    case .tap(let index): taps[index].attempt
    case .doubleTap(let index): doubleTaps[index].attempt
    case .pinch(let index): pinches[index].attempt
    case .pan(let index): pans[index].attempt
    case .pullDown(let index): pullDowns[index].attempt
    case .custom(let index): customs[index].attempt
    }
  }
}
