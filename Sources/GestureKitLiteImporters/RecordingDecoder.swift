import GestureKitLite
import GestureKitLiteStreams

/// Turns a device recording into touch stream records, chunk by chunk: what
/// `gesture-sim play --from` and `gesture-sim import --from` read, and what
/// the C interface's and the Python package's players read.
///
/// evdev recordings (evemu, getevent) are mapped from device units to points
/// at their physical size when the device allows it (a direct-touch screen
/// whose axes give a resolution: ``DeviceGeometry/physicalScale``), the
/// viewport then being the device's size in points, written as a `.viewport`
/// record before the first sample; otherwise, or when the viewport was chosen,
/// by aspect-fitting the device's surface into the viewport (see
/// ``CoordinateMapping/init(fitting:_:into:)``). Pointer events are CSS
/// pixels, which are points; their recordings' `wheel` and `keydown` events
/// become `wheel` and `key` records. Time zero is the first frame.
///
/// The device's ranges come from the recording's own lines (evemu `A:`); a
/// description (``DeviceDescriptionReader``) fills in what they lack, and a
/// range (``range(_:)``, `--range WxH`) wins over both.
///
/// ```swift
/// var decoder = try RecordingDecoder(format: .evemu, viewport: Size(width: 390, height: 844))
/// var records: [TouchStreamRecord] = []
/// try decoder.append(Array("A: 35 0 799 0 0 0\nA: 36 0 799 0 0 0\n".utf8), into: &records)
/// try decoder.append(Array("E: 0.000000 0003 0039 7\nE: 0.000000 0003 0035 400\n".utf8), into: &records)
/// try decoder.append(Array("E: 0.000000 0003 0036 400\nE: 0.000000 0000 0000 0\n".utf8), into: &records)
/// try decoder.finish(into: &records)
/// records.count  // 1: a down at the middle of the 390-point-wide viewport
/// decoder.summary.deviceSize?.width  // 800: device units, 0 to 799
/// ```
public struct RecordingDecoder: Sendable {
  /// The recording's format.
  public let format: RecordingFormat
  /// The device description, when one was given.
  let description: DeviceGeometry?
  /// The position ranges that win over every description (`--range`).
  let range: (x: AxisRange, y: AxisRange)?
  /// The viewport the device is fitted into when it is not at its physical size, points.
  public let viewport: Size
  /// Whether the viewport was chosen (see ``init(format:description:range:viewport:isViewportChosen:writesViewport:)``):
  /// the device is then fitted into it rather than played at its physical size.
  public let isViewportChosen: Bool
  /// Whether the records start with the viewport, so that the stream plays
  /// at that size.
  public let writesViewport: Bool
  /// What the reading has found so far; complete after ``finish(into:)``.
  public internal(set) var summary: RecordingSummary

  var splitter = TouchStreamLineSplitter()
  var evemu = EvemuReader()
  var getevent = GeteventReader()
  var records = EvdevRecordReader()
  /// The evdev decoder, made at the first event, when the device is known.
  var evdev: EvdevMultitouchDecoder?
  private var pointerEvents = PointerEventsReader()
  private var pointerDecoder = PointerEventDecoder()
  /// The samples, wheels and keys decoded so far.
  private var inputCount = 0
  private var hasStarted = false

  /// Creates a decoder.
  ///
  /// - Parameters:
  ///   - format: The recording's format.
  ///   - description: The device's description (``DeviceDescriptionReader``).
  ///   - range: Position ranges that win over every description (``range(_:)``).
  ///   - viewport: The viewport the device is fitted into when it is not
  ///     played at its physical size, points: the configuration's.
  ///   - isViewportChosen: Whether the viewport was chosen, so that the
  ///     device is fitted into it even when its physical size is known:
  ///     ``choosesViewport(_:)`` for a configuration.
  ///   - writesViewport: Whether the records start with the viewport, so that
  ///     the stream plays at that size whatever the configuration
  ///     (`--width`, `--height`); the viewport is then chosen.
  /// - Throws: ``RecordingError`` (options) for a description or a range
  ///   given with pointer events, which are in points.
  public init(
    format: RecordingFormat, description: DeviceGeometry? = nil, range: (x: AxisRange, y: AxisRange)? = nil,
    viewport: Size, isViewportChosen: Bool = false, writesViewport: Bool = false
  ) throws(RecordingError) {
    if description != nil || range != nil { try format.checkDeviceOptionsAllowed() }
    self.format = format
    self.description = description
    self.range = range
    self.viewport = viewport
    self.isViewportChosen = isViewportChosen || writesViewport
    self.writesViewport = writesViewport
    summary = RecordingSummary(viewport: viewport)
  }

  /// Whether `configuration` chooses the viewport a recording is fitted
  /// into: a viewport other than the default (`viewportWidth`,
  /// `viewportHeight`) is the caller's choice, so a device is fitted into it
  /// rather than played at its physical size.
  public static func choosesViewport(_ configuration: GestureConfiguration) -> Bool {
    let defaults = GestureConfiguration()
    return configuration.viewportWidth != defaults.viewportWidth
      || configuration.viewportHeight != defaults.viewportHeight
  }

  /// Reads the next chunk of the recording (any split), appending the
  /// records it completes to `records`.
  ///
  /// - Throws: ``RecordingError`` (recording) at the first thing that is
  ///   wrong; the decoder takes no more input then.
  public mutating func append(_ chunk: [UInt8], into records: inout [TouchStreamRecord])
    throws(RecordingError)
  {
    try chunk.withUnsafeBufferPointer { (bytes) throws(RecordingError) in
      try append(UnsafeRawBufferPointer(bytes), into: &records)
    }
  }

  /// Reads the next chunk of the recording, given as raw bytes.
  package mutating func append(_ chunk: UnsafeRawBufferPointer, into records: inout [TouchStreamRecord])
    throws(RecordingError)
  {
    start(&records)
    let bytes = chunk.assumingMemoryBound(to: UInt8.self)
    do throws(TouchImportError) {
      switch format {
      case .evemu, .getevent: try appendEvdev(bytes, into: &records)
      case .evdev: try appendEvdevRecords(bytes, into: &records)
      case .pointerEvents: try appendPointerEvents(bytes, into: &records)
      }
    } catch {
      throw refusal(error)
    }
  }

  /// Ends the recording, appending the records its last line completes.
  ///
  /// - Throws: ``RecordingError`` (recording) for a malformed last line, or a
  ///   recording with no touches.
  public mutating func finish(into records: inout [TouchStreamRecord]) throws(RecordingError) {
    try finish(into: &records, requiringTouches: true)
  }

  /// Ends the recording; one with no touches is refused only when
  /// `requiringTouches` (a live device may have been touched by no one).
  package mutating func finish(into records: inout [TouchStreamRecord], requiringTouches: Bool)
    throws(RecordingError)
  {
    start(&records)
    do throws(TouchImportError) {
      switch format {
      case .evemu, .getevent: try finishEvdev(into: &records)
      case .evdev: try finishEvdevRecords(into: &records)
      case .pointerEvents:
        var reader = PointerEventsReader()
        swap(&reader, &pointerEvents)
        defer { swap(&reader, &pointerEvents) }
        try reader.finish { (event, location) throws(TouchImportError) in
          try decode(event, at: location, into: &records)
        }
      }
    } catch {
      throw refusal(error)
    }
    if inputCount == 0, requiringTouches {
      throw RecordingError(.recording, line: 1, column: 1, message: TouchImportError.Kind.noTouches.message)
    }
  }

  /// Notes the samples among `records` from `start` on.
  mutating func count(_ records: [TouchStreamRecord], from start: Int) {
    for index in start..<records.count {
      if case .sample = records[index] { inputCount += 1 }
    }
  }

  /// Writes the viewport first when a pointer-event recording was given one.
  private mutating func start(_ records: inout [TouchStreamRecord]) {
    guard !hasStarted else { return }
    hasStarted = true
    if format == .pointerEvents, writesViewport { records.append(.viewport(viewport)) }
  }

  private mutating func appendPointerEvents(
    _ chunk: UnsafeBufferPointer<UInt8>, into records: inout [TouchStreamRecord]
  ) throws(TouchImportError) {
    var reader = PointerEventsReader()
    swap(&reader, &pointerEvents)  // the closure below uses the decoder
    defer { swap(&reader, &pointerEvents) }
    try reader.append(chunk) { (event, location) throws(TouchImportError) in
      try decode(event, at: location, into: &records)
    }
  }

  private mutating func decode(
    _ event: PointerEvent, at location: PointerEventLocation, into records: inout [TouchStreamRecord]
  ) throws(TouchImportError) {
    guard let record = try pointerDecoder.decodeRecord(event, at: location) else { return }
    records.append(record)
    if record.isPlayable { inputCount += 1 }  // a wheel or a key is an input as a touch is
  }
}
