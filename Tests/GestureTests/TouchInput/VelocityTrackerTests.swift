import Foundation
import GestureKitLite
import Testing

@Suite("velocity tracker")
struct VelocityTrackerTests {
  /// Feeds `position(t)` sampled at `rate` Hz from 0 to `duration` seconds.
  func track(rate: Double, duration: Double, _ position: (Double) -> Point) -> VelocityTracker {
    var tracker = VelocityTracker()
    let count = Int((duration * rate).rounded())
    for step in 0...count {
      let t = Double(step) / rate
      tracker.add(position(t), at: Timestamp(seconds: t))
    }
    return tracker
  }

  @Test("constant speed is measured exactly", arguments: [60.0, 120.0, 240.0])
  func constantSpeed(rate: Double) {
    let tracker = track(rate: rate, duration: 0.3) { t in Point(x: 100 + 400 * t, y: 300 - 250 * t) }
    #expect(abs(tracker.velocity.x - 400) < 1e-3)
    #expect(abs(tracker.velocity.y - -250) < 1e-3)
  }

  @Test("steady acceleration is measured at the newest sample, not averaged over the window")
  func acceleration() {
    // x = 2000 t²: the speed at t = 0.3 s is 4000 × 0.3 = 1200 pt/s.
    let tracker = track(rate: 120, duration: 0.3) { t in Point(x: 2000 * t * t, y: 0) }
    #expect(abs(tracker.velocity.x - 1200) < 1e-2)
  }

  @Test(
    "the fit looks back the whole 100 ms at 480 Hz (48 samples), as at 120 Hz: the window is a time, not a count",
    arguments: [120.0, 480.0])
  func windowIsATime(rate: Double) {
    // An ease-out flick still moving at 0.25 s: a quadratic fits it only
    // approximately, so the samples the fit looks back over change its answer.
    let position = { (t: Double) in Point(x: 300 * (1 - (1 - t / 0.3) * (1 - t / 0.3) * (1 - t / 0.3)), y: 0)
    }
    let tracker = track(rate: rate, duration: 0.25, position)
    // The least-squares quadratic through every sample of the last 100 ms,
    // by its normal equations, its slope at the newest sample.
    // Times as the tracker reads them, in whole microseconds.
    let samples = (0...Int((0.25 * rate).rounded())).map { step in
      (time: (Double(step) / rate * 1e6).rounded() / 1e6, x: position(Double(step) / rate).x)
    }
    let newest = samples[samples.count - 1].time
    let window = samples.filter { newest - $0.time <= 0.1 + 1e-9 }
    var sums = [Double](repeating: 0, count: 5)
    var moments = [Double](repeating: 0, count: 3)
    for sample in window {
      let t = sample.time - newest
      for power in 0..<5 { sums[power] += pow(t, Double(power)) }
      for power in 0..<3 { moments[power] += pow(t, Double(power)) * sample.x }
    }
    func determinant(_ m: [[Double]]) -> Double {
      m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
        + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
    }
    let matrix = [[sums[0], sums[1], sums[2]], [sums[1], sums[2], sums[3]], [sums[2], sums[3], sums[4]]]
    var slope = matrix
    for row in 0..<3 { slope[row][1] = moments[row] }
    let expected = determinant(slope) / determinant(matrix)
    #expect(window.count == Int(0.1 * rate) + 1)
    #expect(abs(tracker.velocity.x - expected) < 1e-6 * abs(expected), "\(tracker.velocity.x) vs \(expected)")
  }

  @Test("a finger that rested 40 ms or more has no velocity, even with samples arriving")
  func restBeforeLift() {
    var tracker = track(rate: 120, duration: 0.2) { t in Point(x: 1000 * t, y: 0) }
    for step in 1...5 {  // 5 × 8.3 ms = 41.7 ms at the same spot
      tracker.add(Point(x: 200, y: 0), at: Timestamp(seconds: 0.2 + Double(step) / 120))
    }
    #expect(tracker.isResting)
    #expect(tracker.velocity == .zero)
  }

  /// A finger moving at 1000 pt/s along x for 100 ms, a sample every 10 ms,
  /// its last sample at (100, 0) at 100 ms; times in whole microseconds.
  func movingTracker() -> VelocityTracker {
    var tracker = VelocityTracker()
    for step in 0...10 {
      tracker.add(Point(x: Double(step) * 10, y: 0), at: Timestamp(microseconds: Int64(step) * 10_000))
    }
    return tracker
  }

  @Test("a finger that rested exactly 40 ms has no velocity; one that rested 39.999 ms keeps it")
  func restOfExactlyFortyMilliseconds() {
    var rested = movingTracker()
    rested.add(Point(x: 100, y: 0), at: Timestamp(microseconds: 140_000))
    #expect(rested.isResting)
    #expect(rested.velocity == .zero)
    var almost = movingTracker()
    almost.add(Point(x: 100, y: 0), at: Timestamp(microseconds: 139_999))
    #expect(!almost.isResting)
    // The fit sees the finger stop, so the speed is far from 1000 pt/s, but not zero.
    #expect(abs(almost.velocity.x) > 100)
  }

  @Test("jitter of exactly 2 pt (the rest tolerance) still counts as resting")
  func jitterOfExactlyTheTolerance() {
    var tracker = movingTracker()
    for (step, x) in [102.0, 100, 102, 100].enumerated() {
      tracker.add(Point(x: x, y: 0), at: Timestamp(microseconds: 110_000 + Int64(step) * 10_000))
    }
    #expect(tracker.isResting)
    #expect(tracker.velocity == .zero)
  }

  @Test("a sample exactly 100 ms older than the newest is part of the fit")
  func sampleAtTheWindowsEdgeCounts() {
    // Still, still, then 10 pt in 50 ms. The parabola through the three
    // samples has slope 300 pt/s at the newest; without the oldest, the line
    // through the last two would give 200.
    var tracker = VelocityTracker()
    tracker.add(Point(x: 0, y: 0), at: Timestamp(microseconds: 0))
    tracker.add(Point(x: 0, y: 0), at: Timestamp(microseconds: 50_000))
    tracker.add(Point(x: 10, y: 0), at: Timestamp(microseconds: 100_000))
    #expect(abs(tracker.velocity.x - 300) < 1e-6)
  }

  @Test("a finger that rested with no samples in between has no velocity either")
  func restWithoutSamples() {
    var tracker = track(rate: 120, duration: 0.2) { t in Point(x: 1000 * t, y: 0) }
    tracker.add(Point(x: 200, y: 0), at: Timestamp(seconds: 0.3))
    #expect(tracker.velocity == .zero)
  }

  @Test("jitter under 2 pt while resting still counts as resting")
  func jitterWhileResting() {
    var tracker = VelocityTracker()
    let wobble: [Double] = [0, 1.2, -0.8, 0.5, -1.5, 0.9, 0]
    for (step, dx) in wobble.enumerated() {
      tracker.add(Point(x: 200 + dx, y: 300), at: Timestamp(seconds: Double(step) / 120))
    }
    #expect(tracker.velocity == .zero)
  }

  @Test("a 20 ms flick with only two samples still has its speed")
  func shortFlick() {
    var tracker = VelocityTracker()
    tracker.add(Point(x: 100, y: 400), at: Timestamp(seconds: 1.000))
    tracker.add(Point(x: 120, y: 400), at: Timestamp(seconds: 1.020))
    #expect(abs(tracker.velocity.x - 1000) < 1e-9)
  }

  @Test("one sample has no velocity")
  func oneSample() {
    var tracker = VelocityTracker()
    tracker.add(Point(x: 100, y: 400), at: Timestamp(seconds: 1))
    #expect(tracker.velocity == .zero)
  }

  @Test("samples older than 100 ms do not count")
  func windowIsOneHundredMilliseconds() {
    var tracker = VelocityTracker()
    // Fast for 0.2 s, then slow for 0.1 s: only the slow part is in the window.
    for step in 0...24 {
      tracker.add(Point(x: Double(step) * 10, y: 0), at: Timestamp(seconds: Double(step) / 120))
    }
    for step in 1...12 {
      tracker.add(Point(x: 240 + Double(step) * 2.5, y: 0), at: Timestamp(seconds: 0.2 + Double(step) / 120))
    }
    #expect(abs(tracker.velocity.x - 300) < 1e-3)
  }

  @Test("samples with one timestamp do not divide by zero")
  func coincidentTimestamps() {
    var tracker = VelocityTracker()
    for step in 0..<5 { tracker.add(Point(x: Double(step) * 50, y: 0), at: Timestamp(seconds: 1)) }
    #expect(tracker.velocity.isFinite)
  }
}
