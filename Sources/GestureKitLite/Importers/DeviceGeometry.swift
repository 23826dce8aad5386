/// What an importer needs to know about a touch device: the ranges of its
/// multi-touch position axes and how many slots it has.
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

  /// Creates a geometry.
  ///
  /// - Parameters:
  ///   - x: The X position range, device units.
  ///   - y: The Y position range, device units.
  ///   - slots: The slot range, or `nil` for unknown.
  ///   - name: The device's name.
  public init(x: AxisRange? = nil, y: AxisRange? = nil, slots: AxisRange? = nil, name: String? = nil) {
    self.x = x
    self.y = y
    self.slots = slots
    self.name = name
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
}
