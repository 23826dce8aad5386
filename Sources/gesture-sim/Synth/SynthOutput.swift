import GestureKitLite
import GestureKitLiteScripts
import GestureKitLiteStreams

/// Writes a synthesized stream as it is drawn: in blocks of about 64 KiB,
/// each read back before it is handed on.
///
/// The script was checked whole before the first block (``TouchSynthesizer/stream(for:)``),
/// so the stream cannot fail for the script's sake once it has started; a
/// block that does not read back is a bug here, reported before that block
/// is written. A file given with `--out` is a ``ReplacedFile``, so a run that
/// stops midway (that bug, a full disk, an interrupt) never leaves a cut
/// stream that looks whole; standard output, which cannot be taken back, gets
/// the blocks as they come.
struct SynthOutput {
  /// About how many bytes a block holds before it is handed on.
  static let blockSize = 1 << 16

  /// Draws `stream` in `format`, handing each block of whole lines to `body`.
  ///
  /// - Parameters:
  ///   - stream: The stream, not yet read.
  ///   - format: The form to write.
  ///   - path: The script's name, for the internal error.
  ///   - body: Receives each block.
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
        throw .io(
          path: path, message: "internal error: the synthesized stream does not read back: \(failure)")
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
    let file = try ReplacedFile(replacing: outPath)
    try write(stream, format: format, path: path) { (block) throws(SimError) in try file.write(block) }
    try file.commit()
  }
}
