import Testing

@testable import GestureKitLite
@testable import GestureKitLiteStreams

/// Helpers for the stream reader and writer tests.
enum StreamTestSupport {
  /// The records of a whole stream.
  static func records(
    _ stream: String, _ format: TouchStreamFormat = .text
  ) throws(TouchStreamError) -> [TouchStreamRecord] {
    try TouchStreamDecoder.records(in: stream, format: format)
  }

  /// The records of a whole stream given as bytes, fed in the given chunks.
  static func records(
    bytes: [UInt8], _ format: TouchStreamFormat = .text, chunkSizes: [Int] = []
  ) throws(TouchStreamError) -> [TouchStreamRecord] {
    var decoder = TouchStreamDecoder(format: format)
    var records: [TouchStreamRecord] = []
    var start = 0
    for size in chunkSizes where start < bytes.count {
      let end = min(bytes.count, start + size)
      try decoder.append(Array(bytes[start..<end])) { record, _ in records.append(record) }
      start = end
    }
    try decoder.append(Array(bytes[start...])) { record, _ in records.append(record) }
    try decoder.finish { record, _ in records.append(record) }
    return records
  }

  /// The error reading `bytes` throws, or `nil` when it reads.
  static func error(bytes: [UInt8], _ format: TouchStreamFormat = .text) -> TouchStreamError? {
    do {
      _ = try records(bytes: bytes, format)
      return nil
    } catch {
      return error
    }
  }

  static func sample(
    _ time: Double, _ phase: TouchSample.Phase, _ id: UInt64, _ x: Double, _ y: Double,
    _ attributes: [TouchAttribute] = []
  ) -> TouchStreamRecord {
    .sample(
      TouchSample(
        time: time, phase: phase, id: TouchID(id), location: Point(x: x, y: y),
        attributes: attributes))
  }
}

/// Expects reading `stream` to fail with exactly `LINE:COLUMN: error: MESSAGE`.
func expectRefusal(
  _ stream: String, _ format: TouchStreamFormat = .text, line: Int, column: Int, _ message: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectRefusal(
    bytes: Array(stream.utf8), format, line: line, column: column, message,
    sourceLocation: sourceLocation)
}

/// Expects reading `bytes` to fail with exactly `LINE:COLUMN: error: MESSAGE`.
func expectRefusal(
  bytes: [UInt8], _ format: TouchStreamFormat = .text, line: Int, column: Int, _ message: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let error = StreamTestSupport.error(bytes: bytes, format) else {
    Issue.record(
      "expected \(line):\(column): error: \(message); the stream was read",
      sourceLocation: sourceLocation)
    return
  }
  #expect(
    error.description == "\(line):\(column): error: \(message)", sourceLocation: sourceLocation)
}
