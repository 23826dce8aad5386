import GestureKitLite
import GestureKitLiteStreams

extension EvdevEvent {
  /// The type whose `EV_` name is `name` (`EV_ABS` → 3), or `nil` for a name
  /// `linux/input-event-codes.h` does not define.
  public static func type(named name: some StringProtocol) -> UInt16? {
    for (type, typeName) in typeNames where typeName == name { return type }
    return nil
  }

  /// The code whose name is `name` within `type` (`ABS_MT_SLOT` → 0x2f), or
  /// `nil` when the importers do not know that name.
  ///
  /// Names are known for `EV_SYN` and `EV_ABS`, the types the decoder reads,
  /// and for the `BTN_*` codes touch devices send.
  public static func code(named name: some StringProtocol, type: UInt16) -> UInt16? {
    let table: [(UInt16, String)]
    switch type {
    case EventType.sync: table = syncNames
    case EventType.absolute: table = absoluteNames
    case EventType.key: table = keyNames
    default: return nil
    }
    for (code, codeName) in table where codeName == name { return code }
    return nil
  }

  /// The `EV_` name of `type`, or `nil` for an unnamed type.
  public static func name(ofType type: UInt16) -> String? {
    for (known, name) in typeNames where known == type { return name }
    return nil
  }

  /// The name of `code` within `type` (`ABS_MT_SLOT`), or `nil` when the
  /// importers do not know it.
  public static func name(ofCode code: UInt16, type: UInt16) -> String? {
    let table: [(UInt16, String)]
    switch type {
    case EventType.sync: table = syncNames
    case EventType.absolute: table = absoluteNames
    case EventType.key: table = keyNames
    default: return nil
    }
    for (known, name) in table where known == code { return name }
    return nil
  }

  private static let typeNames: [(UInt16, String)] = [
    (0x00, "EV_SYN"), (0x01, "EV_KEY"), (0x02, "EV_REL"), (0x03, "EV_ABS"), (0x04, "EV_MSC"),
    (0x05, "EV_SW"), (0x11, "EV_LED"), (0x12, "EV_SND"), (0x14, "EV_REP"), (0x15, "EV_FF"),
    (0x16, "EV_PWR"), (0x17, "EV_FF_STATUS"),
  ]

  private static let syncNames: [(UInt16, String)] = [
    (0, "SYN_REPORT"), (1, "SYN_CONFIG"), (2, "SYN_MT_REPORT"), (3, "SYN_DROPPED"),
  ]

  private static let keyNames: [(UInt16, String)] = [
    (0x140, "BTN_TOOL_PEN"), (0x141, "BTN_TOOL_RUBBER"), (0x142, "BTN_TOOL_BRUSH"),
    (0x143, "BTN_TOOL_PENCIL"), (0x144, "BTN_TOOL_AIRBRUSH"), (0x145, "BTN_TOOL_FINGER"),
    (0x146, "BTN_TOOL_MOUSE"), (0x147, "BTN_TOOL_LENS"), (0x148, "BTN_TOOL_QUINTTAP"),
    (0x14a, "BTN_TOUCH"), (0x14b, "BTN_STYLUS"), (0x14c, "BTN_STYLUS2"),
    (0x14d, "BTN_TOOL_DOUBLETAP"), (0x14e, "BTN_TOOL_TRIPLETAP"), (0x14f, "BTN_TOOL_QUADTAP"),
  ]

  private static let absoluteNames: [(UInt16, String)] = [
    (0x00, "ABS_X"), (0x01, "ABS_Y"), (0x02, "ABS_Z"), (0x03, "ABS_RX"), (0x04, "ABS_RY"),
    (0x05, "ABS_RZ"), (0x06, "ABS_THROTTLE"), (0x07, "ABS_RUDDER"), (0x08, "ABS_WHEEL"),
    (0x09, "ABS_GAS"), (0x0a, "ABS_BRAKE"), (0x10, "ABS_HAT0X"), (0x11, "ABS_HAT0Y"),
    (0x12, "ABS_HAT1X"), (0x13, "ABS_HAT1Y"), (0x14, "ABS_HAT2X"), (0x15, "ABS_HAT2Y"),
    (0x16, "ABS_HAT3X"), (0x17, "ABS_HAT3Y"), (0x18, "ABS_PRESSURE"), (0x19, "ABS_DISTANCE"),
    (0x1a, "ABS_TILT_X"), (0x1b, "ABS_TILT_Y"), (0x1c, "ABS_TOOL_WIDTH"), (0x20, "ABS_VOLUME"),
    (0x21, "ABS_PROFILE"), (0x28, "ABS_MISC"), (0x2e, "ABS_RESERVED"), (0x2f, "ABS_MT_SLOT"),
    (0x30, "ABS_MT_TOUCH_MAJOR"), (0x31, "ABS_MT_TOUCH_MINOR"), (0x32, "ABS_MT_WIDTH_MAJOR"),
    (0x33, "ABS_MT_WIDTH_MINOR"), (0x34, "ABS_MT_ORIENTATION"), (0x35, "ABS_MT_POSITION_X"),
    (0x36, "ABS_MT_POSITION_Y"), (0x37, "ABS_MT_TOOL_TYPE"), (0x38, "ABS_MT_BLOB_ID"),
    (0x39, "ABS_MT_TRACKING_ID"), (0x3a, "ABS_MT_PRESSURE"), (0x3b, "ABS_MT_DISTANCE"),
    (0x3c, "ABS_MT_TOOL_X"), (0x3d, "ABS_MT_TOOL_Y"),
  ]
}
