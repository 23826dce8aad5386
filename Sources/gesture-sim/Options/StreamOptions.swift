import GestureKitLite
import GestureKitLiteImporters
import GestureKitLiteStreams

/// The options of every command that plays a stream.
///
/// `play` and `render` read them with ``read(from:)``: the stream's form, the
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

  /// Reads the shared options from `arguments`.
  ///
  /// - Throws: ``SimError/usage(_:)`` for a bad value.
  static func read(from arguments: inout SimArguments) throws(SimError) -> StreamOptions {
    let inputFormat = try PlayCommand.streamFormat(arguments.value("input-format"))
    let configuration = try gesture_sim.configuration(from: &arguments)
    // A viewport set with --set or --config is chosen: a device is fitted into it.
    let recording = try RecordingImport.options(
      from: &arguments,
      viewport: Size(width: configuration.viewportWidth, height: configuration.viewportHeight),
      viewportIsChosen: RecordingDecoder.choosesViewport(configuration))
    return StreamOptions(inputFormat: inputFormat, configuration: configuration, recording: recording)
  }
}
