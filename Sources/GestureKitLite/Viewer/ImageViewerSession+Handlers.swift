/// Each input of the session in its second form: handing each output item
/// to a closure as it happens, instead of appending it to an array.
///
/// The closure form has no buffer to fill and empty, so it suits a host that
/// consumes items at once. `handle` must not use the session: it runs while
/// the session is being changed. Both forms give the same items in the same
/// order: a recognizer event, then the viewer events it caused.
extension ImageViewerSession {
  /// Processes one frame of touches, handing each output item to `handle`.
  ///
  /// - Throws: ``GestureEngineError``; nothing changes then.
  public mutating func process(_ frame: TouchFrame, handle: (Output) -> Void) throws(GestureEngineError) {
    try frame.samples.withUnsafeBufferPointer { (samples) throws(GestureEngineError) in
      try process(frameAt: frame.time, samples: samples, handle: handle)
    }
  }

  /// Processes one frame given as a buffer of samples (a part of a larger
  /// buffer): the package's own player and benchmark.
  ///
  /// The package's, not an embedder's: a host reuses one ``TouchFrame`` instead
  /// (see ``process(_:handle:)-(TouchFrame,_)``).
  package mutating func process(
    frameAt time: Double, samples: UnsafeBufferPointer<TouchSample>, into output: inout [Output]
  ) throws(GestureEngineError) {
    try process(frameAt: time, samples: samples) { output.append($0) }
  }

  /// Processes one frame given as a buffer of samples, handing each output
  /// item to `handle`: the path that allocates nothing and copies least.
  ///
  /// Every frame input comes here, the one place the tuned delivery is
  /// compiled into; samples, flushes and ticks deliver plainly.
  ///
  /// For the package's player and benchmark, like
  /// ``process(frameAt:samples:into:)``.
  package mutating func process(
    frameAt time: Double, samples: UnsafeBufferPointer<TouchSample>, handle: (Output) -> Void
  ) throws(GestureEngineError) {
    try process(frameAt: time, samples: samples, path: .fastest, handle: handle)
  }

  /// Processes one sample, handing each output item to `handle`.
  public mutating func process(_ sample: TouchSample, handle: (Output) -> Void) throws(GestureEngineError) {
    if viewer.activity.wheelDeadline != nil {
      try withUnsafePointer(to: sample) { (pointer) throws(GestureEngineError) in
        try endWheelGesture(
          forTouchesAt: sample.time, UnsafeBufferPointer(start: pointer, count: 1), handle: handle)
      }
    }
    try gated { (engine, events, shouldBegin) throws(GestureEngineError) in
      try engine.process(sample, into: &events, shouldBegin: shouldBegin, path: .fastest)
    }
    // The sample's own frame is delivered later; the clock is where the engine is.
    if let now = engine.currentTime { deliver(until: now, handle: handle) }
  }

  /// Delivers the samples collected by ``process(_:handle:)-(TouchSample,_)``
  /// as one frame, handing each output item to `handle`.
  public mutating func flush(handle: (Output) -> Void) throws(GestureEngineError) {
    try gated { engine, events, shouldBegin in
      engine.flush(into: &events, shouldBegin: shouldBegin, path: .fastest)
    }
    if let now = engine.currentTime { deliver(until: now, handle: handle) }
  }

  /// Advances the clock to `time` seconds, handing each output item to `handle`.
  public mutating func advance(to time: Double, handle: (Output) -> Void) throws(GestureEngineError) {
    try gated { (engine, events, shouldBegin) throws(GestureEngineError) in
      try engine.advance(to: time, into: &events, shouldBegin: shouldBegin, path: .fastest)
    }
    deliver(until: Timestamp(seconds: time), handle: handle)
  }
}
