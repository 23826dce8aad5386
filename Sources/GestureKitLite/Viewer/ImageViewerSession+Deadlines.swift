// When a live host must tick the clock: what is due without input.

extension ImageViewerSession {
  /// The earliest time at which advancing the clock can make an output
  /// without input, or `nil` when nothing is pending: a recognizer's
  /// deadline (the double tap's wait, the long press's) or a viewer event an
  /// animation will emit (``ImageViewer/nextEventTime``).
  ///
  /// A live host ticks the clock at this time, rather than on every display
  /// frame, to print each decision as it is made (`gesture-sim watch`).
  public var nextDeadline: Timestamp? {
    switch (engine.nextDeadline, viewer.nextEventTime) {
    case (let engine?, let viewer?): min(engine, viewer)
    case (let engine?, nil): engine
    case (nil, let viewer?): viewer
    case (nil, nil): nil
    }
  }
}
