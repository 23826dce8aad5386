/// A recognizer as the arena stores it.
///
/// The standard recognizers are cases of their own, so the per-frame calls on
/// them are direct, inlinable calls with no existential box; a recognizer
/// written outside the library goes through `any GestureRecognizer`.
enum RecognizerStorage: Sendable {
  case tap(TapRecognizer)
  case doubleTap(DoubleTapRecognizer)
  case pinch(PinchRecognizer)
  case pan(PanRecognizer)
  case pullDown(PullDownRecognizer)
  case custom(any GestureRecognizer)

  init(_ recognizer: some GestureRecognizer) {
    switch recognizer {
    case let tap as TapRecognizer: self = .tap(tap)
    case let doubleTap as DoubleTapRecognizer: self = .doubleTap(doubleTap)
    case let pinch as PinchRecognizer: self = .pinch(pinch)
    case let pan as PanRecognizer: self = .pan(pan)
    case let pullDown as PullDownRecognizer: self = .pullDown(pullDown)
    default: self = .custom(recognizer)
    }
  }

  /// The recognizer itself, boxed; for inspection, not for the hot path.
  var recognizer: any GestureRecognizer {
    switch self {
    case .tap(let recognizer): recognizer
    case .doubleTap(let recognizer): recognizer
    case .pinch(let recognizer): recognizer
    case .pan(let recognizer): recognizer
    case .pullDown(let recognizer): recognizer
    case .custom(let recognizer): recognizer
    }
  }

  // Each mutating call copies the recognizer out, calls it and stores it back:
  // recognizers are small values with no references, so this is a few word
  // copies, and it keeps the standard ones free of existential boxing.

  mutating func update(with touches: TouchTable) -> RecognizerProposal {
    switch self {
    case .tap(var recognizer):
      defer { self = .tap(recognizer) }
      return recognizer.update(with: touches)
    case .doubleTap(var recognizer):
      defer { self = .doubleTap(recognizer) }
      return recognizer.update(with: touches)
    case .pinch(var recognizer):
      defer { self = .pinch(recognizer) }
      return recognizer.update(with: touches)
    case .pan(var recognizer):
      defer { self = .pan(recognizer) }
      return recognizer.update(with: touches)
    case .pullDown(var recognizer):
      defer { self = .pullDown(recognizer) }
      return recognizer.update(with: touches)
    case .custom(var recognizer):
      defer { self = .custom(recognizer) }
      return recognizer.update(with: touches)
    }
  }

  mutating func reachDeadline(_ time: Timestamp) -> RecognizerProposal {
    switch self {
    case .tap(var recognizer):
      defer { self = .tap(recognizer) }
      return recognizer.reachDeadline(time)
    case .doubleTap(var recognizer):
      defer { self = .doubleTap(recognizer) }
      return recognizer.reachDeadline(time)
    case .pinch(var recognizer):
      defer { self = .pinch(recognizer) }
      return recognizer.reachDeadline(time)
    case .pan(var recognizer):
      defer { self = .pan(recognizer) }
      return recognizer.reachDeadline(time)
    case .pullDown(var recognizer):
      defer { self = .pullDown(recognizer) }
      return recognizer.reachDeadline(time)
    case .custom(var recognizer):
      defer { self = .custom(recognizer) }
      return recognizer.reachDeadline(time)
    }
  }

  mutating func stop() {
    switch self {
    case .tap(var recognizer):
      recognizer.stop()
      self = .tap(recognizer)
    case .doubleTap(var recognizer):
      recognizer.stop()
      self = .doubleTap(recognizer)
    case .pinch(var recognizer):
      recognizer.stop()
      self = .pinch(recognizer)
    case .pan(var recognizer):
      recognizer.stop()
      self = .pan(recognizer)
    case .pullDown(var recognizer):
      recognizer.stop()
      self = .pullDown(recognizer)
    case .custom(var recognizer):
      recognizer.stop()
      self = .custom(recognizer)
    }
  }

  var deadline: Timestamp? {
    switch self {
    case .tap(let recognizer): recognizer.deadline
    case .doubleTap(let recognizer): recognizer.deadline
    case .pinch(let recognizer): recognizer.deadline
    case .pan(let recognizer): recognizer.deadline
    case .pullDown(let recognizer): recognizer.deadline
    case .custom(let recognizer): recognizer.deadline
    }
  }

  var attempt: Int? {
    switch self {
    case .tap(let recognizer): recognizer.attempt
    case .doubleTap(let recognizer): recognizer.attempt
    case .pinch(let recognizer): recognizer.attempt
    case .pan(let recognizer): recognizer.attempt
    case .pullDown(let recognizer): recognizer.attempt
    case .custom(let recognizer): recognizer.attempt
    }
  }
}
