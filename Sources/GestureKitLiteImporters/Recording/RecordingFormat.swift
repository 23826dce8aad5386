import GestureKitLite
import GestureKitLiteStreams

/// The forms of device recording the library plays and imports
/// (`gesture-sim play --from`, `gesture-sim import --from`).
public enum RecordingFormat: String, CaseIterable, Sendable {
  /// evemu's `E:` lines (`evemu-record`), with `A:` lines in the header or a
  /// device description (`evemu-describe`'s `.desc` file).
  case evemu
  /// Android's `getevent -lt` text, with a device description
  /// (`getevent -lp`) or a range.
  case getevent
  /// Linux evdev's binary `struct input_event` records, as a reader of
  /// `/dev/input/eventN` gets them (``EvdevRecordReader``), with a device
  /// description (evemu `A:` lines) or a range, since the records carry no
  /// ranges (`gesture-sim watch` asks a device for them).
  case evdev
  /// W3C Pointer Events as JSON: CSS pixels, which are points.
  case pointerEvents = "pointer-events"

  /// Whether the recording is in device units (evdev), so that a device
  /// description or a range applies to it.
  public var isInDeviceUnits: Bool {
    switch self {
    case .evemu, .getevent, .evdev: true
    case .pointerEvents: false
    }
  }

  /// Refuses a device description or a range for a recording in points.
  ///
  /// - Throws: ``RecordingError`` (options) for pointer events, with
  ///   `gesture-sim`'s message for `--desc` or `--range` with them.
  public func checkDeviceOptionsAllowed() throws(RecordingError) {
    guard !isInDeviceUnits else { return }
    throw RecordingError(
      .options,
      message:
        "--desc and --range are for evemu, getevent and evdev; pointer events need no device description")
  }
}
