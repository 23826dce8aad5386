import GestureKitLite

/// The timeline's space panel: the viewport at scale, each touch's path in
/// its colour with its down, lift and ticks every 0.1 s, and the slop
/// circles where the recognizers measured them.
struct SpacePanel {
  /// The panel's width and the tallest the viewport may be drawn, in pixels.
  static let width = 260.0
  static let maximumHeight = 520.0

  /// Pixels per point for a viewport of `viewport` points.
  static func scale(for viewport: Size) -> Double {
    guard viewport.width > 0, viewport.height > 0 else { return 1 }
    return min((width - 20) / viewport.width, maximumHeight / viewport.height)
  }

  let recording: RenderRecording
  /// The panel's top-left corner.
  let left: Double
  let top: Double

  private var viewport: Size {
    Size(width: recording.configuration.viewportWidth, height: recording.configuration.viewportHeight)
  }
  private var scale: Double { Self.scale(for: viewport) }
  private var originX: Double { left + (Self.width - viewport.width * scale) / 2 }
  private var originY: Double { top + 22 }

  /// The bottom of what the panel draws.
  var bottom: Double { originY + viewport.height * scale }

  private func x(_ value: Double) -> Double { originX + value * scale }
  private func y(_ value: Double) -> Double { originY + value * scale }

  /// Writes the panel.
  func write(to svg: inout SVGWriter) {
    let width = viewport.width * scale
    let height = viewport.height * scale
    svg.group(["id": "space"]) { svg in
      svg.element(
        "text", ["x": .number(left), "y": .number(top + 12), "font-weight": "bold"],
        text:
          "Space (\(NumberFormatting.shortest(viewport.width)) × \(NumberFormatting.shortest(viewport.height)) pt)"
      )
      svg.element(
        "rect",
        [
          "x": .number(originX), "y": .number(originY), "width": .number(width), "height": .number(height),
          "rx": 8, "fill": "#fbfbfb", "stroke": "#333333", "stroke-width": 1.2,
        ])
      // Touches outside the viewport are drawn up to the panel's edges, no further.
      svg.container("clipPath", ["id": "space-clip"]) { svg in
        svg.element(
          "rect",
          [
            "x": .number(left), "y": .number(originY - 10), "width": .number(Self.width),
            "height": .number(height + 20),
          ])
      }
      writeRestingImage(to: &svg)
      writeGrid(to: &svg)
      svg.group(["clip-path": "url(#space-clip)"]) { svg in writeTouches(to: &svg) }
    }
  }

  /// The slop circles, the paths and the down labels.
  private func writeTouches(to svg: inout SVGWriter) {
    svg.group(["fill": "none", "stroke-dasharray": "3 2", "stroke-width": 0.9]) { svg in
      for circle in recording.slopCircles {
        svg.element(
          "circle",
          [
            "cx": .number(x(circle.center.x)), "cy": .number(y(circle.center.y)),
            "r": .number(circle.radius * scale),
            "stroke": .string(RenderPalette.colour(of: circle.recognizer)),
          ])
      }
    }
    for trace in recording.touches.traces { write(trace, to: &svg) }
    writeDownLabels(to: &svg)
  }

  /// The page's image at rest, for reference.
  private func writeRestingImage(to svg: inout SVGWriter) {
    let offset = recording.restingState.contentOffset
    let zoom = recording.restingState.zoomScale
    let image = recording.fittedImage
    svg.element(
      "rect",
      [
        "x": .number(x(-offset.x)), "y": .number(y(-offset.y)), "width": .number(image.width * zoom * scale),
        "height": .number(image.height * zoom * scale), "fill": "#e9eff6",
      ])
    let label = restingImageLabel
    svg.element(
      "text",
      [
        "x": .number(label.x), "y": .number(label.y), "font-size": 9,
        "fill": .string(RenderPalette.mutedText),
      ],
      text: label.text)
  }

  /// Where the resting image's label goes: inside its top-left corner.
  private var restingImageLabel: (x: Double, y: Double, text: String) {
    let offset = recording.restingState.contentOffset
    return (x(-offset.x) + 4, y(-offset.y) + 12, "image at rest")
  }

  /// Light lines every 100 pt, labelled along the top and left edges.
  private func writeGrid(to svg: inout SVGWriter) {
    let step = viewport.width > 2000 || viewport.height > 2000 ? 500.0 : 100
    svg.group(["stroke": .string(RenderPalette.grid), "stroke-width": 0.6]) { svg in
      var value = step
      while value < viewport.width {
        svg.element(
          "line",
          [
            "x1": .number(x(value)), "y1": .number(y(0)), "x2": .number(x(value)),
            "y2": .number(y(viewport.height)),
          ])
        value += step
      }
      value = step
      while value < viewport.height {
        svg.element(
          "line",
          [
            "x1": .number(x(0)), "y1": .number(y(value)), "x2": .number(x(viewport.width)),
            "y2": .number(y(value)),
          ])
        value += step
      }
    }
  }

  private func write(_ trace: TouchTraces.Trace, to svg: inout SVGWriter) {
    let colour = RenderPalette.touch(trace.number)
    svg.group(["id": .string("touch-\(trace.number)"), "stroke": .string(colour), "fill": .string(colour)]) {
      svg in
      if trace.points.count > 1 {
        svg.element(
          "polyline",
          [
            "points": .string(SVGWriter.points(trace.points.map { (x($0.x), y($0.y)) })),
            "fill": "none", "stroke-width": 1.6, "stroke-linejoin": "round", "stroke-linecap": "round",
            "stroke-opacity": 0.85,
          ])
      }
      svg.group(["stroke": "none"]) { svg in
        for tick in trace.ticks {
          svg.element("circle", ["cx": .number(x(tick.x)), "cy": .number(y(tick.y)), "r": 1.3])
        }
      }
      let down = trace.points[0]
      svg.element("circle", ["cx": .number(x(down.x)), "cy": .number(y(down.y)), "r": 3.5, "stroke": "none"])
      let lift = trace.points[trace.points.count - 1]
      let (liftX, liftY) = (x(lift.x), y(lift.y))
      switch trace.end {
      case .up:
        svg.element(
          "circle",
          ["cx": .number(liftX), "cy": .number(liftY), "r": 3.5, "fill": "#ffffff", "stroke-width": 1.4])
      case .cancelled:
        svg.element(
          "path", ["d": .string(Self.cross(liftX, liftY, 3.5)), "fill": "none", "stroke-width": 1.6])
      case .stillDown:
        svg.element(
          "rect",
          [
            "x": .number(liftX - 3.5), "y": .number(liftY - 3.5), "width": 7, "height": 7, "fill": "#ffffff",
            "stroke-width": 1.4,
          ])
      }
    }
  }

  /// Labels the downs with their times; downs within 8 px of each other share a label.
  private func writeDownLabels(to svg: inout SVGWriter) {
    var clusters: [(x: Double, y: Double, times: [Double], number: Int)] = []
    for trace in recording.touches.traces {
      let point = (x: x(trace.points[0].x), y: y(trace.points[0].y))
      if let index = clusters.firstIndex(where: { abs($0.x - point.x) < 8 && abs($0.y - point.y) < 8 }) {
        clusters[index].times.append(trace.downTime)
      } else {
        clusters.append((point.x, point.y, [trace.downTime], trace.number))
      }
    }
    var placer = LabelPlacer(
      bounds: .init(x: left, y: originY, width: Self.width, height: viewport.height * scale))
    for cluster in clusters {
      placer.reserve(.init(x: cluster.x - 4, y: cluster.y - 4, width: 8, height: 8))
    }
    let image = restingImageLabel
    placer.reserve(
      .init(x: image.x, y: image.y - 9, width: LabelPlacer.width(of: image.text, fontSize: 9), height: 11))
    // Labels stay off the paths: every few pixels along each path is taken.
    for trace in recording.touches.traces {
      var previous: (x: Double, y: Double)?
      for point in trace.points.map({ (x: x($0.x), y: y($0.y)) }) {
        if let from = previous {
          let length = ((point.x - from.x) * (point.x - from.x) + (point.y - from.y) * (point.y - from.y))
            .squareRoot()
          let steps = max(1, Int(length / 4))
          for step in 0...steps {
            let fraction = Double(step) / Double(steps)
            placer.reserve(
              .init(
                x: from.x + (point.x - from.x) * fraction - 1.5,
                y: from.y + (point.y - from.y) * fraction - 1.5,
                width: 3, height: 3))
          }
        }
        previous = point
      }
    }
    svg.group(["font-size": 9, "fill": .string(RenderPalette.text)]) { svg in
      for cluster in clusters {
        let shown = cluster.times.prefix(4).map { NumberFormatting.milliseconds($0) }
        let text =
          shown.joined(separator: ", ") + (cluster.times.count > 4 ? " +\(cluster.times.count - 4)" : "")
        let width = LabelPlacer.width(of: text, fontSize: 9)
        let candidates: [LabelPlacer.Box] = [
          .init(x: cluster.x + 6, y: cluster.y - 5, width: width, height: 10),
          .init(x: cluster.x - 6 - width, y: cluster.y - 5, width: width, height: 10),
          .init(x: cluster.x - width / 2, y: cluster.y - 17, width: width, height: 10),
          .init(x: cluster.x - width / 2, y: cluster.y + 7, width: width, height: 10),
        ]
        guard let box = placer.place(candidates) else { continue }
        svg.element("text", ["x": .number(box.x), "y": .number(box.y + 8)], text: text)
      }
    }
  }

  /// The path of a × of half-size `size` centred on (`x`, `y`).
  static func cross(_ x: Double, _ y: Double, _ size: Double) -> String {
    let n = SVGWriter.number
    return
      "M\(n(x - size)),\(n(y - size))L\(n(x + size)),\(n(y + size))M\(n(x - size)),\(n(y + size))L\(n(x + size)),\(n(y - size))"
  }
}
