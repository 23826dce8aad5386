import GestureKitLite

extension OptionSpec {
  // Options several commands take, declared once.

  /// The options ``configuration(from:)`` reads, in the order they apply:
  /// every command that takes a configuration declares these.
  static let configuration: [OptionSpec] = [.preset, .config, .set]

  /// `--preset`: the configuration of one seed article's viewer.
  static let preset: OptionSpec = {
    let width = ViewerPreset.allCases.map(\.name.count).max() ?? 0
    let presets = ViewerPreset.allCases.map { "  " + $0.name.padding(toLength: width + 2) + $0.summary }
    return OptionSpec(
      "preset", .value(placeholder: "NAME"),
      help: [
        "Start from the configuration of one of the seed articles'",
        "viewers (applied before --config and --set):",
      ] + presets)
  }()

  /// `--input-format`: the form of the stream read (play).
  static let inputFormat = OptionSpec(
    "input-format", .value(placeholder: "text|jsonl"),
    help: [
      "The stream's form; by default from the extension",
      "(.touches, .jsonl), else from its first character.",
    ])

  /// `--config`: a JSON file of configuration keys.
  static let config = OptionSpec(
    "config", short: "c", .value(placeholder: "FILE.json"),
    help: ["A flat JSON object of configuration keys."])

  /// `--set`: one configuration key, repeatable.
  static let set = OptionSpec(
    "set", short: "s", .repeatable(placeholder: "key=value"),
    help: [
      "Override one key; repeatable. Applied after --preset and",
      "--config; a stream's own @set lines are applied after all.",
    ])

  /// `--from`: the recording format of a device recording (play, import).
  static let from = OptionSpec(
    "from", .value(placeholder: "evemu|getevent|pointer-events"),
    help: ["The recording's format (FORMATS in 'gesture-sim import --help')."])

  /// `--desc`: the device's description for an evdev recording.
  static let desc = OptionSpec(
    "desc", .value(placeholder: "DESC"),
    help: [
      "The device's description (evemu, getevent): evemu A: lines",
      "or the output of 'adb shell getevent -lp'.",
    ])

  /// `--range`: an evdev device's units, when no description gives them.
  static let range = OptionSpec(
    "range", .value(placeholder: "WxH"),
    help: [
      "The device's units on each axis (1024x1024: X from 0 to 1023),",
      "when no description gives them; it wins over the descriptions.",
    ])

  /// `--width`: the viewport a recording is fitted into.
  static let width = OptionSpec(
    "width", .value(placeholder: "PT"), help: ["The viewport's width (default: the configuration's, 390)."])

  /// `--height`: the viewport a recording is fitted into.
  static let height = OptionSpec(
    "height", .value(placeholder: "PT"),
    help: [
      "The viewport's height (default: the configuration's, 844).",
      "The device's surface is fitted into the viewport keeping its",
      "aspect ratio; given, they are written as '@viewport W H'.",
    ])

  /// `--format` for a command that writes a stream (synth, import).
  static let streamFormat = OptionSpec(
    "format", short: "f", .value(placeholder: "text|jsonl"),
    help: ["The stream's form (default: from --out's extension, else text)."])

  /// `--out`: where a command writes its stream.
  static let out = OptionSpec(
    "out", short: "o", .value(placeholder: "FILE"),
    help: ["Write the stream to FILE instead of standard output."])

  /// `--mixed`: the benchmark workload with every kind of gesture.
  static let mixed = OptionSpec(
    "mixed", .flag, help: ["Add taps, double taps, pull-downs and page swipes to the", "generated workload."])

  /// `--samples`: the benchmark workload's size.
  static let samples = OptionSpec(
    "samples", .value(placeholder: "N"), help: ["The generated workload's size (default 1000000)."])
}
