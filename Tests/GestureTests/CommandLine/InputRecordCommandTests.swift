import Foundation
import GestureKitLite
import GestureKitLiteStreams
import Testing

@testable import gesture_sim

/// `gesture-sim` with wheel, key and action records (SPEC §2.4, §6):
/// `synth` writes them, `play` and `check` play them, in both forms.
@Suite("command line: wheel, key and action records")
struct InputRecordCommandTests {
  static let script = """
    @viewport 390 844
    wheel 195 422 zoom 2 in 50ms
    wait 300ms
    key Enter mods shift
    wait 300ms
    action nextPage
    """

  @Test("synth writes a script's wheel, key and action statements as records, in either form")
  func synthWritesRecords() throws {
    let folder = try TemporaryFolder("synth-inputs")
    let script = try folder.write(Array(Self.script.utf8), to: "inputs.gestures")
    let text = SimRun(["synth", script])
    #expect(text.exitCode == 0, "\(text.standardError)")
    #expect(
      String(decoding: text.standardOutput, as: UTF8.self) == """
        @viewport 390 844
        0.008333 wheel 195 422 0 -11.552453 mods=ctrl
        0.016667 wheel 195 422 0 -11.552453 mods=ctrl
        0.025 wheel 195 422 0 -11.552453 mods=ctrl
        0.033333 wheel 195 422 0 -11.552453 mods=ctrl
        0.041667 wheel 195 422 0 -11.552453 mods=ctrl
        0.05 wheel 195 422 0 -11.552453 mods=ctrl
        0.35 key Enter mods=shift
        0.65 action nextPage

        """)
    let json = SimRun(["synth", script, "--format", "jsonl"])
    let lines = String(decoding: json.standardOutput, as: UTF8.self).split(separator: "\n")
    #expect(lines.first == #"{"viewport":[390,844]}"#)
    #expect(lines.last == #"{"t":0.65,"phase":"action","action":"nextPage"}"#)
    #expect(lines.dropLast().last == #"{"t":0.35,"phase":"key","key":"Enter","mods":["shift"]}"#)
  }

  @Test("play prints what the records did, the same for the text and the JSON Lines stream")
  func playPrintsTheirEvents() throws {
    let folder = try TemporaryFolder("play-inputs")
    let script = try folder.write(Array(Self.script.utf8), to: "inputs.gestures")
    let expected = """
      0.200 viewer zoomEnded scale=2
      0.350 viewer chromeToggled visible=false
      0.650 viewer pageChanged page=1
      1.650 state page=1 zoomScale=1 contentOffset=0,-275.75 chromeVisible=false backgroundAlpha=1 dismissed=false

      """
    for format in ["text", "jsonl"] {
      let stream = (folder.path as NSString).appendingPathComponent(
        "inputs.\(format == "text" ? "touches" : "jsonl")")
      #expect(SimRun(["synth", script, "--format", format, "--out", stream]).exitCode == 0)
      let play = SimRun(["play", stream])
      #expect(play.exitCode == 0, "\(play.standardError)")
      #expect(String(decoding: play.standardOutput, as: UTF8.self) == expected, "\(format)")
    }
  }

  @Test("the synth help documents the statements, and its example holds them")
  func helpDocumentsThem() {
    let help = CommandSpec.synth.helpText
    #expect(help.contains("WHEEL, KEY AND ACTION"))
    for statement in ["wheel X Y by DX DY", "wheel X Y zoom S", "key NAME [mods M]", "action NAME"] {
      #expect(help.contains(statement), "\(statement)")
    }
  }
}
