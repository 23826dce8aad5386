@_spi(Internals) import GestureKitLite

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
/// points at their physical size when the device allows it (a direct-touch
/// screen whose axes give a resolution: `DeviceGeometry.physicalScale`), the
/// viewport then being the device's size in points; otherwise, or when the
/// viewport was chosen, by aspect-fitting the device's surface into the
/// viewport (see `CoordinateMapping(fitting:_:into:)`). Pointer events are
/// CSS pixels, which are points. Time zero is the first frame.
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

  /// Reads the recording, passing each record to `body`: `@viewport` first
  /// when the viewport is not the caller's (``writesViewport``, or a device
  /// at its physical size), then the samples in time order.
  ///
  /// - Returns: What the import found.
  /// - Throws: ``SimError`` for a file that cannot be read or a recording
  ///   that is malformed (`FILE:LINE:COL`), or one with no touches.
  @discardableResult
  func forEachRecord(_ body: (TouchStreamRecord) throws(SimError) -> Void) throws(SimError) -> Summary {
    var sampleCount = 0
    let counted: (TouchStreamRecord) throws(SimError) -> Void = { record throws(SimError) in
      if case .sample = record { sampleCount += 1 }
      try body(record)
    }
    let summary: Summary
    switch format {
    case .evemu, .getevent: summary = try readEvdev(counted)
    case .pointerEvents:
      if writesViewport { try body(.viewport(viewport)) }
      try readPointerEvents(counted)
      summary = Summary(viewport: viewport)
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
    var decoder: EvdevMultitouchDecoder?
    var summary = Summary(viewport: viewport)
    var records: [TouchStreamRecord] = []
    do throws(SimError) {
      try readEvdev(described, decoder: &decoder, summary: &summary, records: &records, body)
    } catch .badInput(let path, let line, let column, let message)
      where message.hasPrefix("no range for ")
    {
      // The library cannot know the options; the command line names them.
      let axis = message.contains("POSITION_X") ? "ABS_MT_POSITION_X or ABS_X" : "ABS_MT_POSITION_Y or ABS_Y"
      let expected =
        format == .evemu
        ? "the recording's A: lines, --desc FILE (the .desc file evemu-describe wrote) or --range WxH"
        : "--desc FILE (the output of adb shell getevent -lp, or evemu A: lines) or --range WxH"
      throw .badInput(
        path: path, line: line, column: column,
        message: "no range for \(axis), so device units cannot be mapped to points; expected \(expected)")
    }
    if let decoder {
      summary.clamped?.count = decoder.clampedValueCount
      summary.clamped?.wrapped = decoder.wrappedValueCount
      summary.unlocated?.count = decoder.unlocatedContactCount
      // What became of the first contact without a position is known only now.
      if let first = decoder.firstUnlocatedContact { summary.unlocated?.value = first }
    }
    return summary
  }

  private func readEvdev(
    _ described: DeviceGeometry?, decoder: inout EvdevMultitouchDecoder?, summary: inout Summary,
    records: inout [TouchStreamRecord], _ body: (TouchStreamRecord) throws(SimError) -> Void
  ) throws(SimError) {
    var evemu = EvemuReader()
    var getevent = GeteventReader()
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
        decoder = try makeDecoder(for: geometry(evemu.geometry, described), at: number, summary: &summary)
        if summary.isPhysical || writesViewport { records.append(.viewport(summary.viewport)) }
      }
      do throws(EvdevMultitouchDecoder.Violation) {
        if let frame = try decoder?.decode(event) { records += frame.samples.map { .sample($0) } }
      } catch {
        throw TouchImportError(error, at: location)
      }
      if summary.clamped == nil, let first = decoder?.firstClampedValue {
        summary.clamped = (first, location.line, location.valueColumn, 0, 0)
      }
      if summary.unlocated == nil, let first = decoder?.firstUnlocatedContact {
        summary.unlocated = (first, location.line, location.codeColumn, 0)
      }
    } each: { () throws(SimError) in
      for record in records { try body(record) }
      records.removeAll(keepingCapacity: true)
    }
  }

  /// The device as the recording, `--range` and `--desc` describe it: the
  /// command line wins, then the recording's own lines, then the description.
  private func geometry(_ recorded: DeviceGeometry, _ described: DeviceGeometry?) -> DeviceGeometry {
    var geometry = recorded.filled(from: described)
    if let range {
      (geometry.x, geometry.y) = range
      (geometry.singleTouchX, geometry.singleTouchY) = range
    }
    return geometry
  }

  /// The decoder for `geometry`: at the physical scale when it is available
  /// and the viewport was not chosen, else fitted into the viewport.
  private func makeDecoder(for geometry: DeviceGeometry, at line: Int, summary: inout Summary)
    throws(TouchImportError) -> EvdevMultitouchDecoder
  {
    summary.deviceName = geometry.name
    summary.deviceSize = geometry.size
    summary.physicalScale = geometry.physicalScale
    guard let x = geometry.positionX, let y = geometry.positionY else {
      let axis = geometry.positionX == nil ? "ABS_MT_POSITION_X" : "ABS_MT_POSITION_Y"
      throw TouchImportError(.missingAxisRange(axis: axis), line: line, column: 1)
    }
    if !viewportIsChosen, case .available(let size) = geometry.physicalScale {
      summary.viewport = size
      summary.isPhysical = true
      return EvdevMultitouchDecoder(mapping: CoordinateMapping(physical: x, y), geometry: geometry)
    }
    return EvdevMultitouchDecoder(
      mapping: CoordinateMapping(fitting: x, y, into: viewport), geometry: geometry)
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
    result.singleTouchCurrentX = singleTouchCurrentX ?? other.singleTouchCurrentX
    result.singleTouchCurrentY = singleTouchCurrentY ?? other.singleTouchCurrentY
    result.isDirect = isDirect ?? other.isDirect
    return result
  }
}
