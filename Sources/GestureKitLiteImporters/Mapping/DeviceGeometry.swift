import GestureKitLite
import GestureKitLiteStreams

/// What an importer needs to know about a touch device: the ranges of its
/// position axes (with their resolutions), how many slots it has, and
/// whether it is a direct-touch screen.
///
/// evemu writes these as `A:` lines in a recording's header or in a `.desc`
/// file beside it (``EvemuReader`` collects them); Android's `getevent -lp`
/// prints them too (``GeteventDeviceDescription``). A Linux host reads them
/// with the `EVIOCGABS` ioctl.
///
/// ```swift
/// var geometry = DeviceGeometry()
/// geometry.set(AxisRange(minimum: 0, maximum: 799), forCode: EvdevEvent.AbsoluteAxis.multitouchPositionX)
/// geometry.set(AxisRange(minimum: 0, maximum: 479), forCode: EvdevEvent.AbsoluteAxis.multitouchPositionY)
/// ```
public struct DeviceGeometry: Hashable, Sendable {
  /// The device's name (`N:` line or `name:`), when known.
  public var name: String?
  /// The range of `ABS_MT_POSITION_X`, device units; `nil` when unknown.
  public var x: AxisRange?
  /// The range of `ABS_MT_POSITION_Y`, device units; `nil` when unknown.
  public var y: AxisRange?
  /// The range of `ABS_MT_SLOT` (protocol B), `nil` when unknown.
  public var slots: AxisRange?
  /// The range of the single-touch `ABS_X`, used for X when the device
  /// gives no `ABS_MT_POSITION_X` range.
  public var singleTouchX: AxisRange?
  /// The range of the single-touch `ABS_Y`, used for Y likewise.
  public var singleTouchY: AxisRange?
  /// `ABS_X`'s value when the device was described (evemu's `# Value`
  /// header comment, `getevent -lp`'s `value`), device units; `nil` when the
  /// description does not give it.
  ///
  /// The kernel keeps this value and sends `ABS_X` only when it changes, so
  /// a single-touch device's touch that goes down before the recording sends
  /// `ABS_X` is here. (Multi-touch axes have no such value: the kernel keeps
  /// theirs per slot, and describes the axis with its set-up value, 0.)
  public var singleTouchCurrentX: Int32?
  /// `ABS_Y`'s value when the device was described, likewise.
  public var singleTouchCurrentY: Int32?
  /// Whether the device is a direct-touch screen (`INPUT_PROP_DIRECT`: its
  /// contacts are where something is on a display), as opposed to a
  /// touchpad or an opaque tablet; `nil` when the description does not say
  /// (evemu files without a `P:` line, getevent output without `input props:`).
  public var isDirect: Bool?

  /// Creates a geometry.
  ///
  /// - Parameters:
  ///   - x: The X position range, device units.
  ///   - y: The Y position range, device units.
  ///   - slots: The slot range, or `nil` for unknown.
  ///   - name: The device's name.
  ///   - isDirect: Whether it is a direct-touch screen, or `nil` for unknown.
  public init(
    x: AxisRange? = nil, y: AxisRange? = nil, slots: AxisRange? = nil, name: String? = nil,
    isDirect: Bool? = nil
  ) {
    self.x = x
    self.y = y
    self.slots = slots
    self.name = name
    self.isDirect = isDirect
  }

  /// Records the range of the absolute axis `code`; codes other than the
  /// position and slot axes are ignored.
  public mutating func set(_ range: AxisRange, forCode code: UInt16) {
    switch code {
    case EvdevEvent.AbsoluteAxis.multitouchPositionX: x = range
    case EvdevEvent.AbsoluteAxis.multitouchPositionY: y = range
    case EvdevEvent.AbsoluteAxis.multitouchSlot: slots = range
    case EvdevEvent.AbsoluteAxis.x: singleTouchX = range
    case EvdevEvent.AbsoluteAxis.y: singleTouchY = range
    default: return
    }
  }

  /// The X range to map with: the multi-touch one, else the single-touch one.
  public var positionX: AxisRange? { x ?? singleTouchX }
  /// The Y range to map with: the multi-touch one, else the single-touch one.
  public var positionY: AxisRange? { y ?? singleTouchY }

  /// The surface's size in device units (``AxisRange/unitCount`` on each
  /// axis), or `nil` while a position range is unknown.
  public var size: Size? {
    guard let x = positionX, let y = positionY else { return nil }
    return Size(width: x.unitCount, height: y.unitCount)
  }

  /// Whether its units can be mapped at their physical size, and if so the
  /// surface's size in points (a point is 1/163 inch).
  ///
  /// The physical scale needs both position axes' resolutions and a
  /// direct-touch screen: on a touchpad or an opaque tablet the fingers are
  /// not where anything is on a screen, and its size says nothing about the
  /// viewport. A device that does not say whether it is direct is not
  /// taken as one (Android's `InputReader` treats a device without
  /// `INPUT_PROP_DIRECT` as a pointer, not a touchscreen).
  public var physicalScale: PhysicalScale {
    guard let x = positionX, let y = positionY else { return .noRange }
    guard x.resolution > 0, y.resolution > 0 else { return .noResolution }
    switch isDirect {
    case nil: return .directnessUnknown
    case false?: return .indirect
    case true?: break
    }
    let mapping = CoordinateMapping(physical: x, y)
    let size = Size(
      width: CoordinateMapping.rounded(x.unitCount * mapping.scale.x),
      height: CoordinateMapping.rounded(y.unitCount * mapping.scale.y))
    let admitted = PhysicalScale.admittedLength
    guard admitted.contains(size.width), admitted.contains(size.height) else { return .outOfRange(size) }
    return .available(size)
  }
}

extension DeviceGeometry {
  /// This geometry, with what it lacks taken from `other`: a device's own
  /// answers filled in from a description (`--desc`).
  public func filled(from other: DeviceGeometry?) -> DeviceGeometry {
    guard let other else { return self }
    var result = self
    result.name = name ?? other.name
    result.x = x ?? other.x
    result.y = y ?? other.y
    result.slots = slots ?? other.slots
    result.singleTouchX = singleTouchX ?? other.singleTouchX
    result.singleTouchY = singleTouchY ?? other.singleTouchY
    result.singleTouchCurrentX = singleTouchCurrentX ?? other.singleTouchCurrentX
    result.singleTouchCurrentY = singleTouchCurrentY ?? other.singleTouchCurrentY
    result.isDirect = isDirect ?? other.isDirect
    return result
  }
}
