/// Text handed to and from C: NUL-terminated UTF-8.
enum CText {
  /// The text at `pointer`, or `""` for `NULL`.
  static func string(_ pointer: UnsafePointer<CChar>?) -> String {
    guard let pointer else { return "" }
    return String(cString: pointer)
  }

  /// Copies `text` into `buffer` as `snprintf` does and returns its length in
  /// bytes, NUL excluded: at most `capacity - 1` bytes, cut at a UTF-8
  /// character boundary, then a NUL; nothing at all when `capacity` is 0.
  ///
  /// A capacity no buffer can have (``CSize``) writes nothing and returns
  /// -1 (`SIZE_MAX` in C), which a caller that checks for a cut line sees as one.
  static func copy(_ text: String, into buffer: UnsafeMutablePointer<CChar>?, capacity: Int) -> Int {
    guard capacity >= 0 else { return -1 }
    let utf8 = text.utf8
    let length = utf8.count
    guard let buffer, capacity > 0 else { return length }
    var count = Swift.min(length, capacity - 1)
    if count < length {
      // Never end inside a character: back up over continuation bytes.
      var cut = utf8.index(utf8.startIndex, offsetBy: count)
      while count > 0, utf8[cut] & 0xC0 == 0x80 {
        cut = utf8.index(before: cut)
        count -= 1
      }
    }
    var index = 0
    for byte in utf8 {
      guard index < count else { break }
      buffer[index] = CChar(bitPattern: byte)
      index += 1
    }
    buffer[count] = 0
    return length
  }
}
