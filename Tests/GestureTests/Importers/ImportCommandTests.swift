import Foundation
import GestureKitLite
import Testing

@testable import gesture_sim

@Suite struct ImportCommandTests {
  /// A file in the temporary directory holding `text`; the test that asks for it removes it.
  private static func file(_ name: String, _ text: String) -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesturekit-import-\(ProcessInfo.processInfo.processIdentifier)-\(name)").path
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    return path
  }

  private static let tap = """
    N: Tiny Touchscreen
    A: 35 0 799 0 0 0
    A: 36 0 479 0 0 0
    E: 100.000000 0003 0039 1
    E: 100.000000 0003 0035 400
    E: 100.000000 0003 0036 240
    E: 100.000000 0000 0000 0
    E: 100.080000 0003 0039 -1
    E: 100.080000 0000 0000 0
    """

  private func run(_ words: [String]) throws(SimError) {
    var arguments = try SimArguments(words)
    var output = OutputSink()
    try ImportCommand.run(&arguments, output: &output)
  }

  @Test("import writes a .touches stream with where it came from; --width/--height set the viewport")
  func importsToAFile() throws {
    let input = Self.file("tap.events", Self.tap)
    let output = Self.file("tap.touches", "")
    defer { for path in [input, output] { try? FileManager.default.removeItem(atPath: path) } }
    try run(["import", "--from", "evemu", input, "--width", "800", "--height", "480", "--out", output])
    let text = try String(contentsOfFile: output, encoding: .utf8)
    #expect(
      text == """
        # imported by gesture-sim from \(input) (evemu): Tiny Touchscreen
        # 800 x 480 device units, fitted into 800 x 480 pt
        @viewport 800 480
        0 down 0 400 240
        0.08 up 0 400 240

        """)
    try run(["import", "--from", "evemu", input, "--out", output, "--format", "jsonl"])
    let json = try String(contentsOfFile: output, encoding: .utf8)
    #expect(json.hasPrefix(#"{"t":0,"phase":"down","id":0,"x":195,"y":422}"#))
  }

  @Test("import --from pointer-events writes a page's wheel and keydown events as wheel and key records")
  func importsWheelsAndKeys() throws {
    let input = Self.file(
      "inputs.json",
      """
      {"type":"wheel","clientX":195,"clientY":422,"deltaX":0,"deltaY":-69.3147,"ctrlKey":true,"timeStamp":100}
      {"type":"keydown","key":"Escape","timeStamp":600}
      """)
    let output = Self.file("inputs.touches", "")
    defer { for path in [input, output] { try? FileManager.default.removeItem(atPath: path) } }
    try run(["import", "--from", "pointer-events", input, "--out", output])
    let lines = try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n")
    #expect(lines.suffix(2) == ["0 wheel 195 422 0 -69.3147 mods=ctrl", "0.5 key Escape"])
  }

  @Test("play --from plays a recording as import and then play would")
  func playsDirectly() throws {
    let input = Self.file("play.events", Self.tap)
    defer { try? FileManager.default.removeItem(atPath: input) }
    var arguments = try SimArguments(["play", "--from", "evemu", input])
    let options = try #require(
      try RecordingImport.options(from: &arguments, viewport: Size(width: 390, height: 844)))
    var lines: [String] = []
    try Playback.play(
      try options.open(input), configuration: GestureConfiguration(),
      report: Report(format: .text, includesChanges: false)
    ) { lines.append($0) }
    #expect(
      lines == [
        "0.380 doubleTap failed", "0.380 tap recognized", "0.380 viewer chromeToggled visible=false",
        "1.080 state page=0 zoomScale=1 contentOffset=0,-275.75 chromeVisible=false backgroundAlpha=1 dismissed=false",
      ])
  }

  @Test("a malformed recording is a located error naming the file; nothing is written")
  func malformedRecording() throws {
    let input = Self.file("bad.events", Self.tap.replacingOccurrences(of: "0003 0036 240", with: "0003 0036"))
    let output = Self.file("bad.touches", "untouched")
    defer { for path in [input, output] { try? FileManager.default.removeItem(atPath: path) } }
    #expect(
      throws: SimError.badInput(
        path: input, line: 6, column: 24,
        message: "expected the event value (a decimal number), found the end of the line")
    ) {
      try run(["import", "--from", "evemu", input, "--out", output])
    }
    #expect(try String(contentsOfFile: output, encoding: .utf8) == "untouched")
  }

  @Test("a getevent log, which never prints ranges, is refused with an error that names --desc and --range")
  func missingRanges() throws {
    let input = Self.file("bare.txt", "[    1193.605705] EV_ABS       ABS_MT_POSITION_X    00000213\n")
    defer { try? FileManager.default.removeItem(atPath: input) }
    #expect(
      throws: SimError.badInput(
        path: input, line: 1, column: 1,
        message: "no range for ABS_MT_POSITION_X or ABS_X, so device units cannot be mapped to points; "
          + "expected --desc FILE (the output of adb shell getevent -lp, or evemu A: lines) or --range WxH")
    ) {
      try run(["import", "--from", "getevent", input])
    }
  }

  @Test("an evemu recording without ranges is refused naming its A: lines, --desc and --range")
  func missingRangesEvemu() throws {
    let input = Self.file("bare.events", "E: 0.000000 0003 0036 5\n")
    defer { try? FileManager.default.removeItem(atPath: input) }
    #expect(
      throws: SimError.badInput(
        path: input, line: 1, column: 1,
        message: "no range for ABS_MT_POSITION_X or ABS_X, so device units cannot be mapped to points; "
          + "expected the recording's A: lines, --desc FILE (the .desc file evemu-describe wrote) or --range WxH"
      )
    ) {
      try run(["import", "--from", "evemu", input])
    }
  }

  @Test("a recording with no touch is refused")
  func noTouches() throws {
    let input = Self.file("empty.json", "[]")
    defer { try? FileManager.default.removeItem(atPath: input) }
    #expect(
      throws: SimError.badInput(path: input, line: 1, column: 1, message: "the recording has no touches")
    ) {
      try run(["import", "--from", "pointer-events", input])
    }
  }

  @Test("usage errors say what was expected")
  func usageErrors() {
    let cases: [([String], String)] = [
      (["import", "x.events"], "import needs --from evemu, getevent, evdev or pointer-events"),
      (
        ["import", "--from", "evdv", "x"],
        "--from expects evemu, getevent, evdev or pointer-events, found 'evdv'"
      ),
      (["import", "--from", "evemu"], "import expects one recording file (or - for standard input)"),
      (
        ["import", "--from", "evemu", "x", "--width", "0"],
        "--width expects points from 1 to 1000000, found '0'"
      ),
      (
        ["import", "--from", "pointer-events", "x", "--desc", "d"],
        "--desc and --range are for evemu, getevent and evdev; pointer events need no device description"
      ),
      (
        ["import", "--from", "pointer-events", "x", "--range", "10x10"],
        "--desc and --range are for evemu, getevent and evdev; pointer events need no device description"
      ),
      (
        ["import", "--desc", "d", "x"],
        "--desc, --range, --width and --height need --from evemu|getevent|evdev|pointer-events"
      ),
      (
        ["import", "--from", "getevent", "x", "--range", "1024"],
        "--range expects the device's units on each axis as WxH (1024x1024, 2 or more each), found '1024'"
      ),
      (
        ["import", "--from", "getevent", "x", "--range", "1x5"],
        "--range expects the device's units on each axis as WxH (1024x1024, 2 or more each), found '1x5'"
      ),
    ]
    for (words, message) in cases {
      #expect(throws: SimError.usage(message), "\(words)") { try run(words) }
    }
  }

  @Test("the overview lists import, and play's help mentions --from")
  func helpTexts() {
    #expect(Help.overview.contains("import FILE|-"))
    #expect(CommandSpec.play.helpText.contains("--from evemu|getevent|evdev|pointer-events"))
    #expect(
      CommandSpec.importRecording.helpText.contains(
        "USAGE: gesture-sim import FILE|- --from evemu|getevent|evdev|pointer-events [--desc DESC]"))
  }
}
