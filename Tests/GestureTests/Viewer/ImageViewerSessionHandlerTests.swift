import GestureKitLite
import Testing

/// The session's two ways of giving output, an array to append to and a
/// closure called as items happen, must give the same items in the same order.
@Suite("session output handed to a closure")
struct ImageViewerSessionHandlerTests {
  /// Every item of a stream, played frame by frame through the array forms.
  private func itemsAppended(_ stream: RandomTouchStream) throws -> [ImageViewerSession.Output] {
    var session = try ImageViewerSession(configuration: stream.configuration)
    var output: [ImageViewerSession.Output] = []
    for frame in stream.frames { try session.process(frame, into: &output) }
    try session.advance(to: (stream.frames.last?.time ?? 0) + session.viewer.longestAnimation, into: &output)
    return output
  }

  /// The same, through the closure forms.
  private func itemsHanded(_ stream: RandomTouchStream) throws -> [ImageViewerSession.Output] {
    var session = try ImageViewerSession(configuration: stream.configuration)
    var output: [ImageViewerSession.Output] = []
    for frame in stream.frames { try session.process(frame) { output.append($0) } }
    try session.advance(to: (stream.frames.last?.time ?? 0) + session.viewer.longestAnimation) {
      output.append($0)
    }
    return output
  }

  @Test("a closure receives what the array receives, frame by frame, over 200 random streams")
  func framesMatch() throws {
    var itemCount = 0
    for seed in UInt64(1)...200 {
      let stream = RandomTouchStream(seed: seed)
      let appended = try itemsAppended(stream)
      #expect(try itemsHanded(stream) == appended, "seed \(seed)")
      itemCount += appended.count
    }
    // The streams must give the comparison something to compare.
    #expect(itemCount > 1_000)
  }

  @Test("a closure receives what the array receives, sample by sample with flushes, over 200 random streams")
  func samplesMatch() throws {
    for seed in UInt64(1)...200 {
      let stream = RandomTouchStream(seed: seed)
      var arraySession = try ImageViewerSession(configuration: stream.configuration)
      var closureSession = arraySession
      var appended: [ImageViewerSession.Output] = []
      var handed: [ImageViewerSession.Output] = []
      for frame in stream.frames {
        for sample in frame.samples {
          try arraySession.process(sample, into: &appended)
          try closureSession.process(sample) { handed.append($0) }
        }
      }
      try arraySession.flush(into: &appended)
      try closureSession.flush { handed.append($0) }
      #expect(handed == appended, "seed \(seed)")
    }
  }

  @Test("items reach the closure in order: the recognizer event, then the viewer events it caused")
  func order() throws {
    // A double tap: the second tap's recognition zooms the viewer.
    var session = try ImageViewerSession(configuration: GestureConfiguration())
    var items: [ImageViewerSession.Output] = []
    let point = Point(x: 195, y: 400)
    for (time, phase) in [(0.0, TouchSample.Phase.down), (0.05, .up), (0.15, .down), (0.2, .up)] {
      try session.process(
        TouchFrame(
          time: time, samples: [TouchSample(time: time, phase: phase, id: TouchID(1), location: point)])
      ) {
        items.append($0)
      }
    }
    let recognition = try #require(
      items.firstIndex {
        if case .recognizer(let event) = $0 {
          event.recognizer == StandardRecognizer.doubleTap.id && event.state == .recognized
        } else {
          false
        }
      })
    let firstViewerItem = try #require(items.firstIndex { if case .viewer = $0 { true } else { false } })
    #expect(recognition < firstViewerItem)
  }
}
