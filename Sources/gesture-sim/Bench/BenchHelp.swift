extension CommandSpec {
  /// `gesture-sim bench`.
  static let bench = CommandSpec(
    "bench", operands: "[FILE]",
    summary: "Measure samples per second, allocations and memory (release build).",
    options: [.runs, .json, .mixed, .samples] + OptionSpec.configuration,
    discussion: """
      Measures the engine and the viewer; build with -c release for real numbers (a
      debug build says so on standard error). Without FILE it generates its workload
      deterministically: --samples samples (default 1,000,000) alternating one-finger
      pans (60 samples, 300 pt in about one second, in four directions) and two-finger
      pinches (62 samples, spreading and closing in turn), 0.5 s apart; --mixed adds
      taps, double taps, pull-downs and page swipes. It reports the median and spread
      of N runs (default 5): samples per second and ns per sample for the engine alone
      and the engine plus the viewer, heap allocations per sample (counted by
      interposing malloc), the text reader's samples/s and MB/s on the same workload
      written to a file, and the peak RSS. It prints what was recognized and exits 1
      when that differs from what the workload holds. With FILE it streams the file
      through the reader, the engine and the viewer (as play does, printing nothing)
      and reports the same; --mixed and --samples describe the generated workload and
      do not go with FILE.
      """,
    epilogue: """
      EXAMPLES:
        swift run -c release gesture-sim bench
        swift run -c release gesture-sim bench --mixed --json
        gesture-sim synth --bench-workload --samples 10000000 -o big.touches
        swift run -c release gesture-sim bench big.touches --runs 1
      """)
}

extension OptionSpec {
  /// `bench --runs N`: runs to take the median of.
  static let runs = OptionSpec(
    "runs", .value(placeholder: "N"), help: ["Runs to take the median of (default 5)."])

  /// `bench --json`: the report as one JSON object.
  static let json = OptionSpec(
    "json", .flag,
    help: [
      "One JSON object: samplesPerSecond, engineSamplesPerSecond,",
      "allocationsPerSample, readerSamplesPerSecond,",
      "readerMegabytesPerSecond, peakRSSBytes, ... (medians).",
    ])
}
