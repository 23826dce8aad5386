/// Plays a touch stream, bytes in, events out: the decoder, the standard
/// recognizers and the image viewer wired together as SPEC §2 and §5 describe.
///
/// The stream's `@viewport`/`@set` directives override the configuration the
/// player was created with; the session is built with the result at the first
/// sample or tick. Samples are grouped into frames by time, `tick` lines
/// advance the clock, and ``finish(settlingFor:_:)`` plays `settle` seconds
/// after the last line so that pending deadlines and animations finish.
///
/// ```swift
/// var player = TouchStreamPlayer(format: .text)
/// try player.append(bytes) { output, session in print(output) }
/// try player.finish { output, session in print(output) }
/// print(player.session?.viewer.state)
/// ```
///
/// Events reach the handler as soon as their frame is complete. A stream that
/// is refused part-way has already delivered the events of the lines before
/// the bad one; to play all or nothing, read the stream once to check it (a
/// ``TouchStreamDecoder`` alone) and then play it, as `gesture-sim` does.
public struct TouchStreamPlayer: Sendable {
  /// Receives each output with the session that produced it (for recognizer names).
  public typealias OutputHandler = (
    _ output: ImageViewerSession.Output, _ session: ImageViewerSession
  ) -> Void

  private var decoder: TouchStreamDecoder
  /// The session, once the first sample or tick has fixed the configuration.
  public var session: ImageViewerSession? { hasSession ? liveSession : nil }
  /// The session, meaningful once ``hasSession``.
  ///
  /// It is stored unwrapped so that it is mutated and handed to the output
  /// handler in place: unwrapping an optional copies the whole session (its
  /// engine and viewer).
  private var liveSession: ImageViewerSession
  private var hasSession = false
  private var outputs: [ImageViewerSession.Output] = []
  /// The records of the chunk being read, with their lines; reused.
  private var records: [(record: TouchStreamRecord, line: Int)] = []
  private var lastTime: Double?

  /// Creates a player.
  ///
  /// - Parameters:
  ///   - format: The stream's format.
  ///   - configuration: The configuration before the stream's own directives.
  public init(format: TouchStreamFormat, configuration: GestureConfiguration = GestureConfiguration()) {
    decoder = TouchStreamDecoder(format: format, configuration: configuration)
    liveSession = ImageViewerSession(configuration: configuration)
    outputs.reserveCapacity(64)
  }

  /// The configuration in force: the one given, with the stream's directives applied.
  public var configuration: GestureConfiguration { decoder.configuration }

  /// The time of the last line played, in seconds, or `nil` before the first.
  public var lastLineTime: Double? { lastTime }

  /// How many samples have been played.
  public private(set) var sampleCount = 0

  /// Reads the next chunk of the stream and plays every complete line in it.
  ///
  /// - Throws: ``TouchStreamError`` for a malformed line.
  public mutating func append(_ chunk: UnsafeRawBufferPointer, _ handler: OutputHandler)
    throws(TouchStreamError)
  {
    // Collect into a local (moved out of `self`, so no copy) while the decoder
    // is being mutated, then play.
    var collected = records
    records = []
    defer { records = collected }
    try decoder.append(chunk) { (record, line) throws(TouchStreamError) in
      collected.append((record, line))
    }
    try play(&collected, handler)
  }

  /// Reads the next chunk of the stream and plays every complete line in it.
  public mutating func append(_ chunk: [UInt8], _ handler: OutputHandler) throws(TouchStreamError) {
    try chunk.withUnsafeBufferPointer { (bytes) throws(TouchStreamError) in
      try append(UnsafeRawBufferPointer(bytes), handler)
    }
  }

  /// Ends the stream: plays its last line, then `settle` seconds more
  /// (the configuration's `settle` unless `settle` is given).
  ///
  /// Touches still down stay down: the settle plays on with the fingers resting.
  ///
  /// - Throws: ``TouchStreamError`` for a malformed last line or an empty stream.
  public mutating func finish(settlingFor settle: Double? = nil, _ handler: OutputHandler)
    throws(TouchStreamError)
  {
    var collected = records
    records = []
    try decoder.finish { (record, line) throws(TouchStreamError) in
      collected.append((record, line))
    }
    try play(&collected, handler)
    records = collected
    guard hasSession, let lastTime else { return }
    let end = lastTime + (settle ?? decoder.configuration.settle)
    // The reader has checked every sample, so the session cannot refuse these.
    try? liveSession.flush(into: &outputs)
    try? liveSession.advance(to: end, into: &outputs)
    deliverOutputs(handler)
  }

  private mutating func play(
    _ collected: inout [(record: TouchStreamRecord, line: Int)], _ handler: OutputHandler
  ) throws(TouchStreamError) {
    defer { collected.removeAll(keepingCapacity: true) }
    for index in collected.indices { try play(collected[index].record, line: collected[index].line, handler) }
  }

  private mutating func play(_ record: TouchStreamRecord, line: Int, _ handler: OutputHandler)
    throws(TouchStreamError)
  {
    // Directives all come before the first sample, so the configuration is
    // complete by the time a session is needed.
    if !hasSession {
      switch record {
      case .sample, .tick:
        liveSession = ImageViewerSession(configuration: decoder.configuration)
        hasSession = true
      case .viewport, .setting:
        break
      }
    }
    do {
      switch record {
      case .viewport, .setting:
        return  // the decoder applied it to its configuration
      case .sample(let sample):
        try liveSession.process(sample, into: &outputs)
        lastTime = sample.time
        sampleCount += 1
      case .tick(let time):
        try liveSession.advance(to: time, into: &outputs)
        lastTime = time
      }
    } catch {
      // Unreachable for records from the decoder, which checks samples by the
      // same rules; kept so that no input can trap.
      guard case .invalidSample(let kind) = error.kind else {
        throw TouchStreamError(
          .unexpectedField(found: error.description, expected: "a playable sample"), line: line,
          column: 1)
      }
      throw TouchStreamError(kind, line: line, column: 1)
    }
    deliverOutputs(handler)
  }

  private mutating func deliverOutputs(_ handler: OutputHandler) {
    guard hasSession, !outputs.isEmpty else { return }
    for index in outputs.indices { handler(outputs[index], liveSession) }
    outputs.removeAll(keepingCapacity: true)
  }
}
