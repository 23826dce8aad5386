/// Recognizes one tap: a single touch that lifts soon and near where it went down.
///
/// The tap is recognized at the touch's up. In the standard set it requires
/// `doubleTap` to fail, so the arena holds it until the double tap's wait runs
/// out; with double taps disabled it fires at the up.
///
/// It fails when the touch moves more than ``Configuration-swift.struct/tapSlop``
/// from its down, stays down longer than
/// ``Configuration-swift.struct/maximumDuration``, or when a second touch
/// comes down while it tracks the first.
///
/// | phase | input | proposal → next phase |
/// | --- | --- | --- |
/// | idle | one touch down | none → tracking |
/// | idle | several touches down | fail → abandoned |
/// | tracking | moved beyond slop, or second touch | fail → abandoned |
/// | tracking | deadline (held too long) | fail → abandoned |
/// | tracking | up | recognize → idle |
/// | abandoned | all touches up | none → idle |
public struct TapRecognizer: GestureRecognizer {
  /// The thresholds a tap is judged by.
  public struct Configuration: Equatable, Sendable {
    /// The longest press that still counts, inclusive.
    public let maximumDuration: Timestamp.Duration
    /// The farthest the touch may move from its down, in points, inclusive.
    public let tapSlop: Double

    /// Takes `tapMaxDuration` and `tapSlop` from `configuration`.
    ///
    /// - Throws: ``ConfigurationError`` when `configuration` breaks a key's
    ///   range or a rule between keys (see ``GestureConfiguration/validated()``).
    public init(_ configuration: GestureConfiguration) throws(ConfigurationError) {
      self.init(checked: try configuration.validated())
    }

    /// Takes the keys from a configuration already checked by ``GestureConfiguration/validated()``.
    init(checked configuration: GestureConfiguration) {
      maximumDuration = Timestamp.Duration(seconds: configuration.tapMaxDuration)
      tapSlop = configuration.tapSlop
    }
  }

  private enum Phase: Sendable {
    case idle
    case tracking(TouchID, start: Point, deadline: Timestamp)
    case abandoned
  }

  /// The thresholds in use.
  public let configuration: Configuration
  private var phase = Phase.idle
  private var attemptCounter = 0

  /// Creates a tap recognizer.
  public init(configuration: Configuration) {
    self.configuration = configuration
  }

  /// See ``GestureRecognizer/attempt``.
  public var attempt: Int? {
    switch phase {
    case .idle: nil
    case .tracking, .abandoned: attemptCounter
    }
  }

  /// Only a touch being tracked can move too far; idle or abandoned, the tap
  /// waits for touches to go down or lift.
  public var needsMovement: Bool {
    switch phase {
    case .tracking: true
    case .idle, .abandoned: false
    }
  }

  /// The time at which a press becomes too long for a tap.
  public var deadline: Timestamp? {
    switch phase {
    case .tracking(_, _, let deadline): deadline
    case .idle, .abandoned: nil
    }
  }

  /// See ``GestureRecognizer/update(with:)``.
  public mutating func update(with touches: TouchTable) -> RecognizerProposal {
    if case .abandoned = phase, touches.allTouchesAreNew { phase = .idle }
    switch phase {
    case .idle:
      guard touches.hasNewTouch else { return .none }
      attemptCounter += 1
      guard touches.count == 1 else { return abandon(touches) }
      let touch = touches[0]
      phase = .tracking(
        touch.id, start: touch.location,
        deadline: touch.startTime.advanced(by: configuration.maximumDuration))
      return .none
    case .tracking(let id, let start, _):
      guard touches.count == 1, let index = touches.index(of: id) else { return abandon(touches) }
      let touch = touches[index]
      if touch.location.distance(to: start) > configuration.tapSlop { return abandon(touches) }
      if touch.phaseInFrame == .up {
        phase = .idle
        return .recognize(GestureValue(location: touch.location, touchCount: 1))
      }
      return .none
    case .abandoned:
      if touches.downCount == 0 { phase = .idle }
      return .none
    }
  }

  /// The press lasted too long: the tap fails.
  public mutating func reachDeadline(_ time: Timestamp) -> RecognizerProposal {
    guard case .tracking = phase else { return .none }
    phase = .abandoned
    return .fail
  }

  /// Fails the attempt; it is over at once if no touch is left down.
  private mutating func abandon(_ touches: TouchTable) -> RecognizerProposal {
    phase = touches.downCount == 0 ? .idle : .abandoned
    return .fail
  }

  /// Ignores the rest of the attempt.
  public mutating func stop() {
    switch phase {
    case .tracking: phase = .abandoned
    case .idle, .abandoned: break
    }
  }
}
