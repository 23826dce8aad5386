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
///    id freed there can be reused at once), then the `wheel`, `key` and
///    `action` records in script order (so a record at a touch's lift or
///    landing finds no touch down), then downs and moves in script order,
///    then ticks.
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
    for case .sample(let sample) in try stream(for: script) {
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

  /// The stream's records: the script's directives, then every sample and
  /// tick in time order, times in seconds.
  ///
  /// They are ``stream(for:)``'s records, gathered; for a long script, read
  /// the stream instead, which never holds more than a frame.
  ///
  /// - Throws: ``GestureScriptError`` for a script that cannot be drawn (a
  ///   finger moved before its last sample, an id clash, a script without
  ///   samples or ticks).
  public func records(for script: GestureScript) throws(GestureScriptError) -> [TouchStreamRecord] {
    Array(try stream(for: script))
  }

  /// The stream's records, drawn one at a time as they are read.
  ///
  /// The whole script is checked and its touch ids given first, so a script
  /// that cannot be drawn throws here, before any record: nothing is written
  /// for it, and reading the stream never fails.
  ///
  /// - Throws: ``GestureScriptError`` for a script that cannot be drawn, as
  ///   ``records(for:)``.
  /// - Complexity: O(*n* log *n*) for *n* statements to check the script;
  ///   then O(*k*) a record for *k* fingers down at once (at most 20), in
  ///   memory for the statements and the *k* fingers, whatever the number of
  ///   samples.
  public func stream(for script: GestureScript) throws(GestureScriptError) -> SynthesizedStream {
    var timeline = SynthTimeline(settings: settings(for: script))
    for statement in script.statements { try timeline.run(statement) }
    guard !timeline.tracks.isEmpty || !timeline.ticks.isEmpty || !timeline.inputs.isEmpty else {
      throw GestureScriptError(
        "the script makes no samples; a stream needs at least one gesture, finger line, tick, wheel, key or action",
        at: script.statements.first?.location ?? ScriptLocation(line: 1, column: 1))
    }
    let ids = try TouchIDAssignment.assign(timeline.tracks)
    return SynthesizedStream(timeline: timeline, ids: ids, directives: script.directives)
  }

  /// One draw of position noise, on both axes.
  static func noise(_ generator: inout SeededGenerator, settings: SynthSettings) -> Point {
    switch settings.jitterShape {
    case .uniform:
      let dx = generator.uniform(within: settings.jitter)
      return Point(x: dx, y: generator.uniform(within: settings.jitter))
    case .gaussian:
      let dx = generator.gaussian(within: settings.jitter)
      return Point(x: dx, y: generator.gaussian(within: settings.jitter))
    }
  }

  /// `value` rounded to the nearest 1/1000 pt.
  static func rounded(_ value: Double) -> Double {
    (value * 1_000).rounded() / 1_000
  }
}
