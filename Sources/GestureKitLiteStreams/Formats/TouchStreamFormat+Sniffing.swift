import GestureKitLite

extension TouchStreamFormat {
  /// The form of a stream whose name does not say, from its first bytes:
  /// JSON Lines when the first byte that is not white space or part of a
  /// UTF-8 byte-order mark is `{`, else (nothing but white space too) the
  /// text form.
  ///
  /// `gesture-sim play` decides so for a file without a `.touches` or
  /// `.jsonl` extension and for standard input; the C interface and the
  /// Python package's `play` decide so for a stream's bytes.
  ///
  /// ```swift
  /// TouchStreamFormat(sniffing: Array("\n{\"t\":0,\"phase\":\"tick\"}".utf8))  // .jsonLines
  /// TouchStreamFormat(sniffing: Array("# a comment\n0 tick".utf8))  // .text
  /// ```
  ///
  /// - Parameter head: The stream's first bytes (a chunk is enough).
  public init(sniffing head: some Sequence<UInt8>) {
    for byte in head
    where
      !(byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0xEF || byte == 0xBB
      || byte == 0xBF)
    {
      self = byte == UInt8(ascii: "{") ? .jsonLines : .text
      return
    }
    self = .text
  }
}
