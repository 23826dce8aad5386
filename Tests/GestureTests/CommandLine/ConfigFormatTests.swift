import Foundation
import GestureKitLite
import Testing

@testable import gesture_sim

/// `gesture-sim config --format json` writes the file `--config` reads.
@Suite("command line: config --format json")
struct ConfigFormatTests {
  private func run(_ words: String...) -> CommandLineTestSupport.Outcome {
    CommandLineTestSupport.run(words)
  }

  @Test("the defaults as JSON: every key of the contract in its order, followers left out")
  func defaultsAsJSON() {
    #expect(
      run("config", "--format", "json").standardOutput == """
        {
          "viewportWidth": 390,
          "viewportHeight": 844,
          "pageCount": 3,
          "imageWidth": 4032,
          "imageHeight": 3024,
          "minZoom": 1,
          "maxZoom": 4,
          "doubleTapZoom": 4,
          "doubleTapEnabled": true,
          "zoomBounce": true,
          "tapMaxDuration": 0.5,
          "tapSlop": 10,
          "doubleTapInterval": 0.3,
          "doubleTapMinInterval": 0.04,
          "doubleTapSlop": 100,
          "panSlop": 10,
          "pinchSlop": 16,
          "pullDownMaxAngle": 30,
          "dismissDistance": 100,
          "dismissVelocity": 800,
          "dismissAlphaFalloff": 0.7,
          "pagingVelocity": 300,
          "pullDownEnabled": true,
          "pullDownWithPaging": false,
          "dismissWhileDragging": false,
          "dismissFade": true,
          "dismissRestore": "easeOut",
          "dismissRestoreDuration": 0.3,
          "dismissRestoreBounce": 0,
          "zoomFrame": "image",
          "zoomedPaging": false,
          "pageChangedAt": "release",
          "quickScaleEnabled": false,
          "quickScaleDistance": 150,
          "longPressEnabled": false,
          "longPressDuration": 0.5,
          "wheelZoomDistance": 100,
          "wheelGap": 0.15,
          "keyPanDistance": 80,
          "keyZoomFactor": 2,
          "settle": 1
        }

        """)
  }

  @Test(
    "each preset written as JSON reads back unchanged, and writes the same bytes again",
    arguments: ViewerPreset.allCases)
  func presetRoundTrip(_ preset: ViewerPreset) throws {
    let written = run("config", "--preset", preset.name, "-f", "json")
    #expect(written.code == 0)
    try CommandLineTestSupport.withFile(named: "\(preset.name).json", written.standardOutput) { path in
      let read = try ConfigFile.read(path, into: GestureConfiguration())
      #expect(read == preset.configuration)
      #expect(run("config", "--config", path, "-f", "json") == written)
      #expect(run("config", "--config", path) == run("config", "--preset", preset.name))
    }
  }

  @Test("a key that follows another is written once set, and left out (still following) while not")
  func followingKeyRoundTrip() throws {
    let set = run("config", "-s", "minZoom=0.5", "-s", "initialZoom=1", "-f", "json").standardOutput
    #expect(set.contains("  \"minZoom\": 0.5,\n") && set.contains("  \"initialZoom\": 1,\n"))
    try CommandLineTestSupport.withFile(named: "set.json", set) { path in
      let read = try ConfigFile.read(path, into: GestureConfiguration())
      #expect(read.initialZoom == 1 && read.changedSettings.contains { $0.key == "initialZoom" })
    }
    let following = run("config", "-s", "minZoom=0.5", "-f", "json").standardOutput
    #expect(!following.contains("initialZoom"))
    try CommandLineTestSupport.withFile(named: "following.json", following) { path in
      var read = try ConfigFile.read(path, into: GestureConfiguration())
      #expect(read.initialZoom == 0.5)
      try read.setValue("0.8", forKey: "minZoom")
      #expect(read.initialZoom == 0.8)
    }
  }

  @Test("an unknown form is a usage error")
  func unknownFormat() {
    #expect(
      run("config", "--format", "yaml").standardError
        == "gesture-sim: error: --format expects text or json, found 'yaml'\n"
        + "Run 'gesture-sim config --help' for usage.\n")
  }

  @Test("play's --width and --height say they are for --from and where their defaults come from")
  func playViewportHelp() {
    #expect(
      CommandSpec.play.helpText.contains(
        """
              --width PT                  With --from: the width of the viewport the device's surface
                                          is fitted into (default: viewportWidth, 390 unless --preset,
                                          --config or --set change it).
              --height PT                 With --from: the viewport's height (default: viewportHeight,
                                          844 unless changed); the surface keeps its aspect ratio.
                                          Unless --width, --height or a viewport is set, a direct-touch
                                          screen with a resolution plays at its physical size (see
                                          'gesture-sim import --help').
        """))
  }

  @Test("import's --from points to the formats below it; play's to import's help")
  func fromHelp() {
    #expect(
      CommandSpec.importRecording.helpText.contains(
        """
              --from evemu|getevent|evdev|pointer-events
                                          The recording's format (FORMATS below).
        """))
    #expect(!CommandSpec.importRecording.helpText.contains("'gesture-sim import --help'"))
    #expect(
      CommandSpec.play.helpText.contains(
        """
                                          Play a device recording in this format instead of a stream
                                          (FORMATS in 'gesture-sim import --help').
        """))
  }
}
