import GestureKitLite
import GestureKitLiteScripts
import GestureKitLiteStreams

/// `synth`'s options, parsed and checked before the script is read.
struct SynthOptions {
  /// What `synth` writes.
  enum Mode {
    /// The stream drawn from the script at `path` (`-` for standard input),
    /// with the command line's settings.
    case script(path: String, overrides: SynthSettings.Overrides)
    /// `--bench-workload`: the workload `bench` generates.
    case benchWorkload(BenchWorkloadOptions)
  }

  /// A script or `bench`'s workload.
  var mode: Mode
  /// `--out` and `--format`.
  var output: StreamOutputOptions

  /// The options that set how a script is drawn.
  static let scriptOptions: [OptionSpec] = [.rate, .seed, .jitter, .timingJitter]

  /// Parses `synth`'s arguments, reporting the first problem in the order
  /// the command has always checked them.
  ///
  /// - Throws: ``SimError/usage(_:)`` for a bad value, options of the other
  ///   mode, or not one script.
  init(_ arguments: SimArguments) throws(SimError) {
    if arguments.flag(.benchWorkload) {
      if arguments.containsAny(Self.scriptOptions) {
        throw .usage("--rate, --seed, --jitter and --timing-jitter are for scripts, not --bench-workload")
      }
      let workload = BenchWorkloadOptions(
        mixed: arguments.flag(.mixed),
        samples: try BenchOptions.positiveInteger(
          .samples, in: arguments, default: 1_000_000))
      let outPath = arguments.value(.out)
      let formatName = arguments.value(.streamFormat)
      guard arguments.positional.isEmpty else { throw .usage("synth --bench-workload takes no script") }
      mode = .benchWorkload(workload)
      output = StreamOutputOptions(
        path: outPath, format: try StreamOutputOptions.format(formatName, outPath: outPath))
      return
    }
    if arguments.containsAny([.mixed, .samples]) {
      throw .usage("--mixed and --samples go with --bench-workload")
    }
    let overrides = try Self.overrides(from: arguments)
    output = try StreamOutputOptions(arguments)
    guard arguments.positional.count == 1, let path = arguments.positional.first else {
      throw .usage("synth expects one script file (or - for standard input)")
    }
    mode = .script(path: path, overrides: overrides)
  }

  /// The settings given on the command line: `--rate`, `--seed`,
  /// `--jitter` and `--timing-jitter`, which win over the script's.
  ///
  /// - Throws: ``SimError/usage(_:)`` for a value out of its range.
  static func overrides(from arguments: SimArguments) throws(SimError) -> SynthSettings.Overrides {
    var overrides = SynthSettings.Overrides()
    if let text = arguments.value(.rate) {
      guard let rate = GestureScript.number(text[...]), SynthSettings.rateRange.contains(rate) else {
        throw .usage("--rate expects a rate from 1 to 10000 Hz, found '\(text)'")
      }
      overrides.rate = rate
    }
    if let text = arguments.value(.seed) {
      guard let seed = UInt64(text) else {
        throw .usage("--seed expects a whole number from 0 to 18446744073709551615, found '\(text)'")
      }
      overrides.seed = seed
    }
    if let text = arguments.value(.jitter) {
      let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
      guard let amount = GestureScript.number(parts[0]), (0...SynthSettings.maximumJitter).contains(amount),
        parts.count == 1 || SynthSettings.JitterShape(rawValue: String(parts[1])) != nil
      else {
        throw .usage(
          "--jitter expects points from 0 to 1000, optionally :uniform or :gaussian, found '\(text)'")
      }
      overrides.jitter = amount
      if parts.count == 2 { overrides.jitterShape = SynthSettings.JitterShape(rawValue: String(parts[1])) }
    }
    if let text = arguments.value(.timingJitter) {
      let withUnit = text.hasSuffix("s") ? text : text + "ms"  // a bare number is milliseconds
      guard let microseconds = GestureScript.duration(withUnit[...]),
        microseconds <= SynthSettings.maximumTimingJitter
      else {
        throw .usage(
          "--timing-jitter expects milliseconds from 0 to 1000 (2, 2ms or 0.002s), found '\(text)'")
      }
      overrides.timingJitter = microseconds
    }
    return overrides
  }
}
