import GestureKitLite

/// The input lane (contract 1.3): where the wheel, key and action records
/// fell, under the touch lane, so that what the viewer did without a
/// recognizer line has its cause on the timeline.
extension RecognizerLanes {
  /// The colours of the input lane's marks.
  enum InputColour {
    static let scroll = "#5c6bc0"
    static let zoom = "#c25e00"
    static let key = "#37474f"
    static let action = "#00838f"
  }

  /// Writes the lane: wheel gestures as bars (scrolling and zooming in
  /// their colours), keys as ticks and actions as diamonds, each labelled
  /// where the lane has room before the next mark.
  func write(_ inputs: InputLane, to svg: inout SVGWriter, top: Double) {
    background("inputs", colour: RenderPalette.text, top: top, to: &svg)
    let middle = top + Self.laneHeight / 2
    svg.group(["id": "lane-inputs"]) { svg in
      for (track, colour) in [(inputs.scrolls, InputColour.scroll), (inputs.zooms, InputColour.zoom)] {
        for interval in joined(track.intervals) {
          let drawn = bar(
            interval.start, interval.end, y: middle - 5, height: 10, ["fill": .string(colour), "rx": 2],
            to: &svg)
          if drawn.width > 36, let label = interval.label {
            svg.element(
              "text",
              [
                "x": .number(drawn.x + drawn.width / 2), "y": .number(middle + 3.5), "text-anchor": "middle",
                "font-size": 9, "fill": "#ffffff",
              ], text: label)
          }
        }
      }
      writeMarks(inputs.keys.intervals, y: middle, to: &svg) { x, svg in
        svg.element(
          "rect",
          [
            "x": .number(x - 1.5), "y": .number(middle - 7), "width": 3, "height": 14,
            "fill": .string(InputColour.key),
          ])
      }
      writeMarks(inputs.actions.intervals, y: middle, to: &svg) { x, svg in
        let n = SVGWriter.number
        svg.element(
          "path",
          [
            "d": .string(
              "M\(n(x)),\(n(middle - 6))L\(n(x + 5)),\(n(middle))L\(n(x)),\(n(middle + 6))L\(n(x - 5)),\(n(middle))Z"
            ),
            "fill": .string(InputColour.action),
          ])
      }
      writeLabels(inputs, middle: middle, to: &svg)
    }
  }

  /// Each key's and action's name beside its mark, where it fits before
  /// the next mark or bar of the lane.
  private func writeLabels(_ inputs: InputLane, middle: Double, to svg: inout SVGWriter) {
    let marks = (inputs.keys.intervals + inputs.actions.intervals).sorted { $0.start < $1.start }
    let obstacles = (marks + inputs.scrolls.intervals + inputs.zooms.intervals).map { axis.x($0.start) }
      .sorted()
    for mark in marks {
      guard let label = mark.label else { continue }
      let x = axis.x(mark.start)
      let next = obstacles.first { $0 > x + 1 } ?? axis.right
      let width = Double(label.count) * 5.2
      guard next - x >= width + 10 else { continue }
      svg.element(
        "text",
        [
          "x": .number(x + 7), "y": .number(middle + 3.5), "font-size": 9,
          "fill": .string(RenderPalette.text),
        ],
        text: label)
    }
  }
}
