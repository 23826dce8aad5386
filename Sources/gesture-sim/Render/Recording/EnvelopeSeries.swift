/// A value over time (the zoom, an offset), thinned to a bounded number of
/// buckets that keep each bucket's first, last, lowest and highest point.
///
/// This is M4 aggregation: a line through those four points of every pixel
/// column looks exactly as the line through every point would, so a plot
/// drawn from the buckets at any width up to their number loses nothing
/// visible. Buckets start a millisecond wide; when more than `capacity` hold
/// points their width doubles and neighbours merge, so memory stays bounded
/// whatever the stream's length and the whole stream stays in view.
struct EnvelopeSeries: Sendable {
  /// A point of the series: a time in seconds and a value.
  struct Sample: Equatable, Sendable {
    var time: Double
    var value: Double
  }

  /// The points a bucket keeps.
  struct Bucket: Equatable, Sendable {
    /// The bucket's number: ⌊(time − origin) ÷ width⌋.
    var index: Int64
    var first: Sample
    var last: Sample
    var lowest: Sample
    var highest: Sample

    init(index: Int64, sample: Sample) {
      self.index = index
      first = sample
      last = sample
      lowest = sample
      highest = sample
    }

    mutating func merge(_ later: Bucket) {
      last = later.last
      if later.lowest.value < lowest.value { lowest = later.lowest }
      if later.highest.value > highest.value { highest = later.highest }
    }

    /// The bucket's distinct points in time order.
    var samples: [Sample] {
      var result = [first]
      for sample in [lowest, highest].sorted(by: { $0.time < $1.time }) + [last]
      where sample != result[result.count - 1] {
        result.append(sample)
      }
      return result
    }
  }

  private(set) var buckets: [Bucket] = []
  private var origin: Double?
  private var width = 0.001
  let capacity: Int

  init(capacity: Int) {
    self.capacity = max(capacity, 2)
  }

  /// Adds a point no earlier than the previous one.
  mutating func add(time: Double, value: Double) {
    guard value.isFinite else { return }
    let origin = self.origin ?? time
    self.origin = origin
    let sample = Sample(time: time, value: value)
    let index = Int64(((time - origin) / width).rounded(.down))
    if let last = buckets.last, last.index >= index {
      buckets[buckets.count - 1].merge(Bucket(index: last.index, sample: sample))
      return
    }
    buckets.append(Bucket(index: index, sample: sample))
    while buckets.count > capacity { coarsen() }
  }

  /// Every kept point, in time order.
  var samples: [Sample] { buckets.flatMap(\.samples) }

  /// The lowest and highest value, or `nil` for an empty series.
  var range: ClosedRange<Double>? {
    guard let first = buckets.first else { return nil }
    var low = first.lowest.value
    var high = first.highest.value
    for bucket in buckets {
      low = min(low, bucket.lowest.value)
      high = max(high, bucket.highest.value)
    }
    return low...high
  }

  private mutating func coarsen() {
    width *= 2
    var merged: [Bucket] = []
    merged.reserveCapacity(buckets.count / 2 + 1)
    for var bucket in buckets {
      bucket.index >>= 1
      if let last = merged.last, last.index == bucket.index {
        merged[merged.count - 1].merge(bucket)
      } else {
        merged.append(bucket)
      }
    }
    buckets = merged
  }
}
