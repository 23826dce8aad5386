import GestureKitLite
import Testing

@Suite("engine")
struct GestureEngineTests {
  func sample(_ time: Double, _ phase: TouchSample.Phase, _ id: UInt64, _ x: Double = 100, _ y: Double = 100)
    -> TouchSample
  {
    TouchSample(time: time, phase: phase, id: TouchID(id), location: Point(x: x, y: y))
  }

  @Test("a refused frame leaves the engine exactly as it was")
  func refusedFrameChangesNothing() throws {
    var engine = try GestureEngine(standardSetWith: GestureConfiguration())
    var events: [GestureEvent] = []
    try engine.process(TouchFrame(time: 0, samples: [sample(0, .down, 1)]), into: &events)
    let bad = TouchFrame(time: 0.1, samples: [sample(0.1, .move, 1, 300, 100), sample(0.1, .up, 7)])
    #expect(throws: GestureEngineError(.invalidSample(.touchNotDown(TouchID(7), phase: .up)), sampleIndex: 1))
    {
      try engine.process(bad, into: &events)
    }
    #expect(events.isEmpty)
    #expect(engine.touchesDown.count == 1)
    #expect(engine.touchesDown[0].location == Point(x: 100, y: 100))
    #expect(engine.currentTime?.seconds == 0)
  }

  @Test("time going backwards is refused")
  func timeBackwardsIsRefused() throws {
    var engine = try GestureEngine(standardSetWith: GestureConfiguration())
    var events: [GestureEvent] = []
    try engine.process(sample(1.0, .down, 1), into: &events)
    #expect(throws: GestureEngineError(.invalidSample(.timeWentBackwards(previous: 1.0, found: 0.5)))) {
      try engine.process(sample(0.5, .move, 1), into: &events)
    }
  }

  @Test("a touch that reports twice in one frame is delivered as two frames at the same time")
  func touchTwiceInOneFrame() throws {
    var configuration = GestureConfiguration()
    configuration.doubleTapEnabled = false
    var engine = try GestureEngine(standardSetWith: configuration)
    var events: [GestureEvent] = []
    try engine.process(TouchFrame(time: 0, samples: [sample(0, .down, 1), sample(0, .up, 1)]), into: &events)
    #expect(events.map(\.state) == [.recognized])
    #expect(events.first?.time.seconds == 0)
  }

  @Test("a deadline fires before a later sample is processed, at its own time")
  func deadlineBeforeLaterSample() throws {
    var engine = try GestureEngine(standardSetWith: GestureConfiguration())
    var events: [GestureEvent] = []
    try engine.process(TouchFrame(time: 0, samples: [sample(0, .down, 1)]), into: &events)
    try engine.process(TouchFrame(time: 0.1, samples: [sample(0.1, .up, 1)]), into: &events)
    try engine.process(TouchFrame(time: 2, samples: [sample(2, .down, 2, 300, 700)]), into: &events)
    #expect(events.map(\.time.seconds) == [0.4, 0.4])
    #expect(events.map(\.state) == [.failed, .recognized])
  }

  @Test("a tick advances the clock and fires the deadlines due by then")
  func tickFiresDeadlines() throws {
    var engine = try GestureEngine(standardSetWith: GestureConfiguration())
    var events: [GestureEvent] = []
    try engine.process(TouchFrame(time: 0, samples: [sample(0, .down, 1)]), into: &events)
    try engine.process(TouchFrame(time: 0.1, samples: [sample(0.1, .up, 1)]), into: &events)
    try engine.advance(to: 0.3, into: &events)
    #expect(events.isEmpty)
    try engine.advance(to: 0.4, into: &events)
    #expect(events.map(\.state) == [.failed, .recognized])
    #expect(engine.currentTime?.seconds == 0.4)
  }

  @Test("cancelling all touches cancels a pinch in progress")
  func cancelAllTouches() throws {
    var engine = try GestureEngine(standardSetWith: GestureConfiguration())
    var events: [GestureEvent] = []
    try engine.process(
      TouchFrame(time: 0, samples: [sample(0, .down, 1, 100, 400), sample(0, .down, 2, 200, 400)]),
      into: &events)
    try engine.process(
      TouchFrame(time: 0.1, samples: [sample(0.1, .move, 1, 60, 400), sample(0.1, .move, 2, 240, 400)]),
      into: &events)
    events.removeAll()
    try engine.cancelAllTouches(at: 0.2, into: &events)
    let lines = try events.map { "\(try engine.name(of: $0.recognizer)) \($0.state.name)" }
    #expect(lines == ["pinch cancelled", "pan failed"])
    #expect(engine.touchesDown.count == 0)
  }

  @Test("the event buffer's storage is reused: no allocation once it has grown")
  func bufferIsReused() throws {
    var engine = try GestureEngine(standardSetWith: GestureConfiguration())
    var events: [GestureEvent] = []
    events.reserveCapacity(64)
    let storage = events.withUnsafeBufferPointer { $0.baseAddress }
    for step in 0..<200 {
      let t = Double(step) / 120
      let phase: TouchSample.Phase = step == 0 ? .down : (step == 199 ? .up : .move)
      try engine.process(
        TouchFrame(time: t, samples: [sample(t, phase, 1, 100 + Double(step), 400)]), into: &events)
      events.removeAll(keepingCapacity: true)
    }
    #expect(events.withUnsafeBufferPointer { $0.baseAddress } == storage)
  }
}
