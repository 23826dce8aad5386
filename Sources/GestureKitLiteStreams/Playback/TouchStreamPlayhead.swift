import GestureKitLite

/// The playing half of a ``TouchStreamPlayer``: decoded records in, session
/// outputs out, frame by frame.
///
/// Samples are collected into frames (the samples that share a time); a frame
/// is played through ``ImageViewerSession/process(frameAt:samples:into:)`` as
/// soon as a later sample, a tick or the end of the stream completes it, so a
/// frame of moves takes the engine's shortest path and no sample is copied
/// twice. It is apart from the decoder so that the player can play each record
/// while the decoder is still reading the chunk that holds it.
struct TouchStreamPlayhead: Sendable {
  /// The session, once ``start(with:line:_:)`` has built it.
  ///
  /// It is only ever used through optional chaining (`session?.process`),
  /// which mutates it in place: binding it with `if let` or `guard let` would
  /// copy the whole session (its engine and viewer) on every frame.
  private(set) var session: ImageViewerSession?
  /// Records read before the configuration was known to be complete, held
  /// until the player can build the session (see ``start(with:line:_:)``).
  private var held: [(record: TouchStreamRecord, line: Int)] = []
  /// Whether a sample or a tick is among the held records.
  private var holdsPlayableRecord = false
  /// The line of the first sample, tick or input record, once read.
  private(set) var firstPlayableLine = 1
  /// The samples of the frame being collected, all at ``frameTime``, and
  /// their lines: the first ``frameCount`` entries.
  ///
  /// The entries are overwritten frame after frame rather than removed:
  /// emptying an array costs more than a frame of moves.
  private var frame: ContiguousArray<TouchSample> = []
  private var frameLines: ContiguousArray<Int> = []
  private var frameCount = 0
  private var frameTime: Double?
  /// The session's outputs; those from ``deliveredOutputCount`` on are new.
  ///
  /// Emptied once it holds ``outputsKeptBeforeEmptying``, for the same reason.
  private var outputs: [ImageViewerSession.Output] = []
  private var deliveredOutputCount = 0
  private static let outputsKeptBeforeEmptying = 64
  /// The time of the last line played, in seconds, or `nil` before the first.
  private(set) var lastTime: Double?
  /// How many samples have been played.
  private(set) var sampleCount = 0

  /// Where the session comes from once the directives are known.
  private let source: TouchStreamSessionSource

  /// Creates a playhead with no session yet (see ``start(with:line:_:)``),
  /// which `source` will make.
  init(source: TouchStreamSessionSource) {
    self.source = source
    frame.reserveCapacity(TouchStreamLimits.maximumSimultaneousTouches)
    frameLines.reserveCapacity(TouchStreamLimits.maximumSimultaneousTouches)
    outputs.reserveCapacity(2 * Self.outputsKeptBeforeEmptying)
  }

  /// Whether records wait for ``start(with:line:_:)``: a sample or a tick came
  /// before there was a session, so the directives are all known.
  var isWaitingForSession: Bool { !isPlaying && holdsPlayableRecord }

  /// Whether the session has been built and records are played as they come.
  private var isPlaying = false

  /// Plays `record`, or holds it while there is no session yet.
  mutating func take(
    _ record: TouchStreamRecord, line: Int, _ handler: TouchStreamPlayer.OutputHandler
  ) throws(TouchStreamError) {
    guard isPlaying else {
      // Directives all come before the first sample, so the configuration is
      // complete once a sample or tick has been read; the player then starts.
      held.append((record, line))
      if record.isPlayable, !holdsPlayableRecord {
        holdsPlayableRecord = true
        firstPlayableLine = line
      }
      return
    }
    try play(record, line: line, handler)
  }

  /// Builds the session with `configuration`, from the playhead's source,
  /// and plays the records held for it.
  ///
  /// - Parameters:
  ///   - configuration: The stream's configuration, complete.
  ///   - line: The line of the first sample, tick or input record, where a configuration
  ///     the session refuses is reported (the decoder has checked it there
  ///     already, so for the standard session this is a second line of defence).
  ///   - handler: Receives the outputs of the held records.
  /// - Throws: ``TouchStreamError`` for a configuration the session refuses,
  ///   a factory's refusal or disagreement (``TouchStreamSessionSource``), or
  ///   a held record the session cannot play.
  mutating func start(
    with configuration: GestureConfiguration, line: Int, _ handler: TouchStreamPlayer.OutputHandler
  ) throws(TouchStreamError) {
    session = try source.session(for: configuration, directives: held, line: line)
    isPlaying = true
    let records = held
    held = []
    for (record, line) in records { try play(record, line: line, handler) }
  }

  /// Plays the frame being collected, then `settle` seconds after the last
  /// line (when there is a session).
  mutating func finish(settlingFor settle: Double, _ handler: TouchStreamPlayer.OutputHandler)
    throws(TouchStreamError)
  {
    try playFrame(handler)
    guard isPlaying else { return }
    // The reader has checked every sample, so the session cannot refuse
    // this: the settle stops at the time limit rather than past it.
    try? session?.finish(settlingFor: settle, into: &outputs)
    deliverOutputs(handler)
  }

  private mutating func play(
    _ record: TouchStreamRecord, line: Int, _ handler: TouchStreamPlayer.OutputHandler
  ) throws(TouchStreamError) {
    switch record {
    case .viewport, .setting:
      return  // the decoder applied it to its configuration
    case .sample(let sample):
      if let frameTime, frameTime != sample.time { try playFrame(handler) }
      if frameCount < frame.count {
        frame[frameCount] = sample
        frameLines[frameCount] = line
      } else {
        frame.append(sample)
        frameLines.append(line)
      }
      frameCount += 1
      frameTime = sample.time
      lastTime = sample.time
      sampleCount += 1
    case .tick(let time):
      try playFrame(handler)
      do {
        try session?.advance(to: time, into: &outputs)
      } catch {
        throw Self.streamError(error, line: line)
      }
      lastTime = time
      deliverOutputs(handler)
    case .wheel(let wheel):
      try playInput(.wheel(wheel), at: wheel.time, line: line, handler)
    case .key(let key):
      try playInput(.key(key), at: key.time, line: line, handler)
    case .action(let action):
      try playInput(.action(action), at: action.time, line: line, handler)
    }
  }

  /// A wheel, key or action record, as the playhead gives it to the session.
  private enum Input {
    case wheel(WheelInput)
    case key(KeyInput)
    case action(ActionInput)
  }

  /// Plays a wheel, key or action record at `time` (SPEC §2.4): it ends the
  /// frame of the samples before it, which is played first; the session then
  /// fires the deadlines due by `time` and applies the input.
  ///
  /// Out of line, once for the three: the touch samples' loop does not carry it.
  @inline(never)
  private mutating func playInput(
    _ input: Input, at time: Double, line: Int, _ handler: TouchStreamPlayer.OutputHandler
  ) throws(TouchStreamError) {
    try playFrame(handler)
    do {
      switch input {
      case .wheel(let wheel): try session?.process(wheel, into: &outputs)
      case .key(let key): try session?.process(key, into: &outputs)
      case .action(let action): try session?.process(action, into: &outputs)
      }
    } catch {
      throw Self.streamError(error, line: line)
    }
    lastTime = time
    deliverOutputs(handler)
  }

  /// Plays the frame collected so far, if any.
  mutating func playFrame(_ handler: TouchStreamPlayer.OutputHandler) throws(TouchStreamError) {
    guard let time = frameTime else { return }
    let count = frameCount
    frameTime = nil
    frameCount = 0
    do {
      try frame.withUnsafeBufferPointer { (samples) throws(GestureEngineError) in
        try session?.process(
          frameAt: time, samples: UnsafeBufferPointer(rebasing: samples[..<count]), into: &outputs)
      }
    } catch {
      let index = min(error.sampleIndex ?? 0, count - 1)
      throw Self.streamError(error, line: frameLines[index])
    }
    deliverOutputs(handler)
  }

  /// The error for a record the session refused: unreachable for records
  /// from the decoder, which checks samples by the same rules, and kept so
  /// that no input can trap.
  private static func streamError(_ error: GestureEngineError, line: Int) -> TouchStreamError {
    if case .invalidInput(let kind) = error.kind { return TouchStreamError(kind, line: line, column: 1) }
    guard case .invalidSample(let kind) = error.kind else {
      return TouchStreamError(
        .unexpectedField(found: error.description, expected: "a playable sample"), line: line, column: 1)
    }
    return TouchStreamError(kind, line: line, column: 1)
  }

  private mutating func deliverOutputs(_ handler: TouchStreamPlayer.OutputHandler) {
    guard deliveredOutputCount < outputs.count else { return }
    for index in deliveredOutputCount..<outputs.count { handler(outputs[index]) }
    deliveredOutputCount = outputs.count
    if deliveredOutputCount >= Self.outputsKeptBeforeEmptying {
      outputs.removeAll(keepingCapacity: true)
      deliveredOutputCount = 0
    }
  }
}
