/// A small seeded pseudo-random generator (SplitMix64), so that the same seed
/// gives the same numbers on every machine and every Swift version.
///
/// `synth` never uses `SystemRandomNumberGenerator`, nor the standard
/// library's `Double.random(in:using:)`, whose algorithm is an implementation
/// detail that may change: it draws raw 64-bit words from this generator and
/// turns them into numbers with the arithmetic below, which is exact and
/// portable (no `log`, `sin` or `sqrt`).
///
/// ```swift
/// var generator = SeededGenerator(seed: 7, stream: 3)
/// let dx = generator.uniform(within: 0.5)  // in -0.5...0.5
/// ```
///
/// SplitMix64 is Steele, Lea and Flood's generator (also Java's
/// `SplittableRandom`): a Weyl sequence through a 64-bit mixing function. It
/// passes BigCrush and is plenty for position noise.
struct SeededGenerator: RandomNumberGenerator, Sendable {
  /// The golden-ratio increment of the Weyl sequence.
  private static let increment: UInt64 = 0x9E37_79B9_7F4A_7C15

  private var state: UInt64

  /// Creates a generator for one independent stream of numbers.
  ///
  /// - Parameters:
  ///   - seed: The user's seed (`--seed`, `seed N`).
  ///   - stream: Which stream: the touch's index for position noise, another
  ///     constant for timing noise. Different streams of one seed are unrelated.
  init(seed: UInt64, stream: UInt64) {
    state = Self.mix(seed &+ Self.mix(stream &+ 1) &* Self.increment)
  }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= Self.increment
    return Self.mix(state)
  }

  /// A number in `0..<1` with 53 random bits.
  mutating func unitInterval() -> Double {
    Double(next() >> 11) * 0x1p-53
  }

  /// A number spread evenly over `-bound...bound`.
  mutating func uniform(within bound: Double) -> Double {
    (unitInterval() * 2 - 1) * bound
  }

  /// A number from a normal distribution with standard deviation `bound / 3`,
  /// cut off at `±bound` (the rare draws beyond are drawn again).
  ///
  /// The normal deviate is the Irwin–Hall sum of twelve uniforms minus six:
  /// mean 0, variance 1, and no transcendental functions, so it is the same
  /// everywhere.
  mutating func gaussian(within bound: Double) -> Double {
    while true {
      var sum = 0.0
      for _ in 0..<12 { sum += unitInterval() }
      let deviate = sum - 6
      if abs(deviate) <= 3 { return deviate / 3 * bound }
    }
  }

  /// A whole number spread evenly over `lower...upper` (`lower <= upper`).
  mutating func integer(in range: ClosedRange<Int64>) -> Int64 {
    let span = UInt64(range.upperBound - range.lowerBound) &+ 1
    if span == 0 { return Int64(bitPattern: next()) }  // the full 64-bit range
    // Lemire's multiply-shift: unbiased enough for 64-bit draws over small spans.
    let product = next().multipliedFullWidth(by: span)
    return range.lowerBound + Int64(product.high)
  }

  /// SplitMix64's finalizer: a bijective mix of 64 bits.
  private static func mix(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
