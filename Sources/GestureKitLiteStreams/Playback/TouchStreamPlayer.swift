import GestureKitLite

/// Plays a touch stream, bytes or records in, events out: the decoder, the
/// recognizers and the image viewer wired together as SPEC §2 and §5 describe.
///
/// The stream's `@viewport`/`@set` directives override the configuration the
/// player was created with; the session is built with the result at the first
/// sample or tick: the standard recognizers and the viewer, or the session
/// your factory makes from that configuration (``init(format:configuration:session:)``,
/// for recognizers and rules of your own). Samples are grouped into frames by
/// time, `tick` lines advance the clock, and ``finish(settlingFor:_:)`` plays
/// `settle` seconds after the last line (never past
/// ``/GestureKitLite/TouchStreamLimits/timeMagnitude``) so that pending deadlines and
/// animations finish. `gesture-sim play`, the C interface and
/// ``play(_:format:configuration:session:_:)`` all play streams this way.
///
/// ```swift
/// var player = TouchStreamPlayer(format: .text)
/// let bytes: [UInt8] = Array("0.000 down 1 195 422\n0.090 up 1 195 422\n".utf8)
/// try player.append(bytes) { output in print(output) }
/// try player.finish { output in print(output) }  // the double tap's wait runs out at 0.39
/// if let session = player.session { print(session.viewer.state) }
/// // Prints:
/// // 0.390 doubleTap failed why=tooLate: no second tap within 0.3 s of the first (doubleTapInterval 0.3)
/// // 0.390 tap recognized location=195,422 touchCount=1
/// // 0.390 viewer chromeToggled visible=false
/// // 1.090 state page=0 zoomScale=1 contentOffset=0,-275.75 chromeVisible=false backgroundAlpha=1 dismissed=false
/// ```
///
/// Events reach the handler as soon as their frame is complete: when a sample
/// with a later time, a tick or the end of the stream is read. A stream that
/// is refused part-way has already delivered the events of the frames
/// completed before the bad line; to play all or nothing, read the stream once
/// to check it (a ``TouchStreamDecoder`` alone) and then play it, as
/// `gesture-sim` does. A player that has thrown has stopped: every later call
/// throws the same error again, plays nothing and changes nothing.
public struct TouchStreamPlayer: Sendable {
  /// Receives each output as the session produces it; the session is
  /// ``session``, readable once the play is over (or between chunks).
  public typealias OutputHandler = (_ output: ImageViewerSession.Output) -> Void

  private var decoder: TouchStreamDecoder
  private var playhead: TouchStreamPlayhead
  /// The error the player stopped at, if it has.
  private var failure: TouchStreamError?

  /// The session, once the first sample, tick or input record has fixed the configuration.
  public var session: ImageViewerSession? { playhead.session }

  /// Creates a player that plays through the standard recognizers and the viewer.
  ///
  /// - Parameters:
  ///   - format: The stream's format.
  ///   - configuration: The configuration before the stream's own directives.
  public init(format: TouchStreamFormat, configuration: GestureConfiguration = GestureConfiguration()) {
    self.init(format: format, configuration: configuration, source: .standard)
  }

  /// Creates a player whose session comes from `source`.
  init(format: TouchStreamFormat, configuration: GestureConfiguration, source: TouchStreamSessionSource) {
    decoder = TouchStreamDecoder(format: format, configuration: configuration)
    playhead = TouchStreamPlayhead(source: source)
  }

  /// The configuration in force: the one given, with the stream's directives applied.
  public var configuration: GestureConfiguration { decoder.configuration }

  /// The time of the last line played, in seconds, or `nil` before the first.
  public var lastLineTime: Double? { playhead.lastTime }

  /// How many samples have been played.
  public var sampleCount: Int { playhead.sampleCount }

  /// Reads the next chunk of the stream and plays every complete line in it.
  ///
  /// Each record is played as the decoder reads it, so when a malformed line
  /// throws, the events of every frame completed before it have reached
  /// `handler`.
  ///
  /// - Throws: ``TouchStreamError`` for a malformed line.
  package mutating func append(_ chunk: UnsafeRawBufferPointer, _ handler: OutputHandler)
    throws(TouchStreamError)
  {
    try read(.chunk(chunk), handler)
  }

  /// Reads the next chunk of the stream and plays every complete line in it.
  public mutating func append(_ chunk: [UInt8], _ handler: OutputHandler) throws(TouchStreamError) {
    try chunk.withUnsafeBufferPointer { (bytes) throws(TouchStreamError) in
      try append(UnsafeRawBufferPointer(bytes), handler)
    }
  }

  /// Plays `record` as the next line of the stream: the line the format's
  /// writer writes for it (``TextTouchStreamWriter``,
  /// ``JSONLinesTouchStreamWriter``), read back by the player's own reader,
  /// so a record is checked and played exactly as that line would be.
  ///
  /// Records from the readers, ``TouchStreamDecoder`` and the gesture
  /// scripts play as the stream they came from, and so do the frames of the
  /// importers (`EvdevMultitouchDecoder`, `PointerEventDecoder`), each
  /// sample as a ``TouchStreamRecord/sample(_:)`` record. A refusal is reported at the
  /// record's line: the number of lines given so far, each record one.
  ///
  /// - Throws: ``/GestureKitLite/TouchStreamError`` for a record the stream's rules refuse,
  ///   or ``/GestureKitLite/TouchStreamError/Kind/recordInsideLine`` when the bytes given
  ///   before it did not end with a line break.
  public mutating func append(_ record: TouchStreamRecord, _ handler: OutputHandler) throws(TouchStreamError)
  {
    if let partial = decoder.partialLine {
      throw TouchStreamError(.recordInsideLine, line: partial.line, column: partial.length + 1)
    }
    var line =
      switch decoder.format {
      case .text: TextTouchStreamWriter.line(for: record)
      case .jsonLines: JSONLinesTouchStreamWriter.line(for: record)
      }
    // A key name with a space would read back as another record (`a mods=ctrl`
    // as the key `a` with ctrl): refuse it at its name, never play that. (The
    // JSON form's reader refuses such a name itself.)
    if decoder.format == .text, case .key(let key) = record, let refusal = KeyInput.refusal(of: key.key) {
      let column = NumberFormatting.shortest(key.time).utf8.count + " key ".utf8.count + 1
      throw TouchStreamError(.invalidKeyName(key.key, refusal), line: decoder.nextLineNumber, column: column)
    }
    line += "\n"
    try append(Array(line.utf8), handler)
  }

  /// Plays the samples read since the last frame as a frame now, without
  /// waiting for a later sample, a tick or the end to complete it.
  ///
  /// For a live host (`LiveRecordingPlayer`) whose device has sent a whole
  /// frame and nothing since: a later sample at the same time would then
  /// make a frame of its own.
  ///
  /// - Throws: The error the player stopped at, if it has.
  package mutating func playCollectedFrame(_ handler: OutputHandler) throws(TouchStreamError) {
    if let failure { throw failure }
    guard !playhead.isWaitingForSession else { return }
    do {
      try playhead.playFrame(handler)
    } catch {
      failure = error
      throw error
    }
  }

  /// Ends the stream: plays its last line, then `settle` seconds more
  /// (the configuration's `settle` unless `settle` is given).
  ///
  /// Touches still down stay down: the settle plays on with the fingers resting.
  ///
  /// - Throws: ``/GestureKitLite/TouchStreamError`` for a malformed last line or an empty stream.
  public mutating func finish(settlingFor settle: Double? = nil, _ handler: OutputHandler)
    throws(TouchStreamError)
  {
    try read(.end, handler)
    do {
      try playhead.finish(settlingFor: settle ?? decoder.configuration.settle, handler)
    } catch {
      failure = error
      throw error
    }
  }

  /// What the decoder reads next: a chunk, or the end of the stream.
  private enum Input {
    case chunk(UnsafeRawBufferPointer)
    case end
  }

  /// Reads `input`, handing each record to the playhead as it is decoded,
  /// then builds the session if the first sample, tick or input record came.
  ///
  /// When a line is refused, what was read before it is played all the same,
  /// as in any later chunk, and the refusal is rethrown.
  private mutating func read(_ input: Input, _ handler: OutputHandler) throws(TouchStreamError) {
    if let failure { throw failure }
    do {
      let take = { (record: TouchStreamRecord, line: Int) throws(TouchStreamError) in
        try playhead.take(record, line: line, handler)
      }
      switch input {
      case .chunk(let chunk): try decoder.append(chunk, take)
      case .end: try decoder.finish(take)
      }
    } catch {
      // What was read before the refused line is played all the same; a
      // configuration the session refuses there is the earlier error.
      do {
        try startIfReady(handler)
      } catch let earlier {
        failure = earlier
        throw earlier
      }
      failure = error
      throw error
    }
    do {
      try startIfReady(handler)
    } catch {
      failure = error
      throw error
    }
  }

  /// Builds the session once the stream's first sample, tick or input record has been read.
  ///
  /// The configuration is complete then (directives all come before the first
  /// sample), but the decoder is busy while it hands records over, so the
  /// records read until then are held and played here, after it returns.
  private mutating func startIfReady(_ handler: OutputHandler) throws(TouchStreamError) {
    guard playhead.isWaitingForSession else { return }
    try playhead.start(
      with: decoder.configuration, line: playhead.firstPlayableLine, handler)
  }
}
