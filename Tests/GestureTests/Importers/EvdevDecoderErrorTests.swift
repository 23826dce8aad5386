import GestureKitLite
import GestureKitLiteImporters
import Testing

/// The evdev decoder's refusals, each at the field at fault.
@Suite struct EvdevDecoderErrorTests {
  private typealias Support = ImportTestSupport

  @Test("more than twenty contacts at once are refused at the SYN_REPORT")
  func tooManyContacts() {
    var lines: [String] = []
    for slot in 0...20 {
      lines += [
        "E: 0.000000 0003 002f \(slot)", "E: 0.000000 0003 0039 \(slot)", "E: 0.000000 0003 0035 \(slot)",
        "E: 0.000000 0003 0036 \(slot)",
      ]
    }
    lines.append("E: 0.000000 0000 0000 0")
    let error = Support.error { () throws(TouchImportError) in
      _ = try Support.frames(evemu: lines.joined(separator: "\n"), maximumSlot: 63)
    }
    #expect(error?.description == "85:18: error: more than 20 contacts at once")
  }

  @Test("every decoder refusal is located at the field at fault, with a message that says what was expected")
  func locatedDecoderErrors() {
    let cases: [(String, String)] = [
      (
        "E: 0.000000 0003 002f 10",
        "1:23: error: slot 10 is out of range; expected 0 to 9"
      ),
      (
        "E: 0.000000 0003 0039 5\nE: 0.000000 0003 002f 1\nE: 0.000000 0003 0039 5",
        "3:23: error: tracking id 5 is still down in slot 0; expected ABS_MT_TRACKING_ID -1 there first"
      ),
      (
        "E: 0.500000 0000 0000 0\nE: 0.400000 0000 0000 0",
        "2:4: error: time went backwards: 0.400000 is before 0.500000"
      ),
      (
        "E: 0.000000 0003 0035 10\nE: 0.000000 0000 0002 0",
        "2:18: error: contact report without ABS_MT_POSITION_Y; expected ABS_MT_POSITION_X and ABS_MT_POSITION_Y before SYN_MT_REPORT"
      ),
      (
        "E: 0.000000 0003 0035 1\nE: 0.000000 0003 0036 1\nE: 0.000000 0003 0039 3\nE: 0.000000 0000 0002 0\n"
          + "E: 0.000000 0003 0035 2\nE: 0.000000 0003 0036 2\nE: 0.000000 0003 0039 3\nE: 0.000000 0000 0002 0\n"
          + "E: 0.000000 0000 0000 0",
        "9:18: error: tracking id 3 is reported twice in one frame; expected one contact report per tracking id"
      ),
    ]
    for (text, message) in cases {
      let error = Support.error { () throws(TouchImportError) in _ = try Support.frames(evemu: text) }
      #expect(error?.description == message, "\(text)")
    }
  }
}
