import GestureKitLite
import Testing

/// A recognizer that counts the frames it is given and proposes nothing, with
/// a fixed answer to ``GestureRecognizer/needsMovement``.
private struct FrameCounter: GestureRecognizer {
  var needsMovement: Bool
  var updates = 0
  var attempt: Int? { nil }
  var deadline: Timestamp? { nil }

  mutating func update(with touches: TouchTable) -> RecognizerProposal {
    updates += 1
    return .none
  }

  mutating func reachDeadline(_ time: Timestamp) -> RecognizerProposal { .none }

  mutating func stop() {}
}

/// Any recognizer, forwarded as is except that it asks for every frame (the
/// protocol's default), so the arena cannot skip it.
private struct EveryFrame<Base: GestureRecognizer>: GestureRecognizer {
  var base: Base
  var deadline: Timestamp? { base.deadline }
  var attempt: Int? { base.attempt }
  mutating func update(with touches: TouchTable) -> RecognizerProposal { base.update(with: touches) }
  mutating func reachDeadline(_ time: Timestamp) -> RecognizerProposal { base.reachDeadline(time) }
  mutating func stop() { base.stop() }
}

/// The standard set and rules, each recognizer wrapped so that it sees every frame.
private func standardSetSeeingEveryFrame(_ configuration: GestureConfiguration) throws -> GestureEngine {
  var engine = GestureEngine()
  try engine.add(EveryFrame(base: TapRecognizer(configuration: .init(configuration))), named: "tap")
  try engine.add(
    EveryFrame(base: DoubleTapRecognizer(configuration: .init(configuration))), named: "doubleTap")
  try engine.add(EveryFrame(base: PinchRecognizer(configuration: .init(configuration))), named: "pinch")
  try engine.add(EveryFrame(base: PanRecognizer(configuration: .init(configuration))), named: "pan")
  try engine.add(EveryFrame(base: PullDownRecognizer(configuration: .init(configuration))), named: "pullDown")
  // The opt-in ones, in order, up to the last one included.
  let quickScale = configuration.quickScaleEnabled && configuration.doubleTapEnabled
  if quickScale || configuration.longPressEnabled {
    try engine.add(
      EveryFrame(base: QuickScaleRecognizer(configuration: .init(configuration))), named: "quickScale")
  }
  if configuration.longPressEnabled {
    try engine.add(
      EveryFrame(base: LongPressRecognizer(configuration: .init(configuration))), named: "longPress")
  }
  let hasQuickScale = engine.contains(StandardRecognizer.quickScale.id)
  // The standard set's rules, as it states them.
  try engine.require(StandardRecognizer.tap.id, toFail: StandardRecognizer.doubleTap.id)
  if configuration.pullDownWithPaging {
    try engine.allowSimultaneousRecognition(StandardRecognizer.pan.id, StandardRecognizer.pullDown.id)
  } else {
    try engine.require(StandardRecognizer.pan.id, toFail: StandardRecognizer.pullDown.id)
  }
  try engine.allowSimultaneousRecognition(StandardRecognizer.pinch.id, StandardRecognizer.pan.id)
  if hasQuickScale {
    for dependent in [StandardRecognizer.tap, .pan, .pullDown] {
      try engine.require(dependent.id, toFail: StandardRecognizer.quickScale.id)
    }
  }
  return engine
}

/// Every event of `frames`, then of a settle one second after the last, as lines.
private func log(_ engine: inout GestureEngine, _ frames: [TouchFrame]) throws -> [String] {
  var events: [GestureEvent] = []
  for frame in frames { try engine.process(frame, into: &events) }
  try engine.advance(to: (frames.last?.time ?? 0) + 1, into: &events)
  return try events.map {
    "\($0.time.microseconds) \(try engine.name(of: $0.recognizer)) \($0.state.name) \($0.value)"
  }
}

@Suite("movement delivery")
struct MovementDeliveryTests {
  private func drag(moves: Int) -> [TouchFrame] {
    let id = TouchID(1)
    var frames = [
      TouchFrame(
        time: 0, samples: [TouchSample(time: 0, phase: .down, id: id, location: Point(x: 100, y: 100))])
    ]
    for step in 1...moves {
      let time = Double(step) / 60
      frames.append(
        TouchFrame(
          time: time,
          samples: [
            TouchSample(time: time, phase: .move, id: id, location: Point(x: 100 + Double(step), y: 100))
          ]))
    }
    let end = Double(moves + 1) / 60
    frames.append(
      TouchFrame(
        time: end, samples: [TouchSample(time: end, phase: .up, id: id, location: Point(x: 200, y: 100))]))
    return frames
  }

  @Test("a recognizer that does not need moves sees only the frames where a touch goes down or lifts")
  func recognizerWithoutMovementSkipsMoves() throws {
    var engine = GestureEngine()
    let skipping = try engine.add(FrameCounter(needsMovement: false), named: "skipping")
    let watching = try engine.add(FrameCounter(needsMovement: true), named: "watching")
    _ = try log(&engine, drag(moves: 10))
    let skipped = (try engine.recognizer(skipping) as? FrameCounter)?.updates
    let watched = (try engine.recognizer(watching) as? FrameCounter)?.updates
    #expect(skipped == 2)
    #expect(watched == 12)
  }

  @Test("the standard recognizers report when they need moves: only while they follow a touch")
  func standardRecognizersNeedMovesOnlyWhileTracking() throws {
    var engine = try GestureEngine(standardSetWith: GestureConfiguration())
    var events: [GestureEvent] = []
    let frames = drag(moves: 30)
    for frame in frames.prefix(20) { try engine.process(frame, into: &events) }
    // Mid-drag: the pan follows the finger; the tap and double tap failed
    // (moved too far), the pull-down failed (sideways), the pinch has one finger.
    let needs = try engine.recognizerIDs.map { try engine.recognizer($0).needsMovement }
    #expect(needs == [false, false, false, true, false])
  }

  @Test(
    "skipping moves changes no event: the standard set against the same set seeing every frame, 400 random streams"
  )
  func skippingMovesChangesNoEvent() throws {
    for seed in UInt64(1)...400 {
      let stream = RandomTouchStream(seed: seed)
      var standard = try GestureEngine(standardSetWith: stream.configuration)
      var everyFrame = try standardSetSeeingEveryFrame(stream.configuration)
      let expected = try log(&everyFrame, stream.frames)
      let found = try log(&standard, stream.frames)
      guard found != expected else { continue }
      // Report the first difference, not two whole logs.
      let first =
        zip(found.indices, expected.indices).first { found[$0.0] != expected[$0.1] }?.0
        ?? min(found.count, expected.count)
      let foundLine = first < found.count ? found[first] : "(end)"
      let expectedLine = first < expected.count ? expected[first] : "(end)"
      #expect(foundLine == expectedLine, "seed \(seed), event \(first)")
      return
    }
  }
}
