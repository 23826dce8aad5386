import Foundation
import GestureKitLite
import GestureKitLiteScripts
import Testing

@testable import gesture_sim

/// Two fingers travelling together are a pan, never a pinch, at any viewport
/// size (SPEC §4); a pinch is still a pinch however its focal point moves.
@Suite("two-finger travel: pan, not pinch")
struct TwoFingerTravelTests {
  static let viewports = TwoFingerTravelSupport.viewports

  private func play(_ samples: [TouchSample], viewport: Size) throws -> (lines: [String], zoom: Double) {
    let played = try TwoFingerTravelSupport.play(samples, viewport: viewport)
    return (played.lines, played.zoom)
  }

  private func synth(_ script: String, seed: Int = 0, jitter: Double = 0) throws -> [TouchSample] {
    try TwoFingerTravelSupport.synth(script, seed: seed, jitter: jitter)
  }

  // MARK: Travelling together

  struct Travel: Sendable, CustomStringConvertible {
    var dx: Double
    var dy: Double
    var spanFrom: Double
    var spanTo: Double
    var description: String { "travel (\(dx), \(dy)) span \(spanFrom) → \(spanTo)" }
  }

  /// Two fingers travelling 380 pt in 0.6 s while their span drifts by
  /// 18–20 pt (5–15 % of the span), as real tablet swipes do.
  static let travels: [Travel] = [
    Travel(dx: 380, dy: 0, spanFrom: 130, spanTo: 150),
    Travel(dx: -380, dy: 0, spanFrom: 160, spanTo: 142),
    Travel(dx: 0, dy: 380, spanFrom: 120, spanTo: 139),
    Travel(dx: 0, dy: -380, spanFrom: 400, spanTo: 380),
    Travel(dx: 270, dy: 270, spanFrom: 200, spanTo: 220),
  ]

  @Test(
    "two fingers travelling 380 pt while their span drifts 18–20 pt are a pan at every viewport",
    arguments: travels, viewports)
  func travelTogetherIsAPan(travel: Travel, viewport: Size) throws {
    for seed in 0..<3 {
      let samples = try synth(
        """
        @viewport \(viewport.width) \(viewport.height)
        pinch \(viewport.width / 2) \(viewport.height / 2) span \(travel.spanFrom) -> \(travel.spanTo) in 600ms move \(travel.dx) \(travel.dy)
        """, seed: seed, jitter: seed == 0 ? 0 : 0.5)
      let (lines, zoom) = try play(samples, viewport: viewport)
      #expect(!lines.contains("pinch began"), "seed \(seed): \(lines)")
      #expect(lines.contains("pan began"), "seed \(seed)")
      #expect(zoom == 1, "seed \(seed)")
    }
  }

  /// Two fingers side by side circling together (a circle of `radius` pt in
  /// 1.2 s) while their span bulges by ±10 pt, at 120 Hz.
  private func circling(center: Point, radius: Double, span: Double, bulge: Double) -> [TouchSample] {
    var samples: [TouchSample] = []
    let frames = 144
    for frame in 0...frames {
      let time = Double(frame) / 120
      let angle = 2 * Double.pi * Double(frame) / Double(frames)
      let focal = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
      let half = (span + bulge * sin(3 * angle)) / 2
      let phase: TouchSample.Phase = frame == 0 ? .down : (frame == frames ? .up : .move)
      for (id, side) in [(UInt64(1), -1.0), (2, 1.0)] {
        samples.append(
          TouchSample(
            time: time, phase: phase, id: TouchID(id),
            location: Point(x: focal.x + side * half, y: focal.y)))
      }
    }
    return samples
  }

  @Test(
    "two fingers circling together with ±10 pt of span bulge are a pan at every viewport",
    arguments: viewports)
  func circlingTogetherIsAPan(viewport: Size) throws {
    let center = Point(x: viewport.width / 2, y: viewport.height / 2)
    for radius in [60.0, 150.0, 300.0] {
      let (lines, zoom) = try play(
        circling(center: center, radius: radius, span: 150, bulge: 10), viewport: viewport)
      #expect(!lines.contains("pinch began"), "radius \(radius): \(lines)")
      #expect(zoom == 1, "radius \(radius)")
    }
  }

  // MARK: Pinches stay pinches

  struct Pinch: Sendable, CustomStringConvertible {
    var description: String
    var script: String
  }

  static let pinches: [Pinch] = [
    Pinch(
      description: "a pinch whose focal point moves",
      script: "pinch 195 422 span 100 -> 200 in 400ms move 40 0"),
    Pinch(
      description: "a pinch that pans while it zooms (span change 60 % of the travel)",
      script: "pinch 195 422 span 100 -> 220 in 500ms move 200 0"),
    Pinch(
      description: "a pinch after a two-finger pan",
      script: """
        pinch 150 422 span 120 -> 120 in 400ms move 200 0 keep as a b
        move a by -40 0 in 250ms
        & move b by 40 0 in 250ms
        up a
        up b
        """),
    Pinch(
      description: "one finger still and the other moving away",
      script: """
        down a 150 422
        down b 250 422
        move b by 100 0 in 300ms
        up a
        up b
        """),
    Pinch(description: "a pinch in", script: "pinch 195 422 span 260 -> 120 in 400ms"),
  ]

  @Test("every kind of pinch is still a pinch at every viewport", arguments: pinches, viewports)
  func pinchesStayPinches(pinch: Pinch, viewport: Size) throws {
    let samples = try synth("@viewport \(viewport.width) \(viewport.height)\n" + pinch.script)
    let (lines, zoom) = try play(samples, viewport: viewport)
    #expect(lines.contains("pinch began"), "\(lines)")
    #expect(zoom != 1 || lines.contains("pinch ended"))
  }

  // MARK: Real recordings

  /// The direct-touch recordings in which two or more fingers travel together.
  static let travellingRecordings = [
    "tablets/Wacom ISDv4 E6 Finger.double-center-scroll.events",
    "touchscreens/EP0430M09.2-finger-scroll-down.events",
    "touchscreens/EP0430M09.4-finger-drag-down.events",
    "touchscreens/Atmel maXTouch Touchscreen.4-finger-drag-down.events",
  ]

  @Test(
    "the real two-finger scrolls and drags are pans at every viewport",
    .enabled(if: RecordingLibrary.isPresent, RecordingLibrary.absence),
    arguments: travellingRecordings, viewports)
  func realTravelIsAPan(file: String, viewport: Size) throws {
    let path = RecordingLibrary.directory + "/evemu-devices/" + file
    try #require(FileManager.default.fileExists(atPath: path), "\(path)")
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    let description = try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { $0.hasSuffix(".desc") && name.hasPrefix(String($0.dropLast(5)) + ".") }
      .max { $0.count < $1.count }.map { folder + "/" + $0 }
    let options = RecordingImport.Options(
      format: .evemu, descriptionPath: description, viewport: viewport, writesViewport: true)
    var samples: [TouchSample] = []
    try options.open(path).forEachRecord { record in
      if case .sample(let sample) = record { samples.append(sample) }
    }
    let (lines, zoom) = try play(samples, viewport: viewport)
    #expect(!lines.contains("pinch began"), "\(lines)")
    #expect(zoom == 1)
  }
}
