import GestureKitLite
import GestureKitLiteImporters
import GestureKitLiteStreams
import Testing

@testable import GestureKitLiteScripts

/// Every refusal leaves its object unchanged (issue 27): a session, an
/// engine or a viewer that throws is field for field what it was before the
/// call; a stream reader or player that throws has stopped, and every later
/// call throws the same error and changes nothing.
@Suite("refusals: sessions, engines, viewers and players")
struct SessionRefusalTests {
  private typealias Support = RefusalSupport

  /// A bad input for an engine whose touches `down` are down at `clock`.
  private enum BadInput: CaseIterable {
    case nonFiniteMove, unknownTouch, earlierFrame, downTwice, timeDiffersFromFrame, tooManyTouches,
      earlierSample, earlierTick, hugeCoordinate
  }

  private static func sample(_ time: Double, _ phase: TouchSample.Phase, _ id: TouchID, _ x: Double = 100)
    -> TouchSample
  {
    TouchSample(time: time, phase: phase, id: id, location: Point(x: x, y: 300))
  }

  /// Makes `input` to a session: it must throw.
  private static func refuse(
    _ input: BadInput, _ session: inout ImageViewerSession, down: [TouchID], clock: Double
  ) -> Bool {
    var output: [ImageViewerSession.Output] = []
    let later = clock + 0.01
    do {
      switch input {
      case .nonFiniteMove:
        guard let id = down.first else { return true }
        try session.process(TouchFrame(time: later, samples: [sample(later, .move, id, .nan)]), into: &output)
      case .unknownTouch:
        try session.process(
          TouchFrame(time: later, samples: [sample(later, .move, TouchID(999))]), into: &output)
      case .earlierFrame:
        try session.process(
          TouchFrame(time: clock - 1, samples: [sample(clock - 1, .down, TouchID(998))]), into: &output)
      case .downTwice:
        guard let id = down.first else { return true }
        try session.process(TouchFrame(time: later, samples: [sample(later, .down, id)]), into: &output)
      case .timeDiffersFromFrame:
        try session.process(
          TouchFrame(time: later, samples: [sample(later + 1, .down, TouchID(997))]), into: &output)
      case .tooManyTouches:
        let ids = (0..<21).map { TouchID(UInt64(500 + $0)) }
        try session.process(
          TouchFrame(time: later, samples: ids.map { sample(later, .down, $0) }), into: &output)
      case .earlierSample:
        try session.process(sample(clock - 1, .down, TouchID(996)), into: &output)
      case .earlierTick:
        try session.advance(to: clock - 1, into: &output)
      case .hugeCoordinate:
        try session.process(
          TouchFrame(time: later, samples: [sample(later, .down, TouchID(995), 3e9)]), into: &output)
      }
    } catch {
      return output.isEmpty
    }
    return false
  }

  @Test(
    "random streams with bad inputs among them: each refused input leaves the session as it was",
    arguments: Array(UInt64(0)..<4))
  func sessionsAreUnchanged(batch: UInt64) throws {
    // A snapshot of a whole session is slow to take (Swift's dump): 40
    // streams, about 500 refusals, keep this to a few seconds.
    for seed in (batch * 10)..<((batch + 1) * 10) {
      var random = SeededGenerator(seed: seed, stream: 0x7265_6675_7365)
      let stream = RandomTouchStream(seed: seed)
      guard var session = try? ImageViewerSession(configuration: stream.configuration) else { continue }
      var reference = session
      var output: [ImageViewerSession.Output] = []
      var referenceOutput: [ImageViewerSession.Output] = []
      var down: [TouchID] = []
      for frame in stream.frames {
        if let clock = session.engine.currentTime?.seconds, Int.random(in: 0..<5, using: &random) == 0 {
          let input = BadInput.allCases.randomElement(using: &random)!
          let before = Support.snapshot(session)
          #expect(Self.refuse(input, &session, down: down, clock: clock), "seed \(seed): \(input) was taken")
          let after = Support.snapshot(session)
          #expect(after == before, "seed \(seed): refusing \(input) changed the session")
          if after != before { return }
        }
        try session.process(frame, into: &output)
        try reference.process(frame, into: &referenceOutput)
        for sample in frame.samples {
          switch sample.phase {
          case .down: down.append(sample.id)
          case .up, .cancel: down.removeAll { $0 == sample.id }
          case .move: break
          }
        }
      }
      #expect(output == referenceOutput, "seed \(seed): the outputs differ from a play without the refusals")
    }
  }

  @Test("an engine given bad samples one by one, or a bad setup call, is unchanged")
  func engineIsUnchanged() throws {
    var engine = try GestureEngine(standardSetWith: GestureConfiguration())
    var events: [GestureEvent] = []
    try engine.process(Self.sample(0, .down, TouchID(1)), into: &events)
    try engine.process(Self.sample(0.1, .move, TouchID(1), 120), into: &events)
    let before = Support.snapshot(engine)
    let refusals: [(inout GestureEngine) throws -> Void] = [
      { try $0.process(Self.sample(0.05, .move, TouchID(1)), into: &events) },
      { try $0.process(Self.sample(0.1, .down, TouchID(1)), into: &events) },
      { try $0.process(Self.sample(0.2, .move, TouchID(7)), into: &events) },
      { try $0.advance(to: 0.05, into: &events) },
      { try $0.cancelAllTouches(at: 0.05, into: &events) },
      { try $0.require(StandardRecognizer.doubleTap.id, toFail: StandardRecognizer.tap.id) },
      { try $0.add(PanRecognizer(configuration: .init(GestureConfiguration())), named: "") },
      { try $0.add(PanRecognizer(configuration: .init(GestureConfiguration())), as: .pan) },
      { try $0.allowSimultaneousRecognition(RecognizerID(index: 9), StandardRecognizer.pan.id) },
    ]
    for (index, refusal) in refusals.enumerated() {
      #expect(throws: GestureEngineError.self) { try refusal(&engine) }
      #expect(Support.snapshot(engine) == before, "refusal \(index) changed the engine")
    }
    var full = GestureEngine()
    for index in 0..<GestureEngine.maximumRecognizerCount {
      try full.add(TapRecognizer(configuration: .init(GestureConfiguration())), named: "tap\(index)")
    }
    let fullBefore = Support.snapshot(full)
    #expect(throws: GestureEngineError(.tooManyRecognizers)) {
      try full.add(TapRecognizer(configuration: .init(GestureConfiguration())), named: "one more")
    }
    #expect(Support.snapshot(full) == fullBefore)
  }

  @Test("a viewport refused by the viewer or the session changes nothing")
  func viewportIsUnchanged() throws {
    var session = ImageViewerSession()
    var output: [ImageViewerSession.Output] = []
    try session.process(TouchFrame(time: 0, samples: [Self.sample(0, .down, TouchID(1))]), into: &output)
    for bad in [
      Size(width: 0, height: 800), Size(width: .infinity, height: 1), Size(width: 390, height: 2e6),
    ] {
      let before = Support.snapshot(session)
      #expect(throws: ImageViewerError.invalidViewport(bad)) { try session.setViewport(bad) }
      #expect(Support.snapshot(session) == before)
      var viewer = session.viewer
      let viewerBefore = Support.snapshot(viewer)
      #expect(throws: ImageViewerError.invalidViewport(bad)) { try viewer.setViewport(bad) }
      #expect(Support.snapshot(viewer) == viewerBefore)
    }
  }

  // MARK: Stream readers and players: stopped at the first refusal

  /// Feeds `bytes` in chunks of `size` through `append`, then `finish`;
  /// once one throws, every later call must throw the same error, hand
  /// nothing over and leave the object as it was.
  private static func checkStops<Object, Failure: Error & Equatable>(
    _ object: inout Object, bytes: [UInt8], chunk size: Int,
    append: (inout Object, [UInt8], inout Int) throws(Failure) -> Void,
    finish: (inout Object, inout Int) throws(Failure) -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    var handed = 0
    var failure: Failure?
    var start = 0
    while start <= bytes.count {
      let chunk = Array(bytes[start..<min(start + size, bytes.count)])
      start += size
      do throws(Failure) {
        if chunk.isEmpty { try finish(&object, &handed) } else { try append(&object, chunk, &handed) }
        if chunk.isEmpty { break }
      } catch {
        if let failure {
          #expect(error == failure, "a stopped object threw another error", sourceLocation: sourceLocation)
        }
        failure = error
        // Stopped: nothing more is taken, nothing is handed over, nothing changes.
        let before = Support.snapshot(object)
        let handedBefore = handed
        for call in 0..<2 {
          do throws(Failure) {
            if call == 0 {
              try append(&object, Array("0.5 down 40 1 1\n".utf8), &handed)
            } else {
              try finish(&object, &handed)
            }
            Issue.record("a stopped object took a call", sourceLocation: sourceLocation)
          } catch {
            #expect(error == failure, "a stopped object threw another error", sourceLocation: sourceLocation)
          }
        }
        #expect(
          Support.snapshot(object) == before, "a stopped object changed", sourceLocation: sourceLocation)
        #expect(
          handed == handedBefore, "a stopped object handed something over", sourceLocation: sourceLocation)
        return true
      }
    }
    return false
  }

  @Test(
    "a stream decoder and a player stop at the first bad line: later calls throw it again and change nothing")
  func decodersAndPlayersStop() {
    var random = SeededGenerator(seed: 27, stream: 0x7374_6f70)
    var stopped = 0
    let texts = Support.corpus("Fixtures/touchstreams", suffix: ".touches").prefix(60)
    for lines in texts {
      let bad = lines.map { Int.random(in: 0..<12, using: &random) == 0 ? Support.mutated($0, &random) : $0 }
      let bytes = Array(bad.joined(separator: "\n").utf8)
      let size = Int.random(in: 1...200, using: &random)
      var decoder = TouchStreamDecoder(format: .text)
      let decoderStopped = Self.checkStops(
        &decoder, bytes: bytes, chunk: size,
        append: { (decoder, chunk, handed) throws(TouchStreamError) in
          try decoder.append(chunk) { _, _ in handed += 1 }
        },
        finish: { (decoder, handed) throws(TouchStreamError) in try decoder.finish { _, _ in handed += 1 } })
      var player = TouchStreamPlayer(format: .text)
      let playerStopped = Self.checkStops(
        &player, bytes: bytes, chunk: size,
        append: { (player, chunk, handed) throws(TouchStreamError) in
          try player.append(chunk) { _ in handed += 1 }
        },
        finish: { (player, handed) throws(TouchStreamError) in try player.finish { _ in handed += 1 } })
      #expect(decoderStopped == playerStopped || playerStopped, "\(bad)")
      if decoderStopped { stopped += 1 }
    }
    #expect(stopped > 10)
  }

  @Test("a pointer-events reader stops at the first thing that is wrong")
  func pointerEventsReaderStops() {
    var random = SeededGenerator(seed: 28, stream: 0x7374_6f70)
    var stopped = 0
    for lines in Support.corpus("Fuzz/seeds/pointer-events", suffix: ".json") {
      for _ in 0..<20 {
        let bad = lines.map { Int.random(in: 0..<4, using: &random) == 0 ? Support.mutated($0, &random) : $0 }
        var reader = PointerEventsReader()
        let didStop = Self.checkStops(
          &reader, bytes: Array(bad.joined(separator: "\n").utf8),
          chunk: Int.random(in: 1...64, using: &random),
          append: { (reader, chunk, handed) throws(TouchImportError) in
            try reader.append(chunk) { _, _ in handed += 1 }
          },
          finish: { (reader, handed) throws(TouchImportError) in try reader.finish { _, _ in handed += 1 } })
        if didStop { stopped += 1 }
      }
    }
    #expect(stopped > 10)
  }
}
