import GestureKitLite
import GestureKitLiteImporters
import GestureKitLiteStreams

extension Playback {
  /// Plays a recording from a real device, as `play` plays a stream, with the
  /// library's ``RecordingPlayer``.
  ///
  /// The recording is read once (it may be a pipe); the caller holds the
  /// output until the play succeeds, so a bad recording prints nothing.
  ///
  /// - Returns: What the import found (for its warnings).
  @discardableResult
  static func play(
    _ recording: RecordingImport, configuration: GestureConfiguration, report: Report,
    emit: (String) -> Void
  ) throws(SimError) -> RecordingImport.Summary {
    var player = RecordingPlayer(try recording.decoder(), configuration: configuration)
    try withoutActuallyEscaping(emit) { emit throws(SimError) in
      let handler: TouchStreamPlayer.OutputHandler = { output in
        if let line = report.line(for: output) { emit(line) }
      }
      try recording.input.forEachChunk { (chunk) throws(SimError) in
        try RecordingImport.checked(path: recording.path) { () throws(RecordingError) in
          try player.append(chunk, handler)
        }
      }
      try RecordingImport.checked(path: recording.path) { () throws(RecordingError) in
        try player.finish(handler)
      }
    }
    if let state = player.session?.viewer.state { emit(report.stateLine(state)) }
    return player.summary
  }
}
