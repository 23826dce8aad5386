import GestureKitLite
import GestureKitLiteStreams

/// Plays a device recording, bytes in, events out, as `gesture-sim play
/// --from` does: a ``RecordingDecoder`` feeding a ``/GestureKitLiteStreams/TouchStreamPlayer``.
///
/// The records go through the text form on their way to the player, so a
/// recording plays exactly as its import (`gesture-sim import`) then played
/// does. ``finish(_:)`` plays `settle` seconds after the last sample, as a
/// stream's end does.
///
/// ```swift
/// let decoder = try RecordingDecoder(format: .pointerEvents, viewport: Size(width: 390, height: 844))
/// var player = RecordingPlayer(decoder)
/// var lines: [String] = []
/// let log = EventLog(format: .text)
/// let events = """
///   {"type":"pointerdown","pointerId":1,"timeStamp":1000,"clientX":195,"clientY":422}
///   {"type":"pointerup","pointerId":1,"timeStamp":1080,"clientX":195,"clientY":422}
///   """
/// try player.append(Array(events.utf8)) { if let line = log.line(for: $0) { lines.append(line) } }
/// try player.finish { if let line = log.line(for: $0) { lines.append(line) } }
/// lines.first  // "0.380 doubleTap failed"
/// player.session?.viewer.state.chromeVisible  // false: the tap toggled it
/// ```
public struct RecordingPlayer: Sendable {
  private var decoder: RecordingDecoder
  private var player: TouchStreamPlayer
  /// The records of the chunk being played, emptied after each.
  private var records: [TouchStreamRecord] = []

  /// Creates a player that reads with `decoder` and plays with
  /// `configuration`, before the recording's own viewport (a device at its
  /// physical size, a width or height given to the decoder).
  public init(_ decoder: RecordingDecoder, configuration: GestureConfiguration = GestureConfiguration()) {
    self.init(decoder, player: TouchStreamPlayer(format: .text, configuration: configuration))
  }

  /// Creates a player that reads with `decoder` and plays through `player`.
  init(_ decoder: RecordingDecoder, player: TouchStreamPlayer) {
    self.decoder = decoder
    self.player = player
  }

  /// The session, once the first sample has fixed the configuration.
  public var session: ImageViewerSession? { player.session }

  /// What the reading has found so far: the device, the viewport, the
  /// clamped positions (``RecordingSummary/warnings``).
  public var summary: RecordingSummary { decoder.summary }

  /// Reads the next chunk of the recording and plays the samples it completes.
  ///
  /// - Throws: ``RecordingError`` at the first thing that is wrong; the
  ///   samples read before it have been played.
  public mutating func append(_ chunk: [UInt8], _ handler: TouchStreamPlayer.OutputHandler)
    throws(RecordingError)
  {
    try chunk.withUnsafeBufferPointer { (bytes) throws(RecordingError) in
      try append(UnsafeRawBufferPointer(bytes), handler)
    }
  }

  /// Reads the next chunk of the recording, given as raw bytes.
  package mutating func append(_ chunk: UnsafeRawBufferPointer, _ handler: TouchStreamPlayer.OutputHandler)
    throws(RecordingError)
  {
    do throws(RecordingError) {
      try decoder.append(chunk, into: &records)
    } catch {
      try play(handler)
      throw error
    }
    try play(handler)
  }

  /// Ends the recording: plays its last samples, then `settle` seconds.
  ///
  /// - Throws: ``RecordingError`` for a malformed end or a recording with no touches.
  public mutating func finish(_ handler: TouchStreamPlayer.OutputHandler) throws(RecordingError) {
    do throws(RecordingError) {
      try decoder.finish(into: &records)
    } catch {
      try play(handler)
      throw error
    }
    try play(handler)
    do throws(TouchStreamError) {
      try player.finish(handler)
    } catch {
      throw Self.internalError(error)
    }
  }

  /// Plays the records read so far, each as its line of the text form
  /// (``TouchStreamPlayer/append(_:_:)-(TouchStreamRecord,_)``).
  private mutating func play(_ handler: TouchStreamPlayer.OutputHandler) throws(RecordingError) {
    defer { records.removeAll(keepingCapacity: true) }
    for record in records {
      do throws(TouchStreamError) {
        try player.append(record, handler)
      } catch {
        throw Self.internalError(error)
      }
    }
  }

  /// The decoder checked every sample and the writer wrote the stream, so a
  /// refusal is a bug: reported as one rather than trapped.
  static func internalError(_ error: TouchStreamError) -> RecordingError {
    RecordingError(.recording, message: "internal error: the imported stream does not play: \(error)")
  }
}
