import GestureKitLite

/// The defaults of every gesture, in one place.
///
/// Durations are in microseconds. Inside a gesture they become whole frames
/// at the sample rate (a tap's 100 ms is 12 frames at 120 Hz, 6 at 60 Hz).
enum GestureDefaults {
  /// How long a tap (and each tap of a double tap) is down: 100 ms, a
  /// typical quick tap, well under `tapMaxDuration` (0.5 s).
  static let tapHold: Microseconds = 100_000
  /// A double tap's time from the first up to the second down: 150 ms,
  /// inside `doubleTapMinInterval`…`doubleTapInterval` (0.04–0.3 s).
  static let doubleTapGap: Microseconds = 150_000
  /// How long a long press is down: 700 ms, clearly past `tapMaxDuration`.
  static let longPressHold: Microseconds = 700_000
  /// A drag's (and pull-down's) motion: 300 ms.
  static let dragDuration: Microseconds = 300_000
  /// A flick's motion: 100 ms.
  static let flickDuration: Microseconds = 100_000
  /// A swipe's motion: 200 ms.
  static let swipeDuration: Microseconds = 200_000
  /// A swipe's distance as a fraction of the viewport's width: 0.6, past the
  /// half that turns a page by distance alone.
  static let swipeFraction: Double = 0.6
  /// A pinch's motion: 400 ms.
  static let pinchDuration: Microseconds = 400_000
  /// How long a quick scale's second touch stays still before it drags:
  /// 50 ms, a finger that lands and pulls at once.
  static let quickScaleHold: Microseconds = 50_000
}

extension GestureScriptParser {
  /// The options every gesture takes.
  private static let endings: [GestureOptions.Name] = [.as, .keep, .cancel]
  /// The options of the one-finger motions.
  private static let strokeOptions: [GestureOptions.Name] = [.in, .easing, .hold, .rest] + endings

  /// Reads `tap X Y`, `doubletap X Y` or `longpress X Y` and their options.
  func parsePress(_ kind: Press.Kind, _ line: inout ScriptLine) throws(GestureScriptError) -> Press {
    let point = Point(x: try line.number("the x coordinate"), y: try line.number("the y coordinate"))
    let allowed: [GestureOptions.Name] =
      kind == .doubleTap ? [.hold, .gap] + Self.endings : [.hold] + Self.endings
    let options = try GestureOptions.parse(&line, for: kind.rawValue, allowed: allowed)
    let defaultHold: Microseconds
    switch kind {
    case .tap, .doubleTap: defaultHold = GestureDefaults.tapHold
    case .longPress: defaultHold = GestureDefaults.longPressHold
    }
    return Press(
      kind: kind, point: point, hold: options.hold ?? defaultHold,
      gap: kind == .doubleTap ? options.gap ?? GestureDefaults.doubleTapGap : 0,
      finish: options.finish ?? .lift, label: options.labels.first)
  }

  /// Reads `drag X Y (-> X Y | by DX DY)` or the same for `flick`, and options.
  func parseStroke(_ kind: Stroke.Kind, _ line: inout ScriptLine) throws(GestureScriptError) -> Stroke {
    let from = Point(x: try line.number("the x coordinate"), y: try line.number("the y coordinate"))
    let motion = try parseMotion(&line)
    let options = try GestureOptions.parse(&line, for: kind.rawValue, allowed: Self.strokeOptions)
    let duration = kind == .flick ? GestureDefaults.flickDuration : GestureDefaults.dragDuration
    return stroke(kind, from: from, to: motion.end(from: from), options, duration: duration)
  }

  /// Reads `pulldown X Y by D` and options.
  func parsePullDown(_ line: inout ScriptLine) throws(GestureScriptError) -> Stroke {
    let from = Point(x: try line.number("the x coordinate"), y: try line.number("the y coordinate"))
    try line.expect("by", "'by' and the distance down")
    let distance = try line.nonNegativeNumber("the distance down in points")
    let options = try GestureOptions.parse(&line, for: "pulldown", allowed: Self.strokeOptions)
    return stroke(
      .pullDown, from: from, to: Point(x: from.x, y: from.y + distance), options,
      duration: GestureDefaults.dragDuration)
  }

  /// Reads `swipe left|right` and options, and places it in `viewport`:
  /// centered horizontally, at half the height unless `y` says otherwise.
  func parseSwipe(_ line: inout ScriptLine, viewport: Size) throws(GestureScriptError) -> Stroke {
    let sign: Double
    if line.skip("left") {
      sign = -1
    } else if line.skip("right") {
      sign = 1
    } else {
      throw line.unexpected("left or right after 'swipe'")
    }
    let options = try GestureOptions.parse(&line, for: "swipe", allowed: [.by, .y] + Self.strokeOptions)
    let distance = options.distance ?? viewport.width * GestureDefaults.swipeFraction
    let y = options.y ?? viewport.height / 2
    let from = Point(x: viewport.width / 2 - sign * distance / 2, y: y)
    let to = Point(x: viewport.width / 2 + sign * distance / 2, y: y)
    return stroke(.swipe, from: from, to: to, options, duration: GestureDefaults.swipeDuration)
  }

  /// Reads `pinch X Y span A -> B` and options.
  func parsePinch(_ line: inout ScriptLine) throws(GestureScriptError) -> Pinch {
    let center = Point(x: try line.number("the focal point's x"), y: try line.number("the focal point's y"))
    try line.expect("span", "'span' and the start and end spans")
    let fromSpan = try line.nonNegativeNumber("the start span in points")
    try line.expect("->", "'->' and the end span")
    let toSpan = try line.nonNegativeNumber("the end span in points")
    let options = try GestureOptions.parse(
      &line, for: "pinch", allowed: [.in, .easing, .move, .angle, .hold, .rest] + Self.endings,
      labelCount: 2)
    return Pinch(
      center: center, fromSpan: fromSpan, toSpan: toSpan, move: options.move ?? .zero,
      angle: options.angle ?? 0, duration: options.duration ?? GestureDefaults.pinchDuration,
      easing: options.easing ?? .linear, hold: options.hold ?? 0, rest: options.rest ?? 0,
      finish: options.finish ?? .lift, labels: options.labels)
  }

  /// Reads `quickscale X Y by DY` and options.
  func parseQuickScale(_ line: inout ScriptLine) throws(GestureScriptError) -> QuickScale {
    let point = Point(x: try line.number("the x coordinate"), y: try line.number("the y coordinate"))
    try line.expect("by", "'by' and the vertical distance (down zooms in, up zooms out)")
    let distance = try line.number("the vertical distance in points")
    let options = try GestureOptions.parse(
      &line, for: "quickscale", allowed: [.gap, .hold, .in, .easing, .rest] + Self.endings)
    return QuickScale(
      point: point, distance: distance, gap: options.gap ?? GestureDefaults.doubleTapGap,
      hold: options.hold ?? GestureDefaults.quickScaleHold,
      duration: options.duration ?? GestureDefaults.dragDuration, easing: options.easing ?? .linear,
      rest: options.rest ?? 0, finish: options.finish ?? .lift, label: options.labels.first)
  }

  /// A stroke from its parts and options, with the defaults filled in.
  private func stroke(
    _ kind: Stroke.Kind, from: Point, to: Point, _ options: GestureOptions, duration: Microseconds
  ) -> Stroke {
    Stroke(
      kind: kind, from: from, to: to, duration: options.duration ?? duration,
      easing: options.easing ?? .linear, hold: options.hold ?? 0, rest: options.rest ?? 0,
      finish: options.finish ?? .lift, label: options.labels.first)
  }
}
