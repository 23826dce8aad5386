import GestureKitLite

/// Draws one finger's samples in order, one at a time, from its segments.
///
/// It holds one segment's place and one sample ahead (to know which sample is
/// the finger's last, which a lift in place turns into that lift), so a
/// finger in a stream costs the same memory however long it moves.
struct SynthTrackCursor: Sendable {
  /// Where the cursor is within the current segment.
  private enum Step: Sendable {
    /// The plan's landing comes next.
    case landing
    /// The plan's moves come next (then its lift).
    case moving
    /// The plan's lift comes next.
    case lifting
    /// The given samples come next, from this position.
    case given(Int)
    /// The segment is drawn.
    case finished
  }

  private let segments: [SynthSegment]
  private let finalPhase: TouchSample.Phase?
  private let settings: SynthSettings
  /// The segment being drawn.
  private var segment = 0
  private var step = Step.finished
  /// The plan of the segment being drawn, if it is planned (kept out of
  /// ``Step`` so that drawing a move changes it in place).
  private var finger: PlannedFinger?
  /// Its moves still to draw.
  private var moves = FingerPlan.Moves.Iterator(movements: [])
  /// The next sample as its segment draws it, before a lift in place.
  private var ahead: SynthSample?

  /// A cursor at the finger's first sample.
  init(_ track: SynthTrack, settings: SynthSettings) {
    segments = track.segments
    finalPhase = track.finalPhase
    self.settings = settings
    enter(segments[0])
    ahead = drawNext()
  }

  /// The finger's next sample, `nil` after its last.
  mutating func next() -> SynthSample? {
    guard var sample = ahead else { return nil }
    ahead = drawNext()
    if ahead == nil, let phase = finalPhase { sample.phase = phase }
    return sample
  }

  /// Starts drawing `segment`.
  private mutating func enter(_ segment: SynthSegment) {
    switch segment {
    case .samples:
      finger = nil
      step = .given(0)
    case .planned(let planned):
      finger = planned
      moves = planned.plan.moves.makeIterator()
      step = planned.lands ? .landing : .moving
    }
  }

  /// The next sample of the segments, moving on to the next segment when one is drawn.
  private mutating func drawNext() -> SynthSample? {
    while true {
      if let sample = drawInSegment() { return sample }
      segment += 1
      guard segment < segments.count else { return nil }
      enter(segments[segment])
    }
  }

  /// The current segment's next sample, `nil` once it is drawn.
  private mutating func drawInSegment() -> SynthSample? {
    switch step {
    case .landing:
      step = .moving
      return SynthSample(
        time: finger!.time(ofFrame: 0, settings: settings), phase: .down, point: finger!.plan.landing)
    case .moving:
      // Moves come in frame order, so the first one not drawn ends them.
      guard let move = moves.next(), finger!.draws(moveAt: move.index) else {
        step = .lifting
        return drawInSegment()
      }
      return SynthSample(
        time: finger!.time(ofFrame: move.index, settings: settings), phase: .move, point: move.point)
    case .lifting:
      step = .finished
      guard let finger, let lift = finger.lift else { return nil }
      return SynthSample(
        time: finger.time(ofFrame: finger.lastIndex, settings: settings), phase: lift.phase,
        point: finger.plan.position(at: finger.lastIndex))
    case .given(let position):
      guard case .samples(let samples) = segments[segment], position < samples.count else {
        step = .finished
        return nil
      }
      step = .given(position + 1)
      return samples[position]
    case .finished:
      return nil
    }
  }
}
