/// Recognizes two or more touches changing their span: a pinch.
///
/// The *span* is the distance between two touches; with more, twice their mean
/// distance from their centroid. The pinch begins when the span has changed by
/// more than ``Configuration-swift.struct/pinchSlop`` since the touches came
/// together, and its scale counts from that starting span, slop included, so
/// the content never lags behind the fingers. The focal point is the touches'
/// centroid; its ``GestureValue/translation`` is how far the focal point has
/// moved since the touches came together, so a viewer can hold the image
/// point that was under the fingers then. The focal point's velocity and the
/// scale's velocity are measured for the `ended` value, from the touches'
/// velocities.
///
/// **Travelling together is a pan, not a pinch** (SPEC §4). Fingers that
/// travel together drift apart or together (real two-finger swipes by 5–15 %
/// of their travel, a hand's fingers drawing together on a diagonal stroke by
/// up to 40 %, and not evenly), and on a large viewport that drift passes any
/// slop. So a pinch begins only when, since the reference was taken, both the
/// span's change *and* its departure from the pair's drift exceed the slop and
/// ``travelRatio`` (half) of the distance the focal point travelled. The
/// drift (`SpanDrift`) is the span's change per point of travel the pair has
/// shown on the stretches it travelled together in this attempt (none before
/// the first); it can only hold a pinch back, never make one. While the pair
/// travels together (every ``Configuration-swift.struct/pinchSlop`` × 2 of
/// travel without beginning), the reference moves along with it and the
/// drift is learned, so drift never adds up, a stretch that drifts faster than
/// the ones before it does not make a pinch of a scroll, and a pinch that
/// follows or interrupts a two-finger pan counts from where the pinching
/// began. The rule is a ratio of two lengths, so it holds at any viewport
/// size; it is libinput's "fingers moving the same way scroll", measured on
/// the span rather than on compass directions (docs/Decisions.md says why).
///
/// When a third touch joins or one leaves while two or more stay, the scale
/// carries over to the new set without a jump. When fewer than two touches
/// remain the pinch ends (the pan, recognized alongside, goes on with the
/// remaining finger); two touches down again start a new attempt.
///
/// | phase | input | proposal → next phase | reason |
/// | --- | --- | --- | --- |
/// | idle | two or more touches down | none → measuring | |
/// | measuring | a touch goes down or lifts, two or more left | none (measuring starts again) | |
/// | measuring | span changed, and departed from its drift, beyond slop and half the travel | begin → pinching | |
/// | measuring | travelled twice the slop without that | none (reference moves on to where the travel reached it, drift learned) | |
/// | measuring | fewer than two touches left | withdraw → idle | |
/// | pinching | movement, or touches joining or leaving | change | |
/// | pinching | fewer than two touches left | end → idle | |
/// | measuring, pinching | stopped (another recognizer won) | none → abandoned | |
/// | abandoned | fewer than two touches left | none → idle | |
public struct PinchRecognizer: GestureRecognizer {
  /// The threshold a pinch is judged by.
  public struct Configuration: Equatable, Sendable {
    /// The change of span a pinch must exceed to begin, in points.
    public let pinchSlop: Double

    /// Takes `pinchSlop` from `configuration`.
    ///
    /// - Throws: ``ConfigurationError`` when `configuration` breaks a key's
    ///   range or a rule between keys (see ``GestureConfiguration/validated()``).
    public init(_ configuration: GestureConfiguration) throws(ConfigurationError) {
      self.init(checked: try configuration.validated())
    }

    /// Takes the keys from a configuration already checked by ``GestureConfiguration/validated()``.
    init(checked configuration: GestureConfiguration) {
      pinchSlop = configuration.pinchSlop
    }
  }

  /// The smallest span a scale is measured against, in points, so that two
  /// touches landing on one spot cannot make the scale infinite.
  public static let minimumReferenceSpan = 1.0

  /// The scales a pinch reports: 10⁻⁶ to 10⁶, far past any zoom limit, so a
  /// stream of endless re-pinches cannot carry the scale to infinity.
  public static let scaleRange = 1e-6...1e6

  /// The least change of span, as a fraction of the focal point's travel,
  /// that makes a pinch: 0.5.
  ///
  /// Fingers travelling together change their span by 5–15 % of the travel;
  /// a deliberate pinch, even one that pans while it zooms, by far more.
  public static let travelRatio = 0.5

  private struct Measure: Sendable {
    /// The span the current set of touches counts from.
    var referenceSpan: Double
    /// The scale reached before the set last changed.
    var carriedScale: Double
    /// The focal point's movement since the touches came together.
    var focalTranslation: CentroidTranslation
    /// What the pair has shown while travelling together: how its span drifts.
    var drift = SpanDrift()
    /// The focal point's travel since the reference at the last frame
    /// measured, and the span then: where a stretch's end is interpolated from.
    var previousTravel = Point.zero
    var previousSpan: Double
  }

  /// Where the pinch is within an attempt.
  private enum Spread: Sendable {
    /// The span has not changed enough yet.
    case measuring
    /// The pinch has begun.
    case pinching
  }

  /// The thresholds in use.
  public let configuration: Configuration
  private var attempts = RecognizerAttempts<Spread>()
  /// What the pinch measures while tracking or pinching.
  ///
  /// It is kept beside the phase rather than in its payload so that each
  /// frame updates it in place instead of copying it out of the phase and back.
  private var measure = Measure(
    referenceSpan: 1, carriedScale: 1, focalTranslation: CentroidTranslation(), previousSpan: 1)

  /// Creates a pinch recognizer.
  public init(configuration: Configuration) {
    self.configuration = configuration
  }

  /// See ``GestureRecognizer/attempt``.
  public var attempt: Int? { attempts.number }

  /// Moves matter while tracking or pinching; idle (fewer than two touches)
  /// or abandoned, the pinch waits for touches to go down or lift.
  public var needsMovement: Bool { attempts.isTracking }

  /// No deadline: a pinch decides on touches alone.
  public var deadline: Timestamp? { nil }

  /// Never called, as there is no ``deadline``; proposes nothing.
  public mutating func reachDeadline(_ time: Timestamp) -> RecognizerProposal { .none }

  /// See ``GestureRecognizer/update(with:)``.
  public mutating func update(with touches: TouchTable) -> RecognizerProposal {
    switch attempts.phase {
    case .idle:
      guard touches.downCount >= 2 else { return .none }
      attempts.begin(.measuring)
      measure = Self.startMeasure(touches)
      return .none
    case .tracking(.measuring):
      let (value, span) = measureFrame(touches)
      if touches.downCount < 2 {
        attempts.end()
        return .withdraw
      }
      // Before the pinch begins, a change of touches restarts the measurement.
      if touches.touchSetChanges {
        measure = Self.startMeasure(touches)
        return .none
      }
      // The span's change, and its departure from the drift the pair has shown.
      let change = span - measure.referenceSpan
      let departure = change - measure.drift.expectedChange(over: value.translation)
      let travel = value.translation.length
      let threshold = max(configuration.pinchSlop, Self.travelRatio * travel)
      if abs(change) > threshold && abs(departure) > threshold {
        attempts.track(.pinching)
        return .begin(value)
      }
      if travel >= 2 * configuration.pinchSlop {
        // Travelling together (the threshold is half the travel from here on):
        // the reference moves along and the drift is learned, as of the point
        // where the travel reached twice the slop, between this frame and the
        // last, so that where the stretches end does not depend on the rate.
        let end = stretchEnd(travel: value.translation, span: span)
        var drift = measure.drift
        drift.learn(spanChange: end.span - measure.referenceSpan, over: end.travel)
        measure = Self.startMeasure(touches)
        measure.referenceSpan = max(end.span, Self.minimumReferenceSpan)
        measure.focalTranslation = CentroidTranslation(
          reference: value.location - (value.translation - end.travel))
        measure.previousTravel = value.translation - end.travel
        measure.previousSpan = span
        measure.drift = drift
        return .none
      }
      measure.previousTravel = value.translation
      measure.previousSpan = span
      return .none
    case .tracking(.pinching):
      var (value, _) = measureFrame(touches)
      if touches.downCount < 2 {
        attempts.end()
        measureVelocities(&value, touches)
        return .end(value)
      }
      if touches.touchSetChanges {
        measure.carriedScale = value.scale
        measure.referenceSpan = max(touches.span { $0.isDown }, Self.minimumReferenceSpan)
      }
      return .change(value)
    case .abandoned:
      attempts.endAbandoned(when: touches.downCount < 2)
      return .none
    }
  }

  /// Ignores the rest of the attempt.
  public mutating func stop() {
    attempts.stop()
  }

  private static func startMeasure(_ touches: TouchTable) -> Measure {
    let span = max(touches.span { $0.isDown }, minimumReferenceSpan)
    return Measure(
      referenceSpan: span, carriedScale: 1, focalTranslation: CentroidTranslation(startingWith: touches),
      previousSpan: span)
  }

  /// Where, between the last frame measured and this one (its focal point's
  /// `travel` since the reference, its `span`), the travel reached twice the
  /// slop: the travel and the span there, by linear interpolation.
  ///
  /// The stretches the pair travels together then end at the same points of
  /// its path whatever the sample rate (SPEC §4.1); ending them at the frame
  /// that passes the mark moved each end by up to a frame's travel, and the
  /// pinch that follows counted its scale from a span that far off (7 % at
  /// 30 Hz on `pinch-during-two-finger-scroll`).
  private func stretchEnd(travel: Point, span: Double) -> (travel: Point, span: Double) {
    let mark = 2 * configuration.pinchSlop
    let start = measure.previousTravel
    let step = travel - start
    // |start + f × step| = mark, for f in 0...1 (|start| < mark ≤ |travel|).
    let a = step.x * step.x + step.y * step.y
    let b = start.x * step.x + start.y * step.y
    let c = start.x * start.x + start.y * start.y - mark * mark
    let fraction = a > 0 ? min(max((-b + max(b * b - a * c, 0).squareRoot()) / a, 0), 1) : 1
    return (start + step * fraction, measure.previousSpan + (span - measure.previousSpan) * fraction)
  }

  /// The value for this frame and the span it was measured from, on the
  /// touches that were down before the frame; moves the focal translation on.
  @inline(__always)  // every frame of a pinch
  private mutating func measureFrame(_ touches: TouchTable) -> (GestureValue, span: Double) {
    let before = touches.centroidAndSpan { !$0.wentDownInFrame }
    let span = before?.span ?? 0
    // Bounded: rebasing on every change of the touch set multiplies scales,
    // and a hostile stream could otherwise carry the product to infinity.
    let scale = min(
      max(measure.carriedScale * span / measure.referenceSpan, Self.scaleRange.lowerBound),
      Self.scaleRange.upperBound)
    let focal = measure.focalTranslation.advance(with: touches, centroidBefore: before?.centroid)
    let value = GestureValue(
      location: focal.location, translation: focal.translation, scale: scale, touchesDown: touches.count)
    return (value, span)
  }

  /// The focal point's velocity and the scale's, at the release: the span's
  /// rate of change comes from the touches' own velocities, so a pinch whose
  /// fingers rested before lifting has none.
  private func measureVelocities(_ value: inout GestureValue, _ touches: TouchTable) {
    let (velocity, spanVelocity) = touches.velocityAndSpanVelocity { !$0.wentDownInFrame }
    value.velocity = velocity
    value.scaleVelocity = measure.carriedScale * spanVelocity / measure.referenceSpan
  }
}
