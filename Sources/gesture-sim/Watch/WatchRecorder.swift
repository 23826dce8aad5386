import Foundation
import GestureKitLite
import GestureKitLiteStreams

/// `watch --record FILE`: the stream `watch` played, written as it goes, so
/// that `gesture-sim play FILE` prints the same lines.
///
/// Written line by line and flushed after each batch, not replaced whole at
/// the end as `--out` files are: what a session recorded before the process
/// was killed is worth keeping, and every line written is a whole record.
final class WatchRecorder {
  private let path: String
  private let handle: FileHandle
  private let format: TouchStreamFormat
  private var text = ""
  private var textWriter = TextTouchStreamWriter()
  private var jsonWriter = JSONLinesTouchStreamWriter()

  /// Creates (or empties) `path`, in the form its extension names (`.jsonl`,
  /// else text), starting with `comment` (text only).
  ///
  /// - Throws: ``SimError/io(path:message:)`` when it cannot be written.
  init(path: String, comment: String) throws(SimError) {
    self.path = path
    format = TouchStreamFormat(pathExtension: (path as NSString).pathExtension) ?? .text
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let handle = FileHandle(forWritingAtPath: path)
    else {
      throw .io(path: path, message: "cannot write the recording")
    }
    self.handle = handle
    if format == .text { text = comment.split(separator: "\n").map { "# \($0)\n" }.joined() }
  }

  /// Adds a comment line (text only).
  func comment(_ line: String) {
    if format == .text { text += "# \(line)\n" }
  }

  /// Adds `record`.
  func write(_ record: TouchStreamRecord) {
    switch format {
    case .text: textWriter.write(record, to: &text)
    case .jsonLines: jsonWriter.write(record, to: &text)
    }
  }

  /// Writes what was added to the file.
  ///
  /// - Throws: ``SimError/io(path:message:)`` when the file cannot be written.
  func flush() throws(SimError) {
    guard !text.isEmpty else { return }
    do {
      try handle.write(contentsOf: Data(text.utf8))
    } catch {
      throw .io(path: path, message: "cannot write the recording: \(error.localizedDescription)")
    }
    text = ""
  }

  /// Ends the stream and closes the file.
  func finish() throws(SimError) {
    switch format {
    case .text: textWriter.finish(to: &text)
    case .jsonLines: jsonWriter.finish(to: &text)
    }
    try flush()
    try? handle.close()
  }
}
