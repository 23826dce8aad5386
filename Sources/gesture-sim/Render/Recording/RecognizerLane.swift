import GestureKitLite

/// One recognizer's life on the time axis, as the recognizer lanes draw it:
/// bars for what lasts (trying, waiting, active), marks for what happens.
///
/// It is fed the recognizer's events, in order, and after every input a look
/// at the engine (``inspect(_:at:)``): the events say when a bar ends, the
/// engine says what the recognizer does between events (a transition the
/// arena holds back, an attempt in progress, a pending deadline).
///
/// | mode | event or look | bar drawn → next mode |
/// | --- | --- | --- |
/// | idle | an attempt in progress | → trying |
/// | idle, trying | a transition held | trying bar → waiting |
/// | trying, waiting | began | trying or waiting bar → active |
/// | active | ended, cancelled | active bar, end mark (a cancel's with its reason) → idle |
/// | trying, waiting | recognized, failed | bar, mark (a failure's with its reason) → idle |
/// | any | no attempt, or a final state | bar → idle |
struct RecognizerLane: Sendable {
  private enum Mode: Sendable {
    case idle
    case trying(since: Double)
    case waiting(since: Double)
    case active(since: Double)
  }

  /// The kinds of bar and mark a lane draws.
  enum Track: Int, CaseIterable, Sendable {
    /// `possible`, with an attempt in progress.
    case trying
    /// `possible`, its begin or recognition held until another recognizer fails.
    case waiting
    /// `began` … `ended` or `cancelled`.
    case active
    case ended
    case cancelled
    case recognized
    case failed
    /// The recognizer's own deadline fired (the event it caused is marked too).
    case deadline
  }

  let name: String
  let recognizer: StandardRecognizer?
  private var mode = Mode.idle
  private(set) var tracks: [IntervalTrack]
  /// The recognizer's deadline at the last look, in seconds.
  private var deadline: Double?
  private var lastAttempt: Int?

  init(name: String, recognizer: StandardRecognizer?, limits: RenderLimits) {
    self.name = name
    self.recognizer = recognizer
    tracks = Track.allCases.map { _ in IntervalTrack(capacity: limits.trackIntervals) }
  }

  /// The intervals of one kind.
  func intervals(_ track: Track) -> [IntervalTrack.Interval] { tracks[track.rawValue].intervals }

  /// Takes one of the recognizer's events.
  mutating func note(_ event: GestureEvent) {
    let time = event.time.seconds
    switch event.state {
    case .possible, .changed:
      return
    case .began:
      closeBar(at: time)
      mode = .active(since: time)
    case .ended, .cancelled:
      if case .active(let since) = mode { tracks[Track.active.rawValue].add(start: since, end: time) }
      tracks[(event.state == .ended ? Track.ended : .cancelled).rawValue].mark(
        at: time, label: event.reason?.description)
      mode = .idle
    case .recognized, .failed:
      closeBar(at: time)
      tracks[(event.state == .recognized ? Track.recognized : .failed).rawValue].mark(
        at: time, label: event.reason?.description)
      if let deadline, deadline == time { tracks[Track.deadline.rawValue].mark(at: time) }
      mode = .idle
    }
  }

  /// What the engine says about a recognizer between its events.
  struct Look: Sendable {
    var state: RecognizerState
    var isHoldingTransition: Bool
    var attempt: Int?
    var deadline: Timestamp?

    /// Reads the recognizer `id` of `engine`, or `nil` when it has no such recognizer.
    init?(_ engine: GestureEngine, id: RecognizerID) {
      do throws(GestureEngineError) {
        state = try engine.state(of: id)
        isHoldingTransition = try engine.isHoldingTransition(id)
        attempt = try engine.attempt(of: id)
        deadline = try engine.deadline(of: id)
      } catch {
        return nil
      }
    }
  }

  /// Takes a look at the recognizer after an input at `time` seconds.
  ///
  /// - Returns: Whether a new attempt started in that input (its slop is
  ///   measured from here).
  mutating func inspect(_ look: Look, at time: Double) -> Bool {
    deadline = look.deadline?.seconds
    defer { lastAttempt = look.attempt }
    switch look.state {
    case .possible:
      if look.isHoldingTransition {
        if case .waiting = mode {
        } else {
          closeBar(at: time)
          mode = .waiting(since: time)
        }
      } else if look.attempt != nil {
        if case .idle = mode { mode = .trying(since: time) }
      } else {
        closeBar(at: time)
        mode = .idle
      }
    case .began, .changed:
      if case .active = mode {} else { mode = .active(since: time) }
    case .ended, .cancelled, .recognized, .failed:
      closeBar(at: time)
      mode = .idle
    }
    return look.attempt != nil && look.attempt != lastAttempt
  }

  /// Ends the stream at `time`: a bar still open is drawn to it.
  mutating func finish(at time: Double) {
    if case .active(let since) = mode { tracks[Track.active.rawValue].add(start: since, end: time) }
    closeBar(at: time)
    mode = .idle
  }

  /// Draws the trying or waiting bar that ends at `time`.
  private mutating func closeBar(at time: Double) {
    switch mode {
    case .trying(let since): tracks[Track.trying.rawValue].add(start: since, end: time)
    case .waiting(let since): tracks[Track.waiting.rawValue].add(start: since, end: time)
    case .idle, .active: break
    }
    if case .active = mode { return }
    mode = .idle
  }
}
