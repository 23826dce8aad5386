import GestureKitLite
import GestureKitLiteStreams

/// `gesture-sim play`: plays a stream through the standard recognizer set.
enum PlayCommand {
  static func run(_ arguments: inout SimArguments, output: inout OutputSink) throws(SimError) {
    let format = try outputFormat(arguments.value("format"))
    let changes = arguments.flag("changes")
    let values = arguments.flag("values")
    let why = arguments.flag("why")
    let stream = try StreamOptions.read(from: &arguments)
    let configuration = stream.configuration
    guard arguments.positional.count == 1, let path = arguments.positional.first else {
      throw .usage("play expects one stream file (or - for standard input)")
    }
    output.hold()
    if let recording = stream.recording {
      var lines = output
      defer { output = lines }
      let report = Report(
        format: format, includesChanges: changes, includesValues: values, includesReasons: why)
      let opened = try recording.open(path)
      let summary = try Playback.play(opened, configuration: configuration, report: report) {
        lines.write(line: $0)
      }
      for warning in summary.warnings(path: opened.path) { lines.writeError(warning) }
      return
    }
    let input = try InputFile(path: path, format: stream.inputFormat)
    let report = Report(
      format: format, includesChanges: changes, includesValues: values, includesReasons: why)
    var lines = output
    defer { output = lines }
    try Playback.play(input, configuration: configuration, report: report) { lines.write(line: $0) }
  }

  static func outputFormat(_ name: String?) throws(SimError) -> OutputFormat {
    guard let name else { return .text }
    guard let format = OutputFormat(rawValue: name) else {
      throw .usage("--format expects text or jsonl, found '\(name)'")
    }
    return format
  }

  static func streamFormat(_ name: String?) throws(SimError) -> TouchStreamFormat? {
    guard let name else { return nil }
    guard let format = TouchStreamFormat(name: name) else {
      throw .usage("--input-format expects text or jsonl, found '\(name)'")
    }
    return format
  }
}

/// `gesture-sim config`: every configuration key with its default and meaning,
/// or (`--format json`) the file `--config` reads back.
enum ConfigCommand {
  /// What `config` prints.
  enum Format: String, CaseIterable {
    /// A table: each key, its value and unit, its meaning.
    case text
    /// A flat JSON object that `--config` reads back unchanged.
    case json
  }

  static func run(_ arguments: inout SimArguments, output: inout OutputSink) throws(SimError) {
    let formatName = arguments.value("format")
    let configuration = try configuration(from: &arguments)
    guard arguments.positional.isEmpty else { throw .usage("config takes no file") }
    switch try format(formatName) {
    case .text: writeTable(configuration, to: &output)
    case .json: output.write(line: ConfigFile.text(for: configuration))
    }
  }

  private static func format(_ name: String?) throws(SimError) -> Format {
    guard let name else { return .text }
    guard let format = Format(rawValue: name) else {
      throw .usage("--format expects text or json, found '\(name)'")
    }
    return format
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

extension String {
  /// The string padded with spaces to `length` characters.
  func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
