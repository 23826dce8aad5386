import GestureKitLite

extension Playback {
  /// Plays a recording from a real device, as `play` plays a stream.
  ///
  /// The recording is read once (it may be a pipe); the caller holds the
  /// output until the play succeeds, so a bad recording prints nothing. The
  /// records go through the text form on their way to the player, so
  /// `play --from` prints exactly what `import` and then `play` would.
  ///
  /// - Returns: What the import found (for its warnings).
  @discardableResult
  static func play(
    _ recording: RecordingImport, configuration: GestureConfiguration, report: Report,
    emit: (String) -> Void
  ) throws(SimError) -> RecordingImport.Summary {
    var player = TouchStreamPlayer(format: .text, configuration: configuration)
    var summary = RecordingImport.Summary(viewport: recording.viewport)
    try withoutActuallyEscaping(emit) { emit throws(SimError) in
      let handler: TouchStreamPlayer.OutputHandler = { output in
        if let line = report.line(for: output) { emit(line) }
      }
      var failure: TouchStreamError?
      summary = try recording.forEachRecord { record throws(SimError) in
        guard failure == nil else { return }
        let line = TextTouchStreamWriter.line(for: record) + "\n"
        do throws(TouchStreamError) {
          try player.append(Array(line.utf8), handler)
        } catch {
          failure = error
        }
      }
      if failure == nil {
        do throws(TouchStreamError) {
          try player.finish(handler)
        } catch {
          failure = error
        }
      }
      if let failure {
        // The recording was checked and its stream is made by our writer: a
        // refusal here is a bug, reported as one rather than trapped.
        throw SimError.io(
          path: recording.path, message: "internal error: the imported stream does not play: \(failure)")
      }
    }
    if let state = player.session?.viewer.state { emit(report.stateLine(state)) }
    return summary
  }
}
