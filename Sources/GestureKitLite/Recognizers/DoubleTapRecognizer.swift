/// Recognizes two taps in quick succession, near each other.
///
/// Each tap must last at most `tapMaxDuration` and move at most `tapSlop`; the
/// second must go down between `doubleTapMinInterval` and `doubleTapInterval`
/// after the first went up, within `doubleTapSlop` of the first's down. It is
/// recognized at the second tap's up.
///
/// A second tap that cannot pair with the first — too soon (a bounce), or too
/// far — fails this attempt and is the first tap of a new one, as in Android
/// and Flutter (``RecognizerProposal/failAndRestart(_:)``). A second tap that is
/// too late never arrives: the wait's deadline fails the attempt first.
///
/// | phase | input | proposal → next phase | reason |
/// | --- | --- | --- | --- |
/// | idle | one touch down (double taps enabled) | none → firstDown | |
/// | idle | several touches down | fail → abandoned | `secondTouch` |
/// | firstDown | up | none → waiting (deadline: up + interval) | |
/// | waiting | deadline | fail → idle | `tooLate` |
/// | waiting | several touches down | fail → abandoned | `secondTouch` |
/// | waiting | down too soon | failAndRestart → firstDown | `tooSoon` |
/// | waiting | down too far | failAndRestart → firstDown | `tooFar` |
/// | waiting | down in time and near | none → secondDown | |
/// | waiting | stopped (another recognizer won) | none → idle | |
/// | secondDown | up | recognize → idle | |
/// | firstDown, secondDown | moved beyond slop | fail → abandoned | `movedTooFar` |
/// | firstDown, secondDown | second touch | fail → abandoned | `secondTouch` |
/// | firstDown, secondDown | deadline (held too long) | fail → abandoned | `heldTooLong` |
/// | firstDown, secondDown | stopped | none → abandoned | |
/// | abandoned | all touches up, or all touches new | none → idle | |
public struct DoubleTapRecognizer: GestureRecognizer {
  /// The thresholds a double tap is judged by.
  public struct Configuration: Equatable, Sendable {
    /// Whether the recognizer runs at all; when `false` it never leaves idle.
    public let isEnabled: Bool
    /// The longest press that still counts as a tap, inclusive.
    public let maximumTapDuration: Timestamp.Duration
    /// The farthest each tap may move from its down, in points, inclusive.
    public let tapSlop: Double
    /// The longest gap from the first up to the second down, inclusive.
    public let maximumInterval: Timestamp.Duration
    /// The shortest such gap; a shorter one is a bounce.
    public let minimumInterval: Timestamp.Duration
    /// The farthest the second down may be from the first down, in points, inclusive.
    public let doubleTapSlop: Double

    /// Takes the double-tap keys of `configuration`.
    ///
    /// - Throws: ``ConfigurationError`` when `configuration` breaks a key's
    ///   range or a rule between keys (see ``GestureConfiguration/validated()``).
    public init(_ configuration: GestureConfiguration) throws(ConfigurationError) {
      self.init(checked: try configuration.validated())
    }

    /// Takes the keys from a configuration already checked by ``GestureConfiguration/validated()``.
    init(checked configuration: GestureConfiguration) {
      isEnabled = configuration.doubleTapEnabled
      maximumTapDuration = Timestamp.Duration(seconds: configuration.tapMaxDuration)
      tapSlop = configuration.tapSlop
      maximumInterval = Timestamp.Duration(seconds: configuration.doubleTapInterval)
      minimumInterval = Timestamp.Duration(seconds: configuration.doubleTapMinInterval)
      doubleTapSlop = configuration.doubleTapSlop
    }
  }

  /// Where the double tap is within an attempt.
  private enum Tap: Sendable {
    /// The first tap's touch is down.
    case firstDown(TouchID, start: Point, deadline: Timestamp)
    /// The first tap is over; waiting for the second.
    case waiting(firstStart: Point, firstUp: Timestamp, deadline: Timestamp)
    /// The second tap's touch is down.
    case secondDown(TouchID, start: Point, deadline: Timestamp)
  }

  /// The thresholds in use.
  public let configuration: Configuration
  private var attempts = RecognizerAttempts<Tap>()

  /// Creates a double-tap recognizer.
  public init(configuration: Configuration) {
    self.configuration = configuration
  }

  /// See ``GestureRecognizer/attempt``.
  public var attempt: Int? { attempts.number }

  /// The end of the wait for the second tap, or the time a press becomes too long.
  public var deadline: Timestamp? {
    switch attempts.phase {
    case .tracking(.firstDown(_, _, let deadline)), .tracking(.waiting(_, _, let deadline)),
      .tracking(.secondDown(_, _, let deadline)):
      deadline
    case .idle, .abandoned: nil
    }
  }

  /// Moves matter while a tap's touch is down; between the taps, idle or
  /// abandoned, the double tap waits for touches to go down or lift.
  public var needsMovement: Bool {
    switch attempts.phase {
    case .tracking(.firstDown), .tracking(.secondDown): true
    case .idle, .tracking(.waiting), .abandoned: false
    }
  }

  /// See ``GestureRecognizer/update(with:)``.
  public mutating func update(with touches: TouchTable) -> RecognizerProposal {
    attempts.endAbandoned(when: touches.allTouchesAreNew)
    switch attempts.phase {
    case .idle:
      guard configuration.isEnabled, touches.hasNewTouch else { return .none }
      guard let first = firstTap(touches) else { return attempts.beginFailed(touches) }
      attempts.begin(first)
      return .none
    case .tracking(.firstDown(let id, let start, _)):
      let touch: TouchTable.Entry
      switch singleTouch(id, in: touches, within: start) {
      case .failed(let reason): return attempts.fail(touches, .fail(reason))
      case .tracked(let tracked): touch = tracked
      }
      if touch.phaseInFrame == .up {
        attempts.track(
          .waiting(
            firstStart: start, firstUp: touches.time,
            deadline: touches.time.advanced(by: configuration.maximumInterval)))
      }
      return .none
    case .tracking(.waiting(let firstStart, let firstUp, _)):
      guard touches.hasNewTouch else { return .none }
      guard touches.count == 1 else {
        return attempts.fail(touches, .fail(.secondTouch(touchesDown: touches.count)))
      }
      let touch = touches[0]
      let gap = touch.startTime.microseconds - firstUp.microseconds
      let distance = touch.location.distance(to: firstStart)
      let reason: GestureReason? =
        gap < configuration.minimumInterval.microseconds
        ? .tooSoon(Double(gap) / 1_000_000, doubleTapMinInterval: configuration.minimumInterval.seconds)
        : distance > configuration.doubleTapSlop
          ? .tooFar(distance, doubleTapSlop: configuration.doubleTapSlop) : nil
      if let reason {
        // A single new touch: it is the first tap of a new attempt.
        if let first = firstTap(touches) { attempts.begin(first) }
        return .failAndRestart(reason)
      }
      attempts.track(
        .secondDown(
          touch.id, start: touch.location,
          deadline: touch.startTime.advanced(by: configuration.maximumTapDuration)))
      return .none
    case .tracking(.secondDown(let id, let start, _)):
      let touch: TouchTable.Entry
      switch singleTouch(id, in: touches, within: start) {
      case .failed(let reason): return attempts.fail(touches, .fail(reason))
      case .tracked(let tracked): touch = tracked
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

  /// The wait ran out, or a press lasted too long: the double tap fails.
  public mutating func reachDeadline(_ time: Timestamp) -> RecognizerProposal {
    switch attempts.phase {
    case .tracking(.waiting):
      attempts.end()
      let limit = configuration.maximumInterval.seconds
      return .fail(.tooLate(limit, doubleTapInterval: limit))
    case .tracking(.firstDown), .tracking(.secondDown):
      attempts.abandon()
      let limit = configuration.maximumTapDuration.seconds
      return .fail(.heldTooLong(limit, tapMaxDuration: limit))
    case .idle, .abandoned:
      return .none
    }
  }

  /// Ignores the rest of the attempt; between the taps it is over at once
  /// (no touch is down).
  public mutating func stop() {
    if case .tracking(.waiting) = attempts.phase {
      attempts.end()
    } else {
      attempts.stop()
    }
  }

  /// Whether the first tap is over and the second is awaited: what a quick
  /// scale's attempt starts from (``QuickScaleRecognizer``).
  var isWaitingForSecondTap: Bool {
    if case .tracking(.waiting) = attempts.phase { return true }
    return false
  }

  /// The second tap's touch while it is down and still a tap: its ID, where
  /// it went down and when it becomes too long for a tap.
  var secondTap: (id: TouchID, start: Point, deadline: Timestamp)? {
    if case .tracking(.secondDown(let id, let start, let deadline)) = attempts.phase {
      return (id, start, deadline)
    }
    return nil
  }

  /// The first tap of an attempt, if exactly one touch is there.
  private func firstTap(_ touches: TouchTable) -> Tap? {
    guard touches.count == 1 else { return nil }
    let touch = touches[0]
    return .firstDown(
      touch.id, start: touch.location,
      deadline: touch.startTime.advanced(by: configuration.maximumTapDuration))
  }

  /// The tracked touch if it is still the only one and within the tap
  /// slop, else why the double tap fails.
  private func singleTouch(_ id: TouchID, in touches: TouchTable, within start: Point) -> TrackedTouch {
    guard touches.count == 1, let index = touches.index(of: id) else {
      return .failed(.secondTouch(touchesDown: touches.count))
    }
    let touch = touches[index]
    let distance = touch.location.distance(to: start)
    guard distance <= configuration.tapSlop else {
      return .failed(.movedTooFar(distance, tapSlop: configuration.tapSlop))
    }
    return .tracked(touch)
  }

  /// A tap's touch, still a tap, or why it is not.
  private enum TrackedTouch {
    case tracked(TouchTable.Entry)
    case failed(GestureReason)
  }
}
