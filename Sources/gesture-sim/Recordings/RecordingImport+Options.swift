import GestureKitLite
import GestureKitLiteImporters

extension RecordingImport {
  /// The `--from`, `--desc`, `--range`, `--width` and `--height` options, or
  /// `nil` without `--from`.
  ///
  /// - Parameters:
  ///   - arguments: The command line.
  ///   - viewport: The viewport when `--width`/`--height` are not given.
  ///   - viewportIsChosen: Whether the caller chose `viewport` (`play`'s
  ///     `--set`/`--config`): a device is then fitted into it, as with
  ///     `--width`/`--height`, rather than played at its physical size.
  /// - Returns: The options, or `nil` when there is no `--from`.
  /// - Throws: ``SimError/usage(_:)`` for a bad value or a misplaced option.
  static func options(
    from arguments: SimArguments, viewport: Size, viewportIsChosen: Bool = false
  ) throws(SimError) -> Options? {
    let from = arguments.value(.from)
    let description = arguments.value(.desc)
    let rangeText = arguments.value(.range)
    let width = try dimension(arguments.value(.width), name: "width")
    let height = try dimension(arguments.value(.height), name: "height")
    guard let from else {
      if description != nil || rangeText != nil || width != nil || height != nil {
        throw .usage("--desc, --range, --width and --height need --from \(formatChoices)")
      }
      return nil
    }
    guard let format = RecordingFormat(rawValue: from) else {
      throw .usage("--from expects \(formatList), found '\(from)'")
    }
    if description != nil || rangeText != nil {
      try RecordingImport.checked(path: from) { () throws(RecordingError) in
        try format.checkDeviceOptionsAllowed()
      }
    }
    let writesViewport = width != nil || height != nil
    return Options(
      format: format, descriptionPath: description,
      viewport: Size(width: width ?? viewport.width, height: height ?? viewport.height),
      writesViewport: writesViewport,
      range: try rangeText.map { (text) throws(SimError) in
        try RecordingImport.checked(path: text) { () throws(RecordingError) in
          try RecordingDecoder.range(text)
        }
      },
      configurationChoseViewport: viewportIsChosen)
  }

  /// The parsed options, waiting for the file's path.
  struct Options {
    var format: RecordingFormat
    var descriptionPath: String?
    var viewport: Size
    /// `--width`/`--height` were given: the viewport is written as `@viewport`.
    var writesViewport: Bool
    /// `--range W×H`: the position axes run from 0 to W − 1 and H − 1.
    var range: (x: AxisRange, y: AxisRange)? = nil
    /// `play`'s configuration set the viewport (`--set`, `--config`).
    var configurationChoseViewport = false

    /// Whether the viewport was chosen: the device is then fitted into it.
    var viewportIsChosen: Bool { configurationChoseViewport || writesViewport }

    /// Opens the recording at `path` (`-` for standard input).
    func open(_ path: String) throws(SimError) -> RecordingImport {
      let description = try descriptionPath.map { (path) throws(SimError) in
        try InputFile(path: path, format: .text)
      }
      return RecordingImport(
        format: format, input: try InputFile(path: path, format: .text), description: description,
        range: range, viewport: viewport, viewportIsChosen: viewportIsChosen, writesViewport: writesViewport)
    }
  }

  /// The formats `--from` takes, as its usage shows them: `evemu|getevent|evdev|pointer-events`.
  static let formatChoices = RecordingFormat.allCases.map(\.rawValue).joined(separator: "|")

  /// The formats `--from` takes, in words: `evemu, getevent, evdev or pointer-events`.
  static let formatList: String = {
    let names = RecordingFormat.allCases.map(\.rawValue)
    return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
  }()

  private static func dimension(_ text: String?, name: String) throws(SimError) -> Double? {
    guard let text else { return nil }
    guard let value = Double(text), value.isFinite, value >= 1, value <= 1_000_000 else {
      throw .usage("--\(name) expects points from 1 to 1000000, found '\(text)'")
    }
    return value
  }
}
