/// How a motion's progress runs over its duration.
///
/// Each curve maps the fraction of the duration elapsed, `t` in `0...1`, to the
/// fraction of the distance covered; every one starts at 0 and ends at exactly
/// 1. The eased curves are the cubic ones of CSS and easings.net:
///
/// | name | progress | feel |
/// | --- | --- | --- |
/// | `linear` | t | constant speed; a flick lifts at full speed |
/// | `ease-in` | t³ | starts slowly, lifts at three times the mean speed |
/// | `ease-out` | 1 − (1 − t)³ | starts fast, slows to a stop at the end |
/// | `ease-in-out` | 4t³, then 1 − (2 − 2t)³ ÷ 2 | slow, fast, slow |
///
/// ```swift
/// Easing.easeOut.progress(0.5)  // 0.875
/// ```
enum Easing: String, CaseIterable, Equatable, Sendable {
  /// Constant speed.
  case linear
  /// Cubic acceleration from rest.
  case easeIn = "ease-in"
  /// Cubic deceleration to rest.
  case easeOut = "ease-out"
  /// Cubic acceleration, then deceleration.
  case easeInOut = "ease-in-out"

  /// The word scripts use for the curve (`ease-out`).
  var name: String { rawValue }

  /// The fraction of the distance covered once `t` of the duration has
  /// elapsed; `t` is clamped to `0...1`, and `progress(1)` is exactly 1.
  func progress(_ t: Double) -> Double {
    let t = min(1, max(0, t))
    switch self {
    case .linear:
      return t
    case .easeIn:
      return t * t * t
    case .easeOut:
      let rest = 1 - t
      return 1 - rest * rest * rest
    case .easeInOut:
      if t < 0.5 { return 4 * t * t * t }
      let rest = 2 - 2 * t
      return 1 - rest * rest * rest / 2
    }
  }
}
