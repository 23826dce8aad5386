@_spi(Internals) import GestureKitLite

/// What a `gkl_player *` points to: a ``TouchStreamPlayer``, the events C
/// has not read, the last error's message, and whether a refusal ended it.
struct PlayerBox {
  /// The decoder and the session it builds.
  var player: TouchStreamPlayer
  /// Events not read yet.
  var events = EventQueue()
  /// The last error's message.
  var message = CMessage()
  /// The message of the refusal that ended the stream, once one did.
  var refusal: String?
  /// Whether ``gklPlayerFinish(_:)`` has run.
  var isFinished = false

  /// A new handle for `player`.
  static func make(_ player: TouchStreamPlayer) -> OpaquePointer {
    let box = UnsafeMutablePointer<PlayerBox>.allocate(capacity: 1)
    box.initialize(to: PlayerBox(player: player))
    return OpaquePointer(box)
  }

  /// The box behind a handle, or `nil` for `NULL`.
  static func from(_ handle: OpaquePointer?) -> UnsafeMutablePointer<PlayerBox>? {
    handle.map { UnsafeMutablePointer<PlayerBox>($0) }
  }

  /// Frees the handle and everything it holds.
  static func destroy(_ box: UnsafeMutablePointer<PlayerBox>) {
    box.pointee.message.free()
    box.deinitialize(count: 1)
    box.deallocate()
  }

  /// The player's message for a refused line: "LINE:COLUMN: error: MESSAGE".
  static func message(_ error: TouchStreamError) -> String {
    "\(error.line):\(error.column): error: \(error.kind.message)"
  }
}
