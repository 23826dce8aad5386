/// The elementary functions the package needs, without Foundation or libm,
/// so that every platform computes the same bits: the pull-down's angle and
/// the spring's oscillation here, a script's pinch axis (GestureKitLiteScripts)
/// through `package` access.
///
/// Each function keeps the evaluation order it has always had: the fixtures
/// are written from these bits, so two cosines that agree to a unit in the
/// last place are still two functions.
package enum Trigonometry {
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

  /// The unit vector `degrees` clockwise from +x (y points down), exact at
  /// multiples of 90° so that a pinch at `angle 90` keeps both fingers on
  /// one vertical; elsewhere within a unit or two in the last place.
  ///
  /// The angle is reduced in degrees, where multiples of 90 are exact, to
  /// a quadrant and an angle of at most 45° from its nearest axis, whose
  /// sine and cosine come from Taylor series.
  package static func direction(degrees: Double) -> Point {
    var turned = degrees.truncatingRemainder(dividingBy: 360)
    if turned < 0 { turned += 360 }
    if turned >= 360 { turned = 0 }  // a tiny negative angle rounded up to 360
    let quadrant = Int(turned / 90)
    let within = turned - 90 * Double(quadrant)  // exact: 0 ≤ within < 90
    let (cosine, sine): (Double, Double)
    if within <= 45 {
      let x = within * Double.pi / 180
      (cosine, sine) = (Self.cosine(x), Self.sine(x))
    } else {
      let x = (90 - within) * Double.pi / 180  // exact subtraction: within ≥ 45
      (cosine, sine) = (Self.sine(x), Self.cosine(x))
    }
    switch quadrant {
    case 0: return Point(x: cosine, y: sine)
    case 1: return Point(x: -sine, y: cosine)
    case 2: return Point(x: -cosine, y: -sine)
    default: return Point(x: sine, y: -cosine)
    }
  }

  /// The sine of `x` radians, `|x| ≤ π/4`: the Taylor series to x²¹,
  /// evaluated from its smallest term (Horner's rule), within a unit in the
  /// last place.
  package static func sine(_ x: Double) -> Double {
    let x2 = x * x
    var sum = 1.0
    for n in stride(from: 21, through: 3, by: -2) {
      sum = 1 - x2 / Double((n - 1) * n) * sum
    }
    return x * sum
  }

  /// The cosine of `x` radians, `|x| ≤ π/4`: the Taylor series to x²²,
  /// evaluated from its smallest term.
  ///
  /// The last step adds the small part to 1 once, rounding once.
  package static func cosine(_ x: Double) -> Double {
    let x2 = x * x
    var sum = 1.0
    for n in stride(from: 22, through: 4, by: -2) {
      sum = 1 - x2 / Double((n - 1) * n) * sum
    }
    return 1 - x2 / 2 * sum
  }

  /// π/2 to 32 significant bits, so that its product with any count up to 2²⁰ is exact.
  private static let halfPiHigh = 1.570_796_326_734_125_614_166_259_765_625
  /// π/2 − ``halfPiHigh``.
  private static let halfPiLow = 6.077_100_506_506_192_6e-11
}
