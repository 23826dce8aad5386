import Foundation
import GestureKitLite
import GestureKitLiteImporters
import GestureKitLiteScripts
import GestureKitLiteStreams
import Testing

@testable import gesture_sim

/// Each command's line becomes a typed options value before the command runs:
/// the values are the command's own types, and parsing reads none of the
/// command's inputs.
@Suite("command line: typed options")
struct CommandOptionsTests {
  /// The options value `words` (command word first) parse to.
  private func parse(_ words: String...) throws -> ParsedCommand {
    let arguments = try SimArguments(words)
    guard let command = Command(rawValue: words[0]) else { throw SimError.usage("no command") }
    return try command.parse(arguments)
  }

  @Test("play's options: the event log's form and flags, the configuration, the stream's path")
  func play() throws {
    guard
      case .play(let options) = try parse(
        "play", "-f", "jsonl", "--why", "--values", "-s", "doubleTapEnabled=false", "missing.touches")
    else {
      Issue.record("play did not parse to PlayOptions")
      return
    }
    #expect(options.report.format == .jsonl)
    #expect(
      options.report.includesReasons && options.report.includesValues && !options.report.includesChanges)
    #expect(!options.stream.configuration.doubleTapEnabled)
    #expect(options.stream.recording == nil && options.stream.inputFormat == nil)
    #expect(options.path == "missing.touches")
  }

  @Test("parsing opens no input: a missing stream is reported when the command runs, not before")
  func parsingReadsNoInput() throws {
    let path = "/nonexistent/gesture-sim-options-test.touches"
    let parsed = try parse("play", path)
    var output = OutputSink()
    #expect(throws: SimError.self) { try parsed.run(output: &output) }
    _ = try parse("render", "--out", "x.html", "--image", "/nonexistent/photo.png", path)
    _ = try parse("import", "--from", "evemu", "--desc", "/nonexistent/x.desc", path)
  }

  @Test("render's kind comes from --out's extension when parsed; --image needs the HTML replay")
  func render() throws {
    guard case .render(let svg) = try parse("render", "a.touches"),
      case .render(let html) = try parse("render", "a.touches", "-o", "a.HTM", "--image", "p.png")
    else {
      Issue.record("render did not parse to RenderOptions")
      return
    }
    #expect(svg.kind == .svg && svg.outPath == nil)
    #expect(html.kind == .html && html.imagePath == "p.png")
    #expect(throws: SimError.usage("--image is for an HTML replay (--out OUT.html)")) {
      try parse("render", "a.touches", "-o", "a.svg", "--image", "p.png")
    }
  }

  @Test("synth parses to a script with its settings, or to bench's workload with its size")
  func synth() throws {
    guard case .synth(let script) = try parse("synth", "s.gestures", "--rate", "60", "-o", "s.jsonl"),
      case .synth(let workload) = try parse("synth", "--bench-workload", "--samples", "3", "--mixed")
    else {
      Issue.record("synth did not parse to SynthOptions")
      return
    }
    guard case .script(let path, let overrides) = script.mode,
      case .benchWorkload(let shape) = workload.mode
    else {
      Issue.record("synth's modes are not a script and a workload")
      return
    }
    #expect(path == "s.gestures" && overrides == SynthSettings.Overrides(rate: 60))
    #expect(script.output.path == "s.jsonl" && script.output.format == .jsonLines)
    #expect(shape.samples == 3 && shape.mixed && workload.output.format == .text)
  }

  @Test("watch, import, bench, check, config and completions parse to their own values")
  func theOthers() throws {
    guard case .watch(let watch) = try parse("watch", "--from", "evdev", "--record", "r.touches", "/dev/x"),
      case .import(let imported) = try parse("import", "--from", "getevent", "--width", "400", "g.txt"),
      case .bench(let bench) = try parse("bench", "--runs", "3", "--json"),
      case .check(let check) = try parse("check", "Fixtures", "--render", "out"),
      case .config(let config) = try parse("config", "-f", "json"),
      case .completions(let completions) = try parse("completions", "fish")
    else {
      Issue.record("a command did not parse to its own options")
      return
    }
    #expect(watch.recording.format == .evdev && watch.recordPath == "r.touches" && watch.path == "/dev/x")
    #expect(imported.recording.format == .getevent && imported.recording.viewport.width == 400)
    #expect(bench.runs == 3 && bench.json && bench.sampleCount == 1_000_000 && bench.path == nil)
    #expect(check.directory == "Fixtures" && check.renderFolder == "out" && !check.update)
    #expect(config.format == .json)
    #expect(completions.shell == .fish)
  }
}
