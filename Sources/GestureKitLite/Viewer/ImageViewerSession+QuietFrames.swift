/// The session's frame of moves when the arena's rule for quiet frames
/// applies (most frames): each change goes from the arena to the host and
/// the viewer as it is made, with no trip through the event buffer.
///
/// It gives what the engine's frame followed by the tuned delivery gives,
/// output for output and state for state (`DeliveryPathTests`): the changes
/// come in the order the engine would have appended them, all at the
/// frame's time, each handed to the host, then to the viewer, then the
/// viewer's events it caused, as ``deliverTunedLoop(until:handle:)`` does;
/// what the frame does beyond them (a proposal that breaks the rule, a
/// deadline it makes due) is appended to the buffer and delivered after
/// them. The pull-down gate is read once, before the frame, as for any
/// frame: the viewer's handling of a change never reaches the recognizers.
extension ImageViewerSession {
  /// Processes a frame along the quiet-frame path, or returns `false`,
  /// having changed nothing, when the frame does not take it
  /// (``GestureEngine/startQuietFrame(at:_:)``).
  @_transparent
  mutating func processQuietFrame(
    at time: Double, _ samples: UnsafeBufferPointer<TouchSample>, handle: (Output) -> Void
  ) -> Bool {
    guard var frame = engine.startQuietFrame(at: time, samples) else { return false }
    let gate = viewer.pullDownGate(for: pullDownID)
    while let event = engine.nextQuietChange(
      &frame, shouldBegin: { gate.refusal(for: $0) }, into: &recognizerEvents)
    {
      if viewer.advanceReporting(to: event.time, into: &viewerEvents) { handOverOutOfLine(handle) }
      handle(.recognizer(event))
      if let part = Self.part(of: event.recognizer, inOrder: rolesInOrder, roles: engine.roles) {
        viewer.applyTunedCallingTable(event, from: part, into: &viewerEvents)
      }
      if !viewerEvents.isEmpty { handOverOutOfLine(handle) }
    }
    engine.finishQuietFrame(frame, shouldBegin: { gate.refusal(for: $0) }, into: &recognizerEvents)
    let now = engine.currentTime ?? frame.time
    if deliveredEventCount == recognizerEvents.count {
      // Nothing beyond the changes (most frames): what the tuned loop does
      // after its last event.
      if viewer.advanceReporting(to: now, into: &viewerEvents) { handOverOutOfLine(handle) }
      viewer.checkInvariants()
    } else {
      deliverTunedOutOfLine(until: now, handle: handle)
    }
    return true
  }

  /// The tuned delivery of what a quiet frame appended beyond its changes
  /// (a hand-over's decisions, a deadline it made due): rare, so a call.
  @inline(never)
  mutating func deliverTunedOutOfLine(until time: Timestamp, handle: (Output) -> Void) {
    deliverTuned(until: time, handle: handle)
  }
}
