import GestureKitLite
import GestureKitLiteStreams

/// Plays a device as it happens: bytes in as they arrive, each decision out
/// as soon as it is made, and the stream it played, so that it can be played
/// again (`gesture-sim watch`).
///
/// It is a ``RecordingPlayer`` that also keeps time. The host reads its
/// device (or pipe) and hands each chunk over with the moment it read it, on
/// its own monotonic clock, in seconds (``append(_:at:_:recording:)``);
/// when no input is waiting it calls ``advance(to:_:recording:)`` at
/// ``wakeTime`` or later. The library reads no clock: the host's moments
/// are only compared with one another.
///
/// - **Times are the events' own**, as ``RecordingPlayer`` reads them (time
///   zero is the first frame), so a recording played through it prints what
///   it prints through ``RecordingPlayer``, however fast it arrives.
/// - **The stream's clock between frames** is the latest frame's time plus
///   the host time since it was read. A deadline (the double tap's wait, the
///   long press's; ``/GestureKitLite/ImageViewerSession/nextDeadline``) that it passes by
///   ``grace`` fires by a `tick` at the deadline's own time, so a `tap`
///   prints when the wait runs out, not at the next touch. The grace lets a
///   frame stamped before the deadline but still on its way arrive first.
/// - **A frame read after a tick passed its time** (it took longer than the
///   grace to arrive) is played at the tick's time, the clock's: the engine
///   takes no time going back. It is counted (``lateSampleCount``,
///   ``firstLateSample``).
/// - **A frame is played as soon as the host has no more input waiting**
///   (its next ``advance(to:_:recording:)``), not when a later frame comes.
///
/// Every record it plays goes to `recording` as it is played: the
/// configuration's changed settings as `@set` directives first, the
/// decoder's `@viewport`, the samples (a late one at the time it was played),
/// and each tick. Written as a stream, they play again to the same lines.
///
/// ```swift
/// let decoder = try RecordingDecoder(format: .evemu, viewport: Size(width: 390, height: 844))
/// var player = LiveRecordingPlayer(decoder)
/// let log = EventLog(format: .text)
/// let tap = "A: 35 0 799 0 0 0\nA: 36 0 799 0 0 0\nE: 5.000 0003 0039 1\nE: 5.000 0003 0035 400\n"
///   + "E: 5.000 0003 0036 400\nE: 5.000 0000 0000 0\nE: 5.080 0003 0039 -1\nE: 5.080 0000 0000 0\n"
/// var lines: [String] = []
/// let print = { (output: ImageViewerSession.Output) in if let line = log.line(for: output) { lines.append(line) } }
/// try player.append(Array(tap.utf8), at: 100, print)  // read at 100 s on the host's clock
/// player.wakeTime  // 100.0: play the lift's frame as soon as nothing more is waiting
/// try player.advance(to: 100.001, print)
/// lines  // []: the double tap's wait runs until 0.38 of the stream, 0.3 s after the lift
/// try player.advance(to: 100.35, print)  // the wait and the grace are over
/// lines  // ["0.380 doubleTap failed", "0.380 tap recognized", "0.380 viewer chromeToggled visible=false"]
/// ```
public struct LiveRecordingPlayer: Sendable {
  /// Receives each record of the stream played, as it is played.
  public typealias RecordHandler = (_ record: TouchStreamRecord) -> Void

  /// A sample that arrived after the clock had passed its time.
  public struct LateSample: Equatable, Sendable {
    /// Its time as the device stamped it, seconds of the stream.
    public var recorded: Double
    /// The time it was played at: the clock's, seconds of the stream.
    public var played: Double
  }

  private var decoder: RecordingDecoder
  private var player: TouchStreamPlayer
  /// The configuration's changed settings, written once before the first record.
  private var directives: [TouchStreamRecord]
  /// The records of the chunk being played, emptied after each.
  private var records: [TouchStreamRecord] = []
  /// The latest frame's time, seconds of the stream, and the host's moment
  /// when it was read: what maps the host's clock to the stream's.
  private var anchor: (stream: Double, host: Double)?
  /// The time of the last sample or tick played, seconds of the stream.
  private var clock: Double?
  /// Whether samples wait in the player for their frame to be played.
  private var hasCollectedFrame = false

  /// How long past a deadline the stream's clock must be, by the host's
  /// clock, before the deadline fires without input, seconds
  /// (``defaultGrace`` unless the host chose another).
  ///
  /// A frame stamped before the deadline but read later than that is late.
  public let grace: Double
  /// The grace a player is made with unless told otherwise: 20 ms, more
  /// than a loaded system's scheduling delay or `adb`'s usual buffering, and
  /// little more than one 60 Hz display frame, which no person notices.
  public static let defaultGrace = 0.02
  /// How many samples were played later than their time (see ``firstLateSample``).
  public private(set) var lateSampleCount = 0
  /// The first sample played later than its time, if any.
  public private(set) var firstLateSample: LateSample?
  /// How many samples have been played.
  public private(set) var sampleCount = 0

  /// Creates a player that reads with `decoder` and plays with
  /// `configuration`, firing deadlines `grace` seconds late (see ``grace``).
  public init(
    _ decoder: RecordingDecoder, configuration: GestureConfiguration = GestureConfiguration(),
    grace: Double = LiveRecordingPlayer.defaultGrace
  ) {
    self.decoder = decoder
    player = TouchStreamPlayer(format: .text, configuration: configuration)
    directives = configuration.changedSettings.map { TouchStreamRecord.setting(key: $0.key, value: $0.value) }
    self.grace = grace
  }

  /// The session, once the first sample or tick has fixed the configuration.
  public var session: ImageViewerSession? { player.session }

  /// What the reading has found so far: the device, the viewport, the
  /// clamped positions (``RecordingSummary/warnings``).
  public var summary: RecordingSummary { decoder.summary }

  /// The stream's time at the host's moment `now`, seconds, or `nil` before
  /// the first frame: the latest frame's time plus the host time since.
  public func streamTime(at now: Double) -> Double? {
    anchor.map { $0.stream + (now - $0.host) }
  }

  /// The host's moment at which to call ``advance(to:_:recording:)`` if no
  /// input comes first, or `nil` when nothing is pending: at once when a
  /// frame waits to be played (as soon as no more input is waiting), else
  /// the next deadline plus ``grace``.
  public var wakeTime: Double? {
    guard let anchor else { return nil }
    if hasCollectedFrame { return anchor.host }
    return session?.nextDeadline.map { moment(firing: $0.seconds) }
  }

  /// The host's moment at which the deadline at `time`, seconds of the
  /// stream, fires: when the stream's clock is ``grace`` past it.
  ///
  /// ``advance(to:_:recording:)`` compares with this same sum, so that a
  /// host woken at ``wakeTime`` fires the deadline, whatever the rounding.
  private func moment(firing time: Double) -> Double {
    guard let anchor else { return .infinity }
    return anchor.host + (time + grace - anchor.stream)
  }

  /// Reads the next chunk of the device's input, read at the host's moment
  /// `now`, and plays the frames it completes but the last.
  ///
  /// - Throws: ``RecordingError`` at the first thing that is wrong; the
  ///   samples read before it have been played.
  public mutating func append(
    _ chunk: [UInt8], at now: Double, _ handler: TouchStreamPlayer.OutputHandler,
    recording: RecordHandler = { _ in }
  ) throws(RecordingError) {
    try chunk.withUnsafeBufferPointer { (bytes) throws(RecordingError) in
      try append(UnsafeRawBufferPointer(bytes), at: now, handler, recording: recording)
    }
  }

  /// Reads the next chunk, given as raw bytes.
  package mutating func append(
    _ chunk: UnsafeRawBufferPointer, at now: Double, _ handler: TouchStreamPlayer.OutputHandler,
    recording: RecordHandler
  ) throws(RecordingError) {
    do throws(RecordingError) {
      try decoder.append(chunk, into: &records)
    } catch {
      try play(at: now, handler, recording)
      throw error
    }
    try play(at: now, handler, recording)
  }

  /// Plays what is due at the host's moment `now`, when no input is waiting:
  /// the frame read last, then every deadline the clock passed by ``grace``,
  /// each by a tick at its own time.
  public mutating func advance(
    to now: Double, _ handler: TouchStreamPlayer.OutputHandler, recording: RecordHandler = { _ in }
  ) throws(RecordingError) {
    try playCollectedFrame(handler)
    while let deadline = session?.nextDeadline?.seconds, moment(firing: deadline) <= now {
      guard deadline > clock ?? -.infinity else { break }  // nothing to move the clock to
      try tick(at: deadline, handler, recording)
    }
  }

  /// Ends the input (the device closed, or the pipe ended) at the host's
  /// moment `now`: plays what is left, then `settle` seconds past the last
  /// sample or tick.
  ///
  /// Input with no touch at all still ends in a session: a tick at 0.
  ///
  /// - Throws: ``RecordingError`` for a malformed end.
  public mutating func finish(
    at now: Double, _ handler: TouchStreamPlayer.OutputHandler, recording: RecordHandler = { _ in }
  ) throws(RecordingError) {
    do throws(RecordingError) {
      try decoder.finish(into: &records, requiringTouches: false)
    } catch {
      try play(at: now, handler, recording)
      throw error
    }
    try play(at: now, handler, recording)
    try settle(handler, recording)
  }

  /// Ends the input at an interrupt, at the host's moment `now`: plays what
  /// is left, a tick at the stream's time then (what a person waited for
  /// before pressing Ctrl-C fires), then `settle` seconds past it.
  public mutating func interrupt(
    at now: Double, _ handler: TouchStreamPlayer.OutputHandler, recording: RecordHandler = { _ in }
  ) throws(RecordingError) {
    try playCollectedFrame(handler)
    // To the microsecond, as every time the engine keeps.
    let time = max(Timestamp(seconds: streamTime(at: now) ?? 0).seconds, clock ?? 0)
    if time > clock ?? -.infinity { try tick(at: time, handler, recording) }
    try settle(handler, recording)
  }

  /// Plays the records read, each at the clock's time at the latest.
  private mutating func play(
    at now: Double, _ handler: TouchStreamPlayer.OutputHandler, _ recording: RecordHandler
  ) throws(RecordingError) {
    defer { records.removeAll(keepingCapacity: true) }
    for record in records {
      var played = record
      if case .sample(var sample) = record {
        if let clock, sample.time < clock {
          lateSampleCount += 1
          if firstLateSample == nil { firstLateSample = LateSample(recorded: sample.time, played: clock) }
          sample.time = clock
          played = .sample(sample)
        }
        anchor = (sample.time, now)
        clock = sample.time
        hasCollectedFrame = true
        sampleCount += 1
      }
      try append(played, handler, recording)
    }
  }

  /// Plays the samples waiting for their frame.
  private mutating func playCollectedFrame(_ handler: TouchStreamPlayer.OutputHandler) throws(RecordingError)
  {
    guard hasCollectedFrame else { return }
    hasCollectedFrame = false
    do throws(TouchStreamError) {
      try player.playCollectedFrame(handler)
    } catch {
      throw RecordingPlayer.internalError(error)
    }
  }

  /// Advances the clock to `time` by a tick.
  private mutating func tick(
    at time: Double, _ handler: TouchStreamPlayer.OutputHandler, _ recording: RecordHandler
  ) throws(RecordingError) {
    clock = time
    try append(.tick(time: time), handler, recording)
  }

  /// Plays `settle` seconds past the last sample or tick (a tick at 0 first
  /// when there was none).
  private mutating func settle(_ handler: TouchStreamPlayer.OutputHandler, _ recording: RecordHandler)
    throws(RecordingError)
  {
    if clock == nil { try tick(at: 0, handler, recording) }
    hasCollectedFrame = false
    do throws(TouchStreamError) {
      try player.finish(handler)
    } catch {
      throw RecordingPlayer.internalError(error)
    }
  }

  /// Plays `record` and hands it to `recording`, after the directives the
  /// first time.
  private mutating func append(
    _ record: TouchStreamRecord, _ handler: TouchStreamPlayer.OutputHandler, _ recording: RecordHandler
  ) throws(RecordingError) {
    if !directives.isEmpty {
      for directive in directives { recording(directive) }
      directives = []
    }
    do throws(TouchStreamError) {
      try player.append(record, handler)
    } catch {
      throw RecordingPlayer.internalError(error)
    }
    recording(record)
  }
}
