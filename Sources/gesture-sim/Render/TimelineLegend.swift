import GestureKitLite

/// The key under the space panel: what each mark, bar and circle means,
/// with the configuration values that set the circles, and what was thinned.
struct TimelineLegend {
  let recording: RenderRecording
  let left: Double
  let top: Double

  private static let rowHeight = 15.0

  private var notes: [String] {
    var notes: [String] = []
    let touches = recording.touches
    if touches.traces.count < touches.touchCount {
      notes.append(
        "paths: the first \(touches.traces.count) of \(TimelineSVG.counted(touches.touchCount)) touches")
    }
    if recording.omittedSlopCircles > 0 {
      notes.append("circles: the first \(recording.slopCircles.count) (\(recording.omittedSlopCircles) more)")
    }
    return notes
  }

  private var circleKeys: [(colour: String, text: String)] {
    var seen: [RenderRecording.SlopCircle.Setting] = []
    var keys: [(String, String)] = []
    for circle in recording.slopCircles where !seen.contains(circle.setting) {
      seen.append(circle.setting)
      let value = NumberFormatting.shortest(circle.setting.value(in: recording.configuration))
      keys.append(
        (
          RenderPalette.colour(of: circle.recognizer),
          "\(circle.setting.meaning), \(circle.setting.key) \(value) pt"
        ))
    }
    return keys
  }

  private var rowCount: Int { 8 + (recording.inputs == nil ? 0 : 1) + circleKeys.count + notes.count }

  /// The bottom of the legend.
  var bottom: Double { top + Double(rowCount) * Self.rowHeight }

  /// Writes the legend.
  func write(to svg: inout SVGWriter) {
    svg.group(["id": "legend", "font-size": 10]) { svg in
      var y = top
      let markX = left + 8
      let textX = left + 22
      func row(_ text: String, _ draw: (Double, inout SVGWriter) -> Void) {
        draw(y, &svg)
        svg.element("text", ["x": .number(textX), "y": .number(y + 3.5)], text: text)
        y += Self.rowHeight
      }
      let colour = RenderPalette.colour(of: .pan)
      row("began … ended; ▮ ended, × cancelled") { y, svg in
        svg.element(
          "rect",
          [
            "x": .number(markX - 7), "y": .number(y - 5), "width": 12, "height": 10, "fill": .string(colour),
            "rx": 2,
          ])
      }
      row("possible, an attempt in progress") { y, svg in
        svg.element(
          "rect",
          [
            "x": .number(markX - 7), "y": .number(y - 1.5), "width": 14, "height": 3, "fill": .string(colour),
            "fill-opacity": 0.35,
          ])
      }
      row("waiting for another to fail (held)") { y, svg in
        svg.element(
          "rect",
          [
            "x": .number(markX - 7), "y": .number(y - 5), "width": 14, "height": 10, "fill": "url(#waiting)",
            "stroke": .string(RenderPalette.waiting), "stroke-width": 0.8,
          ])
      }
      row("recognized") { y, svg in
        svg.element(
          "circle",
          ["cx": .number(markX), "cy": .number(y), "r": 5, "fill": .string(RenderPalette.colour(of: .tap))])
      }
      row("failed") { y, svg in
        svg.element(
          "path", ["d": .string(SpacePanel.cross(markX, y, 3)), "stroke": "#8a8a8a", "stroke-width": 1.3])
      }
      row("its own deadline fired (a wait ran out)") { y, svg in
        RecognizerLanes.clock(x: markX, y: y, to: &svg)
      }
      row("touch: ● down, ○ up, × cancel, □ still down") { y, svg in
        svg.element(
          "circle",
          ["cx": .number(markX), "cy": .number(y), "r": 3.5, "fill": .string(RenderPalette.touch(0))])
      }
      row("dots along a path: every 0.1 s") { y, svg in
        for dx in [-5.0, 0, 5] {
          svg.element(
            "circle",
            ["cx": .number(markX + dx), "cy": .number(y), "r": 1.3, "fill": .string(RenderPalette.touch(0))])
        }
      }
      if recording.inputs != nil {
        row("inputs: wheel scroll, wheel zoom, ▮ key, ◆ action") { y, svg in
          svg.element(
            "rect",
            [
              "x": .number(markX - 7), "y": .number(y - 4), "width": 6, "height": 8,
              "fill": .string(RecognizerLanes.InputColour.scroll),
            ])
          svg.element(
            "rect",
            [
              "x": .number(markX + 1), "y": .number(y - 4), "width": 6, "height": 8,
              "fill": .string(RecognizerLanes.InputColour.zoom),
            ])
        }
      }
      for (colour, text) in circleKeys {
        row(text) { y, svg in
          svg.element(
            "circle",
            [
              "cx": .number(markX), "cy": .number(y), "r": 5, "fill": "none", "stroke": .string(colour),
              "stroke-dasharray": "3 2",
            ])
        }
      }
      for note in notes {
        row(note) { _, _ in }
      }
    }
  }
}
