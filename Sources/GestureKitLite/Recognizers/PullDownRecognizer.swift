/// Recognizes one touch dragged down: the pull-down that dismisses a viewer.
///
/// The drag is judged once, when the touch has moved more than
/// ``Configuration-swift.struct/panSlop`` from its down: if the displacement is
/// then within ``Configuration-swift.struct/maximumAngle`` of straight down
/// (+y) the pull-down begins, otherwise it fails and the drag is left to the
/// pan. Its translation counts from the touch's down, slop included. A second
/// touch fails it, or cancels it once it has begun.
///
/// In the standard set it may begin only while the viewer is at or below
/// `initialZoom` and `pullDownEnabled` is on (a should-begin predicate the
/// host wires), and `pan` requires it to fail, so the first movement decides
/// between a pull-down and a horizontal pan (with `pullDownWithPaging`, the
/// two run together instead).
///
/// | phase | input | proposal → next phase | reason |
/// | --- | --- | --- | --- |
/// | idle | one touch down | none → measuring | |
/// | idle | several touches down | fail → abandoned | `secondTouch` |
/// | measuring | lifted within the slop | withdraw → idle | |
/// | measuring | moved beyond slop, downwards within the angle | begin → pulling (withdraw → idle if it lifted) | |
/// | measuring | moved beyond slop, any other way | fail → abandoned (idle if it lifted) | `notDownward` |
/// | measuring | second touch | fail → abandoned | `secondTouch` |
/// | pulling | movement | change | |
/// | pulling | up | end → idle | |
/// | pulling | second touch | cancel → abandoned | `secondTouch` |
/// | measuring, pulling | stopped (another recognizer won) | none → abandoned | |
/// | abandoned | all touches up, or all touches new | none → idle | |
public struct PullDownRecognizer: GestureRecognizer {
  /// The thresholds a pull-down is judged by.
  public struct Configuration: Equatable, Sendable {
    /// The movement the drag must exceed before it is judged, in points.
    public let panSlop: Double
    /// The widest angle from straight down, in degrees.
    public let maximumAngle: Double
    /// The downward distance that counts as full progress, in points.
    public let dismissDistance: Double

    /// Takes `panSlop`, `pullDownMaxAngle` and `dismissDistance` from `configuration`.
    ///
    /// - Throws: ``ConfigurationError`` when `configuration` breaks a key's
    ///   range or a rule between keys (see ``GestureConfiguration/validated()``).
    public init(_ configuration: GestureConfiguration) throws(ConfigurationError) {
      self.init(checked: try configuration.validated())
    }

    /// Takes the keys from a configuration already checked by ``GestureConfiguration/validated()``.
    init(checked configuration: GestureConfiguration) {
      panSlop = configuration.panSlop
      maximumAngle = configuration.pullDownMaxAngle
      dismissDistance = configuration.dismissDistance
    }
  }

  /// Where the pull-down is within an attempt: its touch and where it went down.
  private enum Pull: Sendable {
    /// The touch has not moved past the slop yet.
    case measuring(TouchID, start: Point)
    /// The pull-down has begun.
    case pulling(TouchID, start: Point)
  }

  /// The thresholds in use.
  public let configuration: Configuration
  private let minimumCosine: Double
  private var attempts = RecognizerAttempts<Pull>()

  /// Creates a pull-down recognizer.
  public init(configuration: Configuration) {
    self.configuration = configuration
    minimumCosine = Trigonometry.cosine(degrees: configuration.maximumAngle)
  }

  /// See ``GestureRecognizer/attempt``.
  public var attempt: Int? { attempts.number }

  /// Moves matter while measuring or pulling; idle or abandoned, the
  /// pull-down waits for touches to go down or lift.
  public var needsMovement: Bool { attempts.isTracking }

  /// No deadline: a pull-down decides on touches alone.
  public var deadline: Timestamp? { nil }

  /// Never called, as there is no ``deadline``; proposes nothing.
  public mutating func reachDeadline(_ time: Timestamp) -> RecognizerProposal { .none }

  /// See ``GestureRecognizer/update(with:)``.
  public mutating func update(with touches: TouchTable) -> RecognizerProposal {
    attempts.endAbandoned(when: touches.allTouchesAreNew)
    switch attempts.phase {
    case .idle:
      guard touches.hasNewTouch else { return .none }
      guard touches.count == 1 else { return attempts.beginFailed(touches) }
      attempts.begin(.measuring(touches[0].id, start: touches[0].location))
      return .none
    case .tracking(.measuring(let id, let start)):
      guard touches.count == 1, let index = touches.index(of: id) else {
        return attempts.fail(touches, .fail(.secondTouch(touchesDown: touches.count)))
      }
      let touch = touches[index]
      let displacement = touch.location - start
      let distance = displacement.length
      if distance <= configuration.panSlop {
        guard touch.isDown else {
          attempts.end()
          return .withdraw
        }
        return .none
      }
      guard displacement.y >= distance * minimumCosine, displacement.y > 0 else {
        let degrees = Trigonometry.degreesFromStraightDown(displacement)
        return attempts.fail(
          touches, .fail(.notDownward(degrees, pullDownMaxAngle: configuration.maximumAngle)))
      }
      guard touch.isDown else {
        attempts.end()
        return .withdraw
      }
      attempts.track(.pulling(id, start: start))
      return .begin(value(touch, start))
    case .tracking(.pulling(let id, let start)):
      guard touches.count == 1, let index = touches.index(of: id) else {
        return attempts.fail(touches, .cancel(.secondTouch(touchesDown: touches.count)))
      }
      let touch = touches[index]
      if touch.isDown { return .change(value(touch, start)) }
      attempts.end()
      var final = value(touch, start)
      final.velocity = touches.velocity(at: index)  // measured at the release only
      return .end(final)
    case .abandoned:
      attempts.endAbandoned(when: touches.downCount == 0)
      return .none
    }
  }

  /// Ignores the rest of the attempt.
  public mutating func stop() {
    attempts.stop()
  }

  private func value(_ touch: TouchTable.Entry, _ start: Point) -> GestureValue {
    let translation = touch.location - start
    let progress =
      configuration.dismissDistance > 0
      ? min(max(translation.y / configuration.dismissDistance, 0), 1)
      : (translation.y > 0 ? 1 : 0)
    return GestureValue(
      location: touch.location, translation: translation, progress: progress, touchesDown: 1)
  }
}
