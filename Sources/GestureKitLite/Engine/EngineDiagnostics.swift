/// What the engine did about recognizers that broke ``GestureRecognizer``'s
/// rules: a record a host can read, never a trap and never a hang.
///
/// The standard recognizers never appear here; a recognizer written outside
/// the library may. The engine defends itself in two ways, each recorded:
///
/// - **A stuck deadline.** A recognizer must move its ``GestureRecognizer/deadline``
///   past the time it fired at, or clear it. One that sets it to that time or
///   earlier (a deadline that stands still, goes back or alternates), or whose
///   deadline fires more than ``GestureEngine/maximumDeadlineFiringsPerStep``
///   times in one clock step, is stopped: its attempt ends (failed, or
///   cancelled if it had begun) and its deadline is ignored until its next
///   frame. So a clock step does bounded work.
/// - **An attempt left open.** When the last touch lifts, every recognizer
///   must have decided, or hold a decision waiting for another (the tap
///   waiting for the double tap), or have a deadline to decide by. One still
///   in an attempt with none of these could never decide and would hold back
///   every recognizer that requires it to fail; the engine ends its attempt
///   (failed, or cancelled if it had begun).
/// - **An attempt that ended mid-gesture.** A recognizer whose attempt ends
///   (``GestureRecognizer/attempt`` becomes `nil`) while it is `began` or
///   `changed`, without proposing `.end` or `.cancel`, would stay active for
///   ever and keep every recognizer it excludes from beginning; the engine
///   cancels it (reason `abandoned`) when the call that ended the attempt
///   has been decided.
/// - **A value its part cannot have.** A recognizer that plays a standard
///   part (``GestureEngine/add(_:as:)``) drives an ``ImageViewer``, so its
///   values must be ones the part can have: finite, positions within
///   ±2 × 10⁹ pt, a pinch's scale within ``PinchRecognizer/scaleRange``
///   (``ImageViewerDiagnostics/Problem``). A proposal with any other is
///   refused: the arena takes no step on it, so the value reaches neither
///   the host nor the viewer (a refused `begin` leaves the gesture not
///   begun; a refused `end`, a gesture that the rules above then cancel).
/// - **A refused proposal.** A proposal the recognizer's state does not
///   allow (a `change` for a gesture that never began, a `recognize` after
///   it failed) changes nothing; it is recorded so that a recognizer's author
///   sees it instead of wondering why nothing happened.
/// - **An invalid reason.** A failure's ``GestureReason`` whose code is not
///   a camelCase word, or whose detail has a line break or another control
///   character, would break the log's lines; the failure stands, with the
///   reason ``GestureReason/standardCodes`` calls `invalidReason`.
///
/// Only the latest ``recentLimit`` problems are kept, so a misbehaving
/// recognizer cannot grow memory; ``count`` counts them all.
public struct EngineDiagnostics: Equatable, Sendable {
  /// What a recognizer did wrong.
  public enum Problem: Equatable, Sendable {
    /// Its deadline did not move past the time it fired at, or fired too often in one clock step.
    case stuckDeadline
    /// The last touch lifted while it was still in an attempt, with nothing to decide by.
    case attemptLeftOpen
    /// Its attempt ended while its gesture was `began` or `changed`, without
    /// an `.end` or a `.cancel`; the engine cancelled it.
    case attemptEndedWhileActive
    /// It proposed something its state does not allow (`change` of a gesture
    /// that never began, `recognize` once failed, `end` twice); the arena
    /// took no step. The proposal's name and the state it was in.
    case refusedProposal(String, state: RecognizerState)
    /// It failed with a reason a log cannot print (the code it gave).
    case invalidReason(String)
    /// It plays a standard part and proposed a value that part cannot have
    /// (the first such field); the arena took no step on the proposal.
    case invalidValue(GestureValue.Field)
  }

  /// One problem, when and where it happened.
  public struct Entry: Equatable, Sendable {
    /// The stream time at which the engine stepped in.
    public var time: Timestamp
    /// The recognizer that misbehaved.
    public var recognizer: RecognizerID
    /// Its name, as it was added.
    public var name: String
    /// What it did.
    public var problem: Problem
  }

  /// How many problems are kept in ``recent``: 16.
  public static let recentLimit = 16

  private var entries = RecentEntries<Entry>()

  /// How many problems there have been.
  public var count: Int { entries.count }
  /// The latest problems, oldest first; at most ``recentLimit``.
  public var recent: [Entry] { entries.recent }

  /// No problem yet.
  public init() {}

  mutating func record(_ entry: Entry) {
    entries.record(entry, keeping: Self.recentLimit)
  }
}
