import Foundation

/// Buffered standard output: lines collect in memory and go out in 64 KiB
/// writes, so printing a long event log costs one system call per block.
struct OutputSink {
  private var buffer: [UInt8] = []

  init() {
    buffer.reserveCapacity(1 << 16)
  }

  mutating func write(line: String) {
    buffer.append(contentsOf: line.utf8)
    buffer.append(UInt8(ascii: "\n"))
    if buffer.count >= 1 << 16 { flush() }
  }

  mutating func flush() {
    guard !buffer.isEmpty else { return }
    FileHandle.standardOutput.write(Data(buffer))
    buffer.removeAll(keepingCapacity: true)
  }
}

/// Writes `message` and a line feed to standard error.
func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}
