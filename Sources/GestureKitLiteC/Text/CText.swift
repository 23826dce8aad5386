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
    // withUTF8 reads the bytes in place: String's index arithmetic would link
    // its UTF-16 and foreign-string paths into the WebAssembly modules.
    var text = text
    return text.withUTF8 { utf8 in
      let length = utf8.count
      guard let buffer, capacity > 0 else { return length }
      var count = Swift.min(length, capacity - 1)
      // Never end inside a character: back up over continuation bytes.
      while count > 0, count < length, utf8[count] & 0xC0 == 0x80 { count -= 1 }
      for index in 0..<count { buffer[index] = CChar(bitPattern: utf8[index]) }
      buffer[count] = 0
      return length
    }
  }
}
