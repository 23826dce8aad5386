import Foundation
import GestureKitLite
import GestureKitLiteImporters
import Testing

/// Issue 26: captures that start mid-touch, and small negatives a device
/// reports wrapped at its axis's bit width.
@Suite struct EvdevMidTouchTests {
  private typealias Support = ImportTestSupport
  private typealias Unlocated = EvdevMultitouchDecoder.UnlocatedContact

  /// The frames `events` (type, code, value; one `SYN_REPORT` a frame, 10 ms
  /// apart) decode to, and the decoder after them.
  private static func decode(
    _ frames: [[(UInt16, UInt16, Int32)]], geometry: DeviceGeometry = DeviceGeometry()
  ) throws -> (lines: [String], decoder: EvdevMultitouchDecoder) {
    var decoder = EvdevMultitouchDecoder(mapping: .unscaled, geometry: geometry)
    var decoded: [TouchFrame] = []
    for (index, events) in frames.enumerated() {
      for (type, code, value) in events + [(0, 0, 0)] {
        if let frame = try decoder.decode(
          seconds: 0, microseconds: index * 10_000, type: type, code: code, value: value)
        {
          decoded.append(frame)
        }
      }
    }
    return (Support.text(decoded), decoder)
  }

  // MARK: Contacts without a position

  @Test(
    "a contact whose slot has not had ABS_MT_POSITION_X starts at the first frame that gives it, and says so")
  func contactStartsWhenLocated() throws {
    let (lines, decoder) = try Self.decode([
      [(3, 0x39, 1), (3, 0x35, 300), (3, 0x36, 400), (3, 0x2f, 1), (3, 0x39, 2), (3, 0x36, 410)],
      [(3, 0x36, 412)],
      [(3, 0x35, 500)],
    ])
    #expect(lines == ["0 down 0 300 400", "0.02 down 1 500 412"])
    #expect(decoder.unlocatedContactCount == 1)
    let first = try #require(decoder.firstUnlocatedContact)
    #expect(first == Unlocated(axis: 0x35, slot: 1, trackingID: 2, outcome: .started(at: 0.02)))
    #expect(
      first.message
        == "the contact in slot 1 (tracking id 2) has no ABS_MT_POSITION_X: the recording began after the "
        + "kernel last sent one (it sends only changes); it starts at 0.02 s, the first frame that gives one")
  }

  @Test("a contact that lifts before any frame gives its position never plays, and says so")
  func contactLeftOut() throws {
    let (lines, decoder) = try Self.decode([
      [(3, 0x39, 1), (3, 0x35, 300), (3, 0x36, 400), (3, 0x2f, 1), (3, 0x39, 2), (3, 0x36, 410)],
      [(3, 0x2f, 0), (3, 0x36, 402)],
      [(3, 0x39, -1), (3, 0x2f, 1), (3, 0x39, -1)],
    ])
    #expect(lines == ["0 down 0 300 400", "0.01 move 0 300 402", "0.02 up 0 300 402"])
    #expect(decoder.firstUnlocatedContact?.outcome == .leftOut)
    #expect(
      decoder.firstUnlocatedContact?.message.hasSuffix(
        "it lifted before any frame gave one, so it was left out") == true)
    #expect(decoder.touchCount == 0)
  }

  @Test("a contact still waiting for its position says so; a later contact in its slot starts cleanly")
  func contactWaitingThenReplaced() throws {
    var (lines, decoder) = try Self.decode([[(3, 0x39, 7), (3, 0x36, 410)]])
    #expect(lines.isEmpty && decoder.touchCount == 0)
    #expect(decoder.firstUnlocatedContact?.outcome == .waiting)
    #expect(
      decoder.firstUnlocatedContact?.message.hasSuffix("no frame has given one yet, so it has not started")
        == true)
    (lines, decoder) = try Self.decode([[(3, 0x39, 7), (3, 0x36, 410)], [(3, 0x39, 8), (3, 0x35, 5)]])
    #expect(lines == ["0.01 down 0 5 410"])
    #expect(decoder.unlocatedContactCount == 1)
    #expect(decoder.firstUnlocatedContact?.outcome == .leftOut)  // tracking id 7 lifted unseen
  }

  @Test("a SYN_DROPPED forgets a contact that was waiting for its position")
  func droppedWhileWaiting() throws {
    let (lines, decoder) = try Self.decode([[(3, 0x39, 7), (3, 0x36, 410)], [(0, 3, 0)], [(3, 0x35, 5)]])
    #expect(lines.isEmpty)
    #expect(decoder.firstUnlocatedContact?.outcome == .leftOut)
  }

  @Test("a single touch down before ABS_Y takes the description's current ABS_Y, as the kernel kept it")
  func singleTouchTakesTheCurrentValue() throws {
    var geometry = DeviceGeometry()
    geometry.singleTouchCurrentY = 777
    let (lines, decoder) = try Self.decode([[(1, 0x14a, 1), (3, 0, 5)], [(3, 0, 9)]], geometry: geometry)
    #expect(lines == ["0 down 0 5 777", "0.01 move 0 9 777"])
    #expect(
      decoder.firstUnlocatedContact
        == Unlocated(axis: 1, slot: nil, trackingID: nil, outcome: .described(777)))
    #expect(
      decoder.firstUnlocatedContact?.message
        == "the touch has no ABS_Y: the recording began after the kernel last sent one (it sends only changes); "
        + "took 777, the device description's current value")
  }

  @Test("a single touch down before ABS_Y, without a current value, starts when ABS_Y comes")
  func singleTouchWaits() throws {
    let (lines, decoder) = try Self.decode([[(1, 0x14a, 1), (3, 0, 5)], [(3, 1, 6)], [(1, 0x14a, 0)]])
    #expect(lines == ["0.01 down 0 5 6", "0.02 up 0 5 6"])
    #expect(decoder.firstUnlocatedContact?.outcome == .started(at: 0.01))
  }

  @Test("a current value that maps out of range is refused at the SYN_REPORT and changes nothing")
  func refusedCurrentValueChangesNothing() throws {
    var geometry = DeviceGeometry()
    geometry.singleTouchCurrentY = 2_000_000_000
    var decoder = EvdevMultitouchDecoder(mapping: .unscaled, geometry: geometry)
    _ = try decoder.decode(seconds: 0, microseconds: 0, type: 1, code: 0x14a, value: 1)
    _ = try decoder.decode(seconds: 0, microseconds: 0, type: 3, code: 0, value: 5)
    let before = decoder
    #expect(
      throws: EvdevMultitouchDecoder.Violation(kind: .stream(.coordinateOutOfRange(2e9)), field: .value)
    ) {
      _ = try decoder.decode(seconds: 0, microseconds: 0, type: 0, code: 0, value: 0)
    }
    #expect(decoder == before)
  }

  @Test("evemu's header comments give ABS_X's and ABS_Y's current values, and no other axis's")
  func evemuHeaderValues() throws {
    var reader = EvemuReader()
    let header = """
      # EVEMU 1.2
      #   Event type 2 (EV_REL)
      #     Event code 0 (REL_X)
      #       Value      7
      #   Event type 3 (EV_ABS)
      #     Event code 0 (ABS_X)
      #       Value      833
      #       Min        0
      #     Event code 1 (ABS_Y)
      #       Value      903
      #     Event code 53 (ABS_MT_POSITION_X)
      #       Value      0
      #       Value      not a number
      A: 00 0 2000 0 0 0
      """
    for (index, line) in Support.lines(header).enumerated() {
      _ = try reader.read(line: line, number: index + 1)
    }
    #expect(reader.geometry.singleTouchCurrentX == 833)
    #expect(reader.geometry.singleTouchCurrentY == 903)
    #expect(reader.geometry.singleTouchX == AxisRange(minimum: 0, maximum: 2000))
  }

  @Test("getevent -lp's value of ABS_X and ABS_Y is their current value")
  func geteventDescriptionValues() throws {
    var description = GeteventDeviceDescription()
    for (index, line) in [
      "add device 1: /dev/input/event1", "  name:     \"kiosk\"",
      "    ABS (0003): ABS_X : value 120, min 0, max 479, fuzz 0, flat 0, resolution 0",
      "                ABS_Y : value 640, min 0, max 799, fuzz 0, flat 0, resolution 0",
    ].enumerated() {
      try description.read(line: line, number: index + 1)
    }
    #expect(description.geometry.singleTouchCurrentX == 120)
    #expect(description.geometry.singleTouchCurrentY == 640)
  }

  /// A capture shaped like the Wacom Intuos5 touch M two-finger tap in evemu-devices.
  ///
  /// 0…4096 on both axes, fuzz 4: both fingers land in the first frame, slot
  /// 1 with its tracking ID and Y but no X (unchanged since its last
  /// contact), which it never gets. Before, it was refused at line
  /// 14, column 27: "the contact in slot 1 has no ABS_MT_POSITION_X".
  static let intuosShaped = """
    A: 00 0 4096 4 0 0
    A: 01 0 4096 4 0 0
    A: 2f 0 15 0 0 0
    A: 35 0 4096 4 0 0
    A: 36 0 4096 4 0 0
    E: 1300000001.000001 0003 002f 0
    E: 1300000001.000002 0003 0039 20
    E: 1300000001.000003 0003 0035 2400
    E: 1300000001.000004 0003 0036 2100
    E: 1300000001.000005 0003 002f 1
    E: 1300000001.000006 0003 0039 21
    E: 1300000001.000007 0003 0036 2110
    E: 1300000001.000008 0001 014a 1
    E: 1300000001.000009 0000 0000 0
    E: 1300000001.040000 0003 002f 0
    E: 1300000001.040001 0003 0036 2104
    E: 1300000001.040002 0000 0000 0
    E: 1300000001.070000 0003 0039 -1
    E: 1300000001.070001 0000 0000 0
    E: 1300000001.080000 0003 002f 1
    E: 1300000001.080001 0003 0039 -1
    E: 1300000001.080002 0001 014a 0
    E: 1300000001.080003 0000 0000 0

    """

  @Test(
    "a capture shaped like the Intuos5 two-finger tap plays, the finger it cannot place left out, with a warning at 14:27"
  )
  func intuosShapedCapturePlays() {
    let input = ImportCommandDeviceTests.file("intuos-shaped.events", Self.intuosShaped)
    defer { try? FileManager.default.removeItem(atPath: input) }
    let warning =
      "\(input):14:27: warning: the contact in slot 1 (tracking id 21) has no ABS_MT_POSITION_X: the recording "
      + "began after the kernel last sent one (it sends only changes); it lifted before any frame gave one, so "
      + "it was left out\n"
    let played = ImportCommandDeviceTests.run(["play", "--from", "evemu", input])
    #expect(played.code == 0)
    #expect(played.errors == warning)
    #expect(played.output.contains("tap recognized"))
    let imported = ImportCommandDeviceTests.run(["import", "--from", "evemu", input])
    #expect(imported.code == 0 && imported.errors == warning)
    #expect(imported.output.split(separator: "\n").filter { $0.contains(" down ") }.count == 1)
  }
}
