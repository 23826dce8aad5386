import GestureKitLite
import GestureKitLiteStreams

/// Plays a stream for `render`: bytes in, a ``RenderRecording`` out.
///
/// It reads the stream with a ``TouchStreamDecoder`` and plays it through an
/// ``ImageViewerSession`` by `TouchStreamPlayer`'s rules (samples of one time
/// are one frame, a frame is played when a later line completes it, `tick`
/// lines advance the clock, `settle` seconds are played after the last line),
/// so it sees every frame the player plays and the states between them. A
/// test holds it to `gesture-sim play`'s output for every fixture. The
/// stream is read once; a malformed line throws, and the caller writes
/// nothing.
struct RenderPlayer {
  private var decoder: TouchStreamDecoder
  private var playhead: RenderPlayhead

  /// Creates a player for a stream in `format`, before its own directives;
  /// with `includesValues` the log's recognizer lines carry their values.
  init(
    format: TouchStreamFormat, configuration: GestureConfiguration, limits: RenderLimits,
    includesValues: Bool = false
  ) {
    decoder = TouchStreamDecoder(format: format, configuration: configuration)
    playhead = RenderPlayhead(
      limits: limits,
      report: Report(
        format: .text, includesChanges: false, includesValues: includesValues, includesReasons: true))
  }

  /// Reads and plays the complete lines of `chunk`.
  ///
  /// - Throws: ``TouchStreamError`` for a malformed line.
  mutating func append(_ chunk: UnsafeRawBufferPointer) throws(TouchStreamError) {
    try decoder.append(chunk) { (record, line) throws(TouchStreamError) in
      try playhead.take(record, line: line)
    }
    try startIfReady()
  }

  /// Reads and plays the complete lines of `chunk`.
  mutating func append(_ chunk: [UInt8]) throws(TouchStreamError) {
    try chunk.withUnsafeBufferPointer { (bytes) throws(TouchStreamError) in
      try append(UnsafeRawBufferPointer(bytes))
    }
  }

  /// Ends the stream: plays its last line and the settle, and returns what was recorded.
  ///
  /// - Throws: ``TouchStreamError`` for a malformed last line or an empty stream.
  mutating func finish(title: String) throws(TouchStreamError) -> RenderRecording {
    try decoder.finish { (record, line) throws(TouchStreamError) in
      try playhead.take(record, line: line)
    }
    try startIfReady()
    return try playhead.finish(settlingFor: decoder.configuration.settle, title: title)
  }

  /// Builds the session once the first sample or tick has fixed the configuration.
  private mutating func startIfReady() throws(TouchStreamError) {
    guard playhead.isWaitingForSession else { return }
    try playhead.start(with: decoder.configuration)
  }
}

/// The playing half of a ``RenderPlayer``, apart from the decoder so that it
/// can play each record while the decoder is still reading.
struct RenderPlayhead {
  private var session: ImageViewerSession
  private var recorder: RenderRecorder?
  private let limits: RenderLimits
  /// Records read before the configuration was complete.
  private var held: [(record: TouchStreamRecord, line: Int)] = []
  private var holdsPlayableRecord = false
  /// The line of the first sample or tick: where a refused configuration is reported.
  private var firstPlayableLine = 1
  private var frame: [TouchSample] = []
  private var frameLines: [Int] = []
  private var frameTime: Double?
  private var outputs: [ImageViewerSession.Output] = []
  private var lastTime: Double?

  private let report: Report

  init(limits: RenderLimits, report: Report) {
    session = ImageViewerSession()
    self.limits = limits
    self.report = report
  }

  /// Whether a sample or tick waits for the session to be built.
  var isWaitingForSession: Bool { recorder == nil && holdsPlayableRecord }

  mutating func take(_ record: TouchStreamRecord, line: Int) throws(TouchStreamError) {
    guard recorder != nil else {
      held.append((record, line))
      if record.isPlayable {
        if !holdsPlayableRecord { firstPlayableLine = line }
        holdsPlayableRecord = true
      }
      return
    }
    try play(record, line: line)
  }

  /// Builds the session with the stream's configuration and plays what was held.
  ///
  /// - Throws: ``TouchStreamError`` for a configuration the session refuses
  ///   (at the first sample's line, as `play` reports it) or a refused record.
  mutating func start(with configuration: GestureConfiguration) throws(TouchStreamError) {
    do {
      session = try ImageViewerSession(configuration: configuration)
    } catch {
      throw TouchStreamError(.configuration(error), line: firstPlayableLine, column: 1)
    }
    recorder = RenderRecorder(session: session, configuration: configuration, limits: limits, report: report)
    let records = held
    held = []
    for (record, line) in records { try play(record, line: line) }
  }

  /// Plays the last frame and `settle` seconds more.
  mutating func finish(settlingFor settle: Double, title: String) throws(TouchStreamError) -> RenderRecording
  {
    try playFrame()
    guard var recorder, let lastTime else {
      throw TouchStreamError(.emptyStream, line: 1, column: 1)
    }
    let end = max(min(lastTime + settle, TouchStreamLimits.timeMagnitude), lastTime)
    recorder.probe(session, until: end)
    outputs.removeAll(keepingCapacity: true)
    // The decoder checked every line, so the session cannot refuse this.
    try? session.advance(to: end, into: &outputs)
    recorder.record(inputAt: end, samples: [], outputs: outputs, session: session)
    return recorder.finish(title: title, session: session)
  }

  private mutating func play(_ record: TouchStreamRecord, line: Int) throws(TouchStreamError) {
    switch record {
    case .viewport, .setting:
      return
    case .sample(let sample):
      if let frameTime, frameTime != sample.time { try playFrame() }
      frame.append(sample)
      frameLines.append(line)
      frameTime = sample.time
      lastTime = sample.time
    case .tick(let time):
      try playFrame()
      recorder?.probe(session, until: time)
      outputs.removeAll(keepingCapacity: true)
      do {
        try session.advance(to: time, into: &outputs)
      } catch {
        throw Self.streamError(error, line: line)
      }
      recorder?.record(inputAt: time, samples: [], outputs: outputs, session: session)
      lastTime = time
    case .wheel(let wheel):
      try playInput(.wheel(wheel), at: wheel.time, line: line) {
        (session, outputs) throws(GestureEngineError) in
        try session.process(wheel, into: &outputs)
      }
    case .key(let key):
      try playInput(.key(key), at: key.time, line: line) { (session, outputs) throws(GestureEngineError) in
        try session.process(key, into: &outputs)
      }
    case .action(let action):
      try playInput(.action(action), at: action.time, line: line) {
        (session, outputs) throws(GestureEngineError) in try session.process(action, into: &outputs)
      }
    }
  }

  /// Plays a wheel, key or action record at `time`, as `TouchStreamPlayer`
  /// does: the frame before it first, then the input (the session fires
  /// the deadlines due by then).
  private mutating func playInput(
    _ record: TouchStreamRecord, at time: Double, line: Int,
    _ process: (inout ImageViewerSession, inout [ImageViewerSession.Output]) throws(GestureEngineError) ->
      Void
  ) throws(TouchStreamError) {
    try playFrame()
    recorder?.probe(session, until: time)
    outputs.removeAll(keepingCapacity: true)
    do {
      try process(&session, &outputs)
    } catch {
      throw Self.streamError(error, line: line)
    }
    recorder?.record(inputAt: time, samples: [], outputs: outputs, session: session)
    recorder?.recordInput(record, at: time)
    lastTime = time
  }

  private mutating func playFrame() throws(TouchStreamError) {
    guard let time = frameTime else { return }
    defer {
      frame.removeAll(keepingCapacity: true)
      frameLines.removeAll(keepingCapacity: true)
      frameTime = nil
    }
    recorder?.probe(session, until: time)
    outputs.removeAll(keepingCapacity: true)
    do {
      try frame.withUnsafeBufferPointer { (samples) throws(GestureEngineError) in
        try session.process(frameAt: time, samples: samples, into: &outputs)
      }
    } catch {
      throw Self.streamError(error, line: frameLines[min(error.sampleIndex ?? 0, frameLines.count - 1)])
    }
    recorder?.record(inputAt: time, samples: frame, outputs: outputs, session: session)
  }

  /// The error for an input the session refused: unreachable for records
  /// from the decoder, which checks them by the same rules, and kept so that
  /// no input can trap.
  private static func streamError(_ error: GestureEngineError, line: Int) -> TouchStreamError {
    if case .invalidInput(let kind) = error.kind { return TouchStreamError(kind, line: line, column: 1) }
    guard case .invalidSample(let kind) = error.kind else {
      return TouchStreamError(
        .unexpectedField(found: error.description, expected: "a playable sample"), line: line, column: 1)
    }
    return TouchStreamError(kind, line: line, column: 1)
  }
}
