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
/// | phase | input | proposal → next phase | reason |
/// | --- | --- | --- | --- |
/// | idle | one touch down | none → tracking | |
/// | idle | several touches down | fail → abandoned | `secondTouch` |
/// | tracking | moved beyond slop | fail → abandoned | `movedTooFar` |
/// | tracking | second touch | fail → abandoned | `secondTouch` |
/// | tracking | deadline (held too long) | fail → abandoned | `heldTooLong` |
/// | tracking | up | recognize → idle | |
/// | tracking | stopped (another recognizer won) | none → abandoned | |
/// | abandoned | all touches up, or all touches new | none → idle | |
///
/// "Abandoned" is the shared bookkeeping of the standard recognizers
/// (`RecognizerAttempts`): a failed attempt ignores its touches until they lift.
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

  /// The press being tracked: its touch, where it went down, and when it
  /// becomes too long for a tap.
  private struct Press: Sendable {
    var id: TouchID
    var start: Point
    var deadline: Timestamp
  }

  /// The thresholds in use.
  public let configuration: Configuration
  private var attempts = RecognizerAttempts<Press>()

  /// Creates a tap recognizer.
  public init(configuration: Configuration) {
    self.configuration = configuration
  }

  /// See ``GestureRecognizer/attempt``.
  public var attempt: Int? { attempts.number }

  /// Only a touch being tracked can move too far; idle or abandoned, the tap
  /// waits for touches to go down or lift.
  public var needsMovement: Bool { attempts.isTracking }

  /// The time at which a press becomes too long for a tap.
  public var deadline: Timestamp? {
    switch attempts.phase {
    case .tracking(let press): press.deadline
    case .idle, .abandoned: nil
    }
  }

  /// See ``GestureRecognizer/update(with:)``.
  public mutating func update(with touches: TouchTable) -> RecognizerProposal {
    attempts.endAbandoned(when: touches.allTouchesAreNew)
    switch attempts.phase {
    case .idle:
      guard touches.hasNewTouch else { return .none }
      guard touches.count == 1 else { return attempts.beginFailed(touches) }
      let touch = touches[0]
      attempts.begin(
        Press(
          id: touch.id, start: touch.location,
          deadline: touch.startTime.advanced(by: configuration.maximumDuration)))
      return .none
    case .tracking(let press):
      guard touches.count == 1, let index = touches.index(of: press.id) else {
        return attempts.fail(touches, .fail(.secondTouch(touchesDown: touches.count)))
      }
      let touch = touches[index]
      let distance = touch.location.distance(to: press.start)
      if distance > configuration.tapSlop {
        return attempts.fail(touches, .fail(.movedTooFar(distance, tapSlop: configuration.tapSlop)))
      }
      if touch.phaseInFrame == .up {
        attempts.end()
        return .recognize(GestureValue(location: touch.location, touchesDown: 1))
      }
      return .none
    case .abandoned:
      attempts.endAbandoned(when: touches.downCount == 0)
      return .none
    }
  }

  /// The press lasted too long: the tap fails.
  public mutating func reachDeadline(_ time: Timestamp) -> RecognizerProposal {
    guard attempts.isTracking else { return .none }
    attempts.abandon()
    let limit = configuration.maximumDuration.seconds
    return .fail(.heldTooLong(limit, tapMaxDuration: limit))
  }

  /// Ignores the rest of the attempt.
  public mutating func stop() {
    attempts.stop()
  }
}
