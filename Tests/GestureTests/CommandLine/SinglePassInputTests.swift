import Foundation
import GestureKitLite
import Testing

@testable import gesture_sim

/// `gesture-sim` reads every input once, so a FIFO, `-` and `<(…)` work as a
/// regular file does, and a refused input still prints nothing.
@Suite("command line: every input is read once") struct SinglePassInputTests {
  private static let tap = """
    0 down 1 195 400
    0.09 up 1 195 400

    """

  private static let tapThenBackwards = tap + "0.05 up 1 1 1\n"

  private static let evemuTap = """
    N: Tiny Touchscreen
    A: 35 0 799 0 0 0
    A: 36 0 479 0 0 0
    E: 100.000000 0003 0039 1
    E: 100.000000 0003 0035 400
    E: 100.000000 0003 0036 240
    E: 100.000000 0000 0000 0
    E: 100.080000 0003 0039 -1
    E: 100.080000 0000 0000 0

    """

  /// A named pipe in the temporary folder, fed `text` by a writer on another
  /// thread once a reader opens it; the caller removes it.
  private static func fifo(_ name: String, feeding text: String) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesturekit-fifo-\(ProcessInfo.processInfo.processIdentifier)-\(name)").path
    unlink(path)
    try #require(mkfifo(path, 0o600) == 0, "mkfifo \(path)")
    let bytes = Array(text.utf8)
    Thread.detachNewThread {
      // Opening a FIFO for writing waits for its reader.
      let descriptor = open(path, O_WRONLY)
      guard descriptor >= 0 else { return }
      _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      close(descriptor)
    }
    return path
  }

  private static func file(_ name: String, _ text: String) -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesturekit-single-pass-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
      .path
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    return path
  }

  private static func run(_ words: [String]) -> (code: Int32, output: String, errors: String) {
    var sink = OutputSink(capturing: true)
    let code = GestureSim.run(words, output: &sink)
    sink.flush()
    return (code, String(decoding: sink.captured, as: UTF8.self), sink.capturedErrors)
  }

  @Test("play reads a FIFO once and prints what it prints for the same regular file")
  func playsAFIFO() throws {
    let regular = Self.file("tap.touches", Self.tap)
    let pipe = try Self.fifo("tap-play", feeding: Self.tap)
    defer { for path in [regular, pipe] { unlink(path) } }
    let expected = Self.run(["play", regular])
    let fromPipe = Self.run(["play", pipe])
    #expect(expected.code == 0)
    #expect(fromPipe.code == 0)
    #expect(fromPipe.output == expected.output)
    #expect(fromPipe.output.contains("0.390 tap recognized"))
  }

  @Test("a stream refused on its last line through a FIFO prints nothing on standard output")
  func refusedFIFOPrintsNothing() throws {
    let pipe = try Self.fifo("tap-refused", feeding: Self.tapThenBackwards)
    defer { unlink(pipe) }
    let result = Self.run(["play", pipe])
    #expect(result.code == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors == "\(pipe):3:1: error: time went backwards: 0.05 is before 0.09\n")
  }

  @Test("import and play --from read a recording from a FIFO once")
  func importsFromAFIFO() throws {
    let regular = Self.file("tap.events", Self.evemuTap)
    let importPipe = try Self.fifo("tap-import", feeding: Self.evemuTap)
    let playPipe = try Self.fifo("tap-play-from", feeding: Self.evemuTap)
    defer { for path in [regular, importPipe, playPipe] { unlink(path) } }
    let expected = Self.run(["import", "--from", "evemu", regular])
    let imported = Self.run(["import", "--from", "evemu", importPipe])
    #expect(imported.code == 0)
    #expect(
      imported.output == expected.output.replacingOccurrences(of: regular, with: importPipe))
    #expect(imported.output.hasSuffix("0 down 0 195 422\n0.08 up 0 195 422\n"))
    let played = Self.run(["play", "--from", "evemu", playPipe])
    #expect(played.code == 0)
    #expect(played.output == Self.run(["play", "--from", "evemu", regular]).output)
  }

  @Test("a recording refused part-way through writes no --out file and prints nothing")
  func refusedRecordingWritesNothing() throws {
    let bad = Self.evemuTap + "E: 99.000000 0000 0000 0\n"
    let input = Self.file("bad.events", bad)
    let out = FileManager.default.temporaryDirectory
      .appendingPathComponent(
        "gesturekit-single-pass-\(ProcessInfo.processInfo.processIdentifier)-out.touches"
      )
      .path
    defer { for path in [input, out] { unlink(path) } }
    unlink(out)
    let toFile = Self.run(["import", "--from", "evemu", input, "--out", out])
    #expect(toFile.code == 2)
    #expect(!FileManager.default.fileExists(atPath: out))
    #expect(!FileManager.default.fileExists(atPath: out + ".gesture-sim-partial"))
    let toStandardOutput = Self.run(["import", "--from", "evemu", input])
    #expect(toStandardOutput.code == 2)
    #expect(toStandardOutput.output.isEmpty)
    #expect(
      toStandardOutput.errors
        == "\(input):10:4: error: time went backwards: 99.000000 is before 100.080000\n")
  }

  @Test("held output past the spool's memory limit goes through its file and comes back in order")
  func spoolSpillsAndDrainsInOrder() throws {
    let spool = Spool(memoryLimit: 100)
    var expected = ""
    for index in 0..<1_000 {
      let line = "line \(index) " + String(repeating: "x", count: index % 17)
      spool.append(line: line)
      expected += line + "\n"
    }
    #expect(spool.hasSpilled)
    var drained: [UInt8] = []
    try spool.drain { (bytes) throws(SimError) in drained += bytes }
    #expect(String(decoding: drained, as: UTF8.self) == expected)
  }
}
