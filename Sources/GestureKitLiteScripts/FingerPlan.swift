import GestureKitLite

/// Where one finger of a gesture is at each frame, from landing to lifting.
///
/// Frames count from the gesture's start at the sample rate, so every finger
/// of a gesture shares its frame times; the finger lands at `landingFrame`
/// and its frame `i` is gesture frame `landingFrame + i`. It reports a `move`
/// only while it moves (its ``moves``): a still finger reports nothing, as
/// iOS sends no `touchesMoved` for it, so `hold` and `rest` are gaps in its
/// samples, and cost nothing here. Frame ``lastIndex`` is where it lifts.
///
/// A plan holds its movements, not its frames: each frame's position is
/// computed when it is asked for, so a motion of a million frames takes no
/// more memory than one of ten (`gesture-sim synth` streams).
struct FingerPlan: Equatable, Sendable {
  /// A frame at which the finger is somewhere new.
  struct Keyframe: Equatable, Sendable {
    /// The frame, counted from the landing.
    var index: Int
    /// The finger's exact position from that frame on, in points.
    var point: Point
  }

  /// A run of frames in which the finger moves, one keyframe each.
  struct Movement: Equatable, Sendable {
    /// The frame before the first move, counted from the landing.
    var after: Int
    /// How many frames it moves (at least one).
    var frames: Int
    /// How progress goes with time.
    var easing: Easing
    /// Where it goes.
    var path: FingerPath

    /// The last frame of the movement, counted from the landing.
    var lastIndex: Int { after + frames }

    /// The keyframe of its frame `frame`, from 1 to ``frames``; the last is
    /// exactly the path's end.
    func keyframe(_ frame: Int) -> Keyframe {
      let progress = frame == frames ? 1 : easing.progress(Double(frame) / Double(frames))
      return Keyframe(index: after + frame, point: path.point(at: progress))
    }
  }

  /// The keyframes after the landing, in order, computed one at a time.
  struct Moves: Sequence, Sendable {
    fileprivate let movements: [Movement]

    /// Walks the movements frame by frame.
    struct Iterator: IteratorProtocol, Sendable {
      let movements: [Movement]
      var movement = 0
      var frame = 0

      mutating func next() -> Keyframe? {
        while movement < movements.count {
          if frame < movements[movement].frames {
            frame += 1
            return movements[movement].keyframe(frame)
          }
          (movement, frame) = (movement + 1, 0)
        }
        return nil
      }
    }

    func makeIterator() -> Iterator { Iterator(movements: movements) }
  }

  /// The gesture frame at which the finger lands.
  var landingFrame: Int
  /// Where it lands.
  let landing: Point
  /// Its movements, in order.
  private(set) var movements: [Movement] = []
  /// The index of the finger's last frame, counted from the landing.
  private(set) var lastIndex = 0
  /// Whether the gesture's `cancel` or `keep` applies to this finger; false
  /// for the first tap of a double tap, which always lifts.
  var followsFinish = true

  /// A finger landing at `point` at gesture frame `frame`.
  init(landingFrame frame: Int, at point: Point) {
    landingFrame = frame
    landing = point
  }

  /// Where the finger is at its last frame.
  var last: Point { movements.last.map { $0.keyframe($0.frames).point } ?? landing }

  /// The gesture frame of the finger's last frame.
  var lastFrame: Int { landingFrame + lastIndex }

  /// The frame of the finger's last move, counted from the landing, or
  /// `nil` if it never moves.
  var lastMoveIndex: Int? { movements.last?.lastIndex }

  /// The frames at which the finger moves, in order.
  var moves: Moves { Moves(movements: movements) }

  /// The finger's position at frame `index` (counted from the landing).
  ///
  /// - Complexity: O(*m*), *m* the number of movements (one or two).
  func position(at index: Int) -> Point {
    guard let movement = movements.last(where: { $0.after < index }) else { return landing }
    return movement.keyframe(min(index - movement.after, movement.frames)).point
  }

  /// The finger stays where it is for `frames` frames, reporting nothing.
  mutating func stay(frames: Int) {
    lastIndex += max(0, frames)
  }

  /// The finger moves for `frames` frames (at least one), reporting each,
  /// along `path`, and is exactly at its end at the last frame.
  mutating func move(frames: Int, easing: Easing, along path: FingerPath) {
    let movement = Movement(after: lastIndex, frames: max(1, frames), easing: easing, path: path)
    movements.append(movement)
    lastIndex = movement.lastIndex
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
      along: .line(from: quickScale.point, to: end))
    second.stay(frames: settings.frames(in: quickScale.rest, minimum: 0))
    return [first, second]
  }

  /// The finger of a stroke: it lands, holds, moves, rests and lifts.
  static func plans(for stroke: Stroke, settings: SynthSettings) -> [FingerPlan] {
    var plan = FingerPlan(landingFrame: 0, at: stroke.from)
    plan.stay(frames: settings.frames(in: stroke.hold, minimum: 0))
    plan.move(
      frames: settings.frames(in: stroke.duration, minimum: 1), easing: stroke.easing,
      along: .line(from: stroke.from, to: stroke.to))
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
      let start = FingerPath.pinchFinger(pinch.center, axis: axis, side: side, span: pinch.fromSpan)
      var plan = FingerPlan(landingFrame: 0, at: start)
      plan.stay(frames: settings.frames(in: pinch.hold, minimum: 0))
      plan.move(
        frames: settings.frames(in: pinch.duration, minimum: 1), easing: pinch.easing,
        along: .pinchFinger(
          center: pinch.center, endCenter: endCenter, axis: axis, side: side, fromSpan: pinch.fromSpan,
          toSpan: pinch.toSpan))
      plan.stay(frames: settings.frames(in: pinch.rest, minimum: 0))
      plans.append(plan)
    }
    return plans
  }
}
