import GestureKitLite
import GestureKitLiteStreams

/// One Linux input event: the `struct input_event` a process reads from
/// `/dev/input/eventN`, as evemu and Android's `getevent` print it.
///
/// The kernel stamps each event with a time (`tv_sec`, `tv_usec`) and gives it
/// a type (`EV_ABS`), a code within the type (`ABS_MT_POSITION_X`) and a
/// signed 32-bit value. ``EvdevMultitouchDecoder`` turns a sequence of them
/// into ``/GestureKitLite/TouchFrame``s; the codes it reads are the constants below, named as
/// in `linux/input-event-codes.h`.
///
/// ```swift
/// let event = EvdevEvent(seconds: 1330495931, microseconds: 101114, type: EvdevEvent.EventType.absolute,
///                        code: EvdevEvent.AbsoluteAxis.multitouchPositionX, value: 1269)
/// ```
public struct EvdevEvent: Hashable, Sendable {
  /// The whole seconds of the event's time (`tv_sec`), from the clock the
  /// device was set to: `CLOCK_REALTIME` unless the reader chose another
  /// with `EVIOCSCLOCKID`.
  public var seconds: Int64
  /// The microseconds within ``seconds`` (`tv_usec`), 0 to 999,999.
  public var microseconds: Int64
  /// The event type (`EV_SYN`, `EV_KEY`, `EV_ABS`...): see ``EventType``.
  public var type: UInt16
  /// The event code within its type: see ``Sync``, ``Key`` and ``AbsoluteAxis``.
  public var code: UInt16
  /// The value: a position in device units, a slot index, a tracking ID, 0 or 1
  /// for a key, depending on the code.
  public var value: Int32

  /// Creates an event from the fields of a `struct input_event`.
  ///
  /// - Parameters:
  ///   - seconds: `tv_sec`, whole seconds.
  ///   - microseconds: `tv_usec`, microseconds within the second.
  ///   - type: The event type.
  ///   - code: The code within the type.
  ///   - value: The value.
  @inlinable
  public init(seconds: Int64, microseconds: Int64, type: UInt16, code: UInt16, value: Int32) {
    self.seconds = seconds
    self.microseconds = microseconds
    self.type = type
    self.code = code
    self.value = value
  }

  /// The event's time in whole microseconds (`tv_sec` × 10⁶ + `tv_usec`).
  ///
  /// Saturates instead of overflowing, so that no input can trap. The
  /// decoder does not use it: it refuses a time beyond
  /// ``/GestureKitLite/TouchStreamLimits/timeMagnitude`` instead of saturating it.
  @inlinable
  public var timeInMicroseconds: Int64 {
    let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000)
    if overflow { return seconds < 0 ? Int64.min : Int64.max }
    let (sum, overflowed) = scaled.addingReportingOverflow(microseconds)
    if overflowed { return microseconds < 0 ? Int64.min : Int64.max }
    return sum
  }

  /// A field of an event, so that a reader can point at its column when the
  /// decoder refuses the event.
  public enum Field: Equatable, Sendable {
    /// The time.
    case time
    /// The type.
    case type
    /// The code.
    case code
    /// The value.
    case value
  }
}

extension EvdevEvent {
  /// The event types the importers know (`EV_*`).
  public enum EventType {
    /// `EV_SYN` (0x00): frame markers.
    public static let sync: UInt16 = 0x00
    /// `EV_KEY` (0x01): buttons, including `BTN_TOUCH`.
    public static let key: UInt16 = 0x01
    /// `EV_REL` (0x02): relative axes (mice).
    public static let relative: UInt16 = 0x02
    /// `EV_ABS` (0x03): absolute axes, including the multi-touch ones.
    public static let absolute: UInt16 = 0x03
    /// `EV_MSC` (0x04): miscellaneous, such as `MSC_TIMESTAMP`.
    public static let miscellaneous: UInt16 = 0x04
    /// `EV_MAX` (0x1f): the largest event type.
    public static let maximum: UInt16 = 0x1f
  }

  /// The codes of `EV_SYN` events (`SYN_*`).
  public enum Sync {
    /// `SYN_REPORT` (0): ends a frame; everything since the last one happened together.
    public static let report: UInt16 = 0
    /// `SYN_CONFIG` (1): unused by touch devices.
    public static let config: UInt16 = 1
    /// `SYN_MT_REPORT` (2): ends one contact's report in multi-touch protocol A.
    public static let multitouchReport: UInt16 = 2
    /// `SYN_DROPPED` (3): the kernel's buffer overran and events were lost.
    public static let dropped: UInt16 = 3
    /// `SYN_MAX` (0xf): the largest sync code.
    public static let maximum: UInt16 = 0xf
  }

  /// The `EV_KEY` codes touch devices send (`BTN_*`); the decoder reads
  /// `BTN_TOUCH` on single-touch devices only, since on the others the
  /// multi-touch axes say everything these do.
  public enum Key {
    /// `BTN_TOOL_FINGER` (0x145): one finger on a touchpad.
    public static let toolFinger: UInt16 = 0x145
    /// `BTN_TOUCH` (0x14a): something touches the surface.
    public static let touch: UInt16 = 0x14a
    /// `BTN_TOOL_DOUBLETAP` (0x14d): two fingers.
    public static let toolDoubleTap: UInt16 = 0x14d
    /// `KEY_MAX` (0x2ff): the largest key code.
    public static let maximum: UInt16 = 0x2ff
  }

  /// The `EV_ABS` codes (`ABS_*`) the importers use.
  public enum AbsoluteAxis {
    /// `ABS_X` (0x00): the single-touch X position (read only until a multi-touch axis is seen).
    public static let x: UInt16 = 0x00
    /// `ABS_Y` (0x01): the single-touch Y position (likewise).
    public static let y: UInt16 = 0x01
    /// `ABS_MT_SLOT` (0x2f): protocol B; the slot the following events are about.
    public static let multitouchSlot: UInt16 = 0x2f
    /// `ABS_MT_TOUCH_MAJOR` (0x30): the contact's major axis, device units.
    public static let multitouchTouchMajor: UInt16 = 0x30
    /// `ABS_MT_POSITION_X` (0x35): the contact's X position, device units.
    public static let multitouchPositionX: UInt16 = 0x35
    /// `ABS_MT_POSITION_Y` (0x36): the contact's Y position, device units.
    public static let multitouchPositionY: UInt16 = 0x36
    /// `ABS_MT_TRACKING_ID` (0x39): the contact's identity; -1 lifts it (protocol B).
    public static let multitouchTrackingID: UInt16 = 0x39
    /// `ABS_MT_PRESSURE` (0x3a): the contact's pressure, device units.
    public static let multitouchPressure: UInt16 = 0x3a
    /// `ABS_MAX` (0x3f): the largest absolute axis code.
    public static let maximum: UInt16 = 0x3f
  }

  /// The largest code an event of `type` may carry, or `nil` for a type
  /// beyond `EV_MAX`.
  public static func maximumCode(forType type: UInt16) -> UInt16? {
    switch type {
    case EventType.sync: Sync.maximum
    case EventType.absolute: AbsoluteAxis.maximum
    case EventType.relative: 0x0f
    case EventType.miscellaneous: 0x07
    case 0x05: 0x10  // EV_SW
    case 0x11: 0x0f  // EV_LED
    case 0x12: 0x07  // EV_SND
    case 0x14: 0x01  // EV_REP
    case 0...EventType.maximum: Key.maximum
    default: nil
    }
  }
}
