import GestureKitLite

/// The little trigonometry a pinch's finger axis needs, without Foundation
/// or libm, so that a script draws the same stream on every platform.
enum Trigonometry {
  /// The unit vector `degrees` clockwise from +x (y points down), exact at
  /// multiples of 90° so that a pinch at `angle 90` keeps both fingers on
  /// one vertical; elsewhere within a unit or two in the last place.
  ///
  /// The angle is reduced in degrees, where multiples of 90 are exact, to
  /// a quadrant and an angle of at most 45° from its nearest axis, whose
  /// sine and cosine come from Taylor series.
  static func direction(degrees: Double) -> Point {
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
  static func sine(_ x: Double) -> Double {
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
  static func cosine(_ x: Double) -> Double {
    let x2 = x * x
    var sum = 1.0
    for n in stride(from: 22, through: 4, by: -2) {
      sum = 1 - x2 / Double((n - 1) * n) * sum
    }
    return 1 - x2 / 2 * sum
  }
}
