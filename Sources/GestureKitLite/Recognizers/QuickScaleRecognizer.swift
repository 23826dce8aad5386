/// Recognizes one-finger zoom: the second touch of a double tap held down and
/// dragged (Android's quick scale, Chromium's double-tap-drag zoom).
///
/// It watches taps as ``DoubleTapRecognizer`` judges them (a first tap within
/// `tapMaxDuration` and `tapSlop`, a second touch down within
/// `doubleTapMinInterval`…`doubleTapInterval` of its up and `doubleTapSlop` of
/// its down). When that second touch moves more than
/// ``Configuration-swift.struct/panSlop`` from where it went down, in any
/// direction, before it lifts, the quick scale begins. Its scale follows the
/// vertical distance `dy` from that down point:
/// 2^(`dy` ÷ ``Configuration-swift.struct/distance``), so a drag down zooms in
/// and a drag up zooms out, continuously through `dy` = 0, and the slop is
/// part of the travel. Its ``GestureValue/location`` (the focal point) is the
/// second touch's down point, the anchor the zoom holds in place; its
/// ``GestureValue/translation`` is the finger's movement from there. It ends
/// when the touch lifts (an up at a new position is a last move), with no
/// velocity, and a second finger cancels it.
///
/// Its attempt lasts from the first tap's up while a second touch may still
/// make it, so that the recognizers that require it to fail (in the standard
/// set the tap, the pan and the pull-down) wait for it; while the first tap's
/// touch is down it has no attempt and holds nobody back. A second touch that
/// stays still past `tapMaxDuration` is no double tap's second tap any more:
/// the attempt ends then, at the same time as the double tap fails. An
/// attempt that cannot become a quick scale ends without an event (the
/// double tap's own line says why).
///
/// | phase | input | proposal → next phase | reason |
/// | --- | --- | --- | --- |
/// | idle | a first tap's touch down, moving, or too long (watching, no attempt) | none → idle | |
/// | idle | the first tap's up | none → waiting (deadline: up + interval) | |
/// | waiting | deadline | withdraw → idle | |
/// | waiting | a down that is no second tap (too soon, too far, several touches) | withdraw → idle | |
/// | waiting | a second tap's down | none → secondDown (deadline: down + tapMaxDuration) | |
/// | secondDown | moved beyond panSlop | begin → scaling | |
/// | secondDown | up, or lifted beyond panSlop | withdraw → idle | |
/// | secondDown | second touch | withdraw → idle | |
/// | secondDown | deadline (held too long for a tap) | withdraw → idle | |
/// | scaling | movement | change | |
/// | scaling | up | end → idle | |
/// | scaling | second touch | cancel → abandoned | `secondTouch` |
/// | waiting | stopped (another recognizer won) | none → idle | |
/// | secondDown, scaling | stopped | none → abandoned | |
/// | abandoned | all touches up, or all touches new | none → idle | |
public struct QuickScaleRecognizer: GestureRecognizer {
  /// The thresholds a quick scale is judged by.
  public struct Configuration: Equatable, Sendable {
    /// Whether the recognizer runs at all: `quickScaleEnabled` and
    /// `doubleTapEnabled` (a quick scale is a double tap that drags).
    public let isEnabled: Bool
    /// The distance the second touch must move past to begin, in points.
    public let panSlop: Double
    /// The vertical drag that doubles (down) or halves (up) the scale, in points.
    public let distance: Double
    /// How the two taps are judged: the double tap's thresholds.
    public let taps: DoubleTapRecognizer.Configuration

    /// Takes `quickScaleEnabled`, `quickScaleDistance`, `panSlop` and the
    /// double-tap keys from `configuration`.
    ///
    /// - Throws: ``ConfigurationError`` when `configuration` breaks a key's
    ///   range or a rule between keys (see ``GestureConfiguration/validated()``).
    public init(_ configuration: GestureConfiguration) throws(ConfigurationError) {
      self.init(checked: try configuration.validated())
    }

    /// Takes the keys from a configuration already checked by ``GestureConfiguration/validated()``.
    init(checked configuration: GestureConfiguration) {
      isEnabled = configuration.quickScaleEnabled && configuration.doubleTapEnabled
      panSlop = configuration.panSlop
      distance = configuration.quickScaleDistance
      taps = DoubleTapRecognizer.Configuration(checked: configuration)
    }
  }

  /// Where the quick scale is within an attempt.
  private enum Stage: Sendable {
    /// The first tap is over; waiting for the second.
    case waiting
    /// The second tap's touch is down, within the slop.
    case secondDown(TouchID, start: Point, deadline: Timestamp)
    /// The quick scale has begun.
    case scaling(TouchID, start: Point)
  }

  /// The thresholds in use.
  public let configuration: Configuration
  private var attempts = RecognizerAttempts<Stage>()
  /// Judges the taps, as the double tap does; its own verdicts are not
  /// proposed (the double tap in the set proposes them), only where it stands
  /// is read.
  private var taps: DoubleTapRecognizer

  /// Creates a quick-scale recognizer.
  public init(configuration: Configuration) {
    self.configuration = configuration
    taps = DoubleTapRecognizer(configuration: configuration.taps)
  }

  /// See ``GestureRecognizer/attempt``.
  public var attempt: Int? { attempts.number }

  /// The end of the wait for the second tap, the time the second touch
  /// becomes too long for a tap, or (while the first tap's touch is down)
  /// the time it does.
  public var deadline: Timestamp? {
    switch attempts.phase {
    case .idle, .tracking(.waiting): taps.deadline
    case .tracking(.secondDown(_, _, let deadline)): deadline
    case .tracking(.scaling), .abandoned: nil
    }
  }

  /// Moves matter while a tap's touch is down or the quick scale runs;
  /// between the taps, or abandoned, it waits for touches to go down or lift.
  public var needsMovement: Bool {
    switch attempts.phase {
    case .idle: taps.needsMovement
    case .tracking(.secondDown), .tracking(.scaling): true
    case .tracking(.waiting), .abandoned: false
    }
  }

  /// See ``GestureRecognizer/update(with:)``.
  public mutating func update(with touches: TouchTable) -> RecognizerProposal {
    attempts.endAbandoned(when: touches.allTouchesAreNew)
    switch attempts.phase {
    case .idle:
      guard configuration.isEnabled else { return .none }
      watch(touches)
      if taps.isWaitingForSecondTap { attempts.begin(.waiting) }
      return .none
    case .tracking(.waiting):
      watch(touches)
      if let second = taps.secondTap {
        // From here the touch is followed on its own, past the tap's slop.
        taps = DoubleTapRecognizer(configuration: configuration.taps)
        attempts.track(.secondDown(second.id, start: second.start, deadline: second.deadline))
        return .none
      }
      if taps.isWaitingForSecondTap { return .none }
      // No second tap: too soon, too far or several touches (the tap
      // watcher may have taken the new touch as a first tap).
      attempts.end()
      return .withdraw
    case .tracking(.secondDown(let id, let start, _)):
      guard touches.count == 1, let index = touches.index(of: id) else {
        attempts.end()
        return .withdraw
      }
      let touch = touches[index]
      guard touch.isDown else {
        attempts.end()
        return .withdraw
      }
      guard touch.location.distance(to: start) > configuration.panSlop else { return .none }
      attempts.track(.scaling(id, start: start))
      return .begin(value(touch, start))
    case .tracking(.scaling(let id, let start)):
      guard touches.count == 1, let index = touches.index(of: id) else {
        return attempts.fail(touches, .cancel(.secondTouch(touchesDown: touches.count)))
      }
      let touch = touches[index]
      if touch.isDown { return .change(value(touch, start)) }
      attempts.end()
      return .end(value(touch, start))
    case .abandoned:
      attempts.endAbandoned(when: touches.downCount == 0)
      return .none
    }
  }

  /// The wait for the second tap ran out, or the second touch stayed still
  /// too long for a tap: no quick scale (while the first tap's touch is
  /// down, the press became too long for a first tap).
  public mutating func reachDeadline(_ time: Timestamp) -> RecognizerProposal {
    switch attempts.phase {
    case .idle:
      _ = taps.reachDeadline(time)
      return .none
    case .tracking(.waiting):
      _ = taps.reachDeadline(time)
      attempts.end()
      return .withdraw
    case .tracking(.secondDown):
      attempts.end()
      return .withdraw
    case .tracking(.scaling), .abandoned:
      return .none
    }
  }

  /// Ignores the rest of the attempt; between the taps it is over at once
  /// (no touch is down).
  public mutating func stop() {
    if case .tracking(.waiting) = attempts.phase {
      attempts.end()
      taps = DoubleTapRecognizer(configuration: configuration.taps)
    } else {
      attempts.stop()
    }
  }

  /// Shows the frame to the tap watcher; a system cancel forgets the taps
  /// so far, as the arena makes the double tap forget them.
  private mutating func watch(_ touches: TouchTable) {
    for index in 0..<touches.count where touches[index].phaseInFrame == .cancel {
      taps = DoubleTapRecognizer(configuration: configuration.taps)
      return
    }
    _ = taps.update(with: touches)
  }

  /// The value for `touch`, anchored at `start`: the scale within the
  /// pinch's ``PinchRecognizer/scaleRange``, far past any zoom limit.
  private func value(_ touch: TouchTable.Entry, _ start: Point) -> GestureValue {
    let translation = touch.location - start
    let range = PinchRecognizer.scaleRange
    let scale = min(max(exp2(translation.y / configuration.distance), range.lowerBound), range.upperBound)
    return GestureValue(location: start, translation: translation, scale: scale, touchesDown: 1)
  }
}
