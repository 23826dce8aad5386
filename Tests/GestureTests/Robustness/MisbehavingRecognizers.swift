import GestureKitLite

/// Recognizers that break ``GestureRecognizer``'s rules on purpose, as a
/// careless plug-in might, to show that the engine defends itself.
///
/// Each tracks one touch from its down; what it does wrong is its `mode`.
struct MisbehavingRecognizer: GestureRecognizer {
  enum Mode {
    /// When its deadline fires, it sets the deadline 1 µs earlier.
    case deadlineGoesBack
    /// When its deadline fires, it moves the deadline between two times.
    case deadlineAlternates
    /// When its deadline fires, it moves the deadline on by 1 µs, for ever.
    case deadlineCreeps
    /// It never ends an attempt, and has no deadline.
    case neverEndsAttempt
    /// It begins on its first move and never ends, even when the touches lift.
    case neverEndsBegun
    /// It proposes changes without ever beginning.
    case changesWithoutBegin
  }

  let mode: Mode
  private(set) var deadline: Timestamp?
  private(set) var attempt: Int?
  private(set) var deadlineCalls = 0
  private var begun = false

  init(_ mode: Mode) {
    self.mode = mode
  }

  mutating func update(with touches: TouchTable) -> RecognizerProposal {
    if touches.hasNewTouch, attempt == nil {
      attempt = 1
      switch mode {
      case .deadlineGoesBack, .deadlineAlternates, .deadlineCreeps:
        deadline = touches.time.advanced(by: .init(seconds: 0.1))
      case .neverEndsAttempt, .neverEndsBegun, .changesWithoutBegin:
        break
      }
    }
    if case .changesWithoutBegin = mode, attempt != nil, !touches.touchSetChanges {
      return .change(try! GestureValue(touchCount: touches.count))
    }
    if case .changesWithoutBegin = mode, touches.downCount == 0 { attempt = nil }
    if case .neverEndsBegun = mode, attempt != nil, !begun, !touches.touchSetChanges {
      begun = true
      return .begin(GestureValue(location: touches.centroid { _ in true } ?? .zero))
    }
    return .none
  }

  mutating func reachDeadline(_ time: Timestamp) -> RecognizerProposal {
    deadlineCalls += 1
    switch mode {
    case .deadlineGoesBack:
      deadline = Timestamp(microseconds: time.microseconds - 1)
    case .deadlineAlternates:
      deadline = Timestamp(microseconds: time.microseconds + (deadlineCalls.isMultiple(of: 2) ? 7 : -7))
    case .deadlineCreeps:
      deadline = Timestamp(microseconds: time.microseconds + 1)
    case .neverEndsAttempt, .neverEndsBegun, .changesWithoutBegin:
      deadline = nil
    }
    return .none
  }

  mutating func stop() {}

  var needsMovement: Bool { true }
}
