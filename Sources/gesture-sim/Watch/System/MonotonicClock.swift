import Glibc

/// The monotonic clock `watch` ticks by (`CLOCK_MONOTONIC`), and that a
/// device is asked to stamp its events with.
enum MonotonicClock {
  /// Seconds since an arbitrary moment (the boot, on Linux).
  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
