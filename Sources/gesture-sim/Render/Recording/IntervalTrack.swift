/// Intervals of one kind on a time axis (a recognizer's bars, or its marks as
/// zero-length intervals), kept in bounded memory.
///
/// Intervals arrive in time order. One that starts within ``tolerance`` of
/// the previous one's end joins it. The tolerance starts at zero, so a short
/// stream keeps every interval exactly; when more than `capacity` are kept it
/// doubles (from a millisecond) and the kept intervals are joined again, so a
/// long stream keeps a coarser picture of its whole length, never only its
/// beginning. ``Interval/count`` says how many were joined into one, and
/// ``Interval/label`` keeps the first one's label.
struct IntervalTrack: Sendable {
  /// One kept interval.
  struct Interval: Equatable, Sendable {
    var start: Double
    var end: Double
    /// How many intervals were joined into this one.
    var count: Int
    /// The first joined interval's label, if it had one.
    var label: String?
  }

  private(set) var intervals: [Interval] = []
  /// The widest gap, in seconds, that joins two intervals.
  private(set) var tolerance = 0.0
  let capacity: Int

  init(capacity: Int) {
    self.capacity = max(capacity, 2)
  }

  /// Adds an interval that starts no earlier than the previous one.
  mutating func add(start: Double, end: Double, label: String? = nil) {
    if let last = intervals.last, start - last.end <= tolerance {
      intervals[intervals.count - 1].end = max(last.end, end)
      intervals[intervals.count - 1].count += 1
      return
    }
    intervals.append(Interval(start: start, end: max(start, end), count: 1, label: label))
    while intervals.count > capacity { coarsen() }
  }

  /// Adds a mark: an interval of no length.
  mutating func mark(at time: Double, label: String? = nil) {
    add(start: time, end: time, label: label)
  }

  /// Doubles the tolerance and joins the kept intervals it now covers.
  private mutating func coarsen() {
    tolerance = max(tolerance * 2, 0.001)
    var joined: [Interval] = []
    joined.reserveCapacity(intervals.count)
    for interval in intervals {
      if let last = joined.last, interval.start - last.end <= tolerance {
        joined[joined.count - 1].end = max(last.end, interval.end)
        joined[joined.count - 1].count += interval.count
      } else {
        joined.append(interval)
      }
    }
    intervals = joined
  }
}
