/// Reads decimal numbers from UTF-8 bytes without Foundation.
///
/// The grammar is `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`.
/// Hexadecimal floats, `nan` and `inf` are not numbers here. Short numbers
/// (up to 19 significant digits and a power of ten within ±22, which is
/// every coordinate and time a touch stream holds) convert exactly with one
/// multiplication or division (Clinger's fast path); anything else goes
/// through the standard library's correctly rounded conversion.
@usableFromInline
enum DecimalParser {
  /// Why a field is not a usable number.
  @usableFromInline
  enum Failure: Error, Equatable {
    /// The text does not follow the grammar.
    case notANumber
    /// The text follows the grammar but its value is beyond `Double`'s range.
    case notFinite
  }

  private static let exactPowersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// Parses the whole of `bytes` as a number.
  @usableFromInline
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<Double, Failure> {
    var index = 0
    let count = bytes.count
    var negative = false
    if index < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
      negative = bytes[index] == UInt8(ascii: "-")
      index += 1
    }
    var mantissa: UInt64 = 0
    var significantDigits = 0
    var digitsSeen = 0
    var decimalExponent = 0
    var exact = true
    while index < count, let digit = digitValue(bytes[index]) {
      digitsSeen += 1
      accumulate(digit, into: &mantissa, significant: &significantDigits, exact: &exact)
      if !exact && significantDigits > 19 { decimalExponent += 1 }
      index += 1
    }
    if index < count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      while index < count, let digit = digitValue(bytes[index]) {
        digitsSeen += 1
        if exact || significantDigits <= 19 {
          accumulate(digit, into: &mantissa, significant: &significantDigits, exact: &exact)
          if exact { decimalExponent -= 1 }
        }
        index += 1
      }
    }
    guard digitsSeen > 0 else { return .failure(.notANumber) }
    var exponent = 0
    if index < count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      var exponentNegative = false
      if index < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
        exponentNegative = bytes[index] == UInt8(ascii: "-")
        index += 1
      }
      var exponentDigits = 0
      while index < count, let digit = digitValue(bytes[index]) {
        exponentDigits += 1
        if exponent < 100_000 { exponent = exponent * 10 + Int(digit) }
        index += 1
      }
      guard exponentDigits > 0 else { return .failure(.notANumber) }
      if exponentNegative { exponent = -exponent }
    }
    guard index == count else { return .failure(.notANumber) }

    let value: Double
    let power = decimalExponent + exponent
    if exact, mantissa <= (1 << 53), abs(power) <= 22 {
      let base = Double(mantissa)
      value = power >= 0 ? base * exactPowersOfTen[power] : base / exactPowersOfTen[-power]
    } else {
      let text = String(decoding: bytes, as: UTF8.self)
      guard let converted = Double(text) else { return .failure(.notANumber) }
      value = converted.magnitude
    }
    guard value.isFinite else { return .failure(.notFinite) }
    return .success(negative ? -value : value)
  }

  /// Parses the whole of `text` as a number.
  @usableFromInline
  static func parse(_ text: String) -> Result<Double, Failure> {
    var copy = text
    return copy.withUTF8 { parse($0) }
  }

  @inline(__always)
  private static func digitValue(_ byte: UInt8) -> UInt64? {
    byte &- UInt8(ascii: "0") < 10 ? UInt64(byte &- UInt8(ascii: "0")) : nil
  }

  @inline(__always)
  private static func accumulate(
    _ digit: UInt64, into mantissa: inout UInt64, significant: inout Int, exact: inout Bool
  ) {
    if significant == 0 && digit == 0 { return }  // leading zeros carry no information
    significant += 1
    if significant > 19 {
      exact = false
      return
    }
    mantissa = mantissa * 10 + digit
  }
}
