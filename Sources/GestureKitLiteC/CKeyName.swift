import GestureKitLite

/// A key's name as C gives it, UTF-8 bytes and a length, as the text a
/// ``KeyInput`` holds.
///
/// The text is decoded into storage the session keeps from key to key, so a
/// key costs no allocation (SPEC §7: nothing per input), whatever its name's
/// length; the storage grows only for a name longer than any before it.
struct CKeyName {
  /// The last name decoded.
  private(set) var text: String

  /// Creates an empty name with room for 32 bytes, more than any W3C key
  /// value needs.
  init() {
    text = ""
    text.reserveCapacity(32)
  }

  /// Replaces the text with the name `bytes` hold; `false` (and the text
  /// emptied) when they are not UTF-8.
  mutating func decode(_ bytes: UnsafeRawBufferPointer) -> Bool {
    text.removeAll(keepingCapacity: true)
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded): text.unicodeScalars.append(Unicode.UTF8.decode(encoded))
      case .emptyInput: return true
      case .error:
        text.removeAll(keepingCapacity: true)
        return false
      }
    }
  }
}
