import GestureKitLite

/// One sample of a synthesized touch, before ids, noise and rounding.
struct SynthSample: Equatable, Sendable {
  /// When, in microseconds.
  var time: Microseconds
  /// What happened.
  var phase: TouchSample.Phase
  /// Where, exactly, in points.
  var point: Point
}

/// A finger drawn from a ``FingerPlan`` from a start time: its landing (if
/// it lands here), its moves up to ``lastIndex``, and its lift there.
struct PlannedFinger: Equatable, Sendable {
  /// Where the finger is at each frame.
  var plan: FingerPlan
  /// When the plan's frame 0 is, in microseconds.
  var start: Microseconds
  /// Whether a `down` at frame 0 comes first (a gesture); a `move` line's
  /// plan starts where the finger already is.
  var lands: Bool
  /// The frame where the drawing ends, counted from the landing: a move
  /// there is drawn only without a lift, which takes its place.
  var lastIndex: Int
  /// How the finger ends at ``lastIndex``; `nil` leaves it down.
  var lift: Lift?

  /// The time of the finger's frame `index` (counted from the landing) at `settings`' rate.
  func time(ofFrame index: Int, settings: SynthSettings) -> Microseconds {
    settings.time(ofFrame: plan.landingFrame + index, from: start)
  }

  /// Whether the move at frame `index` is drawn.
  func draws(moveAt index: Int) -> Bool {
    index < lastIndex || (index == lastIndex && lift == nil)
  }

  /// The last sample drawn.
  func lastSample(settings: SynthSettings) -> SynthSample {
    if let lift {
      return SynthSample(
        time: time(ofFrame: lastIndex, settings: settings), phase: lift.phase,
        point: plan.position(at: lastIndex))
    }
    // Without a lift every move up to lastIndex is drawn, so the last is the plan's last move.
    guard let index = plan.lastMoveIndex, index <= lastIndex else {
      return SynthSample(time: time(ofFrame: 0, settings: settings), phase: .down, point: plan.landing)
    }
    return SynthSample(
      time: time(ofFrame: index, settings: settings), phase: .move, point: plan.position(at: index))
  }
}

/// A stretch of a finger's samples, in time order, drawn when they are
/// needed: a gesture's or a `move` line's frames are never stored.
enum SynthSegment: Equatable, Sendable {
  /// Samples given one by one (`down`, `up` and `cancel` lines).
  case samples([SynthSample])
  /// Samples drawn from a plan, frame by frame.
  case planned(PlannedFinger)
}

/// Everything one finger did from landing to lifting (or to the end, if it
/// stays down), as the segments that draw its samples.
///
/// Its samples' times strictly increase: every sample is in a frame of its own.
struct SynthTrack: Equatable, Sendable {
  /// The finger's label, if the script gave one; `.id(n)` fixes its touch id.
  var label: FingerLabel?
  /// What draws its samples, in order.
  private(set) var segments: [SynthSegment]
  /// The statement (or label) that put the finger down, for errors.
  var location: ScriptLocation
  /// When the finger landed.
  let downTime: Microseconds
  /// Its last sample so far, as drawn.
  private(set) var last: SynthSample
  /// The phase its last sample is drawn with instead of `move`: a lift in
  /// the frame of the finger's last move takes that move's place.
  private(set) var finalPhase: TouchSample.Phase?

  /// A finger whose samples are given: a `down` first, then moves, maybe a lift.
  init(label: FingerLabel?, samples: [SynthSample], location: ScriptLocation) {
    self.label = label
    segments = [.samples(samples)]
    self.location = location
    downTime = samples[0].time
    last = samples[samples.count - 1]
  }

  /// A finger drawn from a plan that lands.
  init(label: FingerLabel?, planned: PlannedFinger, location: ScriptLocation, settings: SynthSettings) {
    self.label = label
    segments = [.planned(planned)]
    self.location = location
    downTime = planned.time(ofFrame: 0, settings: settings)
    last = planned.lastSample(settings: settings)
  }

  /// When it lifted, or `nil` while it is still down at the end.
  var liftTime: Microseconds? { last.phase.endsTouch ? last.time : nil }

  /// Adds samples after the last; `last` is the last of them.
  mutating func append(_ segment: SynthSegment, last: SynthSample) {
    segments.append(segment)
    self.last = last
  }

  /// Ends the finger with `phase` in the frame of its last sample, a move,
  /// which the lift replaces.
  mutating func liftInPlace(_ phase: TouchSample.Phase) {
    finalPhase = phase
    last.phase = phase
  }
}
