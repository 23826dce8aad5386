import GestureKitLite

/// What a `gkl_session *` points to: the session, the events C has not read,
/// the samples of the frame being built, the last key's name and the last
/// error's message.
///
/// A handle is this struct in memory of its own after a tag (``CHandle``; a
/// pointer, not a class, so that the same code builds with Embedded Swift);
/// C only ever sees it as an opaque pointer.
struct SessionBox {
  /// The recognizers and the viewer.
  var session: ImageViewerSession
  /// Events not read yet.
  var events = EventQueue()
  /// The last error's message.
  var message = CMessage()
  /// Room for one frame's samples, reserved once (``frameCapacity``).
  let frame: UnsafeMutableBufferPointer<TouchSample>
  /// The last key's name, its storage kept from key to key.
  var keyName = CKeyName()

  /// The most samples a frame holds (SPEC's limit of touches down at once).
  static let frameCapacity = TouchStreamLimits.maximumSimultaneousTouches

  /// Creates a box around `session`.
  init(session: ImageViewerSession) {
    self.session = session
    frame = .allocate(capacity: Self.frameCapacity)
    frame.initialize(
      repeating: TouchSample(time: 0, phase: .down, id: TouchID(0), location: Point(x: 0, y: 0)))
  }

  /// A new handle for `session`.
  static func make(_ session: ImageViewerSession) -> OpaquePointer {
    CHandle.make(SessionBox(session: session), kind: .session)
  }

  /// The box behind a live session handle, or `nil` for `NULL`, a destroyed
  /// handle, a player or anything else (``CHandle``).
  static func from(_ handle: OpaquePointer?) -> UnsafeMutablePointer<SessionBox>? {
    CHandle.box(handle, kind: .session, as: SessionBox.self)
  }

  /// Frees the handle and everything it holds.
  static func destroy(_ box: UnsafeMutablePointer<SessionBox>) {
    box.pointee.message.free()
    box.pointee.frame.deinitialize()
    box.pointee.frame.deallocate()
    box.deinitialize(count: 1)
    CHandle.free(box)
  }
}
