/// How the span of touches travelling together drifts as they travel: what
/// the pinch expects of a pair that is scrolling, so that a change it has
/// been making all along does not count as pinching.
///
/// The pinch begins only when the span's departure from this drift, as
/// well as its change, passes the threshold: the drift holds a pinch back,
/// never makes one.
///
/// A hand's fingers do not keep their span while they scroll: they converge
/// or spread, by up to 40 % of the travel, and not evenly (a stretch at 60 %
/// between stretches at 20 %). The drift is the span's change per point of the
/// focal point's travel, as a vector: the stretches the pair travelled
/// together, each at least 2 × `pinchSlop` long, summed as change × travel
/// over the sum of their squared travel (for a straight stroke, the
/// least-squares rate along it). Being a vector, it follows the direction:
/// fingers that converge as they scroll down are expected to spread as they
/// scroll back up, and to keep their span moving sideways. Its length is at
/// most ``PinchRecognizer/travelRatio``: a faster change is a pinch however
/// long it has gone on.
struct SpanDrift: Sendable {
  /// The span's expected change per point of travel along x and along y.
  private(set) var rate = Point.zero
  /// The learned stretches' span change × travel, summed.
  private var moment = Point.zero
  /// The learned stretches' squared travel, summed, points².
  private var travelSquared = 0.0

  /// No drift: the span is expected to stay as it is.
  init() {}

  /// The change of span the drift predicts over `travel` (points).
  @inline(__always)  // every measuring frame of a pinch
  func expectedChange(over travel: Point) -> Double { rate.x * travel.x + rate.y * travel.y }

  /// Takes in a stretch travelled together: the span changed by `change`
  /// while the focal point moved by `travel` (points).
  mutating func learn(spanChange change: Double, over travel: Point) {
    moment += travel * change
    travelSquared += travel.x * travel.x + travel.y * travel.y
    guard travelSquared > 0 else { return }
    let fitted = moment / travelSquared
    let length = fitted.length
    rate = length > PinchRecognizer.travelRatio ? fitted * (PinchRecognizer.travelRatio / length) : fitted
  }
}
