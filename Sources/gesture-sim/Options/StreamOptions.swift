import GestureKitLite
import GestureKitLiteImporters
import GestureKitLiteStreams

/// The options of every command that plays a stream.
///
/// `play` and `render` read them with ``init(_:)``: the stream's form, the
/// configuration, and `--from` for a device recording. An option added here
/// reaches all of them.
struct StreamOptions {
  /// `--input-format`, or `nil` to go by the extension and the first byte.
  var inputFormat: TouchStreamFormat?
  /// `--config` then each `--set`, validated (the stream's own lines come later).
  var configuration: GestureConfiguration
  /// `--from` and its companions, or `nil` for a touch stream.
  var recording: RecordingImport.Options?

  /// The shared options' declarations, for the commands' option tables.
  static let options: [OptionSpec] =
    [.inputFormat, .from, .desc, .range, .width, .height] + OptionSpec.configuration

  /// The stream options of a command that plays with the defaults (`check`'s
  /// fixtures set their own configuration with `@set` lines).
  static let defaults = StreamOptions(inputFormat: nil, configuration: GestureConfiguration(), recording: nil)
}

extension StreamOptions {
  /// Reads the shared options from `arguments`, in the order their errors
  /// are reported: `--input-format`, the configuration, then `--from` and
  /// its companions.
  ///
  /// - Throws: ``SimError/usage(_:)`` for a bad value; the config file's errors.
  init(_ arguments: SimArguments) throws(SimError) {
    let inputFormat = try Self.inputFormat(arguments.value(.inputFormat))
    let configuration = try ConfigurationOptions.configuration(from: arguments)
    // A viewport set with --set or --config is chosen: a device is fitted into it.
    let recording = try RecordingImport.options(
      from: arguments,
      viewport: Size(width: configuration.viewportWidth, height: configuration.viewportHeight),
      viewportIsChosen: RecordingDecoder.choosesViewport(configuration))
    self.init(inputFormat: inputFormat, configuration: configuration, recording: recording)
  }

  /// `--input-format`'s value, `nil` without one.
  private static func inputFormat(_ name: String?) throws(SimError) -> TouchStreamFormat? {
    guard let name else { return nil }
    guard let format = TouchStreamFormat(name: name) else {
      throw .usage("--input-format expects text or jsonl, found '\(name)'")
    }
    return format
  }
}
