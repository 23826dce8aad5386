#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Output held back until a command knows its input was good.
///
/// `play` and `import` read their input once (a FIFO or standard input can be
/// read only once) and must still print nothing when a line near the end is
/// refused. So what they write is held here: in memory up to
/// ``defaultMemoryLimit`` bytes, then in an unnamed temporary file (`tmpfile()`, gone
/// when closed), so a long event log still takes bounded memory. On success
/// the command hands the held bytes on with ``drain(_:)``; on failure it drops
/// the spool and nothing was written.
final class Spool {
  /// The most bytes a spool holds in memory by default before it moves them
  /// to its file: 8 MiB.
  static let defaultMemoryLimit = 8 << 20

  /// The most bytes this spool holds in memory before it moves them to its file.
  let memoryLimit: Int
  private var bytes: [UInt8] = []
  private var file: UnsafeMutablePointer<FILE>?

  init(memoryLimit: Int = Spool.defaultMemoryLimit) {
    self.memoryLimit = memoryLimit
    bytes.reserveCapacity(min(memoryLimit, 1 << 16))
  }

  /// Whether some of the held bytes are in the temporary file.
  var hasSpilled: Bool { file != nil }

  deinit {
    if let file { fclose(file) }
  }

  /// Holds `line` and a line feed.
  func append(line: String) {
    bytes.append(contentsOf: line.utf8)
    bytes.append(UInt8(ascii: "\n"))
    if bytes.count >= memoryLimit { spill() }
  }

  /// Holds `text` as it is.
  func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
    if bytes.count >= memoryLimit { spill() }
  }

  /// Holds `raw` as it is.
  func append(_ raw: UnsafeBufferPointer<UInt8>) {
    bytes.append(contentsOf: raw)
    if bytes.count >= memoryLimit { spill() }
  }

  /// Moves the bytes in memory to the file.
  ///
  /// Without a temporary file (none could be made) they stay in memory:
  /// better to use memory than to lose output.
  private func spill() {
    if file == nil { file = tmpfile() }
    guard let file else { return }
    let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    if written == bytes.count { bytes.removeAll(keepingCapacity: true) }
  }

  /// Hands every held byte, in order, to `body` in blocks of at most 64 KiB.
  ///
  /// - Throws: `SimError.io` when the temporary file cannot be read back.
  func drain(_ body: (UnsafeBufferPointer<UInt8>) throws(SimError) -> Void) throws(SimError) {
    if let file {
      rewind(file)
      var block = [UInt8](repeating: 0, count: 1 << 16)
      while true {
        let count = block.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
        if count > 0 {
          try block.withUnsafeBufferPointer { (all) throws(SimError) in
            try body(UnsafeBufferPointer(rebasing: all[..<count]))
          }
        }
        if count < block.count {
          guard ferror(file) == 0 else {
            throw .io(path: "-", message: "cannot read back the held output")
          }
          break
        }
      }
    }
    try bytes.withUnsafeBufferPointer { (held) throws(SimError) in try body(held) }
  }
}
