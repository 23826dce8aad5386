/// Plays a touch stream, bytes in, gesture events out: the decoder, the
/// engine and the clock wired together as SPEC §2 describes.
///
/// The stream's `@viewport`/`@set` directives override the configuration the
/// player was created with; the engine is built with the result at the first
/// sample or tick. Samples are grouped into frames by time, `tick` lines
/// advance the clock, and ``finish(settlingFor:_:)`` plays `settle` seconds
/// after the last line so that pending deadlines fire.
///
/// ```swift
/// var player = TouchStreamPlayer(format: .text)
/// try player.append(bytes) { event, engine in print(engine.name(of: event.recognizer), event.state.name) }
/// try player.finish { event, engine in print(engine.name(of: event.recognizer), event.state.name) }
/// ```
///
/// Events reach the handler as soon as their frame is complete. A stream that
/// is refused part-way has already delivered the events of the lines before
/// the bad one; to play all or nothing, read the stream once to check it (a
/// ``TouchStreamDecoder`` alone) and then play it, as `gesture-sim` does.
public struct TouchStreamPlayer: Sendable {
  /// Receives each event with the engine that produced it (for names and states).
  public typealias EventHandler = (_ event: GestureEvent, _ engine: GestureEngine) -> Void

  private var decoder: TouchStreamDecoder
  /// The engine, once the first sample or tick has fixed the configuration.
  public private(set) var engine: GestureEngine?
  private var events: [GestureEvent] = []
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
    events.reserveCapacity(64)
  }

  /// The configuration in force: the one given, with the stream's directives applied.
  public var configuration: GestureConfiguration { decoder.configuration }

  /// Reads the next chunk of the stream and plays every complete line in it.
  ///
  /// - Throws: ``TouchStreamError`` for a malformed line.
  public mutating func append(_ chunk: UnsafeRawBufferPointer, _ handler: EventHandler) throws(
    TouchStreamError
  ) {
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
  public mutating func append(_ chunk: [UInt8], _ handler: EventHandler) throws(TouchStreamError) {
    try chunk.withUnsafeBufferPointer { (bytes) throws(TouchStreamError) in
      try append(UnsafeRawBufferPointer(bytes), handler)
    }
  }

  /// Ends the stream: plays its last line, then `settle` seconds more
  /// (the configuration's `settle` unless `settle` is given).
  ///
  /// - Throws: ``TouchStreamError`` for a malformed last line or an empty stream.
  public mutating func finish(settlingFor settle: Double? = nil, _ handler: EventHandler) throws(
    TouchStreamError
  ) {
    var collected = records
    records = []
    try decoder.finish { (record, line) throws(TouchStreamError) in
      collected.append((record, line))
    }
    try play(&collected, handler)
    records = collected
    guard var engine, let lastTime else { return }
    let end = lastTime + (settle ?? decoder.configuration.settle)
    // The reader has checked every sample, so the engine cannot refuse these.
    try? engine.advance(to: end, into: &events)
    self.engine = engine
    deliverEvents(handler)
  }

  private mutating func play(
    _ collected: inout [(record: TouchStreamRecord, line: Int)], _ handler: EventHandler
  ) throws(TouchStreamError) {
    defer { collected.removeAll(keepingCapacity: true) }
    for (record, line) in collected { try play(record, line: line, handler) }
  }

  private mutating func play(_ record: TouchStreamRecord, line: Int, _ handler: EventHandler)
    throws(TouchStreamError)
  {
    // Directives all come before the first sample, so the configuration is
    // complete by the time an engine is needed.
    var engine = self.engine ?? GestureEngine(standardSetWith: decoder.configuration)
    do {
      switch record {
      case .viewport, .setting:
        return  // the decoder applied it to its configuration
      case .sample(let sample):
        try engine.process(sample, into: &events)
        lastTime = sample.time
      case .tick(let time):
        try engine.advance(to: time, into: &events)
        lastTime = time
      }
    } catch {
      // Unreachable for records from the decoder, which checks samples by the
      // same rules; kept so that no input can trap.
      guard case .invalidSample(let kind) = error.kind else {
        throw TouchStreamError(.unexpectedField(found: error.description, expected: "a playable sample"), line: line, column: 1)
      }
      throw TouchStreamError(kind, line: line, column: 1)
    }
    self.engine = engine
    deliverEvents(handler)
  }

  private mutating func deliverEvents(_ handler: EventHandler) {
    guard let engine, !events.isEmpty else { return }
    for event in events { handler(event, engine) }
    events.removeAll(keepingCapacity: true)
  }
}
