import GestureKitLite

/// The timeline's viewer part: the viewer's events as labelled marks, when
/// the chrome is off screen, and plots of the zoom, the offset, the
/// pull-down, the background's alpha and the page, with their limits.
struct ViewerPlots {
  /// One plot: quantities drawn as lines on a shared scale.
  struct Plot {
    var title: String
    var lines: [ViewerSeries.Quantity]
    /// The quantities bounding a shaded band (the offsets a scroll rests within).
    var band: (lower: ViewerSeries.Quantity, upper: ViewerSeries.Quantity)?
    var limits: [(value: Double, label: String)]
    var height: Double
  }

  static let eventsHeight = 62.0
  static let statusHeight = 16.0
  static let gap = 8.0

  let recording: RenderRecording
  let axis: TimeAxis
  let top: Double

  var plots: [Plot] {
    let configuration = recording.configuration
    let shortest = NumberFormatting.shortest
    return [
      Plot(
        title: "zoom ×", lines: [.zoomScale], band: nil,
        limits: [
          (configuration.minZoom, "minZoom \(shortest(configuration.minZoom))"),
          (configuration.maxZoom, "maxZoom \(shortest(configuration.maxZoom))"),
        ], height: 76),
      Plot(
        title: "offset x pt", lines: [.offsetX], band: (.offsetXLower, .offsetXUpper), limits: [], height: 70),
      Plot(
        title: "offset y pt", lines: [.offsetY], band: (.offsetYLower, .offsetYUpper), limits: [], height: 70),
      Plot(
        title: "pull-down pt", lines: [.pullDown], band: nil,
        limits: [
          (configuration.dismissDistance, "dismissDistance \(shortest(configuration.dismissDistance))")
        ],
        height: 60),
      Plot(
        title: "background α", lines: [.backgroundAlpha], band: nil, limits: [(0, "0"), (1, "1")], height: 52),
      Plot(
        title: "page", lines: [.pagePosition, .page], band: nil,
        limits: [(0, "first"), (Double(max(configuration.pageCount - 1, 0)), "last")], height: 56),
    ]
  }

  /// The part's total height.
  var height: Double {
    Self.eventsHeight + Self.statusHeight + Self.gap + plots.reduce(0) { $0 + $1.height + Self.gap }
  }

  /// The top of the first plot.
  private var plotsTop: Double { top + Self.eventsHeight + Self.statusHeight + Self.gap }

  /// Writes the event marks, the status row and the plots.
  func write(to svg: inout SVGWriter) {
    svg.group(["id": "viewer"]) { svg in
      writeEvents(to: &svg)
      writeStatus(to: &svg, top: top + Self.eventsHeight)
      var plotTop = plotsTop
      for plot in plots {
        write(plot, top: plotTop, to: &svg)
        plotTop += plot.height + Self.gap
      }
    }
  }

  private func writeEvents(to svg: inout SVGWriter) {
    svg.element(
      "text",
      [
        "x": .number(axis.left - 8), "y": .number(top + Self.eventsHeight - 4), "text-anchor": "end",
        "font-weight": "bold",
      ],
      text: "viewer")
    let baseline = top + Self.eventsHeight - 6
    let marks = recording.viewerEvents.flatMap { kind, colour, track in
      track.intervals.map { (kind, colour, $0) }
    }
    .sorted { ($0.2.start, $0.0) < ($1.2.start, $1.0) }
    var placer = LabelPlacer(
      bounds: .init(
        x: axis.left - 40, y: top, width: TimelineSVG.width - axis.left + 36, height: Self.eventsHeight))
    var guides: [(x: Double, colour: String)] = []
    svg.group(["font-size": 9.5]) { svg in
      for (_, colour, interval) in marks {
        let x = axis.x(interval.start)
        let n = SVGWriter.number
        svg.element(
          "path",
          [
            "d": .string(
              "M\(n(x)),\(n(baseline - 5))L\(n(x + 4)),\(n(baseline))L\(n(x)),\(n(baseline + 5))L\(n(x - 4)),\(n(baseline))Z"
            ), "fill": .string(colour),
          ])
        if interval.count > 1 {
          svg.element(
            "line",
            [
              "x1": .number(x), "y1": .number(baseline), "x2": .number(axis.x(interval.end)),
              "y2": .number(baseline), "stroke": .string(colour), "stroke-width": 2,
            ])
          continue
        }
        if guides.count < 400 { guides.append((x, colour)) }
        guard let label = interval.label else { continue }
        let width = LabelPlacer.width(of: label, fontSize: 9.5)
        // Right of the mark in the first free row, else left of it.
        let rows = [x - 3, x + 3 - width].flatMap { left in
          (0..<4).map { row in
            LabelPlacer.Box(x: left, y: baseline - 20 - Double(row) * 11.5, width: width, height: 11)
          }
        }
        guard let box = placer.place(rows) else { continue }
        svg.element(
          "line",
          [
            "x1": .number(x), "y1": .number(box.y + 11), "x2": .number(x), "y2": .number(baseline - 5),
            "stroke": .string(colour), "stroke-width": 0.6,
          ])
        svg.element(
          "text", ["x": .number(box.x), "y": .number(box.y + 8.5), "fill": .string(colour)], text: label)
      }
    }
    let bottom = plotsTop + plots.reduce(0) { $0 + $1.height + Self.gap } - Self.gap
    svg.group(["stroke-width": 0.7, "stroke-dasharray": "2 3", "stroke-opacity": 0.55]) { svg in
      for guide in guides {
        svg.element(
          "line",
          [
            "x1": .number(guide.x), "y1": .number(baseline + 5), "x2": .number(guide.x),
            "y2": .number(bottom), "stroke": .string(guide.colour),
          ])
      }
    }
  }

  /// The row that shows when the chrome is off screen and when the viewer is dismissed.
  private func writeStatus(to svg: inout SVGWriter, top: Double) {
    svg.element(
      "text",
      [
        "x": .number(axis.left - 8), "y": .number(top + 11), "text-anchor": "end", "font-size": 10,
        "fill": .string(RenderPalette.mutedText),
      ],
      text: "chrome off · dismissed")
    for (track, colour, name) in [
      (recording.viewer.chromeHidden, "#9aa5b1", "chrome off screen"),
      (recording.viewer.dismissed, "#c62828", "dismissed"),
    ] {
      for interval in track.intervals {
        let x = axis.x(interval.start)
        let width = max(axis.x(interval.end) - x, 1)
        svg.element(
          "rect",
          [
            "x": .number(x), "y": .number(top + 3), "width": .number(width), "height": 10,
            "fill": .string(colour), "fill-opacity": 0.75,
          ])
        if width > LabelPlacer.width(of: name, fontSize: 8.5) + 6, interval.count == 1 {
          svg.element(
            "text", ["x": .number(x + 3), "y": .number(top + 11), "font-size": 8.5, "fill": "#ffffff"],
            text: name)
        }
      }
    }
  }

  private func write(_ plot: Plot, top: Double, to svg: inout SVGWriter) {
    let quantities = plot.lines + (plot.band.map { [$0.lower, $0.upper] } ?? [])
    var low = plot.limits.map(\.value).min() ?? .infinity
    var high = plot.limits.map(\.value).max() ?? -.infinity
    for quantity in quantities {
      guard let range = recording.viewer[quantity].range else { continue }
      low = min(low, range.lowerBound)
      high = max(high, range.upperBound)
    }
    if !(low <= high) { (low, high) = (0, 1) }
    if high - low < 1e-9 { (low, high) = (low - max(abs(low) * 0.1, 0.5), high + max(abs(high) * 0.1, 0.5)) }
    let padding = (high - low) * 0.08
    let (bottomValue, topValue) = (low - padding, high + padding)
    let y = { (value: Double) in
      top + plot.height - (value - bottomValue) / (topValue - bottomValue) * plot.height
    }
    let hold = 1.5 * recording.limits.frameSpacing
    svg.group(["id": .string("plot-\(plot.title.split(separator: " ").joined(separator: "-"))")]) { svg in
      svg.element(
        "rect",
        [
          "x": .number(axis.left), "y": .number(top), "width": .number(axis.right - axis.left),
          "height": .number(plot.height), "fill": "#fcfcfc", "stroke": "#d6d6d6", "stroke-width": 0.6,
        ])
      svg.element(
        "text",
        ["x": .number(axis.left - 8), "y": .number(top + 13), "text-anchor": "end", "font-weight": "bold"],
        text: plot.title)
      svg.group(["font-size": 9, "text-anchor": "end", "fill": .string(RenderPalette.mutedText)]) { svg in
        svg.element(
          "text", ["x": .number(axis.left - 8), "y": .number(top + plot.height - 2)], text: Self.label(low))
        svg.element("text", ["x": .number(axis.left - 8), "y": .number(top + 26)], text: Self.label(high))
      }
      if let band = plot.band {
        let upper = PlotLine.points(recording.viewer[band.upper], axis: axis, y: y, holdAfter: hold)
        let lower = PlotLine.points(recording.viewer[band.lower], axis: axis, y: y, holdAfter: hold)
        if !upper.isEmpty, !lower.isEmpty {
          svg.element(
            "polygon",
            [
              "points": .string(SVGWriter.points(upper + lower.reversed())),
              "fill": .string(RenderPalette.band), "fill-opacity": 0.28, "stroke": "none",
            ])
        }
      }
      for (value, label) in plot.limits {
        svg.element(
          "line",
          [
            "x1": .number(axis.left), "y1": .number(y(value)), "x2": .number(axis.right),
            "y2": .number(y(value)), "stroke": .string(RenderPalette.limit), "stroke-width": 0.8,
            "stroke-dasharray": "5 3", "stroke-opacity": 0.7,
          ])
        svg.element(
          "text",
          [
            "x": .number(axis.right - 3), "y": .number(y(value) - 2.5), "text-anchor": "end",
            "font-size": 8.5, "fill": .string(RenderPalette.limit),
          ],
          text: label)
      }
      for (index, quantity) in plot.lines.enumerated() {
        let isMain = index == plot.lines.count - 1
        let points = PlotLine.points(
          recording.viewer[quantity], axis: axis, y: y, holdAfter: quantity == .page ? 0 : hold)
        guard !points.isEmpty else { continue }
        svg.element(
          "polyline",
          [
            "points": .string(SVGWriter.points(points)), "fill": "none",
            "stroke": .string(isMain ? RenderPalette.line : "#7a8da8"), "stroke-width": isMain ? 1.5 : 1,
            "stroke-linejoin": "round",
          ])
      }
    }
  }

  /// A value as the plot's scale shows it: rounded to a millionth, shortest form.
  static func label(_ value: Double) -> String {
    NumberFormatting.logged(((value * 100).rounded()) / 100)
  }
}
