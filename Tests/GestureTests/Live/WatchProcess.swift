import Foundation
import Glibc

/// `gesture-sim watch` run as a process, as a person runs it: its standard
/// output read line by line as it comes, each line with the moment it came.
final class WatchProcess: @unchecked Sendable {
  /// A line printed, and when it arrived (seconds since the process started).
  struct Line: Equatable {
    var text: String
    var at: Double
  }

  /// The `gesture-sim` beside the test bundle: the one `swift build --build-tests` built.
  static let executable: URL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("gesture-sim")

  let process = Process()
  /// Its standard input, when the test writes to it.
  let input = Pipe()
  private let output = Pipe()
  private let errors = Pipe()
  private let lock = NSLock()
  private var received: [Line] = []
  private var partial = ""
  private var errorText = ""
  private let start = Date()

  /// Starts `gesture-sim watch ARGUMENTS`.
  init(_ arguments: [String]) throws {
    process.executableURL = Self.executable
    process.arguments = ["watch"] + arguments
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    output.fileHandleForReading.readabilityHandler = { [weak self] handle in self?.take(handle.availableData)
    }
    errors.fileHandleForReading.readabilityHandler = { [weak self] handle in
      guard let self else { return }
      let text = String(decoding: handle.availableData, as: UTF8.self)
      self.lock.withLock { self.errorText += text }
    }
    try process.run()
  }

  /// Seconds since the process started.
  var elapsed: Double { Date().timeIntervalSince(start) }

  private func take(_ data: Data) {
    let moment = elapsed
    lock.withLock {
      partial += String(decoding: data, as: UTF8.self)
      while let end = partial.firstIndex(of: "\n") {
        received.append(Line(text: String(partial[..<end]), at: moment))
        partial = String(partial[partial.index(after: end)...])
      }
    }
  }

  /// The lines printed so far.
  var lines: [Line] { lock.withLock { received } }

  /// What it printed on standard error so far.
  var standardError: String { lock.withLock { errorText } }

  /// Writes `bytes` to its standard input.
  func write(_ bytes: [UInt8]) {
    input.fileHandleForWriting.write(Data(bytes))
  }

  /// Sends SIGINT, as Ctrl-C does.
  func interrupt() { process.interrupt() }

  /// Waits for it to exit (at most `seconds`), and returns its exit code.
  func waitForExit(within seconds: Double = 10) -> Int32? {
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
    guard !process.isRunning else {
      process.terminate()
      return nil
    }
    // The last output may still be on its way to the handlers.
    Thread.sleep(forTimeInterval: 0.1)
    return process.terminationStatus
  }

  /// A FIFO at a fresh path; `body` gets its path, and it is removed afterwards.
  static func withFIFO<Result>(_ body: (String) throws -> Result) throws -> Result {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "gesture-sim-watch-\(UInt64.random(in: 0...UInt64.max)).fifo"
    ).path
    guard mkfifo(path, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
    defer { unlink(path) }
    return try body(path)
  }
}
