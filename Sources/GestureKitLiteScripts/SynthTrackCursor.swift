import GestureKitLite

/// Draws one finger's samples in order, one at a time, from its segments.
///
/// It holds one segment's place and one sample ahead (to know which sample is
/// the finger's last, which a lift in place turns into that lift), so a
/// finger in a stream costs the same memory however long it moves.
struct SynthTrackCursor: Sendable {
  /// Where the cursor is within the current segment.
  private enum Step: Sendable {
    /// A plan's landing comes next.
    case landing(PlannedFinger)
    /// A plan's moves come next (then its lift).
    case moving(PlannedFinger, FingerPlan.Moves.Iterator)
    /// A plan's lift comes next.
    case lifting(PlannedFinger)
    /// Given samples come next, from this position.
    case given([SynthSample], Int)
    /// The segment is drawn.
    case finished
  }

  private let track: SynthTrack
  private let settings: SynthSettings
  /// The segment being drawn.
  private var segment = 0
  private var step: Step
  /// The next sample as its segment draws it, before a lift in place.
  private var ahead: SynthSample?

  /// A cursor at the finger's first sample.
  init(_ track: SynthTrack, settings: SynthSettings) {
    self.track = track
    self.settings = settings
    step = Self.firstStep(of: track.segments[0])
    ahead = nil
    ahead = drawNext()
  }

  /// The finger's next sample, `nil` after its last.
  mutating func next() -> SynthSample? {
    guard var sample = ahead else { return nil }
    ahead = drawNext()
    if ahead == nil, let phase = track.finalPhase { sample.phase = phase }
    return sample
  }

  private static func firstStep(of segment: SynthSegment) -> Step {
    switch segment {
    case .samples(let samples): .given(samples, 0)
    case .planned(let finger):
      finger.lands ? .landing(finger) : .moving(finger, finger.plan.moves.makeIterator())
    }
  }

  /// The next sample of the segments, moving on to the next segment when one is drawn.
  private mutating func drawNext() -> SynthSample? {
    while true {
      if let sample = drawInSegment() { return sample }
      segment += 1
      guard segment < track.segments.count else { return nil }
      step = Self.firstStep(of: track.segments[segment])
    }
  }

  /// The current segment's next sample, `nil` once it is drawn.
  private mutating func drawInSegment() -> SynthSample? {
    switch step {
    case .landing(let finger):
      step = .moving(finger, finger.plan.moves.makeIterator())
      return SynthSample(
        time: finger.time(ofFrame: 0, settings: settings), phase: .down, point: finger.plan.landing)
    case .moving(let finger, var moves):
      // Moves come in frame order, so the first one not drawn ends them.
      guard let move = moves.next(), finger.draws(moveAt: move.index) else {
        step = .lifting(finger)
        return drawInSegment()
      }
      step = .moving(finger, moves)
      return SynthSample(
        time: finger.time(ofFrame: move.index, settings: settings), phase: .move, point: move.point)
    case .lifting(let finger):
      step = .finished
      guard let lift = finger.lift else { return nil }
      return SynthSample(
        time: finger.time(ofFrame: finger.lastIndex, settings: settings), phase: lift.phase,
        point: finger.plan.position(at: finger.lastIndex))
    case .given(let samples, let position):
      guard position < samples.count else {
        step = .finished
        return nil
      }
      step = .given(samples, position + 1)
      return samples[position]
    case .finished:
      return nil
    }
  }
}
