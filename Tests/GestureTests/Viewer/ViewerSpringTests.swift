import Foundation
import Testing

@testable import GestureKitLite

/// The analytic solution of m x'' + c x' + k x = 0 with x(0) = 1, x'(0) = 0
/// for SwiftUI's `Spring(duration:bounce:)` (m = 1, k = (2π/d)², c =
/// 4π(1 − b)/d), written out here with Foundation's functions, apart from
/// the library's own closed form and its own exp, cos and sin.
private func analyticDisplacement(duration: Double, bounce: Double, at t: Double) -> Double {
  let k = pow(2 * Double.pi / duration, 2)
  let c = 4 * Double.pi * (1 - bounce) / duration
  let discriminant = c * c - 4 * k  // of r² + c r + k = 0
  if discriminant < -1e-9 * k {
    let alpha = -c / 2
    let omega = sqrt(-discriminant) / 2
    // x = e^(αt)(A cos ωt + B sin ωt), A = 1, ωB + αA = 0.
    return Foundation.exp(alpha * t) * (Foundation.cos(omega * t) - alpha / omega * Foundation.sin(omega * t))
  }
  let r = -c / 2  // double root: x = (1 − r t) e^(rt)
  return (1 - r * t) * Foundation.exp(r * t)
}

@Suite("viewer: the restoring spring")
struct ViewerSpringTests {
  static let springs: [(duration: Double, bounce: Double)] = [
    (0.5, 0.3), (0.3, 0), (0.5, 0), (1, 0.5), (0.01, 0.9), (10, 0.9), (2, 0.1), (0.25, 0.75),
  ]

  @Test("stiffness and damping are SwiftUI's: (2π ÷ duration)² and 4π(1 − bounce) ÷ duration")
  func coefficients() {
    let spring = ViewerSpring(duration: 0.5, bounce: 0.3)
    #expect(abs(spring.stiffness - 157.913_670_417_429_7) < 1e-9)  // (4π)²
    #expect(abs(spring.damping - 17.592_918_860_102_84) < 1e-9)  // 4π · 0.7 / 0.5
    #expect(spring.dampingRatio == 0.7)  // UIKit's usingSpringWithDamping: 0.7
    #expect(abs(spring.damping / (2 * spring.stiffness.squareRoot()) - 0.7) < 1e-12)
  }

  @Test("the closed form matches the analytic solution at 20,000 times, for eight springs")
  func matchesAnalyticSolution() {
    var largest = 0.0
    for (duration, bounce) in Self.springs {
      let spring = ViewerSpring(duration: duration, bounce: bounce)
      let end = spring.settlingTime(distance: 1000)
      for step in 0...2_500 {
        let t = end * Double(step) / 2_500
        let error = abs(
          spring.displacement(at: t) - analyticDisplacement(duration: duration, bounce: bounce, at: t))
        largest = max(largest, error)
      }
    }
    // Fractions of the starting displacement: 1e-12 of a 1000 pt pull is a nanometre.
    #expect(largest < 1e-12, "largest difference \(largest)")
  }

  @Test("it solves the equation of motion: x(0) = 1, x'(0) = 0, x'' + c x' + k x = 0")
  func solvesTheEquation() {
    for (duration, bounce) in Self.springs {
      let spring = ViewerSpring(duration: duration, bounce: bounce)
      let h = duration * 1e-4
      #expect(spring.displacement(at: 0) == 1)
      let slope = (spring.displacement(at: h) - spring.displacement(at: -h)) / (2 * h)
      #expect(abs(slope) * duration < 1e-6, "x'(0) = \(slope) for \(duration), \(bounce)")
      for t in stride(from: duration / 7, to: 3 * duration, by: duration / 7) {
        let x = spring.displacement(at: t)
        let v = (spring.displacement(at: t + h) - spring.displacement(at: t - h)) / (2 * h)
        let a = (spring.displacement(at: t + h) - 2 * x + spring.displacement(at: t - h)) / (h * h)
        let residual = a + spring.damping * v + spring.stiffness * x
        #expect(
          abs(residual) / spring.stiffness < 1e-5, "residual \(residual) at \(t) for \(duration), \(bounce)")
      }
    }
  }

  @Test("with bounce 0.3 it overshoots by e^(−ζπ/√(1−ζ²)) at π/ω_d; with bounce 0 never")
  func overshoot() {
    let spring = ViewerSpring(duration: 0.5, bounce: 0.3)
    let peak = Double.pi / spring.dampedFrequency
    #expect(abs(peak - 0.350_070_021_007) < 1e-9)
    #expect(abs(spring.displacement(at: peak) + Foundation.exp(-0.7 * Double.pi / sqrt(0.51))) < 1e-15)
    let critical = ViewerSpring(duration: 0.3, bounce: 0)
    for step in 0...1000 { #expect(critical.displacement(at: Double(step) / 1000) > 0) }
  }

  @Test("the envelope bounds the motion, and the spring is within 0.001 pt from its settling time on")
  func settling() {
    for (duration, bounce) in Self.springs {
      let spring = ViewerSpring(duration: duration, bounce: bounce)
      for distance in [0.5, 1.0, 150, 1e4, 2.9e9] {
        let end = spring.settlingTime(distance: distance)
        #expect(end.isFinite && end >= 0)
        #expect(distance * spring.envelope(at: end) <= ViewerSpring.restThreshold * (1 + 1e-9))
        if end > 0 {
          #expect(distance * spring.envelope(at: end * (1 - 1e-6)) > ViewerSpring.restThreshold * 0.999)
        }
        for step in 0...400 {
          let t = end * 1.2 * Double(step) / 400
          #expect(abs(spring.displacement(at: t)) <= spring.envelope(at: t) * (1 + 1e-12) + 1e-15)
        }
      }
      #expect(spring.settlingTime(distance: 0.0005) == 0)  // already within the threshold
    }
    // 003's pull of 150 pt with Spring(duration: 0.5, bounce: 0.3) settles in 1.3932 s.
    #expect(abs(ViewerSpring(duration: 0.5, bounce: 0.3).settlingTime(distance: 150) - 1.393_181_307) < 1e-6)
  }

  @Test("a restore sampled at 60, 120 or 240 Hz has the same value at the same time: no drift")
  func sameValuesAtEveryRate() throws {
    var configuration = GestureConfiguration()
    configuration.dismissRestore = .spring
    configuration.dismissRestoreDuration = 0.5
    configuration.dismissRestoreBounce = 0.3
    configuration.dismissDistance = 200
    var tracks: [[Int64: Double]] = []
    var release = 0.0
    for rate in [60.0, 120, 240] {
      var script = TouchScript()
      script.drag(
        1, from: Point(x: 195, y: 300), to: Point(x: 195, y: 450), time: 0, duration: 0.3, rest: 0.1)
      let (played, lines) = try script.session(configuration)
      var session = played
      #expect(lines.last == "0.400 dismissCancelled")
      release = 0.4
      var track: [Int64: Double] = [:]
      var output: [ImageViewerSession.Output] = []
      for step in 1...Int(1.5 * rate) {
        let time = release + Double(step) / rate
        try session.advance(to: time, into: &output)
        track[Timestamp(seconds: time).microseconds] = session.viewer.state.pullDownTranslation.y
      }
      #expect(output.isEmpty)
      tracks.append(track)
    }
    var compared = 0
    var largest = 0.0
    for (time, value) in tracks[0] {
      #expect(tracks[1][time] == value && tracks[2][time] == value, "at \(time) µs")
      let t = Double(time) / 1_000_000 - release
      let expected = t >= 1.393_181_307 ? 0 : 150 * analyticDisplacement(duration: 0.5, bounce: 0.3, at: t)
      largest = max(largest, abs(value - expected))
      compared += 1
    }
    #expect(compared == 90)
    #expect(largest < 1e-9, "largest difference \(largest) pt")
    // At rest exactly on its place, having overshot it on the way.
    #expect(tracks[2].values.min()! < -6.89)
    #expect(tracks[2][Timestamp(seconds: release + 1.5).microseconds] == 0)
  }
}
