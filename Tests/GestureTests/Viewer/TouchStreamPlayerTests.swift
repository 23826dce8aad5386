import Foundation
import GestureKitLite
import GestureKitLiteStreams
import Testing

/// What a player handed over: every output.
private struct Played: Equatable {
  var outputs: [ImageViewerSession.Output] = []
}

/// Plays `bytes` through a player, `chunkSize` bytes at a time.
private func play(
  _ bytes: [UInt8], format: TouchStreamFormat, chunkSize: Int,
  configuration: GestureConfiguration = GestureConfiguration()
) throws -> (Played, ImageViewerState?) {
  var player = TouchStreamPlayer(format: format, configuration: configuration)
  var played = Played()
  let handler: TouchStreamPlayer.OutputHandler = { output in played.outputs.append(output) }
  var start = 0
  while start < bytes.count {
    let end = min(start + chunkSize, bytes.count)
    try player.append(Array(bytes[start..<end]), handler)
    start = end
  }
  try player.finish(handler)
  return (played, player.session?.viewer.state)
}

/// The outputs and the final viewer state of a session fed the stream's
/// records one at a time, sample by sample (the engine groups them into
/// frames), then finished (``ImageViewerSession/finish(settlingFor:into:)``).
private func playSampleBySample(
  _ text: String, format: TouchStreamFormat, configuration: GestureConfiguration = GestureConfiguration()
) throws -> (outputs: [ImageViewerSession.Output], state: ImageViewerState) {
  var decoder = TouchStreamDecoder(format: format, configuration: configuration)
  var records: [TouchStreamRecord] = []
  try decoder.append(Array(text.utf8)) { record, _ in records.append(record) }
  try decoder.finish { record, _ in records.append(record) }
  var session = try ImageViewerSession(configuration: decoder.configuration)
  var outputs: [ImageViewerSession.Output] = []
  for record in records {
    switch record {
    case .sample(let sample):
      try session.process(sample, into: &outputs)
    case .tick(let time):
      try session.advance(to: time, into: &outputs)
    case .wheel(let wheel):
      try session.flush(into: &outputs)
      try session.process(wheel, into: &outputs)
    case .key(let key):
      try session.flush(into: &outputs)
      try session.process(key, into: &outputs)
    case .action(let action):
      try session.flush(into: &outputs)
      try session.process(action, into: &outputs)
    case .viewport, .setting:
      break
    }
  }
  try session.finish(into: &outputs)
  return (outputs, session.viewer.state)
}

@Suite("touch stream player")
struct TouchStreamPlayerTests {
  /// Fixtures with directives, ticks, cancels, multi-touch, both formats.
  static let fixtures = [
    "tap-deadline-fired-by-tick.touches", "double-tap-cancelled.touches", "crlf-line-endings.touches",
    "double-tap-from-pinch-zoom-returns-to-min.touches", "jsonl-double-tap-zoom-in-and-out.jsonl",
    "jsonl-pulldown-custom-dismiss-distance.jsonl",
  ]

  private static func fixture(_ name: String) throws -> (bytes: [UInt8], format: TouchStreamFormat) {
    let path = FixtureLoader.directory + "/" + name
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    return (bytes, name.hasSuffix(".jsonl") ? .jsonLines : .text)
  }

  @Test(
    "any chunking, down to one byte at a time, hands over the same outputs and ends in the same state",
    arguments: fixtures)
  func chunkingChangesNothing(_ name: String) throws {
    let (bytes, format) = try Self.fixture(name)
    let (whole, finalState) = try play(bytes, format: format, chunkSize: .max)
    #expect(!whole.outputs.isEmpty)
    for chunkSize in [1, 2, 7, 64, 4096] {
      let (chunked, chunkedFinalState) = try play(bytes, format: format, chunkSize: chunkSize)
      #expect(chunked == whole, "\(name) in chunks of \(chunkSize)")
      #expect(chunkedFinalState == finalState, "\(name) in chunks of \(chunkSize)")
    }
  }

  @Test(
    "frame by frame, the player hands over what the session gives sample by sample, and settles as far",
    arguments: fixtures)
  func framesMatchSamples(_ name: String) throws {
    let (bytes, format) = try Self.fixture(name)
    let (played, finalState) = try play(bytes, format: format, chunkSize: 5)
    let expected = try playSampleBySample(String(decoding: bytes, as: UTF8.self), format: format)
    #expect(played.outputs == expected.outputs, "\(name)")
    #expect(finalState == expected.state, "\(name)")
  }

  @Test(
    "a malformed line stops the player after the frames completed before it, in the first chunk or a later one"
  )
  func malformedLineAfterCompletedFrames() throws {
    let good = """
      @set settle=0
      0 down 1 100 400
      0.1 move 1 160 400
      0.2 move 1 220 400
      0.3 move 1 280 400

      """
    let stream = Array((good + "0.4 move 1 oops 400\n").utf8)
    // The frames up to 0.2 are complete when the bad line is read (0.3's is not).
    let completed = try playSampleBySample(good, format: .text).outputs
    let expected = Array(
      completed.prefix { output in
        if case .recognizer(let event) = output { return event.time.seconds <= 0.2 }
        if case .viewer(let event) = output { return event.time.seconds <= 0.2 }
        return true
      })
    #expect(!expected.isEmpty)
    for chunkSize in [stream.count, 16] {
      var player = TouchStreamPlayer(format: .text)
      var outputs: [ImageViewerSession.Output] = []
      var thrown: TouchStreamError?
      var start = 0
      while start < stream.count, thrown == nil {
        let end = min(start + chunkSize, stream.count)
        do {
          try player.append(Array(stream[start..<end])) { output in outputs.append(output) }
        } catch {
          thrown = error
        }
        start = end
      }
      #expect(thrown?.line == 6, "chunks of \(chunkSize)")
      #expect(outputs == expected, "chunks of \(chunkSize)")
    }
  }

  @Test("directives read in one chunk configure the session built at a sample read in a later one")
  func directivesAcrossChunks() throws {
    let text = "@viewport 200 300\n@set minZoom=0.5\n0 down 1 10 10\n0.05 up 1 10 10\n"
    let bytes = Array(text.utf8)
    for split in 1..<bytes.count {
      var player = TouchStreamPlayer(format: .text)
      try player.append(Array(bytes[..<split])) { _ in }
      try player.append(Array(bytes[split...])) { _ in }
      try player.finish { _ in }
      let configuration = try #require(player.session?.viewer.configuration, "split at \(split)")
      #expect(configuration.viewportWidth == 200 && configuration.minZoom == 0.5, "split at \(split)")
      #expect(player.sampleCount == 2)
    }
  }

  @Test(
    "random streams, in chunks of random sizes, hand over what the session gives sample by sample, and settle as far"
  )
  func randomStreamsMatchSamples() throws {
    for seed in UInt64(0)..<150 {
      let stream = RandomTouchStream(seed: seed)
      let records = stream.frames.flatMap { frame in
        frame.samples.isEmpty ? [TouchStreamRecord.tick(time: frame.time)] : frame.samples.map { .sample($0) }
      }
      let text = TextTouchStreamWriter.text(for: records)
      let chunkSize = 1 + Int(seed * 37 % 211)
      let (played, finalState) = try play(
        Array(text.utf8), format: .text, chunkSize: chunkSize, configuration: stream.configuration)
      let expected = try playSampleBySample(text, format: .text, configuration: stream.configuration)
      #expect(played.outputs == expected.outputs, "seed \(seed), chunks of \(chunkSize)")
      #expect(finalState == expected.state, "seed \(seed), chunks of \(chunkSize)")
    }
  }
}
