/// Number formatting shared by the stream writers, the configuration and
/// event logs, so that every number the project prints is spelled one way.
///
/// Whole numbers print without a fraction (`390`, not `390.0`); others print
/// in the shortest form that reads back as the same `Double`, which Swift's
/// `description` guarantees. So writing a value and reading it back is exact.
package enum NumberFormatting {
  /// The shortest text that reads back as `value`, without a trailing `.0`
  /// (`390`, `0.016`, `-275.75`, `1e-05`).
  package static func shortest(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 {
      if value == 0 { return "0" }  // also for -0.0
      return String(Int64(value))
    }
    return value.description
  }

  /// `value` rounded to a millionth, in its shortest form (`585.000001` for
  /// 585.0000012): how the event logs and the gesture reasons print a
  /// viewer's or a recognizer's number.
  package static func logged(_ value: Double) -> String { shortest(millionths(value)) }

  /// `value` rounded to a millionth; huge values are left as they are.
  package static func millionths(_ value: Double) -> Double {
    guard abs(value) < 1e9 else { return value }
    let result = (value * 1_000_000).rounded() / 1_000_000
    return result == 0 ? 0 : result  // no "-0"
  }

  /// `value` with exactly three decimals (`0.270`), as the text event log
  /// prints times.
  package static func milliseconds(_ value: Double) -> String {
    let thousandths = (value * 1000).rounded()
    guard thousandths.isFinite, abs(thousandths) < 9e15 else { return value.description }
    let whole = Int64(thousandths)
    let sign = whole < 0 ? "-" : ""
    let magnitude = whole.magnitude
    let fraction = String(magnitude % 1000)
    return sign + String(magnitude / 1000) + "." + String(repeating: "0", count: 3 - fraction.utf8.count)
      + fraction
  }
}
