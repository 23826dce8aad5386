/// Turns a thinned series into the points of a line on the time axis.
///
/// The series' points are thinned again to each pixel column's first,
/// lowest, highest and last point (the line looks the same, with at most
/// four points a column). Between two points further apart in time than
/// `holdAfter`, the line stays level and then steps: no frame between them
/// means the value did not change (the recorder keeps a frame every 1/60 s
/// while anything animates).
enum PlotLine {
  /// The line's points, in pixels.
  static func points(
    _ series: EnvelopeSeries, axis: TimeAxis, y: (Double) -> Double, holdAfter: Double
  ) -> [(x: Double, y: Double)] {
    var columns: [EnvelopeSeries.Bucket] = []
    for sample in series.samples {
      let column = Int64(axis.x(sample.time).rounded(.down))
      if let last = columns.last, last.index == column {
        columns[columns.count - 1].merge(EnvelopeSeries.Bucket(index: column, sample: sample))
      } else {
        columns.append(EnvelopeSeries.Bucket(index: column, sample: sample))
      }
    }
    var result: [(x: Double, y: Double)] = []
    var previous: EnvelopeSeries.Sample?
    for column in columns {
      for sample in column.samples {
        if let previous, sample.time - previous.time > holdAfter, sample.value != previous.value {
          result.append((axis.x(sample.time), y(previous.value)))
        }
        result.append((axis.x(sample.time), y(sample.value)))
        previous = sample
      }
    }
    return simplified(result)
  }

  /// `points` without repeats and without the points in the middle of a
  /// level run or of an upright run that goes one way.
  static func simplified(_ points: [(x: Double, y: Double)]) -> [(x: Double, y: Double)] {
    var result: [(x: Double, y: Double)] = []
    result.reserveCapacity(points.count)
    for point in points {
      let rounded = (x: (point.x * 10).rounded() / 10, y: (point.y * 10).rounded() / 10)
      if let last = result.last, last.x == rounded.x, last.y == rounded.y { continue }
      if result.count >= 2 {
        let a = result[result.count - 2]
        let b = result[result.count - 1]
        let isLevel = a.y == b.y && b.y == rounded.y
        let isUpright = a.x == b.x && b.x == rounded.x && (b.y - a.y) * (rounded.y - b.y) >= 0
        if isLevel || isUpright {
          result[result.count - 1] = rounded
          continue
        }
      }
      result.append(rounded)
    }
    return result
  }
}
