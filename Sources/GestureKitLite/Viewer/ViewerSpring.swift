/// SwiftUI's `Spring(duration:bounce:)`, released from rest, in closed form.
///
/// A mass of 1 on a spring of stiffness k = (2π ÷ duration)² with damping
/// c = 4π(1 − bounce) ÷ duration, so the natural frequency is ω₀ = 2π ÷
/// duration and the damping ratio ζ = c ÷ (2ω₀) = 1 − bounce (UIKit's
/// `usingSpringWithDamping: 0.7` is a bounce of 0.3). Its displacement from
/// the target, as a fraction of where it started (velocity 0 at the start,
/// as a SwiftUI spring that `withAnimation` starts after a gesture):
///
/// - underdamped (bounce > 0): g(t) = e^(−ζω₀t) (cos ω_d t + ζω₀ ÷ ω_d · sin ω_d t),
///   ω_d = ω₀√(1 − ζ²); it overshoots the target;
/// - critically damped (bounce 0): g(t) = e^(−ω₀t) (1 + ω₀t); it never overshoots.
///
/// Values are functions of the time since the start, never integrated step
/// by step, so a stream sampled at 60, 120 or 240 Hz sees the same value at
/// the same time. |g(t)| never exceeds the envelope e^(−ζω₀t) ÷ √(1 − ζ²)
/// (e^(−ω₀t)(1 + ω₀t) when critically damped), which decreases; the spring
/// ends when the envelope times the distance is below ``restThreshold``.
struct ViewerSpring: Equatable, Sendable {
  /// The distance from the target, in points, below which the spring is at rest.
  static let restThreshold = 0.001

  /// The perceptual duration, in seconds.
  let duration: Double
  /// The bounce, 0 to 0.9.
  let bounce: Double
  /// ω₀ = 2π ÷ duration, per second.
  let naturalFrequency: Double
  /// ζ = 1 − bounce.
  let dampingRatio: Double
  /// ω_d = ω₀√(1 − ζ²), per second; 0 when critically damped.
  let dampedFrequency: Double

  /// A spring of `duration` seconds (more than 0) and `bounce` 0…0.9.
  init(duration: Double, bounce: Double) {
    self.duration = duration
    self.bounce = bounce
    naturalFrequency = 2 * Double.pi / duration
    dampingRatio = 1 - bounce
    dampedFrequency = bounce > 0 ? naturalFrequency * (1 - dampingRatio * dampingRatio).squareRoot() : 0
  }

  /// SwiftUI's stiffness, (2π ÷ duration)², per second squared (mass 1).
  var stiffness: Double { naturalFrequency * naturalFrequency }
  /// SwiftUI's damping, 4π(1 − bounce) ÷ duration, per second (mass 1).
  var damping: Double { 4 * Double.pi * (1 - bounce) / duration }

  /// The displacement left at `t` seconds after the start, as a fraction of
  /// the starting displacement: 1 at 0, negative while it overshoots.
  func displacement(at t: Double) -> Double {
    let decay = exp(-dampingRatio * naturalFrequency * t)
    guard dampedFrequency > 0 else { return decay * (1 + naturalFrequency * t) }
    let (cosine, sine) = Trigonometry.cosineAndSine(radians: dampedFrequency * t)
    return decay * (cosine + dampingRatio * naturalFrequency / dampedFrequency * sine)
  }

  /// A bound of |``displacement(at:)``| that only decreases with `t`.
  func envelope(at t: Double) -> Double {
    guard dampedFrequency > 0 else {
      return exp(-naturalFrequency * t) * (1 + naturalFrequency * t)
    }
    return exp(-dampingRatio * naturalFrequency * t) * naturalFrequency / dampedFrequency
  }

  /// The time, in seconds, after which a spring released `distance` points
  /// from its target stays within ``restThreshold`` of it (by the envelope).
  ///
  /// Underdamped, it solves the envelope in closed form; critically damped,
  /// (1 + s)e^(−s) = threshold ÷ distance is solved for s = ω₀t by 80
  /// bisections of [0, 2 ln(2 · distance ÷ threshold)], whose upper end is
  /// already past it ((1 + s)e^(−s) ≤ 2e^(−s/2)); the upper end of the last
  /// interval is taken, so the envelope there is below the threshold.
  ///
  /// - Complexity: O(1).
  func settlingTime(distance: Double) -> Double {
    let ratio = abs(distance) / Self.restThreshold
    guard ratio > 1, ratio.isFinite else { return ratio > 1 ? .infinity : 0 }
    if dampedFrequency > 0 {
      // e^(−ζω₀t) · ω₀/ω_d · ratio = 1.
      let scale = ratio * naturalFrequency / dampedFrequency
      return max(0, ln(scale) / (dampingRatio * naturalFrequency))
    }
    let target = 1 / ratio
    var low = 0.0
    var high = 2 * ln(2 * ratio)
    for _ in 0..<80 {
      let middle = (low + high) / 2
      if exp(-middle) * (1 + middle) > target { low = middle } else { high = middle }
    }
    return high / naturalFrequency
  }
}
