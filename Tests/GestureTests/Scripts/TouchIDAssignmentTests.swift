import GestureKitLite
import GestureKitLiteStreams
import Testing

@testable import GestureKitLiteScripts

/// The synthesizer's touch ids: numbered fingers keep their number, the others
/// replay through the package's one allocator (docs/Decisions.md, "Touch IDs"),
/// in sweeps (issue 27: the pairwise rule was quadratic in the fingers).
@Suite("synth: touch ids")
struct TouchIDAssignmentTests {
  /// The rule as its documentation says it, pair by pair: what the sweeps must agree with.
  static func obviousModel(_ tracks: [SynthTrack]) -> Result<[TouchID], GestureScriptError> {
    let byLanding = tracks.indices.sorted { (tracks[$0].downTime, $0) < (tracks[$1].downTime, $1) }
    func end(_ index: Int) -> Microseconds { tracks[index].liftTime ?? .max }
    // Two fingers with one number down at a common moment: the first such finger in
    // landing order, and the first earlier one it overlaps.
    for (position, index) in byLanding.enumerated() {
      guard case .id(let id)? = tracks[index].label else { continue }
      if let other = byLanding[..<position].first(where: {
        tracks[$0].label == .id(id) && TouchIDAssignment.overlaps(tracks[$0], tracks[index])
      }) {
        return .failure(
          GestureScriptError(
            "touch \(id) is already down at \(SynthTimeline.seconds(tracks[index].downTime)) "
              + "(it went down at \(SynthTimeline.seconds(tracks[other].downTime)), "
              + "line \(tracks[other].location.line))",
            at: tracks[index].location))
      }
    }
    // More fingers down at once than a stream allows, at the landing that makes them too many.
    let limit = TouchStreamLimits.maximumSimultaneousTouches
    for (position, index) in byLanding.enumerated() {
      let time = tracks[index].downTime
      if byLanding[...position].count(where: { end($0) > time }) > limit {
        return .failure(
          GestureScriptError(
            "more than \(limit) touches down at once at \(SynthTimeline.seconds(time))",
            at: tracks[index].location))
      }
    }
    // A numbered finger gets its number. Any other gets the lowest id from 1 to 64 that
    // no finger landed before it (in landing order) holds and still has down in its
    // landing frame (lifting in that frame, too), and that no numbered finger takes
    // by landing while it is down or in the frame it lifts.
    var ids = [UInt64?](repeating: nil, count: tracks.count)
    for (position, index) in byLanding.enumerated() {
      if case .id(let number)? = tracks[index].label {
        ids[index] = number
        continue
      }
      let time = tracks[index].downTime
      let free = (1...64 as ClosedRange<UInt64>).first { id in
        !byLanding[..<position].contains { ids[$0] == id && end($0) >= time }
          && !tracks.contains { $0.label == .id(id) && $0.downTime >= time && $0.downTime <= end(index) }
      }
      guard let free else {
        return .failure(
          GestureScriptError(
            "no touch id left for this finger: ids 1 to 64 are down or numbered while it is down",
            at: tracks[index].location))
      }
      ids[index] = free
    }
    return .success(ids.map { TouchID($0 ?? 0) })
  }

  /// A finger from `down` to `lift` (still down at the end for `nil`).
  static func track(_ label: FingerLabel?, _ down: Microseconds, _ lift: Microseconds?, line: Int)
    -> SynthTrack
  {
    var samples = [SynthSample(time: down, phase: .down, point: Point(x: 0, y: 0))]
    if let lift { samples.append(SynthSample(time: lift, phase: .up, point: Point(x: 0, y: 0))) }
    return SynthTrack(label: label, samples: samples, location: ScriptLocation(line: line, column: 1))
  }

  @Test(
    "over random fingers, labeled and not, the sweeps give the ids and errors the pairwise rule gives",
    arguments: 1...6 as ClosedRange<UInt64>)
  func agreesWithThePairwiseRule(seed: UInt64) {
    var random = CInterfaceRobustnessTests.SplitMix(state: seed)
    for round in 0..<300 {
      let count = Int(random.next() % 40) + 1
      let crowd = Int(random.next() % 3)  // how much fingers overlap
      let tracks = (0..<count).map { line in
        let down = Microseconds(random.next() % UInt64(count * 4 + 1))
        let length = Microseconds(random.next() % UInt64(2 + crowd * 20))  // 0: lands and lifts at once
        let lift: Microseconds? = random.next() % 8 == 0 ? nil : down + length
        let label: FingerLabel? =
          switch random.next() % 5 {
          case 0: .id(random.next() % 5 + 1)
          case 1: .id(random.next() % 3 * 64)  // 0, 64 and 128: at and past the allocator's ends
          case 2: .name("f\(line)")
          default: nil
          }
        return Self.track(label, down, lift, line: line + 1)
      }
      let swept: Result<[TouchID], GestureScriptError> = Result { () throws(GestureScriptError) in
        try TouchIDAssignment.assign(tracks)
      }
      #expect(swept == Self.obviousModel(tracks), "seed \(seed), round \(round)")
    }
  }

  @Test(
    "a numbered finger that lands and lifts at once leaves its number to the one that took it in that frame")
  func landingAndLiftingKeepsANumberTaken() throws {
    let tracks = [
      Self.track(.id(1), 0, 0, line: 1), Self.track(.id(1), 0, 100, line: 2),
      Self.track(nil, 50, 60, line: 3),
    ]
    let ids = try TouchIDAssignment.assign(tracks)
    #expect(ids == [TouchID(1), TouchID(1), TouchID(2)])
    #expect(Self.obviousModel(tracks) == .success(ids))
  }

  @Test("100,000 fingers, one after another and in overlapping pairs, get their ids in seconds")
  func hundredThousandFingers() throws {
    let tracks = (0..<100_000).map { index in
      Self.track(
        index % 7 == 0 ? .id(3) : nil, Microseconds(index) * 10, Microseconds(index) * 10 + 15, line: index)
    }
    let clock = ContinuousClock()
    var ids: [TouchID] = []
    let elapsed = try clock.measure { ids = try TouchIDAssignment.assign(tracks) }
    #expect(ids.count == 100_000)
    #expect(ids[0] == TouchID(3) && ids[1] == TouchID(1) && ids[2] == TouchID(2))
    #expect(elapsed < .seconds(3), "\(elapsed)")
  }
}

@Suite("synth: a script of 100,000 statements")
struct LongScriptTests {
  @Test("100,000 taps, each landing while the one before is down, draw in seconds with ids reused")
  func hundredThousandStatements() throws {
    let script = try GestureScript(
      parsing: String(repeating: "tap 100 400 hold 50ms\nat +30ms tap 300 400 hold 50ms\n", count: 50_000))
    let clock = ContinuousClock()
    var records: [TouchStreamRecord] = []
    let elapsed = try clock.measure { records = try TouchSynthesizer().records(for: script) }
    #expect(records.count == 200_000)
    var ids = Set<UInt64>()
    for case .sample(let sample) in records { ids.insert(sample.id.rawValue) }
    #expect(ids == [1, 2])
    // The pairwise rule took 5.6 s for 16,000 lines; at 100,000 it would take minutes.
    #expect(elapsed < .seconds(60), "\(elapsed)")
  }
}
