import GestureKitLite
import GestureKitLiteStreams

/// Plays a stream file in one pass, calling `emit` with each output line.
///
/// The input is read once (it may be a pipe); the caller holds what `emit`
/// receives until the play succeeds (``OutputSink/hold()``), so a refused
/// stream prints nothing. Memory stays bounded by one chunk and one line.
enum Playback {
  /// Plays the stream, calling `emit` with each output line.
  static func play(
    _ input: InputFile, configuration: GestureConfiguration, report: Report,
    emit: (String) -> Void
  ) throws(SimError) {
    var player = TouchStreamPlayer(format: input.format, configuration: configuration)
    try withoutActuallyEscaping(emit) { emit throws(SimError) in
      let handler: TouchStreamPlayer.OutputHandler = { output in
        if let line = report.line(for: output) { emit(line) }
      }
      try play(input, player: &player, handler: handler)
    }
    if let state = player.session?.viewer.state { emit(report.stateLine(state)) }
  }

  /// Plays every chunk of `input`; a refused stream's error carries a
  /// ``RecordingHint`` when the input looks like a device recording.
  private static func play(
    _ input: InputFile, player: inout TouchStreamPlayer,
    handler: @escaping TouchStreamPlayer.OutputHandler
  ) throws(SimError) {
    var head: [UInt8]?
    try input.forEachChunk { (chunk) throws(SimError) in
      if head == nil { head = Array(chunk) }
      do throws(TouchStreamError) {
        try player.append(chunk, handler)
      } catch {
        throw refusal(error, path: input.displayName, head: head ?? [])
      }
    }
    do throws(TouchStreamError) {
      try player.finish(handler)
    } catch {
      throw refusal(error, path: input.displayName, head: head ?? [])
    }
  }

  /// The error for a refused stream, with a hint when it looks like a
  /// recording (``RecordingHint``); `head` is the input's first chunk.
  static func refusal(_ error: TouchStreamError, path: String, head: [UInt8]) -> SimError {
    let refused = SimError.stream(error, path: path)
    guard let hint = RecordingHint.hint(for: error, head: head) else { return refused }
    return .hinted(refused, hint: hint)
  }
}
