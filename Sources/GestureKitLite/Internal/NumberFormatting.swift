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

  /// `value` with exactly three decimals (`0.270`), as the text event log
  /// prints times.
  package static func milliseconds(_ value: Double) -> String {
    let thousandths = (value * 1000).rounded()
    guard thousandths.isFinite, abs(thousandths) < 9e15 else { return value.description }
    let whole = Int64(thousandths)
    let sign = whole < 0 ? "-" : ""
    let magnitude = whole.magnitude
    let fraction = String(magnitude % 1000)
    return sign + String(magnitude / 1000) + "." + String(repeating: "0", count: 3 - fraction.count)
      + fraction
  }
}
