/// The shared time axis of the timeline: seconds to x, and its ticks.
struct TimeAxis: Sendable {
  let span: ClosedRange<Double>
  /// The axis's left and right ends, in pixels.
  let left: Double
  let right: Double

  /// The x of `time` seconds.
  func x(_ time: Double) -> Double {
    left + (time - span.lowerBound) / (span.upperBound - span.lowerBound) * (right - left)
  }

  /// Seconds per pixel.
  var secondsPerPixel: Double { (span.upperBound - span.lowerBound) / (right - left) }

  /// The tick spacing: 1, 2 or 5 times a power of ten, giving about ten ticks.
  var tickStep: Double {
    let raw = (span.upperBound - span.lowerBound) / 10
    var step = 1.0
    while step > raw { step /= 10 }
    while step * 10 <= raw { step *= 10 }
    for factor in [1.0, 2, 5, 10] where step * factor >= raw { return step * factor }
    return step * 10
  }

  /// The tick times, within the span.
  var ticks: [Double] {
    let step = tickStep
    var result: [Double] = []
    var index = (span.lowerBound / step).rounded(.up)
    while index * step <= span.upperBound + step * 1e-9, result.count < 100 {
      result.append(index * step)
      index += 1
    }
    return result
  }

  /// A tick's label: the time with as many decimals as the step needs.
  func label(_ time: Double) -> String {
    let step = tickStep
    let decimals = step >= 1 ? 0 : step >= 0.1 ? 1 : step >= 0.01 ? 2 : 3
    return Self.fixed(time, decimals: decimals) + " s"
  }

  /// `value` with `decimals` decimals.
  static func fixed(_ value: Double, decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (value * scale).rounded()
    guard scaled.isFinite, abs(scaled) < 9e15 else { return value.description }
    let whole = Int64(scaled)
    let sign = whole < 0 ? "-" : ""
    let magnitude = whole.magnitude
    let unit = UInt64(scale)
    guard decimals > 0 else { return sign + String(magnitude) }
    let fraction = String(magnitude % unit)
    return sign + String(magnitude / unit) + "." + String(repeating: "0", count: decimals - fraction.count)
      + fraction
  }
}
