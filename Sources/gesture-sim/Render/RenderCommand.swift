import Foundation
import GestureKitLite
import GestureKitLiteStreams

/// `gesture-sim render`: draws what `play` computes, as an SVG timeline or a
/// self-contained HTML replay.
///
/// `gesture-sim render FILE|- [--out OUT.svg|OUT.html] [--image FILE]` with
/// `play`'s stream options. Without `--out` the SVG goes to standard output.
/// The stream is played once and the output written only after the whole
/// stream played: a malformed one prints `FILE:LINE:COL: error: ...`, writes
/// nothing and exits 2. The same input always gives the same bytes.
enum RenderCommand {
  /// What `--out` asks for.
  enum Output: Equatable {
    case svg
    case html
  }

  /// Plays the stream and writes its drawing to standard output or `--out`.
  static func run(_ options: RenderOptions, output: inout OutputSink) throws(SimError) {
    let path = options.path
    let outPath = options.outPath
    let imagePath = options.imagePath
    let kind = options.kind
    let stream = options.stream
    let values = options.includesValues
    let image = try imagePath.map { (path) throws(SimError) in try EmbeddedImage(path: path) }
    let recording = try record(path, stream: stream, limits: .standard, includesValues: values)
    let text: String
    switch kind {
    case .svg: text = TimelineSVG.document(recording)
    case .html: text = ReplayHTML.document(recording, image: image)
    }
    guard let outPath else {
      output.write(text: text)
      return
    }
    try write(text, to: outPath)
  }

  /// Plays the stream (or the recording, with `--from`) at `path` and records it.
  ///
  /// - Parameters:
  ///   - path: The stream, or `-` for standard input.
  ///   - stream: `play`'s stream options.
  ///   - limits: What the recording keeps.
  ///   - includesValues: Whether the log's recognizer lines carry their
  ///     values, as `play --values` prints them.
  /// - Returns: What the play recorded.
  /// - Throws: ``SimError`` for an input that cannot be read or is malformed.
  static func record(
    _ path: String, stream: StreamOptions, limits: RenderLimits, includesValues: Bool = false
  ) throws(SimError) -> RenderRecording {
    let title = path == "-" ? "standard input" : (path as NSString).lastPathComponent
    if let options = stream.recording {
      let recording = try options.open(path)
      var player = RenderPlayer(
        format: .text, configuration: stream.configuration, limits: limits, includesValues: includesValues)
      var failure: TouchStreamError?
      _ = try recording.forEachRecord { record throws(SimError) in
        guard failure == nil else { return }
        do throws(TouchStreamError) {
          try player.append(Array((TextTouchStreamWriter.line(for: record) + "\n").utf8))
        } catch {
          failure = error
        }
      }
      do throws(TouchStreamError) {
        if let failure { throw failure }
        return try player.finish(title: title)
      } catch {
        // The importer made the stream from a checked recording: a refusal is a bug.
        throw .io(
          path: recording.path, message: "internal error: the imported stream does not play: \(error)")
      }
    }
    let input = try InputFile(path: path, format: stream.inputFormat)
    var player = RenderPlayer(
      format: input.format, configuration: stream.configuration, limits: limits,
      includesValues: includesValues)
    var head: [UInt8]?
    try input.forEachChunk { (chunk) throws(SimError) in
      if head == nil { head = Array(chunk) }
      do throws(TouchStreamError) {
        try player.append(chunk)
      } catch {
        throw Playback.refusal(error, path: input.displayName, head: head ?? [])
      }
    }
    do throws(TouchStreamError) {
      return try player.finish(title: title)
    } catch {
      throw Playback.refusal(error, path: input.displayName, head: head ?? [])
    }
  }

  /// Writes `text` to `path` all at once: a file beside it, then renamed.
  static func write(_ text: String, to path: String) throws(SimError) {
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw .io(path: path, message: "cannot write: \(error.localizedDescription)")
    }
  }
}
