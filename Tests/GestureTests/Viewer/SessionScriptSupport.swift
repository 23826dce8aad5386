import GestureKitLite
import GestureKitLiteScripts

/// Plays a gesture script through `session` (any engine, any viewer) and
/// settles for a second after its last frame.
func play(_ script: String, through session: inout ImageViewerSession) throws -> [ImageViewerSession.Output] {
  let frames = try TouchSynthesizer().frames(for: GestureScript(parsing: script))
  var outputs: [ImageViewerSession.Output] = []
  for frame in frames { try session.process(frame, into: &outputs) }
  try session.advance(to: (frames.last?.time ?? 0) + 1, into: &outputs)
  return outputs
}

extension [ImageViewerSession.Output] {
  /// The recognizer events, as `name state` lines.
  var recognizerLines: [String] {
    compactMap { output in
      guard case .recognizer(let event) = output else { return nil }
      return "\(event.name) \(event.state.name)"
    }
  }

  /// The viewer events' kinds.
  var viewerKinds: [ImageViewerEvent.Kind] {
    compactMap { output in
      guard case .viewer(let event) = output else { return nil }
      return event.kind
    }
  }
}
