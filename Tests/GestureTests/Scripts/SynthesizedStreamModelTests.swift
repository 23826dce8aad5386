import GestureKitLite
import GestureKitLiteStreams
import Testing

@testable import GestureKitLiteScripts

/// The stream's merge against the obvious rule it replaced (issue 27): every
/// finger's samples drawn whole, sorted by time, lifts first in a frame, then
/// script order, ticks last, and each frame shifted by timing noise knowing
/// both neighbours.
@Suite("synth: the streaming merge")
struct SynthesizedStreamModelTests {
  /// The records, drawn whole and sorted: what `records(for:)` gave before it streamed.
  static func sortedModel(
    _ script: GestureScript, _ overrides: SynthSettings.Overrides
  ) throws(GestureScriptError) -> [TouchStreamRecord] {
    let settings = TouchSynthesizer(overriding: overrides).settings(for: script)
    var timeline = SynthTimeline(settings: settings)
    for statement in script.statements { try timeline.run(statement) }
    guard !timeline.tracks.isEmpty || !timeline.ticks.isEmpty else { return [] }
    let ids = try TouchIDAssignment.assign(timeline.tracks)
    var entries: [(time: Microseconds, rank: Int, order: Int, sample: TouchSample?)] = []
    for (index, track) in timeline.tracks.enumerated() {
      var noise = SeededGenerator(seed: settings.seed, stream: UInt64(index))
      var cursor = SynthTrackCursor(track, settings: settings)
      while let sample = cursor.next() {
        var point = sample.point
        if sample.phase == .move, settings.jitter > 0 {
          point += TouchSynthesizer.noise(&noise, settings: settings)
        }
        let rounded = Point(x: TouchSynthesizer.rounded(point.x), y: TouchSynthesizer.rounded(point.y))
        let drawn = TouchSample(time: 0, phase: sample.phase, id: ids[index], location: rounded)
        entries.append((sample.time, sample.phase.endsTouch ? 0 : 1, entries.count, drawn))
      }
    }
    for time in timeline.ticks { entries.append((time, 2, entries.count, nil)) }
    entries.sort { ($0.time, $0.rank, $0.order) < ($1.time, $1.rank, $1.order) }
    var frames: [Microseconds] = []
    for entry in entries where frames.last != entry.time { frames.append(entry.time) }
    var shifts: [Microseconds: Microseconds] = [:]
    var timing = SeededGenerator(seed: settings.seed, stream: TouchSynthesizer.timingStream)
    let jitter = settings.timingJitter
    for (index, time) in frames.enumerated() where jitter > 0 {
      let before = index == 0 ? time : (time - frames[index - 1] - 1) / 2
      let after = index == frames.count - 1 ? jitter : (frames[index + 1] - time - 1) / 2
      shifts[time] = timing.integer(in: -min(jitter, before)...min(jitter, after))
    }
    return script.directives
      + entries.map { entry in
        let seconds = Double(entry.time + (shifts[entry.time] ?? 0)) / 1_000_000
        guard var sample = entry.sample else { return .tick(time: seconds) }
        sample.time = seconds
        return .sample(sample)
      }
  }

  /// A random script of gestures and finger lines at random times.
  static func randomScript(_ random: inout CInterfaceRobustnessTests.SplitMix) -> String {
    func pick(_ range: ClosedRange<Int>) -> Int {
      range.lowerBound + Int(random.next() % UInt64(range.count))
    }
    func point() -> String { "\(pick(0...390)) \(pick(0...844))" }
    func duration() -> String { "\([8, 20, 50, 100, 200, 300][pick(0...5)])ms" }
    let names = ["a", "b", "c"]
    var lines = ["@viewport 390 844"]
    for _ in 0..<pick(1...12) {
      let prefix = ["", "", "at \(pick(0...600))ms ", "at +\(pick(0...200))ms ", "& "][pick(0...4)]
      let finish = ["", "", " keep as \(names[pick(0...2)])", " cancel", " cancel after \(pick(0...300))ms"][
        pick(0...4)]
      let line: String
      switch pick(0...8) {
      case 0: line = "tap \(point()) hold \(duration())" + finish
      case 1: line = "doubletap \(point())" + finish
      case 2: line = "drag \(point()) -> \(point()) in \(duration()) ease-out rest \(duration())" + finish
      case 3: line = "pinch \(point()) span \(pick(20...200)) -> \(pick(20...300)) in \(duration())" + finish
      case 4: line = "quickscale \(point()) by \(pick(-200...200)) in \(duration())" + finish
      case 5: line = "down \(names[pick(0...2)]) \(point())"
      case 6: line = "move \(names[pick(0...2)]) -> \(point()) in \(duration())"
      case 7: line = "\(["up", "cancel"][pick(0...1)]) \(names[pick(0...2)])"
      default: line = ["tick", "wait \(duration())"][pick(0...1)]
      }
      lines.append(prefix + line)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  @Test(
    "over random scripts, with and without noise, the stream is every sample drawn whole and sorted",
    arguments: 1...4 as ClosedRange<UInt64>)
  func agreesWithSorting(seed: UInt64) throws {
    var random = CInterfaceRobustnessTests.SplitMix(state: seed)
    let noisy = SynthSettings.Overrides(rate: 240, seed: seed, jitter: 1, timingJitter: 3_000)
    var drawn = 0
    for round in 0..<150 {
      // A pinch labeled with one name does not parse; the others do.
      guard let script = try? GestureScript(parsing: Self.randomScript(&random)) else { continue }
      for overrides in [SynthSettings.Overrides(), noisy] {
        let streamed = Result { () throws(GestureScriptError) in
          try TouchSynthesizer(overriding: overrides).records(for: script)
        }
        let sorted = Result { () throws(GestureScriptError) in try Self.sortedModel(script, overrides) }
        guard case .success(let records) = streamed else { continue }  // errors are the layout's, shared
        #expect(sorted == .success(records), "seed \(seed), round \(round)")
        drawn += 1
      }
    }
    #expect(drawn > 50)  // enough scripts are drawable for the comparison to mean something
  }
}
