import GestureKitLite
import GestureKitLiteImporters
import GestureKitLiteStreams

/// A host of a ``LiveRecordingPlayer`` on a simulated clock: it hands each
/// chunk over at the moment it arrives and, between chunks, calls
/// `advance` at every ``LiveRecordingPlayer/wakeTime`` that comes first,
/// as `gesture-sim watch`'s loop does on the real clock.
struct LiveHost {
  /// A line printed, and the host's moment it was printed at.
  struct Line: Equatable {
    var text: String
    var at: Double
  }

  var player: LiveRecordingPlayer
  var log = EventLog(format: .text, includesValues: true, includesReasons: true)
  /// Every line printed, in order, with its moment.
  private(set) var lines: [Line] = []
  /// Every record played, in order.
  private(set) var records: [TouchStreamRecord] = []
  /// The host's clock.
  private(set) var now: Double

  init(
    _ decoder: RecordingDecoder, configuration: GestureConfiguration = GestureConfiguration(),
    startingAt now: Double
  ) {
    player = LiveRecordingPlayer(decoder, configuration: configuration)
    self.now = now
  }

  /// The lines' text, without their moments.
  var texts: [String] { lines.map(\.text) }

  /// Lets the clock run to `moment`, calling `advance` at each wake time before it.
  mutating func wait(until moment: Double) throws {
    while let wake = player.wakeTime, wake < moment {
      now = max(now, wake)
      let (before, moment) = (player.wakeTime, now)
      try step { player, handle, record in try player.advance(to: moment, handle, recording: record) }
      if player.wakeTime == before { break }  // nothing more to do before the moment
    }
    now = max(now, moment)
  }

  /// Hands `chunk` over at `moment`, after what is due before it.
  mutating func receive(_ chunk: [UInt8], at moment: Double) throws {
    try wait(until: moment)
    try step { player, handle, record in try player.append(chunk, at: moment, handle, recording: record) }
  }

  /// The input ends at `moment`.
  mutating func end(at moment: Double) throws {
    try wait(until: moment)
    try step { player, handle, record in try player.finish(at: moment, handle, recording: record) }
  }

  /// An interrupt at `moment`.
  mutating func interrupt(at moment: Double) throws {
    try wait(until: moment)
    try step { player, handle, record in try player.interrupt(at: moment, handle, recording: record) }
  }

  private mutating func step(
    _ body: (inout LiveRecordingPlayer, TouchStreamPlayer.OutputHandler, LiveRecordingPlayer.RecordHandler)
      throws ->
      Void
  ) throws {
    var printed: [String] = []
    var played: [TouchStreamRecord] = []
    let log = log
    try body(&player, { if let line = log.line(for: $0) { printed.append(line) } }, { played.append($0) })
    lines += printed.map { Line(text: $0, at: now) }
    records += played
  }

  /// The lines `RecordingPlayer` prints for the same recording, read at once.
  static func reference(
    _ decoder: RecordingDecoder, configuration: GestureConfiguration = GestureConfiguration(), bytes: [UInt8]
  )
    throws -> [String]
  {
    var player = RecordingPlayer(decoder, configuration: configuration)
    var lines: [String] = []
    let log = EventLog(format: .text, includesValues: true, includesReasons: true)
    try player.append(bytes) { if let line = log.line(for: $0) { lines.append(line) } }
    try player.finish { if let line = log.line(for: $0) { lines.append(line) } }
    return lines
  }

  /// The lines the played records print when played again as a stream.
  func replayed() throws -> [String] {
    var lines: [String] = []
    let log = log
    _ = try TouchStreamPlayer.play(records) { if let line = log.line(for: $0) { lines.append(line) } }
    return lines
  }
}
