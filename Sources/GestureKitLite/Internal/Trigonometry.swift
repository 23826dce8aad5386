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
}
