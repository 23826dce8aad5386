import GestureKitLite
import GestureKitLiteImporters
import GestureKitLiteStreams

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
      "preset", .value(placeholder: "NAME"), completes: .words(ViewerPreset.allCases.map(\.name)),
      help: [
        "Start from the configuration of one of the seed articles'",
        "viewers (applied before --config and --set):",
      ] + presets)
  }()

  /// The options of what `play` prints, which `watch` prints too: `--format`,
  /// `--changes`, `--values` and `--why` (``Report/init(_:)`` reads them).
  static let eventLog: [OptionSpec] = [.eventLogFormat, .changes, .values, .why]

  /// `--format` of the event log: text or JSON Lines.
  static let eventLogFormat = OptionSpec(
    "format", short: "f", choices: OutputFormat.allCases.map(\.rawValue),
    help: [
      "Output form (default text):",
      "  text:  0.270 doubleTap recognized",
      #"  jsonl: {"t":0.27,"type":"recognizer","name":"doubleTap","state":"recognized"}"#,
    ])

  /// `--changes`: print `changed` events too.
  static let changes = OptionSpec("changes", .flag, help: ["Print 'changed' events too."])

  /// `--values`: each recognizer event's values.
  static let values = OptionSpec(
    "values", .flag,
    help: [
      "Add each recognizer event's values (the fields its",
      "recognizer reports: location, translation, scale,",
      "focal, velocity, progress, touchCount):",
      "  text:  0.483 pinch changed scale=1.2 focal=195,422 ...",
      #"  jsonl: {...,"state":"changed","scale":1.2,"focal":[195,422],...}"#,
    ])

  /// `--why`: why each recognizer failed or was cancelled.
  static let why = OptionSpec(
    "why", .flag,
    help: [
      "Say why each recognizer failed or was cancelled: a code",
      "(listed below) and the numbers that decided it:",
      "  text:  0.580 doubleTap failed why=tooFar: the second tap ...",
      #"  jsonl: {...,"state":"failed","why":"tooFar","detail":"..."}"#,
    ])

  /// `--input-format`: the form of the stream read (play).
  static let inputFormat = OptionSpec(
    "input-format", choices: TouchStreamFormat.allCases.map(\.name),
    help: [
      "The stream's form; by default from the extension",
      "(.touches, .jsonl), else from its first character.",
    ])

  /// `--config`: a JSON file of configuration keys.
  static let config = OptionSpec(
    "config", short: "c", .value(placeholder: "FILE.json"), completes: .file,
    help: ["A flat JSON object of configuration keys ('gesture-sim config -f json' writes one)."])

  /// `--set`: one configuration key, repeatable.
  static let set = OptionSpec(
    "set", short: "s", .repeatable(placeholder: "key=value"), completes: .setting,
    help: [
      "Override one key; repeatable. Applied after --preset and",
      "--config; a stream's own @set lines are applied after all.",
    ])

  /// `--from` for play and render: a device recording instead of a stream;
  /// import's help describes the formats.
  static let from = OptionSpec(
    "from", choices: RecordingFormat.allCases.map(\.rawValue),
    help: [
      "Play a device recording in this format instead of a stream",
      "(FORMATS in 'gesture-sim import --help').",
    ])

  /// `--from` for import, whose help describes the formats below its options.
  static let importFrom = OptionSpec(
    "from", choices: RecordingFormat.allCases.map(\.rawValue),
    help: ["The recording's format (FORMATS below)."])

  /// `--desc`: the device's description for an evdev recording.
  static let desc = OptionSpec(
    "desc", .value(placeholder: "DESC"), completes: .file,
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

  /// `--width` for play and render: with `--from`, the viewport the
  /// recording is fitted into.
  static let width = OptionSpec(
    "width", .value(placeholder: "PT"),
    help: [
      "With --from: the width of the viewport the device's surface",
      "is fitted into (default: viewportWidth, \(defaultValue(of: "viewportWidth")) unless --preset,",
      "--config or --set change it).",
    ])

  /// `--height` for play and render: with `--from`, the viewport the
  /// recording is fitted into.
  static let height = OptionSpec(
    "height", .value(placeholder: "PT"),
    help: [
      "With --from: the viewport's height (default: viewportHeight,",
      "\(defaultValue(of: "viewportHeight")) unless changed); the surface keeps its aspect ratio.",
      "Unless --width, --height or a viewport is set, a direct-touch",
      "screen with a resolution plays at its physical size (see",
      "'gesture-sim import --help').",
    ])

  /// `--width` for import: the viewport a recording is fitted into.
  static let importWidth = OptionSpec(
    "width", .value(placeholder: "PT"),
    help: [
      "The viewport's width (default \(defaultValue(of: "viewportWidth")); a direct-touch screen with",
      "a resolution: its physical size, below).",
    ])

  /// `--height` for import: the viewport a recording is fitted into.
  static let importHeight = OptionSpec(
    "height", .value(placeholder: "PT"),
    help: [
      "The viewport's height (default \(defaultValue(of: "viewportHeight")), or the physical size).",
      "The device's surface is fitted into the viewport keeping its",
      "aspect ratio; given, they are written as '@viewport W H'.",
    ])

  /// SPEC §3's default of `key`, as `gesture-sim config` prints it.
  private static func defaultValue(of key: String) -> String {
    GestureConfiguration().valueText(forKey: key)
  }

  /// `--format` for a command that writes a stream (synth, import).
  static let streamFormat = OptionSpec(
    "format", short: "f", choices: TouchStreamFormat.allCases.map(\.name),
    help: ["The stream's form (default: from --out's extension, else text)."])

  /// `--out`: where a command writes its stream.
  static let out = OptionSpec(
    "out", short: "o", .value(placeholder: "FILE"), completes: .file,
    help: ["Write the stream to FILE instead of standard output."])

  /// `--mixed`: the benchmark workload with every kind of gesture.
  static let mixed = OptionSpec(
    "mixed", .flag, help: ["Add taps, double taps, pull-downs and page swipes to the", "generated workload."])

  /// `--samples`: the benchmark workload's size.
  static let samples = OptionSpec(
    "samples", .value(placeholder: "N"), help: ["The generated workload's size (default 1000000)."])
}
