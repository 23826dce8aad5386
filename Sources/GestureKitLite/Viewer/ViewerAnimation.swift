/// The animations of the viewer: values of stream time, so the state can be
/// read at any moment and the same stream always animates the same way.
///
/// Durations follow the seed viewers and UIKit: 0.3 s for zoom changes,
/// bounces and zoomed paging; `dismissRestoreDuration` (0.3 s by default) for
/// the pull-down's restore; 0.25 s for the dismissal; momentum decelerates like
/// UIScrollView's normal rate (0.998 per millisecond) until it is slower than
/// ``Momentum/stopSpeed`` (at most ``Momentum/maximumGlide`` seconds, plus a
/// bounce of ``Momentum/bounceDuration``). No animation lasts longer than
/// ``ImageViewer/longestAnimation-swift.property``.
enum ViewerAnimation {
  /// The duration of zoom, page, bounce and pull-down restore animations.
  static let duration = Timestamp.Duration(seconds: 0.3)
  /// The duration of the dismissal's fly-out.
  static let dismissDuration = Timestamp.Duration(seconds: 0.25)

  /// Cubic ease-out: fast start, gentle landing, as UIKit's default curve ends.
  static func easeOut(_ progress: Double) -> Double {
    let p = min(max(progress, 0), 1)
    let inverse = 1 - p
    return 1 - inverse * inverse * inverse
  }

  /// Cubic ease-in-out: slow start and landing, as `UIView.animate`'s default curve.
  static func easeInOut(_ progress: Double) -> Double {
    let p = min(max(progress, 0), 1)
    if p < 0.5 { return 4 * p * p * p }
    let inverse = 2 - 2 * p
    return 1 - inverse * inverse * inverse / 2
  }

  /// The fraction of `duration` elapsed from `start` to `time`, 0…1.
  static func progress(from start: Timestamp, to time: Timestamp, over duration: Timestamp.Duration)
    -> Double
  {
    guard duration.microseconds > 0 else { return 1 }
    return min(max(time.seconds(since: start) * 1_000_000 / Double(duration.microseconds), 0), 1)
  }
}

/// A zoom and content offset moving from one value to another.
struct ZoomTransition: Equatable, Sendable {
  var start: Timestamp
  var fromZoom: Double
  var toZoom: Double
  var fromOffset: Point
  var toOffset: Point

  func value(at time: Timestamp) -> (zoom: Double, offset: Point, finished: Bool) {
    let p = ViewerAnimation.progress(from: start, to: time, over: ViewerAnimation.duration)
    if p >= 1 { return (toZoom, toOffset, true) }  // exactly the target, not within an ulp
    let e = ViewerAnimation.easeOut(p)
    return (fromZoom + (toZoom - fromZoom) * e, fromOffset + (toOffset - fromOffset) * e, false)
  }
}

/// Scrolling that goes on after the finger lifts, decelerating, and bouncing
/// where it meets an edge: one per axis.
struct Momentum: Equatable, Sendable {
  /// UIScrollView's normal deceleration: the speed is multiplied by 0.998 every millisecond.
  static let decelerationRate = 0.998
  /// Momentum ends when slower than this, in points per second.
  static let stopSpeed = 20.0
  /// ln(0.998) per millisecond, as a rate per second: −2.002 /s.
  static let decay = ln(decelerationRate) * 1000
  /// How fast a bounce settles (critically damped spring), per second.
  static let bounceStiffness = 12.5
  /// How long a bounce lasts before the offset rests exactly on the edge.
  static let bounceDuration = 0.5
  /// The longest glide, in seconds: only an absurdly fast flick (over about
  /// 8,000 pt/s) is still moving then, and stops there.
  static let maximumGlide = 3.0

  /// One axis of the motion.
  struct Axis: Equatable, Sendable {
    var start: Timestamp
    var origin: Double
    var velocity: Double
    var range: ClosedRange<Double>
    /// When and at what speed the axis met an edge, if it does.
    var edgeContact: (time: Double, edge: Double, speed: Double)?

    static func == (lhs: Axis, rhs: Axis) -> Bool {
      lhs.start == rhs.start && lhs.origin == rhs.origin && lhs.velocity == rhs.velocity
        && lhs.range == rhs.range && lhs.edgeContact?.time == rhs.edgeContact?.time
    }

    init(start: Timestamp, origin: Double, velocity: Double, range: ClosedRange<Double>) {
      self.start = start
      self.origin = origin
      self.velocity = abs(velocity) < Momentum.stopSpeed ? 0 : velocity
      self.range = range
      if range.lowerBound == range.upperBound { self.velocity = 0 }
      edgeContact = nil
      edgeContact = contact()
    }

    /// How long the deceleration lasts, in seconds, without edges.
    var glideDuration: Double {
      velocity == 0
        ? 0 : min(ln(Momentum.stopSpeed / abs(velocity)) / Momentum.decay, Momentum.maximumGlide)
    }

    func glide(_ t: Double) -> Double {
      origin + velocity * (exp(Momentum.decay * t) - 1) / Momentum.decay
    }

    private func contact() -> (time: Double, edge: Double, speed: Double)? {
      guard velocity != 0 else { return nil }
      let end = glide(glideDuration)
      let edge = velocity > 0 ? range.upperBound : range.lowerBound
      guard velocity > 0 ? end > edge : end < edge else { return nil }
      // Solve glide(t) = edge: e^(decay·t) = 1 + (edge − origin)·decay / velocity.
      let factor = 1 + (edge - origin) * Momentum.decay / velocity
      guard factor > 0 else { return nil }
      let t = ln(factor) / Momentum.decay
      return (t, edge, velocity * exp(Momentum.decay * t))
    }

    /// The offset at `time`, and whether the axis has come to rest.
    func value(at time: Timestamp) -> (Double, Bool) {
      let t = max(0, time.seconds(since: start))
      if let contact = edgeContact {
        if t < contact.time { return (glide(t), false) }
        let s = t - contact.time
        if s >= Momentum.bounceDuration { return (contact.edge, true) }
        let k = Momentum.bounceStiffness
        return (contact.edge + contact.speed * s * exp(-k * s), false)
      }
      if t >= glideDuration { return (range.clamp(glide(glideDuration)), true) }
      return (glide(t), false)
    }
  }

  var x: Axis
  var y: Axis

  func value(at time: Timestamp) -> (offset: Point, finished: Bool) {
    let (ox, fx) = x.value(at: time)
    let (oy, fy) = y.value(at: time)
    return (Point(x: ox, y: oy), fx && fy)
  }
}

/// A number moving from one value to another (the page strip, the pulled image).
struct ValueTransition: Equatable, Sendable {
  var start: Timestamp
  var from: Point
  var to: Point
  var duration: Timestamp.Duration

  func value(at time: Timestamp) -> (Point, Bool) {
    let p = ViewerAnimation.progress(from: start, to: time, over: duration)
    if p >= 1 { return (to, true) }
    return (from + (to - from) * ViewerAnimation.easeOut(p), false)
  }
}
