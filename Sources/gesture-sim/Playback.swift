@_spi(Internals) import GestureKitLite

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

  private static func play(
    _ input: InputFile, player: inout TouchStreamPlayer,
    handler: @escaping TouchStreamPlayer.OutputHandler
  ) throws(SimError) {
    try input.forEachChunk { (chunk) throws(SimError) in
      do throws(TouchStreamError) {
        try player.append(chunk, handler)
      } catch {
        throw SimError.stream(error, path: input.displayName)
      }
    }
    do throws(TouchStreamError) {
      try player.finish(handler)
    } catch {
      throw .stream(error, path: input.displayName)
    }
  }
}
