// Hostile streams: every file under `Fixtures/touchstreams/invalid` must be refused.
//
// Each stream is `NAME.touches` or `NAME.jsonl`, with `NAME.expected` beside it holding
// the exact line `gesture-sim play` prints on standard error for it, line feed included.
// A few streams are too big to commit (a 1 MiB line, 10,000-digit numbers): they have
// only their `NAME.expected` in the folder, and `HostileStream.generated` below writes
// their bytes into a temporary folder when the test runs.
//
// Path normalization: `.expected` files name the stream relative to the package root,
// `Fixtures/touchstreams/invalid/NAME.EXT:LINE:COL: error: MESSAGE`, as
// `swift run gesture-sim play Fixtures/touchstreams/invalid/NAME.EXT` prints it from the
// root. The tests run the CLI with an absolute path (the checkout's, or the temporary
// folder's for a generated stream), require the printed line to start with exactly that
// path and a colon, and put the relative path in its place before comparing. So a test
// fails if the CLI names the file any other way.

import Foundation
import GestureKitLite
import GestureKitLiteStreams
import Testing

@testable import gesture_sim

/// A stream under `Fixtures/touchstreams/invalid`, with the error expected for it.
struct HostileStream: Sendable, CustomStringConvertible {
  /// `NAME.touches` or `NAME.jsonl`.
  let fileName: String
  /// The path the `.expected` file names: `Fixtures/touchstreams/invalid/NAME.EXT`.
  var displayPath: String { "Fixtures/touchstreams/invalid/\(fileName)" }
  /// The committed stream's absolute path, or nil for a generated one.
  let committedPath: String?
  /// `NAME.expected`'s text: one line, `DISPLAYPATH:LINE:COL: error: MESSAGE\n`.
  let expected: String

  var description: String { fileName }

  var format: TouchStreamFormat {
    TouchStreamFormat(pathExtension: (fileName as NSString).pathExtension) ?? .text
  }

  /// `LINE:COL: error: MESSAGE`: the expected line without the path and the line feed,
  /// which is what the library's `TouchStreamError.description` says.
  var expectedDiagnostic: String? {
    let prefix = displayPath + ":"
    guard expected.hasPrefix(prefix), expected.hasSuffix("\n") else { return nil }
    return String(expected.dropFirst(prefix.count).dropLast())
  }

  /// The stream's bytes: the committed file, or the generated ones.
  func bytes() throws -> [UInt8] {
    if let committedPath {
      // Through FileHandle, not Data(contentsOf:), which leaks its buffer for
      // an empty file (LeakSanitizer reports it under --sanitize=address).
      let handle = try #require(FileHandle(forReadingAtPath: committedPath), "cannot open \(committedPath)")
      defer { try? handle.close() }
      return [UInt8](handle.readDataToEndOfFile())
    }
    let generate = try #require(Self.generated[fileName], "no stream for \(fileName)")
    return generate()
  }

  /// The streams made at test time, so that no big blob is committed.
  static let generated: [String: @Sendable () -> [UInt8]] = [
    // A 1 MiB line (digits, no line break) between two good samples: refused at its
    // start, as soon as it passes 64 KiB, without holding the rest.
    "line-1mb.touches": {
      Array("0.000 down 1 195 400\n".utf8) + Array(repeating: UInt8(ascii: "9"), count: 1 << 20)
        + Array("\n0.090 up 1 195 400\n".utf8)
    },
    // The limit exactly: line 1 is 65,536 bytes and accepted, line 2 is one byte more.
    "line-one-byte-over-limit.touches": {
      let limit = TouchStreamLimits.maximumLineLength
      return Array("#".utf8) + Array(repeating: UInt8(ascii: "x"), count: limit - 1) + [0x0A]
        + Array("#".utf8) + Array(repeating: UInt8(ascii: "x"), count: limit) + [0x0A]
        + Array("0.000 tick\n".utf8)
    },
    // x is 10^9999: digits only, but beyond Double's range.
    "number-10000-digits.touches": {
      Array("0.000 down 1 1".utf8) + Array(repeating: UInt8(ascii: "0"), count: 9_999)
        + Array(" 400\n".utf8)
    },
    // A touch id of 10,000 nines.
    "id-10000-digits.touches": {
      Array("0.000 down ".utf8) + Array(repeating: UInt8(ascii: "9"), count: 10_000)
        + Array(" 195 400\n".utf8)
    },
  ]

  static let directory = (FixtureLoader.directory as NSString).appendingPathComponent("invalid")

  /// Every `.expected` file in the folder with its stream, sorted by name.
  static func all() -> [HostileStream] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix(".expected") }.sorted().compactMap { expectedName in
      let base = String(expectedName.dropLast(".expected".count))
      let committed = ["touches", "jsonl"].map { "\(base).\($0)" }.filter { names.contains($0) }
      let generatedName = ["touches", "jsonl"].map { "\(base).\($0)" }.first { generated[$0] != nil }
      guard let fileName = committed.first ?? generatedName,
        let expected = try? String(
          contentsOfFile: (directory as NSString).appendingPathComponent(expectedName), encoding: .utf8)
      else { return nil }
      return HostileStream(
        fileName: fileName,
        committedPath: committed.isEmpty ? nil : (directory as NSString).appendingPathComponent(fileName),
        expected: expected)
    }
  }
}

/// A temporary folder, removed when the test is done with it.
struct TemporaryFolder: ~Copyable {
  let path: String

  init(_ label: String) throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("\(label)-\(UInt64.random(in: 0...UInt64.max))").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// Writes `bytes` to `name` in the folder and returns its path.
  func write(_ bytes: [UInt8], to name: String) throws -> String {
    let file = (path as NSString).appendingPathComponent(name)
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    return file
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// What one `gesture-sim` command line did.
struct SimRun {
  let exitCode: Int32
  let standardOutput: [UInt8]
  let standardError: String

  init(_ arguments: [String]) {
    var sink = OutputSink(capturing: true)
    exitCode = GestureSim.run(arguments, output: &sink)
    sink.flush()  // as main() does before it exits
    standardOutput = sink.captured
    standardError = sink.capturedErrors
  }
}

@Suite("hostile streams")
struct InvalidStreamTests {
  @Test("the hostile corpus holds at least 25 streams, each with exactly one expected error line")
  func corpusIsComplete() throws {
    let streams = HostileStream.all()
    #expect(streams.count >= 25)
    let names = try FileManager.default.contentsOfDirectory(atPath: HostileStream.directory)
    for name in names {
      let ext = (name as NSString).pathExtension
      let base = (name as NSString).deletingPathExtension
      switch ext {
      case "touches", "jsonl":
        #expect(names.contains("\(base).expected"), "\(name) has no \(base).expected")
        #expect(HostileStream.generated[name] == nil, "\(name) is both committed and generated")
      case "expected":
        #expect(
          streams.contains { ($0.fileName as NSString).deletingPathExtension == base },
          "\(name) has no stream, committed or generated")
      case "md": break
      default: Issue.record("unexpected file \(name) in invalid/")
      }
    }
    for name in HostileStream.generated.keys {
      #expect(streams.contains { $0.fileName == name }, "generated \(name) has no .expected")
    }
    for stream in streams {
      #expect(
        stream.expectedDiagnostic != nil,
        "\(stream): the expected file is not one line naming \(stream.displayPath)")
    }
  }

  @Test(
    "gesture-sim play refuses each hostile stream: exit 2, nothing on standard output, the expected line on standard error",
    arguments: HostileStream.all())
  func playRefuses(_ stream: HostileStream) throws {
    let folder = try TemporaryFolder("hostile")
    let path = try stream.committedPath ?? folder.write(try stream.bytes(), to: stream.fileName)
    let run = SimRun(["play", path])
    #expect(run.exitCode == 2)
    #expect(
      run.standardOutput.isEmpty, "\(stream) printed \(run.standardOutput.count) bytes on standard output")
    try #require(
      run.standardError.hasPrefix(path + ":"),
      "\(stream): the error does not name \(path): \(run.standardError)")
    let normalized = stream.displayPath + run.standardError.dropFirst(path.count)
    #expect(normalized == stream.expected)
  }

  @Test(
    "the library alone refuses each hostile stream with the same line, column and message, however the bytes are chunked",
    arguments: HostileStream.all())
  func decoderRefuses(_ stream: HostileStream) throws {
    let bytes = try stream.bytes()
    let expected = try #require(stream.expectedDiagnostic)
    // One byte at a time splits every CRLF, byte-order mark and UTF-8 sequence; skip
    // it for the big streams, where it only costs time.
    let chunkSizes = (bytes.count < 100_000 ? [1, 7] : []) + [4096, 65_536, max(bytes.count, 1)]
    for chunkSize in chunkSizes {
      var decoder = TouchStreamDecoder(format: stream.format)
      var records = 0
      do throws(TouchStreamError) {
        var start = 0
        while start < bytes.count {
          let end = min(start + chunkSize, bytes.count)
          try decoder.append(Array(bytes[start..<end])) { _, _ in records += 1 }
          start = end
        }
        try decoder.finish { _, _ in records += 1 }
        Issue.record("\(stream) decoded (\(records) records) in chunks of \(chunkSize); expected \(expected)")
      } catch {
        #expect(error.description == expected, "\(stream), chunks of \(chunkSize)")
      }
    }
  }

  /// The encoding fixtures (made by `scripts/make-encoding-fixtures.sh`) and the
  /// plain streams they re-encode.
  static let encodings: [(fixture: String, source: String)] = [
    ("crlf-line-endings.touches", "tour.touches"),
    ("utf8-bom.touches", "tour.touches"),
    ("utf8-bom-crlf-line-endings.jsonl", "jsonl-double-tap-zoom-in-and-out.jsonl"),
  ]

  @Test(
    "a stream with CRLF line endings or a UTF-8 byte-order mark plays exactly as the plain stream",
    arguments: encodings)
  func encodingsPlayAsPlain(_ fixture: String, _ source: String) throws {
    let directory = FixtureLoader.directory as NSString
    let fixturePath = directory.appendingPathComponent(fixture)
    let sourcePath = directory.appendingPathComponent(source)
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: fixturePath)))
    let hasBOM = bytes.starts(with: [0xEF, 0xBB, 0xBF])
    let hasCRLF = zip(bytes, bytes.dropFirst()).contains { $0 == (0x0D, 0x0A) }
    #expect(hasBOM == fixture.contains("bom"), "\(fixture): byte-order mark")
    #expect(hasCRLF == fixture.contains("crlf"), "\(fixture): CRLF line endings")

    // Undone, the encoding gives back the source byte for byte...
    var plain = hasBOM ? Array(bytes.dropFirst(3)) : bytes
    plain = plain.enumerated().filter { index, byte in
      !(byte == 0x0D && index + 1 < plain.count && plain[index + 1] == 0x0A)
    }.map(\.element)
    #expect(plain == [UInt8](try Data(contentsOf: URL(fileURLWithPath: sourcePath))))

    // ...and gesture-sim play prints the same for both.
    let encoded = SimRun(["play", fixturePath])
    let original = SimRun(["play", sourcePath])
    #expect(encoded.exitCode == 0)
    #expect(encoded.standardError.isEmpty)
    #expect(!encoded.standardOutput.isEmpty)
    #expect(encoded.standardOutput == original.standardOutput)
    #expect(
      SimRun(["play", fixturePath, "--format", "jsonl"]).standardOutput
        == SimRun(["play", sourcePath, "--format", "jsonl"]).standardOutput)
  }
}
