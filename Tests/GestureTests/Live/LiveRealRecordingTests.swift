import Foundation
import GestureKitLite
import GestureKitLiteImporters
import Testing

@testable import GestureKitLiteScripts
@testable import gesture_sim

/// Every real recording played live prints what `play --from` prints for it,
/// however it arrives (SPEC §6): at once, in chunks of any size, or at its
/// own pace with the clock ticking between its frames.
@Suite(.enabled(if: RecordingLibrary.isPresent, RecordingLibrary.absence))
struct LiveRealRecordingTests {
  /// The recordings' lines, each with the time of the event it holds (or of
  /// the next event, for a line that holds none), seconds as recorded.
  static func timedLines(_ text: String) -> [(line: String, time: Double?)] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let words = line.split(separator: " ", omittingEmptySubsequences: true)
      if words.first == "E:", words.count > 1 { return (String(line), Double(words[1])) }
      if line.hasPrefix("["), let close = line.firstIndex(of: "]") {
        return (
          String(line),
          Double(line[line.index(after: line.startIndex)..<close].trimmingCharacters(in: .whitespaces))
        )
      }
      return (String(line), nil)
    }
  }

  static func bytes(_ file: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: RecordingLibrary.directory + "/" + file)))
  }

  @Test(
    "every recording prints what play --from prints, handed over at once or in chunks of any size",
    arguments: RecordingWalkTests.recordings)
  func anyChunks(_ file: String) throws {
    let bytes = try Self.bytes(file)
    let reference = try LiveHost.reference(try RecordingLibrary.recording(file).decoder(), bytes: bytes)
    var random = SeededGenerator(seed: 37, stream: UInt64(file.utf8.count))
    var host = LiveHost(try RecordingLibrary.recording(file).decoder(), startingAt: 0)
    var start = 0
    while start < bytes.count {
      let end = min(bytes.count, start + Int.random(in: 1...4096, using: &random))
      try host.receive(Array(bytes[start..<end]), at: 0)
      start = end
    }
    try host.end(at: 0)
    #expect(host.texts == reference, "\(file)")
    #expect(try host.replayed() == reference, "\(file)")
  }

  @Test(
    "every recording prints what play --from prints at its own pace, each line up to 15 ms late, with ticks between",
    arguments: RecordingWalkTests.recordings)
  func ownPace(_ file: String) throws {
    let bytes = try Self.bytes(file)
    let reference = try LiveHost.reference(try RecordingLibrary.recording(file).decoder(), bytes: bytes)
    var random = SeededGenerator(seed: 37, stream: UInt64(file.utf8.count))
    var host = LiveHost(try RecordingLibrary.recording(file).decoder(), startingAt: 0)
    let lines = Self.timedLines(String(decoding: bytes, as: UTF8.self))
    let first = lines.compactMap(\.time).first ?? 0
    var arrival = 0.0
    for (index, line) in lines.enumerated() {
      // A line holding no event arrives with the next one that does.
      let time = line.time ?? lines[index...].compactMap(\.time).first ?? first
      arrival = max(arrival, 1000 + (time - first) + Double.random(in: 0.001...0.015, using: &random))
      try host.receive(Array((line.line + (index < lines.count - 1 ? "\n" : "")).utf8), at: arrival)
    }
    try host.end(at: arrival)
    // The Galaxy S paint recording's taps are far enough apart that their
    // waits run out between frames: 18 ticks, each at its deadline's time.
    let ticks = host.records.filter { if case .tick = $0 { true } else { false } }.count
    if file.hasSuffix("galaxys-paint.txt") { #expect(ticks == 18) }
    #expect(host.player.lateSampleCount == 0, "\(file)")
    #expect(host.texts == reference, "\(file)")
    #expect(try host.replayed() == reference, "\(file)")
  }
}
