import GestureKitLite
import GestureKitLiteStreams

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
  /// A finger being drawn.
  private struct Drawing: Sendable {
    /// The finger's index, in the order the script put fingers down.
    let track: Int
    /// Its next sample.
    var sample: SynthSample
    /// Draws the samples after it.
    var cursor: SynthTrackCursor
    /// Its position noise.
    var noise: SeededGenerator
  }

  /// When a finger being drawn has its next sample.
  private struct Due: Comparable, Sendable {
    /// The sample's time, in microseconds.
    var time: Microseconds
    /// 0 for a lift, 1 for a down or move: within a frame, lifts come first.
    var rank: Int
    /// The finger's index: within a rank, script order.
    var track: Int
    /// Where the finger is in ``SynthesizedStream/drawing``.
    var slot: Int

    static func < (lhs: Due, rhs: Due) -> Bool {
      (lhs.time, lhs.rank, lhs.track) < (rhs.time, rhs.rank, rhs.track)
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
  /// The `wheel`, `key` and `action` lines, in script order, and their
  /// indices by the time of their first record, then script order.
  private let inputs: [SynthInputPlan]
  private let inputsByStart: [Int]
  private var nextInput = 0
  /// The input lines with records still to draw: the line's index and its
  /// next record's, in script order.
  private var activeInputs: [(plan: Int, record: Int)] = []
  /// The fingers with samples still to draw, by slot; `nil` is a free slot.
  private var drawing: [Drawing?] = []
  private var freeSlots: [Int] = []
  /// When each finger being drawn has its next sample, in no order.
  ///
  /// A stream has at most 20 touches down at once (`TouchStreamLimits`), so
  /// the earliest is found by a scan: the package's `MinHeap` cannot be
  /// specialized from this module, and its generic calls cost more than the
  /// scan (docs/PerformanceHistory.md, "synth streams").
  private var due: [Due] = []
  /// The current frame's samples, in stream order, and how many of them have been read.
  private var frame: [TouchSample] = []
  private var frameRead = 0
  /// How many of the frame's samples are lifts: they come before its input records.
  private var frameLifts = 0
  /// The current frame's wheel, key and action records, and how many have been read.
  private var frameInputs: [TouchStreamRecord] = []
  private var frameInputsRead = 0
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
    let inputs = timeline.inputs
    self.inputs = inputs
    inputsByStart = inputs.indices.sorted {
      (inputs[$0].time(ofRecord: 0), $0) < (inputs[$1].time(ofRecord: 0), $1)
    }
    timingNoise = SeededGenerator(seed: settings.seed, stream: TouchSynthesizer.timingStream)
  }

  /// How many fingers are being drawn now: at most those down at one time.
  var liveFingers: Int { due.count }

  /// How many samples of the current frame wait to be read: at most one a finger.
  var bufferedSamples: Int { frame.count - frameRead }

  /// The next record: the script's directives first, then every sample,
  /// wheel, key, action and tick in time order; `nil` at the end.
  public mutating func next() -> TouchStreamRecord? {
    if nextDirective < directives.count {
      nextDirective += 1
      return directives[nextDirective - 1]
    }
    while frameRead == frame.count, frameInputsRead == frameInputs.count, frameTicks == 0 {
      guard drawFrame() else { return nil }
    }
    if frameRead < frameLifts {
      frameRead += 1
      return .sample(frame[frameRead - 1])
    }
    if frameInputsRead < frameInputs.count {
      frameInputsRead += 1
      return frameInputs[frameInputsRead - 1]
    }
    if frameRead < frame.count {
      frameRead += 1
      return .sample(frame[frameRead - 1])
    }
    frameTicks -= 1
    return .tick(time: frameSeconds)
  }

  /// The time of the next frame, before noise: the earliest next sample,
  /// landing, tick or input record; `nil` after the last.
  private var nextFrameTime: Microseconds? {
    var time = earliestDue.map { due[$0].time }
    if nextLanding < byLanding.count {
      time = Swift.min(time ?? .max, tracks[byLanding[nextLanding]].downTime)
    }
    if nextTick < ticks.count { time = Swift.min(time ?? .max, ticks[nextTick]) }
    if nextInput < inputsByStart.count {
      time = Swift.min(time ?? .max, inputs[inputsByStart[nextInput]].time(ofRecord: 0))
    }
    for active in activeInputs {
      time = Swift.min(time ?? .max, inputs[active.plan].time(ofRecord: active.record))
    }
    return time
  }

  /// Draws the next frame into ``frame``; false after the last.
  private mutating func drawFrame() -> Bool {
    guard let time = nextFrameTime else { return false }
    while nextLanding < byLanding.count, tracks[byLanding[nextLanding]].downTime == time {
      let index = byLanding[nextLanding]
      nextLanding += 1
      var cursor = SynthTrackCursor(tracks[index], settings: settings)
      guard let sample = cursor.next() else { continue }
      let finger = Drawing(
        track: index, sample: sample, cursor: cursor,
        noise: SeededGenerator(seed: settings.seed, stream: UInt64(index)))
      let slot = freeSlots.popLast() ?? drawing.count
      if slot == drawing.count { drawing.append(finger) } else { drawing[slot] = finger }
      due.append(Self.due(sample, track: index, slot: slot))
    }
    frame.removeAll(keepingCapacity: true)
    frameRead = 0
    while let position = earliestDue, due[position].time == time {
      due.swapAt(position, due.count - 1)
      let next = due.removeLast()
      let slot = next.slot
      let sample = drawing[slot]!.sample
      var point = sample.point
      if sample.phase == .move, settings.jitter > 0 {
        point += TouchSynthesizer.noise(&drawing[slot]!.noise, settings: settings)
      }
      let rounded = Point(x: TouchSynthesizer.rounded(point.x), y: TouchSynthesizer.rounded(point.y))
      frame.append(TouchSample(time: 0, phase: sample.phase, id: ids[next.track], location: rounded))
      if let following = drawing[slot]!.cursor.next() {
        drawing[slot]!.sample = following
        due.append(Self.due(following, track: next.track, slot: slot))
      } else {
        drawing[slot] = nil
        freeSlots.append(slot)
      }
    }
    frameLifts = frame.prefix { $0.phase.endsTouch }.count
    frameTicks = 0
    while nextTick < ticks.count, ticks[nextTick] == time {
      nextTick += 1
      frameTicks += 1
    }
    let due = dueInputs(at: time)
    frameSeconds = Double(time + shift(of: time)) / 1_000_000
    for index in frame.indices { frame[index].time = frameSeconds }
    frameInputs.removeAll(keepingCapacity: true)
    frameInputsRead = 0
    for (plan, record) in due { frameInputs.append(inputs[plan].record(record, at: frameSeconds)) }
    previousFrame = time
    return true
  }

  /// The input records due at `time`, in script order, as (line, record)
  /// indices; the lines move on past them.
  private mutating func dueInputs(at time: Microseconds) -> [(plan: Int, record: Int)] {
    while nextInput < inputsByStart.count, inputs[inputsByStart[nextInput]].time(ofRecord: 0) == time {
      activeInputs.append((inputsByStart[nextInput], 0))
      nextInput += 1
    }
    guard !activeInputs.isEmpty else { return [] }
    activeInputs.sort { $0.plan < $1.plan }
    var due: [(plan: Int, record: Int)] = []
    var index = 0
    while index < activeInputs.count {
      let active = activeInputs[index]
      guard inputs[active.plan].time(ofRecord: active.record) == time else {
        index += 1
        continue
      }
      due.append(active)
      if active.record + 1 < inputs[active.plan].count {
        activeInputs[index].record += 1
        index += 1
      } else {
        activeInputs.remove(at: index)
      }
    }
    return due
  }

  /// The position in ``due`` of the earliest next sample, `nil` when no finger is being drawn.
  private var earliestDue: Int? {
    guard !due.isEmpty else { return nil }
    var earliest = 0
    for position in due.indices.dropFirst() where due[position] < due[earliest] { earliest = position }
    return earliest
  }

  private static func due(_ sample: SynthSample, track: Int, slot: Int) -> Due {
    Due(time: sample.time, rank: sample.phase.endsTouch ? 0 : 1, track: track, slot: slot)
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
