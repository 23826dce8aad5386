/// Reads decimal numbers from UTF-8 bytes without Foundation.
///
/// The grammar is `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`.
/// Hexadecimal floats, `nan` and `inf` are not numbers here. Every number is
/// correctly rounded (to nearest, ties to even), by the first of three ways
/// that applies:
/// 1. Clinger's fast path: up to 2^53 as an integer times a power of ten
///    within ±22, both exact as `Double`s, so one multiplication or division
///    rounds once and correctly. Covers `0.016`, `195`, `0.5`.
/// 2. ``eiselLemire(_:power:)``: up to 19 significant digits and a power of
///    ten within ±64. Covers the 17-digit shortest representations that
///    computed coordinates print as (`200.08474576271186`).
/// 3. The standard library's conversion (`strtod`), for everything else:
///    more than 19 significant digits, large exponents, subnormals, overflow,
///    and the rare halfway cases the second way declines.
///
/// The first two read the bytes in place; only the third builds a `String`.
@usableFromInline
package enum DecimalParser {
  /// Why a field is not a usable number.
  @usableFromInline
  package enum Failure: Error, Equatable {
    /// The text does not follow the grammar.
    case notANumber
    /// The text follows the grammar but its value is beyond `Double`'s range.
    case notFinite
  }

  /// A number read from the start of some bytes, and where it stopped.
  package struct Prefix {
    /// The number, or why the bytes read are not one.
    package var result: Result<Double, Failure>
    /// The offset of the first byte after the number: the first byte that
    /// cannot continue it.
    package var end: Int
  }

  private static let exactPowersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// Parses the whole of `bytes` as a number.
  @usableFromInline
  package static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<Double, Failure> {
    let prefix = parsePrefix(bytes, from: 0)
    return prefix.end == bytes.count ? prefix.result : .failure(.notANumber)
  }

  /// Parses the whole of `text` as a number.
  @usableFromInline
  package static func parse(_ text: String) -> Result<Double, Failure> {
    var copy = text
    return copy.withUTF8 { parse($0) }
  }

  /// Reads the number that starts at byte `start` of `bytes`, up to the first
  /// byte that cannot continue it.
  ///
  /// It lets a reader parse a field while finding its end, in one pass: the
  /// field is this number exactly when `end` is where the field ends. A sign
  /// or point without digits, or an `e` without exponent digits, gives
  /// ``Failure/notANumber``.
  package static func parsePrefix(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Prefix {
    let count = bytes.count
    var index = start
    var negative = false
    if index < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
      negative = bytes[index] == UInt8(ascii: "-")
      index += 1
    }
    // Every digit goes into `significand` with wrapping arithmetic; past 19
    // digits it may have wrapped, and the digits are counted again below.
    // One branch-free multiply-add a digit is what keeps the loop fast.
    let digitsStart = index
    var significand: UInt64 = 0
    index = accumulateDigits(bytes, from: index, into: &significand)
    var digitCount = index - digitsStart
    var fractionDigits = 0
    if index < count, bytes[index] == UInt8(ascii: ".") {
      let fractionStart = index + 1
      index = accumulateDigits(bytes, from: fractionStart, into: &significand)
      fractionDigits = index - fractionStart
      digitCount += fractionDigits
    }
    guard digitCount > 0 else { return Prefix(result: .failure(.notANumber), end: index) }
    var exponent = 0
    if index < count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      var exponentNegative = false
      if index < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
        exponentNegative = bytes[index] == UInt8(ascii: "-")
        index += 1
      }
      let exponentStart = index
      while index < count, case let digit = bytes[index] &- UInt8(ascii: "0"), digit < 10 {
        if exponent < 100_000 { exponent = exponent * 10 + Int(digit) }  // saturates, never overflows
        index += 1
      }
      guard index > exponentStart else { return Prefix(result: .failure(.notANumber), end: index) }
      if exponentNegative { exponent = -exponent }
    }
    let end = index

    if digitCount > 19 && significantDigits(bytes, digitsStart..<end) > 19 {
      return Prefix(result: convertSlowly(bytes, start..<end), end: end)
    }
    let magnitude: Double
    let power = exponent - fractionDigits
    if significand == 0 {
      magnitude = 0  // zero times any power of ten, however large
    } else if abs(exponent) >= 100_000 {
      return Prefix(result: convertSlowly(bytes, start..<end), end: end)  // saturated
    } else if significand <= 1 << 53, power >= -22, power <= 22 {
      let base = Double(significand)
      magnitude = power >= 0 ? base * exactPowersOfTen[power] : base / exactPowersOfTen[-power]
    } else if let converted = eiselLemire(significand, power: power) {
      magnitude = converted
    } else {
      return Prefix(result: convertSlowly(bytes, start..<end), end: end)
    }
    return Prefix(result: .success(negative ? -magnitude : magnitude), end: end)
  }

  /// The number in `range` by the standard library's conversion, which is
  /// correctly rounded for any length and exponent but builds a `String`.
  ///
  /// `range` must follow the grammar. Tests compare the fast paths against it.
  static func convertSlowly(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>
  ) -> Result<Double, Failure> {
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    guard let converted = Double(text) else { return .failure(.notANumber) }
    return converted.isFinite ? .success(converted) : .failure(.notFinite)
  }

  /// Reads decimal digits from `start` into `significand`, wrapping past 19
  /// of them, and returns the offset of the first byte that is not a digit.
  @inline(__always)
  private static func accumulateDigits(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, into significand: inout UInt64
  ) -> Int {
    var index = start
    while index < bytes.count, case let digit = bytes[index] &- UInt8(ascii: "0"), digit < 10 {
      significand = significand &* 10 &+ UInt64(digit)
      index += 1
    }
    return index
  }

  /// The digits in `range` without the zeros that lead them (`0.000123` has
  /// three), which carry no value; the point and the rest are not counted.
  private static func significantDigits(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>
  ) -> Int {
    var index = range.lowerBound
    while index < range.upperBound,
      bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: ".")
    {
      index += 1
    }
    var digits = 0
    while index < range.upperBound, bytes[index] | 0x20 != UInt8(ascii: "e") {
      if bytes[index] != UInt8(ascii: ".") { digits += 1 }
      index += 1
    }
    return digits
  }
}
