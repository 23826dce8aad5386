import Foundation
import GestureKitLite
import Testing

@testable import gesture_sim

/// `gesture-sim play --why` (SPEC §6.1): every failed and cancelled line
/// says why, in both output forms, and nothing else changes.
@Suite("command line: play --why")
struct PlayWhyTests {
  private func play(_ stream: String, _ options: [String]) throws -> [String] {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesturekit-why-\(UUID().uuidString).touches").path
    _ = FileManager.default.createFile(atPath: path, contents: Data(stream.utf8))
    defer { try? FileManager.default.removeItem(atPath: path) }
    var sink = OutputSink(capturing: true)
    let code = GestureSim.run(["play", path] + options, output: &sink)
    sink.flush()
    #expect(code == 0, "\(sink.capturedErrors)")
    return String(decoding: sink.captured, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  /// Two taps 120 pt apart: the second cannot pair with the first.
  private static let farTaps = """
    0 down 1 195 400
    0.08 up 1 195 400
    0.2 down 2 195 520
    0.28 up 2 195 520

    """

  @Test("text: a failed line ends with why=code: detail, and only failed and cancelled lines change")
  func text() throws {
    let plain = try play(Self.farTaps, [])
    let why = try play(Self.farTaps, ["--why"])
    #expect(why.count == plain.count)
    #expect(
      why.prefix(2) == [
        "0.200 doubleTap failed why=tooFar: the second tap landed 120 pt from the first (doubleTapSlop 100)",
        "0.200 tap recognized",
      ])
    for (with, without) in zip(why, plain) {
      #expect(with == without || (with.hasPrefix(without + " why=") && without.hasSuffix(" failed")))
    }
  }

  @Test("JSON Lines: the code and the detail are two string fields, after the values")
  func jsonLines() throws {
    let lines = try play(Self.farTaps, ["--why", "--values", "--format", "jsonl"])
    #expect(
      lines.first
        == #"{"t":0.2,"type":"recognizer","name":"doubleTap","state":"failed","why":"tooFar","detail":"the second tap landed 120 pt from the first (doubleTapSlop 100)"}"#
    )
  }

  @Test("play --help lists every standard code with its meaning")
  func helpListsCodes() {
    let help = CommandSpec.play.helpText
    for (code, meaning) in GestureReason.standardCodes {
      #expect(help.contains("  \(code)  ") && help.contains(meaning), "\(code)")
    }
  }

  @Test("the Arbitration article's worked example prints what the article says")
  func arbitrationExample() throws {
    let article = try String(
      contentsOfFile: FailureReasonTests.packageRoot
        + "/Sources/GestureKitLite/GestureKitLite.docc/Arbitration.md",
      encoding: .utf8)
    let example = try #require(article.range(of: "A worked example")).upperBound
    let blocks = article[example...].components(separatedBy: "```").enumerated()
      .filter { $0.offset % 2 == 1 }.prefix(2).map { $0.element.trimmingCharacters(in: .newlines) }
    try #require(blocks.count == 2)
    let printed = try play(blocks[0] + "\n", ["--why"]).filter { $0.hasPrefix("0.025 ") }
    #expect(printed == blocks[1].split(separator: "\n").map(String.init))
  }
}
