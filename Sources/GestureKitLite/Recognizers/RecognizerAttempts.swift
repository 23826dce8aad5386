/// Where a standard recognizer is in its attempts: the bookkeeping the five
/// share, written once.
///
/// An *attempt* (``GestureRecognizer/attempt``) starts when the recognizer
/// takes up touches (``begin(_:)``), and is numbered; it ends when the
/// recognizer is idle again. While it decides, the recognizer is
/// ``Phase/tracking(_:)`` with a state of its own (`Tracking`: the touch it
/// follows, a deadline...). Once it failed, or another recognizer won
/// (``stop()``), it is ``Phase/abandoned``: it ignores the rest of the
/// attempt's touches and is idle again when they are up, or when a new
/// gesture's touches replace them all.
struct RecognizerAttempts<Tracking: Sendable>: Sendable {
  /// Idle, deciding, or waiting for the touches of a failed attempt to lift.
  enum Phase: Sendable {
    /// Between attempts.
    case idle
    /// Deciding, with what the recognizer follows.
    case tracking(Tracking)
    /// Failed or stopped; waiting for the attempt's touches to lift.
    case abandoned
  }

  /// Where the recognizer is.
  private(set) var phase = Phase.idle
  private var counter = 0

  /// The number of the attempt in progress, or `nil` between attempts.
  var number: Int? {
    switch phase {
    case .idle: nil
    case .tracking, .abandoned: counter
    }
  }

  /// Whether the recognizer is deciding (so it follows moves).
  var isTracking: Bool {
    switch phase {
    case .tracking: true
    case .idle, .abandoned: false
    }
  }

  /// Starts a new attempt, tracking `tracking`.
  mutating func begin(_ tracking: Tracking) {
    counter += 1
    phase = .tracking(tracking)
  }

  /// Starts a new attempt that fails at once: several touches went down
  /// together, and this gesture takes one.
  mutating func beginFailed(_ touches: TouchTable) -> RecognizerProposal {
    counter += 1
    return fail(touches, .fail(.secondTouch(touchesDown: touches.count)))
  }

  /// Goes on with the same attempt, tracking `tracking` now.
  mutating func track(_ tracking: Tracking) {
    phase = .tracking(tracking)
  }

  /// Ends the attempt: the recognizer is idle.
  mutating func end() {
    phase = .idle
  }

  /// Fails the attempt with `proposal` (`.fail`, or `.cancel` for a gesture
  /// that began): it is over at once if no touch is left down, else
  /// abandoned until they lift.
  mutating func fail(_ touches: TouchTable, _ proposal: RecognizerProposal) -> RecognizerProposal {
    phase = touches.downCount == 0 ? .idle : .abandoned
    return proposal
  }

  /// Abandons the attempt whatever the touches (a deadline failed it while
  /// its touch is down).
  mutating func abandon() {
    phase = .abandoned
  }

  /// Ignores the rest of an attempt being tracked: another recognizer won.
  mutating func stop() {
    if case .tracking = phase { phase = .abandoned }
  }

  /// Ends an abandoned attempt once `isOver` (its touches lifted).
  mutating func endAbandoned(when isOver: Bool) {
    if case .abandoned = phase, isOver { phase = .idle }
  }
}
