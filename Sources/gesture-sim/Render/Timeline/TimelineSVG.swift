import GestureKitLite

/// The SVG timeline of a recorded play: the space panel on the left; on the
/// right, on one time axis, the touch and recognizer lanes, the viewer's
/// events and its plotted state; a legend under the space panel.
///
/// 1200 px wide, text as text, nothing raster. The root element carries the
/// time axis (`data-time-start`, `data-time-end`, `data-axis-left`,
/// `data-axis-right`, `data-axis-top`, `data-axis-bottom`) so that the replay
/// can draw its cursor on it.
enum TimelineSVG {
  static let width = 1200.0
  static let axisLeft = 430.0
  static let axisRight = 1180.0
  static let headerHeight = 64.0

  /// The SVG document, with its XML declaration.
  static func document(_ recording: RenderRecording) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + element(recording)
  }

  /// The `<svg>` element alone, for embedding in HTML.
  static func element(_ recording: RenderRecording) -> String {
    let axis = TimeAxis(span: recording.timeSpan, left: axisLeft, right: axisRight)
    let lanesTop = headerHeight + 30
    let lanes = RecognizerLanes(recording: recording, axis: axis, top: lanesTop)
    let plots = ViewerPlots(recording: recording, axis: axis, top: lanesTop + lanes.height + 4)
    let timelineBottom = plots.top + plots.height
    let space = SpacePanel(recording: recording, left: 16, top: headerHeight + 8)
    let legend = TimelineLegend(recording: recording, left: 16, top: space.bottom + 18)
    let height = (max(timelineBottom + 26, legend.bottom + 12)).rounded(.up)
    var svg = SVGWriter()
    svg.raw(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVGWriter.number(width))\" height=\"\(SVGWriter.number(height))\""
    )
    svg.raw(" viewBox=\"0 0 \(SVGWriter.number(width)) \(SVGWriter.number(height))\"")
    svg.raw(
      " font-family=\"DejaVu Sans, Verdana, Arial, sans-serif\" font-size=\"11\" fill=\"\(RenderPalette.text)\""
    )
    svg.raw(" data-time-start=\"\(NumberFormatting.shortest(axis.span.lowerBound))\"")
    svg.raw(" data-time-end=\"\(NumberFormatting.shortest(axis.span.upperBound))\"")
    svg.raw(
      " data-axis-left=\"\(SVGWriter.number(axisLeft))\" data-axis-right=\"\(SVGWriter.number(axisRight))\"")
    svg.raw(
      " data-axis-top=\"\(SVGWriter.number(lanesTop))\" data-axis-bottom=\"\(SVGWriter.number(timelineBottom))\">\n"
    )
    svg.element("title", [:], text: "\(recording.title): gesture-sim render")
    svg.container("defs") { svg in
      svg.container("pattern", ["id": "waiting", "patternUnits": "userSpaceOnUse", "width": 5, "height": 5]) {
        svg in
        svg.element("rect", ["width": 5, "height": 5, "fill": "#fff4d6"])
        svg.element("path", ["d": "M0,5L5,0", "stroke": .string(RenderPalette.waiting), "stroke-width": 1])
      }
    }
    svg.element("rect", ["width": "100%", "height": "100%", "fill": "#ffffff"])
    writeHeader(recording, to: &svg)
    writeGrid(axis, top: lanesTop, bottom: timelineBottom, to: &svg)
    lanes.write(to: &svg)
    plots.write(to: &svg)
    space.write(to: &svg)
    legend.write(to: &svg)
    svg.raw("</svg>\n")
    return svg.text
  }

  private static func writeHeader(_ recording: RenderRecording, to svg: inout SVGWriter) {
    let configuration = recording.configuration
    let shortest = NumberFormatting.shortest
    svg.element("text", ["x": 16, "y": 26, "font-size": 17, "font-weight": "bold"], text: recording.title)
    var facts = [
      "\(NumberFormatting.milliseconds(recording.endTime - recording.startTime)) s",
      "\(counted(recording.sampleCount)) samples", "\(counted(recording.touches.touchCount)) touches",
      "viewport \(shortest(configuration.viewportWidth)) × \(shortest(configuration.viewportHeight)) pt",
      "\(configuration.pageCount) pages of \(shortest(configuration.imageWidth)) × \(shortest(configuration.imageHeight)) px",
      "settle \(shortest(configuration.settle)) s",
    ]
    if recording.touches.traces.count < recording.touches.touchCount {
      facts.append("paths of the first \(recording.touches.traces.count) touches drawn")
    }
    svg.element(
      "text", ["x": 16, "y": 46, "fill": .string(RenderPalette.mutedText)],
      text: facts.joined(separator: " · "))
    svg.element(
      "text",
      ["x": .number(width - 16), "y": 26, "text-anchor": "end", "fill": .string(RenderPalette.mutedText)],
      text: "gesture-sim render: same stream, same picture")
  }

  /// `count` with a comma between groups of three digits (`1,000,034`).
  static func counted(_ count: Int) -> String {
    let digits = String(count.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result += "," }
      result.append(digit)
    }
    return (count < 0 ? "-" : "") + result
  }

  /// Time ticks along the top and bottom, and light lines through every lane and plot.
  private static func writeGrid(_ axis: TimeAxis, top: Double, bottom: Double, to svg: inout SVGWriter) {
    svg.group(["id": "time-axis"]) { svg in
      svg.group(["stroke": .string(RenderPalette.grid), "stroke-width": 0.7]) { svg in
        for tick in axis.ticks {
          svg.element(
            "line",
            [
              "x1": .number(axis.x(tick)), "y1": .number(top - 6), "x2": .number(axis.x(tick)),
              "y2": .number(bottom + 4),
            ])
        }
      }
      svg.group(["font-size": 9.5, "text-anchor": "middle", "fill": .string(RenderPalette.mutedText)]) {
        svg in
        for tick in axis.ticks {
          svg.element("text", ["x": .number(axis.x(tick)), "y": .number(top - 9)], text: axis.label(tick))
          svg.element(
            "text", ["x": .number(axis.x(tick)), "y": .number(bottom + 15)], text: axis.label(tick))
        }
      }
    }
  }
}
