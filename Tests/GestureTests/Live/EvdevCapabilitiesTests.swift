import GestureKitLite
import GestureKitLiteImporters
import Testing

@testable import gesture_sim

/// What `watch` makes of a device's answers to its ioctls (`EvdevCapabilities`),
/// for devices this machine does not have.
@Suite struct EvdevCapabilitiesTests {
  typealias Axis = EvdevCapabilities.Axis

  /// The Wacom ISDv4 E6 touchscreen of the shared recordings, as its `.desc` describes it.
  static let wacom = EvdevCapabilities(
    name: "Wacom ISDv4 E6 Finger", identity: .init(bus: 0x3, vendor: 0x56a, product: 0xe6, version: 0x139),
    properties: [1], eventTypes: [0, 1, 3], keys: [0x14a],
    axes: [
      0x00: Axis(minimum: 0, maximum: 2776), 0x01: Axis(minimum: 0, maximum: 1569),
      0x2f: Axis(minimum: 0, maximum: 1), 0x35: Axis(minimum: 0, maximum: 2776),
      0x36: Axis(minimum: 0, maximum: 1569), 0x39: Axis(minimum: 0, maximum: 65535),
    ])

  @Test("a touchscreen is described as evtest would: name and id, kind and protocol, position axes")
  func touchscreen() {
    #expect(Self.wacom.isTouchDevice)
    #expect(
      Self.wacom.description == [
        "\"Wacom ISDv4 E6 Finger\" (bus 0x3 vendor 0x56a product 0xe6 version 0x139)",
        "  a touchscreen (INPUT_PROP_DIRECT), multi-touch protocol B, 2 slots",
        "  ABS_MT_POSITION_X 0 to 2776, no resolution",
        "  ABS_MT_POSITION_Y 0 to 1569, no resolution",
        "  ABS_X 0 to 2776, no resolution",
        "  ABS_Y 0 to 1569, no resolution",
      ])
    let geometry = Self.wacom.geometry
    #expect(geometry.positionX == AxisRange(minimum: 0, maximum: 2776) && geometry.isDirect == true)
    #expect(geometry.slots == AxisRange(minimum: 0, maximum: 1) && geometry.name == "Wacom ISDv4 E6 Finger")
  }

  @Test("a clickpad, a touchpad and a single-touch panel are touch devices of their kinds")
  func kinds() {
    var pad = Self.wacom
    pad.properties = [0, 2]
    #expect(pad.kind == "a clickpad (INPUT_PROP_BUTTONPAD)")
    pad.properties = [0]
    #expect(pad.kind == "a touchpad (INPUT_PROP_POINTER)")
    var panel = EvdevCapabilities(
      name: "eGalax", eventTypes: [0, 1, 3], keys: [0x14a],
      axes: [0x00: Axis(minimum: 0, maximum: 4095, resolution: 10), 0x01: Axis(minimum: 0, maximum: 4095)])
    #expect(panel.isTouchDevice)
    #expect(panel.protocolDescription == "single touch (BTN_TOUCH, ABS_X, ABS_Y)")
    #expect(panel.description[2] == "  ABS_X 0 to 4095, 10 units/mm")
    panel.keys = []
    #expect(!panel.isTouchDevice)  // ABS_X and ABS_Y without BTN_TOUCH: a joystick, a tablet's pen
  }

  @Test("a keyboard is not a touch device, and the reason says what it sends")
  func keyboard() {
    let keyboard = EvdevCapabilities(
      name: "AT Translated Set 2 keyboard", eventTypes: [0, 1, 4, 0x11, 0x14], keys: [30])
    #expect(!keyboard.isTouchDevice)
    #expect(
      keyboard.notTouchReason
        == "it has no ABS_MT_POSITION_X and ABS_MT_POSITION_Y, nor ABS_X, ABS_Y and BTN_TOUCH "
        + "(it sends EV_KEY, EV_MSC, EV_LED, EV_REP)")
  }

  @Test("the ioctl requests are linux/input.h's, in the generic encoding")
  func requests() {
    #expect(EvdevDevice.nameRequest(length: 256) == 0x8100_4506)  // EVIOCGNAME(256)
    #expect(EvdevDevice.identityRequest == 0x8008_4502)  // EVIOCGID
    #expect(EvdevDevice.axisRequest(code: 0x35) == 0x8018_4575)  // EVIOCGABS(ABS_MT_POSITION_X)
    #expect(EvdevDevice.bitsRequest(type: 3, length: 8) == 0x8008_4523)  // EVIOCGBIT(EV_ABS, 8)
    #expect(EvdevDevice.propertiesRequest(length: 4) == 0x8004_4509)  // EVIOCGPROP(4)
    #expect(EvdevDevice.clockRequest == 0x4004_45a0)  // EVIOCSCLOCKID
  }
}
