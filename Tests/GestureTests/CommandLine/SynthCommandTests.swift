import Foundation
import GestureKitLite
import GestureKitLiteStreams
import Testing

@testable import GestureKitLiteScripts
@testable import gesture_sim

@Suite struct SynthCommandTests {
  /// The example script of `gesture-sim synth --help`, unindented.
  private static var helpExample: String {
    let lines = CommandSpec.synth.helpText.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("EXAMPLE (") }) else { return "" }
    return lines[(start + 1)...].prefix { !$0.isEmpty }.map { String($0.dropFirst(2)) }.joined(
      separator: "\n")
  }

  private func arguments(_ words: String...) throws -> SimArguments {
    try SimArguments(["synth"] + words)
  }

  @Test("the help's example script draws a stream that both readers read back record for record")
  func helpExampleDecodes() throws {
    let script = Self.helpExample
    #expect(script.hasPrefix("@viewport 390 844\nrate 120\ntap 195 422\n"))
    for format in TouchStreamFormat.allCases {
      for overrides in [
        SynthSettings.Overrides(), SynthSettings.Overrides(seed: 3, jitter: 1, timingJitter: 3_000),
      ] {
        let text = try ScriptTestSupport.text(script, overrides, format: format)
        let decoded = try TouchStreamDecoder.records(in: text, format: format)
        #expect(decoded == (try ScriptTestSupport.records(script, overrides)))
      }
    }
  }

  @Test("the help's example covers every gesture, finger line and input statement")
  func helpExampleCoversTheLanguage() throws {
    let statements = try GestureScript(parsing: Self.helpExample).statements
    let words = Set(Self.helpExample.split(whereSeparator: \.isWhitespace).map(String.init))
    for word in [
      "tap", "doubletap", "drag", "pinch", "pulldown", "move", "up", "wait", "tick", "keep", "cancel", "at",
      "wheel", "key", "action",
    ] {
      #expect(words.contains(word), "\(word)")
    }
    #expect(statements.count == 24)
  }

  @Test("every coordinate prints with at most three decimals and every time with at most six")
  func shortNumbers() throws {
    let text = try ScriptTestSupport.text(
      "rate 90\npinch 195.5 422 span 101 -> 263 in 333ms move 41 -7 angle 30 ease-in-out")
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: " ")
      #expect((fields[0].split(separator: ".").dropFirst().first?.count ?? 0) <= 6, "\(line)")
      for field in fields[3...] {
        #expect((field.split(separator: ".").dropFirst().first?.count ?? 0) <= 3, "\(line)")
      }
    }
  }

  @Test("the command-line options read rate, seed, jitter with its shape, and timing jitter")
  func options() throws {
    var parsed = try arguments(
      "s.gestures", "--rate", "60", "--seed", "9", "--jitter", "0.5:gaussian", "--timing-jitter", "2")
    #expect(
      try SynthCommand.overrides(from: &parsed)
        == SynthSettings.Overrides(
          rate: 60, seed: 9, jitter: 0.5, jitterShape: .gaussian, timingJitter: 2_000))
    var units = try arguments("--jitter=1", "--timing-jitter=0.5ms")
    #expect(try SynthCommand.overrides(from: &units) == SynthSettings.Overrides(jitter: 1, timingJitter: 500))
  }

  @Test("bad option values are usage errors that say what was expected")
  func badOptions() throws {
    let cases: [(String, String, String)] = [
      ("--rate", "0", "--rate expects a rate from 1 to 10000 Hz, found '0'"),
      ("--seed", "x", "--seed expects a whole number from 0 to 18446744073709551615, found 'x'"),
      (
        "--jitter", "1:triangle",
        "--jitter expects points from 0 to 1000, optionally :uniform or :gaussian, found '1:triangle'"
      ),
      (
        "--timing-jitter", "-1",
        "--timing-jitter expects milliseconds from 0 to 1000 (2, 2ms or 0.002s), found '-1'"
      ),
    ]
    for (option, value, message) in cases {
      var parsed = try arguments(option, value)
      #expect(throws: SimError.usage(message)) { try SynthCommand.overrides(from: &parsed) }
    }
    #expect(throws: SimError.usage("--format expects text or jsonl, found 'xml'")) {
      try SynthCommand.format("xml", outPath: nil)
    }
  }

  @Test("the output format comes from --format, else from --out's extension, else text")
  func format() throws {
    #expect(try SynthCommand.format(nil, outPath: nil) == .text)
    #expect(try SynthCommand.format(nil, outPath: "a/b.jsonl") == .jsonLines)
    #expect(try SynthCommand.format(nil, outPath: "a/b.touches") == .text)
    #expect(try SynthCommand.format("text", outPath: "a/b.jsonl") == .text)
  }

  @Test("gesture-sim synth writes --out, with the options overriding the script's settings")
  func writesOut() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "synth-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = "rate 240\njitter 2 seed 1\ndrag 0 0 -> 100 0 in 100ms\n"
    let scriptPath = directory.appendingPathComponent("s.gestures").path
    let outPath = directory.appendingPathComponent("out.jsonl").path
    try script.write(toFile: scriptPath, atomically: true, encoding: .utf8)
    var output = OutputSink()
    let code = GestureSim.run(
      ["synth", scriptPath, "--rate", "60", "--seed", "4", "--out", outPath], output: &output)
    #expect(code == 0)
    let written = try String(contentsOfFile: outPath, encoding: .utf8)
    let overrides = SynthSettings.Overrides(rate: 60, seed: 4)
    #expect(written == (try ScriptTestSupport.text(script, overrides, format: .jsonLines)))
    #expect(written.split(separator: "\n").count == 7)  // 60 Hz: down, 5 moves, up
  }

  @Test("a bad script exits 2 and writes nothing")
  func badScriptExits2() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "synth-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let scriptPath = directory.appendingPathComponent("bad.gestures").path
    let outPath = directory.appendingPathComponent("out.touches").path
    try "tap 1 2\nzoom 3\n".write(toFile: scriptPath, atomically: true, encoding: .utf8)
    var output = OutputSink()
    #expect(GestureSim.run(["synth", scriptPath, "--out", outPath], output: &output) == 2)
    #expect(!FileManager.default.fileExists(atPath: outPath))
    #expect(GestureSim.run(["synth"], output: &output) == 2)
    #expect(GestureSim.run(["synth", scriptPath, "--bogus"], output: &output) == 2)
  }

  @Test("the overview lists synth and its help documents every statement")
  func help() {
    #expect(Help.overview.contains("synth SCRIPT|-"))
    for word in [
      "tap X Y", "doubletap X Y", "longpress X Y", "drag X Y ->", "flick X Y", "pulldown X Y by D",
      "swipe left|right",
      "pinch X Y span", "down F X Y", "move F", "up F", "cancel F", "wait D", "tick", "at 2s", "at +150ms",
      "& STATEMENT",
      "keep", "cancel after D", "as F", "rest D", "hold D", "ease-in-out", "@viewport", "@set",
      "timing-jitter",
    ] {
      #expect(CommandSpec.synth.helpText.contains(word), "\(word)")
    }
  }

  @Test("gesture-sim prints a script error with the file's name and exits 2")
  func commandLineError() {
    #expect(
      throws: SimError.badInput(
        path: "test.gestures", line: 1, column: 9,
        message: "'in' does not apply to tap; expected hold, as, keep or cancel")
    ) {
      try SynthCommand.render("tap 1 2 in 100ms", path: "test.gestures")
    }
    let error = SimError.badInput(path: "f.gestures", line: 2, column: 3, message: "m")
    #expect(error.message(command: "synth") == "f.gestures:2:3: error: m")
    #expect(error.exitCode == 2)
  }
}
