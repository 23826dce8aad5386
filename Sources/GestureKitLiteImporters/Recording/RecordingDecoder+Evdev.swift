import GestureKitLite
import GestureKitLiteStreams

// evdev recordings (evemu, getevent): lines to events, events to frames.

extension RecordingDecoder {
  /// Reads `chunk` of an evdev recording.
  mutating func appendEvdev(_ chunk: UnsafeBufferPointer<UInt8>, into records: inout [TouchStreamRecord])
    throws(TouchImportError)
  {
    var lines = TouchStreamLineSplitter()
    swap(&lines, &splitter)  // the closure below uses the readers and the decoder
    defer { swap(&lines, &splitter) }
    let start = records.count
    defer { count(records, from: start) }
    try lines.appendImporting(chunk) { (line, number) throws(TouchImportError) in
      try readEvdev(line, number: number, into: &records)
    }
  }

  /// Ends an evdev recording.
  mutating func finishEvdev(into records: inout [TouchStreamRecord]) throws(TouchImportError) {
    var lines = TouchStreamLineSplitter()
    swap(&lines, &splitter)
    defer { swap(&lines, &splitter) }
    let start = records.count
    defer { count(records, from: start) }
    try lines.finishImporting { (line, number) throws(TouchImportError) in
      try readEvdev(line, number: number, into: &records)
    }
    // What became of the first contact without a position is known only now.
    if let first = evdev?.firstUnlocatedContact { summary.unlocated?.value = first }
  }

  /// Reads `chunk` of binary `input_event` records.
  mutating func appendEvdevRecords(
    _ chunk: UnsafeBufferPointer<UInt8>, into records: inout [TouchStreamRecord]
  )
    throws(TouchImportError)
  {
    var reader = EvdevRecordReader()
    swap(&reader, &self.records)  // the closure below uses the decoder
    defer { swap(&reader, &self.records) }
    let start = records.count
    defer { count(records, from: start) }
    try reader.append(chunk) { (event, location) throws(TouchImportError) in
      try decodeEvdev(event, at: location, into: &records)
    }
  }

  /// Ends binary `input_event` records.
  mutating func finishEvdevRecords(into records: inout [TouchStreamRecord]) throws(TouchImportError) {
    try self.records.finish()
    if let first = evdev?.firstUnlocatedContact { summary.unlocated?.value = first }
  }

  /// Reads one line: an event goes to the decoder.
  private mutating func readEvdev(
    _ line: UnsafeBufferPointer<UInt8>, number: Int, into records: inout [TouchStreamRecord]
  ) throws(TouchImportError) {
    switch format {
    case .evemu, .evdev, .pointerEvents:  // evdev records and pointer events have no lines
      guard case .event(let event, let location)? = try evemu.read(line: line, number: number) else { return }
      try decodeEvdev(event, at: location, into: &records)
    case .getevent:
      guard let (event, location) = try getevent.read(line: line, number: number) else { return }
      try decodeEvdev(event, at: location, into: &records)
    }
  }

  /// Decodes one event, with the decoder made at the first event from what
  /// the recording has described by then.
  private mutating func decodeEvdev(
    _ event: EvdevEvent, at location: EvdevEventLocation, into records: inout [TouchStreamRecord]
  ) throws(TouchImportError) {
    if evdev == nil {
      evdev = try makeDecoder(for: geometry(recorded: evemu.geometry), at: location.line)
      if summary.isPhysical || writesViewport { records.append(.viewport(summary.viewport)) }
    }
    do throws(EvdevMultitouchDecoder.Violation) {
      if let frame = try evdev?.decode(event) {
        for sample in frame.samples { records.append(.sample(sample)) }
      }
    } catch {
      throw TouchImportError(error, at: location)
    }
    guard let decoder = evdev else { return }
    if let first = decoder.firstClampedValue {
      if summary.clamped == nil {
        summary.clamped = RecordingSummary.Clamping(
          value: first, line: location.line, column: location.valueColumn, count: 0, wrapped: 0)
      }
      summary.clamped?.count = decoder.clampedValueCount
      summary.clamped?.wrapped = decoder.wrappedValueCount
    }
    if let first = decoder.firstUnlocatedContact {
      if summary.unlocated == nil {
        summary.unlocated = RecordingSummary.Unlocated(
          value: first, line: location.line, column: location.codeColumn, count: 0)
      }
      summary.unlocated?.count = decoder.unlocatedContactCount
    }
  }

  /// The device as the range, the recording and the description describe
  /// it: the range wins, then the recording's own lines, then the description.
  private func geometry(recorded: DeviceGeometry) -> DeviceGeometry {
    var geometry = recorded.filled(from: description)
    if let range {
      (geometry.x, geometry.y) = range
      (geometry.singleTouchX, geometry.singleTouchY) = range
    }
    return geometry
  }

  /// The decoder for `geometry`: at the physical scale when it is available
  /// and the viewport was not chosen, else fitted into the viewport.
  private mutating func makeDecoder(for geometry: DeviceGeometry, at line: Int)
    throws(TouchImportError) -> EvdevMultitouchDecoder
  {
    summary.deviceName = geometry.name
    summary.deviceSize = geometry.size
    summary.physicalScale = geometry.physicalScale
    guard let x = geometry.positionX, let y = geometry.positionY else {
      let axis = geometry.positionX == nil ? "ABS_MT_POSITION_X" : "ABS_MT_POSITION_Y"
      throw TouchImportError(.missingAxisRange(axis: axis), line: line, column: 1)
    }
    if !isViewportChosen, case .available(let size) = geometry.physicalScale {
      summary.viewport = size
      summary.isPhysical = true
      return EvdevMultitouchDecoder(mapping: CoordinateMapping(physical: x, y), geometry: geometry)
    }
    return EvdevMultitouchDecoder(
      mapping: CoordinateMapping(fitting: x, y, into: viewport), geometry: geometry)
  }

  /// The error for a recording refused at `error`: a missing position range
  /// names the ways to give one, as `gesture-sim`'s options (`--desc`,
  /// `--range`) and the C and Python interfaces' parameters of the same names.
  func refusal(_ error: TouchImportError) -> RecordingError {
    guard case .missingAxisRange(let axis) = error.kind else { return RecordingError(error, in: .recording) }
    let axes = axis.hasSuffix("X") ? "ABS_MT_POSITION_X or ABS_X" : "ABS_MT_POSITION_Y or ABS_Y"
    let expected =
      switch format {
      case .evemu:
        "the recording's A: lines, --desc FILE (the .desc file evemu-describe wrote) or --range WxH"
      case .evdev: "--desc FILE (evemu A: lines, as evemu-describe writes them) or --range WxH"
      case .getevent, .pointerEvents:
        "--desc FILE (the output of adb shell getevent -lp, or evemu A: lines) or --range WxH"
      }
    return RecordingError(
      .recording, line: error.line, column: error.column,
      message: "no range for \(axes), so device units cannot be mapped to points; expected \(expected)")
  }

  /// `WxH` (or `W×H`): position ranges from 0 to W − 1 and 0 to H − 1,
  /// device units, as `--range` takes them.
  ///
  /// - Throws: ``RecordingError`` (options) unless both are whole numbers of
  ///   2 or more that fit in 32 bits.
  public static func range(_ text: String) throws(RecordingError) -> (x: AxisRange, y: AxisRange) {
    let parts = text.split(omittingEmptySubsequences: false) { $0 == "x" || $0 == "X" || $0 == "×" }
    guard parts.count == 2, let width = Int32(parts[0]), let height = Int32(parts[1]), width >= 2, height >= 2
    else {
      throw RecordingError(
        .options,
        message:
          "--range expects the device's units on each axis as WxH (1024x1024, 2 or more each), found '\(text)'"
      )
    }
    return (AxisRange(minimum: 0, maximum: width - 1), AxisRange(minimum: 0, maximum: height - 1))
  }
}
