import Testing

@testable import GestureKitLite
@testable import GestureKitLiteStreams

/// Random streams with wheel, key and action records among their samples
/// (`RandomTouchStream.otherInputs`): written and read back in both forms,
/// and played by `TouchStreamPlayer` as SPEC §2.4 says a stream plays.
@Suite("streams with wheel, key and action records")
struct StreamInputPropertyTests {
  static let batches = Array(0..<4)

  @Test(
    "400 random streams read back as written, in either form and converted from one to the other",
    arguments: batches)
  func roundTrip(batch: Int) throws {
    var withInputs = 0
    for offset in 0..<100 {
      let stream = RandomTouchStream(seed: UInt64(batch * 100 + offset) &* 0x2545_F491 &+ 3)
      let records = stream.records
      if !stream.otherInputs.isEmpty { withInputs += 1 }
      let text = TextTouchStreamWriter.text(for: records)
      let json = JSONLinesTouchStreamWriter.text(for: records)
      #expect(try TouchStreamDecoder.records(in: text, format: .text) == records, "\(stream.seed)")
      #expect(try TouchStreamDecoder.records(in: json, format: .jsonLines) == records, "\(stream.seed)")
      let fromJSON = try TouchStreamDecoder.records(in: json, format: .jsonLines)
      #expect(TextTouchStreamWriter.text(for: fromJSON) == text, "\(stream.seed)")
    }
    #expect(withInputs > 50)
  }

  /// What a session does with `records` given one at a time as SPEC §2.4
  /// describes: the samples of one time that no record separates are one
  /// frame; a record ends the frame before it; a tick advances the clock;
  /// then `settle`.
  private func playDirectly(_ records: [TouchStreamRecord], _ configuration: GestureConfiguration) -> [String]
  {
    guard var session = try? ImageViewerSession(configuration: configuration) else { return ["refused"] }
    var lines: [String] = []
    let note: (ImageViewerSession.Output) -> Void = { lines.append(String(describing: $0)) }
    var frame = TouchFrame(time: 0, samples: [])
    func flush() throws(GestureEngineError) {
      guard !frame.samples.isEmpty else { return }
      try session.process(frame, handle: note)
      frame.samples = []
    }
    do throws(GestureEngineError) {
      for record in records {
        switch record {
        case .viewport, .setting:
          continue
        case .sample(let sample):
          if sample.time != frame.time { try flush() }
          frame.time = sample.time
          frame.samples.append(sample)
        case .tick(let time):
          try flush()
          try session.advance(to: time, handle: note)
        case .wheel(let wheel):
          try flush()
          try session.process(wheel, handle: note)
        case .key(let key):
          try flush()
          try session.process(key, handle: note)
        case .action(let action):
          try flush()
          try session.process(action, handle: note)
        }
      }
      try flush()
      try session.finish(settlingFor: configuration.settle, handle: note)
    } catch {
      lines.append("refused")
    }
    lines.append(String(describing: session.viewer.state))
    return lines
  }

  @Test(
    "400 random streams play through the player as through a session given them one by one",
    arguments: batches)
  func playerPlaysRecordsInOrder(batch: Int) {
    for offset in 0..<100 {
      let stream = RandomTouchStream(seed: UInt64(batch * 100 + offset) &* 0x9E37_79B9 &+ 91)
      let records = stream.records
      let expected = playDirectly(records, stream.configuration)
      var played: [String] = []
      do {
        let session = try TouchStreamPlayer.play(records) { played.append(String(describing: $0)) }
        played.append(String(describing: session.viewer.state))
      } catch {
        played.append("refused")
      }
      #expect(played == expected, "seed \(stream.seed)")
    }
  }
}
