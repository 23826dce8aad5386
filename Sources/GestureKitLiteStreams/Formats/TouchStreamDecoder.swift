import GestureKitLite

/// Turns the bytes of a touch stream, in either format, into records as they arrive.
///
/// It joins a line splitter to the format's reader
/// (``TextTouchStreamReader`` or ``JSONLinesTouchStreamReader``): feed it
/// chunks of any size with ``append(_:_:)``, then
/// call ``finish(_:)``; it calls your closure with each record and the number
/// of the line it came from. It never holds more than one line.
///
/// ```swift
/// var decoder = TouchStreamDecoder(format: .text)
/// var records: [TouchStreamRecord] = []
/// let chunk = Array("@set doubleTapInterval=0.25\n0.000 down 1 195 422\n".utf8)
/// try decoder.append(chunk) { record, line in records.append(record) }
/// try decoder.finish { record, line in records.append(record) }
/// let configuration = decoder.configuration  // with the stream's directives applied
/// configuration.doubleTapInterval  // 0.25
/// ```
///
/// For a stream already in memory, ``records(in:format:configuration:)`` does
/// it in one call. Errors are those of the splitter and the reader (or your
/// closure's); once one is thrown the decoder has stopped: every later call
/// throws the same error again, hands nothing over and changes nothing.
public struct TouchStreamDecoder: Sendable {
  /// The closure that receives each record and the 1-based number of its line.
  public typealias RecordHandler = (
    _ record: TouchStreamRecord, _ line: Int
  ) throws(TouchStreamError) -> Void

  /// The format being read.
  public let format: TouchStreamFormat
  private var splitter = TouchStreamLineSplitter()
  private var textReader: TextTouchStreamReader
  private var jsonReader: JSONLinesTouchStreamReader
  /// The error the decoder stopped at, if it has.
  private var failure: TouchStreamError?

  /// Creates a decoder for a new stream.
  ///
  /// - Parameters:
  ///   - format: The stream's format.
  ///   - configuration: The configuration the stream's directives override.
  public init(
    format: TouchStreamFormat, configuration: GestureConfiguration = GestureConfiguration()
  ) {
    self.format = format
    textReader = TextTouchStreamReader(configuration: configuration)
    jsonReader = JSONLinesTouchStreamReader(configuration: configuration)
  }

  /// The line the bytes given so far end in the middle of (its number and
  /// the bytes of it read), or `nil` when they end with a line break.
  var partialLine: (line: Int, length: Int)? {
    splitter.pendingCount == 0 ? nil : (splitter.lineNumber, splitter.pendingCount)
  }

  /// The 1-based number of the line the next bytes start or continue.
  var nextLineNumber: Int { splitter.lineNumber }

  /// The configuration so far, with the stream's directives applied.
  public var configuration: GestureConfiguration {
    switch format {
    case .text: textReader.configuration
    case .jsonLines: jsonReader.configuration
    }
  }

  /// Reads `chunk`, passing the records of every line it completes to `body`.
  ///
  /// - Throws: ``TouchStreamError`` for the first bad line, or what `body` throws.
  package mutating func append(
    _ chunk: UnsafeRawBufferPointer, _ body: RecordHandler
  ) throws(TouchStreamError) {
    let bytes = chunk.assumingMemoryBound(to: UInt8.self)
    if let failure { throw failure }
    do {
      switch format {
      case .text: try Self.split(bytes, &splitter, &textReader, body)
      case .jsonLines: try Self.split(bytes, &splitter, &jsonReader, body)
      }
    } catch {
      failure = error
      throw error
    }
  }

  /// Reads `chunk`, passing the records of every line it completes to `body`.
  ///
  /// - Throws: ``/GestureKitLite/TouchStreamError`` for the first bad line, or what `body` throws.
  public mutating func append(_ chunk: [UInt8], _ body: RecordHandler) throws(TouchStreamError) {
    try chunk.withUnsafeBufferPointer { (bytes) throws(TouchStreamError) in
      try append(UnsafeRawBufferPointer(bytes), body)
    }
  }

  /// Ends the stream: reads a last line that has no line break, then checks
  /// that the stream held a sample, tick or input record.
  ///
  /// - Throws: ``/GestureKitLite/TouchStreamError`` (``/GestureKitLite/TouchStreamError/Kind/emptyStream`` at
  ///   line 1, column 1 for a stream with nothing to play), or what `body` throws.
  public mutating func finish(_ body: RecordHandler) throws(TouchStreamError) {
    if let failure { throw failure }
    do {
      switch format {
      case .text:
        try Self.finish(&splitter, &textReader, body)
        try textReader.finish()
      case .jsonLines:
        try Self.finish(&splitter, &jsonReader, body)
        try jsonReader.finish()
      }
    } catch {
      failure = error
      throw error
    }
  }

  /// Decodes a whole stream held in memory.
  ///
  /// - Parameters:
  ///   - text: The stream.
  ///   - format: Its format.
  ///   - configuration: The configuration the stream's directives override.
  /// - Returns: The records, in stream order.
  /// - Throws: ``/GestureKitLite/TouchStreamError`` for the first bad line, or for an empty stream.
  public static func records(
    in text: String, format: TouchStreamFormat,
    configuration: GestureConfiguration = GestureConfiguration()
  ) throws(TouchStreamError) -> [TouchStreamRecord] {
    var decoder = TouchStreamDecoder(format: format, configuration: configuration)
    var records: [TouchStreamRecord] = []
    try decoder.append(Array(text.utf8)) { record, _ in records.append(record) }
    try decoder.finish { record, _ in records.append(record) }
    return records
  }

  private static func split(
    _ bytes: UnsafeBufferPointer<UInt8>, _ splitter: inout TouchStreamLineSplitter,
    _ reader: inout TextTouchStreamReader, _ body: RecordHandler
  ) throws(TouchStreamError) {
    try splitter.appendScanning(bytes) { (line, number, isASCII) throws(TouchStreamError) in
      try reader.read(line: line, number: number, isASCII: isASCII) {
        (record) throws(TouchStreamError) in try body(record, number)
      }
    }
  }

  private static func split(
    _ bytes: UnsafeBufferPointer<UInt8>, _ splitter: inout TouchStreamLineSplitter,
    _ reader: inout JSONLinesTouchStreamReader, _ body: RecordHandler
  ) throws(TouchStreamError) {
    try splitter.append(bytes) { (line, number) throws(TouchStreamError) in
      try reader.read(line: line, number: number) { (record) throws(TouchStreamError) in
        try body(record, number)
      }
    }
  }

  private static func finish(
    _ splitter: inout TouchStreamLineSplitter, _ reader: inout TextTouchStreamReader,
    _ body: RecordHandler
  ) throws(TouchStreamError) {
    try splitter.finish { (line, number) throws(TouchStreamError) in
      try reader.read(line: line, number: number, isASCII: false) {
        (record) throws(TouchStreamError) in try body(record, number)
      }
    }
  }

  private static func finish(
    _ splitter: inout TouchStreamLineSplitter, _ reader: inout JSONLinesTouchStreamReader,
    _ body: RecordHandler
  ) throws(TouchStreamError) {
    try splitter.finish { (line, number) throws(TouchStreamError) in
      try reader.read(line: line, number: number) { (record) throws(TouchStreamError) in
        try body(record, number)
      }
    }
  }
}
