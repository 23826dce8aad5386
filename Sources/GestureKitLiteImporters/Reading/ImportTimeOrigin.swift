import GestureKitLite
import GestureKitLiteStreams

/// Where an importer puts time zero.
///
/// Recordings carry times from their own clock: evemu's and getevent's are
/// the kernel's (`CLOCK_REALTIME` seconds since 1970 for evemu, seconds
/// since boot for Android), pointer events' are milliseconds since the page
/// loaded. Samples are in seconds either way; only the origin differs.
public enum ImportTimeOrigin: Equatable, Sendable {
  /// Time zero is the first frame (evdev: the first `SYN_REPORT`; pointer
  /// events: the first event), so a stream starts at `0`. The default, and
  /// what `gesture-sim import` writes.
  case firstFrame
  /// Times are the recording's own, converted to seconds: for a live device
  /// whose host also drives the clock (display ticks) from the same clock.
  case recorded
}
