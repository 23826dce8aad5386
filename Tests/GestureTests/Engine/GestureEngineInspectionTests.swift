import GestureKitLite
import Testing

@Suite("engine inspection")
struct GestureEngineInspectionTests {
  @Test("the tap holds its recognition from its up while the double tap waits, until the wait's deadline")
  func heldTapAndDeadline() throws {
    var engine = try GestureEngine(standardSetWith: GestureConfiguration())
    var events: [GestureEvent] = []
    let tap = StandardRecognizer.tap.id
    let doubleTap = StandardRecognizer.doubleTap.id
    #expect(try engine.attempt(of: tap) == nil)
    #expect(engine.nextDeadline == nil)
    try engine.process(
      TouchFrame(
        time: 0, samples: [.init(time: 0, phase: .down, id: TouchID(1), location: Point(x: 100, y: 100))]),
      into: &events)
    #expect(try engine.attempt(of: tap) != nil)
    // A press longer than tapMaxDuration (0.5 s) fails the tap.
    #expect(try engine.deadline(of: tap) == Timestamp(seconds: 0.5))
    try engine.process(
      TouchFrame(
        time: 0.1, samples: [.init(time: 0.1, phase: .up, id: TouchID(1), location: Point(x: 100, y: 100))]),
      into: &events)
    #expect(events.isEmpty)
    #expect(try engine.isHoldingTransition(tap))
    #expect(try !engine.isHoldingTransition(doubleTap))
    #expect(try engine.deadline(of: doubleTap) == Timestamp(seconds: 0.4))
    #expect(engine.nextDeadline == Timestamp(seconds: 0.4))
    try engine.advance(to: 0.5, into: &events)
    #expect(events.map(\.state) == [.failed, .recognized])
    #expect(try !engine.isHoldingTransition(tap))
    #expect(try engine.deadline(of: doubleTap) == nil)
    #expect(try engine.attempt(of: doubleTap) == nil)
  }

  @Test("asking about a recognizer the engine does not have is a thrown error, not a trap")
  func unknownRecognizer() throws {
    let engine = try GestureEngine(standardSetWith: GestureConfiguration())
    let unknown = RecognizerID(index: 7)
    #expect(throws: GestureEngineError.self) { try engine.isHoldingTransition(unknown) }
    #expect(throws: GestureEngineError.self) { try engine.deadline(of: unknown) }
    #expect(throws: GestureEngineError.self) { try engine.attempt(of: unknown) }
  }
}
