import Testing

@testable import GestureKitLite
@testable import GestureKitLiteStreams

@Suite struct TouchStreamLineSplitterTests {
  /// The lines (as text) and their numbers that `chunks` split into.
  private func lines(_ chunks: [[UInt8]]) throws -> [String] {
    var splitter = TouchStreamLineSplitter()
    var lines: [String] = []
    for chunk in chunks {
      try chunk.withUnsafeBufferPointer { (bytes) throws(TouchStreamError) in
        try splitter.append(bytes) { line, number in
          lines.append("\(number):" + String(decoding: line, as: UTF8.self))
        }
      }
    }
    try splitter.finish { line, number in
      lines.append("\(number):" + String(decoding: line, as: UTF8.self))
    }
    return lines
  }

  private func lines(_ text: String) throws -> [String] { try lines([Array(text.utf8)]) }

  @Test("lines end at LF or CRLF, and the last may have no line break")
  func lineBreaks() throws {
    #expect(try lines("a\nb\r\nc") == ["1:a", "2:b", "3:c"])
    #expect(try lines("a\n\n\r\nb\n") == ["1:a", "2:", "3:", "4:b"])
    #expect(try lines("") == [])
    #expect(try lines("\n") == ["1:"])
  }

  @Test("a lone CR inside a line is kept; a CR at the very end is dropped")
  func loneCR() throws {
    #expect(try lines("a\rb\nc\r") == ["1:a\rb", "2:c"])
  }

  @Test("a byte-order mark is dropped at the very start, and only there")
  func byteOrderMark() throws {
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    #expect(try lines([bom + Array("a\n".utf8) + bom + Array("b".utf8)]) == ["1:a", "2:\u{FEFF}b"])
    #expect(try lines([[0xEF], [0xBB], [0xBF, UInt8(ascii: "a")]]) == ["1:a"])
  }

  @Test(
    "splitting a stream at any byte gives the same lines",
    arguments: [
      "@viewport 390 844\r\n0 down 1 1 1\n\n0.1 up 1 1 1\r\n0.2 tick",
      "\u{FEFF}# é\n0 tick\n",
    ])
  func anySplitGivesTheSameLines(text: String) throws {
    let bytes = Array(text.utf8)
    let whole = try lines([bytes])
    for cut in 0...bytes.count {
      #expect(try lines([Array(bytes[..<cut]), Array(bytes[cut...])]) == whole, "cut at \(cut)")
    }
    #expect(try lines(bytes.map { [$0] }) == whole, "one byte at a time")
  }

  @Test("a line of exactly the limit is accepted, with CRLF and on line 1 with a byte-order mark")
  func lineAtTheLimit() throws {
    let limit = TouchStreamLimits.maximumLineLength
    let full = [UInt8](repeating: UInt8(ascii: "x"), count: limit)
    for chunks in [
      [[0xEF, 0xBB, 0xBF] + full + [13, 10] + full],
      [[0xEF, 0xBB, 0xBF], full, [13], [10], full, [13]],
    ] {
      var count = 0
      var splitter = TouchStreamLineSplitter()
      for chunk in chunks {
        try chunk.withUnsafeBufferPointer { (bytes) throws(TouchStreamError) in
          try splitter.append(bytes) { line, _ in
            #expect(line.count == limit)
            count += 1
          }
        }
      }
      try splitter.finish { line, _ in
        #expect(line.count == limit)
        count += 1
      }
      #expect(count == 2)
    }
  }

  @Test("a line one byte over the limit is refused at its column 1, however it arrives")
  func lineOverTheLimit() {
    let over = [UInt8](repeating: UInt8(ascii: "x"), count: TouchStreamLimits.maximumLineLength + 1)
    let expected = TouchStreamError(.lineTooLong(limit: 65_536), line: 2, column: 1)
    #expect(expected.description == "2:1: error: line is longer than 65536 bytes")
    #expect(throws: expected) { try lines([Array("ok\n".utf8) + over + [10]]) }
    #expect(throws: expected) { try lines([Array("ok\n".utf8) + over]) }
    #expect(throws: expected) {
      try lines([Array("ok\n".utf8), Array(over[..<100]), Array(over[100...]), [10]])
    }
  }

  @Test("an endless line is refused as soon as it passes the limit, without reading on")
  func endlessLine() {
    var splitter = TouchStreamLineSplitter()
    let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 4096)
    var chunksRead = 0
    let error = #expect(throws: TouchStreamError.self) {
      for _ in 0..<1000 {
        try chunk.withUnsafeBufferPointer { (bytes) throws(TouchStreamError) in
          try splitter.append(bytes) { _, _ in }
        }
        chunksRead += 1
      }
    }
    #expect(error?.kind == .lineTooLong(limit: 65_536))
    #expect(chunksRead == 16)  // 16 × 4096 = 65536 fits; the 17th chunk does not
  }

  @Test("the splitter numbers lines across chunks")
  func lineNumbers() throws {
    var splitter = TouchStreamLineSplitter()
    #expect(splitter.lineNumber == 1)
    try Array("a\nb".utf8).withUnsafeBufferPointer { (bytes) throws(TouchStreamError) in
      try splitter.append(bytes) { _, _ in }
    }
    #expect(splitter.lineNumber == 2)
  }

  @Test("decoding a stream split at any byte gives the same records, in both formats")
  func decoderChunking() throws {
    let text = "\u{FEFF}@viewport 390 844\r\n# c\n0 down 1 1 1 force=1\n0.1 up 1 1 1\n0.2 tick"
    let json =
      "{\"viewport\":[390,844]}\r\n\n{\"t\":0,\"phase\":\"down\",\"id\":1,\"x\":1,\"y\":1}\n{\"t\":0.2,\"phase\":\"tick\"}"
    for (stream, format) in [(text, TouchStreamFormat.text), (json, .jsonLines)] {
      let bytes = Array(stream.utf8)
      let whole = try StreamTestSupport.records(bytes: bytes, format)
      #expect(whole.count >= 3)
      for cut in 0...bytes.count {
        #expect(try StreamTestSupport.records(bytes: bytes, format, chunkSizes: [cut]) == whole)
      }
      #expect(
        try StreamTestSupport.records(
          bytes: bytes, format, chunkSizes: Array(repeating: 1, count: bytes.count))
          == whole)
    }
  }

  @Test("the decoder reports each record with its line number and applies directives")
  func decoderLineNumbers() throws {
    var decoder = TouchStreamDecoder(format: .text)
    var seen: [Int] = []
    try decoder.append(Array("# c\n@set settle=2\n\n0 tick\n1 tick".utf8)) { _, line in
      seen.append(line)
    }
    try decoder.finish { _, line in seen.append(line) }
    #expect(seen == [2, 4, 5])
    #expect(decoder.configuration.settle == 2)
  }

  @Test("the LF search finds every line and says which are all ASCII, at any offset in a word")
  func scanningReportsASCII() throws {
    // Lines of 0 to 20 bytes, with or without one byte above 0x7F at each place
    // and in the next line's first bytes, so that LFs and high bytes fall at
    // every offset within the eight-byte words the search reads.
    var random: UInt64 = 0x5EED_A5C1
    func next() -> UInt64 {
      random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return random >> 33
    }
    var stream: [UInt8] = []
    var expected: [(line: [UInt8], isASCII: Bool)] = []
    for _ in 0..<2_000 {
      var line = (0..<Int(next() % 21)).map { _ in UInt8(ascii: "a") + UInt8(next() % 26) }
      if !line.isEmpty, next() % 3 == 0 { line[Int(next() % UInt64(line.count))] = 0x80 | UInt8(next() % 64) }
      expected.append((line, line.allSatisfy { $0 < 0x80 }))
      stream += line + [UInt8(ascii: "\n")]
    }
    var splitter = TouchStreamLineSplitter()
    var found: [(line: [UInt8], isASCII: Bool)] = []
    try stream.withUnsafeBufferPointer { (bytes) throws(TouchStreamError) in
      try splitter.appendScanning(bytes) { line, _, isASCII in found.append((Array(line), isASCII)) }
    }
    #expect(found.count == expected.count)
    for (index, (got, want)) in zip(found, expected).enumerated() {
      #expect(got.line == want.line, "line \(index + 1)")
      #expect(got.isASCII == want.isASCII, "line \(index + 1): \(want.line)")
    }
  }

  @Test("a line that spans two chunks is not reported as ASCII, since its first part was not scanned with it")
  func spanningLineIsNotKnownASCII() throws {
    var splitter = TouchStreamLineSplitter()
    var flags: [Bool] = []
    for chunk in ["0 down 1 ", "2 3\n0 up 1 2 3\n"] {
      try Array(chunk.utf8).withUnsafeBufferPointer { (bytes) throws(TouchStreamError) in
        try splitter.appendScanning(bytes) { _, _, isASCII in flags.append(isASCII) }
      }
    }
    #expect(flags == [false, true])
  }
}
