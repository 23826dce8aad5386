import GestureKitLite

/// The timeline's lanes: the touches down, the wheel, key and action
/// records (only for a stream that has any: `RecognizerLanes+Inputs.swift`),
/// then one lane per recognizer with its bars (trying, waiting,
/// began…ended) and marks (recognized, failed, cancelled, the deadline
/// that fired).
struct RecognizerLanes {
  /// The height of one lane, and the gap below it.
  static let laneHeight = 22.0
  static let gap = 4.0

  let recording: RenderRecording
  let axis: TimeAxis
  let top: Double

  /// How many lanes come before the recognizers': the touches, and the
  /// inputs when the stream has any.
  private var leadingLanes: Int { recording.inputs == nil ? 1 : 2 }

  /// The lanes' total height.
  var height: Double { Double(recording.lanes.count + leadingLanes) * (Self.laneHeight + Self.gap) }

  /// Writes the touch lane, the input lane and the recognizer lanes.
  func write(to svg: inout SVGWriter) {
    svg.group(["id": "lanes"]) { svg in
      writeTouchLane(to: &svg, top: top)
      if let inputs = recording.inputs {
        write(inputs, to: &svg, top: top + Self.laneHeight + Self.gap)
      }
      for (index, lane) in recording.lanes.enumerated() {
        write(lane, to: &svg, top: top + Double(index + leadingLanes) * (Self.laneHeight + Self.gap))
      }
    }
  }

  func background(_ name: String, colour: String, top: Double, to svg: inout SVGWriter) {
    svg.element(
      "rect",
      [
        "x": .number(axis.left), "y": .number(top), "width": .number(axis.right - axis.left),
        "height": .number(Self.laneHeight), "fill": .string(RenderPalette.laneBackground),
      ])
    svg.element(
      "text",
      [
        "x": .number(axis.left - 8), "y": .number(top + Self.laneHeight / 2 + 4), "text-anchor": "end",
        "font-weight": "bold", "fill": .string(colour),
      ], text: name)
  }

  /// `intervals` with those less than a pixel apart joined: what the eye
  /// sees, and no more rectangles than the axis has pixels.
  func joined(_ intervals: [IntervalTrack.Interval]) -> [IntervalTrack.Interval] {
    var result: [IntervalTrack.Interval] = []
    for interval in intervals {
      if let last = result.last, axis.x(interval.start) - axis.x(last.end) < 1 {
        result[result.count - 1].end = max(last.end, interval.end)
        result[result.count - 1].count += interval.count
      } else {
        result.append(interval)
      }
    }
    return result
  }

  /// A bar from `start` to `end` seconds, at least a pixel wide.
  func bar(
    _ start: Double, _ end: Double, y: Double, height: Double,
    _ attributes: KeyValuePairs<String, SVGWriter.Value>,
    to svg: inout SVGWriter
  ) -> (x: Double, width: Double) {
    let x = axis.x(start)
    let width = max(axis.x(end) - x, 1)
    svg.raw(
      "<rect x=\"\(SVGWriter.number(x))\" y=\"\(SVGWriter.number(y))\" width=\"\(SVGWriter.number(width))\" height=\"\(SVGWriter.number(height))\""
    )
    for (name, value) in attributes { svg.raw(" \(name)=\"\(value.text)\"") }
    svg.raw("/>\n")
    return (x, width)
  }

  private func writeTouchLane(to svg: inout SVGWriter, top: Double) {
    background("touches", colour: RenderPalette.text, top: top, to: &svg)
    let rowHeight = (Self.laneHeight - 4) / Double(TouchTraces.laneRows)
    let traced = Set(recording.touches.traces.map(\.number))
    svg.group(["fill": "#b0b0b0"]) { svg in
      // Touches without a path of their own (past the cap) in grey.
      if traced.count < recording.touches.touchCount {
        for (row, track) in recording.touches.rows.enumerated() {
          for interval in joined(track.intervals) {
            _ = bar(
              interval.start, interval.end, y: top + 2 + Double(row) * rowHeight, height: rowHeight - 1, [:],
              to: &svg)
          }
        }
      }
    }
    for trace in recording.touches.traces {
      let y = top + 2 + Double(trace.row) * rowHeight
      _ = bar(
        trace.downTime, trace.endTime, y: y, height: rowHeight - 1,
        ["fill": .string(RenderPalette.touch(trace.number))], to: &svg)
      if trace.end == .cancelled {
        svg.element(
          "path",
          [
            "d": .string(SpacePanel.cross(axis.x(trace.endTime), y + rowHeight / 2, 3)), "stroke": "#000000",
            "stroke-width": 1.2,
          ])
      }
    }
  }

  private func write(_ lane: RecognizerLane, to svg: inout SVGWriter, top: Double) {
    let colour = RenderPalette.colour(of: lane.recognizer)
    background(lane.name, colour: colour, top: top, to: &svg)
    let middle = top + Self.laneHeight / 2
    svg.group(["id": .string("lane-\(lane.name)")]) { svg in
      for interval in joined(lane.intervals(.trying)) {
        _ = bar(
          interval.start, interval.end, y: middle - 1.5, height: 3,
          ["fill": .string(colour), "fill-opacity": 0.35], to: &svg)
      }
      for interval in joined(lane.intervals(.waiting)) {
        let drawn = bar(
          interval.start, interval.end, y: middle - 6, height: 12,
          ["fill": "url(#waiting)", "stroke": .string(RenderPalette.waiting), "stroke-width": 0.8], to: &svg)
        if drawn.width > 48 {
          svg.element(
            "text",
            [
              "x": .number(drawn.x + drawn.width / 2), "y": .number(middle + 3.5), "text-anchor": "middle",
              "font-size": 9, "fill": .string(RenderPalette.waiting),
            ], text: "waiting")
        }
      }
      for interval in joined(lane.intervals(.active)) {
        _ = bar(
          interval.start, interval.end, y: middle - 6, height: 12, ["fill": .string(colour), "rx": 2],
          to: &svg)
      }
      writeMarks(lane.intervals(.ended), y: middle, to: &svg) { x, svg in
        svg.element(
          "rect",
          ["x": .number(x - 1), "y": .number(middle - 7), "width": 2, "height": 14, "fill": "#1a1a1a"])
      }
      writeMarks(lane.intervals(.cancelled), y: middle, to: &svg) { x, svg in
        svg.element(
          "path", ["d": .string(SpacePanel.cross(x, middle, 4)), "stroke": "#1a1a1a", "stroke-width": 1.8])
      }
      writeMarks(lane.intervals(.failed), y: middle, to: &svg) { x, svg in
        svg.element(
          "path", ["d": .string(SpacePanel.cross(x, middle, 3)), "stroke": "#8a8a8a", "stroke-width": 1.3])
      }
      writeReasons(in: lane, top: top, to: &svg)
      writeMarks(lane.intervals(.recognized), y: middle, to: &svg) { x, svg in
        svg.element(
          "circle",
          [
            "cx": .number(x), "cy": .number(middle), "r": 5, "fill": .string(colour), "stroke": "#ffffff",
            "stroke-width": 1.2,
          ])
      }
      writeMarks(lane.intervals(.deadline), y: middle, to: &svg) { x, svg in
        Self.clock(x: x, y: top + 4.5, to: &svg)
      }
    }
  }

  /// Writes `mark` at each mark; joined marks get one at each end and a line between.
  func writeMarks(
    _ intervals: [IntervalTrack.Interval], y: Double, to svg: inout SVGWriter,
    _ mark: (Double, inout SVGWriter) -> Void
  ) {
    var lastX = -Double.infinity
    for interval in intervals {
      let start = axis.x(interval.start)
      let end = axis.x(interval.end)
      if end - start >= 2 {
        svg.element(
          "line",
          [
            "x1": .number(start), "y1": .number(y), "x2": .number(end), "y2": .number(y),
            "stroke": "#8a8a8a", "stroke-width": 0.8,
          ])
        mark(start, &svg)
        mark(end, &svg)
        lastX = end
      } else if start - lastX >= 1 {
        // Marks closer than a pixel would draw on top of each other.
        mark(start, &svg)
        lastX = start
      }
    }
  }

  /// Writes each failure's and cancellation's reason on the lane: its code
  /// beside the mark where the lane has room before the next one, and the
  /// whole reason as the mark's tooltip.
  private func writeReasons(in lane: RecognizerLane, top: Double, to svg: inout SVGWriter) {
    let marks = (lane.intervals(.failed) + lane.intervals(.cancelled)).filter { $0.label != nil }
    // Where something else is drawn on the lane: a code stops short of it.
    let obstacles = RecognizerLane.Track.allCases.filter { $0 != .trying }.flatMap { lane.intervals($0) }
      .map { axis.x($0.start) }.sorted()
    for mark in marks.sorted(by: { $0.start < $1.start }) {
      guard let reason = mark.label else { continue }
      let x = axis.x(mark.start)
      let code = String(reason.prefix { $0 != ":" })
      let next = obstacles.first { $0 > x + 1 } ?? axis.right
      let roomy = next - x >= Self.reasonTextWidth(code) + 8
      svg.group(["class": "reason"]) { svg in
        svg.element("title", [:], text: reason)
        // A target for the tooltip over the mark, and the code when it fits.
        svg.element(
          "rect",
          [
            "x": .number(x - 4), "y": .number(top + 2),
            "width": .number(roomy ? Self.reasonTextWidth(code) + 10 : 8),
            "height": .number(Self.laneHeight - 4), "fill": "#ffffff", "fill-opacity": 0,
          ])
        if roomy {
          svg.element(
            "text",
            [
              "x": .number(x + 5), "y": .number(top + Self.laneHeight / 2 + 3), "font-size": 8,
              "fill": "#6a6a6a",
            ], text: code)
        }
      }
    }
  }

  /// About how wide `text` is at the reasons' 8 pt, in pixels.
  private static func reasonTextWidth(_ text: String) -> Double { Double(text.count) * 4.4 }

  /// A small clock: where a deadline fired.
  static func clock(x: Double, y: Double, to svg: inout SVGWriter) {
    let n = SVGWriter.number
    svg.element(
      "circle",
      ["cx": .number(x), "cy": .number(y), "r": 4, "fill": "#ffffff", "stroke": "#1a1a1a", "stroke-width": 1])
    svg.element(
      "path",
      [
        "d": .string("M\(n(x)),\(n(y - 2.6))L\(n(x)),\(n(y))L\(n(x + 2)),\(n(y))"), "fill": "none",
        "stroke": "#1a1a1a", "stroke-width": 1,
      ])
  }
}
