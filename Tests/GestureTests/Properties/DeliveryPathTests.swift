import Testing

@testable import GestureKitLite

/// The engine's fast paths are the general path, proved on random streams:
/// frames of moves (`GestureEngine+FramesOfMoves.swift`), the arena's change
/// decided at once and its quiet frames (`GestureArena+QuietFrames.swift`),
/// and the touch table's in-place writes (`TouchTable+InPlace.swift`) give
/// exactly what the general way gives; so do the session's quiet frames
/// (`ImageViewerSession+QuietFrames.swift`) and tuned delivery
/// (`ImageViewerSession+TunedDelivery.swift`), down to the viewer's activity
/// and animations after every frame.
@Suite("delivery paths: the fast paths are the general path")
struct DeliveryPathTests {
  /// Plays `stream` through a session along `path`, frame by frame: every
  /// output, the engine's touches and states and the whole viewer after
  /// every frame, and the viewer's final state.
  private func playFrames(_ stream: RandomTouchStream, path: GestureEngine.DeliveryPath) -> [String] {
    guard var session = try? ImageViewerSession(configuration: stream.configuration) else {
      return ["configuration refused"]
    }
    var lines: [String] = []
    let record: (ImageViewerSession.Output) -> Void = { lines.append(String(describing: $0)) }
    var others = stream.otherInputs[...]
    for (index, frame) in stream.frames.enumerated() {
      do {
        try frame.samples.withUnsafeBufferPointer { (samples) throws(GestureEngineError) in
          try session.process(frameAt: frame.time, samples: samples, path: path, handle: record)
        }
      } catch {
        lines.append("refused: \(error)")
      }
      lines.append(snapshot(session.engine))
      lines.append(snapshot(session.viewer))
      while let other = others.first, other.afterFrame == index {
        others.removeFirst()
        do { try other.input.give(to: &session, handle: record) } catch { lines.append("refused: \(error)") }
        lines.append(snapshot(session.viewer))
      }
    }
    try? session.advance(to: (stream.frames.last?.time ?? 0) + 5, handle: record)
    lines.append(String(describing: session.viewer.state))
    lines.append(snapshot(session.engine))
    return lines
  }

  /// Plays `stream` through an engine along `path`, sample by sample (the
  /// engine groups the samples into frames itself).
  private func playSamples(_ stream: RandomTouchStream, path: GestureEngine.DeliveryPath) -> [String] {
    guard var engine = try? GestureEngine(standardSetWith: stream.configuration) else {
      return ["configuration refused"]
    }
    var events: [GestureEvent] = []
    var lines: [String] = []
    for frame in stream.frames {
      do {
        if frame.samples.isEmpty {
          try engine.advance(to: frame.time, into: &events, shouldBegin: { _ in nil }, path: path)
        }
        for sample in frame.samples {
          try engine.process(sample, into: &events, shouldBegin: { _ in nil }, path: path)
        }
      } catch {
        lines.append("refused: \(error)")
      }
      lines.append(snapshot(engine))
    }
    try? engine.advance(
      to: (stream.frames.last?.time ?? 0) + 5, into: &events, shouldBegin: { _ in nil }, path: path)
    lines += events.map { String(describing: $0) }
    lines.append(snapshot(engine))
    return lines
  }

  private func snapshot(_ engine: GestureEngine) -> String {
    let table = engine.touchesDown
    let touches = (0..<table.count).map { "\(table[$0].id)@\(table[$0].location)" }
    let states = engine.recognizerIDs.map { (try? engine.state(of: $0))?.name ?? "?" }
    return "touches \(touches) states \(states) clock \(String(describing: engine.currentTime))"
  }

  /// What the viewer shows, what it is doing, what animates, and what it refused.
  private func snapshot(_ viewer: ImageViewer) -> String {
    "\(viewer.state) \(viewer.activity) \(viewer.animations) \(viewer.diagnostics.count)"
  }

  private func firstDifference(_ a: [String], _ b: [String]) -> String {
    for (index, (x, y)) in zip(a, b).enumerated() where x != y { return "line \(index): \(x) | \(y)" }
    return "lengths \(a.count) and \(b.count)"
  }

  static let batches = Array(0..<20)

  @Test(
    "2,000 random streams give the same events and states along the fast and the general path",
    arguments: batches)
  func fastPathsAreTheGeneralPath(batch: Int) {
    for offset in 0..<100 {
      let seed = UInt64(batch * 100 + offset) &* 0x9E37_79B9 &+ 17
      let stream = RandomTouchStream(seed: seed)
      let fast = playFrames(stream, path: .fastest)
      let general = playFrames(stream, path: .general)
      #expect(fast == general, "seed \(seed): \(firstDifference(fast, general))")
      if offset.isMultiple(of: 4) {
        let fastBySample = playSamples(stream, path: .fastest)
        let generalBySample = playSamples(stream, path: .general)
        #expect(
          fastBySample == generalBySample,
          "seed \(seed), sample by sample: \(firstDifference(fastBySample, generalBySample))")
      }
    }
  }

  @Test("a pan's frames of moves take the session's quiet-frame path and give what the general path gives")
  func panFramesTakeTheQuietPath() throws {
    var fastest = ImageViewerSession()
    var general = ImageViewerSession()
    var quietFrames = 0
    for step in 0..<30 {
      let time = Double(step) / 60
      let phase: TouchSample.Phase = step == 0 ? .down : (step == 29 ? .up : .move)
      let sample = TouchSample(
        time: time, phase: phase, id: TouchID(1), location: Point(x: 100 + 5 * Double(step), y: 300))
      var fastOutputs: [ImageViewerSession.Output] = []
      var generalOutputs: [ImageViewerSession.Output] = []
      try [sample].withUnsafeBufferPointer { (samples) throws(GestureEngineError) in
        // Asked of a copy: whether this frame takes the path, without taking it.
        var probe = fastest
        if probe.processQuietFrame(at: time, samples, handle: { _ in }) { quietFrames += 1 }
        try fastest.process(frameAt: time, samples: samples, path: .fastest) { fastOutputs.append($0) }
        try general.process(frameAt: time, samples: samples, path: .general) { generalOutputs.append($0) }
      }
      #expect(fastOutputs == generalOutputs, "frame \(step)")
      #expect(fastest.viewer.state == general.viewer.state, "frame \(step)")
    }
    // The down, the up, and the few frames in which the tap, the double tap
    // and the pull-down fail and the pan begins are decided in turn.
    #expect(quietFrames >= 20)
  }

  @Test("the random streams take the viewer through every activity of its table")
  func streamsReachEveryActivity() throws {
    var seen: Set<String> = []
    for seed in UInt64(0)..<400 {
      let stream = RandomTouchStream(seed: seed &* 0x9E37_79B9 &+ 17)
      guard var session = try? ImageViewerSession(configuration: stream.configuration) else { continue }
      var others = stream.otherInputs[...]
      for (index, frame) in stream.frames.enumerated() {
        try? session.process(frame) { _ in }
        seen.insert(session.viewer.activity.name)
        while let other = others.first, other.afterFrame == index {
          others.removeFirst()
          try? other.input.give(to: &session) { _ in }
          seen.insert(session.viewer.activity.name)
        }
      }
    }
    #expect(seen == Set(ImageViewerTransitionTests.activities))
  }
}
