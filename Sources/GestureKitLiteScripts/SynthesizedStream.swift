import GestureKitLite

/// A script's touch stream, drawn as it is read: the records of
/// ``TouchSynthesizer/records(for:)``, one at a time.
///
/// Making it (``TouchSynthesizer/stream(for:)``) checks the whole script and
/// gives every finger its touch id, so a script that cannot be drawn throws
/// before the first record, and reading it never fails. It then merges the
/// fingers in time order: a finger is drawn frame by frame while it is down,
/// and a frame's records wait only for the next frame's time (timing noise
/// needs it). So it holds the script's plan (a few words a statement) and
/// the fingers down at one time, never the samples: a script of long gestures
/// streams in the memory of a short one.
///
/// ```swift
/// let script = try GestureScript(parsing: "drag 100 400 -> 300 400 in 10s\n")
/// var writer = TextTouchStreamWriter()
/// var text = ""
/// var lines = 0
/// for record in try TouchSynthesizer().stream(for: script) {
///   writer.write(record, to: &text)  // hand the line on here, then forget it
///   text.removeAll(keepingCapacity: true)
///   lines += 1
/// }
/// lines  // 1201
/// ```
public struct SynthesizedStream: Sequence, IteratorProtocol, Sendable {
  /// A finger being drawn, keyed by its next sample.
  private struct Drawing: Comparable, Sendable {
    /// Its next sample's time, in microseconds.
    var time: Microseconds
    /// 0 for a lift, 1 for a down or move: within a frame, lifts come first.
    var rank: Int
    /// The finger's index, in the order the script put fingers down: within a rank, script order.
    var track: Int
    /// The next sample.
    var sample: SynthSample
    /// Draws the samples after it.
    var cursor: SynthTrackCursor
    /// The finger's position noise.
    var noise: SeededGenerator

    static func < (lhs: Drawing, rhs: Drawing) -> Bool {
      (lhs.time, lhs.rank, lhs.track) < (rhs.time, rhs.rank, rhs.track)
    }

    static func == (lhs: Drawing, rhs: Drawing) -> Bool {
      (lhs.time, lhs.rank, lhs.track) == (rhs.time, rhs.rank, rhs.track)
    }
  }

  private let settings: SynthSettings
  private let directives: [TouchStreamRecord]
  private var nextDirective = 0
  private let tracks: [SynthTrack]
  private let ids: [TouchID]
  /// Track indices by landing time, then script order.
  private let byLanding: [Int]
  private var nextLanding = 0
  /// Tick times in time order, then script order.
  private let ticks: [Microseconds]
  private var nextTick = 0
  /// The fingers with samples still to draw.
  private var drawing = MinHeap<Drawing>()
  /// The current frame's samples, in stream order, and how many of them have been read.
  private var frame: [TouchSample] = []
  private var frameRead = 0
  /// The current frame's ticks still to read.
  private var frameTicks = 0
  /// The current frame's time as written (with timing noise), in seconds.
  private var frameSeconds = 0.0
  /// The previous frame's time before noise, or `nil` before the first.
  private var previousFrame: Microseconds?
  private var timingNoise: SeededGenerator

  /// A stream of the laid-out `timeline`, its fingers given `ids`.
  init(timeline: SynthTimeline, ids: [TouchID], directives: [TouchStreamRecord]) {
    settings = timeline.settings
    self.directives = directives
    let tracks = timeline.tracks
    self.tracks = tracks
    self.ids = ids
    byLanding = tracks.indices.sorted { (tracks[$0].downTime, $0) < (tracks[$1].downTime, $1) }
    ticks = timeline.ticks.sorted()
    timingNoise = SeededGenerator(seed: settings.seed, stream: TouchSynthesizer.timingStream)
  }

  /// How many fingers are being drawn now: at most those down at one time.
  var liveFingers: Int { drawing.count }

  /// How many samples of the current frame wait to be read: at most one a finger.
  var bufferedSamples: Int { frame.count - frameRead }

  /// The next record: the script's directives first, then every sample and
  /// tick in time order; `nil` at the end.
  public mutating func next() -> TouchStreamRecord? {
    if nextDirective < directives.count {
      nextDirective += 1
      return directives[nextDirective - 1]
    }
    while frameRead == frame.count, frameTicks == 0 {
      guard drawFrame() else { return nil }
    }
    if frameRead < frame.count {
      frameRead += 1
      return .sample(frame[frameRead - 1])
    }
    frameTicks -= 1
    return .tick(time: frameSeconds)
  }

  /// The time of the next frame, before noise: the earliest next sample,
  /// landing or tick; `nil` after the last.
  private var nextFrameTime: Microseconds? {
    var time = drawing.min?.time
    if nextLanding < byLanding.count {
      time = Swift.min(time ?? .max, tracks[byLanding[nextLanding]].downTime)
    }
    if nextTick < ticks.count { time = Swift.min(time ?? .max, ticks[nextTick]) }
    return time
  }

  /// Draws the next frame into ``frame``; false after the last.
  private mutating func drawFrame() -> Bool {
    guard let time = nextFrameTime else { return false }
    while nextLanding < byLanding.count, tracks[byLanding[nextLanding]].downTime == time {
      let index = byLanding[nextLanding]
      nextLanding += 1
      var cursor = SynthTrackCursor(tracks[index], settings: settings)
      if let sample = cursor.next() {
        let noise = SeededGenerator(seed: settings.seed, stream: UInt64(index))
        drawing.insert(Self.makeDrawing(index, sample, cursor, noise))
      }
    }
    frame.removeAll(keepingCapacity: true)
    frameRead = 0
    while let next = drawing.min, next.time == time {
      var finger = drawing.removeMin()!
      var point = finger.sample.point
      if finger.sample.phase == .move, settings.jitter > 0 {
        point += TouchSynthesizer.noise(&finger.noise, settings: settings)
      }
      let rounded = Point(x: TouchSynthesizer.rounded(point.x), y: TouchSynthesizer.rounded(point.y))
      frame.append(TouchSample(time: 0, phase: finger.sample.phase, id: ids[finger.track], location: rounded))
      if let sample = finger.cursor.next() {
        drawing.insert(Self.makeDrawing(finger.track, sample, finger.cursor, finger.noise))
      }
    }
    frameTicks = 0
    while nextTick < ticks.count, ticks[nextTick] == time {
      nextTick += 1
      frameTicks += 1
    }
    frameSeconds = Double(time + shift(of: time)) / 1_000_000
    for index in frame.indices { frame[index].time = frameSeconds }
    previousFrame = time
    return true
  }

  private static func makeDrawing(
    _ track: Int, _ sample: SynthSample, _ cursor: SynthTrackCursor, _ noise: SeededGenerator
  ) -> Drawing {
    Drawing(
      time: sample.time, rank: sample.phase.endsTouch ? 0 : 1, track: track, sample: sample, cursor: cursor,
      noise: noise)
  }

  /// How far timing noise moves the frame at `time`, the next frame not yet drawn.
  ///
  /// A frame moves by a whole number of microseconds in
  /// `-min(J, ⌊(gapBefore − 1) / 2⌋)...min(J, ⌊(gapAfter − 1) / 2⌋)`, never
  /// below time 0, so two frames can neither meet nor pass each other.
  private mutating func shift(of time: Microseconds) -> Microseconds {
    let jitter = settings.timingJitter
    guard jitter > 0 else { return 0 }
    let before = previousFrame.map { (time - $0 - 1) / 2 } ?? time
    let after = nextFrameTime.map { ($0 - time - 1) / 2 } ?? jitter
    return timingNoise.integer(in: -Swift.min(jitter, before)...Swift.min(jitter, after))
  }
}
