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
  ///
  /// UTF-8 as RFC 3629 defines it: no overlong form, no surrogate, nothing
  /// past U+10FFFF. Decoded by hand, a scalar at a time, rather than with the
  /// standard library's parser, which was a kilobyte of the live WebAssembly
  /// module; a test compares the two on random bytes.
  mutating func decode(_ bytes: UnsafeRawBufferPointer) -> Bool {
    text.removeAll(keepingCapacity: true)
    var index = 0
    while index < bytes.count {
      guard let (scalar, length) = Self.scalar(in: bytes, at: index) else {
        text.removeAll(keepingCapacity: true)
        return false
      }
      text.unicodeScalars.append(scalar)
      index += length
    }
    return true
  }

  /// The scalar whose UTF-8 starts at `index`, and its length in bytes, or
  /// `nil` for bytes that are not one.
  private static func scalar(in bytes: UnsafeRawBufferPointer, at index: Int) -> (Unicode.Scalar, Int)? {
    let lead = bytes[index]
    // The sequence's length and the least scalar that needs it (a smaller one is overlong).
    let (length, least): (Int, UInt32) =
      switch lead {
      case 0x00..<0x80: (1, 0)
      case 0xC2..<0xE0: (2, 0x80)
      case 0xE0..<0xF0: (3, 0x800)
      case 0xF0..<0xF5: (4, 0x1_0000)
      default: (0, 0)  // a continuation byte, C0, C1 or F5 to FF: never a lead
      }
    guard length > 0, index + length <= bytes.count else { return nil }
    var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0x7F >> UInt32(length))
    for offset in 1..<length {
      let byte = bytes[index + offset]
      guard byte & 0xC0 == 0x80 else { return nil }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    // Unicode.Scalar refuses surrogates and values past U+10FFFF.
    guard value >= least, let scalar = Unicode.Scalar(value) else { return nil }
    return (scalar, length)
  }
}
