import GestureKitLite
import GestureKitLiteStreams

/// `gesture-sim play`: plays a stream through the standard recognizer set.
enum PlayCommand {
  /// Plays the stream (or the device recording) and prints the events.
  static func run(_ options: PlayOptions, output: inout OutputSink) throws(SimError) {
    let path = options.path
    output.hold()
    if let recording = options.stream.recording {
      var lines = output
      defer { output = lines }
      let opened = try recording.open(path)
      let summary = try Playback.play(
        opened, configuration: options.stream.configuration, report: options.report
      ) {
        lines.write(line: $0)
      }
      for warning in summary.warnings(path: opened.path) { lines.writeError(warning) }
      return
    }
    let input = try InputFile(path: path, format: options.stream.inputFormat)
    var lines = output
    defer { output = lines }
    try Playback.play(input, configuration: options.stream.configuration, report: options.report) {
      lines.write(line: $0)
    }
  }
}
