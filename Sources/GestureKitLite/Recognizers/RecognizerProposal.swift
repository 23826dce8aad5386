/// What a recognizer asks the arena for after looking at a frame or a deadline.
///
/// A recognizer never sets its own state: it proposes, and the
/// arena (see ``GestureEngine``) decides, applying the should-begin predicate, the
/// require-to-fail dependencies and the simultaneous-recognition pairs. So
/// the rules live in one place and a recognizer written outside the library
/// takes part in them the same way.
public enum RecognizerProposal: Equatable, Sendable {
  /// Nothing to decide yet.
  case none
  /// The attempt is over, undecided: its touches lifted before the gesture
  /// was clear (a pan that never passed its slop, a rotation that never
  /// turned far enough). The recognizer returns to `possible` without an
  /// event, and those that require it to fail stop waiting, as if it had
  /// failed; its ``GestureRecognizer/attempt`` is `nil` from now on. The
  /// arena takes no step for it, as for ``none``: proposing it says what
  /// happened, and keeps `failed` lines for the failures worth a reason.
  case withdraw
  /// A continuous gesture wants to begin (`possible → began`).
  case begin(GestureValue)
  /// A continuous gesture that began has new values (`→ changed`).
  case change(GestureValue)
  /// A continuous gesture finished normally (`→ ended`).
  case end(GestureValue)
  /// A continuous gesture was interrupted (`→ cancelled`), for example by a
  /// second finger, for `reason`.
  case cancel(GestureReason)
  /// A discrete gesture happened (`possible → recognized`).
  case recognize(GestureValue)
  /// The touches of the current attempt are not this gesture (`possible →
  /// failed`), for `reason`: what the log prints after `why=` (SPEC §6.1).
  case fail(GestureReason)
  /// The attempt so far failed, and the touches of this frame start a new one
  /// at once (a tap too far away to be a double tap's second is the first tap
  /// of a new double tap): `possible → failed → possible`, for `reason`.
  case failAndRestart(GestureReason)

  /// The proposal's name as diagnostics print it (`change`, `failAndRestart`).
  public var name: String {
    switch self {
    case .none: "none"
    case .withdraw: "withdraw"
    case .begin: "begin"
    case .change: "change"
    case .end: "end"
    case .cancel: "cancel"
    case .recognize: "recognize"
    case .fail: "fail"
    case .failAndRestart: "failAndRestart"
    }
  }
}
