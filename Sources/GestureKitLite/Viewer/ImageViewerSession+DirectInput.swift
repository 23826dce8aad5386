/// Wheel, key and action inputs (SPEC §2.4, §5.1): what a person gives a
/// viewer besides touches, given to the viewer in the touches' time.
///
/// Each input first plays the clock to its time (deadlines due by then
/// fire, animations move, a wheel gesture whose gap ran out ends), then
/// goes to the viewer unless a touch is down: touches come first. It
/// causes viewer events only, never a recognizer line.
extension ImageViewerSession {
  /// Processes one wheel input: a scroll, or a zoom with `ctrl` or `meta`.
  ///
  /// ```swift
  /// var session = ImageViewerSession()
  /// var output: [ImageViewerSession.Output] = []
  /// let pinch = WheelInput(
  ///   time: 0, location: Point(x: 195, y: 422), deltaX: 0, deltaY: -69.31471805599453, modifiers: [.ctrl])
  /// try session.process(pinch, into: &output)
  /// session.viewer.state.zoomScale  // 2.0: exp(100 ln 2 / 100), around the pointer
  /// ```
  ///
  /// - Throws: ``GestureEngineError/Kind/invalidInput(_:)`` for a time
  ///   before the clock, a number that is not finite or beyond
  ///   ``TouchStreamLimits``, or unknown modifier bits; nothing changes then.
  public mutating func process(_ wheel: WheelInput, into output: inout [Output]) throws(GestureEngineError) {
    try process(wheel) { output.append($0) }
  }

  /// Processes one key press (an auto-repeat is one more).
  ///
  /// - Throws: ``GestureEngineError/Kind/invalidInput(_:)`` for a time
  ///   before the clock, a name ``KeyInput/refusal(of:)`` refuses, or
  ///   unknown modifier bits; nothing changes then.
  public mutating func process(_ key: KeyInput, into output: inout [Output]) throws(GestureEngineError) {
    try process(key) { output.append($0) }
  }

  /// Processes one accessibility action.
  ///
  /// - Throws: ``GestureEngineError/Kind/invalidInput(_:)`` for a time
  ///   before the clock; nothing changes then.
  public mutating func process(_ action: ActionInput, into output: inout [Output]) throws(GestureEngineError)
  {
    try process(action) { output.append($0) }
  }

  /// Processes one wheel input, handing each output item to `handle`.
  @inline(never)  // not on the touches' path: one copy, not one in each caller
  public mutating func process(_ wheel: WheelInput, handle: (Output) -> Void) throws(GestureEngineError) {
    try check { (validator) throws(TouchSequenceValidator.Violation) in try validator.accept(wheel) }
    let configuration = viewer.configuration
    let delta = wheel.delta(
      viewport: Size(width: configuration.viewportWidth, height: configuration.viewportHeight))
    let input: ImageViewer.DirectInput =
      wheel.zooms ? .wheelZoom(at: wheel.location, deltaY: delta.y) : .wheelScroll(delta: delta)
    try take(input, at: wheel.time, handle: handle)
  }

  /// Processes one key press, handing each output item to `handle`.
  @inline(never)  // not on the touches' path: one copy, not one in each caller
  public mutating func process(_ key: KeyInput, handle: (Output) -> Void) throws(GestureEngineError) {
    try check { (validator) throws(TouchSequenceValidator.Violation) in try validator.accept(key) }
    try take(ImageViewer.DirectInput(key), at: key.time, handle: handle)
  }

  /// Processes one accessibility action, handing each output item to `handle`.
  @inline(never)  // not on the touches' path: one copy, not one in each caller
  public mutating func process(_ action: ActionInput, handle: (Output) -> Void) throws(GestureEngineError) {
    try check { (validator) throws(TouchSequenceValidator.Violation) in try validator.accept(action) }
    try take(ImageViewer.DirectInput(action.action), at: action.time, handle: handle)
  }

  /// Refuses an input that `accept` refuses on a copy of the engine's validator.
  private func check(
    _ accept: (inout TouchSequenceValidator) throws(TouchSequenceValidator.Violation) -> Void
  ) throws(GestureEngineError) {
    var checked = engine.validator
    do { try accept(&checked) } catch { throw GestureEngineError(.invalidInput(error.kind)) }
  }

  /// Plays the clock to `time`, then gives `input` to the viewer unless a
  /// touch is down (`nil`: a key the viewer does not use).
  private mutating func take(
    _ input: ImageViewer.DirectInput?, at time: Double, handle: (Output) -> Void
  ) throws(GestureEngineError) {
    try advance(to: time, handle: handle)
    guard let input, engine.validator.touchDownCount == 0 else { return }
    viewer.apply(input, at: Timestamp(seconds: time), into: &viewerEvents)
    handOver(handle)
    viewer.checkInvariants()
  }

  /// Processes a frame that comes while a wheel gesture is in progress: its
  /// touches end the gesture first, then the frame is delivered plainly.
  ///
  /// An empty frame (a tick) lets the gesture's gap run out in the viewer's
  /// clock, which the tuned delivery does not look at. Rare (the first
  /// frame after a wheel), so out of line.
  @inline(never)
  mutating func processDuringWheelGesture(
    frameAt time: Double, samples: UnsafeBufferPointer<TouchSample>, path: GestureEngine.DeliveryPath,
    handle: (Output) -> Void
  ) throws(GestureEngineError) {
    try endWheelGesture(forTouchesAt: time, samples, handle: handle)
    try gated { (engine, events, shouldBegin) throws(GestureEngineError) in
      try engine.process(frameAt: time, samples: samples, into: &events, shouldBegin: shouldBegin, path: path)
    }
    deliver(until: engine.currentTime ?? Timestamp(seconds: time), handle: handle)
  }

  /// Ends a wheel gesture in progress because touches go down at `time`:
  /// the deadlines before them fire first, each at its time (the gesture's
  /// own gap may run out among them), then the gesture ends at the touches'
  /// time, before their own events (SPEC §5.1).
  ///
  /// The samples are checked first, so refused ones change nothing.
  mutating func endWheelGesture(
    forTouchesAt time: Double, _ samples: UnsafeBufferPointer<TouchSample>, handle: (Output) -> Void
  ) throws(GestureEngineError) {
    guard !samples.isEmpty else { return }  // a tick: the gap's deadline is the viewer's to keep
    var checked = engine.validator
    try GestureEngine.check(samples, at: time, against: &checked)
    let now = Timestamp(seconds: time)
    try gated { engine, events, shouldBegin in
      engine.flush(into: &events, shouldBegin: shouldBegin, path: .general)
      engine.fireDeadlines(before: now, inclusive: false, into: &events, shouldBegin: shouldBegin)
    }
    deliver(until: now, handle: handle)
    viewer.endWheelGesture(at: now, into: &viewerEvents)
    handOver(handle)
  }
}
