/// Recognizes one or more touches moving together: a drag.
///
/// The pan follows the centroid of its touches. It begins when the centroid
/// has moved more than ``Configuration-swift.struct/panSlop`` from where it
/// started, and its translation counts from the touch-down positions, slop
/// included, so content dragged by a pan never lags behind the finger. When a
/// touch goes down or lifts mid-pan the centroid jumps; the pan carries its
/// translation over, so nothing downstream jumps. It ends when the last touch
/// lifts, with the touches' velocity at that moment (velocity is measured for
/// the `ended` value only, as Flutter's `DragEndDetails`: it is what a
/// release needs, and measuring it on every frame would cost more than
/// everything else the pan does).
///
/// | phase | input | proposal → next phase | reason |
/// | --- | --- | --- | --- |
/// | idle | touches down | none → measuring | |
/// | measuring | centroid moved beyond slop | begin → panning | |
/// | measuring | all touches up | withdraw → idle | |
/// | panning | movement | change | |
/// | panning | all touches up | end → idle | |
/// | measuring, panning | stopped (another recognizer won) | none → abandoned | |
/// | abandoned | all touches up, or all touches new | none → idle | |
public struct PanRecognizer: GestureRecognizer {
  /// The threshold a pan is judged by.
  public struct Configuration: Equatable, Sendable {
    /// The centroid movement a pan must exceed to begin, in points.
    public let panSlop: Double

    /// Takes `panSlop` from `configuration`.
    ///
    /// - Throws: ``ConfigurationError`` when `configuration` breaks a key's
    ///   range or a rule between keys (see ``GestureConfiguration/validated()``).
    public init(_ configuration: GestureConfiguration) throws(ConfigurationError) {
      self.init(checked: try configuration.validated())
    }

    /// Takes the keys from a configuration already checked by ``GestureConfiguration/validated()``.
    init(checked configuration: GestureConfiguration) {
      panSlop = configuration.panSlop
    }
  }

  /// Where the pan is within an attempt.
  private enum Drag: Sendable {
    /// The touches have not moved past the slop yet.
    case measuring
    /// The pan has begun.
    case panning
  }

  /// The thresholds in use.
  public let configuration: Configuration
  private var attempts = RecognizerAttempts<Drag>()
  /// The centroid's translation while tracking or panning.
  ///
  /// It is kept beside the phase rather than in its payload so that each
  /// frame updates it in place instead of copying it out of the phase and back.
  private var translation = CentroidTranslation()

  /// Creates a pan recognizer.
  public init(configuration: Configuration) {
    self.configuration = configuration
  }

  /// See ``GestureRecognizer/attempt``.
  public var attempt: Int? { attempts.number }

  /// Moves matter while tracking or panning; idle or abandoned, the pan waits
  /// for touches to go down or lift.
  public var needsMovement: Bool { attempts.isTracking }

  /// No deadline: a pan decides on touches alone.
  public var deadline: Timestamp? { nil }

  /// Never called, as there is no ``deadline``; proposes nothing.
  public mutating func reachDeadline(_ time: Timestamp) -> RecognizerProposal { .none }

  /// See ``GestureRecognizer/update(with:)``.
  public mutating func update(with touches: TouchTable) -> RecognizerProposal {
    attempts.endAbandoned(when: touches.allTouchesAreNew)
    switch attempts.phase {
    case .idle:
      guard touches.hasNewTouch else { return .none }
      attempts.begin(.measuring)
      translation = CentroidTranslation(startingWith: touches)
      return .none
    case .tracking(.measuring):
      let value = translation.advance(with: touches)
      if touches.downCount == 0 {
        attempts.end()
        return .withdraw
      }
      guard value.translation.length > configuration.panSlop else { return .none }
      attempts.track(.panning)
      return .begin(value)
    case .tracking(.panning):
      var value = translation.advance(with: touches)
      if touches.downCount == 0 {
        attempts.end()
        value.velocity = touches.meanVelocity { !$0.wentDownInFrame }
        return .end(value)
      }
      return .change(value)
    case .abandoned:
      attempts.endAbandoned(when: touches.downCount == 0)
      return .none
    }
  }

  /// Ignores the rest of the attempt.
  public mutating func stop() {
    attempts.stop()
  }
}

/// The translation of the centroid of a changing set of touches, kept
/// continuous when touches join or leave.
struct CentroidTranslation: Sendable {
  /// Where the current set's centroid counts from.
  private var reference: Point
  /// The translation accumulated before the set last changed.
  private var carried: Point

  /// A translation of zero, before any touch.
  init() {
    reference = .zero
    carried = .zero
  }

  /// Starts at `reference`: the translation is how far the touches' centroid is from it.
  init(reference: Point) {
    self.reference = reference
    carried = .zero
  }

  /// Starts at the touches' down positions.
  init(startingWith touches: TouchTable) {
    reference = touches.centroid { _ in true } ?? .zero
    carried = .zero
  }

  /// The gesture's value for this frame, then rebases if the set of touches changed.
  @inline(__always)  // so that the centroid's predicate is folded in
  mutating func advance(with touches: TouchTable) -> GestureValue {
    // Measure with the touches that were already down: those that went down in
    // this frame join only after the rebase below.
    advance(with: touches, centroidBefore: touches.centroid { !$0.wentDownInFrame })
  }

  /// The same as ``advance(with:)``, given the centroid of the touches that
  /// were down before the frame (`nil` if none was), which the caller measured.
  @inline(__always)  // every frame of a pan or pinch
  mutating func advance(with touches: TouchTable, centroidBefore: Point?) -> GestureValue {
    let current = centroidBefore ?? reference
    let translation = carried + (current - reference)
    let value = GestureValue(location: current, translation: translation, touchesDown: touches.count)
    if touches.touchSetChanges {
      carried = translation
      reference = touches.centroid { $0.isDown } ?? current
    }
    return value
  }
}
