import GestureKitLite

/// The benchmark's results: medians and spreads, as text or one JSON object.
struct BenchReport {
  var title: String
  var samples: Int
  var runs: [BenchRun]
  /// What the workload holds, or `nil` for a file (nothing to compare).
  var expected: [String: Int]?
  var peakRSS: Int
  var countsAllocations: Bool

  /// The median and the extremes of `values`.
  struct Spread {
    var median: Double
    var minimum: Double
    var maximum: Double

    init(_ values: [Double]) {
      let sorted = values.sorted()
      let middle = sorted.count / 2
      median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
      minimum = sorted.first ?? 0
      maximum = sorted.last ?? 0
    }
  }

  private func rate(_ seconds: (BenchRun) -> Double, count: (BenchRun) -> Int) -> Spread {
    Spread(runs.map { seconds($0) > 0 ? Double(count($0)) / seconds($0) : 0 })
  }

  var engineRate: Spread { rate({ $0.engineSeconds }, count: { _ in samples }) }
  var sessionRate: Spread { rate({ $0.sessionSeconds }, count: { _ in samples }) }
  var readerRate: Spread { rate({ $0.readerSeconds }, count: { $0.readerSamples }) }
  var readerBytesRate: Spread { rate({ $0.readerSeconds }, count: { $0.readerBytes }) }
  var hasEngineRun: Bool { runs.contains { $0.engineSeconds > 0 } }
  var hasReaderRun: Bool { runs.contains { $0.readerSeconds > 0 } }

  func allocationsPerSample(_ allocations: (BenchRun) -> UInt64) -> Double {
    guard countsAllocations, samples > 0 else { return .nan }
    return Spread(runs.map { Double(allocations($0)) / Double(samples) }).median
  }

  var recognized: [String: Int] { runs.last?.recognized ?? [:] }

  /// Why the recognized gestures differ from the workload's, or `nil`.
  var mismatch: String? {
    guard let expected else { return nil }
    for run in runs where run.recognized != expected {
      return "recognized \(describe(run.recognized)), but the workload holds \(describe(expected))"
    }
    return nil
  }

  private func describe(_ counts: [String: Int]) -> String {
    StandardRecognizer.allCases.compactMap { recognizer in
      counts[recognizer.name].map { "\(recognizer.name) \($0)" }
    }
    .joined(separator: ", ")
  }

  private static func millions(_ value: Double) -> String { fixed(value / 1e6, 2) + " M" }

  private static func fixed(_ value: Double, _ decimals: Int) -> String {
    guard value.isFinite else { return "n/a" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int64((value * scale).rounded())
    let whole = String(scaled / Int64(scale))
    guard decimals > 0 else { return whole }
    let fraction = String(abs(scaled) % Int64(scale))
    let sign = scaled < 0 && scaled / Int64(scale) == 0 ? "-" : ""
    return sign + whole + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
  }

  private func line(_ label: String, _ spread: Spread) -> String {
    let nanoseconds = spread.median > 0 ? 1e9 / spread.median : .nan
    return "\(label.padding(toLength: 17))\(Self.millions(spread.median)) samples/s  "
      + "(\(Self.fixed(nanoseconds, 1)) ns/sample)  [min \(Self.millions(spread.minimum)), max \(Self.millions(spread.maximum))]"
  }

  var text: [String] {
    var lines = [title, "runs: \(runs.count) (median, [spread])"]
    lines.append(
      "recognized: \(describe(recognized))"
        + (expected == nil ? "" : (mismatch == nil ? "  (as the workload holds)" : "  MISMATCH")))
    if hasEngineRun { lines.append(line("engine:", engineRate)) }
    lines.append(line(hasEngineRun ? "engine + viewer:" : "read + play:", sessionRate))
    if countsAllocations {
      if hasEngineRun {
        lines.append(
          "allocations:     engine \(Self.fixed(allocationsPerSample { $0.engineAllocations }, 4)) per sample, engine + viewer \(Self.fixed(allocationsPerSample { $0.sessionAllocations }, 4)) per sample"
        )
      } else {
        lines.append(
          "allocations:     \(Self.fixed(allocationsPerSample { $0.sessionAllocations }, 4)) per sample (read + play)"
        )
      }
    } else {
      lines.append("allocations:     not counted on this platform")
    }
    if hasReaderRun {
      lines.append(
        "text reader:     \(Self.millions(readerRate.median)) samples/s, \(Self.fixed(readerBytesRate.median / 1e6, 1)) MB/s  [min \(Self.millions(readerRate.minimum)), max \(Self.millions(readerRate.maximum))]"
      )
    }
    lines.append("peak RSS:        \(Self.fixed(Double(peakRSS) / 1e6, 1)) MB")
    return lines
  }

  var json: String {
    var fields: [(String, String)] = [
      ("samples", String(samples)), ("runs", String(runs.count)),
      ("samplesPerSecond", Self.number(sessionRate.median)),
      ("nanosecondsPerSample", Self.number(sessionRate.median > 0 ? 1e9 / sessionRate.median : 0)),
      ("samplesPerSecondMin", Self.number(sessionRate.minimum)),
      ("samplesPerSecondMax", Self.number(sessionRate.maximum)),
    ]
    if hasEngineRun {
      fields += [
        ("engineSamplesPerSecond", Self.number(engineRate.median)),
        ("engineNanosecondsPerSample", Self.number(engineRate.median > 0 ? 1e9 / engineRate.median : 0)),
        ("engineSamplesPerSecondMin", Self.number(engineRate.minimum)),
        ("engineSamplesPerSecondMax", Self.number(engineRate.maximum)),
        ("engineAllocationsPerSample", Self.number(allocationsPerSample { $0.engineAllocations })),
      ]
    }
    fields.append(("allocationsPerSample", Self.number(allocationsPerSample { $0.sessionAllocations })))
    if hasReaderRun {
      fields += [
        ("readerSamplesPerSecond", Self.number(readerRate.median)),
        ("readerMegabytesPerSecond", Self.number(readerBytesRate.median / 1e6)),
      ]
    }
    fields.append(("peakRSSBytes", String(peakRSS)))
    let counts = StandardRecognizer.allCases.compactMap { recognizer in
      recognized[recognizer.name].map { "\"\(recognizer.name)\":\($0)" }
    }
    fields.append(("recognized", "{" + counts.joined(separator: ",") + "}"))
    fields.append(("recognizedAsExpected", expected == nil ? "null" : (mismatch == nil ? "true" : "false")))
    return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
  }

  private static func number(_ value: Double) -> String {
    value.isFinite ? NumberFormatting.shortest((value * 1000).rounded() / 1000) : "null"
  }
}
