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
  /// A continuous gesture wants to begin (`possible → began`).
  case begin(GestureValue)
  /// A continuous gesture that began has new values (`→ changed`).
  case change(GestureValue)
  /// A continuous gesture finished normally (`→ ended`).
  case end(GestureValue)
  /// A continuous gesture was interrupted (`→ cancelled`), for example by a
  /// second finger.
  case cancel
  /// A discrete gesture happened (`possible → recognized`).
  case recognize(GestureValue)
  /// The touches of the current attempt are not this gesture (`possible → failed`).
  case fail
  /// The attempt so far failed, and the touches of this frame start a new one
  /// at once (a tap too far away to be a double tap's second is the first tap
  /// of a new double tap): `possible → failed → possible`.
  case failAndRestart

  /// The proposal's name as diagnostics print it (`change`, `failAndRestart`).
  public var name: String {
    switch self {
    case .none: "none"
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
