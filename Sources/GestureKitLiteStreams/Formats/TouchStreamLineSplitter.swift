import GestureKitLite

/// Cuts a byte stream that arrives in chunks into numbered lines.
///
/// Feed it chunks of any size with ``append(_:_:)-(UnsafeBufferPointer<UInt8>,_)``
/// as they come (from a file, a pipe, a socket) and call ``finish(_:)`` at the
/// end of the stream; it calls your closure once per line, with the line's
/// bytes and its 1-based number. It never needs the whole stream in memory.
///
/// - A line ends at LF (`\n`) or CRLF (`\r\n`); the break is not part of the
///   line. The last line may end without one.
/// - A UTF-8 byte-order mark (`EF BB BF`) at the very start of the stream is
///   dropped, so columns do not count it.
/// - A line longer than ``TouchStreamLimits/maximumLineLength`` bytes (not
///   counting its break or the byte-order mark) is refused with
///   ``TouchStreamError/Kind/lineTooLong(limit:)`` at column 1 of that line,
///   as soon as its length is known to be too long: the splitter never holds
///   more than one line of at most that length.
///
/// A line that lies wholly inside one chunk is passed to the closure straight
/// from the chunk; only a line that spans chunks is copied, into a buffer that
/// is reused from line to line.
///
/// ```swift
/// var splitter = TouchStreamLineSplitter()
/// var reader = TextTouchStreamReader()
/// let bytes: [UInt8] = Array("0.000 down 1 195 400\n0.090 up 1 195 400".utf8)
/// try bytes.withUnsafeBufferPointer { chunk in
///   try splitter.append(chunk) { (line, number) throws(TouchStreamError) in
///     if let record = try reader.read(line: line, number: number) { print(record) }
///   }
/// }
/// try splitter.finish { (line, number) throws(TouchStreamError) in _ = try reader.read(line: line, number: number) }
/// ```
///
/// When the splitter or the closure throws, the rest of the chunk is not read;
/// start a new splitter for a new stream.
///
/// - Complexity: O(*n*) for *n* bytes; no allocation per line once the
///   buffer has grown to the longest line that spanned two chunks.
package struct TouchStreamLineSplitter: Sendable {
  /// The bytes of the line that the next chunk continues.
  private var pending: [UInt8] = []
  /// The 1-based number of the next line the closure will get.
  package private(set) var lineNumber = 1
  /// How many bytes of that line have been given: 0 after a line break.
  package var pendingCount: Int { pending.count }

  /// Creates a splitter at the start of a stream.
  package init() {}

  /// The closure that receives each line: its bytes, valid only during the
  /// call and without the line break, and its 1-based number.
  package typealias LineHandler = (
    _ line: UnsafeBufferPointer<UInt8>, _ number: Int
  ) throws(TouchStreamError) -> Void

  /// Splits `chunk` and passes every line it completes to `body`.
  ///
  /// Bytes after the chunk's last line break are kept for the next chunk or
  /// for ``finish(_:)``.
  ///
  /// - Parameters:
  ///   - chunk: The next bytes of the stream; any size, including empty.
  ///   - body: Called once per complete line, in order.
  /// - Throws: ``TouchStreamError/Kind/lineTooLong(limit:)``, or what `body` throws.
  package mutating func append(
    _ chunk: UnsafeBufferPointer<UInt8>, _ body: LineHandler
  ) throws(TouchStreamError) {
    try appendScanning(chunk) { (line, number, _) throws(TouchStreamError) in
      try body(line, number)
    }
  }

  /// The closure that receives each line from ``appendScanning(_:_:)``: as
  /// ``LineHandler``, and whether every byte of the line is ASCII.
  typealias ScannedLineHandler = (
    _ line: UnsafeBufferPointer<UInt8>, _ number: Int, _ isASCII: Bool
  ) throws(TouchStreamError) -> Void

  /// Splits `chunk` as ``append(_:_:)-(UnsafeBufferPointer<UInt8>,_)`` does,
  /// also telling `body` whether each line is all ASCII.
  ///
  /// The search for the line feed reads every byte of the line anyway, so it
  /// notes the high bits on the way; a reader told that a line is ASCII
  /// need not pass over it again to check its UTF-8. A line that spans two
  /// chunks is reported as not known to be ASCII.
  mutating func appendScanning(
    _ chunk: UnsafeBufferPointer<UInt8>, _ body: ScannedLineHandler
  ) throws(TouchStreamError) {
    var start = 0
    while start < chunk.count {
      let scan = Self.scanLine(in: chunk, from: start)
      guard let end = scan.lineFeed else {
        let rest = UnsafeBufferPointer(rebasing: chunk[start...])
        try checkRoom(for: rest.count)
        pending.append(contentsOf: rest)
        return
      }
      if pending.isEmpty {
        try Self.deliver(
          UnsafeBufferPointer(rebasing: chunk[start..<end]), number: lineNumber,
          isASCII: scan.isASCII, body)
      } else {
        try checkRoom(for: end - start)
        pending.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[start..<end]))
        try pending.withUnsafeBufferPointer { (line) throws(TouchStreamError) in
          try Self.deliver(line, number: lineNumber, isASCII: false, body)
        }
        pending.removeAll(keepingCapacity: true)
      }
      lineNumber += 1
      start = end + 1
    }
  }

  /// Splits `chunk` and passes every line it completes to `body`.
  ///
  /// - Parameters:
  ///   - chunk: The next bytes of the stream; any size, including empty.
  ///   - body: Called once per complete line, in order.
  /// - Throws: ``TouchStreamError/Kind/lineTooLong(limit:)``, or what `body` throws.
  package mutating func append(
    _ chunk: UnsafeRawBufferPointer, _ body: LineHandler
  ) throws(TouchStreamError) {
    try append(chunk.assumingMemoryBound(to: UInt8.self), body)
  }

  /// Ends the stream, passing the last line to `body` if it did not end with
  /// a line break.
  ///
  /// - Throws: ``TouchStreamError/Kind/lineTooLong(limit:)``, or what `body` throws.
  package mutating func finish(_ body: LineHandler) throws(TouchStreamError) {
    guard !pending.isEmpty else { return }
    try pending.withUnsafeBufferPointer { (line) throws(TouchStreamError) in
      try Self.deliver(line, number: lineNumber, isASCII: false) {
        (line, number, _) throws(TouchStreamError) in try body(line, number)
      }
    }
    pending.removeAll(keepingCapacity: true)
    lineNumber += 1
  }

  /// Refuses to buffer `count` more bytes of the current line when the line
  /// could then no longer fit the limit, allowing for a CR of a CRLF and, on
  /// the first line, a byte-order mark.
  private func checkRoom(for count: Int) throws(TouchStreamError) {
    let allowance = 1 + (lineNumber == 1 ? Self.byteOrderMark.count : 0)
    if pending.count + count > TouchStreamLimits.maximumLineLength + allowance {
      throw Self.tooLong(lineNumber)
    }
  }

  /// The offset of the first LF at or after `start` in `bytes`, or `nil`,
  /// and whether every byte before it is ASCII.
  ///
  /// It looks at eight bytes at a time (a line of samples is some 20 to 60
  /// bytes): XOR with eight LFs turns each LF into a zero byte, and
  /// `(word - 0x01…01) & ~word & 0x80…80` sets the high bit of the first zero
  /// byte, counting from the least significant. A borrow can mark a byte
  /// above a zero byte too, but never one below it, so the lowest mark is the
  /// first LF. ORing the words together on the way collects the high bits.
  private static func scanLine(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int
  ) -> (lineFeed: Int?, isASCII: Bool) {
    var offset = start
    var highBits: UInt64 = 0
    if let base = bytes.baseAddress {
      let raw = UnsafeRawPointer(base)
      while offset + 8 <= bytes.count {
        // Little-endian order puts the first byte in the lowest bits on every platform.
        let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        let lineFeeds = word ^ 0x0A0A_0A0A_0A0A_0A0A
        let zeroBytes = (lineFeeds &- 0x0101_0101_0101_0101) & ~lineFeeds & 0x8080_8080_8080_8080
        if zeroBytes != 0 {
          let before = zeroBytes.trailingZeroBitCount / 8
          // Only the bytes before the LF belong to the line.
          highBits |= before == 0 ? 0 : word & (UInt64.max >> (64 - 8 * before))
          return (offset + before, highBits & 0x8080_8080_8080_8080 == 0)
        }
        highBits |= word
        offset += 8
      }
    }
    while offset < bytes.count {
      if bytes[offset] == UInt8(ascii: "\n") {
        return (offset, highBits & 0x8080_8080_8080_8080 == 0)
      }
      highBits |= UInt64(bytes[offset])
      offset += 1
    }
    return (nil, false)
  }

  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  private static func tooLong(_ line: Int) -> TouchStreamError {
    TouchStreamError(
      .lineTooLong(limit: TouchStreamLimits.maximumLineLength), line: line, column: 1)
  }

  /// Strips the CR of a CRLF and, on line 1, a byte-order mark, checks the
  /// length, and passes the line on.
  private static func deliver(
    _ line: UnsafeBufferPointer<UInt8>, number: Int, isASCII: Bool, _ body: ScannedLineHandler
  ) throws(TouchStreamError) {
    var start = 0
    var end = line.count
    if end > start, line[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    if number == 1, end - start >= 3, line[0] == 0xEF, line[1] == 0xBB, line[2] == 0xBF {
      start = 3
    }
    guard end - start <= TouchStreamLimits.maximumLineLength else { throw tooLong(number) }
    try body(UnsafeBufferPointer(rebasing: line[start..<end]), number, isASCII)
  }
}
