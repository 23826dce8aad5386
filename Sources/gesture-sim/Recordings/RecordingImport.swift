import GestureKitLite
import GestureKitLiteImporters
import GestureKitLiteStreams

/// A recording on disk and the `--from` options that say how to read it; the
/// library's ``RecordingDecoder`` reads it, streaming: the file is read in
/// chunks, one line (or one event object) at a time.
///
/// How device units become points, and which viewport the stream plays in,
/// is the decoder's to decide (see ``RecordingDecoder``).
struct RecordingImport {
  let format: RecordingFormat
  /// The recording, read once.
  let input: InputFile
  /// The recording's name in messages: its path, or `-`.
  var path: String { input.displayName }
  /// The device description (`--desc`), if given.
  ///
  /// The recording's own `A:` lines win over it: it fills in what the
  /// recording does not describe (older evemu files describe nothing).
  let description: InputFile?
  /// `--range`: the position ranges, which win over every description.
  let range: (x: AxisRange, y: AxisRange)?
  /// The viewport the device is fitted into when it is not at its physical size, points.
  let viewport: Size
  /// Whether the viewport was chosen (`--width`/`--height`, or `play`'s
  /// configuration): the device is then fitted into it.
  let viewportIsChosen: Bool
  /// Whether `--width`/`--height` chose the viewport: the stream then says so
  /// with `@viewport`, so that it plays with that viewport.
  let writesViewport: Bool

  /// What the import found, for the header comment and the warning.
  typealias Summary = RecordingSummary

  /// The library's decoder for this recording, its description read.
  ///
  /// - Throws: ``SimError`` for a description that cannot be read or is malformed.
  func decoder() throws(SimError) -> RecordingDecoder {
    try Self.decoder(
      format: format,
      description: try description.map { (file) throws(SimError) in try Self.read(file, format) },
      range: range, viewport: viewport, viewportIsChosen: viewportIsChosen, writesViewport: writesViewport,
      path: path)
  }

  /// The device description in `file`, for a recording in `format`.
  ///
  /// - Throws: ``SimError`` for a description that cannot be read or is malformed.
  static func read(_ file: InputFile, _ format: RecordingFormat) throws(SimError) -> DeviceGeometry {
    var reader = try checked(path: file.displayName) { () throws(RecordingError) in
      try DeviceDescriptionReader(format: format)
    }
    try file.forEachChunk { (chunk) throws(SimError) in
      try checked(path: file.displayName) { () throws(RecordingError) in try reader.append(chunk) }
    }
    return try checked(path: file.displayName) { () throws(RecordingError) in try reader.finish() }
  }

  /// The library's decoder for a recording in `format` at `path`, with the
  /// `--from` options' values.
  static func decoder(
    format: RecordingFormat, description: DeviceGeometry?, range: (x: AxisRange, y: AxisRange)?,
    viewport: Size, viewportIsChosen: Bool, writesViewport: Bool, path: String
  ) throws(SimError) -> RecordingDecoder {
    try checked(path: path) { () throws(RecordingError) in
      try RecordingDecoder(
        format: format, description: description, range: range, viewport: viewport,
        isViewportChosen: viewportIsChosen, writesViewport: writesViewport)
    }
  }

  /// Reads the recording, passing each record to `body`: `@viewport` first
  /// when the viewport is not the caller's (``writesViewport``, or a device
  /// at its physical size), then the samples in time order.
  ///
  /// - Returns: What the import found.
  /// - Throws: ``SimError`` for a file that cannot be read or a recording
  ///   that is malformed (`FILE:LINE:COL`), or one with no touches.
  @discardableResult
  func forEachRecord(_ body: (TouchStreamRecord) throws(SimError) -> Void) throws(SimError) -> Summary {
    var decoder = try decoder()
    var records: [TouchStreamRecord] = []
    try input.forEachChunk { (chunk) throws(SimError) in
      try Self.checked(path: path) { () throws(RecordingError) in try decoder.append(chunk, into: &records) }
      for record in records { try body(record) }
      records.removeAll(keepingCapacity: true)
    }
    try Self.checked(path: path) { () throws(RecordingError) in try decoder.finish(into: &records) }
    for record in records { try body(record) }
    return decoder.summary
  }

  /// Runs `step`, turning a ``RecordingError`` into the ``SimError`` for the
  /// file at `path` (the description's for a description error).
  static func checked<Result>(path: String, _ step: () throws(RecordingError) -> Result) throws(SimError)
    -> Result
  {
    do throws(RecordingError) {
      return try step()
    } catch {
      throw simError(error, path: path)
    }
  }

  /// The ``SimError`` for a refused recording or description at `path`.
  static func simError(_ error: RecordingError, path: String) -> SimError {
    switch error.source {
    case .options: .usage(error.message)
    case .recording, .description:
      error.line > 0
        ? .badInput(path: path, line: error.line, column: error.column, message: error.message)
        : .io(path: path, message: error.message)
    }
  }
}

extension RecordingSummary {
  /// The warnings `gesture-sim` prints on standard error, one of each kind
  /// at most: what was clamped, then what had no position.
  func warnings(path: String) -> [String] { warnings.map { "\(path):\($0)" } }
}
