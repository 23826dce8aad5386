/// The message of the last call that failed on a handle: NUL-terminated
/// UTF-8 in storage the handle owns, empty after a call that succeeded.
///
/// The storage is allocated when the handle is made and grows only for a
/// longer message, so a call that succeeds allocates nothing.
struct CMessage {
  private var storage: UnsafeMutablePointer<CChar>
  private var capacity: Int

  /// Creates an empty message with room for 256 bytes.
  init() {
    capacity = 256
    storage = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
    storage[0] = 0
  }

  /// The message as C reads it; valid until the next change.
  var pointer: UnsafePointer<CChar> { UnsafePointer(storage) }

  /// Whether the message is empty.
  var isEmpty: Bool { storage[0] == 0 }

  /// Empties the message (a call succeeded).
  @inline(__always)
  mutating func clear() { storage[0] = 0 }

  /// Sets the message to `text`.
  mutating func set(_ text: String) {
    var text = text
    let length = text.withUTF8 { $0.count }
    if length + 1 > capacity {
      storage.deallocate()
      capacity = length + 1
      storage = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
    }
    _ = CText.copy(text, into: storage, capacity: capacity)
  }

  /// Frees the storage; the message must not be used afterwards.
  func free() { storage.deallocate() }
}
