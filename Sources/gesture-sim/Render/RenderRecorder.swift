import GestureKitLite
import GestureKitLiteStreams

/// Watches a session play and keeps what a render draws (a
/// ``RenderRecording``), in bounded memory.
///
/// The player hands it every input the session took (``record(inputAt:samples:outputs:session:)``)
/// and, before each, the chance to look between inputs (``probe(_:until:)``):
/// while an animation runs, or a deadline is due, a copy of the session is
/// advanced to each 1/60 s step or deadline and its state recorded. Only
/// copies are advanced, so the play itself is the one `gesture-sim play`
/// makes; and a copy advanced to a time gives exactly what `play` gives for
/// the stream cut at that time with a `tick` there, which is what the
/// browser tests check.
struct RenderRecorder {
  let limits: RenderLimits
  /// How the log's lines are spelled: `play`'s text form (with `--values`, its values).
  private let report: Report
  private let configuration: GestureConfiguration
  private let restingState: ImageViewerState
  private let fittedImage: Size
  private let ids: [RecognizerID]
  private var touches: TouchTraces
  private var lanes: [RecognizerLane]
  private var viewer: ViewerSeries
  private var viewerEvents: [(kind: String, colour: String, marks: IntervalTrack)] = []
  private var frames: FrameSampler
  private var log: [RenderRecording.LogLine] = []
  private var omittedLogLines = 0
  private var slopCircles: [RenderRecording.SlopCircle] = []
  private var omittedSlopCircles = 0
  /// Where the double tap's current attempt began, and whether its reach is drawn.
  private var doubleTapStart: (attempt: Int, location: Point, isDrawn: Bool)?
  private var startTime: Double?
  private var lastTime: Double?
  private var sampleCount = 0
  /// The wheel, key and action records, once one is played; `nil` keeps a
  /// stream without them drawn as in contract 1.2.
  private var inputs: InputLane?

  /// Starts recording the play of `session`, just built with `configuration`.
  init(session: ImageViewerSession, configuration: GestureConfiguration, limits: RenderLimits, report: Report)
  {
    self.limits = limits
    self.report = report
    self.configuration = configuration
    restingState = session.viewer.state
    fittedImage = session.viewer.fittedImageSize
    ids = session.engine.recognizerIDs
    let viewport = Size(width: configuration.viewportWidth, height: configuration.viewportHeight)
    touches = TouchTraces(scale: SpacePanel.scale(for: viewport), limits: limits)
    lanes = ids.map { id in
      let name = (try? session.engine.name(of: id)) ?? "recognizer\(id.index)"
      return RecognizerLane(
        name: name, recognizer: StandardRecognizer.allCases.first { $0.name == name }, limits: limits)
    }
    viewer = ViewerSeries(limits: limits)
    frames = FrameSampler(limits: limits)
  }

  /// Records the states between the last input and the next one, at `end`
  /// seconds, where something moves without an input.
  mutating func probe(_ session: ImageViewerSession, until end: Double) {
    guard let from = lastTime, end > from else { return }
    var isAnimating = session.viewer.isAnimating
    var deadline = session.engine.nextDeadline?.seconds
    var step = 1.0
    // The last time probed: a deadline at or before it has had its turn (a
    // recognizer that keeps a deadline in the past is stopped by the engine,
    // and must not hold the probe in place).
    var probed = from
    while true {
      let grid = from + step * limits.frameSpacing
      let next: Double
      if let due = deadline, due > probed, !isAnimating || due <= grid {
        next = due
      } else if isAnimating {
        next = grid
      } else {
        break
      }
      guard next < end else { break }
      var copy = session
      var happened = false
      try? copy.advance(to: next) { _ in happened = true }
      addFrame(at: next, copy, isEvent: happened)
      isAnimating = copy.viewer.isAnimating
      deadline = copy.engine.nextDeadline?.seconds
      probed = next
      while from + step * limits.frameSpacing <= next { step += 1 }
    }
  }

  /// Records an input the session took at `time` seconds: its samples (none
  /// for a tick) and what the session made of it.
  mutating func record(
    inputAt time: Double, samples: some Collection<TouchSample>,
    outputs: some Collection<ImageViewerSession.Output>, session: ImageViewerSession
  ) {
    if startTime == nil { startTime = time }
    lastTime = time
    sampleCount += samples.count
    var isEvent = false
    for sample in samples {
      touches.add(sample)
      if sample.phase != .move { isEvent = true }
    }
    for output in outputs {
      note(output, session: session)
      guard let line = report.line(for: output) else { continue }
      isEvent = true
      if log.count < limits.logLines {
        log.append(.init(time: output.time, text: line, isViewer: output.isViewer))
      } else {
        omittedLogLines += 1
      }
    }
    for (index, id) in ids.enumerated() {
      guard let look = RecognizerLane.Look(session.engine, id: id), lanes[index].inspect(look, at: time)
      else {
        continue
      }
      if let recognizer = lanes[index].recognizer {
        measureSlop(of: recognizer, attempt: look.attempt, session)
      }
    }
    drawDoubleTapReach(session)
    addFrame(at: time, session, isEvent: isEvent)
  }

  /// Notes a wheel, key or action record the session took at `time`
  /// seconds, after ``record(inputAt:samples:outputs:session:)`` recorded what it did.
  mutating func recordInput(_ record: TouchStreamRecord, at time: Double) {
    if inputs == nil { inputs = InputLane(limits: limits, wheelGap: configuration.wheelGap) }
    inputs?.add(record, at: time)
  }

  /// The recording, with the stream ended at the session's last input.
  func finish(title: String, session: ImageViewerSession) -> RenderRecording {
    let end = lastTime ?? 0
    var touches = self.touches
    touches.finish(at: end)
    var viewer = self.viewer
    viewer.finish(at: end)
    var inputs = self.inputs
    inputs?.finish()
    return RenderRecording(
      title: title, configuration: configuration, fittedImage: fittedImage, restingState: restingState,
      startTime: startTime ?? 0, endTime: end, sampleCount: sampleCount, limits: limits,
      frames: frames.kept,
      playedFrameCount: frames.offeredCount, log: log, omittedLogLines: omittedLogLines,
      finalStateLine: report.stateLine(session.viewer.state), touches: touches, slopCircles: slopCircles,
      omittedSlopCircles: omittedSlopCircles,
      lanes: lanes.map {
        var lane = $0
        lane.finish(at: end)
        return lane
      },
      viewer: viewer, viewerEvents: viewerEvents, inputs: inputs)
  }

  private mutating func note(_ output: ImageViewerSession.Output, session: ImageViewerSession) {
    switch output {
    case .recognizer(let event):
      lanes[event.recognizer.index].note(event)
    case .viewer(let event):
      let line = report.line(for: event)
      // "0.950 viewer zoomToggled scale=4" → "zoomToggled scale=4".
      let label = line.split(separator: " ", maxSplits: 2).dropFirst(2).first.map(String.init)
      if let index = viewerEvents.firstIndex(where: { $0.kind == event.kind.name }) {
        viewerEvents[index].marks.mark(at: event.time.seconds, label: label)
      } else {
        var marks = IntervalTrack(capacity: limits.trackIntervals)
        marks.mark(at: event.time.seconds, label: label)
        viewerEvents.append((event.kind.name, RenderPalette.colour(of: event.kind), marks))
      }
    }
  }

  private mutating func addFrame(at time: Double, _ session: ImageViewerSession, isEvent: Bool) {
    viewer.add(session.viewer, at: time)
    let table = session.engine.touchesDown
    var down: [RenderFrame.Touch] = []
    for index in 0..<table.count where table[index].isDown {
      let entry = table[index]
      down.append(
        .init(
          id: entry.id.rawValue, number: touches.number(of: entry.id.rawValue) ?? 0, location: entry.location)
      )
    }
    frames.offer(RenderFrame(time: time, state: session.viewer.state, touches: down, isEvent: isEvent))
  }

  /// Draws the slop a recognizer measures from where its new attempt started.
  private mutating func measureSlop(
    of recognizer: StandardRecognizer, attempt: Int?, _ session: ImageViewerSession
  ) {
    let table = session.engine.touchesDown
    let down = (0..<table.count).map { table[$0] }.filter(\.isDown)
    switch recognizer.measuredSlop {
    case .tapSlop, .panSlop:
      guard down.count == 1 else { return }
      let isTap = recognizer.measuredSlop == .tapSlop
      addCircle(
        down[0].startLocation, radius: isTap ? configuration.tapSlop : configuration.panSlop, recognizer,
        .slop, isTap ? .tapSlop : .panSlop)
      if recognizer == .doubleTap, let attempt {
        doubleTapStart = (attempt, down[0].startLocation, false)
      }
    case .centroidPanSlop:
      guard let centroid = table.centroid(where: \.isDown) else { return }
      addCircle(centroid, radius: configuration.panSlop, recognizer, .slop, .panSlop)
    case .pinchSlop:
      guard down.count >= 2, let measure = table.centroidAndSpan(where: \.isDown) else { return }
      let half = configuration.pinchSlop / 2
      for radius in [measure.span / 2 - half, measure.span / 2 + half] where radius > 0 {
        addCircle(measure.centroid, radius: radius, recognizer, .pinchBand, .pinchSlop)
      }
    }
  }

  /// Draws, once an attempt, the reach of a double tap waiting for its second tap.
  private mutating func drawDoubleTapReach(_ session: ImageViewerSession) {
    let id = StandardRecognizer.doubleTap.id
    guard let start = doubleTapStart, !start.isDrawn, let look = RecognizerLane.Look(session.engine, id: id),
      look.attempt == start.attempt, look.deadline != nil, session.engine.touchesDown.downCount == 0
    else { return }
    doubleTapStart?.isDrawn = true
    addCircle(start.location, radius: configuration.doubleTapSlop, .doubleTap, .reach, .doubleTapSlop)
  }

  private mutating func addCircle(
    _ center: Point, radius: Double, _ recognizer: StandardRecognizer,
    _ kind: RenderRecording.SlopCircle.Kind, _ setting: RenderRecording.SlopCircle.Setting
  ) {
    let circle = RenderRecording.SlopCircle(
      center: center, radius: radius, recognizer: recognizer, kind: kind, setting: setting)
    // One circle for all the recognizers that measure the same one (a tap's
    // and a drag's 10 pt around one down).
    let isKnown = slopCircles.contains {
      abs($0.center.x - center.x) < 0.05 && abs($0.center.y - center.y) < 0.05
        && abs($0.radius - radius) < 0.05
    }
    guard !isKnown else { return }
    guard slopCircles.count < limits.slopCircles else {
      omittedSlopCircles += 1
      return
    }
    slopCircles.append(circle)
  }
}

extension ImageViewerSession.Output {
  /// The time of the event.
  var time: Double {
    switch self {
    case .recognizer(let event): event.time.seconds
    case .viewer(let event): event.time.seconds
    }
  }

  /// Whether it is a viewer event.
  var isViewer: Bool {
    switch self {
    case .recognizer: false
    case .viewer: true
    }
  }
}
