import Foundation

/// Buffered standard output: lines collect in memory and go out in 64 KiB
/// writes, so printing a long event log costs one system call per block.
///
/// A capturing sink (`OutputSink(capturing: true)`, for tests) keeps what
/// would have gone to standard output and standard error in ``captured`` and
/// ``capturedErrors`` instead.
///
/// A command whose input may still be refused after it has started writing
/// (`play`, `import`) calls ``hold()`` first: its lines then wait in a
/// ``Spool`` that `gesture-sim` releases when the command succeeds and drops
/// when it fails, so a refused stream prints nothing on standard output.
struct OutputSink {
  private var buffer: [UInt8] = []
  private let capturing: Bool
  private var held: Spool?
  /// What a capturing sink would have written to standard output.
  private(set) var captured: [UInt8] = []
  /// What a capturing sink would have written to standard error.
  private(set) var capturedErrors = ""

  init(capturing: Bool = false) {
    self.capturing = capturing
    buffer.reserveCapacity(1 << 16)
  }

  mutating func write(line: String) {
    if let held {
      held.append(line: line)
      return
    }
    buffer.append(contentsOf: line.utf8)
    buffer.append(UInt8(ascii: "\n"))
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Writes `text` as it is (it ends its own lines).
  mutating func write(text: String) {
    if let held {
      held.append(text)
      return
    }
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Writes `bytes` as they are.
  mutating func write(raw bytes: UnsafeBufferPointer<UInt8>) {
    if let held {
      held.append(bytes)
      return
    }
    buffer.append(contentsOf: bytes)
    if buffer.count >= 1 << 16 { flush() }
  }

  mutating func flush() {
    guard !buffer.isEmpty else { return }
    let pending = buffer
    pending.withUnsafeBufferPointer { write(bytes: $0) }
    buffer.removeAll(keepingCapacity: true)
  }

  private mutating func write(bytes: UnsafeBufferPointer<UInt8>) {
    if capturing {
      captured += bytes
    } else {
      FileHandle.standardOutput.write(Data(buffer: bytes))
    }
  }

  /// Holds every line written from now on until ``releaseHeld()`` or ``discardHeld()``.
  mutating func hold() {
    flush()
    if held == nil { held = Spool() }
  }

  /// Writes the held lines out (the command succeeded) and stops holding.
  mutating func releaseHeld() throws(SimError) {
    guard let spool = held else { return }
    held = nil
    flush()
    try spool.drain { (bytes) throws(SimError) in write(bytes: bytes) }
  }

  /// Drops the held lines (the command failed) and stops holding.
  mutating func discardHeld() {
    held = nil
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
