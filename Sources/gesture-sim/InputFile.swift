import Foundation
import GestureKitLite

/// A touch stream on disk (or standard input), read in chunks so that no
/// stream has to fit in memory.
///
/// Standard input is copied to a temporary file first: `play` reads a stream
/// twice (once to check it, once to play it) so that a bad stream prints
/// nothing on standard output.
struct InputFile {
  /// The name errors print: the path, or `-` for standard input.
  let displayName: String
  let path: String
  let format: TouchStreamFormat
  private let isTemporary: Bool

  static let chunkSize = 1 << 16

  /// Opens `path` (`-` for standard input); the format comes from `format`,
  /// else the extension, else the first non-blank byte (`{` means JSON Lines).
  init(path: String, format: TouchStreamFormat?) throws(SimError) {
    displayName = path
    if path == "-" {
      let temporary = FileManager.default.temporaryDirectory
        .appendingPathComponent("gesture-sim-stdin-\(ProcessInfo.processInfo.processIdentifier).touches")
      guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
        let output = FileHandle(forWritingAtPath: temporary.path)
      else { throw .io(path: "-", message: "cannot create a temporary file for standard input") }
      while true {
        let data = FileHandle.standardInput.readData(ofLength: Self.chunkSize)
        if data.isEmpty { break }
        output.write(data)
      }
      try? output.close()
      self.path = temporary.path
      isTemporary = true
    } else {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw .io(path: path, message: "no such file")
      }
      guard !isDirectory.boolValue else { throw .io(path: path, message: "is a directory, not a stream") }
      self.path = path
      isTemporary = false
    }
    if let format {
      self.format = format
    } else if let byExtension = TouchStreamFormat(pathExtension: (path as NSString).pathExtension) {
      self.format = byExtension
    } else {
      self.format = try Self.sniffFormat(atPath: self.path, displayName: displayName)
    }
  }

  /// Removes the temporary copy of standard input, if any.
  func close() {
    if isTemporary { try? FileManager.default.removeItem(atPath: path) }
  }

  /// Calls `body` with each chunk of the file, in order.
  func forEachChunk(_ body: (UnsafeRawBufferPointer) throws(SimError) -> Void) throws(SimError) {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw .io(path: displayName, message: "cannot open for reading")
    }
    defer { try? handle.close() }
    while true {
      let data = handle.readData(ofLength: Self.chunkSize)
      if data.isEmpty { return }
      let bytes = [UInt8](data)
      try bytes.withUnsafeBufferPointer { (buffer) throws(SimError) in
        try body(UnsafeRawBufferPointer(buffer))
      }
    }
  }

  private static func sniffFormat(atPath path: String, displayName: String) throws(SimError)
    -> TouchStreamFormat
  {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw .io(path: displayName, message: "cannot open for reading")
    }
    defer { try? handle.close() }
    let head = handle.readData(ofLength: 4096)
    for byte in head
    where
      !(byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0xEF || byte == 0xBB
      || byte == 0xBF)
    {
      return byte == UInt8(ascii: "{") ? .jsonLines : .text
    }
    return .text
  }
}
