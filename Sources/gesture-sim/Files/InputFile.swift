import Foundation
import GestureKitLite
import GestureKitLiteStreams

/// A touch stream or recording on disk, standard input, or a pipe, read once
/// in chunks so that no input has to fit in memory.
///
/// It is read once and only once: a FIFO, `-` or `<(…)` cannot be read
/// twice. Commands that must print nothing for a refused input hold their
/// output instead (see ``OutputSink/hold()``).
final class InputFile {
  /// The name errors print: the path, or `-` for standard input.
  let displayName: String
  /// The stream form: from the caller, the extension, or the first bytes.
  let format: TouchStreamFormat
  private let handle: FileHandle
  private let closesHandle: Bool
  /// The first chunk, read to find the format; handed out first.
  private var firstChunk: Data?
  private var isConsumed = false

  static let chunkSize = 1 << 16

  /// Opens `path` (`-` for standard input); the format comes from `format`,
  /// else the extension, else the first non-blank byte (`{` means JSON Lines).
  init(path: String, format: TouchStreamFormat?) throws(SimError) {
    displayName = path
    if path == "-" {
      handle = FileHandle.standardInput
      closesHandle = false
    } else {
      switch FileKind(of: path) {
      case .regular, .other: break  // a FIFO is read as it comes
      case .folder: throw .io(path: path, message: "is a directory, not a stream")
      case .missing(let why): throw .io(path: path, message: why)
      case .unreadable(let why): throw .io(path: path, message: "cannot read: \(why)")
      }
      guard let opened = FileHandle(forReadingAtPath: path) else {
        throw .io(path: path, message: "cannot open for reading")
      }
      handle = opened
      closesHandle = true
    }
    if let format {
      self.format = format
    } else if let byExtension = TouchStreamFormat(pathExtension: (path as NSString).pathExtension) {
      self.format = byExtension
    } else {
      let head = handle.readData(ofLength: Self.chunkSize)
      firstChunk = head
      self.format = TouchStreamFormat(sniffing: head)
    }
  }

  deinit {
    if closesHandle { try? handle.close() }
  }

  /// Calls `body` with each chunk of the input, in order; a second call
  /// finds nothing (the input has been read).
  func forEachChunk(_ body: (UnsafeRawBufferPointer) throws(SimError) -> Void) throws(SimError) {
    guard !isConsumed else { return }
    isConsumed = true
    if let head = firstChunk {
      firstChunk = nil
      try Self.hand(head, to: body)
    }
    while true {
      let data = handle.readData(ofLength: Self.chunkSize)
      if data.isEmpty { return }
      try Self.hand(data, to: body)
    }
  }

  private static func hand(
    _ data: Data, to body: (UnsafeRawBufferPointer) throws(SimError) -> Void
  ) throws(SimError) {
    guard !data.isEmpty else { return }
    let bytes = [UInt8](data)
    try bytes.withUnsafeBufferPointer { (buffer) throws(SimError) in
      try body(UnsafeRawBufferPointer(buffer))
    }
  }
}
