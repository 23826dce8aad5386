import Foundation

/// Buffered standard output: lines collect in memory and go out in 64 KiB
/// writes, so printing a long event log costs one system call per block.
///
/// A capturing sink (`OutputSink(capturing: true)`, for tests) keeps what
/// would have gone to standard output and standard error in ``captured`` and
/// ``capturedErrors`` instead.
struct OutputSink {
  private var buffer: [UInt8] = []
  private let capturing: Bool
  /// What a capturing sink would have written to standard output.
  private(set) var captured: [UInt8] = []
  /// What a capturing sink would have written to standard error.
  private(set) var capturedErrors = ""

  init(capturing: Bool = false) {
    self.capturing = capturing
    buffer.reserveCapacity(1 << 16)
  }

  mutating func write(line: String) {
    buffer.append(contentsOf: line.utf8)
    buffer.append(UInt8(ascii: "\n"))
    if buffer.count >= 1 << 16 { flush() }
  }

  mutating func flush() {
    guard !buffer.isEmpty else { return }
    if capturing {
      captured += buffer
    } else {
      FileHandle.standardOutput.write(Data(buffer))
    }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Writes `message` and a line feed to standard error.
  mutating func writeError(_ message: String) {
    if capturing {
      capturedErrors += message + "\n"
    } else {
      printError(message)
    }
  }
}

/// Writes `message` and a line feed to standard error.
func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}
