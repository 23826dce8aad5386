/// The little trigonometry the library needs, without Foundation or libm.
enum Trigonometry {
  /// The cosine of an angle in degrees from 0 to 90, to within 1e-15.
  ///
  /// A Taylor series about 0: at π/2 the 13th term is below 1e-20.
  static func cosine(degrees: Double) -> Double {
    let x = min(max(degrees, 0), 90) * Double.pi / 180
    let x2 = x * x
    var term = 1.0
    var sum = 1.0
    for n in stride(from: 2, through: 26, by: 2) {
      term *= -x2 / Double((n - 1) * n)
      sum += term
    }
    return sum
  }

  /// The cosine and sine of any finite angle in radians, to within a few
  /// units in the last place of 1 for angles up to about 10⁶.
  ///
  /// The angle is reduced to r in [−π/4, π/4] and a quarter turn count q
  /// (angle = q · π/2 + r, π/2 in two parts so that the reduction loses
  /// little), then both series are summed about 0 (at π/4 the 12th term is
  /// below 1e-20) and turned by q quarter turns.
  static func cosineAndSine(radians angle: Double) -> (cosine: Double, sine: Double) {
    guard angle.isFinite else { return (.nan, .nan) }
    let quarters = (angle / halfPiHigh).rounded()
    let r = (angle - quarters * halfPiHigh) - quarters * halfPiLow
    let r2 = r * r
    var cosine = 1.0
    var sine = r
    var cosineTerm = 1.0
    var sineTerm = r
    for n in stride(from: 2, through: 24, by: 2) {
      cosineTerm *= -r2 / Double((n - 1) * n)
      sineTerm *= -r2 / Double(n * (n + 1))
      cosine += cosineTerm
      sine += sineTerm
    }
    // Only the count modulo 4 matters; a huge count is reduced as a Double first.
    let turn = Int(quarters - 4 * (quarters / 4).rounded(.down))
    switch turn {
    case 1: return (-sine, cosine)
    case 2: return (-cosine, -sine)
    case 3: return (sine, -cosine)
    default: return (cosine, sine)
    }
  }

  /// The angle, in degrees from 0 to 180, between `vector` and straight
  /// down (+y): 0 straight down, 90 sideways, 180 straight up; 0 for a zero vector.
  static func degreesFromStraightDown(_ vector: Point) -> Double {
    let across = abs(vector.x)
    let down = abs(vector.y)
    guard across > 0 || down > 0 else { return 0 }
    // atan of the smaller over the larger, in [0, 45]; then the octant.
    var degrees = arctangent(min(across, down) / max(across, down)) * 180 / Double.pi
    if across > down { degrees = 90 - degrees }
    return vector.y < 0 ? 180 - degrees : degrees
  }

  /// The arctangent of `z` in [0, 1], in radians, to within a few units in
  /// the last place.
  ///
  /// Two halvings (atan z = 2 atan(z ÷ (1 + √(1 + z²)))) bring z below
  /// tan(π/16) ≈ 0.2, where the series' 15th term is below 1e-22.
  static func arctangent(_ z: Double) -> Double {
    var x = z
    for _ in 0..<2 { x = x / (1 + (1 + x * x).squareRoot()) }
    let x2 = x * x
    var power = x
    var sum = x
    for n in stride(from: 3, through: 31, by: 2) {
      power *= -x2
      sum += power / Double(n)
    }
    return 4 * sum
  }

  /// π/2 to 32 significant bits, so that its product with any count up to 2²⁰ is exact.
  private static let halfPiHigh = 1.570_796_326_734_125_614_166_259_765_625
  /// π/2 − ``halfPiHigh``.
  private static let halfPiLow = 6.077_100_506_506_192_6e-11
}
