import GestureKitLite
import GestureKitLiteImporters
import Testing

/// Issue 14's physical size: device units at 163 points per inch on a
/// direct-touch screen whose axes give a resolution.
@Suite struct PhysicalScaleTests {
  private typealias Support = ImportTestSupport

  /// A 24-inch 16:9 touchscreen: 531.4 × 298.9 mm, 10 units per millimetre.
  private static let desktop = DeviceGeometry(
    x: AxisRange(minimum: 0, maximum: 5313, resolution: 10),
    y: AxisRange(minimum: 0, maximum: 2988, resolution: 10), isDirect: true)

  @Test(
    "a point is 1/163 inch: 10 units per millimetre make 0.642 pt a unit, and the surface its size in points")
  func physicalMapping() {
    let mapping = CoordinateMapping(physical: Self.desktop.x!, Self.desktop.y!)
    #expect(mapping.point(x: 100, y: 100) == Point(x: 64.173, y: 64.173))
    #expect(Self.desktop.physicalScale == .available(Size(width: 3410.165, height: 1918.138)))
  }

  @Test("a 10 pt tap slop is 1.6 mm of glass at the physical scale, and 13.6 mm fitted into 390 pt")
  func slopOnTheGlass() {
    let fitted = CoordinateMapping(
      fitting: Self.desktop.x!, Self.desktop.y!, into: Size(width: 390, height: 844))
    let physical = CoordinateMapping(physical: Self.desktop.x!, Self.desktop.y!)
    // Millimetres of glass that 10 pt span: 10 pt ÷ (points a unit) ÷ (units a millimetre).
    #expect(((10 / physical.scale.x / 10) * 100).rounded() / 100 == 1.56)
    #expect(((10 / fitted.scale.x / 10) * 100).rounded() / 100 == 13.63)
  }

  @Test("each reason the physical scale is not available")
  func reasons() {
    var geometry = Self.desktop
    geometry.isDirect = false
    #expect(geometry.physicalScale == .indirect)
    #expect(geometry.physicalScale.reason == "not a direct-touch screen")
    geometry.isDirect = nil
    #expect(geometry.physicalScale == .directnessUnknown)
    #expect(geometry.physicalScale.reason == "not known to be a direct-touch screen")
    geometry.isDirect = true
    geometry.y?.resolution = 0
    #expect(geometry.physicalScale == .noResolution)
    #expect(geometry.physicalScale.reason == "no resolution")
    geometry.y = nil
    #expect(geometry.physicalScale == .noRange)
    let huge = DeviceGeometry(
      x: AxisRange(minimum: 0, maximum: 999_999, resolution: 1),
      y: AxisRange(minimum: 0, maximum: 999_999, resolution: 1),
      isDirect: true)
    #expect(huge.physicalScale == .outOfRange(Size(width: 6_417_322.835, height: 6_417_322.835)))
    #expect(huge.physicalScale.reason == "its resolution makes it 6417322.835 x 6417322.835 pt")
  }

  @Test(
    "a decoder made for the physical scale maps at it, and falls back to fitting when it is not available")
  func decoderChoosesTheScale() throws {
    let viewport = Size(width: 390, height: 844)
    let physical = try #require(
      EvdevMultitouchDecoder(geometry: Self.desktop, physicalScaleOrFittingInto: viewport))
    #expect(physical.mapping == CoordinateMapping(physical: Self.desktop.x!, Self.desktop.y!))
    var touchpad = Self.desktop
    touchpad.isDirect = false
    let fitted = try #require(
      EvdevMultitouchDecoder(geometry: touchpad, physicalScaleOrFittingInto: viewport))
    #expect(fitted.mapping == CoordinateMapping(fitting: touchpad.x!, touchpad.y!, into: viewport))
    #expect(EvdevMultitouchDecoder(geometry: DeviceGeometry(), physicalScaleOrFittingInto: viewport) == nil)
  }

  @Test("evemu P: lines say whether the device is direct: INPUT_PROP_DIRECT is bit 1 of the first byte")
  func evemuProperties() throws {
    for (line, isDirect) in [("P: 02 00 00 00 00 00 00 00", true), ("P: 05 00 00 00 00 00 00 00", false)] {
      var reader = EvemuReader()
      _ = try reader.read(line: line, number: 1)
      _ = try reader.read(line: "P: 00 00 00 00 00 00 00 00", number: 2)
      #expect(reader.geometry.isDirect == isDirect, "\(line)")
    }
    #expect(EvemuReader().geometry.isDirect == nil)
  }

  @Test("getevent -lp 'input props:' says whether the device is direct, by name or by number; <none> is not")
  func geteventProperties() throws {
    let cases: [([String], Bool?)] = [
      (["  input props:", "    INPUT_PROP_DIRECT"], true),
      (["  input props:", "    0001"], true),
      (["  input props:", "    <none>"], false),
      (["  input props:", "    INPUT_PROP_POINTER", "    INPUT_PROP_BUTTONPAD"], false),
      ([], nil),
    ]
    for (lines, isDirect) in cases {
      var description = GeteventDeviceDescription()
      let text =
        [
          "add device 2: /dev/input/event2", "  name:     \"touch\"", "  events:",
          "    ABS (0003): ABS_MT_POSITION_X     : value 0, min 0, max 1079, fuzz 0, flat 0, resolution 17",
          "                ABS_MT_POSITION_Y     : value 0, min 0, max 2399, fuzz 0, flat 0, resolution 17",
        ] + lines
      for (index, line) in text.enumerated() { try description.read(line: line, number: index + 1) }
      #expect(description.geometry.isDirect == isDirect, "\(lines)")
    }
  }
}
