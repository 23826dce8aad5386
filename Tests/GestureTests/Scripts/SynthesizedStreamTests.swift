import GestureKitLite
import GestureKitLiteStreams
import Testing

@testable import GestureKitLiteScripts

/// `synth` streams (issue 27): a script is checked whole, then drawn as it is
/// read, holding the fingers down at one time and one frame, never the samples.
@Suite("synth: streaming")
struct SynthesizedStreamTests {
  /// What a stream held at most while it was read to the end.
  struct Peak {
    var records = 0
    var fingers = 0
    var samples = 0
    var last: TouchStreamRecord?
  }

  /// Reads `stream` to the end, noting the most it held after each record.
  static func read(_ stream: SynthesizedStream) -> Peak {
    var stream = stream
    var peak = Peak(fingers: stream.liveFingers, samples: stream.bufferedSamples)
    while let record = stream.next() {
      peak.records += 1
      peak.fingers = max(peak.fingers, stream.liveFingers)
      peak.samples = max(peak.samples, stream.bufferedSamples)
      peak.last = record
    }
    return peak
  }

  @Test("a script of 100,000 statements streams holding at most two fingers and one frame")
  func hundredThousandStatements() throws {
    let script = try GestureScript(
      parsing: String(repeating: "tap 100 400 hold 50ms\nat +30ms tap 300 400 hold 50ms\n", count: 50_000))
    let clock = ContinuousClock()
    var peak = Peak()
    let elapsed = try clock.measure { peak = Self.read(try TouchSynthesizer().stream(for: script)) }
    #expect(peak.records == 200_000)
    // Each tap is down 6 frames (50 ms at 120 Hz) and the next lands 30 ms after it.
    #expect(peak.fingers <= 2)
    #expect(peak.samples <= 2)
    #expect(elapsed < .seconds(60), "\(elapsed)")
  }

  @Test("a motion of 200,000 frames streams holding one finger and one sample")
  func longMotion() throws {
    let script = try GestureScript(parsing: "rate 1000\ndrag 0 0 -> 2000 0 in 200s\n")
    let peak = Self.read(try TouchSynthesizer().stream(for: script))
    #expect(peak.records == 200_001)  // the down, 199,999 moves, and the up in the last frame
    #expect(peak.fingers == 1)
    #expect(peak.samples <= 1)
    #expect(
      peak.last == .sample(TouchSample(time: 200, phase: .up, id: TouchID(1), location: Point(x: 2000, y: 0)))
    )
  }

  @Test("ten fingers moving together are ten fingers drawn and a frame of ten samples, however long")
  func overlappingFingers() throws {
    var script = "rate 240\n"
    for finger in 1...10 { script += "& drag \(finger * 30) 100 -> \(finger * 30) 700 in 60s\n" }
    let peak = Self.read(try TouchSynthesizer().stream(for: GestureScript(parsing: script)))
    #expect(peak.records == 10 * 14_401)
    #expect(peak.fingers == 10)
    #expect(peak.samples <= 10)
  }

  @Test("a kept finger moved by later lines is drawn from its segments, its lift in place included")
  func keptFingerAcrossLines() throws {
    let script = try GestureScript(
      parsing:
        "drag 0 0 -> 100 0 in 50ms keep as a\nmove a by 0 100 in 1s\nwait 500ms\nmove a by 10 0\nup a\n")
    var stream = try TouchSynthesizer().stream(for: script)
    var samples: [TouchSample] = []
    var fingers = 0
    while case .sample(let sample)? = stream.next() {
      samples.append(sample)
      fingers = max(fingers, stream.liveFingers)
    }
    #expect(fingers == 1)
    // The down, the drag's 6 moves, the move line's 120, and the last line's move, lifting.
    #expect(samples.count == 1 + 6 + 120 + 1)
    #expect(samples.last?.line == "1.558333 up 1 110 100")
    #expect(samples.map(\.time) == samples.map(\.time).sorted())
  }

  @Test("a script whose error is on line 21 of 100,000 throws it before any record, at once")
  func earlyError() throws {
    let taps = String(repeating: "tap 100 400\n", count: 20)
    let script = try GestureScript(
      parsing: taps + "up z\n" + String(repeating: "tap 100 400\n", count: 99_979))
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      let expected = GestureScriptError(
        "finger z is not down; put it down with 'down z X Y' or a gesture's 'as z keep'",
        at: ScriptLocation(line: 21, column: 4))
      #expect(throws: expected) { _ = try TouchSynthesizer().stream(for: script) }
    }
    #expect(elapsed < .seconds(10), "\(elapsed)")
  }

  @Test("an error only the whole script shows (a touch id clash at its end) is thrown before any record")
  func lateError() throws {
    let script = try GestureScript(
      parsing: "tap 100 400 as 1\n" + String(repeating: "tap 100 400\n", count: 10_000)
        + "at 50ms tap 5 5 as 1\n")
    let error = #expect(throws: GestureScriptError.self) { _ = try TouchSynthesizer().stream(for: script) }
    #expect(error?.message == "touch 1 is already down at 0.05s (it went down at 0s, line 1)")
    #expect(error?.location.line == 10_002)
  }
}
