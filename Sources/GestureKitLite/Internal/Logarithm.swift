/// The natural logarithm and exponentials the viewer and the quick scale need, without Foundation
/// or libm; accurate to a few units in the last place over the ranges used
/// (zoom ratios and deceleration factors).

/// The natural logarithm of a positive, finite `x`; `-infinity` for 0.
package func ln(_ x: Double) -> Double {
  guard x > 0, x.isFinite else { return x == 0 ? -.infinity : (x == .infinity ? .infinity : .nan) }
  // x = m · 2^e with m in [√½, √2): ln x = e·ln 2 + 2·atanh((m − 1)/(m + 1)).
  var exponent = Double(x.exponent)
  var mantissa = x.significand  // [1, 2)
  if mantissa > 1.414_213_562_373_095_1 {
    mantissa /= 2
    exponent += 1
  }
  let s = (mantissa - 1) / (mantissa + 1)
  let s2 = s * s
  var term = s
  var sum = 0.0
  var n = 1.0
  while abs(term / n) > 1e-18 * abs(sum) || n == 1 {
    sum += term / n
    term *= s2
    n += 2
    if n > 60 { break }
  }
  return exponent * ln2 + 2 * sum
}

/// e raised to `x`, for finite `x`; 0 below about −745 and +infinity above 709.
func exp(_ x: Double) -> Double {
  guard x.isFinite else { return x.isNaN ? .nan : (x > 0 ? .infinity : 0) }
  if x > 709.8 { return .infinity }
  if x < -745.2 { return 0 }
  // x = k·ln 2 + r with |r| ≤ ½ ln 2: e^x = 2^k · e^r, e^r by its series.
  let k = (x / ln2).rounded()
  return expSeries(x - k * ln2) * pow2(Int(k))
}

/// 2 raised to `x`, for `x` within ±1000 (beyond, the nearest of those):
/// exact where `x` is a whole number (2^1 is 2, not 1.9999999999999998).
func exp2(_ x: Double) -> Double {
  guard !x.isNaN else { return .nan }
  let bounded = min(max(x, -1000), 1000)
  // x = k + f with |f| ≤ ½: 2^x = 2^k · e^(f·ln 2).
  let k = bounded.rounded()
  return expSeries((bounded - k) * ln2) * pow2(Int(k))
}

/// ln 2.
private let ln2 = 0.693_147_180_559_945_3

/// e raised to `r`, for |r| ≤ ½ ln 2, by its series.
private func expSeries(_ r: Double) -> Double {
  var term = 1.0
  var sum = 1.0
  for n in 1...20 {
    term *= r / Double(n)
    sum += term
  }
  return sum
}

/// 2 raised to the integer `k`, without overflow traps.
private func pow2(_ k: Int) -> Double {
  var result = 1.0
  var remaining = k
  while remaining > 1000 {
    result *= 0x1p1000
    remaining -= 1000
  }
  while remaining < -1000 {
    result *= 0x1p-1000
    remaining += 1000
  }
  return result * Double(sign: .plus, exponent: remaining, significand: 1)
}
