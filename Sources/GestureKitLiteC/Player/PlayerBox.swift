import GestureKitLite
import GestureKitLiteStreams

#if GKL_DEVICE_RECORDINGS
  import GestureKitLiteImporters
#endif

/// What a `gkl_player *` points to: a ``TouchStreamPlayer`` for a stream or a
/// ``RecordingPlayer`` for a device recording, the events C has not read, the
/// last error's message, the recording's warning, and whether a refusal or
/// the end stopped it.
struct PlayerBox {
  /// The player of a stream (`GKL_STREAM_TEXT`, `GKL_STREAM_JSONL`), or `nil`.
  var stream: TouchStreamPlayer?
  #if GKL_DEVICE_RECORDINGS
    /// The player of a device recording, or `nil`.
    var recording: RecordingPlayer?
  #endif
  /// Events not read yet.
  var events = EventQueue()
  /// The last error's message.
  var message = CMessage()
  /// The recording's warning (positions clamped), or empty.
  var warning = CMessage()
  /// The message of the refusal that ended the stream, once one did.
  var refusal: String?
  /// Whether ``gklPlayerFinish(_:)`` has run.
  var isFinished = false

  /// The session, once the first sample or tick has fixed the configuration.
  var session: ImageViewerSession? {
    #if GKL_DEVICE_RECORDINGS
      stream?.session ?? recording?.session
    #else
      stream?.session
    #endif
  }

  /// A new handle for a stream's player.
  static func make(_ player: TouchStreamPlayer) -> OpaquePointer {
    make(PlayerBox(stream: player))
  }

  #if GKL_DEVICE_RECORDINGS
    /// A new handle for a recording's player.
    static func make(_ player: RecordingPlayer) -> OpaquePointer {
      make(PlayerBox(recording: player))
    }
  #endif

  private static func make(_ contents: PlayerBox) -> OpaquePointer {
    CHandle.make(contents, kind: .player)
  }

  /// The box behind a live player handle, or `nil` for `NULL`, a destroyed
  /// handle, a session or anything else (``CHandle``).
  static func from(_ handle: OpaquePointer?) -> UnsafeMutablePointer<PlayerBox>? {
    CHandle.box(handle, kind: .player, as: PlayerBox.self)
  }

  /// Frees the handle and everything it holds.
  static func destroy(_ box: UnsafeMutablePointer<PlayerBox>) {
    box.pointee.message.free()
    box.pointee.warning.free()
    box.deinitialize(count: 1)
    CHandle.free(box)
  }

  /// The player's message for a refused line: "LINE:COLUMN: error: MESSAGE".
  static func message(_ error: TouchStreamError) -> String {
    "\(error.line):\(error.column): error: \(error.kind.message)"
  }
}
