import GestureKitLite
import Testing

@testable import GestureKitLiteScripts

/// The selected entries' indices, in table order.
private func selected(_ touches: TouchTable, _ includes: (TouchTable.Entry) -> Bool) -> [Int] {
  (0..<touches.count).filter { includes(touches[$0]) }
}

/// SPEC §3's span, computed plainly: the distance between two touches; with
/// more, twice their mean distance from their centroid.
private func referenceSpan(_ points: [Point]) -> Double {
  guard points.count >= 2 else { return 0 }
  let center = points.reduce(Point.zero, +) / Double(points.count)
  return 2 * points.map { $0.distance(to: center) }.reduce(0, +) / Double(points.count)
}

/// The mean velocity and the span's rate of change (each touch's speed away
/// from the centroid, averaged and doubled), computed plainly.
private func referenceVelocities(_ points: [Point], _ velocities: [Point]) -> (Point, Double) {
  guard !points.isEmpty else { return (.zero, 0) }
  let mean = velocities.reduce(Point.zero, +) / Double(points.count)
  guard points.count >= 2 else { return (mean, 0) }
  let center = points.reduce(Point.zero, +) / Double(points.count)
  var total = 0.0
  for (point, velocity) in zip(points, velocities) {
    let offset = point - center
    guard offset.length > 0 else { continue }
    let relative = velocity - mean
    total += (relative.x * offset.x + relative.y * offset.y) / offset.length
  }
  return (mean, 2 * total / Double(points.count))
}

/// An engine after `frames` frames of `fingers` touches wandering at 120 Hz.
private func wanderingTouches(fingers: Int, frames: Int, seed: UInt64) throws -> TouchTable {
  var random = SeededGenerator(seed: seed, stream: 5)
  var engine = GestureEngine()
  var events: [GestureEvent] = []
  var locations = (0..<fingers).map { _ in
    Point(x: Double.random(in: -500...900, using: &random), y: Double.random(in: -500...900, using: &random))
  }
  for step in 0..<frames {
    let time = Double(step) / 120
    let samples = locations.indices.map { finger in
      TouchSample(
        time: time, phase: step == 0 ? .down : .move, id: TouchID(UInt64(finger)), location: locations[finger]
      )
    }
    try engine.process(TouchFrame(time: time, samples: samples), into: &events)
    for finger in locations.indices {
      locations[finger].x += Double.random(in: -9...9, using: &random)
      locations[finger].y += Double.random(in: -9...9, using: &random)
    }
  }
  return engine.touchesDown
}

@Suite("touch table")
struct TouchTableTests {
  private let selections: [(String, (TouchTable.Entry) -> Bool)] = [
    ("all", { _ in true }), ("odd ids", { $0.id.rawValue % 2 == 1 }), ("none", { _ in false }),
  ]

  @Test("centroid and span, apart or together, are SPEC §3's, to the bit, for 1 to 10 touches")
  func centroidAndSpanFollowTheDefinition() throws {
    for fingers in 1...10 {
      let touches = try wanderingTouches(fingers: fingers, frames: 1, seed: UInt64(fingers))
      for (name, includes) in selections {
        let points = selected(touches, includes).map { touches[$0].location }
        let centroid = points.isEmpty ? nil : points.reduce(Point.zero, +) / Double(points.count)
        let together = touches.centroidAndSpan(where: includes)
        #expect(touches.centroid(where: includes) == centroid, "\(fingers) touches, \(name)")
        #expect(together?.centroid == centroid, "\(fingers) touches, \(name)")
        #expect(together.map(\.span) == (points.isEmpty ? nil : referenceSpan(points)), "\(fingers), \(name)")
        #expect(touches.span(where: includes) == referenceSpan(points), "\(fingers) touches, \(name)")
      }
    }
  }

  @Test("mean velocity and span velocity, apart or together, follow their definitions, to the bit")
  func velocitiesFollowTheDefinition() throws {
    for fingers in 1...10 {
      let touches = try wanderingTouches(fingers: fingers, frames: 8, seed: UInt64(100 + fingers))
      for (name, includes) in selections {
        let indices = selected(touches, includes)
        let velocities = indices.map { touches.velocity(at: $0) }
        let (mean, spanVelocity) = referenceVelocities(indices.map { touches[$0].location }, velocities)
        let together = touches.velocityAndSpanVelocity(where: includes)
        #expect(touches.meanVelocity(where: includes) == mean, "\(fingers) touches, \(name)")
        #expect(together.velocity == mean, "\(fingers) touches, \(name)")
        #expect(together.spanVelocity == spanVelocity, "\(fingers) touches, \(name)")
        #expect(touches.spanVelocity(where: includes) == spanVelocity, "\(fingers) touches, \(name)")
        if fingers >= 2 && name == "all" {
          #expect(velocities.contains { $0 != .zero }, "the wandering touches move")
        }
      }
    }
  }

  @Test("each touch keeps a velocity history of its own while other touches go down and lift")
  func velocityHistoriesStayWithTheirTouches() throws {
    // Touches 1...6 overlap in a staggered way: some lift early, so later
    // touches reuse their places, and some lift out of the order they went down.
    let spans: [(id: UInt64, down: Int, up: Int)] = [
      (1, 0, 9), (2, 2, 30), (3, 4, 14), (4, 10, 40), (5, 15, 22), (6, 23, 40),
    ]
    var engine = GestureEngine()
    var events: [GestureEvent] = []
    var references: [UInt64: VelocityTracker] = [:]
    func location(_ id: UInt64, _ step: Int) -> Point {
      Point(x: 100 * Double(id) + 7 * Double(step * step % 23), y: 40 * Double(id) - 3 * Double(step))
    }
    for step in 0...40 {
      let time = Double(step) / 120
      var samples: [TouchSample] = []
      for span in spans where (span.down...span.up).contains(step) {
        let phase: TouchSample.Phase = step == span.down ? .down : step == span.up ? .up : .move
        let point = location(span.id, step)
        samples.append(TouchSample(time: time, phase: phase, id: TouchID(span.id), location: point))
        if phase == .down { references[span.id] = VelocityTracker() }
        references[span.id]?.add(point, at: Timestamp(seconds: time))
      }
      try engine.process(TouchFrame(time: time, samples: samples), into: &events)
      #expect(engine._invariantViolations().isEmpty, "step \(step)")
      let touches = engine.touchesDown
      for index in 0..<touches.count {
        let id = touches[index].id.rawValue
        #expect(touches.velocity(at: index) == references[id]?.velocity, "touch \(id) at step \(step)")
        #expect(touches.tracker(at: index).count == references[id]?.count, "touch \(id) at step \(step)")
      }
    }
  }
}
