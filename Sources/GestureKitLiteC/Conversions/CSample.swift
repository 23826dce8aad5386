import CGestureKitLite
import GestureKitLite

/// A C `gkl_sample` as the engine's ``TouchSample``.
enum CSample {
  /// The sample at `time`, or `nil` for an unknown phase.
  ///
  /// Its numbers are not checked here: the engine refuses NaN, infinities and times out of
  /// range with SPEC §2.3's messages.
  @inline(__always)
  static func sample(_ sample: gkl_sample, time: Double) -> TouchSample? {
    guard sample.phase >= 0, let phase = TouchSample.Phase(rawValue: UInt8(clamping: sample.phase)) else {
      return nil
    }
    return TouchSample(
      time: time, phase: phase, id: TouchID(sample.id), location: Point(x: sample.x, y: sample.y))
  }
}
