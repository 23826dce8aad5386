/// What the viewer refused: events that reached it with values it cannot
/// apply or out of a gesture's order, recorded instead of applied.
///
/// The standard recognizers, played by an ``ImageViewerSession``, never
/// appear here. Events reach the viewer unchecked only from them; an event
/// of a recognizer written outside the library that plays a standard part
/// (``GestureEngine/add(_:as:)``), and every event given to
/// ``ImageViewer/handle(_:from:into:)``, is checked first. A refused event
/// changes nothing but this record, with two exceptions that keep the viewer
/// from waiting for ever: an `ended` that is refused still ends its part, as
/// a `cancelled` would (a pinch settles where it is), and a part whose
/// `began` was refused takes none of its later events.
///
/// Only the latest ``recentLimit`` problems are kept; ``count`` counts them all.
public struct ImageViewerDiagnostics: Equatable, Sendable {
  /// What was wrong with an event.
  public enum Problem: Equatable, Sendable {
    /// A number of the value is NaN or infinite (the first such field).
    case nonFiniteValue(GestureValue.Field)
    /// A number of the value is beyond what the viewer takes (the first such
    /// field): a `location` or `translation` coordinate beyond ±2 × 10⁹ pt
    /// (twice ``TouchStreamLimits/coordinateMagnitude``, the farthest a touch
    /// can travel), or a pinch's `scale` outside
    /// ``PinchRecognizer/scaleRange`` (a scale of 0 or below among them).
    case valueOutOfRange(GestureValue.Field)
    /// The event is earlier than the viewer's clock (``ImageViewerState/time``).
    case outOfOrder(viewerTime: Timestamp)
    /// A `changed`, `ended` or `cancelled` of a part that has not begun, or
    /// whose `began` was refused.
    case notBegun
    /// A `began` of a part that has begun and not ended.
    case alreadyBegun
    /// A state the part does not have: a tap or double tap is `recognized`,
    /// a pinch, pan or pull-down `began`, `changed`, `ended` or `cancelled`.
    case unexpectedState
  }

  /// One refused event.
  public struct Entry: Equatable, Sendable {
    /// The event's time.
    public var time: Timestamp
    /// The part it was for.
    public var part: StandardRecognizer
    /// The state it carried.
    public var state: RecognizerState
    /// What was wrong.
    public var problem: Problem

    /// Creates an entry.
    public init(time: Timestamp, part: StandardRecognizer, state: RecognizerState, problem: Problem) {
      self.time = time
      self.part = part
      self.state = state
      self.problem = problem
    }
  }

  /// How many problems are kept in ``recent``: 16.
  public static let recentLimit = 16

  private var entries = RecentEntries<Entry>()

  /// How many events have been refused.
  public var count: Int { entries.count }
  /// The latest refusals, oldest first; at most ``recentLimit``.
  public var recent: [Entry] { entries.recent }

  /// No problem yet.
  public init() {}

  mutating func record(_ entry: Entry) {
    entries.record(entry, keeping: Self.recentLimit)
  }
}
