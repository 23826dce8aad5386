import CGestureKitLite
import Foundation
import GestureKitLite
import GestureKitLiteC
import Testing

@testable import gesture_sim

/// The C interface's one-call finish and its players of device recordings,
/// against `gesture-sim`'s own code path (scripts/test-c.sh checks them from C).
@Suite("C interface: finish and recordings")
struct CInterfaceRecordingTests {
  /// The importers' seeds, with the description a getevent seed needs.
  private static let seeds: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("Fuzz/seeds").path
  }()

  /// The lines a player made with `create` prints for `bytes`, as
  /// `gesture-sim play --format jsonl` prints them, or its error.
  private static func play(_ bytes: [UInt8], _ create: (UnsafeMutablePointer<gkl_error>) -> OpaquePointer?)
    -> [String]
  {
    var error = gkl_error()
    guard let player = create(&error) else { return ["refused: " + CInterfaceFixtures.text(of: error)] }
    defer { gklPlayerDestroy(player) }
    return CInterfaceFixtures.play(bytes, through: player)
  }

  /// What `gesture-sim play --format jsonl --from FORMAT [--desc DESC] FILE` prints.
  private static func playFrom(_ words: [String]) throws -> [String] {
    let arguments = try SimArguments(["play"] + words)
    let stream = try StreamOptions(arguments)
    let recording = try #require(stream.recording)
    var lines: [String] = []
    try Playback.play(
      try recording.open(try #require(arguments.positional.first)), configuration: stream.configuration,
      report: Report(format: .jsonl, includesChanges: false)
    ) { lines.append($0) }
    return lines
  }

  @Test("a getevent log with its description plays through C as play --from plays it")
  func geteventWithDescription() throws {
    let log = Self.seeds + "/getevent/several-devices.txt"
    let description = Self.seeds + "/getevent-desc/getevent-lp.txt"
    let text = Array(try Data(contentsOf: URL(fileURLWithPath: description)))
    let played = Self.play(Array(try Data(contentsOf: URL(fileURLWithPath: log)))) { error in
      text.withUnsafeBytes {
        gklPlayerCreateRecording(
          Int32(GKL_STREAM_GETEVENT.rawValue), $0.baseAddress, $0.count, nil, nil, nil, error)
      }
    }
    #expect(played == (try Self.playFrom(["--from", "getevent", "--desc", description, log])))
    #expect(played.count > 2)
  }

  @Test("an evemu recording and pointer events play through gkl_player_create as play --from plays them")
  func recordingsWithoutDescriptions() throws {
    for (format, folder, from) in [
      (GKL_STREAM_EVEMU, "evemu", "evemu"), (GKL_STREAM_POINTER_EVENTS, "pointer-events", "pointer-events"),
    ] {
      for name in try FileManager.default.contentsOfDirectory(atPath: Self.seeds + "/" + folder).sorted() {
        let path = Self.seeds + "/" + folder + "/" + name
        let played = Self.play(Array(try Data(contentsOf: URL(fileURLWithPath: path)))) { error in
          gklPlayerCreate(Int32(format.rawValue), nil, nil, error)
        }
        #expect(played == (try Self.playFrom(["--from", from, path])), "\(path)")
      }
    }
  }

  @Test("gkl_session_finish settles as the player does and leaves the session usable")
  func sessionFinish() {
    let session = gklSessionCreate(nil, "settle=0.5", nil)
    defer { gklSessionDestroy(session) }
    #expect(gklSessionFinish(session) == GKL_OK)
    var state = gkl_state()
    #expect(gklSessionState(session, &state) == GKL_OK && state.has_time == 0)
    var down = gkl_sample(time: 0, x: 10, y: 10, id: 1, phase: Int32(GKL_PHASE_DOWN.rawValue), reserved: 0)
    var up = down
    up.phase = Int32(GKL_PHASE_UP.rawValue)
    up.time = 0.05
    #expect(gklSessionProcessSample(session, &down) == GKL_OK)
    #expect(gklSessionProcessSample(session, &up) == GKL_OK)
    #expect(gklSessionFinish(session) == GKL_OK)
    #expect(gklSessionState(session, &state) == GKL_OK && state.time == 0.55)
    #expect(gklSessionEventCount(session) == 3)  // doubleTap failed, tap recognized, chromeToggled
    #expect(gklSessionFinish(nil) == GKL_ERROR_ARGUMENT)
  }

  @Test("a stream's form is told from its first bytes, as for standard input")
  func streamFormatOf() {
    let jsonl = Array("\u{FEFF}\n  {\"t\":0,\"phase\":\"tick\"}".utf8)
    #expect(
      jsonl.withUnsafeBytes { gklStreamFormatOf($0.baseAddress, $0.count) }
        == Int32(GKL_STREAM_JSONL.rawValue))
    #expect(gklStreamFormatOf(nil, 0) == Int32(GKL_STREAM_TEXT.rawValue))
  }
}
