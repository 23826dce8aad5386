import Testing

@testable import gesture_sim

/// A device recording played as a touch stream (without `--from`) is refused
/// at its first line with a hint naming the `--from` it needs.
@Suite("command line: recordings played without --from")
struct RecordingHintTests {
  /// A recording's name, its text, and the refusal `play` prints for it
  /// (`FILE` is the path).
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    let error: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "tap.events",
      text: "# EVEMU 1.3\n# Input device name: \"Tiny\"\nN: Tiny Touchscreen\nA: 35 0 799 0 0 0\n"
        + "E: 100.000000 0003 0039 1\n",
      error: "FILE:3:1: error: expected a number for the time, found 'N:'\n"
        + "hint: this looks like an evemu recording; play it with --from evemu\n"),
    Case(
      name: "bare.events", text: "E: 100.000000 0003 0039 1\nE: 100.000000 0000 0000 0\n",
      error: "FILE:1:1: error: expected a number for the time, found 'E:'\n"
        + "hint: this looks like an evemu recording; play it with --from evemu\n"),
    Case(
      name: "drag.txt", text: "[    1193.605705] EV_ABS       ABS_MT_POSITION_X    00000213\n",
      error: "FILE:1:1: error: expected a number for the time, found '['\n"
        + "hint: this looks like a getevent recording; play it with --from getevent\n"),
    Case(
      name: "devices.txt", text: "add device 1: /dev/input/event2\n  name:     \"touchscreen\"\n",
      error: "FILE:1:1: error: expected a number for the time, found 'add'\n"
        + "hint: this looks like a getevent recording; play it with --from getevent\n"),
    Case(
      name: "session.json",
      text:
        "[\n  {\"type\": \"pointerdown\", \"pointerId\": 1, \"clientX\": 10, \"clientY\": 20, \"timeStamp\": 5}\n]\n",
      error: "FILE:1:1: error: expected a number for the time, found '['\n"
        + "hint: this looks like a pointer-events recording; play it with --from pointer-events\n"),
    Case(
      name: "session.jsonl",
      text: "{\"type\":\"pointerdown\",\"pointerId\":1,\"clientX\":10,\"clientY\":20,\"timeStamp\":5}\n",
      error: "FILE:1:9: error: expected a number for attribute type, found '\"pointerdown\"'\n"
        + "hint: this looks like a pointer-events recording; play it with --from pointer-events\n"),
    // No hint: a stream refused further on, or text that is no recording.
    Case(
      name: "late.touches", text: "0 down 1 1 1\nE: 1 2 3\n",
      error: "FILE:2:1: error: expected a number for the time, found 'E:'\n"),
    Case(
      name: "prose.touches", text: "hello\n",
      error: "FILE:1:1: error: expected a number for the time, found 'hello'\n"),
  ]

  @Test("play names the --from a recording needs, and only for a refusal at the first line", arguments: cases)
  func hint(_ test: Case) throws {
    try CommandLineTestSupport.withFile(named: test.name, test.text) { path in
      let outcome = CommandLineTestSupport.run(["play", path])
      #expect(outcome.code == 2)
      #expect(outcome.standardOutput == "")
      #expect(outcome.standardError == test.error.replacingOccurrences(of: "FILE", with: path))
    }
  }

  @Test("with the --from it names, the recording plays")
  func hintIsRight() throws {
    let text =
      "N: Tiny Touchscreen\nA: 35 0 799 0 0 0\nA: 36 0 479 0 0 0\n"
      + "E: 100.000000 0003 0039 1\nE: 100.000000 0003 0035 400\nE: 100.000000 0003 0036 240\n"
      + "E: 100.000000 0000 0000 0\nE: 100.080000 0003 0039 -1\nE: 100.080000 0000 0000 0\n"
    try CommandLineTestSupport.withFile(named: "tap.events", text) { path in
      #expect(CommandLineTestSupport.run(["play", path]).standardError.contains("--from evemu\n"))
      let played = CommandLineTestSupport.run(["play", "--from", "evemu", path])
      #expect(played.code == 0, "\(played)")
      #expect(played.standardOutput.contains("viewer chromeToggled visible=false"))
    }
  }
}
