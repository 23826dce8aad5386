import GestureKitLite

/// A long press, written outside the library as an app would write it (the
/// library's own is `LongPressRecognizer`, a continuous one): one touch held
/// at least `minimumDuration` seconds within 10 pt.
///
/// It is
/// recognized at its deadline, while the finger is still down.
struct HeldPressRecognizer: GestureRecognizer {
  private enum Phase {
    case idle
    case pressing(TouchID, start: Point, deadline: Timestamp)
    case waitingForLift
  }

  var minimumDuration: Double
  var slop = 10.0
  private var phase = Phase.idle
  private var attempts = 0

  init(minimumDuration: Double) {
    self.minimumDuration = minimumDuration
  }

  var attempt: Int? {
    if case .idle = phase { return nil }
    return attempts
  }

  var deadline: Timestamp? {
    if case .pressing(_, _, let deadline) = phase { return deadline }
    return nil
  }

  mutating func update(with touches: TouchTable) -> RecognizerProposal {
    switch phase {
    case .idle:
      guard touches.hasNewTouch else { return .none }
      attempts += 1
      guard touches.count == 1 else {
        phase = .waitingForLift
        return .fail(.secondTouch(touchesDown: touches.count))
      }
      phase = .pressing(
        touches[0].id, start: touches[0].location,
        deadline: touches.time.advanced(by: .init(seconds: minimumDuration)))
      return .none
    case .pressing(_, let start, _):
      if touches.count != 1 || touches[0].location.distance(to: start) > slop || !touches[0].isDown {
        phase = touches.downCount == 0 ? .idle : .waitingForLift
        return .fail(
          GestureReason(
            code: "notHeld", detail: "moved, lifted or met another finger within {threshold} s",
            threshold: minimumDuration))
      }
      return .none
    case .waitingForLift:
      if touches.downCount == 0 { phase = .idle }
      return .none
    }
  }

  mutating func reachDeadline(_ time: Timestamp) -> RecognizerProposal {
    guard case .pressing(_, let start, _) = phase else { return .none }
    phase = .waitingForLift
    return .recognize(try! GestureValue(location: start, touchCount: 1))
  }

  mutating func stop() {
    if case .pressing = phase { phase = .waitingForLift }
  }
}

/// A two-finger tap: two touches down together and lifted within 0.3 s,
/// neither moving more than 10 pt.
struct TwoFingerTapRecognizer: GestureRecognizer {
  private enum Phase {
    case idle
    case tracking(firstDown: Timestamp, sawTwo: Bool)
    case waitingForLift
  }

  private var phase = Phase.idle
  private var attempts = 0

  var attempt: Int? {
    if case .idle = phase { return nil }
    return attempts
  }

  /// No deadline: the lift decides.
  var deadline: Timestamp? { nil }

  mutating func reachDeadline(_ time: Timestamp) -> RecognizerProposal { .none }

  mutating func update(with touches: TouchTable) -> RecognizerProposal {
    switch phase {
    case .idle:
      guard touches.hasNewTouch else { return .none }
      attempts += 1
      phase = .tracking(firstDown: touches.time, sawTwo: touches.count == 2)
      return .none
    case .tracking(let firstDown, var sawTwo):
      let moved = (0..<touches.count).contains {
        touches[$0].location.distance(to: touches[$0].startLocation) > 10
      }
      if touches.count > 2 || moved || touches.time.seconds(since: firstDown) > 0.3 {
        phase = touches.downCount == 0 ? .idle : .waitingForLift
        return .fail(
          GestureReason(code: "notATwoFingerTap", detail: "a third finger, a move or a long press"))
      }
      sawTwo = sawTwo || touches.count == 2
      guard touches.downCount == 0 else {
        phase = .tracking(firstDown: firstDown, sawTwo: sawTwo)
        return .none
      }
      phase = .idle
      guard sawTwo else {
        return .fail(GestureReason(code: "oneFinger", detail: "only one finger came down"))
      }
      return .recognize(
        try! GestureValue(location: touches.centroid { _ in true } ?? .zero, touchCount: 2))
    case .waitingForLift:
      if touches.downCount == 0 { phase = .idle }
      return .none
    }
  }

  mutating func stop() {
    if case .tracking = phase { phase = .waitingForLift }
  }
}
