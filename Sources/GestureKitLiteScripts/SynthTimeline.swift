import GestureKitLite

/// Lays a script's statements out in time, one after another, as tracks
/// (one per finger) and ticks.
///
/// A statement without a timing prefix starts when everything before it has
/// finished (``cursor``, the latest end so far); `at T` starts it at `T`;
/// `at +D` (and `&`, which is `at +0ms`) starts it `D` after the previous
/// statement started. Gestures are drawn frame by frame from their start.
struct SynthTimeline {
  /// A finger that is down and may be moved or lifted by a later line.
  private struct OpenFinger {
    /// Its track.
    var track: Int
    /// Where it is now.
    var position: Point
  }

  /// The sample rate and other settings.
  let settings: SynthSettings
  /// Every finger, in the order the script put them down.
  private(set) var tracks: [SynthTrack] = []
  /// The times of `tick` lines, in script order.
  private(set) var ticks: [Microseconds] = []
  /// The `wheel`, `key` and `action` lines, in script order.
  private(set) var inputs: [SynthInputPlan] = []
  /// The latest end of any statement so far.
  private(set) var cursor: Microseconds = 0
  /// When the previous statement started.
  private var previousStart: Microseconds = 0
  /// Labeled fingers that are down, by label.
  private var open: [FingerLabel: OpenFinger] = [:]

  /// Creates an empty timeline.
  init(settings: SynthSettings) {
    self.settings = settings
  }

  /// Lays out `statement` and moves the cursor past its end.
  mutating func run(_ statement: ScriptStatement) throws(GestureScriptError) {
    let start: Microseconds
    switch statement.start {
    case .afterEverything: start = cursor
    case .at(let time): start = time
    case .afterPreviousStart(let delay): start = previousStart + delay
    }
    previousStart = start
    let end: Microseconds
    switch statement.action {
    case .wait(let duration):
      end = start + duration
    case .tick:
      ticks.append(start)
      end = start
    case .press(let press):
      end = try place(
        FingerPlan.plans(for: press, settings: settings), labels: [press.label], finish: press.finish,
        start: start, location: statement.location)
    case .stroke(let stroke):
      try checkMotion(stroke.duration, at: statement.location)
      end = try place(
        FingerPlan.plans(for: stroke, settings: settings), labels: [stroke.label], finish: stroke.finish,
        start: start, location: statement.location)
    case .quickScale(let quickScale):
      try checkMotion(quickScale.duration, at: statement.location)
      end = try place(
        FingerPlan.plans(for: quickScale, settings: settings), labels: [quickScale.label],
        finish: quickScale.finish, start: start, location: statement.location)
    case .pinch(let pinch):
      try checkMotion(pinch.duration, at: statement.location)
      end = try place(
        FingerPlan.plans(for: pinch, settings: settings), labels: pinch.labels, finish: pinch.finish,
        start: start, location: statement.location)
    case .down(let finger, let point):
      try checkNotDown(finger)
      open[finger.label] = OpenFinger(track: tracks.count, position: point)
      tracks.append(
        SynthTrack(
          label: finger.label, samples: [SynthSample(time: start, phase: .down, point: point)],
          location: finger.location))
      end = start
    case .move(let finger, let motion, let duration, let easing):
      try checkMotion(duration ?? 0, at: statement.location)
      end = try move(finger, motion, duration: duration, easing: easing, start: start)
    case .lift(let finger, let lift):
      try liftFinger(finger, lift, at: start)
      end = start
    case .input(let source):
      if case .wheel(let run) = source, let duration = run.duration {
        try checkMotion(duration, at: statement.location)
      }
      let plan = SynthInputPlan(start: start, source: source, settings: settings)
      inputs.append(plan)
      end = plan.end
    }
    cursor = max(cursor, end)
  }

  /// Puts a gesture's fingers on the timeline from `start` and returns its end.
  private mutating func place(
    _ plans: [FingerPlan], labels: [FingerReference?], finish: GestureFinish, start: Microseconds,
    location: ScriptLocation
  ) throws(GestureScriptError) -> Microseconds {
    for case let label? in labels { try checkNotDown(label) }
    var end = start
    for (index, plan) in plans.enumerated() {
      let label = labels.count == plans.count ? labels[index] : labels.first ?? nil
      var lastIndex = plan.lastIndex
      var lift: Lift? = .up
      switch finish {
      case .lift: break
      case .cancel: if plan.followsFinish { lift = .cancel }
      case .keep: if plan.followsFinish { lift = nil }
      case .cancelAfter(let delay):
        let cut = settings.frames(in: delay, minimum: 1) - plan.landingFrame
        if cut <= 0 { continue }  // cancelled before this finger landed
        if cut <= lastIndex { (lastIndex, lift) = (cut, .cancel) }
      }
      let finger = PlannedFinger(plan: plan, start: start, lands: true, lastIndex: lastIndex, lift: lift)
      if lift == nil, let label {
        open[label.label] = OpenFinger(track: tracks.count, position: plan.position(at: lastIndex))
      }
      tracks.append(
        SynthTrack(
          label: label?.label, planned: finger, location: label?.location ?? location, settings: settings))
      end = max(end, finger.time(ofFrame: lastIndex, settings: settings))
    }
    return end
  }

  /// Moves an open finger from `start`, one sample a frame, and returns the
  /// time of its last sample.
  private mutating func move(
    _ finger: FingerReference, _ motion: Motion, duration: Microseconds?, easing: Easing,
    start: Microseconds
  ) throws(GestureScriptError) -> Microseconds {
    let current = try openFinger(finger, startingAt: start, doing: "move")
    let from = current.position
    var plan = FingerPlan(landingFrame: 0, at: from)
    let frames = duration.map { settings.frames(in: $0, minimum: 1) } ?? 1
    plan.move(frames: frames, easing: easing, along: .line(from: from, to: motion.end(from: from)))
    let moving = PlannedFinger(plan: plan, start: start, lands: false, lastIndex: plan.lastIndex, lift: nil)
    tracks[current.track].append(.planned(moving), last: moving.lastSample(settings: settings))
    open[finger.label]?.position = plan.last
    return settings.time(ofFrame: plan.lastIndex, from: start)
  }

  /// Lifts or cancels an open finger at `time`.
  ///
  /// A lift in the frame of the
  /// finger's last move replaces that move: the finger lifts as it moves.
  private mutating func liftFinger(
    _ finger: FingerReference, _ lift: Lift, at time: Microseconds
  ) throws(GestureScriptError) {
    let current = try openFinger(finger, startingAt: time, doing: lift == .up ? "lift" : "be cancelled")
    let last = tracks[current.track].last
    if last.time == time {
      guard last.phase == .move else {
        throw GestureScriptError(
          "finger \(finger.label) cannot lift in the frame it went down; wait at least one frame",
          at: finger.location)
      }
      tracks[current.track].liftInPlace(lift.phase)
    } else {
      tracks[current.track].append(
        .samples([SynthSample(time: time, phase: lift.phase, point: current.position)]),
        last: SynthSample(time: time, phase: lift.phase, point: current.position))
    }
    open[finger.label] = nil
  }

  /// The open finger `finger`, checked to have no sample after `time`.
  private func openFinger(
    _ finger: FingerReference, startingAt time: Microseconds, doing verb: String
  ) throws(GestureScriptError) -> OpenFinger {
    guard let current = open[finger.label] else {
      throw GestureScriptError(
        "finger \(finger.label) is not down; put it down with 'down \(finger.label) X Y' "
          + "or a gesture's 'as \(finger.label) keep'",
        at: finger.location)
    }
    let lastTime = tracks[current.track].last.time
    guard time >= lastTime else {
      throw GestureScriptError(
        "finger \(finger.label) cannot \(verb) at \(Self.seconds(time)): "
          + "its last sample is at \(Self.seconds(lastTime))",
        at: finger.location)
    }
    return current
  }

  /// The most frames one motion may take: a million, 2.3 hours at 120 Hz.
  static let maximumMotionFrames = 1_000_000

  /// Throws if a motion of `duration` would take more than
  /// ``maximumMotionFrames`` frames (and samples) at the rate.
  private func checkMotion(_ duration: Microseconds, at location: ScriptLocation) throws(GestureScriptError) {
    let frames = settings.frames(in: duration, minimum: 1)
    guard frames > Self.maximumMotionFrames else { return }
    throw GestureScriptError(
      "a motion of \(Self.seconds(duration)) is \(frames) frames at \(NumberFormatting.shortest(settings.rate)) Hz; "
        + "the most is \(Self.maximumMotionFrames)", at: location)
  }

  /// Throws if the labeled finger is already down.
  private func checkNotDown(_ finger: FingerReference) throws(GestureScriptError) {
    guard let current = open[finger.label] else { return }
    let line = tracks[current.track].location.line
    throw GestureScriptError(
      "finger \(finger.label) is already down (since line \(line)); lift it with 'up \(finger.label)' first",
      at: finger.location)
  }

  /// `time` in seconds with its unit, as messages print it (`0.25s`).
  static func seconds(_ time: Microseconds) -> String {
    NumberFormatting.shortest(Double(time) / 1_000_000) + "s"
  }
}
