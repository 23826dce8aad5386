import GestureKitLite

/// `bench`'s options, parsed and checked before anything is measured.
struct BenchOptions {
  /// `--json`: one JSON object instead of the text report.
  var json: Bool
  /// `--mixed`: the generated workload has every kind of gesture.
  var mixed: Bool
  /// `--runs`: runs to take the median of.
  var runs: Int
  /// `--samples`: the generated workload's size.
  var sampleCount: Int
  /// The configuration after `--preset`, `--config` and `--set`.
  var configuration: GestureConfiguration
  /// The stream file to measure, or `nil` for the generated workload.
  var path: String?

  /// Parses `bench`'s arguments: the numbers, the configuration, then the
  /// operand, in the order their problems are reported.
  ///
  /// - Throws: ``SimError/usage(_:)`` for a bad value, more than one file, or
  ///   `--mixed`/`--samples` with a file; the config file's errors.
  init(_ arguments: SimArguments) throws(SimError) {
    json = arguments.flag(.json)
    mixed = arguments.flag(.mixed)
    runs = try Self.positiveInteger(.runs, in: arguments, default: 5)
    sampleCount = try Self.positiveInteger(.samples, in: arguments, default: 1_000_000)
    configuration = try ConfigurationOptions.configuration(from: arguments)
    guard arguments.positional.count <= 1 else { throw .usage("bench takes at most one stream file") }
    path = arguments.positional.first
    if path != nil, arguments.containsAny([.mixed, .samples]) {
      throw .usage(
        "--mixed and --samples shape the generated workload; bench FILE measures the file as it is")
    }
  }

  /// The value of `option`, a whole number above zero, or `value` without one.
  ///
  /// - Throws: ``SimError/usage(_:)`` for anything else.
  static func positiveInteger(
    _ option: OptionSpec, in arguments: SimArguments, default value: Int
  ) throws(SimError) -> Int {
    guard let text = arguments.value(option) else { return value }
    guard let number = Int(text), number > 0 else {
      throw .usage("--\(option.name) expects a positive whole number, found '\(text)'")
    }
    return number
  }
}
