import Foundation

@testable import gesture_sim

/// Runs `gesture-sim` in the test process, capturing what it prints.
enum CommandLineTestSupport {
  /// What one run printed and returned.
  struct Outcome: Equatable, CustomStringConvertible {
    /// The exit code.
    var code: Int32
    /// Everything written to standard output.
    var standardOutput: String
    /// Everything written to standard error.
    var standardError: String

    var description: String {
      "exit \(code)\n--- stdout\n\(standardOutput)--- stderr\n\(standardError)"
    }
  }

  /// Runs `gesture-sim ARGV`.
  static func run(_ argv: [String]) -> Outcome {
    var sink = OutputSink(capturing: true)
    let code = GestureSim.run(argv, output: &sink)
    sink.flush()
    return Outcome(
      code: code, standardOutput: String(decoding: sink.captured, as: UTF8.self),
      standardError: sink.capturedErrors)
  }

  /// A file in a fresh temporary folder holding `text`; `body` gets its path,
  /// and the folder is removed afterwards.
  static func withFile<Result>(
    named name: String, _ text: String, _ body: (String) throws -> Result
  ) throws -> Result {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "gesture-sim-cli-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent(name).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return try body(path)
  }

  /// A tap: down, up 50 ms later.
  static let tap = "0 down 1 195 400\n0.05 up 1 195 400\n"
}
