import GestureKitLite

/// Plays a stream file and returns nothing until the whole file is known to
/// be good: the first pass only decodes (so a bad line is reported before any
/// output), the second plays.
///
/// Memory stays bounded by one chunk and one line.
enum Playback {
  /// Checks the stream, then plays it, calling `emit` with each output line.
  static func play(
    _ input: InputFile, configuration: GestureConfiguration, report: Report,
    emit: (String) -> Void
  ) throws(SimError) {
    try check(input, configuration: configuration)
    var player = TouchStreamPlayer(format: input.format, configuration: configuration)
    try withoutActuallyEscaping(emit) { emit throws(SimError) in
      let handler: TouchStreamPlayer.OutputHandler = { output, session in
        if let line = report.line(for: output, session: session) { emit(line) }
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

  /// Decodes the whole stream without playing it.
  static func check(_ input: InputFile, configuration: GestureConfiguration) throws(SimError) {
    var decoder = TouchStreamDecoder(format: input.format, configuration: configuration)
    try input.forEachChunk { (chunk) throws(SimError) in
      do throws(TouchStreamError) {
        try decoder.append(chunk) { _, _ in }
      } catch {
        throw SimError.stream(error, path: input.displayName)
      }
    }
    do throws(TouchStreamError) {
      try decoder.finish { _, _ in }
    } catch {
      throw .stream(error, path: input.displayName)
    }
  }
}
