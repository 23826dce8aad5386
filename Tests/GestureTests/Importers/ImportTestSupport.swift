import GestureKitLite
import GestureKitLiteImporters
import GestureKitLiteStreams
import Testing

/// Helpers for the importer tests: recordings written inline, decoded whole.
enum ImportTestSupport {
  /// A square device, 0…999 on both axes, mapped one unit to one point.
  static let unscaled = CoordinateMapping.unscaled

  /// The frames an evemu text (header lines and `E:` lines) decodes to.
  static func frames(
    evemu text: String, mapping: CoordinateMapping = unscaled, maximumSlot: Int32 = 9,
    timeOrigin: ImportTimeOrigin = .firstFrame
  ) throws(TouchImportError) -> [TouchFrame] {
    var reader = EvemuReader()
    var decoder = EvdevMultitouchDecoder(mapping: mapping, maximumSlot: maximumSlot, timeOrigin: timeOrigin)
    var frames: [TouchFrame] = []
    for (index, line) in lines(text).enumerated() {
      guard case .event(let event, let location)? = try reader.read(line: line, number: index + 1) else {
        continue
      }
      do throws(EvdevMultitouchDecoder.Violation) {
        if let frame = try decoder.decode(event) { frames.append(frame) }
      } catch {
        throw TouchImportError(error, at: location)
      }
    }
    return frames
  }

  /// The frames a `getevent -lt` text decodes to.
  static func frames(getevent text: String, mapping: CoordinateMapping = unscaled) throws(TouchImportError)
    -> [TouchFrame]
  {
    var reader = GeteventReader()
    var decoder = EvdevMultitouchDecoder(mapping: mapping)
    var frames: [TouchFrame] = []
    for (index, line) in lines(text).enumerated() {
      guard let (event, location) = try reader.read(line: line, number: index + 1) else { continue }
      do throws(EvdevMultitouchDecoder.Violation) {
        if let frame = try decoder.decode(event) { frames.append(frame) }
      } catch {
        throw TouchImportError(error, at: location)
      }
    }
    return frames
  }

  /// The samples a pointer events text decodes to, fed in chunks of `chunkSize` bytes.
  static func samples(pointerEvents text: String, chunkSize: Int = .max) throws(TouchImportError)
    -> [TouchSample]
  {
    var reader = PointerEventsReader()
    var decoder = PointerEventDecoder()
    var samples: [TouchSample] = []
    let handler: PointerEventsReader.EventHandler = { (event, location) throws(TouchImportError) in
      if let sample = try decoder.decode(event, at: location) { samples.append(sample) }
    }
    let bytes = Array(text.utf8)
    var start = 0
    while start < bytes.count {
      let end = min(bytes.count, start + max(1, min(chunkSize, bytes.count)))
      try reader.append(Array(bytes[start..<end]), handler)
      start = end
    }
    try reader.finish(handler)
    return samples
  }

  /// The stream lines a pointer events text decodes to: samples, wheels and keys.
  static func records(pointerEvents text: String, mapping: CoordinateMapping = unscaled)
    throws(TouchImportError) -> [String]
  {
    var reader = PointerEventsReader()
    var decoder = PointerEventDecoder(mapping: mapping)
    var lines: [String] = []
    let handler: PointerEventsReader.EventHandler = { (event, location) throws(TouchImportError) in
      if let record = try decoder.decodeRecord(event, at: location) {
        lines.append(TextTouchStreamWriter.line(for: record))
      }
    }
    try reader.append(Array(text.utf8), handler)
    try reader.finish(handler)
    return lines
  }

  /// The error decoding `text` throws, or `nil` when it decodes.
  static func error(_ body: () throws(TouchImportError) -> Void) -> TouchImportError? {
    do {
      try body()
      return nil
    } catch {
      return error
    }
  }

  /// `text` split into lines, without a last empty line.
  static func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// The frames as `.touches` lines (`TIME PHASE ID X Y`), for readable comparisons.
  static func text(_ frames: [TouchFrame]) -> [String] {
    frames.flatMap { $0.samples.map { TextTouchStreamWriter.line(for: .sample($0)) } }
  }

  /// The samples as `.touches` lines.
  static func text(_ samples: [TouchSample]) -> [String] {
    samples.map { TextTouchStreamWriter.line(for: .sample($0)) }
  }
}
