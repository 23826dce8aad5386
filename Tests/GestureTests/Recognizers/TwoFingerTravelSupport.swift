import GestureKitLite
import GestureKitLiteScripts
import Testing

/// Playing two-finger streams through the standard set and the viewer, for
/// the travel-rule suites.
enum TwoFingerTravelSupport {
  /// The viewports the rule must hold at: a phone, a tablet upright and sideways.
  static let viewports: [Size] = [
    Size(width: 390, height: 844), Size(width: 768, height: 1024), Size(width: 1024, height: 768),
  ]

  /// What the standard set and the viewer make of `samples` at `viewport`:
  /// the recognizer lines (no `changed`), when each came, and the final zoom.
  static func play(_ samples: [TouchSample], viewport: Size) throws -> (
    lines: [String], times: [Double], zoom: Double
  ) {
    var configuration = GestureConfiguration()
    configuration.viewportWidth = viewport.width
    configuration.viewportHeight = viewport.height
    var session = try ImageViewerSession(configuration: configuration)
    var lines: [String] = []
    var times: [Double] = []
    let handle: (ImageViewerSession.Output) -> Void = { output in
      guard case .recognizer(let event) = output, event.state != .changed else { return }
      lines.append("\(StandardRecognizer(rawValue: event.recognizer.index)!.name) \(event.state.name)")
      times.append(event.time.seconds)
    }
    var index = 0
    while index < samples.count {
      var end = index
      while end < samples.count, samples[end].time == samples[index].time { end += 1 }
      try session.process(
        TouchFrame(time: samples[index].time, samples: Array(samples[index..<end])), handle: handle)
      index = end
    }
    try session.advance(to: (samples.last?.time ?? 0) + 1, handle: handle)
    return (lines, times, session.viewer.state.zoomScale)
  }

  /// The samples `script` draws, with gaussian noise of at most `jitter` pt
  /// per axis when it is above 0.
  static func synth(_ script: String, seed: Int = 0, jitter: Double = 0) throws -> [TouchSample] {
    var overrides = SynthSettings.Overrides()
    overrides.seed = UInt64(seed)
    if jitter > 0 {
      overrides.jitter = jitter
      overrides.jitterShape = .gaussian
    }
    return try ScriptTestSupport.samples(script, overrides)
  }
}
