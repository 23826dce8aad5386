import GestureKitLite
import GestureKitLiteImporters

/// What a `/dev/input/eventN` device says about itself: its name and id,
/// its properties, the events it sends and its absolute axes, as `evtest`
/// prints them; whether it is a touch device, and the geometry the
/// importers need.
///
/// ``EvdevDevice`` fills it in with ioctls; everything here is plain values,
/// so the tests state it for devices this machine does not have.
struct EvdevCapabilities: Equatable {
  /// `struct input_id`: how the device is attached and who made it.
  struct Identity: Equatable {
    var bus: UInt16 = 0
    var vendor: UInt16 = 0
    var product: UInt16 = 0
    var version: UInt16 = 0
  }

  /// `struct input_absinfo`: an absolute axis's current value and range.
  struct Axis: Equatable {
    var value: Int32 = 0
    var minimum: Int32 = 0
    var maximum: Int32 = 0
    /// Units per millimetre; 0 when unknown.
    var resolution: Int32 = 0
  }

  /// `EVIOCGNAME`.
  var name: String
  /// `EVIOCGID`.
  var identity = Identity()
  /// The `INPUT_PROP_*` bits it has (`EVIOCGPROP`).
  var properties: Set<Int> = []
  /// The event types it sends (`EVIOCGBIT(0)`).
  var eventTypes: Set<UInt16> = []
  /// The `EV_KEY` codes it sends (`EVIOCGBIT(EV_KEY)`).
  var keys: Set<UInt16> = []
  /// Its absolute axes by code (`EVIOCGBIT(EV_ABS)`, then `EVIOCGABS` each).
  var axes: [UInt16: Axis] = [:]

  /// `INPUT_PROP_POINTER`: the pointer moves with the fingers (a touchpad).
  static let pointerProperty = 0
  /// `INPUT_PROP_DIRECT`: the fingers are where the screen shows things.
  static let directProperty = 1
  /// `INPUT_PROP_BUTTONPAD`: a touchpad that clicks as a whole.
  static let buttonpadProperty = 2

  private typealias Codes = EvdevEvent.AbsoluteAxis

  /// Whether it reports touches the importers read: multi-touch positions,
  /// or single-touch ones with `BTN_TOUCH`.
  var isTouchDevice: Bool {
    let multitouch = axes[Codes.multitouchPositionX] != nil && axes[Codes.multitouchPositionY] != nil
    let singleTouch = axes[Codes.x] != nil && axes[Codes.y] != nil && keys.contains(EvdevEvent.Key.touch)
    return multitouch || singleTouch
  }

  /// What kind of touch device it is, in words: `a touchscreen`, `a touchpad`...
  var kind: String {
    if properties.contains(Self.directProperty) { return "a touchscreen (INPUT_PROP_DIRECT)" }
    if properties.contains(Self.buttonpadProperty) { return "a clickpad (INPUT_PROP_BUTTONPAD)" }
    if properties.contains(Self.pointerProperty) { return "a touchpad (INPUT_PROP_POINTER)" }
    if keys.contains(0x140) { return "a tablet (BTN_TOOL_PEN)" }
    return "a touch device that does not say whether it is a screen (no INPUT_PROP_DIRECT)"
  }

  /// How it reports contacts: multi-touch protocol B with its slots, A, or one touch.
  var protocolDescription: String {
    if let slots = axes[Codes.multitouchSlot] {
      return "multi-touch protocol B, \(Int(slots.maximum) - Int(slots.minimum) + 1) slots"
    }
    if axes[Codes.multitouchPositionX] != nil { return "multi-touch protocol A" }
    return "single touch (BTN_TOUCH, ABS_X, ABS_Y)"
  }

  /// Why it is not a touch device: what it sends instead.
  var notTouchReason: String {
    let sends = eventTypes.sorted().filter { $0 != EvdevEvent.EventType.sync }
      .map { EvdevEvent.name(ofType: $0) ?? "type \($0)" }
    let what = sends.isEmpty ? "no events" : sends.joined(separator: ", ")
    return
      "it has no ABS_MT_POSITION_X and ABS_MT_POSITION_Y, nor ABS_X, ABS_Y and BTN_TOUCH (it sends \(what))"
  }

  /// The geometry the importers map its units with.
  var geometry: DeviceGeometry {
    var geometry = DeviceGeometry(name: name, isDirect: properties.contains(Self.directProperty))
    for (code, axis) in axes {
      geometry.set(
        AxisRange(minimum: axis.minimum, maximum: axis.maximum, resolution: axis.resolution), forCode: code)
    }
    geometry.singleTouchCurrentX = axes[Codes.x]?.value
    geometry.singleTouchCurrentY = axes[Codes.y]?.value
    return geometry
  }

  /// What `watch` prints on standard error before it starts, as evtest and
  /// `libinput debug-events` do: the name and id, the kind and protocol, the
  /// position axes.
  var description: [String] {
    func hex(_ value: UInt16) -> String { "0x" + String(value, radix: 16) }
    var lines = [
      "\"\(name)\" (bus \(hex(identity.bus)) vendor \(hex(identity.vendor)) product \(hex(identity.product)) "
        + "version \(hex(identity.version)))",
      "  \(kind), \(protocolDescription)",
    ]
    let positions = [Codes.multitouchPositionX, Codes.multitouchPositionY, Codes.x, Codes.y]
    for code in positions {
      guard let axis = axes[code],
        let name = EvdevEvent.name(ofCode: code, type: EvdevEvent.EventType.absolute)
      else { continue }
      let resolution = axis.resolution > 0 ? "\(axis.resolution) units/mm" : "no resolution"
      lines.append("  \(name) \(axis.minimum) to \(axis.maximum), \(resolution)")
    }
    return lines
  }
}
