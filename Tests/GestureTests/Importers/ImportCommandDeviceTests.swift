import Foundation
import GestureKitLite
import Testing

@testable import gesture_sim

/// `gesture-sim import` and `play --from` on what devices say: the physical
/// scale, `--range`, clamped values, and times beyond the limits.
@Suite struct ImportCommandDeviceTests {
  /// A file in the temporary directory holding `text`; the caller removes it.
  static func file(_ name: String, _ text: String) -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesturekit-import-device-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
      .path
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    return path
  }

  /// What `gesture-sim ARGS` prints on standard output and standard error, and its exit code.
  static func run(_ arguments: [String]) -> (output: String, errors: String, code: Int32) {
    var sink = OutputSink(capturing: true)
    let code = GestureSim.run(arguments, output: &sink)
    sink.flush()
    return (String(decoding: sink.captured, as: UTF8.self), sink.capturedErrors, code)
  }

  /// A 4-inch phone screen, 10 units per millimetre, 600 × 1000 units
  /// (60 × 100 mm), a direct-touch screen: a tap in its middle.
  private static func phone(properties: String) -> String {
    """
    N: Tiny Phone
    \(properties)
    A: 35 0 599 0 0 10
    A: 36 0 999 0 0 10
    E: 1.000000 0003 0039 1
    E: 1.000000 0003 0035 300
    E: 1.000000 0003 0036 500
    E: 1.000000 0000 0000 0
    E: 1.080000 0003 0039 -1
    E: 1.080000 0000 0000 0

    """
  }

  @Test(
    "a direct-touch screen with resolutions imports at its physical size, its viewport its size in points")
  func physicalSize() {
    let input = Self.file("phone.events", Self.phone(properties: "P: 02 00 00 00 00 00 00 00"))
    defer { try? FileManager.default.removeItem(atPath: input) }
    let result = Self.run(["import", "--from", "evemu", input])
    #expect(result.code == 0)
    #expect(
      result.output == """
        # imported by gesture-sim from \(input) (evemu): Tiny Phone
        # 600 x 1000 device units at their physical size: 385.039 x 641.732 pt (163 pt per inch)
        @viewport 385.039 641.732
        0 down 0 192.52 320.866
        0.08 up 0 192.52 320.866

        """)
  }

  @Test("--width and --height still fit the device into the viewport they choose")
  func widthAndHeightFit() {
    let input = Self.file("phone-fit.events", Self.phone(properties: "P: 02 00 00 00 00 00 00 00"))
    defer { try? FileManager.default.removeItem(atPath: input) }
    let result = Self.run(["import", "--from", "evemu", input, "--width", "390", "--height", "844"])
    #expect(
      result.output == """
        # imported by gesture-sim from \(input) (evemu): Tiny Phone
        # 600 x 1000 device units, fitted into 390 x 844 pt
        @viewport 390 844
        0 down 0 195 422
        0.08 up 0 195 422

        """)
  }

  @Test(
    "without INPUT_PROP_DIRECT, or when the description does not say, the device is fitted, and the header says why"
  )
  func notDirectIsFitted() {
    for (properties, reason) in [
      ("P: 00 00 00 00 00 00 00 00", "not a direct-touch screen"),
      ("", "not known to be a direct-touch screen"),
    ] {
      let input = Self.file("pad.events", Self.phone(properties: properties))
      defer { try? FileManager.default.removeItem(atPath: input) }
      let result = Self.run(["import", "--from", "evemu", input])
      #expect(
        result.output.split(separator: "\n").dropFirst().first
          == "# 600 x 1000 device units, fitted into 390 x 844 pt (\(reason), so not at physical size)",
        "\(properties)")
    }
  }

  @Test("play --from plays at the physical size; a viewport chosen with --set is fitted into instead")
  func playAtPhysicalSize() {
    let input = Self.file("phone-play.events", Self.phone(properties: "P: 02 00 00 00 00 00 00 00"))
    defer { try? FileManager.default.removeItem(atPath: input) }
    let tap = "0.380 doubleTap failed\n0.380 tap recognized\n0.380 viewer chromeToggled visible=false\n"
    // 385.039 pt wide, the photo is 288.779 pt tall: centered in 641.732 pt, its offset is −176.476.
    let physical = Self.run(["play", "--from", "evemu", input])
    #expect(
      physical.output
        == tap + "1.080 state page=0 zoomScale=1 contentOffset=0,-176.476375 chromeVisible=false "
        + "backgroundAlpha=1 dismissed=false\n")
    // 800 pt wide, 600 pt tall in 844.
    let chosen = Self.run(["play", "--from", "evemu", input, "--set", "viewportWidth=800"])
    #expect(
      chosen.output
        == tap + "1.080 state page=0 zoomScale=1 contentOffset=0,-122 chromeVisible=false "
        + "backgroundAlpha=1 dismissed=false\n")
  }

  @Test("a getevent log takes --range WxH instead of a description")
  func rangeOption() {
    let input = Self.file(
      "range.txt",
      """
      [   10.000000] EV_ABS       ABS_MT_TRACKING_ID   00000001
      [   10.000000] EV_ABS       ABS_MT_POSITION_X    00000200
      [   10.000000] EV_ABS       ABS_MT_POSITION_Y    00000200
      [   10.000000] EV_SYN       SYN_REPORT           00000000
      [   10.050000] EV_ABS       ABS_MT_TRACKING_ID   ffffffff
      [   10.050000] EV_SYN       SYN_REPORT           00000000

      """)
    defer { try? FileManager.default.removeItem(atPath: input) }
    let result = Self.run(["import", "--from", "getevent", input, "--range", "1024x1024"])
    #expect(
      result.output == """
        # imported by gesture-sim from \(input) (getevent)
        # 1024 x 1024 device units, fitted into 390 x 844 pt (no resolution, so not at physical size)
        0 down 0 195 422
        0.05 up 0 195 422

        """)
  }

  @Test(
    "values beyond the described range are clamped and reported once on standard error, with where the first was"
  )
  func clampedValuesAreReportedOnce() {
    let input = Self.file(
      "edge.events",
      """
      A: 35 0 799 0 0 0
      A: 36 0 479 0 0 0
      E: 0.000000 0003 0039 1
      E: 0.000000 0003 0035 805
      E: 0.000000 0003 0036 240
      E: 0.000000 0000 0000 0
      E: 0.010000 0003 0035 812
      E: 0.010000 0000 0000 0
      E: 0.020000 0003 0039 -1
      E: 0.020000 0000 0000 0

      """)
    defer { try? FileManager.default.removeItem(atPath: input) }
    let expected =
      "\(input):4:23: warning: ABS_MT_POSITION_X value 805 is beyond the device's range 0 to 799; "
      + "clamped to 799; 2 values were clamped in all\n"
    let imported = Self.run(["import", "--from", "evemu", input])
    #expect(imported.code == 0)
    #expect(imported.errors == expected)
    let played = Self.run(["play", "--from", "evemu", input])
    #expect(played.code == 0)
    #expect(played.errors == expected)
  }

  @Test("pointer events stamped −1.7e308 and 1.7e308 ms are refused at the timeStamp, not written as inf")
  func hugeTimeStampsOnTheCommandLine() {
    let input = Self.file(
      "huge.json",
      #"""
      [{"type":"pointerdown","pointerId":1,"clientX":10,"clientY":20,"timeStamp":-1.7e308},
       {"type":"pointerup","pointerId":1,"clientX":10,"clientY":20,"timeStamp":1.7e308}]
      """#)
    defer { try? FileManager.default.removeItem(atPath: input) }
    let message =
      "\(input):1:76: error: time -1.6999999999999999e+305 is out of range; "
      + "expected seconds from -10000000000 to 10000000000\n"
    for command in ["import", "play"] {
      let result = Self.run([command, "--from", "pointer-events", input])
      #expect(result.code == 2, "\(command)")
      #expect(result.output == "", "\(command)")
      #expect(result.errors == message, "\(command)")
    }
  }
}
