import GestureKitLite

/// Where each touch went, thinned for drawing: the space panel's paths and
/// the touch lane's bars.
///
/// A path keeps a point when it is at least ``tolerance`` (half a pixel at
/// the drawn scale) from the last kept one, and always keeps the down, the
/// lift and any point where the path turns by more than 60°, so the drawn
/// line is never more than half a pixel off the real one. A path that still
/// has more than `pointsPerTouch` points doubles its own tolerance and is
/// thinned again. Ticks mark where the touch was every `pathTickSpacing`
/// seconds (the spacing doubles past `ticksPerTouch` ticks). Only the first
/// `drawnTouches` touches keep a path; every touch keeps its bar.
struct TouchTraces: Sendable {
  /// How a touch's path ends.
  enum End: Equatable, Sendable {
    case up
    case cancelled
    /// The stream ended with the touch still down.
    case stillDown
  }

  /// One touch, from its down to its lift.
  struct Trace: Sendable {
    var id: UInt64
    /// The touch's number in the stream, from 0: its colour.
    var number: Int
    var downTime: Double
    var endTime: Double
    var end: End
    var points: [Point]
    var ticks: [Point]
    var tickSpacing: Double
    /// The row of the touch lane it is drawn in (0 for the first finger down).
    var row: Int
    /// The path's own tolerance, in points.
    var tolerance: Double
  }

  /// What is known about a touch that is down.
  private struct Live: Sendable {
    var trace: Int?
    var number: Int
    var row: Int
    var downTime: Double
    var last: (time: Double, location: Point)
    var lastKept: Point
    var pending: Point?
  }

  private(set) var traces: [Trace] = []
  /// Touches seen, drawn or not.
  private(set) var touchCount = 0
  /// Each lane row's bars, for every touch (drawn or not).
  private(set) var rows: [IntervalTrack] = []
  private var live: [UInt64: Live] = [:]
  private var rowsInUse: Set<Int> = []
  let tolerance: Double
  let limits: RenderLimits

  /// The most rows the touch lane has; touches beyond share the last.
  static let laneRows = 3

  /// Creates traces for a space panel drawn at `scale` pixels per point.
  init(scale: Double, limits: RenderLimits) {
    tolerance = 0.5 / scale
    self.limits = limits
    rows = (0..<Self.laneRows).map { _ in IntervalTrack(capacity: limits.trackIntervals) }
  }

  /// The touch's number in the stream (its colour), if it is down.
  func number(of id: UInt64) -> Int? { live[id]?.number }

  /// Follows one sample.
  mutating func add(_ sample: TouchSample) {
    let id = sample.id.rawValue
    switch sample.phase {
    case .down:
      let row = (0..<Self.laneRows).first { !rowsInUse.contains($0) } ?? Self.laneRows - 1
      rowsInUse.insert(row)
      var trace: Int?
      if traces.count < limits.drawnTouches {
        trace = traces.count
        traces.append(
          Trace(
            id: id, number: touchCount, downTime: sample.time, endTime: sample.time, end: .stillDown,
            points: [sample.location], ticks: [], tickSpacing: limits.pathTickSpacing, row: row,
            tolerance: tolerance))
      }
      live[id] = Live(
        trace: trace, number: touchCount, row: row, downTime: sample.time,
        last: (sample.time, sample.location), lastKept: sample.location, pending: nil)
      touchCount += 1
    case .move, .up, .cancel:
      guard var touch = live[id] else { return }
      if let trace = touch.trace { follow(&touch, to: sample, in: trace) }
      touch.last = (sample.time, sample.location)
      if sample.phase == .move {
        live[id] = touch
        return
      }
      live[id] = nil
      if touch.row < Self.laneRows - 1 || !live.values.contains(where: { $0.row == touch.row }) {
        rowsInUse.remove(touch.row)
      }
      rows[touch.row].add(start: touch.downTime, end: sample.time)
      if let trace = touch.trace {
        traces[trace].endTime = sample.time
        traces[trace].end = sample.phase == .up ? .up : .cancelled
      }
    }
  }

  /// Ends the stream at `time`: touches still down keep their bars to it.
  mutating func finish(at time: Double) {
    for touch in live.values.sorted(by: { $0.number < $1.number }) {
      rows[touch.row].add(start: touch.downTime, end: time)
      if let trace = touch.trace {
        addTicks(&traces[trace], touch: touch, to: time, location: touch.last.location)
        traces[trace].endTime = time
      }
    }
  }

  private mutating func follow(_ touch: inout Live, to sample: TouchSample, in index: Int) {
    var trace = traces[index]
    defer { traces[index] = trace }
    addTicks(&trace, touch: touch, to: sample.time, location: sample.location)
    let location = sample.location
    let isLift = sample.phase != .move
    if location.distance(to: touch.lastKept) >= trace.tolerance {
      if let pending = touch.pending, Self.turns(from: touch.lastKept, at: pending, to: location) {
        trace.points.append(pending)
      }
      trace.points.append(location)
      touch.lastKept = location
      touch.pending = nil
    } else if isLift {
      if location != touch.lastKept { trace.points.append(location) }
      touch.lastKept = location
    } else {
      touch.pending = location
    }
    if trace.points.count > limits.pointsPerTouch {
      trace.tolerance *= 2
      trace.points = Self.thinned(trace.points, tolerance: trace.tolerance)
    }
  }

  /// Adds the ticks due by `time`, interpolated between the touch's last
  /// sample and `location`.
  private func addTicks(_ trace: inout Trace, touch: Live, to time: Double, location: Point) {
    var next = trace.downTime + Double(trace.ticks.count + 1) * trace.tickSpacing
    // A nanosecond of slack: down + 3 × 0.1 s is a hair past 0.3 s in binary.
    while next <= time + 1e-9 {
      let span = time - touch.last.time
      let fraction = span > 0 ? min((next - touch.last.time) / span, 1) : 1
      let from = touch.last.location
      trace.ticks.append(
        Point(x: from.x + (location.x - from.x) * fraction, y: from.y + (location.y - from.y) * fraction))
      if trace.ticks.count >= limits.ticksPerTouch {
        // Every other tick is a tick of the doubled spacing.
        trace.tickSpacing *= 2
        trace.ticks = stride(from: 1, to: trace.ticks.count, by: 2).map { trace.ticks[$0] }
      }
      next = trace.downTime + Double(trace.ticks.count + 1) * trace.tickSpacing
    }
  }

  /// Whether the path turns by more than 60° at `middle`.
  static func turns(from start: Point, at middle: Point, to end: Point) -> Bool {
    let a = Point(x: middle.x - start.x, y: middle.y - start.y)
    let b = Point(x: end.x - middle.x, y: end.y - middle.y)
    let lengths = a.length * b.length
    guard lengths > 0 else { return false }
    return (a.x * b.x + a.y * b.y) / lengths < 0.5
  }

  /// `points` with each point at least `tolerance` from the last kept one;
  /// the first and last are always kept.
  static func thinned(_ points: [Point], tolerance: Double) -> [Point] {
    guard let first = points.first, let last = points.last, points.count > 2 else { return points }
    var result = [first]
    for point in points.dropFirst().dropLast() where point.distance(to: result[result.count - 1]) >= tolerance
    {
      result.append(point)
    }
    result.append(last)
    return result
  }
}
