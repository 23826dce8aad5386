import GestureKitLite
import GestureKitLiteScripts

/// Plays a gesture script (its `@set` lines included) as `gesture-sim play`
/// plays the stream `synth` draws for it.
///
/// - Returns: The session at the end and every output as `gesture-sim play
///   --values --why` prints it (`0.325 quickScale began scale=1.059463 ...`),
///   without `changed` lines unless asked.
func playScript(_ script: String, changes: Bool = false) throws -> (
  session: ImageViewerSession, lines: [String]
) {
  let playback = try GestureScript(parsing: script).play()
  let log = EventLog(format: .text, includesChanges: changes, includesValues: true, includesReasons: true)
  return (playback.session, playback.outputs.compactMap { log.line(for: $0) })
}

/// The lines whose second word is `word` (a recognizer's name, or `viewer`).
func entries(of word: String, in lines: [String]) -> [String] {
  lines.filter { $0.split(separator: " ").dropFirst().first == Substring(word) }
}

/// A viewer line without its time and `viewer`: `zoomEnded scale=2`.
func viewerEvent(_ line: String) -> String {
  line.split(separator: " ").dropFirst(2).joined(separator: " ")
}
