import GestureKitLite
import GestureKitLiteStreams

/// Draws a ``GestureScript`` as a touch stream: the samples a device would
/// report for its gestures.
///
/// The steps, each deterministic:
/// 1. ``SynthTimeline`` lays the statements out in time, frame by frame at
///    the sample rate, one track per finger.
/// 2. ``TouchIDAssignment`` gives each finger its touch id.
/// 3. Position noise (``SynthSettings/jitter``) displaces every `move`, never
///    a `down`, `up` or `cancel`, so fingers land and lift exactly where the
///    script says; each finger draws from its own seeded stream.
/// 4. Coordinates are rounded to 1/1000 pt.
/// 5. Samples are ordered by time; within a frame, lifts come first (so an
///    id freed there can be reused at once), then downs and moves in script
///    order, then ticks.
/// 6. Timing noise (``SynthSettings/timingJitter``) shifts each frame, all its
///    samples together, by less than half the gap to its neighbours, so
///    frames never swap, merge or go below zero.
///
/// The same script and overrides always give the same records, on every
/// machine: the noise comes from a seeded generator written out here, and
/// no platform math library is used.
///
/// ```swift
/// let script = try GestureScript(parsing: "drag 100 400 -> 300 400 in 250ms ease-out\n")
/// let records = try TouchSynthesizer(overriding: .init(rate: 60)).records(for: script)
/// let text = TextTouchStreamWriter.text(for: records)  // a .touches stream
/// ```
public struct TouchSynthesizer: Sendable {
  /// The settings that win over the script's own setting lines.
  public var overrides: SynthSettings.Overrides

  /// Creates a synthesizer.
  ///
  /// - Parameter overrides: Settings that win over the script's own lines
  ///   (`rate`, `seed`, `jitter`, `timing-jitter`); each must be in the
  ///   range ``SynthSettings`` documents for it.
  public init(overriding overrides: SynthSettings.Overrides = SynthSettings.Overrides()) {
    self.overrides = overrides
  }

  /// The settings `script` is drawn with: the defaults, then the script's
  /// setting lines, then ``overrides``.
  ///
  /// - Precondition: Every override is in its range (a script's own lines
  ///   are checked when it is parsed).
  public func settings(for script: GestureScript) -> SynthSettings {
    let settings = SynthSettings().applying(script.settings).applying(overrides)
    precondition(
      settings.isValid,
      "TouchSynthesizer: rate \(settings.rate), jitter \(settings.jitter) or timing jitter "
        + "\(settings.timingJitter) µs is out of its range (see SynthSettings)")
    return settings
  }

  /// The script's samples grouped into frames (the samples that share a
  /// time), in time order.
  ///
  /// The script's `tick` lines and its `@viewport` and `@set` directives
  /// are not samples and are left out; ``records(for:)`` has them.
  ///
  /// - Throws: ``GestureScriptError`` for a script that cannot be drawn.
  public func frames(for script: GestureScript) throws(GestureScriptError) -> [TouchFrame] {
    var frames: [TouchFrame] = []
    for case .sample(let sample) in try records(for: script) {
      if let last = frames.last, last.time == sample.time {
        frames[frames.count - 1].samples.append(sample)
      } else {
        frames.append(TouchFrame(time: sample.time, samples: [sample]))
      }
    }
    return frames
  }

  /// The stream of the timing-noise generator; finger streams count up from 0.
  static let timingStream: UInt64 = .max

  /// A sample or tick on its way to the stream.
  private struct Entry {
    var time: Microseconds
    /// 0 for a lift, 1 for a down or move, 2 for a tick.
    var rank: Int
    /// Script order within a rank.
    var order: Int
    var sample: TouchSample?
  }

  /// The stream's records: the script's directives, then every sample and
  /// tick in time order, times in seconds.
  ///
  /// - Throws: ``GestureScriptError`` for a script that cannot be drawn (a
  ///   finger moved before its last sample, an id clash, a script without
  ///   samples or ticks).
  public func records(for script: GestureScript) throws(GestureScriptError) -> [TouchStreamRecord] {
    let settings = settings(for: script)
    var timeline = SynthTimeline(settings: settings)
    for statement in script.statements { try timeline.run(statement) }
    guard !timeline.tracks.isEmpty || !timeline.ticks.isEmpty else {
      throw GestureScriptError(
        "the script makes no samples; a stream needs at least one gesture, finger line or tick",
        at: script.statements.first?.location ?? ScriptLocation(line: 1, column: 1))
    }
    let ids = try TouchIDAssignment.assign(timeline.tracks)
    var entries: [Entry] = []
    for (index, track) in timeline.tracks.enumerated() {
      var generator = SeededGenerator(seed: settings.seed, stream: UInt64(index))
      for sample in track.samples {
        var point = sample.point
        if sample.phase == .move, settings.jitter > 0 {
          point += Self.noise(&generator, settings: settings)
        }
        let rounded = Point(x: Self.rounded(point.x), y: Self.rounded(point.y))
        entries.append(
          Entry(
            time: sample.time, rank: sample.phase.endsTouch ? 0 : 1, order: entries.count,
            sample: TouchSample(time: 0, phase: sample.phase, id: ids[index], location: rounded)))
      }
    }
    for time in timeline.ticks {
      entries.append(Entry(time: time, rank: 2, order: entries.count, sample: nil))
    }
    entries.sort { ($0.time, $0.rank, $0.order) < ($1.time, $1.rank, $1.order) }
    let shifts = Self.timeShifts(for: entries.map(\.time), settings: settings)
    var records = script.directives
    for entry in entries {
      let seconds = Double(entry.time + (shifts[entry.time] ?? 0)) / 1_000_000
      if var sample = entry.sample {
        sample.time = seconds
        records.append(.sample(sample))
      } else {
        records.append(.tick(time: seconds))
      }
    }
    return records
  }

  /// One draw of position noise, on both axes.
  private static func noise(_ generator: inout SeededGenerator, settings: SynthSettings) -> Point {
    switch settings.jitterShape {
    case .uniform:
      let dx = generator.uniform(within: settings.jitter)
      return Point(x: dx, y: generator.uniform(within: settings.jitter))
    case .gaussian:
      let dx = generator.gaussian(within: settings.jitter)
      return Point(x: dx, y: generator.gaussian(within: settings.jitter))
    }
  }

  /// How far each frame time moves under timing noise, keyed by frame time.
  ///
  /// Frame `i` moves by a whole number of microseconds in
  /// `-min(J, ⌊(gapBefore − 1) / 2⌋)...min(J, ⌊(gapAfter − 1) / 2⌋)`, never
  /// below time 0, so two frames can neither meet nor pass each other.
  /// - Parameters:
  ///   - times: Every entry's time, in order (repeats allowed).
  ///   - settings: The settings, for the jitter and the seed.
  /// - Returns: Each distinct time's shift, in microseconds.
  private static func timeShifts(
    for times: [Microseconds], settings: SynthSettings
  ) -> [Microseconds: Microseconds] {
    let jitter = settings.timingJitter
    guard jitter > 0 else { return [:] }
    var frames: [Microseconds] = []
    for time in times where frames.last != time { frames.append(time) }
    var generator = SeededGenerator(seed: settings.seed, stream: Self.timingStream)
    var shifts: [Microseconds: Microseconds] = [:]
    for (index, time) in frames.enumerated() {
      let before = index == 0 ? time : (time - frames[index - 1] - 1) / 2
      let after = index == frames.count - 1 ? jitter : (frames[index + 1] - time - 1) / 2
      shifts[time] = generator.integer(in: -min(jitter, before)...min(jitter, after))
    }
    return shifts
  }

  /// `value` rounded to the nearest 1/1000 pt.
  static func rounded(_ value: Double) -> Double {
    (value * 1_000).rounded() / 1_000
  }
}
