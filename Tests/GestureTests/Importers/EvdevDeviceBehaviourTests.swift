import GestureKitLite
import GestureKitLiteImporters
import Testing

/// Issue 14's "importers say what devices say": slot values that persist,
/// values beyond the described range, single-touch devices. (Contacts
/// without a position and wrapped values: `EvdevMidTouchTests`.)
@Suite struct EvdevDeviceBehaviourTests {
  private typealias Support = ImportTestSupport

  @Test("a contact that is not re-sent ABS_MT_POSITION_X takes the slot's last value, as the kernel keeps it")
  func slotKeepsItsLastX() throws {
    let frames = try Support.frames(
      evemu: """
        E: 0.000000 0003 0039 1
        E: 0.000000 0003 0035 300
        E: 0.000000 0003 0036 400
        E: 0.000000 0000 0000 0
        E: 0.050000 0003 0039 -1
        E: 0.050000 0000 0000 0
        E: 0.400000 0003 0039 2
        E: 0.400000 0003 0036 420
        E: 0.400000 0000 0000 0
        """)
    #expect(Support.text(frames) == ["0 down 0 300 400", "0.05 up 0 300 400", "0.4 down 0 300 420"])
  }

  private static let edgeGeometry = DeviceGeometry(
    x: AxisRange(minimum: 0, maximum: 799), y: AxisRange(minimum: 0, maximum: 479))

  @Test("values beyond the described range are clamped to it and counted; the first is kept for the caller")
  func valuesBeyondTheRangeAreClamped() throws {
    var decoder = EvdevMultitouchDecoder(mapping: .unscaled, geometry: Self.edgeGeometry)
    let events: [(UInt16, UInt16, Int32)] = [
      (3, 0x39, 1), (3, 0x35, 850), (3, 0x36, 240), (0, 0, 0), (3, 0x35, 900), (3, 0x36, -5), (0, 0, 0),
      (3, 0x35, 400), (0, 0, 0),
    ]
    var frames: [TouchFrame] = []
    for (index, (type, code, value)) in events.enumerated() {
      if let frame = try decoder.decode(
        seconds: 0, microseconds: index / 4 * 10_000, type: type, code: code, value: value)
      {
        frames.append(frame)
      }
    }
    #expect(Support.text(frames) == ["0 down 0 799 240", "0.01 move 0 799 0", "0.02 move 0 400 0"])
    #expect(decoder.clampedValueCount == 3)
    #expect(
      decoder.firstClampedValue
        == EvdevMultitouchDecoder.ClampedValue(
          axis: 0x35, value: 850, range: AxisRange(minimum: 0, maximum: 799)))
    #expect(
      decoder.firstClampedValue?.message
        == "ABS_MT_POSITION_X value 850 is beyond the device's range 0 to 799; clamped to 799")
  }

  @Test("protocol A contact reports are clamped the same way")
  func protocolAIsClamped() throws {
    var decoder = EvdevMultitouchDecoder(mapping: .unscaled, geometry: Self.edgeGeometry)
    for (code, value) in [(0x35, -3), (0x36, 500)] as [(UInt16, Int32)] {
      _ = try decoder.decode(seconds: 0, microseconds: 0, type: 3, code: code, value: value)
    }
    _ = try decoder.decode(seconds: 0, microseconds: 0, type: 0, code: 2, value: 0)
    let frame = try decoder.decode(seconds: 0, microseconds: 0, type: 0, code: 0, value: 0)
    #expect(frame.map { Support.text([$0]) } == ["0 down 0 0 479"])
    #expect(decoder.clampedValueCount == 2)
  }

  /// A resistive kiosk screen: BTN_TOUCH with ABS_X and ABS_Y, no multi-touch axes.
  private static let singleTouchDrag = """
    E: 0.000000 0001 014a 1
    E: 0.000000 0003 0000 100
    E: 0.000000 0003 0001 200
    E: 0.000000 0000 0000 0
    E: 0.016000 0003 0000 130
    E: 0.016000 0000 0000 0
    E: 0.032000 0003 0001 230
    E: 0.032000 0000 0000 0
    E: 0.048000 0001 014a 0
    E: 0.048000 0000 0000 0
    E: 0.300000 0001 014a 1
    E: 0.300000 0000 0000 0
    E: 0.380000 0001 014a 0
    E: 0.380000 0000 0000 0
    """

  @Test(
    "a single-touch device (BTN_TOUCH with ABS_X and ABS_Y) plays as one touch, its position kept between touches"
  )
  func singleTouchDevice() throws {
    let frames = try Support.frames(evemu: Self.singleTouchDrag)
    #expect(
      Support.text(frames) == [
        "0 down 0 100 200", "0.016 move 0 130 200", "0.032 move 0 130 230", "0.048 up 0 130 230",
        "0.3 down 0 130 230", "0.38 up 0 130 230",
      ])
  }

  @Test("on a multi-touch device BTN_TOUCH, ABS_X and ABS_Y are the kernel's emulation and are skipped")
  func emulationIsSkipped() throws {
    let frames = try Support.frames(
      evemu: """
        E: 0.000000 0003 0039 1
        E: 0.000000 0003 0035 10
        E: 0.000000 0003 0036 20
        E: 0.000000 0001 014a 1
        E: 0.000000 0003 0000 10
        E: 0.000000 0003 0001 20
        E: 0.000000 0000 0000 0
        E: 0.010000 0003 0039 -1
        E: 0.010000 0001 014a 0
        E: 0.010000 0000 0000 0
        """)
    #expect(Support.text(frames) == ["0 down 0 10 20", "0.01 up 0 10 20"])
  }

  @Test("a single touch still down when the kernel drops events is cancelled and ignored until it lifts")
  func singleTouchDropped() throws {
    let frames = try Support.frames(
      evemu: """
        E: 0.000000 0001 014a 1
        E: 0.000000 0003 0000 100
        E: 0.000000 0003 0001 200
        E: 0.000000 0000 0000 0
        E: 0.010000 0000 0003 0
        E: 0.010000 0000 0000 0
        E: 0.020000 0003 0000 150
        E: 0.020000 0000 0000 0
        E: 0.030000 0001 014a 0
        E: 0.030000 0000 0000 0
        E: 0.040000 0001 014a 1
        E: 0.040000 0000 0000 0
        """)
    #expect(Support.text(frames) == ["0 down 0 100 200", "0.01 cancel 0 100 200", "0.04 down 0 150 200"])
  }

  @Test("getevent -lt of a single-touch device, BTN_TOUCH written DOWN and UP, plays as one touch")
  func geteventSingleTouch() throws {
    let frames = try Support.frames(
      getevent: """
        [   10.000000] EV_KEY       BTN_TOUCH            DOWN
        [   10.000000] EV_ABS       ABS_X                00000064
        [   10.000000] EV_ABS       ABS_Y                000000c8
        [   10.000000] EV_SYN       SYN_REPORT           00000000
        [   10.050000] EV_KEY       BTN_TOUCH            UP
        [   10.050000] EV_SYN       SYN_REPORT           00000000
        """)
    #expect(Support.text(frames) == ["0 down 0 100 200", "0.05 up 0 100 200"])
  }

  @Test("a BTN_TOUCH value that is neither a word nor hex is refused, saying what was expected")
  func badKeyValue() {
    var reader = GeteventReader()
    let error = Support.error { () throws(TouchImportError) in
      _ = try reader.read(line: "[   10.000000] EV_KEY       BTN_TOUCH            PRESSED", number: 1)
    }
    #expect(
      error?.description == "1:50: error: expected the key value (DOWN, UP or 8 hex digits), found 'PRESSED'")
  }

  @Test("fuzz finding: a refused ABS_MT_SLOT leaves a single-touch decoder as it was, its touch still down")
  func refusedSlotKeepsTheSingleTouch() throws {
    var decoder = EvdevMultitouchDecoder(mapping: .unscaled, maximumSlot: 9)
    for (type, code, value) in [(1, 0x14a, 1), (3, 0, 100), (3, 1, 200), (0, 0, 0)]
      as [(UInt16, UInt16, Int32)]
    {
      _ = try decoder.decode(seconds: 0, microseconds: 0, type: type, code: code, value: value)
    }
    let before = decoder
    #expect(
      throws: EvdevMultitouchDecoder.Violation(
        kind: .slotOutOfRange(slot: 50_331_651, maximum: 9), field: .value)
    ) {
      _ = try decoder.decode(seconds: 0, microseconds: 10, type: 3, code: 0x2f, value: 50_331_651)
    }
    #expect(decoder == before)
    #expect(try decoder.decode(seconds: 0, microseconds: 20, type: 0, code: 0, value: 0) == nil)
    #expect(decoder.touchCount == 1)
  }

  @Test("fuzz finding: a tracking id refused as still down in another slot leaves the decoder as it was")
  func refusedTrackingIDChangesNothing() throws {
    var decoder = EvdevMultitouchDecoder(mapping: .unscaled, maximumSlot: 9)
    for (code, value) in [(0x39, 102), (0x35, 1), (0x36, 2), (0x2f, 3)] as [(UInt16, Int32)] {
      _ = try decoder.decode(seconds: 0, microseconds: 0, type: 3, code: code, value: value)
    }
    let before = decoder
    #expect(
      throws: EvdevMultitouchDecoder.Violation(
        kind: .trackingIDInUse(trackingID: 102, slot: 0), field: .value)
    ) {
      _ = try decoder.decode(seconds: 0, microseconds: 0, type: 3, code: 0x39, value: 102)
    }
    #expect(decoder == before)
  }
}
