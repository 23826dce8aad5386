import GestureKitLite
import GestureKitLiteStreams

/// Reads a device's description, chunk by chunk: the ranges of its axes,
/// its name, whether it is a touchscreen (`gesture-sim --desc FILE`).
///
/// An evemu recording, or binary evdev records, are described by an
/// `evemu-describe` `.desc` file (`N:`, `P:` and `A:` lines); a `getevent
/// -lt` log by `adb shell getevent -lp`'s output (or evemu `A:` lines). Give the result to a ``RecordingDecoder``:
/// it fills in what the recording itself does not describe.
///
/// ```swift
/// var reader = try DeviceDescriptionReader(format: .evemu)
/// try reader.append(Array("N: a touchscreen\nA: 35 0 1079 0 0 0\nA: 36 0 23".utf8))  // any split
/// try reader.append(Array("39 0 0 0\n".utf8))
/// let geometry = try reader.finish()
/// geometry.positionX?.maximum  // 1079
/// geometry.positionY?.maximum  // 2339
/// ```
public struct DeviceDescriptionReader: Sendable {
  /// The recording's format, which says how its description is written.
  public let format: RecordingFormat
  private var splitter = TouchStreamLineSplitter()
  private var evemu = EvemuReader()
  private var getevent = GeteventDeviceDescription()

  /// Creates a reader for the description of a recording in `format`.
  ///
  /// - Throws: ``RecordingError`` (options) for pointer events, which are
  ///   in points and take no description.
  public init(format: RecordingFormat) throws(RecordingError) {
    try format.checkDeviceOptionsAllowed()
    self.format = format
  }

  /// Reads the next chunk of the description (any split).
  ///
  /// - Throws: ``RecordingError`` (description) at the line that is malformed.
  public mutating func append(_ chunk: [UInt8]) throws(RecordingError) {
    try chunk.withUnsafeBufferPointer { (bytes) throws(RecordingError) in
      try append(UnsafeRawBufferPointer(bytes))
    }
  }

  /// Reads the next chunk of the description, given as raw bytes.
  package mutating func append(_ chunk: UnsafeRawBufferPointer) throws(RecordingError) {
    var lines = TouchStreamLineSplitter()
    swap(&lines, &splitter)  // the closure below reads the other readers
    defer { swap(&lines, &splitter) }
    do throws(TouchImportError) {
      try lines.appendImporting(chunk.assumingMemoryBound(to: UInt8.self)) {
        (line, number) throws(TouchImportError) in
        try read(line, number)
      }
    } catch {
      throw RecordingError(error, in: .description)
    }
  }

  /// Ends the description and returns the device it describes.
  ///
  /// - Throws: ``RecordingError`` (description) for a malformed last line.
  public mutating func finish() throws(RecordingError) -> DeviceGeometry {
    var lines = TouchStreamLineSplitter()
    swap(&lines, &splitter)
    defer { swap(&lines, &splitter) }
    do throws(TouchImportError) {
      try lines.finishImporting { (line, number) throws(TouchImportError) in try read(line, number) }
    } catch {
      throw RecordingError(error, in: .description)
    }
    return geometry
  }

  /// The device as described so far.
  public var geometry: DeviceGeometry {
    switch format {
    case .evemu, .evdev, .pointerEvents: evemu.geometry
    case .getevent: getevent.geometry
    }
  }

  private mutating func read(_ line: UnsafeBufferPointer<UInt8>, _ number: Int) throws(TouchImportError) {
    switch format {
    case .evemu, .evdev, .pointerEvents: _ = try evemu.read(line: line, number: number)
    case .getevent: try getevent.read(line: line, number: number)
    }
  }
}
