import GestureKitLite

/// The recording formats `--from` reads.
enum RecordingFormat: String, CaseIterable {
  /// evemu's `E:` lines, with `A:` lines in the header or a `.desc` file.
  case evemu
  /// Android's `getevent -lt` text.
  case getevent
  /// W3C Pointer Events as JSON.
  case pointerEvents = "pointer-events"
}

/// A recording on disk turned into touch stream records, streaming: the
/// file is read in chunks, one line (or one event object) at a time.
///
/// evdev recordings (evemu, getevent) are mapped from device units to
/// points by aspect-fitting the device's surface into the viewport (see
/// `CoordinateMapping(fitting:_:into:)`); pointer events are CSS pixels,
/// which are points. Time zero is the first frame.
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
  /// The viewport the device is fitted into, points.
  let viewport: Size
  /// Whether `--width`/`--height` chose the viewport: the stream then says so
  /// with `@viewport`, so that it plays with that viewport.
  let writesViewport: Bool

  /// The `--from`, `--desc`, `--width` and `--height` options, or `nil` without `--from`.
  ///
  /// - Parameters:
  ///   - arguments: The command line; the options are consumed.
  ///   - viewport: The viewport when `--width`/`--height` are not given.
  /// - Returns: The options, or `nil` when there is no `--from`.
  /// - Throws: ``SimError/usage(_:)`` for a bad value or a misplaced option.
  static func options(from arguments: inout SimArguments, viewport: Size) throws(SimError) -> Options? {
    let from = arguments.value("from")
    let description = arguments.value("desc")
    let width = try dimension(arguments.value("width"), name: "width")
    let height = try dimension(arguments.value("height"), name: "height")
    guard let from else {
      if description != nil || width != nil || height != nil {
        throw .usage("--desc, --width and --height need --from evemu|getevent|pointer-events")
      }
      return nil
    }
    guard let format = RecordingFormat(rawValue: from) else {
      throw .usage("--from expects evemu, getevent or pointer-events, found '\(from)'")
    }
    if format == .pointerEvents, description != nil {
      throw .usage("--desc is for evemu and getevent; pointer events need no device description")
    }
    return Options(
      format: format, descriptionPath: description,
      viewport: Size(width: width ?? viewport.width, height: height ?? viewport.height),
      writesViewport: width != nil || height != nil)
  }

  /// The parsed options, waiting for the file's path.
  struct Options {
    var format: RecordingFormat
    var descriptionPath: String?
    var viewport: Size
    var writesViewport: Bool

    /// Opens the recording at `path` (`-` for standard input).
    func open(_ path: String) throws(SimError) -> RecordingImport {
      let description = try descriptionPath.map { (path) throws(SimError) in
        try InputFile(path: path, format: .text)
      }
      return RecordingImport(
        format: format, input: try InputFile(path: path, format: .text), description: description,
        viewport: viewport, writesViewport: writesViewport)
    }
  }

  private static func dimension(_ text: String?, name: String) throws(SimError) -> Double? {
    guard let text else { return nil }
    guard let value = Double(text), value.isFinite, value >= 1, value <= 1_000_000 else {
      throw .usage("--\(name) expects points from 1 to 1000000, found '\(text)'")
    }
    return value
  }

  /// What the import found, for the header comment.
  struct Summary {
    var deviceName: String?
    var deviceSize: Size?
  }

  /// Reads the recording, passing each record to `body`: `@viewport` first
  /// when ``writesViewport``, then the samples in time order.
  ///
  /// - Returns: What the import found.
  /// - Throws: ``SimError`` for a file that cannot be read or a recording
  ///   that is malformed (`FILE:LINE:COL`), or one with no touches.
  @discardableResult
  func forEachRecord(_ body: (TouchStreamRecord) throws(SimError) -> Void) throws(SimError) -> Summary {
    if writesViewport { try body(.viewport(viewport)) }
    var sampleCount = 0
    let counted: (TouchStreamRecord) throws(SimError) -> Void = { record throws(SimError) in
      sampleCount += 1
      try body(record)
    }
    let summary: Summary
    switch format {
    case .evemu, .getevent: summary = try readEvdev(counted)
    case .pointerEvents:
      try readPointerEvents(counted)
      summary = Summary()
    }
    if sampleCount == 0 {
      throw .badInput(path: path, line: 1, column: 1, message: TouchImportError.Kind.noTouches.message)
    }
    return summary
  }

  /// The device described by `--desc`, if given.
  private func describedGeometry() throws(SimError) -> DeviceGeometry? {
    guard let description else { return nil }
    switch format {
    case .evemu:
      var reader = EvemuReader()
      try Self.forEachLine(of: description) { (line, number) throws(TouchImportError) in
        _ = try reader.read(line: line, number: number)
      }
      return reader.geometry
    case .getevent:
      var reader = GeteventDeviceDescription()
      try Self.forEachLine(of: description) { (line, number) throws(TouchImportError) in
        try reader.read(line: line, number: number)
      }
      return reader.geometry
    case .pointerEvents:
      return nil
    }
  }

  private func readEvdev(_ body: (TouchStreamRecord) throws(SimError) -> Void) throws(SimError) -> Summary {
    let described = try describedGeometry()
    var evemu = EvemuReader()
    var getevent = GeteventReader()
    var decoder: EvdevMultitouchDecoder?
    var summary = Summary()
    var frames: [TouchFrame] = []
    try Self.forEachLine(of: input) { (line, number) throws(TouchImportError) in
      let event: EvdevEvent
      let location: EvdevEventLocation
      switch format {
      case .evemu:
        guard case .event(let read, let at)? = try evemu.read(line: line, number: number) else { return }
        (event, location) = (read, at)
      case .getevent, .pointerEvents:
        guard let (read, at) = try getevent.read(line: line, number: number) else { return }
        (event, location) = (read, at)
      }
      if decoder == nil {
        let geometry = evemu.geometry.filled(from: described)
        summary.deviceName = geometry.name
        summary.deviceSize = geometry.size
        guard let made = EvdevMultitouchDecoder(geometry: geometry, fittingInto: viewport) else {
          let axis = geometry.positionX == nil ? "ABS_MT_POSITION_X" : "ABS_MT_POSITION_Y"
          throw TouchImportError(.missingAxisRange(axis: axis), line: number, column: 1)
        }
        decoder = made
      }
      do throws(EvdevMultitouchDecoder.Violation) {
        if let frame = try decoder?.decode(event) { frames.append(frame) }
      } catch {
        throw TouchImportError(error, at: location)
      }
    } each: { () throws(SimError) in
      for frame in frames {
        for sample in frame.samples { try body(.sample(sample)) }
      }
      frames.removeAll(keepingCapacity: true)
    }
    return summary
  }

  private func readPointerEvents(_ body: (TouchStreamRecord) throws(SimError) -> Void) throws(SimError) {
    var reader = PointerEventsReader()
    var decoder = PointerEventDecoder()
    var samples: [TouchSample] = []
    let handler: PointerEventsReader.EventHandler = { (event, location) throws(TouchImportError) in
      if let sample = try decoder.decode(event, at: location) { samples.append(sample) }
    }
    try input.forEachChunk { (chunk) throws(SimError) in
      do throws(TouchImportError) {
        try reader.append(chunk.assumingMemoryBound(to: UInt8.self), handler)
      } catch {
        throw Self.simError(error, path: path)
      }
      for sample in samples { try body(.sample(sample)) }
      samples.removeAll(keepingCapacity: true)
    }
    do throws(TouchImportError) {
      try reader.finish(handler)
    } catch {
      throw Self.simError(error, path: path)
    }
  }

  /// Calls `body` with each line of `input`, numbered from 1,
  /// and `each` after each chunk (to pass on what the lines made, outside
  /// the reading, so that its errors are not import errors).
  private static func forEachLine(
    of input: InputFile, _ body: (UnsafeBufferPointer<UInt8>, Int) throws(TouchImportError) -> Void,
    each: () throws(SimError) -> Void = {}
  ) throws(SimError) {
    let path = input.displayName
    var splitter = TouchStreamLineSplitter()
    var failure: TouchImportError?
    try withoutActuallyEscaping(body) { (body) throws(SimError) in
      // The splitter's closure may throw only stream errors: an import error
      // waits in `failure` while a placeholder stops the splitter.
      let handler: TouchStreamLineSplitter.LineHandler = { (line, number) throws(TouchStreamError) in
        do throws(TouchImportError) {
          try body(line, number)
        } catch {
          failure = error
          throw TouchStreamError(.emptyStream, line: number, column: 1)
        }
      }
      try input.forEachChunk { (chunk) throws(SimError) in
        do throws(TouchStreamError) {
          try splitter.append(chunk.assumingMemoryBound(to: UInt8.self), handler)
        } catch {
          throw simError(failure ?? TouchImportError(error), path: path)
        }
        try each()
      }
      do throws(TouchStreamError) {
        try splitter.finish(handler)
      } catch {
        throw simError(failure ?? TouchImportError(error), path: path)
      }
    }
    try each()
  }

  /// The ``SimError`` for an import error in the file at `path`.
  static func simError(_ error: TouchImportError, path: String) -> SimError {
    .badInput(path: path, line: error.line, column: error.column, message: error.kind.message)
  }
}

extension DeviceGeometry {
  /// This geometry, with what it lacks taken from `other`.
  func filled(from other: DeviceGeometry?) -> DeviceGeometry {
    guard let other else { return self }
    var result = self
    result.name = name ?? other.name
    result.x = x ?? other.x
    result.y = y ?? other.y
    result.slots = slots ?? other.slots
    result.singleTouchX = singleTouchX ?? other.singleTouchX
    result.singleTouchY = singleTouchY ?? other.singleTouchY
    result.isDirect = isDirect ?? other.isDirect
    return result
  }
}
