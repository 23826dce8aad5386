import GestureKitLite

/// A touch stream written in test code: samples at explicit times, plus
/// helpers for drags and pinches sampled at a fixed rate.
///
/// ```swift
/// var script = TouchScript()
/// script.tap(1, at: Point(x: 195, y: 400), time: 0, duration: 0.09)
/// #expect(script.log() == ["0.390 doubleTap failed", "0.390 tap recognized"])
/// ```
struct TouchScript {
  enum Step {
    case sample(TouchSample)
    case tick(Double)
  }

  var steps: [Step] = []

  mutating func down(_ id: UInt64, _ x: Double, _ y: Double, at time: Double) {
    steps.append(.sample(TouchSample(time: time, phase: .down, id: TouchID(id), location: Point(x: x, y: y))))
  }

  mutating func move(_ id: UInt64, _ x: Double, _ y: Double, at time: Double) {
    steps.append(.sample(TouchSample(time: time, phase: .move, id: TouchID(id), location: Point(x: x, y: y))))
  }

  mutating func up(_ id: UInt64, _ x: Double, _ y: Double, at time: Double) {
    steps.append(.sample(TouchSample(time: time, phase: .up, id: TouchID(id), location: Point(x: x, y: y))))
  }

  mutating func cancel(_ id: UInt64, _ x: Double, _ y: Double, at time: Double) {
    steps.append(
      .sample(TouchSample(time: time, phase: .cancel, id: TouchID(id), location: Point(x: x, y: y))))
  }

  mutating func tick(_ time: Double) {
    steps.append(.tick(time))
  }

  /// A touch down at `point` and up `duration` seconds later, without moving.
  mutating func tap(_ id: UInt64, at point: Point, time: Double, duration: Double = 0.08) {
    down(id, point.x, point.y, at: time)
    up(id, point.x, point.y, at: time + duration)
  }

  /// One touch moving in a straight line at constant speed, sampled at `rate`
  /// Hz, from down to up (inclusive).
  ///
  /// `rest` adds that long a pause at the end
  /// (samples at the final point) before the up.
  mutating func drag(
    _ id: UInt64, from start: Point, to end: Point, time: Double, duration: Double,
    rate: Double = 120, rest: Double = 0, lift: Bool = true
  ) {
    down(id, start.x, start.y, at: time)
    let steps = max(1, Int((duration * rate).rounded()))
    for step in 1...steps {
      let f = Double(step) / Double(steps)
      let p = start + (end - start) * f
      let t = time + duration * f
      if step == steps && rest == 0 && lift {
        up(id, p.x, p.y, at: t)
      } else {
        move(id, p.x, p.y, at: t)
      }
    }
    if rest > 0 {
      let restSteps = max(1, Int((rest * rate).rounded()))
      for step in 1...restSteps {
        let t = time + duration + rest * Double(step) / Double(restSteps)
        if step == restSteps && lift { up(id, end.x, end.y, at: t) } else { move(id, end.x, end.y, at: t) }
      }
    }
  }

  /// Plays the script through `engine` and returns every event.
  func events(
    engine: inout GestureEngine, settle: Double? = 1.0,
    shouldBegin: (RecognizerID) -> Bool = { _ in true }
  ) throws -> [GestureEvent] {
    var events: [GestureEvent] = []
    var last = 0.0
    for step in steps.sorted(by: { $0.time < $1.time }) {
      switch step {
      case .sample(let sample):
        try engine.process(sample, into: &events, shouldBegin: shouldBegin)
        last = sample.time
      case .tick(let time):
        try engine.advance(to: time, into: &events, shouldBegin: shouldBegin)
        last = time
      }
    }
    try engine.flush(into: &events, shouldBegin: shouldBegin)
    if let settle { try engine.advance(to: last + settle, into: &events, shouldBegin: shouldBegin) }
    return events
  }

  /// Plays the script through the standard set and returns the log lines
  /// (`0.390 tap recognized`), without `changed` lines unless asked.
  func log(
    _ configuration: GestureConfiguration = GestureConfiguration(), changes: Bool = false,
    settle: Double? = 1.0, shouldBegin: (RecognizerID) -> Bool = { _ in true }
  ) throws -> [String] {
    var engine = try GestureEngine(standardSetWith: configuration)
    let events = try events(engine: &engine, settle: settle, shouldBegin: shouldBegin)
    return try events.filter { changes || $0.state != .changed }.map { event in
      "\(milliseconds(event.time.seconds)) \(try engine.name(of: event.recognizer)) \(event.state.name)"
    }
  }
}

extension TouchScript.Step {
  var time: Double {
    switch self {
    case .sample(let sample): sample.time
    case .tick(let time): time
    }
  }
}

/// `value` with three decimals, as the text event log prints times.
func milliseconds(_ value: Double) -> String {
  let thousandths = Int((value * 1000).rounded())
  let fraction = String(thousandths % 1000)
  return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
}

extension TouchScript {
  /// Plays the script through an image-viewer session, without the final
  /// settle unless `settle` is given; returns the session and the viewer lines
  /// (`0.270 zoomToggled scale=4`).
  func session(
    _ configuration: GestureConfiguration = GestureConfiguration(), settle: Double? = nil,
    observe: (ImageViewerSession) -> Void = { _ in }
  ) throws -> (session: ImageViewerSession, viewerLines: [String]) {
    var session = try ImageViewerSession(configuration: configuration)
    var output: [ImageViewerSession.Output] = []
    var last = 0.0
    for step in steps.sorted(by: { $0.time < $1.time }) {
      switch step {
      case .sample(let sample):
        try session.process(sample, into: &output)
        last = sample.time
      case .tick(let time):
        try session.advance(to: time, into: &output)
        last = time
      }
      observe(session)
    }
    try session.flush(into: &output)
    if let settle { try session.advance(to: last + settle, into: &output) }
    let lines = output.compactMap { item -> String? in
      guard case .viewer(let event) = item else { return nil }
      return "\(milliseconds(event.time.seconds)) \(event.kind.name)\(event.kind.fieldsText)"
    }
    return (session, lines)
  }
}

extension ImageViewerEvent.Kind {
  /// The event's fields as ` name=value` pairs, for test logs.
  var fieldsText: String {
    switch self {
    case .chromeToggled(let visible): " visible=\(visible)"
    case .zoomToggled(let scale): " scale=\(NumberFormatting.shortest(scale))"
    case .zoomEnded(let scale): " scale=\(NumberFormatting.shortest(scale))"
    case .zoomLimit(let limit): " limit=\(limit.rawValue)"
    case .pageChanged(let page): " page=\(page)"
    case .dismissBegan, .dismissCancelled, .dismissed: ""
    case .longPressed(let press):
      " location=\(Self.text(press.location))"
        + (press.imagePoint.map { " imagePoint=\(Self.text($0))" } ?? "")
    }
  }

  private static func text(_ point: Point) -> String {
    NumberFormatting.shortest(point.x) + "," + NumberFormatting.shortest(point.y)
  }
}
