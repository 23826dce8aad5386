/// A point in stream time, counted in whole microseconds.
///
/// Streams give times as `Double` seconds; the engine rounds them to the
/// nearest microsecond so that a deadline computed as `up + 0.3` compares
/// exactly with a sample written as `0.39`, and so that event times print
/// without binary-fraction noise (`0.39`, not `0.38999999999999996`).
public struct Timestamp: Hashable, Comparable, Sendable {
  /// Microseconds from the stream's origin.
  public var microseconds: Int64

  /// Creates a timestamp from microseconds.
  @inlinable
  public init(microseconds: Int64) {
    self.microseconds = microseconds
  }

  /// Creates a timestamp from seconds, rounded to the nearest microsecond.
  ///
  /// Values beyond about ±292,000 years are clamped, so that no finite input
  /// can trap.
  @inlinable
  @inline(__always)  // once a frame; a call costs as much as the rounding
  public init(seconds: Double) {
    let product = seconds * 1_000_000
    // Below 2⁵², rounding by hand is exact (the fraction is computed without
    // error) and avoids a call into the C library's `round` on every frame.
    // Two compares rather than `abs`: they let the compiler drop the
    // conversion's own range checks, and the sum cannot overflow.
    if product > -0x1p52 && product < 0x1p52 {
      let truncated = Int64(product)
      let fraction = product - Double(truncated)
      microseconds = truncated &+ (fraction >= 0.5 ? 1 : (fraction <= -0.5 ? -1 : 0))
      return
    }
    let scaled = product.rounded()
    if scaled >= 9.0e18 {
      microseconds = 9_000_000_000_000_000_000
    } else if scaled <= -9.0e18 {
      microseconds = -9_000_000_000_000_000_000
    } else if scaled.isNaN {
      microseconds = 0
    } else {
      microseconds = Int64(scaled)
    }
  }

  /// The timestamp in seconds.
  @inlinable
  public var seconds: Double { Double(microseconds) / 1_000_000 }

  /// Orders timestamps in time.
  @inlinable
  public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
    lhs.microseconds < rhs.microseconds
  }

  /// The timestamp `duration` later; saturates instead of overflowing.
  @inlinable
  public func advanced(by duration: Timestamp.Duration) -> Timestamp {
    let (sum, overflow) = microseconds.addingReportingOverflow(duration.microseconds)
    if overflow { return Timestamp(microseconds: duration.microseconds > 0 ? .max : .min) }
    return Timestamp(microseconds: sum)
  }

  /// The time from `earlier` to this timestamp, in seconds: negative when
  /// `earlier` is later.
  ///
  /// Exact for any two times of a stream (SPEC's ±10¹⁰ s); two timestamps
  /// further apart than `Int64` microseconds can count (made with
  /// ``init(microseconds:)``) give the nearest `Double`, never a wrapped
  /// difference.
  @inlinable
  public func seconds(since earlier: Timestamp) -> Double {
    let (difference, overflow) = microseconds.subtractingReportingOverflow(earlier.microseconds)
    guard !overflow else { return (Double(microseconds) - Double(earlier.microseconds)) / 1_000_000 }
    return Double(difference) / 1_000_000
  }

  /// A length of stream time, in whole microseconds.
  public struct Duration: Hashable, Comparable, Sendable {
    /// The length in microseconds.
    public var microseconds: Int64

    /// Creates a duration from seconds, rounded to the nearest microsecond and
    /// clamped to ±292,000 years.
    @inlinable
    public init(seconds: Double) {
      microseconds = Timestamp(seconds: seconds).microseconds
    }

    /// The length in seconds.
    @inlinable
    public var seconds: Double { Double(microseconds) / 1_000_000 }

    /// Orders durations by length.
    @inlinable
    public static func < (lhs: Duration, rhs: Duration) -> Bool {
      lhs.microseconds < rhs.microseconds
    }
  }
}
