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

  @Test("velocity and span velocity measured together equal the two measured apart, to the bit")
  func velocityAndSpanVelocityMatchTheirParts() throws {
    var random = SeededGenerator(seed: 11, stream: 5)
    for fingers in 1...10 {
      var engine = GestureEngine()
      var events: [GestureEvent] = []
      var locations = (0..<fingers).map { _ in
        Point(x: Double.random(in: 0...400, using: &random), y: Double.random(in: 0...800, using: &random))
      }
      for step in 0..<8 {
        let time = Double(step) / 120
        let samples = locations.indices.map { finger in
          TouchSample(
            time: time, phase: step == 0 ? .down : .move, id: TouchID(UInt64(finger)),
            location: locations[finger])
        }
        try engine.process(TouchFrame(time: time, samples: samples), into: &events)
        for finger in locations.indices {
          locations[finger].x += Double.random(in: -9...9, using: &random)
          locations[finger].y += Double.random(in: -9...9, using: &random)
        }
      }
      let touches = engine.touchesDown
      let odd: (TouchTable.Entry) -> Bool = { $0.id.rawValue % 2 == 1 }
      for includes in [{ _ in true }, odd] as [(TouchTable.Entry) -> Bool] {
        let together = touches.velocityAndSpanVelocity(where: includes)
        #expect(together.velocity == touches.meanVelocity(where: includes))
        #expect(together.spanVelocity == touches.spanVelocity(where: includes))
      }
    }
  }
}
