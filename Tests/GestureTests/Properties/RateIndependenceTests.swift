import Foundation
import GestureKitLite
import GestureKitLiteScripts
import Testing

/// SPEC §4.1's promise (contract 1.3): the same finger motion sampled at 30 to
/// 480 Hz, with or without up to 4 ms of noise on the frame times, gives the
/// same verdict (``RateVerdict``), except where a threshold lies within what
/// one sample interval changes.
@Suite struct RateIndependenceTests {
  /// The rates of the promise, from an old touchpad's to a gaming phone's.
  static let rates: [Double] = [30, 60, 90, 120, 144, 240, 480]
  /// Each rate is drawn without noise and with 4 ms of it under these seeds.
  static let noiseSeeds: [UInt64] = [1, 2, 3]

  /// Draws `script` at every rate and noise, and returns the runs whose
  /// verdict differs from the first (30 Hz, no noise), described.
  static func disagreements(_ script: GestureScript) throws -> [String] {
    var reference: RateVerdict?
    var found: [String] = []
    for rate in rates {
      for seed in [0] + noiseSeeds {
        let overrides = SynthSettings.Overrides(rate: rate, seed: seed, timingJitter: seed == 0 ? 0 : 4_000)
        let verdict = RateVerdict(try script.play(overriding: overrides))
        guard let reference else {
          reference = verdict
          continue
        }
        if !verdict.agrees(with: reference) {
          found.append(
            "at \(Int(rate)) Hz\(seed == 0 ? "" : ", 4 ms noise (seed \(seed))"):\n\(verdict.differences(from: reference))"
          )
        }
      }
    }
    return found
  }

  /// `Fixtures/scripts`, from this file's path.
  static let scriptFolder: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("Fixtures/scripts")
  }()

  /// The fixtures' scripts that sit on a threshold on purpose, each with the
  /// threshold: one sample interval or the noise decides them, as the
  /// promise allows.
  static let onAThreshold: [String: String] = [
    "double-tap-exact-interval": "the second tap lands exactly doubleTapInterval after the first",
    "tap-exactly-max-duration": "the press lasts exactly tapMaxDuration",
    "pinch-cancelled":
      "the system cancels the pinch while the span changes 250 pt/s: the zoom kept is the last move's "
      + "(a cancel is not a movement), so one sample interval before the cancel's time decides it (4 % at 30 Hz)",
    "pulldown-dismiss-by-velocity":
      "a 50 ms flick at 1200 pt/s is three sample intervals at 60 Hz, and 4 ms of noise on them moves "
      + "its measured speed by up to 40 %, past dismissVelocity (800 pt/s)",
  ]

  @Test("the fixtures said to sit on a threshold do: one rate or noise gives another verdict")
  func exceptionsAreReal() throws {
    let names = try Self.fixtureScripts()
    for name in Self.onAThreshold.keys.sorted() {
      #expect(names.contains(name), "no fixture script \(name)")
      let text = try String(
        contentsOf: Self.scriptFolder.appendingPathComponent(name + ".gestures"), encoding: .utf8)
      #expect(try !Self.disagreements(GestureScript(parsing: text)).isEmpty, "\(name) agrees at every rate")
    }
  }

  static func fixtureScripts() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: scriptFolder.path)
      .filter { $0.hasSuffix(".gestures") }.map { String($0.dropLast(".gestures".count)) }.sorted()
  }

  @Test("every fixture's script gives one verdict at 30 to 480 Hz, with and without timing noise")
  func fixtureScripts() throws {
    let names = try Self.fixtureScripts()
    #expect(names.count >= 100)
    for name in names where Self.onAThreshold[name] == nil {
      let text = try String(
        contentsOf: Self.scriptFolder.appendingPathComponent(name + ".gestures"), encoding: .utf8)
      let found = try Self.disagreements(GestureScript(parsing: text))
      if !found.isEmpty { Issue.record("\(name):\n\(found.joined(separator: "\n"))") }
    }
  }

  @Test(
    "random scripts kept clear of every threshold give one verdict each", arguments: 0..<48 as Range<UInt64>)
  func randomScripts(seed: UInt64) throws {
    let script = RandomGestureScript(seed: seed)
    let found = try Self.disagreements(GestureScript(parsing: script.text))
    if !found.isEmpty { Issue.record("\(script)\n\(found.joined(separator: "\n"))") }
  }
}
