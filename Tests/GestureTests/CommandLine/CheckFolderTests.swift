import Foundation
import Testing

@testable import gesture_sim

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `gesture-sim check` on a folder holding more than regular fixtures: what
/// is not a regular file is skipped with a message, a fixture that cannot be
/// read is reported with its real cause, and the others are checked all the
/// same (issue 27).
@Suite("command line: check's fixture folder")
struct CheckFolderTests {
  /// A folder with a good fixture and every kind of entry that is not one.
  private static func makeFolder() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "gesture-sim-check-\(UInt64.random(in: 0...UInt64.max))"
    ).path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let file = { (name: String) in (folder as NSString).appendingPathComponent(name) }
    try CommandLineTestSupport.tap.write(toFile: file("good.touches"), atomically: true, encoding: .utf8)
    try CommandLineTestSupport.tap.write(toFile: file("e.touches"), atomically: true, encoding: .utf8)
    try "0 down 1 x 400\n".write(toFile: file("malformed.touches"), atomically: true, encoding: .utf8)
    #expect(mkfifo(file("fifo.touches"), 0o644) == 0)
    #expect(mkfifo(file("e.expected"), 0o644) == 0)
    try FileManager.default.createDirectory(atPath: file("dir.touches"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: file("loop.touches"), withDestinationPath: file("loop2.touches"))
    try FileManager.default.createSymbolicLink(
      atPath: file("loop2.touches"), withDestinationPath: file("loop.touches"))
    try FileManager.default.createSymbolicLink(
      atPath: file("dangling.touches"), withDestinationPath: file("none"))
    // A name that is not UTF-8: "bad", the byte 0xFF, ".touches".
    let name = Array(file("bad").utf8) + [0xFF] + Array(".touches".utf8) + [0]
    let descriptor = name.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
    }
    #expect(descriptor >= 0)
    close(descriptor)
    return folder
  }

  @Test(
    "a FIFO, a folder, a symlink loop, a dangling link and a name that is not UTF-8 are reported; the rest is checked"
  )
  func everyKindOfEntry() throws {
    let folder = try Self.makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let update = CommandLineTestSupport.run(["check", folder, "--update"])
    #expect(update.standardOutput == "updated \(folder)/good.expected\n", "\(update)")
    #expect(update.code == 2)
    let run = CommandLineTestSupport.run(["check", folder])
    #expect(run.code == 2)
    #expect(run.standardOutput == "1 passed, 0 failed, 6 could not be read\n")
    #expect(
      run.standardError.split(separator: "\n").map(String.init) == [
        "\(folder)/bad\\xFF.touches: error: cannot read: its name is not UTF-8 text",
        "\(folder)/dangling.touches: error: cannot read: a symbolic link to a file that does not exist",
        "\(folder)/dir.touches: warning: skipped: not a regular file (a folder)",
        "\(folder)/e.expected: error: cannot read: not a regular file (a FIFO)",
        "\(folder)/fifo.touches: warning: skipped: not a regular file (a FIFO)",
        "\(folder)/loop.touches: error: cannot read: a loop of symbolic links",
        "\(folder)/loop2.touches: error: cannot read: a loop of symbolic links",
        "\(folder)/malformed.touches:1:10: error: expected a number for x, found 'x'",
        "\(folder): error: 6 of 7 fixtures could not be read",
      ])
  }

  @Test("a folder of which nothing can be checked says so")
  func nothingToCheck() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "gesture-sim-check-\(UInt64.random(in: 0...UInt64.max))"
    ).path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(mkfifo((folder as NSString).appendingPathComponent("only.touches"), 0o644) == 0)
    let run = CommandLineTestSupport.run(["check", folder])
    #expect(run.code == 2)
    #expect(
      run.standardError.hasPrefix("\(folder)/only.touches: warning: skipped: not a regular file (a FIFO)\n"))
    #expect(run.standardError.contains("no .touches or .jsonl streams in '\(folder)'"))
  }

  @Test("play and import name the real cause of an input they cannot open")
  func inputsNameTheirCause() throws {
    let folder = try Self.makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let loop = (folder as NSString).appendingPathComponent("loop.touches")
    let dangling = (folder as NSString).appendingPathComponent("dangling.touches")
    let play = CommandLineTestSupport.run(["play", loop])
    #expect(play.code == 2 && play.standardOutput.isEmpty)
    #expect(play.standardError == "\(loop): error: cannot read: a loop of symbolic links\n")
    let imported = CommandLineTestSupport.run(["import", dangling, "--from", "evemu"])
    #expect(imported.code == 2)
    #expect(imported.standardError == "\(dangling): error: a symbolic link to a file that does not exist\n")
  }

  @Test("a name's bytes that are not UTF-8 are shown as \\xHH, the rest as they are")
  func escapedNames() {
    #expect(FixtureFolder.escaped(Array("ok é".utf8)) == "ok é")
    #expect(FixtureFolder.escaped([0x61, 0xFF, 0xC3, 0x28, 0x62]) == "a\\xFF\\xC3(b")
    #expect(FixtureFolder.escaped([0xE2, 0x82]) == "\\xE2\\x82")
  }
}
