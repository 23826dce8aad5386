import GestureKitLite
import GestureKitLiteImporters
import Testing

@Suite struct EvemuReaderTests {
  private typealias Support = ImportTestSupport

  /// A small recording in evemu 1.3's layout: header comments, device lines, events.
  static let recording = """
    # EVEMU 1.3
    # Input device name: "Tiny Touchscreen"
    N: Tiny Touchscreen
    I: 0018 0000 0000 0000
    P: 02 00 00 00 00 00 00 00
    B: 00 0b 00 00 00 00 00 00 00
    A: 00 0 799 0 0 0
    A: 01 0 479 0 0 0
    A: 2f 0 9 0 0 0
    A: 35 0 799 0 0 0
    A: 36 0 479 0 0 0
    A: 39 0 65535 0 0 0
    ################################
    #      Waiting for events      #
    ################################
    E: 0.000001 0003 0039 0016\t# EV_ABS / ABS_MT_TRACKING_ID   16
    E: 0.000001 0003 0035 0400\t# EV_ABS / ABS_MT_POSITION_X    400
    E: 0.000001 0003 0036 0240\t# EV_ABS / ABS_MT_POSITION_Y    240
    E: 0.000001 0001 014a 0001\t# EV_KEY / BTN_TOUCH            1
    E: 0.000001 0000 0000 0000\t# ------------ SYN_REPORT (0) ----------
    E: 0.083000 0003 0039 -001\t# EV_ABS / ABS_MT_TRACKING_ID   -1
    E: 0.083000 0000 0000 0000\t# ------------ SYN_REPORT (0) ----------
    """

  @Test("device lines give the geometry; events come with the columns of their fields")
  func readsHeaderAndEvents() throws {
    var reader = EvemuReader()
    var records: [EvemuReader.Record] = []
    for (index, line) in Support.lines(Self.recording).enumerated() {
      if let record = try reader.read(line: line, number: index + 1) { records.append(record) }
    }
    #expect(reader.geometry.name == "Tiny Touchscreen")
    #expect(reader.geometry.x == AxisRange(minimum: 0, maximum: 799))
    #expect(reader.geometry.y == AxisRange(minimum: 0, maximum: 479))
    #expect(reader.geometry.slots == AxisRange(minimum: 0, maximum: 9))
    #expect(reader.geometry.size == Size(width: 800, height: 480))
    #expect(records.count == 1 + 6 + 7)
    #expect(
      records[7]
        == .event(
          EvdevEvent(seconds: 0, microseconds: 1, type: 3, code: 0x39, value: 16),
          EvdevEventLocation(line: 16, timeColumn: 4, typeColumn: 13, codeColumn: 18, valueColumn: 23)))
  }

  @Test("a recording decodes to a tap, fitted into the viewport with the device's shape")
  func decodesThroughTheHeader() throws {
    let mapping = CoordinateMapping(
      fitting: AxisRange(minimum: 0, maximum: 799), AxisRange(minimum: 0, maximum: 479),
      into: Size(width: 390, height: 844))
    let frames = try Support.frames(evemu: Self.recording, mapping: mapping)
    #expect(Support.text(frames) == ["0 down 0 195 422", "0.082999 up 0 195 422"])
  }

  @Test("older A: lines without a resolution, and a .desc file's lines, read the same")
  func olderAxisLines() throws {
    var reader = EvemuReader()
    _ = try reader.read(line: "A: 35 1472 5728 0 0", number: 1)
    _ = try reader.read(line: "A: 36 1408 4916 0 0 30", number: 2)
    #expect(reader.geometry.x == AxisRange(minimum: 1472, maximum: 5728))
    #expect(reader.geometry.y == AxisRange(minimum: 1408, maximum: 4916, resolution: 30))
  }

  @Test("malformed lines are refused at the field at fault, saying what was expected")
  func malformedLines() {
    let cases: [(String, String)] = [
      (
        "E: 0.000001 0003 0035",
        "1:22: error: expected the event value (a decimal number), found the end of the line"
      ),
      ("E: 0.000001 0003", "1:17: error: expected the event code (4 hex digits), found the end of the line"),
      (
        "E: 0.0000012 0003 0035 1",
        "1:4: error: expected the event time (seconds.microseconds), found '0.0000012'"
      ),
      ("E: 12 0003 0035 1", "1:4: error: expected the event time (seconds.microseconds), found '12'"),
      (
        "E: 0.1 0003 0035 x1",
        "1:18: error: expected the event value (a decimal number from -2147483648 to 2147483647), found 'x1'"
      ),
      (
        "E: 0.1 0003 0035 2147483648",
        "1:18: error: expected the event value (a decimal number from -2147483648 to 2147483647), found '2147483648'"
      ),
      (
        "E: 0.1 0020 0000 0",
        "1:8: error: unknown event type '0020'; expected an EV_ name or a number up to 001f"
      ),
      (
        "E: 0.1 0003 0040 0",
        "1:13: error: unknown code '0040' for EV_ABS; expected a code that EV_ABS defines"
      ),
      (
        "E: 0.1 0000 0010 0",
        "1:13: error: unknown code '0010' for EV_SYN; expected a code that EV_SYN defines"
      ),
      ("E: 0.1 0003 0035 1 7", "1:20: error: expected the end of the E: line, found '7'"),
      ("A: 35 0", "1:8: error: expected the axis maximum (a decimal number), found the end of the line"),
      ("A: 35 10 5 0 0 0", "1:10: error: expected a maximum no smaller than the minimum 10, found '5'"),
      (
        "A: 35 10 10 0 0 0",
        "1:10: error: expected a maximum greater than the minimum 10 (a position axis needs two values or more), found '10'"
      ),
      (
        "A: 36 0 479 0 0 -3",
        "1:17: error: expected a resolution of 0 (unknown) or more units per millimetre, found '-3'"
      ),
      ("P: 02 0x", "1:7: error: expected a property byte (2 hex digits), found '0x'"),
      ("A: 4f 0 5 0 0 0", "1:4: error: expected an axis code from 00 to 3f, found '4f'"),
      (
        "X: nonsense",
        "1:1: error: expected an evemu line (E:, A:, N:, I:, P:, B:, L:, S: or a # comment), found 'X:'"
      ),
    ]
    for (line, message) in cases {
      var reader = EvemuReader()
      let error = Support.error { () throws(TouchImportError) in _ = try reader.read(line: line, number: 1) }
      #expect(error?.description == message, "\(line)")
    }
  }

  @Test("a device line after the first event is refused")
  func deviceLineAfterEvents() {
    let error = Support.error { () throws(TouchImportError) in
      _ = try Support.frames(evemu: "E: 0.000000 0000 0000 0\nA: 35 0 799 0 0 0")
    }
    #expect(
      error?.description
        == "2:1: error: 'A:' line after the first event; expected device lines before the first E: line")
  }

  @Test("bytes that are not UTF-8 are refused where they start")
  func invalidText() {
    var reader = EvemuReader()
    let bytes: [UInt8] = Array("E: 0.1 ".utf8) + [0xFF, 0x20]
    let error = Support.error { () throws(TouchImportError) in
      _ = try bytes.withUnsafeBufferPointer { (line) throws(TouchImportError) in
        try reader.read(line: line, number: 3)
      }
    }
    #expect(error?.description == "3:8: error: expected UTF-8 text, found bytes that are not")
  }
}
