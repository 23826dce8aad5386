import GestureKitLite

/// Where one finger of a gesture is at each frame, from landing to lifting.
///
/// Frames count from the gesture's start at the sample rate, so every finger
/// of a gesture shares its frame times; the finger lands at `landingFrame`
/// and its frame `i` is gesture frame `landingFrame + i`. It reports a `move`
/// only while it moves (its ``moves``): a still finger reports nothing, as
/// iOS sends no `touchesMoved` for it, so `hold` and `rest` are gaps in its
/// samples, and cost nothing here. Frame ``lastIndex`` is where it lifts.
struct FingerPlan: Equatable {
  /// A frame at which the finger is somewhere new.
  struct Keyframe: Equatable {
    /// The frame, counted from the landing.
    var index: Int
    /// The finger's exact position from that frame on, in points.
    var point: Point
  }

  /// The gesture frame at which the finger lands.
  var landingFrame: Int
  /// The landing (index 0), then one keyframe per frame the finger moves, in order.
  private(set) var keyframes: [Keyframe]
  /// The index of the finger's last frame, counted from the landing.
  private(set) var lastIndex = 0
  /// Whether the gesture's `cancel` or `keep` applies to this finger; false
  /// for the first tap of a double tap, which always lifts.
  var followsFinish = true

  /// A finger landing at `point` at gesture frame `frame`.
  init(landingFrame frame: Int, at point: Point) {
    landingFrame = frame
    keyframes = [Keyframe(index: 0, point: point)]
  }

  /// Where the finger is at its last frame.
  var last: Point { keyframes[keyframes.count - 1].point }

  /// The gesture frame of the finger's last frame.
  var lastFrame: Int { landingFrame + lastIndex }

  /// The frames at which the finger moves (every keyframe after the landing).
  var moves: ArraySlice<Keyframe> { keyframes.dropFirst() }

  /// The finger's position at frame `index` (counted from the landing).
  ///
  /// - Complexity: O(log *m*), *m* the number of moves.
  func position(at index: Int) -> Point {
    var low = 0
    var high = keyframes.count - 1
    while low < high {  // the last keyframe at or before `index`
      let middle = (low + high + 1) / 2
      if keyframes[middle].index <= index { low = middle } else { high = middle - 1 }
    }
    return keyframes[low].point
  }

  /// The finger stays where it is for `frames` frames, reporting nothing.
  mutating func stay(frames: Int) {
    lastIndex += max(0, frames)
  }

  /// The finger moves for `frames` frames (at least one), reporting each;
  /// `path` gives its position for a progress from 0 to 1, and the last frame
  /// is exactly `path(1)`.
  mutating func move(frames: Int, easing: Easing, along path: (Double) -> Point) {
    let count = max(1, frames)
    for frame in 1...count {
      let progress = frame == count ? 1 : easing.progress(Double(frame) / Double(count))
      lastIndex += 1
      keyframes.append(Keyframe(index: lastIndex, point: path(progress)))
    }
  }

  /// A straight line from `start` to `end`, exact at both ends.
  static func line(from start: Point, to end: Point) -> (Double) -> Point {
    { progress in
      progress >= 1
        ? end : Point(x: start.x + (end.x - start.x) * progress, y: start.y + (end.y - start.y) * progress)
    }
  }
}

extension FingerPlan {
  /// The fingers of a press: one (tap, long press) or two in turn (double tap).
  static func plans(for press: Press, settings: SynthSettings) -> [FingerPlan] {
    let hold = settings.frames(in: press.hold, minimum: 1)
    var first = FingerPlan(landingFrame: 0, at: press.point)
    first.stay(frames: hold)
    switch press.kind {
    case .tap, .longPress:
      return [first]
    case .doubleTap:
      first.followsFinish = false
      let gap = settings.frames(in: press.gap, minimum: 1)
      var second = FingerPlan(landingFrame: hold + gap, at: press.point)
      second.stay(frames: hold)
      return [first, second]
    }
  }

  /// The two touches of a quick scale: a tap, then a touch at the same
  /// point that holds, drags vertically, rests and lifts.
  static func plans(for quickScale: QuickScale, settings: SynthSettings) -> [FingerPlan] {
    let tap = settings.frames(in: GestureDefaults.tapHold, minimum: 1)
    var first = FingerPlan(landingFrame: 0, at: quickScale.point)
    first.stay(frames: tap)
    first.followsFinish = false
    let end = Point(x: quickScale.point.x, y: quickScale.point.y + quickScale.distance)
    var second = FingerPlan(
      landingFrame: tap + settings.frames(in: quickScale.gap, minimum: 1), at: quickScale.point)
    second.stay(frames: settings.frames(in: quickScale.hold, minimum: 0))
    second.move(
      frames: settings.frames(in: quickScale.duration, minimum: 1), easing: quickScale.easing,
      along: line(from: quickScale.point, to: end))
    second.stay(frames: settings.frames(in: quickScale.rest, minimum: 0))
    return [first, second]
  }

  /// The finger of a stroke: it lands, holds, moves, rests and lifts.
  static func plans(for stroke: Stroke, settings: SynthSettings) -> [FingerPlan] {
    var plan = FingerPlan(landingFrame: 0, at: stroke.from)
    plan.stay(frames: settings.frames(in: stroke.hold, minimum: 0))
    plan.move(
      frames: settings.frames(in: stroke.duration, minimum: 1), easing: stroke.easing,
      along: line(from: stroke.from, to: stroke.to))
    plan.stay(frames: settings.frames(in: stroke.rest, minimum: 0))
    return [plan]
  }

  /// The two fingers of a pinch, on a line through the focal point at the
  /// pinch's angle: the first on the −angle side, the second opposite.
  static func plans(for pinch: Pinch, settings: SynthSettings) -> [FingerPlan] {
    let axis = Trigonometry.direction(degrees: pinch.angle)
    let endCenter = pinch.center + pinch.move
    var plans: [FingerPlan] = []
    for side in [-1.0, 1.0] {
      let finger = { (center: Point, span: Double) in center + axis * (side * span / 2) }
      let start = finger(pinch.center, pinch.fromSpan)
      let end = finger(endCenter, pinch.toSpan)
      var plan = FingerPlan(landingFrame: 0, at: start)
      plan.stay(frames: settings.frames(in: pinch.hold, minimum: 0))
      plan.move(frames: settings.frames(in: pinch.duration, minimum: 1), easing: pinch.easing) { progress in
        guard progress < 1 else { return end }
        let center = FingerPlan.line(from: pinch.center, to: endCenter)(progress)
        return finger(center, pinch.fromSpan + (pinch.toSpan - pinch.fromSpan) * progress)
      }
      plan.stay(frames: settings.frames(in: pinch.rest, minimum: 0))
      plans.append(plan)
    }
    return plans
  }
}
