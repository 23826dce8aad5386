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

  mutating func update(_ reference: Reference, with touches: TouchTable) -> RecognizerProposal {
    switch reference {
    case .tap(let index): taps[index].update(with: touches)
    case .doubleTap(let index): doubleTaps[index].update(with: touches)
    case .pinch(let index): pinches[index].update(with: touches)
    case .pan(let index): pans[index].update(with: touches)
    case .pullDown(let index): pullDowns[index].update(with: touches)
    case .custom(let index): customs[index].update(with: touches)
    }
  }

  mutating func reachDeadline(_ reference: Reference, _ time: Timestamp) -> RecognizerProposal {
    switch reference {
    case .tap(let index): taps[index].reachDeadline(time)
    case .doubleTap(let index): doubleTaps[index].reachDeadline(time)
    case .pinch(let index): pinches[index].reachDeadline(time)
    case .pan(let index): pans[index].reachDeadline(time)
    case .pullDown(let index): pullDowns[index].reachDeadline(time)
    case .custom(let index): customs[index].reachDeadline(time)
    }
  }

  mutating func stop(_ reference: Reference) {
    switch reference {
    case .tap(let index): taps[index].stop()
    case .doubleTap(let index): doubleTaps[index].stop()
    case .pinch(let index): pinches[index].stop()
    case .pan(let index): pans[index].stop()
    case .pullDown(let index): pullDowns[index].stop()
    case .custom(let index): customs[index].stop()
    }
  }

  func deadline(_ reference: Reference) -> Timestamp? {
    switch reference {
    case .tap(let index): taps[index].deadline
    case .doubleTap(let index): doubleTaps[index].deadline
    case .pinch(let index): pinches[index].deadline
    case .pan(let index): pans[index].deadline
    case .pullDown(let index): pullDowns[index].deadline
    case .custom(let index): customs[index].deadline
    }
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

  func needsMovement(_ reference: Reference) -> Bool {
    switch reference {
    case .tap(let index): taps[index].needsMovement
    case .doubleTap(let index): doubleTaps[index].needsMovement
    case .pinch(let index): pinches[index].needsMovement
    case .pan(let index): pans[index].needsMovement
    case .pullDown(let index): pullDowns[index].needsMovement
    case .custom(let index): customs[index].needsMovement
    }
  }
}
