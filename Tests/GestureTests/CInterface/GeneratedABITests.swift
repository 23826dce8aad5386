import Foundation
import Testing

/// The C interface's other descriptions are the header's: `swift test`
/// fails while one of the files scripts/generate-abi.py writes from
/// gesturekitlite.h (the layout checks, web/layout.js, Python's _abi.py) is
/// stale, as CI's `scripts/generate-abi.py --check` does.
@Suite("C interface: generated from the header")
struct GeneratedABITests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test("gesturekitlite.c, web/layout.js and _abi.py are what scripts/generate-abi.py writes from the header")
  func generatedFilesAreCurrent() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", Self.root.appendingPathComponent("scripts/generate-abi.py").path, "--check",
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(text)")
  }
}
