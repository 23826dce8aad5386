import Foundation
import GestureKitLite
import Testing

@testable import gesture_sim

@Suite("render: the command")
struct RenderCommandTests {
  @Test("without --out the SVG goes to standard output, the same bytes as --out OUT.svg")
  func svgToStandardOutput() throws {
    let folder = try TemporaryFolder("render-stdout")
    let out = (folder.path as NSString).appendingPathComponent("tour.svg")
    let toFile = SimRun(["render", RenderTestSupport.tourPath, "--out", out])
    let toOutput = SimRun(["render", RenderTestSupport.tourPath])
    #expect(toFile.exitCode == 0 && toOutput.exitCode == 0)
    #expect(toFile.standardOutput.isEmpty)
    #expect(Data(toOutput.standardOutput) == FileManager.default.contents(atPath: out))
  }

  @Test(
    "render refuses each hostile stream as play does: exit 2, the same located error, no file written",
    arguments: HostileStream.all())
  func refusesHostileStreams(_ stream: HostileStream) throws {
    let folder = try TemporaryFolder("render-hostile")
    let path = try stream.committedPath ?? folder.write(try stream.bytes(), to: stream.fileName)
    let out = (folder.path as NSString).appendingPathComponent("out.html")
    let run = SimRun(["render", path, "--out", out])
    #expect(run.exitCode == 2)
    #expect(run.standardOutput.isEmpty)
    #expect(run.standardError == SimRun(["play", path]).standardError)
    #expect(!FileManager.default.fileExists(atPath: out), "\(stream) left \(out)")
  }

  @Test("a refused stream leaves an existing output file as it was")
  func refusalKeepsTheOldFile() throws {
    let folder = try TemporaryFolder("render-keep")
    let stream = try folder.write(Array("0 down 1 10 10\n0.1 move 2 10 10\n".utf8), to: "bad.touches")
    let out = try folder.write(Array("old".utf8), to: "out.svg")
    let run = SimRun(["render", stream, "--out", out])
    #expect(run.exitCode == 2)
    #expect(run.standardError == "\(stream):2:10: error: move for touch 2, which is not down\n")
    #expect(FileManager.default.contents(atPath: out) == Data("old".utf8))
  }

  @Test("bad options are usage errors with exit 2, each message exact")
  func usageErrors() throws {
    let tour = RenderTestSupport.tourPath
    let cases: [([String], String)] = [
      (
        ["render", tour, "--out", "tour.png"],
        "--out expects a file ending in .svg or .html, found 'tour.png'"
      ),
      (["render", tour, "--image", tour], "--image is for an HTML replay (--out OUT.html)"),
      (["render"], "render expects one stream file (or - for standard input)"),
      (["render", tour, "--frames", "3"], "unknown option '--frames' for 'render'"),
    ]
    for (arguments, message) in cases {
      let run = SimRun(arguments)
      #expect(run.exitCode == 2)
      #expect(
        run.standardError == "gesture-sim: error: \(message)\nRun 'gesture-sim render --help' for usage.\n")
    }
    let notAnImage = SimRun(["render", tour, "--out", "/tmp/never-written.html", "--image", tour])
    #expect(notAnImage.exitCode == 2)
    #expect(notAnImage.standardError == "\(tour): error: --image expects a PNG or JPEG file\n")
  }

  @Test("render takes play's options: --set changes what is drawn as it changes what play --why prints")
  func takesPlaysOptions() throws {
    let tour = RenderTestSupport.tourPath
    let arguments = try SimArguments(["render", tour, "--set", "doubleTapEnabled=false"])
    let options = try StreamOptions(arguments)
    let recording = try RenderCommand.record(tour, stream: options, limits: .standard)
    let played = SimRun(["play", tour, "--why", "--set", "doubleTapEnabled=false"])
    #expect(RenderTestSupport.log(of: recording) == String(decoding: played.standardOutput, as: UTF8.self))
    // No wait for a second tap: the chrome hides at the first tap's up.
    #expect(
      recording.log.prefix(2).map(\.text) == [
        "0.100 tap recognized", "0.100 viewer chromeToggled visible=false",
      ])
  }

  @Test("render --values keeps play --values's lines in the replay's log")
  func takesValues() throws {
    let tour = RenderTestSupport.tourPath
    let folder = try TemporaryFolder("render-values")
    let out = (folder.path as NSString).appendingPathComponent("tour.html")
    #expect(SimRun(["render", tour, "--values", "--out", out]).exitCode == 0)
    let page = try String(contentsOfFile: out, encoding: .utf8)
    let played = String(decoding: SimRun(["play", tour, "--values"]).standardOutput, as: UTF8.self)
    let line = try #require(played.split(separator: "\n").first { $0.contains("tap recognized") })
    #expect(line.contains("location="))
    #expect(page.contains(ReplayData.string(String(line))))
  }

  @Test("render --from draws a device recording as play --why --from plays it")
  func rendersRecordings() throws {
    let folder = try TemporaryFolder("render-from")
    let events = try folder.write(
      Array(
        """
        N: Tiny Touchscreen
        A: 35 0 799 0 0 0
        A: 36 0 479 0 0 0
        E: 100.000000 0003 0039 1
        E: 100.000000 0003 0035 400
        E: 100.000000 0003 0036 240
        E: 100.000000 0000 0000 0
        E: 100.080000 0003 0039 -1
        E: 100.080000 0000 0000 0

        """.utf8), to: "tap.events")
    let arguments = try SimArguments(["render", "--from", "evemu", events])
    let options = try StreamOptions(arguments)
    let recording = try RenderCommand.record(events, stream: options, limits: .standard)
    let played = SimRun(["play", "--why", "--from", "evemu", events])
    #expect(played.exitCode == 0)
    #expect(RenderTestSupport.log(of: recording) == String(decoding: played.standardOutput, as: UTF8.self))
    #expect(recording.touches.touchCount == 1)
  }

  @Test(
    "check --render writes, for each differing fixture, a page with both logs, the first difference marked")
  func checkWritesComparisonPages() throws {
    let folder = try TemporaryFolder("render-check")
    let fixtures = (folder.path as NSString).appendingPathComponent("fixtures")
    try FileManager.default.createDirectory(atPath: fixtures, withIntermediateDirectories: true)
    let source = RenderTestSupport.path("Fixtures/touchstreams")
    for name in ["tap-single.touches", "tap-single.expected", "tap-too-far.touches", "tap-too-far.expected"] {
      try FileManager.default.copyItem(
        atPath: (source as NSString).appendingPathComponent(name),
        toPath: (fixtures as NSString).appendingPathComponent(name))
    }
    let wrong = (fixtures as NSString).appendingPathComponent("tap-single.expected")
    let expected = try String(contentsOfFile: wrong, encoding: .utf8)
    try expected.replacingOccurrences(of: "tap recognized", with: "tap failed").write(
      toFile: wrong, atomically: true, encoding: .utf8)
    let pages = (folder.path as NSString).appendingPathComponent("pages")
    let run = SimRun(["check", fixtures, "--render", pages])
    #expect(run.exitCode == 1)
    let output = String(decoding: run.standardOutput, as: UTF8.self)
    #expect(output.contains("  replay: \(pages)/tap-single.html\n"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: pages) == ["tap-single.html"])
    let page = try String(
      contentsOfFile: (pages as NSString).appendingPathComponent("tap-single.html"), encoding: .utf8)
    #expect(page.contains("<li class=\"only-expected first\">0.400 tap failed</li>"))
    #expect(page.contains("<li class=\"only-actual first\">0.400 tap recognized</li>"))
    #expect(page.contains("<section id=\"comparison\" data-time="))
    #expect(page.contains("id=\"replay-data\""))
  }
}
