import GestureKitLite
import GestureKitLiteStreams

/// The wheel, key and action records a render drew (SPEC §6, contract 1.3):
/// what the timeline's input lane and the replay show, in bounded memory.
///
/// Wheel records are joined into gestures as the viewer joins them (records
/// at most `wheelGap` apart, of one kind: scrolling or zooming), each drawn
/// as a bar; keys and actions are marks labelled with their name. The
/// replay also gets each record's line (as the text form writes it, without
/// its time), at most ``RenderLimits/logLines`` of them.
struct InputLane: Sendable {
  /// The scrolling and the zooming wheel gestures.
  private(set) var scrolls: IntervalTrack
  private(set) var zooms: IntervalTrack
  /// Keys, labelled with the key's name and modifiers (`ArrowRight`, `+ shift`).
  private(set) var keys: IntervalTrack
  /// Actions, labelled with their name.
  private(set) var actions: IntervalTrack
  /// The records as the replay lists them: time and line, the first ones.
  private(set) var lines: [(time: Double, text: String)] = []
  /// How many records were left out of ``lines``.
  private(set) var omittedLines = 0
  /// The wheel gesture being joined: its kind, first and last record's times.
  private var run: (zooms: Bool, start: Double, end: Double)?
  private let wheelGap: Double
  private let lineCapacity: Int

  init(limits: RenderLimits, wheelGap: Double) {
    scrolls = IntervalTrack(capacity: limits.trackIntervals)
    zooms = IntervalTrack(capacity: limits.trackIntervals)
    keys = IntervalTrack(capacity: limits.trackIntervals)
    actions = IntervalTrack(capacity: limits.trackIntervals)
    self.wheelGap = wheelGap
    lineCapacity = limits.logLines
  }

  /// Notes a wheel, key or action record played at `time` seconds; other records are not inputs.
  mutating func add(_ record: TouchStreamRecord, at time: Double) {
    switch record {
    case .wheel(let wheel):
      if let run, run.zooms == wheel.zooms, time - run.end <= wheelGap {
        self.run?.end = time
      } else {
        closeRun()
        run = (wheel.zooms, time, time)
      }
    case .key(let key):
      closeRun()
      let modifiers = key.modifiers.names
      keys.mark(
        at: time, label: modifiers.isEmpty ? key.key : "\(key.key) \(modifiers.joined(separator: "+"))")
    case .action(let action):
      closeRun()
      actions.mark(at: time, label: action.action.name)
    case .viewport, .setting, .sample, .tick:
      return
    }
    guard lines.count < lineCapacity else {
      omittedLines += 1
      return
    }
    // The record's line without its time: "key ArrowRight", "wheel 195 422 0 -40 mods=ctrl".
    let line = TextTouchStreamWriter.line(for: record)
    lines.append((time, line.firstIndex(of: " ").map { String(line[line.index(after: $0)...]) } ?? line))
  }

  /// Ends the lane: the wheel gesture being joined is drawn.
  mutating func finish() { closeRun() }

  private mutating func closeRun() {
    guard let run else { return }
    if run.zooms {
      zooms.add(start: run.start, end: run.end, label: "zoom")
    } else {
      scrolls.add(start: run.start, end: run.end, label: "scroll")
    }
    self.run = nil
  }
}
