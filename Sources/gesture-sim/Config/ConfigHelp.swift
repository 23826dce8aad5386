extension CommandSpec {
  /// `gesture-sim config`.
  static let config = CommandSpec(
    "config", operands: "", summary: "List every configuration key with its default and meaning.",
    options: [.configFormat] + OptionSpec.configuration,
    discussion: """
      Lists every configuration key (docs/Contract.md §3) with its value and
      meaning: the defaults, or the values after --preset, --config and --set.
      """,
    epilogue: """
      EXAMPLES:
        gesture-sim config
        gesture-sim config -s doubleTapEnabled=false
        gesture-sim config --preset photo-detail -f json > viewer.json
        gesture-sim play --config viewer.json stream.touches
      """)
}

extension OptionSpec {
  /// `config --format`: a table or the JSON file `--config` reads.
  static let configFormat = OptionSpec(
    "format", short: "f", choices: ConfigOptions.Format.allCases.map(\.rawValue),
    help: [
      "Output form (default text):",
      "  text: each key, its value and unit, its meaning;",
      "  json: a flat JSON object that --config reads back unchanged",
      "        (a key that follows another is left out until set).",
    ])
}
