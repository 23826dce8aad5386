/// A state machine that watches touches and proposes what gesture they are.
///
/// The engine delivers every frame to every recognizer after updating the
/// ``TouchTable``, and calls ``reachDeadline(_:)`` when the stream's clock
/// passes the recognizer's ``deadline``. The recognizer answers with a
/// ``RecognizerProposal``; the arena (see ``GestureEngine``) turns proposals into states,
/// so a recognizer holds only what it needs to measure its gesture.
///
/// An *attempt* is one try at recognizing: it starts when the recognizer
/// begins tracking touches and ends when it stops (usually when its touches
/// are up). The arena uses ``attempt`` to know when a recognizer in a final
/// state may return to `possible`, and calls ``stop()`` when another
/// recognizer wins, so the loser ignores the rest of that attempt.
///
/// When its touches lift before it decided (a rotation that never turned
/// far enough), a recognizer ends its attempt (``attempt`` becomes `nil`) and
/// proposes `.withdraw`: it returns to `possible` without an event, and the
/// recognizers that require it to fail stop waiting at once, exactly as if
/// it had failed. Propose `.fail(reason)` only for a failure worth a log
/// line, with the reason `--why` prints (a double tap whose second tap never
/// came: ``GestureReason/tooLate(_:doubleTapInterval:)``); failing on every
/// lift prints `rotation failed` after every tap. UIKit's recognizers behave
/// the same way: an undecided recognizer fails silently when its touches end.
/// A proposal the recognizer's state does not allow (a change before a
/// begin) is refused and recorded in ``GestureEngine/diagnostics``; an
/// attempt left open after the last touch lifted, with no deadline, is ended
/// by the engine and recorded there too, and so is a gesture whose attempt
/// ended without an `.end` or a `.cancel` (it is cancelled). A recognizer that
/// plays a standard part must propose values the part can have: finite, and
/// within the ranges ``ImageViewerDiagnostics/Problem`` gives.
///
/// Writing one: see <doc:WritingARecognizer> (a complete long press) and
/// the two-finger-tap recognizer in the tests.
///
/// **Every requirement whose mistyped form would be silently ignored has no
/// default**, so the compiler reports the mistake. ``deadline`` and
/// ``reachDeadline(_:)`` must be written by every recognizer: had they
/// defaults, a recognizer writing `var deadline: Double?` or
/// `func reachDeadline(_ time: Double)` would compile, the defaults would
/// win, and its deadline would never fire. Without one, Swift refuses the
/// conformance and points at the member: "candidate has non-matching type
/// 'Double?'". A recognizer without deadlines writes two lines for them;
/// here is every member a recognizer must write, in one that never decides:
///
/// ```swift
/// struct UndecidedRecognizer: GestureRecognizer {
///   var attempt: Int? { nil }  // never in an attempt
///   var deadline: Timestamp? { nil }  // decides on touches alone
///   mutating func update(with touches: TouchTable) -> RecognizerProposal { .none }
///   mutating func reachDeadline(_ time: Timestamp) -> RecognizerProposal { .none }  // never called
///   mutating func stop() {}
/// }
/// ```
///
/// ``needsMovement`` keeps its default (`true`, every frame): a mistyped
/// `needsMovement` costs speed, never a gesture, since a recognizer that
/// sees every frame behaves exactly as one that skips the frames it needs
/// not see.
public protocol GestureRecognizer: Sendable {
  /// Looks at a frame and proposes a transition.
  ///
  /// - Parameter touches: The touches after the frame: those down, plus those
  ///   that ended in it (with ``TouchTable/Entry/phaseInFrame`` `.up` or `.cancel`).
  /// - Returns: What to ask the arena for.
  mutating func update(with touches: TouchTable) -> RecognizerProposal

  /// The next time at which the recognizer must decide without a new frame
  /// (the double tap's wait, a long press), or `nil`.
  ///
  /// Required, with no default (see the protocol's discussion): a recognizer
  /// that decides on touches alone answers `nil`. Read after every call to
  /// the recognizer; the engine calls ``reachDeadline(_:)`` when the clock
  /// passes it, before any sample later than it.
  var deadline: Timestamp? { get }

  /// Called when the clock reaches ``deadline``; the recognizer must move its
  /// deadline on or clear it.
  ///
  /// Required, with no default: a recognizer without deadlines answers
  /// `.none` (it is never called).
  ///
  /// - Parameter time: The deadline reached; the events it causes carry it.
  /// - Returns: What to ask the arena for.
  mutating func reachDeadline(_ time: Timestamp) -> RecognizerProposal

  /// The number of the attempt in progress, or `nil` between attempts. It
  /// must change whenever a new attempt starts.
  var attempt: Int? { get }

  /// Another recognizer won or the system cancelled: ignore the rest of this
  /// attempt and propose nothing more for it.
  mutating func stop()

  /// Whether the recognizer must see frames in which touches only move.
  ///
  /// When `false`, the engine leaves it out of such frames and delivers only
  /// those in which a touch goes down, lifts or is cancelled (its deadline
  /// still fires). A recognizer waiting for a touch to go down, or for its
  /// touches to lift after it failed, needs nothing else; Flutter's
  /// recognizers likewise stop tracking a pointer once they lose. Most frames
  /// of a gesture are moves, so this is what keeps losers nearly free. The
  /// default is `true`: every frame.
  var needsMovement: Bool { get }
}

extension GestureRecognizer {
  /// Every frame: the default, always correct, for recognizers that do not
  /// say when they can skip moves.
  public var needsMovement: Bool { true }
}
