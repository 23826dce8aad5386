import GestureKitLite

/// `gesture-sim config`: every configuration key with its default and meaning,
/// or (`--format json`) the file `--config` reads back.
enum ConfigCommand {
  /// Prints the keys, as a table or as the JSON file `--config` reads.
  static func run(_ options: ConfigOptions, output: inout OutputSink) throws(SimError) {
    switch options.format {
    case .text: writeTable(options.configuration, to: &output)
    case .json: output.write(line: ConfigFile.text(for: options.configuration))
    }
  }

  /// The table: key, value and unit, meaning.
  private static func writeTable(_ configuration: GestureConfiguration, to output: inout OutputSink) {
    let keys = GestureConfiguration.Key.all
    let nameWidth = keys.map(\.name.count).max() ?? 0
    let values = keys.map { configuration.valueText(for: $0) + ($0.unit.isEmpty ? "" : " " + $0.unit) }
    let valueWidth = values.map(\.count).max() ?? 0
    let changed = Set(configuration.changedSettings.map(\.key))
    for (key, value) in zip(keys, values) {
      let name = key.name.padding(toLength: nameWidth)
      let meaning = Self.meaning(of: key, isSet: changed.contains(key.name))
      output.write(line: "\(name)  \(value.padding(toLength: valueWidth))  \(meaning)")
    }
  }

  /// The key's meaning as `config` prints it: with the words a word key
  /// takes, and, while it follows another key, which one.
  static func meaning(of key: GestureConfiguration.Key, isSet: Bool) -> String {
    var meaning = key.meaning
    if case .word = key.valueKind { meaning += " (\(key.valueKind.expectation))" }
    if let followed = key.follows, !isSet { meaning += " (follows \(followed) until set)" }
    return meaning
  }
}
