// Ending a stream in one call: the rule `gesture-sim play` ends every stream by.

extension ImageViewerSession {
  /// Ends the input as `gesture-sim play` ends a stream: delivers the
  /// samples collected one by one, then advances the clock `settle` seconds
  /// past the last sample or tick, so that the double tap's wait runs out,
  /// a tap is recognized and animations come to rest.
  ///
  /// The clock stops at ``TouchStreamLimits/timeMagnitude`` seconds rather
  /// than past it, and never goes back: a session whose last input was at
  /// the limit is not advanced at all. A session that has had no input is
  /// left as it is. Touches still down stay down. The session stays usable:
  /// a host that replays one recording after another into a session calls
  /// this after each.
  ///
  /// ```swift
  /// var session = ImageViewerSession()
  /// var output: [ImageViewerSession.Output] = []
  /// let tap = [(0.0, TouchSample.Phase.down), (0.09, .up)]
  /// for (time, phase) in tap {
  ///   let sample = TouchSample(time: time, phase: phase, id: TouchID(1), location: Point(x: 195, y: 422))
  ///   try session.process(TouchFrame(time: time, samples: [sample]), into: &output)
  /// }
  /// try session.finish(into: &output)  // the double tap's wait runs out at 0.39
  /// output.count  // 3: doubleTap failed, tap recognized, chromeToggled
  /// session.engine.currentTime?.seconds  // 1.09: settle (1 s) past the last sample
  /// ```
  ///
  /// - Parameters:
  ///   - settle: The seconds to play after the last input; the
  ///     configuration's `settle` (SPEC §3) when `nil`.
  ///   - output: Receives the outputs, appended.
  /// - Throws: ``GestureEngineError`` for a collected sample the engine
  ///   refuses, or a `settle` that is NaN; nothing changes then.
  public mutating func finish(settlingFor settle: Double? = nil, into output: inout [Output])
    throws(GestureEngineError)
  {
    try finish(settlingFor: settle) { output.append($0) }
  }

  /// Ends the input as ``finish(settlingFor:into:)`` does, handing each
  /// output item to `handle`.
  public mutating func finish(settlingFor settle: Double? = nil, handle: (Output) -> Void)
    throws(GestureEngineError)
  {
    let settle = settle ?? viewer.configuration.settle
    guard !settle.isNaN else { throw GestureEngineError(.invalidSample(.nonFiniteNumber("nan"))) }
    try flush(handle: handle)
    guard let last = engine.validator.latestTime else { return }
    try advance(to: Self.endTime(after: last, settlingFor: settle), handle: handle)
  }

  /// The time the input ends at: `settle` seconds past `last`, within the
  /// time limit, and never before `last`.
  static func endTime(after last: Double, settlingFor settle: Double) -> Double {
    max(min(last + settle, TouchStreamLimits.timeMagnitude), last)
  }
}
