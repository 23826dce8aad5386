import Foundation
import Testing

@testable import gesture_sim

/// `gesture-sim synth` writes as it draws (issue 27), and still writes nothing
/// for a bad script, however late in it the error is.
@Suite("synth: streaming output")
struct SynthStreamingTests {
  @Test("a 100,000-line script whose error is on line 21 reports it at once and writes nothing")
  func earlyErrorWritesNothing() throws {
    let script =
      String(repeating: "tap 100 400\n", count: 20) + "up z\n"
      + String(repeating: "tap 100 400\n", count: 99_979)
    let clock = ContinuousClock()
    var outcome: CommandLineTestSupport.Outcome?
    let elapsed = try clock.measure {
      outcome = try CommandLineTestSupport.withFile(named: "long.gestures", script) { path in
        CommandLineTestSupport.run(["synth", path])
      }
    }
    let result = try #require(outcome)
    #expect(result.code == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError.hasSuffix(
        "long.gestures:21:4: error: finger z is not down; put it down with 'down z X Y' or a gesture's 'as z keep'\n"
      ))
    #expect(elapsed < .seconds(10), "\(elapsed)")
  }

  @Test("an error on a script's last line writes nothing, and --out keeps the file it would replace")
  func lateErrorKeepsTheOldFile() throws {
    let script = String(repeating: "drag 0 0 -> 100 0\n", count: 2_000) + "up z\n"
    try CommandLineTestSupport.withFile(named: "late.gestures", script) { path in
      let folder = (path as NSString).deletingLastPathComponent
      let out = folder + "/out.touches"
      try "0 tick\n".write(toFile: out, atomically: false, encoding: .utf8)
      let result = CommandLineTestSupport.run(["synth", path, "--out", out])
      #expect(result.code == 2)
      #expect(result.standardOutput.isEmpty)
      #expect(try String(contentsOfFile: out, encoding: .utf8) == "0 tick\n")
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
          "late.gestures", "out.touches",
        ])
    }
  }

  @Test(
    "--out replaces its file with the whole stream, the one standard output gets, and leaves nothing beside it"
  )
  func outReplacesTheFile() throws {
    let script =
      "rate 240\njitter 1 seed 3\ntiming-jitter 2ms\n"
      + String(repeating: "pinch 195 422 span 100 -> 260 in 2s\n", count: 20)
    try CommandLineTestSupport.withFile(named: "s.gestures", script) { path in
      let folder = (path as NSString).deletingLastPathComponent
      let out = folder + "/out.jsonl"
      try "old\n".write(toFile: out, atomically: false, encoding: .utf8)
      let written = CommandLineTestSupport.run(["synth", path, "--out", out])
      #expect(written.code == 0, "\(written)")
      let printed = CommandLineTestSupport.run(["synth", path, "--format", "jsonl"])
      let file = try String(contentsOfFile: out, encoding: .utf8)
      #expect(file == printed.standardOutput)
      #expect(file.utf8.count > 4 * SynthOutput.blockSize)  // written in several blocks
      #expect(file.split(separator: "\n").count == 20 * 2 * 481)  // 481 samples a finger, no header
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["out.jsonl", "s.gestures"])
    }
  }
}
