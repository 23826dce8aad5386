import GestureKitLite
import GestureKitLiteImporters
import Testing

@Suite struct GeteventReaderTests {
  private typealias Support = ImportTestSupport

  @Test("getevent -lt text, protocol A, decodes to a tap; values are 32-bit hex")
  func labelledProtocolA() throws {
    let frames = try Support.frames(
      getevent: """
        add device 1: /dev/input/event2
          name:     "sec_touchscreen"
        [    1193.605705] EV_ABS       ABS_MT_POSITION_X    00000213
        [    1193.605714] EV_ABS       ABS_MT_POSITION_Y    000002f9
        [    1193.605719] EV_ABS       ABS_MT_PRESSURE      00000025
        [    1193.605727] EV_ABS       ABS_MT_TRACKING_ID   00000000
        [    1193.605731] EV_SYN       SYN_MT_REPORT        00000000
        [    1193.605736] EV_SYN       SYN_REPORT           00000000
        [    1193.676254] EV_SYN       SYN_MT_REPORT        00000000
        [    1193.676258] EV_SYN       SYN_REPORT           00000000
        """)
    #expect(Support.text(frames) == ["0 down 0 531 761", "0.070522 up 0 531 761"])
  }

  @Test("protocol B lines, ffffffff lifting the contact, and key values written as words")
  func protocolBWithWords() throws {
    let frames = try Support.frames(
      getevent: """
        [   52032.679748] EV_ABS       ABS_MT_TRACKING_ID   0000027d
        [   52032.679748] EV_KEY       BTN_TOUCH            DOWN
        [   52032.679779] EV_ABS       ABS_MT_POSITION_X    00000076
        [   52032.679779] EV_ABS       ABS_MT_POSITION_Y    00000291
        [   52032.679779] EV_SYN       SYN_REPORT           00000000
        [   52032.735504] EV_ABS       ABS_MT_TRACKING_ID   FFFFFFFF
        [   52032.735504] EV_KEY       BTN_TOUCH            UP
        [   52032.735504] EV_SYN       SYN_REPORT           00000000
        """)
    #expect(Support.text(frames) == ["0 down 0 118 657", "0.055725 up 0 118 657"])
  }

  @Test("getevent -t without -l writes numbers, which read the same")
  func numericCodes() throws {
    let frames = try Support.frames(
      getevent: """
        [1193.605705] 0003 0035 00000010
        [1193.605705] 0003 0036 00000020
        [1193.605705] 0003 0039 00000000
        [1193.605705] 0000 0002 00000000
        [1193.605705] 0000 0000 00000000
        """)
    #expect(Support.text(frames) == ["0 down 0 16 32"])
  }

  @Test("with several devices, the first one that sends a multi-touch axis is kept")
  func severalDevices() throws {
    let frames = try Support.frames(
      getevent: """
        [   10.000000] /dev/input/event1: EV_KEY       KEY_VOLUMEDOWN       DOWN
        [   10.000000] /dev/input/event1: EV_SYN       SYN_REPORT           00000000
        [   10.100000] /dev/input/event3: EV_ABS       ABS_MT_TRACKING_ID   00000001
        [   10.100000] /dev/input/event3: EV_ABS       ABS_MT_POSITION_X    00000005
        [   10.100000] /dev/input/event3: EV_ABS       ABS_MT_POSITION_Y    00000006
        [   10.100000] /dev/input/event3: EV_SYN       SYN_REPORT           00000000
        [   10.110000] /dev/input/event4: EV_ABS       ABS_MT_TRACKING_ID   00000009
        [   10.110000] /dev/input/event4: EV_SYN       SYN_REPORT           00000000
        """)
    #expect(Support.text(frames) == ["0 down 0 5 6"])
  }

  @Test("malformed lines are refused at the field at fault, saying what was expected")
  func malformedLines() {
    let cases: [(String, String)] = [
      (
        "EV_ABS ABS_MT_POSITION_X 00000213",
        "1:1: error: expected '[' and the event time; record with getevent -lt, found 'EV_ABS'"
      ),
      (
        "[    1193.6057",
        "1:6: error: expected the event time (seconds.microseconds) and ']', found '1193.6057'"
      ),
      (
        "[    1193.605705] EV_ABS       ABS_MT_POSITION_X",
        "1:49: error: expected the event value (8 hex digits), found the end of the line"
      ),
      (
        "[    1193.605705] EV_ABS",
        "1:25: error: expected the event code (a name or 4 hex digits), found the end of the line"
      ),
      (
        "[    1193.605705] EV_ABS       ABS_MT_FOO           00000001",
        "1:32: error: unknown code 'ABS_MT_FOO' for EV_ABS; expected a code that EV_ABS defines"
      ),
      (
        "[    1193.605705] EV_TOUCH     ABS_MT_SLOT          00000001",
        "1:19: error: unknown event type 'EV_TOUCH'; expected an EV_ name or a number up to 001f"
      ),
      (
        "[    1193.605705] EV_ABS       ABS_MT_SLOT          1x",
        "1:53: error: expected the event value (8 hex digits), found '1x'"
      ),
      (
        "[    1193.605705] EV_SYN       SYN_REPORT           00000000 extra",
        "1:62: error: expected the end of the event line, found 'extra'"
      ),
    ]
    for (line, message) in cases {
      var reader = GeteventReader()
      let error = Support.error { () throws(TouchImportError) in _ = try reader.read(line: line, number: 1) }
      #expect(error?.description == message, "\(line)")
    }
  }

  @Test("a slot beyond the device's slots is refused at its value")
  func slotOutOfRange() {
    let error = Support.error { () throws(TouchImportError) in
      var reader = GeteventReader()
      var decoder = EvdevMultitouchDecoder(mapping: .unscaled, maximumSlot: 1)
      let line = "[    1193.605705] EV_ABS       ABS_MT_SLOT          00000002"
      guard let (event, location) = try reader.read(line: line, number: 4) else { return }
      do throws(EvdevMultitouchDecoder.Violation) {
        _ = try decoder.decode(event)
      } catch {
        throw TouchImportError(error, at: location)
      }
    }
    #expect(error?.description == "4:53: error: slot 2 is out of range; expected 0 to 1")
  }

  @Test("getevent -lp output describes the device; the first device with both positions wins")
  func deviceDescription() throws {
    var description = GeteventDeviceDescription()
    let text = """
      add device 1: /dev/input/event1
        name:     "gpio-keys"
        events:
          KEY (0001): KEY_VOLUMEDOWN        KEY_VOLUMEUP
      add device 2: /dev/input/event2
        name:     "sec_touchscreen"
        events:
          ABS (0003): ABS_MT_TOUCH_MAJOR    : value 0, min 0, max 30, fuzz 0, flat 0, resolution 0
                      ABS_MT_POSITION_X     : value 0, min 0, max 479, fuzz 0, flat 0, resolution 0
                      0036  : value 0, min 0, max 799, fuzz 0, flat 0, resolution 9
        input props:
          <none>
      """
    for (index, line) in Support.lines(text).enumerated() {
      try description.read(line: line, number: index + 1)
    }
    #expect(description.geometry.name == "sec_touchscreen")
    #expect(description.geometry.x == AxisRange(minimum: 0, maximum: 479))
    #expect(description.geometry.y == AxisRange(minimum: 0, maximum: 799, resolution: 9))
  }

  @Test("a description may be evemu A: lines written by hand; a bad axis line is located")
  func handWrittenDescription() throws {
    var description = GeteventDeviceDescription()
    try description.read(line: "A: 35 0 1023 0 0 20", number: 1)
    try description.read(line: "A: 36 0 1023 0 0 12", number: 2)
    #expect(description.geometry.size == Size(width: 1024, height: 1024))
    let error = Support.error { () throws(TouchImportError) in
      try description.read(line: "    ABS (0003): ABS_MT_POSITION_X : value 0, min 0, max 4x9", number: 7)
    }
    #expect(error?.description == "7:57: error: expected a decimal number, found '4x9'")
  }

  @Test("a described range with its maximum below its minimum, or a position axis one value wide, is refused")
  func invalidDescribedRanges() {
    let prefix = "    ABS (0003): ABS_MT_POSITION_X : value 0, "
    let cases: [(String, String)] = [
      (
        prefix + "min 800, max 0, fuzz 0, flat 0, resolution 0",
        "1:59: error: expected a maximum no smaller than the minimum 800, found '0'"
      ),
      (
        prefix + "min 5, max 5, fuzz 0, flat 0, resolution 0",
        "1:57: error: expected a maximum greater than the minimum 5 (a position axis needs two values or more), found '5'"
      ),
      (
        prefix + "min 0, max 479, fuzz 0, flat 0, resolution -1",
        "1:89: error: expected a resolution of 0 (unknown) or more units per millimetre, found '-1'"
      ),
    ]
    for (line, message) in cases {
      var description = GeteventDeviceDescription()
      let error = Support.error { () throws(TouchImportError) in try description.read(line: line, number: 1) }
      #expect(error?.description == message, "\(line)")
    }
    // A one-value axis that is not a position (a single slot) is fine.
    var description = GeteventDeviceDescription()
    #expect(throws: Never.self) {
      try description.read(
        line: "    ABS_MT_SLOT : value 0, min 0, max 0, fuzz 0, flat 0, resolution 0", number: 1)
    }
  }
}
