import Foundation
import GestureKitLite
import Testing

@testable import gesture_sim

/// `--preset NAME` (SPEC §6) and how `gesture-sim config` shows the 1.1 keys.
@Suite("command line: presets")
struct PresetCommandTests {
  /// A pull-down of 150 pt, released at rest at 0.358.
  static let pull = """
    0 down 1 195 300
    0.1 move 1 195 350
    0.2 move 1 195 400
    0.3 move 1 195 450
    0.358 up 1 195 450

    """

  func lines(_ run: SimRun) -> [String] {
    String(decoding: run.standardOutput, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  @Test("config --preset prints the preset's values; a set initialZoom no longer says it follows")
  func configPreset() {
    let run = SimRun(["config", "--preset", "photos-viewer"])
    #expect(run.exitCode == 0)
    let shown = lines(run).filter { $0.hasPrefix("minZoom ") || $0.hasPrefix("initialZoom ") }
    #expect(
      shown.map { $0.split(separator: " ", omittingEmptySubsequences: true).prefix(3).joined(separator: " ") }
        == [
          "minZoom 0.8 x", "initialZoom 1 x",
        ])
    #expect(!shown[1].contains("follows"))
    let defaults = lines(SimRun(["config"]))
    #expect(defaults.contains { $0.hasPrefix("initialZoom ") && $0.hasSuffix("(follows minZoom until set)") })
    #expect(
      defaults.contains {
        $0.hasPrefix("zoomFrame ") && $0.contains(" image ") && $0.hasSuffix("(image or viewport)")
      })
  }

  @Test("an unknown preset is a usage error that offers the nearest name and lists them all")
  func unknownPreset() {
    let typo = SimRun(["config", "--preset", "photo-browse"])
    #expect(typo.exitCode == 2)
    #expect(
      typo.standardError.hasPrefix(
        "gesture-sim: error: unknown preset 'photo-browse'; did you mean 'photo-browser'? expected one of "
          + "photo-browser, zoomable-view, photos-viewer, photo-detail or product-slider\n"))
    let far = SimRun(["play", "-", "--preset", "gallery"])
    #expect(far.exitCode == 2)
    #expect(
      far.standardError.hasPrefix(
        "gesture-sim: error: unknown preset 'gallery'; expected one of photo-browser, zoomable-view, "
          + "photos-viewer, photo-detail or product-slider\n"))
  }

  @Test("play --preset gives what the preset's @set lines give; --set and the stream's lines come after it")
  func playPreset() throws {
    let folder = try TemporaryFolder("gesturekit-preset")
    let plain = try folder.write(Array(Self.pull.utf8), to: "pull.touches")
    let settings = ViewerPreset.photoDetail.settings.map { "@set \($0.key)=\($0.value)\n" }.joined()
    let stated = try folder.write(Array((settings + Self.pull).utf8), to: "stated.touches")
    let withPreset = lines(SimRun(["play", plain, "--preset", "photo-detail"]))
    #expect(withPreset == lines(SimRun(["play", stated])))
    // 150 pt is short of 003's 200: it springs back.
    #expect(withPreset.contains("0.358 viewer dismissCancelled"))
    // --set after the preset: 100 pt dismisses.
    let overridden = lines(
      SimRun(["play", plain, "--preset", "photo-detail", "--set", "dismissDistance=100"]))
    #expect(overridden.contains("0.358 viewer dismissed"))
    // The stream's own line after both.
    let streamWins = try folder.write(
      Array(("@set dismissDistance=300\n" + Self.pull).utf8), to: "wins.touches")
    let last = lines(
      SimRun(["play", streamWins, "--preset", "photo-detail", "--set", "dismissDistance=100"]))
    #expect(last.contains("0.358 viewer dismissCancelled"))
  }

  @Test("the state line shows the pulled image's translation while it is on its way back, in both forms")
  func stateLineWhileReturning() throws {
    let folder = try TemporaryFolder("gesturekit-preset-state")
    let path = try folder.write(Array(("@set settle=0.35\n" + Self.pull).utf8), to: "pull.touches")
    let text = lines(SimRun(["play", path, "--preset", "photo-detail"]))
    // 150 · g(0.35) for Spring(duration: 0.5, bounce: 0.3): its deepest overshoot.
    #expect(
      text.last
        == "0.708 state page=0 zoomScale=1 contentOffset=0,-275.75 chromeVisible=true backgroundAlpha=1 "
        + "dismissed=false pullDownTranslation=0,-6.898184")
    let json = lines(SimRun(["play", path, "--preset", "photo-detail", "--format", "jsonl"]))
    #expect(json.last?.hasSuffix(#","dismissed":false,"pullDownTranslation":[0,-6.898184]}"#) == true)
    let later = try folder.write(Array(("@set settle=2\n" + Self.pull).utf8), to: "later.touches")
    let rested = lines(SimRun(["play", later, "--preset", "photo-detail"]))
    #expect(rested.last?.hasSuffix("dismissed=false") == true)
  }
}
