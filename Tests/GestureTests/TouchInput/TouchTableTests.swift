import GestureKitLite
import Testing

@testable import gesture_sim

@Suite("touch table")
struct TouchTableTests {
  @Test("centroid and span measured together equal the centroid and the span measured apart, to the bit")
  func centroidAndSpanMatchTheirParts() throws {
    var random = SeededGenerator(seed: 7, stream: 3)
    for fingers in 1...10 {
      var engine = GestureEngine()
      var events: [GestureEvent] = []
      let samples = (0..<fingers).map { finger in
        TouchSample(
          time: 0, phase: .down, id: TouchID(UInt64(finger)),
          location: Point(
            x: Double.random(in: -500...900, using: &random), y: Double.random(in: -500...900, using: &random)
          ))
      }
      try engine.process(TouchFrame(time: 0, samples: samples), into: &events)
      let touches = engine.touchesDown
      let odd: (TouchTable.Entry) -> Bool = { $0.id.rawValue % 2 == 1 }
      for includes in [{ _ in true }, odd] as [(TouchTable.Entry) -> Bool] {
        let together = touches.centroidAndSpan(where: includes)
        let centroid = touches.centroid(where: includes)
        #expect(together?.centroid == centroid)
        #expect(together.map(\.span) == (centroid == nil ? nil : touches.span(where: includes)))
      }
    }
  }
}
