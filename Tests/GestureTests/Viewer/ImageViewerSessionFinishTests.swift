import Foundation
import GestureKitLite
import GestureKitLiteStreams
import Testing

@testable import gesture_sim

/// A session's one-call finish: the rule `gesture-sim play` ends a stream by,
/// for hosts that feed a session themselves.
@Suite("a session's finish")
struct ImageViewerSessionFinishTests {
  /// The fixture played as a host would play it: each frame through
  /// `process`, each tick through `advance`, then `finish`, printed as
  /// `gesture-sim play` prints.
  private static func playAsAHost(_ fixture: Fixture) throws -> String {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: fixture.streamPath)))
    let format = TouchStreamFormat(pathExtension: (fixture.streamPath as NSString).pathExtension) ?? .text
    var decoder = TouchStreamDecoder(format: format)
    var records: [TouchStreamRecord] = []
    try decoder.append(bytes) { record, _ in records.append(record) }
    try decoder.finish { record, _ in records.append(record) }
    var session = try ImageViewerSession(configuration: decoder.configuration)
    var outputs: [ImageViewerSession.Output] = []
    var frame = TouchFrame(time: 0, samples: [])
    for record in records {
      switch record {
      case .sample(let sample):
        if !frame.samples.isEmpty, frame.time != sample.time {
          try session.process(frame, into: &outputs)
          frame.samples.removeAll()
        }
        frame.time = sample.time
        frame.samples.append(sample)
      case .tick(let time):
        if !frame.samples.isEmpty { try session.process(frame, into: &outputs) }
        frame.samples.removeAll()
        try session.advance(to: time, into: &outputs)
      case .wheel(let wheel):
        if !frame.samples.isEmpty { try session.process(frame, into: &outputs) }
        frame.samples.removeAll()
        try session.process(wheel, into: &outputs)
      case .key(let key):
        if !frame.samples.isEmpty { try session.process(frame, into: &outputs) }
        frame.samples.removeAll()
        try session.process(key, into: &outputs)
      case .action(let action):
        if !frame.samples.isEmpty { try session.process(frame, into: &outputs) }
        frame.samples.removeAll()
        try session.process(action, into: &outputs)
      case .viewport, .setting:
        break
      }
    }
    if !frame.samples.isEmpty { try session.process(frame, into: &outputs) }
    try session.finish(into: &outputs)
    let log = EventLog(format: .text)
    return (outputs.compactMap(log.line(for:)) + [log.stateLine(session.viewer.state)])
      .map { $0 + "\n" }.joined()
  }

  @Test("a host that feeds frames and calls finish prints every fixture's expected output")
  func finishEndsEveryFixtureAsPlayDoes() throws {
    let fixtures = FixtureLoader.all()
    #expect(fixtures.count >= 40)
    for fixture in fixtures {
      let expected = try #require(fixture.expectedText, "no \(fixture.expectedPath)")
      #expect(try Self.playAsAHost(fixture) == expected, "\(fixture)")
    }
  }

  @Test("finish stops the clock at the time limit rather than past it")
  func finishStopsAtTheTimeLimit() throws {
    var session = ImageViewerSession()
    var outputs: [ImageViewerSession.Output] = []
    let last = TouchStreamLimits.timeMagnitude - 0.25
    let down = TouchSample(time: last, phase: .down, id: TouchID(1), location: Point(x: 195, y: 422))
    try session.process(TouchFrame(time: last, samples: [down]), into: &outputs)
    try session.finish(into: &outputs)  // settle 1 s would pass the limit
    #expect(session.engine.currentTime == Timestamp(seconds: TouchStreamLimits.timeMagnitude))
    try session.finish(into: &outputs)  // at the limit: the clock stays
    #expect(session.engine.currentTime == Timestamp(seconds: TouchStreamLimits.timeMagnitude))
  }

  @Test("finish delivers samples given one by one, then settles for the settle given")
  func finishDeliversCollectedSamples() throws {
    var session = ImageViewerSession()
    var outputs: [ImageViewerSession.Output] = []
    for (time, phase) in [(0.0, TouchSample.Phase.down), (0.08, .up)] {
      let sample = TouchSample(time: time, phase: phase, id: TouchID(4), location: Point(x: 100, y: 100))
      try session.process(sample, into: &outputs)
    }
    try session.finish(settlingFor: 0.5, into: &outputs)
    #expect(session.engine.currentTime == Timestamp(seconds: 0.58))
    let log = EventLog(format: .text)
    #expect(
      outputs.compactMap(log.line(for:)) == [
        "0.380 doubleTap failed", "0.380 tap recognized", "0.380 viewer chromeToggled visible=false",
      ])
  }

  @Test("finish leaves a session without input as it is")
  func finishWithoutInput() throws {
    var session = ImageViewerSession()
    var outputs: [ImageViewerSession.Output] = []
    try session.finish(into: &outputs)
    #expect(outputs.isEmpty)
    #expect(session.engine.currentTime == nil)
    #expect(session.viewer.state == ImageViewerSession().viewer.state)
  }

  @Test("a NaN settle is refused and changes nothing: the collected sample waits")
  func nanSettleIsRefused() throws {
    var session = ImageViewerSession()
    var outputs: [ImageViewerSession.Output] = []
    let down = TouchSample(time: 0.5, phase: .down, id: TouchID(1), location: Point(x: 10, y: 10))
    try session.process(down, into: &outputs)
    #expect(throws: GestureEngineError(.invalidSample(.nonFiniteNumber("nan")))) {
      try session.finish(settlingFor: .nan, into: &outputs)
    }
    #expect(session.engine.currentTime == nil)
    try session.finish(into: &outputs)
    #expect(session.engine.currentTime == Timestamp(seconds: 1.5))
  }
}
