import Foundation
import GestureKitLite
import GestureKitLiteImporters
import Testing

@testable import gesture_sim

/// Binary `struct input_event` records (`RecordingFormat.evdev`): what
/// `/dev/input/eventN` gives a reader, and what `gesture-sim watch --from
/// evdev` and `play --from evdev` read.
@Suite struct EvdevRecordReaderTests {
  /// The events of an evemu recording's `E:` lines.
  static func events(ofEvemu text: String) throws -> [EvdevEvent] {
    var reader = EvemuReader()
    var events: [EvdevEvent] = []
    for (index, line) in ImportTestSupport.lines(text).enumerated() {
      if case .event(let event, _)? = try reader.read(line: line, number: index + 1) { events.append(event) }
    }
    return events
  }

  /// The records of `events`, as the kernel writes them.
  static func records(_ events: [EvdevEvent]) -> [UInt8] {
    events.flatMap { EvdevRecordReader.record(for: $0) }
  }

  static let tap = """
    E: 12.000000 0003 0039 7
    E: 12.000000 0003 0035 400
    E: 12.000000 0003 0036 300
    E: 12.000000 0000 0000 0
    E: 12.080000 0003 0039 -1
    E: 12.080000 0000 0000 0
    """

  @Test("a record is 24 bytes: tv_sec, tv_usec, type, code, value, in the host's byte order")
  func layout() throws {
    let record = EvdevRecordReader.record(
      for: EvdevEvent(seconds: 12, microseconds: 80_000, type: 3, code: 0x35, value: -13))
    #expect(record.count == 24)
    #expect(Array(record[0..<8]) == [12, 0, 0, 0, 0, 0, 0, 0])
    #expect(Array(record[8..<16]) == [0x80, 0x38, 0x01, 0, 0, 0, 0, 0])  // 80,000
    #expect(Array(record[16..<24]) == [3, 0, 0x35, 0, 0xf3, 0xff, 0xff, 0xff])
  }

  @Test("records split anywhere between chunks read the same, each located by its number and field")
  func anySplit() throws {
    let events = try Self.events(ofEvemu: Self.tap)
    let bytes = Self.records(events)
    for size in [1, 5, 23, 24, 25, 1000] {
      var reader = EvdevRecordReader()
      var read: [EvdevEvent] = []
      var locations: [EvdevEventLocation] = []
      var start = 0
      while start < bytes.count {
        let chunk = Array(bytes[start..<min(bytes.count, start + size)])
        try chunk.withUnsafeBufferPointer { buffer in
          try reader.append(buffer) { event, location in
            read.append(event)
            locations.append(location)
          }
        }
        start += size
      }
      try reader.finish()
      #expect(read == events, "chunks of \(size)")
      #expect(locations.map(\.line) == Array(1...6))
      #expect(
        locations.last
          == EvdevEventLocation(line: 6, timeColumn: 1, typeColumn: 17, codeColumn: 19, valueColumn: 21))
    }
  }

  @Test("input that ends inside a record is refused at that record")
  func cutShort() throws {
    var reader = EvdevRecordReader()
    let bytes = Self.records(try Self.events(ofEvemu: Self.tap)).dropLast(4)
    try Array(bytes).withUnsafeBufferPointer { buffer in try reader.append(buffer) { _, _ in } }
    #expect(throws: TouchImportError.self) { try reader.finish() }
    do {
      try reader.finish()
    } catch {
      #expect(
        error.description
          == "6:1: error: the input ends 20 bytes into a record; expected whole 24-byte input_event records"
      )
    }
  }

  @Test("play --from evdev prints what play --from evemu prints for the same events")
  func playsAsEvemu() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "evdev-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let evemu = folder.appendingPathComponent("tap.events").path
    let binary = folder.appendingPathComponent("tap.bin").path
    let description = folder.appendingPathComponent("pad.desc").path
    try ("A: 35 0 799 0 0 0\nA: 36 0 799 0 0 0\n" + Self.tap + "\n").write(
      toFile: evemu, atomically: true, encoding: .utf8)
    try Data(Self.records(try Self.events(ofEvemu: Self.tap))).write(to: URL(fileURLWithPath: binary))
    try "A: 35 0 799 0 0 0\nA: 36 0 799 0 0 0\n".write(toFile: description, atomically: true, encoding: .utf8)
    let fromEvemu = CommandLineTestSupport.run(["play", "--from", "evemu", evemu])
    let fromEvdev = CommandLineTestSupport.run(["play", "--from", "evdev", binary, "--desc", description])
    #expect(fromEvemu.code == 0 && fromEvemu.standardOutput.contains("tap recognized"))
    #expect(fromEvdev == fromEvemu)
    let ranged = CommandLineTestSupport.run(["play", "--from", "evdev", binary, "--range", "800x800"])
    #expect(ranged == fromEvemu)
    let bare = CommandLineTestSupport.run(["play", "--from", "evdev", binary])
    #expect(bare.code == 2)
    #expect(
      bare.standardError
        == "\(binary):1:1: error: no range for ABS_MT_POSITION_X or ABS_X, so device units cannot be mapped to "
        + "points; expected --desc FILE (evemu A: lines, as evemu-describe writes them) or --range WxH\n")
  }
}
