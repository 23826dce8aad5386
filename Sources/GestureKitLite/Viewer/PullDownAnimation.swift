/// The pulled image moving after the finger lifts: back to its place
/// (`dismissRestore`), or out of the viewport on dismissal.
enum PullDownAnimation: Equatable, Sendable {
  /// An undismissed pull-down returning to its place.
  case restore(RestoreTransition)
  /// The dismissed image flying out downwards.
  case flyOut(ValueTransition)

  /// The translation at `time`, and whether the animation has ended (the
  /// value is then exactly its target).
  func value(at time: Timestamp) -> (Point, Bool) {
    switch self {
    case .restore(let restore): restore.value(at: time)
    case .flyOut(let flyOut): flyOut.value(at: time)
    }
  }

  /// Whether a new pull-down must wait at `time`: for the whole of a fly-out
  /// or an eased restore, but only for a spring's perceptual duration.
  ///
  /// A spring runs on until its envelope is within 0.001 pt of the rest
  /// position (1.4 s for a 150 pt pull with 0.5 s and bounce 0.3); past its
  /// duration it is a few points away at most (2.2 pt there), and a new
  /// pull-down takes the image from the finger, as a UIKit spring animation
  /// of that duration has ended and a new pan begins.
  func blocksPullDown(at time: Timestamp) -> Bool {
    guard case .restore(let restore) = self, case .spring(let spring) = restore.curve else { return true }
    return time.seconds(since: restore.start) < spring.duration
  }
}

/// The pulled image returning from `from` to its place (translation zero)
/// along the configured curve.
struct RestoreTransition: Equatable, Sendable {
  /// How the value moves.
  enum Curve: Equatable, Sendable {
    /// Cubic ease-out over the duration.
    case easeOut
    /// Cubic ease-in-out over the duration.
    case easeInOut
    /// A spring released from rest; the duration is its settling time.
    case spring(ViewerSpring)
  }

  var start: Timestamp
  var from: Point
  var curve: Curve
  /// How long it runs: the curve's duration, or the spring's settling time
  /// for this distance (rounded up to a microsecond).
  var duration: Timestamp.Duration

  /// A restore from `from` starting at `start`, as `configuration` asks
  /// (`dismissRestore`, `dismissRestoreDuration`, `dismissRestoreBounce`).
  init(start: Timestamp, from: Point, configuration: GestureConfiguration) {
    self.start = start
    self.from = from
    switch configuration.dismissRestore {
    case .easeOut:
      curve = .easeOut
      duration = Timestamp.Duration(seconds: configuration.dismissRestoreDuration)
    case .easeInOut:
      curve = .easeInOut
      duration = Timestamp.Duration(seconds: configuration.dismissRestoreDuration)
    case .spring:
      let spring = ViewerSpring(
        duration: configuration.dismissRestoreDuration, bounce: configuration.dismissRestoreBounce)
      curve = .spring(spring)
      duration = Self.microsecondsUp(spring.settlingTime(distance: from.length))
    }
  }

  /// The translation at `time`, and whether the restore has ended (the
  /// translation is then exactly zero).
  func value(at time: Timestamp) -> (Point, Bool) {
    switch curve {
    case .easeOut, .easeInOut:
      // As ``ValueTransition`` computes it, to the last bit: the ease-out
      // restore is what 1.0 did.
      let p = ViewerAnimation.progress(from: start, to: time, over: duration)
      if p >= 1 { return (.zero, true) }
      let eased = curve == .easeOut ? ViewerAnimation.easeOut(p) : ViewerAnimation.easeInOut(p)
      return (from + (Point.zero - from) * eased, false)
    case .spring(let spring):
      let elapsed = time.microseconds &- start.microseconds
      if elapsed >= duration.microseconds { return (.zero, true) }
      return (from * spring.displacement(at: max(0, Double(elapsed) / 1_000_000)), false)
    }
  }

  /// `seconds` as a whole number of microseconds, rounded up (so the
  /// envelope at the end is still below the threshold), at most 10¹² s.
  static func microsecondsUp(_ seconds: Double) -> Timestamp.Duration {
    let capped = min(max(seconds, 0), 1e12)
    var duration = Timestamp.Duration(seconds: capped)
    if Double(duration.microseconds) / 1_000_000 < capped { duration.microseconds += 1 }
    return duration
  }
}
