import GestureKitLite
import GestureKitLiteImporters

/// `watch`'s options, parsed and checked before the device is opened.
struct WatchOptions {
  /// The recording forms `watch` reads: the device's own, and evemu's and
  /// getevent's text.
  static let formats: [RecordingFormat] = [.evdev, .evemu, .getevent]

  /// What it prints: `--format`, `--changes`, `--values`, `--why`.
  var report: Report
  /// `--record FILE`: where the stream played is written.
  var recordPath: String?
  /// The configuration after `--preset`, `--config` and `--set`.
  var configuration: GestureConfiguration
  /// `--from` and its companions.
  var recording: RecordingImport.Options
  /// The device, a file, or `-` for standard input.
  var path: String

  /// Parses `watch`'s arguments: the event log's options, the configuration,
  /// the recording's options, then the operand, in the order their problems
  /// are reported.
  ///
  /// - Throws: ``SimError/usage(_:)`` for a bad value, no `--from` or one
  ///   `watch` cannot read, or not one device; the config file's errors.
  init(_ arguments: SimArguments) throws(SimError) {
    report = try Report(arguments)
    recordPath = arguments.value(.record)
    configuration = try ConfigurationOptions.configuration(from: arguments)
    let names = Self.formats.map(\.rawValue)
    let choices = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    guard
      let recording = try RecordingImport.options(
        from: arguments,
        viewport: Size(width: configuration.viewportWidth, height: configuration.viewportHeight),
        viewportIsChosen: RecordingDecoder.choosesViewport(configuration))
    else { throw .usage("watch needs --from \(choices)") }
    guard Self.formats.contains(recording.format) else {
      throw .usage("watch --from expects \(choices), found '\(recording.format.rawValue)'")
    }
    self.recording = recording
    guard arguments.positional.count == 1, let path = arguments.positional.first else {
      throw .usage("watch expects one device (/dev/input/eventN), or a file or - for standard input")
    }
    self.path = path
  }
}
