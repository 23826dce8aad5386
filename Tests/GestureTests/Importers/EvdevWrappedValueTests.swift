import Foundation
import GestureKitLite
import GestureKitLiteImporters
import Testing

/// Issues 26 and 37: a small negative that firmware reports as a large
/// unsigned value (−13 as 4083 in a 12-bit register) is read as the negative
/// it is, whatever range the axis reports.
@Suite struct EvdevWrappedValueTests {
  private typealias Support = ImportTestSupport

  @Test("an axis's bit width is the fewest bits that hold its maximum")
  func bitWidth() {
    #expect(AxisRange(minimum: 0, maximum: 3000).bitWidth == 12)
    #expect(AxisRange(minimum: 0, maximum: 4095).bitWidth == 12)
    #expect(AxisRange(minimum: 0, maximum: 4096).bitWidth == 13)
    #expect(AxisRange(minimum: 1472, maximum: 5728).bitWidth == 13)
    #expect(AxisRange(minimum: -10, maximum: -1).bitWidth == nil)
  }

  @Test(
    "on 0…3000, a reading only a wrap explains is one: 4083 is −13, up to 187 below (a sixteenth of the axis)"
  )
  func onlyExplainableAsAWrap() {
    let axis = AxisRange(minimum: 0, maximum: 3000)
    #expect(axis.wrappedNegative(of: 4083) == -13)
    #expect(axis.wrappedNegative(of: 4093) == -3)
    #expect(axis.wrappedNegative(of: 3909) == -187)
    #expect(axis.wrappedNegative(of: 3908) == nil)  // 188 below the minimum: neither, the far edge
    #expect(axis.wrappedNegative(of: 3100) == nil)  // 100 past the maximum: an overshoot
    #expect(axis.wrappedNegative(of: 4096) == nil)  // not a 12-bit value
    #expect(axis.wrappedNegative(of: 2999) == nil)
  }

  @Test(
    "on 0…4000 both readings of 4083 are near: where the contact last was decides, the far edge without it")
  func bothNearThePreviousValueDecides() {
    let axis = AxisRange(minimum: 0, maximum: 4000)
    #expect(axis.wrappedNegative(of: 4083, after: 20) == -13)
    #expect(axis.wrappedNegative(of: 4083, after: 3990) == nil)
    #expect(axis.wrappedNegative(of: 4083) == nil)
  }

  @Test(
    "on 0…680 (a 10-bit range) 4083 is a 12-bit −13: the register is 8, 12, 16 or 32 bits whatever the maximum"
  )
  func registerWiderThanTheRange() {
    let axis = AxisRange(minimum: 0, maximum: 680)
    #expect(axis.bitWidth == 10)
    #expect(axis.wrappedNegative(of: 4083) == -13)
    #expect(axis.wrappedNegative(of: 4096 - 42) == -42)  // the band: 681 / 16 = 42 units
    #expect(axis.wrappedNegative(of: 4096 - 43) == nil)
    #expect(axis.wrappedNegative(of: 1020) == -4)  // a 10-bit wrap: the axis's own width is tried too
    #expect(axis.wrappedNegative(of: 900) == nil)  // 900 − 1024 = −124: past the band
    #expect(axis.wrappedNegative(of: 700) == nil)  // an overshoot of 20
  }

  @Test("8- and 16-bit registers wrap too: 250 on 0…100 is −6, 65530 on 0…1000 is −6")
  func eightAndSixteenBits() {
    #expect(AxisRange(minimum: 0, maximum: 100).wrappedNegative(of: 250) == -6)
    #expect(AxisRange(minimum: 0, maximum: 100).wrappedNegative(of: 249) == nil)  // −7: past the 6-unit band
    #expect(AxisRange(minimum: 0, maximum: 1000).wrappedNegative(of: 65530) == -6)
    #expect(AxisRange(minimum: 0, maximum: 1000).wrappedNegative(of: 65536 + 5) == nil)  // not a 16-bit value
    #expect(AxisRange.registerWidths == [8, 12, 16, 32])
  }

  @Test(
    "a 32-bit negative arrives as one: below the minimum it is clamped to the near edge, not read as a wrap")
  func thirtyTwoBits() throws {
    let axis = AxisRange(minimum: 0, maximum: 680)
    #expect(axis.wrappedNegative(of: -13) == nil)
    var decoder = EvdevMultitouchDecoder(
      mapping: .unscaled, geometry: DeviceGeometry(x: AxisRange(minimum: 0, maximum: 1000), y: axis))
    var frames: [TouchFrame] = []
    for (type, code, value) in [(3, 0x39, 1), (3, 0x35, 500), (3, 0x36, -13), (0, 0, 0)]
      as [(UInt16, UInt16, Int32)]
    {
      if let frame = try decoder.decode(seconds: 0, microseconds: 0, type: type, code: code, value: value) {
        frames.append(frame)
      }
    }
    #expect(Support.text(frames) == ["0 down 0 500 0"])
    #expect(decoder.clampedValueCount == 1 && decoder.wrappedValueCount == 0)
  }

  @Test("the decoder reads 4083 on a 0…680 axis as a 12-bit −13 and says so")
  func decoderReadsTheWrapOnANarrowRange() throws {
    var decoder = EvdevMultitouchDecoder(
      mapping: .unscaled,
      geometry: DeviceGeometry(
        x: AxisRange(minimum: 0, maximum: 1000), y: AxisRange(minimum: 0, maximum: 680)))
    var frames: [TouchFrame] = []
    let events: [(Int, UInt16, UInt16, Int32)] = [
      (0, 3, 0x39, 1), (0, 3, 0x35, 500), (0, 3, 0x36, 20), (0, 0, 0, 0), (10_000, 3, 0x36, 4083),
      (10_000, 0, 0, 0),
    ]
    for (time, type, code, value) in events {
      if let frame = try decoder.decode(seconds: 0, microseconds: time, type: type, code: code, value: value)
      {
        frames.append(frame)
      }
    }
    #expect(Support.text(frames) == ["0 down 0 500 20", "0.01 move 0 500 0"])
    #expect(
      decoder.firstClampedValue?.message
        == "ABS_MT_POSITION_Y value 4083 is beyond the device's range 0 to 680; "
        + "read as -13 (a negative wrapped at 12 bits), clamped to 0")
  }

  @Test("on 0…4095 no reading is a wrap; an axis whose minimum is far above 0 has none either")
  func noRoomForAWrap() {
    #expect(AxisRange(minimum: 0, maximum: 4095).wrappedNegative(of: 4100) == nil)
    #expect(AxisRange(minimum: 1472, maximum: 5728).wrappedNegative(of: 8180, after: 1500) == nil)
  }

  /// A synthetic touchpad: 12-bit axes described 0…3000.
  private static let pad = DeviceGeometry(
    x: AxisRange(minimum: 0, maximum: 3000), y: AxisRange(minimum: 0, maximum: 3000))

  @Test("the decoder reads 4083 on Y as −13 and puts the finger on the near edge, counts it and says which")
  func decoderReadsTheWrap() throws {
    var decoder = EvdevMultitouchDecoder(mapping: .unscaled, geometry: Self.pad)
    var frames: [TouchFrame] = []
    let events: [(Int, UInt16, UInt16, Int32)] = [
      (0, 3, 0x39, 1), (0, 3, 0x35, 1500), (0, 3, 0x36, 30), (0, 0, 0, 0), (10_000, 3, 0x36, 4083),
      (10_000, 0, 0, 0), (20_000, 3, 0x35, 3100), (20_000, 0, 0, 0),
    ]
    for (time, type, code, value) in events {
      if let frame = try decoder.decode(seconds: 0, microseconds: time, type: type, code: code, value: value)
      {
        frames.append(frame)
      }
    }
    #expect(Support.text(frames) == ["0 down 0 1500 30", "0.01 move 0 1500 0", "0.02 move 0 3000 0"])
    #expect(decoder.clampedValueCount == 2 && decoder.wrappedValueCount == 1)
    #expect(decoder.firstClampedValue?.wrapped == -13)
    #expect(
      decoder.firstClampedValue?.message
        == "ABS_MT_POSITION_Y value 4083 is beyond the device's range 0 to 3000; "
        + "read as -13 (a negative wrapped at 12 bits), clamped to 0")
  }

  @Test(
    "gesture-sim warns once, saying how many clamped values were wrapped negatives (2043 on 0…2000, after 30)"
  )
  func commandLineWarning() {
    let input = ImportCommandDeviceTests.file(
      "wrapped.events",
      """
      A: 35 0 3000 0 0 0
      A: 36 0 2000 0 0 0
      E: 0.000000 0003 0039 1
      E: 0.000000 0003 0035 1500
      E: 0.000000 0003 0036 30
      E: 0.000000 0000 0000 0
      E: 0.010000 0003 0036 2043
      E: 0.010000 0000 0000 0
      E: 0.020000 0003 0035 3010
      E: 0.020000 0000 0000 0
      E: 0.030000 0003 0039 -1
      E: 0.030000 0000 0000 0

      """)
    defer { try? FileManager.default.removeItem(atPath: input) }
    let played = ImportCommandDeviceTests.run(["play", "--from", "evemu", input])
    #expect(played.code == 0)
    #expect(
      played.errors
        == "\(input):7:23: warning: ABS_MT_POSITION_Y value 2043 is beyond the device's range 0 to 2000; "
        + "read as -5 (a negative wrapped at 11 bits), clamped to 0; 2 values were clamped in all, "
        + "1 of them read as wrapped negatives\n")
  }

  @Test("a two-finger swipe along the top edge that reads 4083 for a frame stays a pan (before: a pinch)")
  func swipeAlongTheEdgeStaysAPan() throws {
    // 12-bit Y described 0…3000: a finger 13 units past the top edge wraps to
    // 4083. Clamped as it was, that frame put it on the bottom edge, the span
    // jumped from 400 to 3000 units and a pinch began.
    var decoder = try #require(
      EvdevMultitouchDecoder(geometry: Self.pad, fittingInto: Size(width: 390, height: 844)))
    var samples: [TouchSample] = []
    var time = 0
    func frame(_ events: [(UInt16, UInt16, Int32)]) throws {
      for (type, code, value) in events + [(0, 0, 0)] {
        if let frame = try decoder.decode(
          seconds: 0, microseconds: time, type: type, code: code, value: value)
        {
          samples += frame.samples
        }
      }
      time += 8_000
    }
    try frame([
      (3, 0x2f, 0), (3, 0x39, 1), (3, 0x35, 1000), (3, 0x36, 40),
      (3, 0x2f, 1), (3, 0x39, 2), (3, 0x35, 1400), (3, 0x36, 20),
    ])
    for step: Int32 in 1...40 {
      let y: Int32 = step == 20 ? 4083 : 20
      try frame([
        (3, 0x2f, 0), (3, 0x35, 1000 + step * 30), (3, 0x2f, 1), (3, 0x35, 1400 + step * 30), (3, 0x36, y),
      ])
    }
    try frame([(3, 0x2f, 0), (3, 0x39, -1), (3, 0x2f, 1), (3, 0x39, -1)])
    #expect(decoder.wrappedValueCount == 1)
    let (lines, _, zoom) = try TwoFingerTravelSupport.play(samples, viewport: Size(width: 390, height: 844))
    #expect(!lines.contains("pinch began"), "\(lines)")
    #expect(lines.contains("pan began") && zoom == 1)
  }
}
