#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation
@_spi(Internals) import GestureKitLite
import GestureKitLiteScripts

/// Writes a synthesized stream as it is drawn: in blocks of about 64 KiB,
/// each read back before it is handed on.
///
/// The script was checked whole before the first block (``TouchSynthesizer/stream(for:)``),
/// so the stream cannot fail for the script's sake once it has started; a
/// block that does not read back is a bug here, reported before that block
/// is written. A file given with `--out` is written beside its place under a
/// temporary name and renamed over it at the end, so a run that stops midway
/// (that bug, a full disk, an interrupt) never leaves a cut stream that looks
/// whole; standard output, which cannot be taken back, gets the blocks as
/// they come.
struct SynthOutput {
  /// About how many bytes a block holds before it is handed on.
  static let blockSize = 1 << 16

  /// Draws `stream` in `format`, handing each block of whole lines to `body`.
  ///
  /// - Parameter path: The script's name, for the internal error.
  /// - Throws: ``SimError`` when a block does not read back, or what `body` throws.
  static func write(
    _ stream: SynthesizedStream, format: TouchStreamFormat, path: String,
    to body: (String) throws(SimError) -> Void
  ) throws(SimError) {
    var stream = stream
    var text = TextTouchStreamWriter()
    var json = JSONLinesTouchStreamWriter()
    var decoder = TouchStreamDecoder(format: format)
    var block = ""
    block.reserveCapacity(blockSize + 256)
    func hand(_ block: inout String) throws(SimError) {
      var failure: TouchStreamError?
      var bytes = block
      bytes.withUTF8 { utf8 in
        do throws(TouchStreamError) {
          try decoder.append(UnsafeRawBufferPointer(utf8)) { _, _ in }
        } catch {
          failure = error
        }
      }
      if let failure {
        // A stream the synthesizer drew but the readers refuse is a bug here, not in the script.
        throw .io(path: path, message: "internal error: the synthesized stream does not read back: \(failure)")
      }
      try body(block)
      block.removeAll(keepingCapacity: true)
    }
    while let record = stream.next() {
      switch format {
      case .text: text.write(record, to: &block)
      case .jsonLines: json.write(record, to: &block)
      }
      if block.utf8.count >= blockSize { try hand(&block) }
    }
    switch format {
    case .text: text.finish(to: &block)
    case .jsonLines: json.finish(to: &block)
    }
    try hand(&block)
    do {
      try decoder.finish { _, _ in }
    } catch {
      throw .io(path: path, message: "internal error: the synthesized stream does not read back: \(error)")
    }
  }

  /// Draws `stream` into the file at `outPath`, which holds the whole stream
  /// or is left as it was.
  static func write(
    _ stream: SynthesizedStream, format: TouchStreamFormat, path: String, toFile outPath: String
  ) throws(SimError) {
    var status = stat()
    if lstat(outPath, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
      // A link, a FIFO or a device (`--out /dev/stdout`) is not replaced but written through.
      try write(stream, format: format, path: path, into: outPath, named: outPath)
      return
    }
    let url = URL(fileURLWithPath: outPath)
    let temporary = url.deletingLastPathComponent().appendingPathComponent(
      ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).partial").path
    do {
      try write(stream, format: format, path: path, into: temporary, named: outPath)
    } catch {
      unlink(temporary)
      throw error
    }
    guard rename(temporary, outPath) == 0 else {
      unlink(temporary)
      throw .io(path: outPath, message: "cannot write the stream")
    }
  }

  /// Draws `stream` into the file at `filePath`, made or emptied first;
  /// errors name `outPath`.
  private static func write(
    _ stream: SynthesizedStream, format: TouchStreamFormat, path: String, into filePath: String,
    named outPath: String
  ) throws(SimError) {
    let descriptor = open(filePath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw .io(path: outPath, message: "cannot write the stream") }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    try write(stream, format: format, path: path) { (block) throws(SimError) in
      do {
        try handle.write(contentsOf: Data(block.utf8))
      } catch {
        throw .io(path: outPath, message: "cannot write the stream")
      }
    }
    do {
      try handle.close()
    } catch {
      throw .io(path: outPath, message: "cannot write the stream")
    }
  }
}
