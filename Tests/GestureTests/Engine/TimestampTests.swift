import GestureKitLite
import Testing

@testable import GestureKitLiteScripts

@Suite("timestamp")
struct TimestampTests {
  /// The definition: seconds × 10⁶, rounded half away from zero, clamped.
  private func reference(_ seconds: Double) -> Int64 {
    let scaled = (seconds * 1_000_000).rounded()
    if scaled.isNaN { return 0 }
    if scaled >= 9.0e18 { return 9_000_000_000_000_000_000 }
    if scaled <= -9.0e18 { return -9_000_000_000_000_000_000 }
    return Int64(scaled)
  }

  @Test("seconds become microseconds rounded half away from zero, at halves and at the edges of exactness")
  func roundsLikeTheDefinitionAtTheEdges() {
    let edges: [Double] = [
      0, -0.0, 0.0000005, -0.0000005, 0.0000015, 0.0000004999999, 1.0000005, -2.5e-6, 0.1, 0.2, 0.3,
      123.456789, 4503599627.3704965, 4503599627.370497, 4503599627.3704955, 9.0e12, -9.0e12, 9.1e12,
      1e300, -1e300, .infinity, -.infinity, .nan, .ulpOfOne, -.ulpOfOne, 0.49999999999999994e-6,
    ]
    for seconds in edges {
      let found = Timestamp(seconds: seconds).microseconds
      #expect(found == reference(seconds), "\(seconds)")
    }
  }

  @Test("seconds become microseconds as the definition says, for 200,000 seeded random times")
  func roundsLikeTheDefinitionEverywhere() {
    var random = SeededGenerator(seed: 2026, stream: 11)
    for _ in 0..<200_000 {
      let magnitude = Double.random(in: -7...13, using: &random)
      let sign: Double = Bool.random(using: &random) ? 1 : -1
      var seconds = sign * Double.pow10(magnitude)
      if Bool.random(using: &random) {
        // Exact halves of a microsecond, where rounding by hand could slip.
        seconds = (seconds * 1_000_000).rounded(.down) / 1_000_000 + 0.0000005
      }
      let found = Timestamp(seconds: seconds).microseconds
      #expect(found == reference(seconds), "\(seconds)")
      if found != reference(seconds) { return }
    }
  }

  @Test("the time between the two most distant timestamps is the nearest Double, never a wrapped difference")
  func secondsBetweenDistantTimestamps() {
    let earliest = Timestamp(microseconds: .min)
    let latest = Timestamp(microseconds: .max)
    #expect(latest.seconds(since: earliest) == 18_446_744_073_709.551615)
    #expect(earliest.seconds(since: latest) == -18_446_744_073_709.551615)
    #expect(latest.seconds(since: Timestamp(microseconds: -1)) == 9_223_372_036_854.775807)
    // Within a stream's times it stays exact.
    let a = Timestamp(seconds: 1e10)
    let b = Timestamp(seconds: -1e10)
    #expect(a.seconds(since: b) == 2e10)
    #expect(Timestamp(microseconds: 390_001).seconds(since: Timestamp(microseconds: 90_000)) == 0.300001)
  }
}

extension Double {
  /// 10 raised to `exponent`.
  fileprivate static func pow10(_ exponent: Double) -> Double {
    var result = 1.0
    let whole = Int(exponent.rounded(.down))
    for _ in 0..<abs(whole) { result = whole < 0 ? result / 10 : result * 10 }
    // The fraction of a decade, by a few terms of exp(x · ln 10).
    let x = (exponent - Double(whole)) * 2.302585092994046
    var term = 1.0
    var sum = 1.0
    for n in 1...20 {
      term *= x / Double(n)
      sum += term
    }
    return result * sum
  }
}
