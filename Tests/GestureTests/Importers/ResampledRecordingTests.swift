import Foundation
import GestureKitLite
import GestureKitLiteStreams
import Testing

@testable import gesture_sim

/// SPEC §4.1 on real devices: every recording in `../shared/recordings`,
/// resampled at half its rate, keeps its verdict (``RateVerdict``), unless
/// a threshold lies within what one of its sample intervals changes.
///
/// Two ways to halve the rate: drop every second move of each touch (a
/// slower scan of the same motion; per touch, since Android reports each
/// finger in a frame of its own), or merge each frame of moves into the
/// frame after it (a device that reports every second scan, coalescing the
/// one between, as display-synchronised input does). Downs, lifts and
/// cancels are never dropped or moved: a touch goes down where and when the
/// device first put it.
@Suite(.enabled(if: RecordingLibrary.isPresent, RecordingLibrary.absence))
struct ResampledRecordingTests {
  /// How a recording is resampled.
  enum Resampling: String, CaseIterable, CustomStringConvertible {
    case dropEverySecondMove = "every second move of each touch dropped"
    case mergeFramesOfMoves = "each frame of moves merged into the next"

    var description: String { rawValue }
  }

  /// The records of `file` as `gesture-sim import` gives them: directives,
  /// then samples grouped into frames.
  static func frames(_ file: String) throws -> (directives: [TouchStreamRecord], frames: [[TouchSample]]) {
    var directives: [TouchStreamRecord] = []
    var frames: [[TouchSample]] = []
    try RecordingLibrary.recording(file).forEachRecord { record in
      guard case .sample(let sample) = record else { return directives.append(record) }
      if let last = frames.last?.last, last.time == sample.time {
        frames[frames.count - 1].append(sample)
      } else {
        frames.append([sample])
      }
    }
    return (directives, frames)
  }

  /// `frames` at half the rate.
  static func resample(_ frames: [[TouchSample]], _ resampling: Resampling) -> [[TouchSample]] {
    switch resampling {
    case .dropEverySecondMove:
      var moves: [TouchID: Int] = [:]
      return frames.compactMap { frame in
        let kept = frame.filter { sample in
          guard sample.phase == .move else { return true }
          moves[sample.id, default: 0] += 1
          return moves[sample.id, default: 0] % 2 == 1
        }
        return kept.isEmpty ? nil : kept
      }
    case .mergeFramesOfMoves:
      var result: [[TouchSample]] = []
      var index = 0
      while index < frames.count {
        guard index + 1 < frames.count, frames[index].allSatisfy({ $0.phase == .move }) else {
          result.append(frames[index])
          index += 1
          continue
        }
        result.append(merge(frames[index], frames[index + 1]))
        index += 2
      }
      return result
    }
  }

  /// A frame of moves and the frame after it as one, at the later's time:
  /// each touch's later sample wins (a lift where it lifted), and a touch the
  /// later frame does not name keeps its move.
  static func merge(_ moves: [TouchSample], _ next: [TouchSample]) -> [TouchSample] {
    let time = next[0].time
    let carried = moves.filter { move in !next.contains { $0.id == move.id } }.map { move in
      var later = move
      later.time = time
      return later
    }
    // Lifts first, as the importers order a frame.
    return next.filter { $0.phase.endsTouch } + carried + next.filter { !$0.phase.endsTouch }
  }

  /// The verdict of `directives` then `frames`, played as `gesture-sim play` plays a stream.
  static func verdict(_ directives: [TouchStreamRecord], _ frames: [[TouchSample]]) throws -> RateVerdict {
    var outputs: [ImageViewerSession.Output] = []
    let records = directives + frames.joined().map { TouchStreamRecord.sample($0) }
    let session = try TouchStreamPlayer.play(records) { outputs.append($0) }
    return RateVerdict(outputs: outputs, state: session.viewer.state)
  }

  /// The resamplings that change a recording's verdict, each with the
  /// threshold that one of its sample intervals decides.
  static let onAThreshold: [String: String] = [
    "android-getevent/Phone/phone-single-drag.txt \(Resampling.mergeFramesOfMoves)":
      "the finger rests 40.5 ms where it stops before lifting, 0.5 ms past the 40 ms after which a lift "
      + "has no velocity; merged, its last move comes with the lift, 2.2 pt on, and the fit of the "
      + "stopping finger's last 100 ms turns the page",
    "evemu-devices/touchpads/SynPS2 Synaptics TouchPad.hp8470p.two-finger-scroll-horizontal.events \(Resampling.dropEverySecondMove)":
      "65 of its positions are clamped at the pad's edge, so a finger jumps by up to 331 pt from one "
      + "frame to the next: which frames remain decides the span a pinch ends at",
  ]

  @Test(
    "every recording keeps its verdict at half its rate, frames dropped or merged",
    arguments: RecordingWalkTests.recordings, Resampling.allCases)
  func halfTheRate(_ file: String, _ resampling: Resampling) throws {
    let (directives, frames) = try Self.frames(file)
    let reference = try Self.verdict(directives, frames)
    let resampled = Self.resample(frames, resampling)
    if let threshold = Self.onAThreshold["\(file) \(resampling)"] {
      let verdict = try Self.verdict(directives, resampled)
      #expect(
        !verdict.agrees(with: reference),
        "\(file) agrees, \(resampling), though said to be on a threshold: \(threshold)")
      return
    }
    if frames.filter({ $0.allSatisfy { $0.phase == .move } }).count >= 2 {
      #expect(resampled.joined().count < frames.joined().count, "\(file): not resampled")
    }
    let verdict = try Self.verdict(directives, resampled)
    #expect(
      verdict.agrees(with: reference), "\(file), \(resampling):\n\(verdict.differences(from: reference))")
  }
}
