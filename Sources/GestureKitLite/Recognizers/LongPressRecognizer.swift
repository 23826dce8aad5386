/// Recognizes a long press: one touch held still until a deadline, then
/// followed until it lifts (UIKit's `UILongPressGestureRecognizer`).
///
/// A single touch that stays within ``Configuration-swift.struct/tapSlop`` of
/// its down for ``Configuration-swift.struct/minimumDuration`` begins the long
/// press at that deadline (down + the duration, the time its events carry),
/// at the finger's position then. From then on it reports `changed` as the
/// finger moves, with no slop, and `ended` when it lifts; a second finger
/// cancels it (as a second finger cancels a pull-down). Before the deadline,
/// moving past the slop, a second touch or an up fails it.
///
/// Its ``GestureValue/location`` is the finger's position; its
/// ``GestureValue/translation`` is the finger's movement from its down.
///
/// | phase | input | proposal → next phase | reason |
/// | --- | --- | --- | --- |
/// | idle | one touch down (long presses enabled) | none → pressing (deadline: down + duration) | |
/// | idle | several touches down | fail → abandoned | `secondTouch` |
/// | pressing | moved beyond slop | fail → abandoned | `movedTooFar` |
/// | pressing | second touch | fail → abandoned | `secondTouch` |
/// | pressing | up before the deadline | fail → idle | `released` |
/// | pressing | deadline | begin → pressed | |
/// | pressed | movement | change | |
/// | pressed | up | end → idle | |
/// | pressed | second touch | cancel → abandoned | `secondTouch` |
/// | pressing, pressed | stopped (another recognizer won) | none → abandoned | |
/// | abandoned | all touches up, or all touches new | none → idle | |
public struct LongPressRecognizer: GestureRecognizer {
  /// The thresholds a long press is judged by.
  public struct Configuration: Equatable, Sendable {
    /// Whether the recognizer runs at all; when `false` it never leaves idle.
    public let isEnabled: Bool
    /// How long the touch must be held before the long press begins.
    public let minimumDuration: Timestamp.Duration
    /// The farthest the touch may move from its down before the long press
    /// begins, in points, inclusive.
    public let tapSlop: Double

    /// Takes `longPressEnabled`, `longPressDuration` and `tapSlop` from `configuration`.
    ///
    /// - Throws: ``ConfigurationError`` when `configuration` breaks a key's
    ///   range or a rule between keys (see ``GestureConfiguration/validated()``).
    public init(_ configuration: GestureConfiguration) throws(ConfigurationError) {
      self.init(checked: try configuration.validated())
    }

    /// Takes the keys from a configuration already checked by ``GestureConfiguration/validated()``.
    init(checked configuration: GestureConfiguration) {
      isEnabled = configuration.longPressEnabled
      minimumDuration = Timestamp.Duration(seconds: configuration.longPressDuration)
      tapSlop = configuration.tapSlop
    }
  }

  /// Where the long press is within an attempt.
  private enum Press: Sendable {
    /// Held so far; `location` is where the finger is now.
    case pressing(TouchID, start: Point, location: Point, deadline: Timestamp)
    /// The long press has begun.
    case pressed(TouchID, start: Point)
  }

  /// The thresholds in use.
  public let configuration: Configuration
  private var attempts = RecognizerAttempts<Press>()

  /// Creates a long-press recognizer.
  public init(configuration: Configuration) {
    self.configuration = configuration
  }

  /// See ``GestureRecognizer/attempt``.
  public var attempt: Int? { attempts.number }

  /// The time at which a press held still becomes a long press.
  public var deadline: Timestamp? {
    switch attempts.phase {
    case .tracking(.pressing(_, _, _, let deadline)): deadline
    case .idle, .tracking(.pressed), .abandoned: nil
    }
  }

  /// Moves matter while a touch is held or pressed; idle or abandoned, the
  /// long press waits for touches to go down or lift.
  public var needsMovement: Bool { attempts.isTracking }

  /// See ``GestureRecognizer/update(with:)``.
  public mutating func update(with touches: TouchTable) -> RecognizerProposal {
    attempts.endAbandoned(when: touches.allTouchesAreNew)
    switch attempts.phase {
    case .idle:
      guard configuration.isEnabled, touches.hasNewTouch else { return .none }
      guard touches.count == 1 else { return attempts.beginFailed(touches) }
      let touch = touches[0]
      attempts.begin(
        .pressing(
          touch.id, start: touch.location, location: touch.location,
          deadline: touch.startTime.advanced(by: configuration.minimumDuration)))
      return .none
    case .tracking(.pressing(let id, let start, _, let deadline)):
      guard touches.count == 1, let index = touches.index(of: id) else {
        return attempts.fail(touches, .fail(.secondTouch(touchesDown: touches.count)))
      }
      let touch = touches[index]
      let distance = touch.location.distance(to: start)
      if distance > configuration.tapSlop {
        return attempts.fail(touches, .fail(.movedTooFar(distance, tapSlop: configuration.tapSlop)))
      }
      guard touch.isDown else {
        let held = touches.time.seconds(since: touch.startTime)
        return attempts.fail(
          touches, .fail(.released(after: held, longPressDuration: configuration.minimumDuration.seconds)))
      }
      attempts.track(.pressing(id, start: start, location: touch.location, deadline: deadline))
      return .none
    case .tracking(.pressed(let id, let start)):
      guard touches.count == 1, let index = touches.index(of: id) else {
        return attempts.fail(touches, .cancel(.secondTouch(touchesDown: touches.count)))
      }
      let touch = touches[index]
      if touch.isDown { return .change(value(at: touch.location, start)) }
      attempts.end()
      return .end(value(at: touch.location, start))
    case .abandoned:
      attempts.endAbandoned(when: touches.downCount == 0)
      return .none
    }
  }

  /// The touch was held long enough: the long press begins where the finger is.
  public mutating func reachDeadline(_ time: Timestamp) -> RecognizerProposal {
    guard case .tracking(.pressing(let id, let start, let location, _)) = attempts.phase else { return .none }
    attempts.track(.pressed(id, start: start))
    return .begin(value(at: location, start))
  }

  /// Ignores the rest of the attempt.
  public mutating func stop() {
    attempts.stop()
  }

  private func value(at location: Point, _ start: Point) -> GestureValue {
    GestureValue(location: location, translation: location - start, touchesDown: 1)
  }
}
