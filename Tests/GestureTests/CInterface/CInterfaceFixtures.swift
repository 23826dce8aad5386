import CGestureKitLite
import Foundation
import GestureKitLite
import GestureKitLiteC
import GestureKitLiteStreams
import Testing

@testable import gesture_sim

/// The fixtures, played through the C interface's player and through
/// `gesture-sim play --format jsonl`'s code, for ``CInterfaceTests``.
enum CInterfaceFixtures {
  /// A fixture's name and bytes.
  struct Stream {
    var name: String
    var path: String
    var bytes: [UInt8]
    var format: TouchStreamFormat
  }

  /// Every fixture in Fixtures/touchstreams (the valid ones).
  static func valid() throws -> [Stream] {
    try FixtureLoader.all().map { fixture in
      let data = try Data(contentsOf: URL(fileURLWithPath: fixture.streamPath))
      let format = TouchStreamFormat(pathExtension: (fixture.streamPath as NSString).pathExtension) ?? .text
      return Stream(name: fixture.description, path: fixture.streamPath, bytes: Array(data), format: format)
    }
  }

  /// The JSON Lines the C player gives, the state line last, or the error.
  static func playThroughC(_ fixture: Stream) -> [String] {
    let format = fixture.format == .text ? GKL_STREAM_TEXT : GKL_STREAM_JSONL
    let player = gklPlayerCreate(Int32(format.rawValue), nil, nil, nil)
    defer { gklPlayerDestroy(player) }
    return play(fixture.bytes, through: player)
  }

  /// The JSON Lines `player` gives for `bytes`, the state line last, or its error.
  static func play(_ bytes: [UInt8], through player: OpaquePointer?) -> [String] {
    var status = bytes.withUnsafeBytes { gklPlayerAppend(player, $0.baseAddress, $0.count) }
    if status == GKL_OK { status = gklPlayerFinish(player) }
    guard status == GKL_OK else { return [String(cString: gklPlayerError(player))] }
    var lines: [String] = []
    var event = gkl_event()
    var buffer = [CChar](repeating: 0, count: 1024)
    while gklPlayerNextEvent(player, &event) == 1 {
      if gklFormatEvent(&event, 1, &buffer, buffer.count) > 0 {
        lines.append(CInterfaceFixtures.text(of: buffer))
      }
    }
    if gklPlayerFormatState(player, 1, &buffer, buffer.count) > 0 {
      lines.append(CInterfaceFixtures.text(of: buffer))
    }
    return lines
  }

  /// The lines `gesture-sim play --format jsonl` prints.
  static func playInSwift(_ fixture: Stream) throws -> [String] {
    let input = try InputFile(path: fixture.path, format: nil)
    var lines: [String] = []
    try Playback.play(
      input, configuration: GestureConfiguration(), report: Report(format: .jsonl, includesChanges: false)
    ) { lines.append($0) }
    return lines
  }

  /// The NUL-terminated text in `buffer`.
  static func text(of buffer: [CChar]) -> String {
    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The C string at `pointer`.
  static func text(of pointer: UnsafePointer<CChar>) -> String {
    String(
      decoding: UnsafeBufferPointer(start: pointer, count: strlenOf(pointer)).map { UInt8(bitPattern: $0) },
      as: UTF8.self)
  }

  private static func strlenOf(_ pointer: UnsafePointer<CChar>) -> Int {
    var count = 0
    while pointer[count] != 0 { count += 1 }
    return count
  }

  /// A `gkl_error`'s message.
  static func text(of error: gkl_error) -> String {
    withUnsafeBytes(of: error.message) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
  }
}
