/// How the viewer defends itself against events that do not come from the
/// standard recognizers: each is checked, and one it cannot apply is
/// recorded in ``ImageViewer/diagnostics`` instead (see
/// ``ImageViewerDiagnostics``). The standard set's own events, which are
/// right by construction, skip the checks (``ImageViewer/apply(_:from:into:)``).
extension ImageViewer {
  /// Applies one event of a recognizer that plays a standard part: a
  /// standard one, or one of your own (``GestureEngine/add(_:as:)``).
  ///
  /// Call ``advance(to:into:)`` with the event's time first, as
  /// ``ImageViewerSession`` does, so that an animation ending before the event
  /// (a strip resting with `pageChangedAt=rest`) reports first, and at its own
  /// time. Events that mean nothing to the viewer (`failed`, and every
  /// gesture after a dismissal) are ignored. Every other event is checked
  /// first, and refused, with its reason recorded in ``diagnostics``, when
  /// it is earlier than ``ImageViewerState/time``, when it breaks its part's
  /// order (a `changed` before a `began`, a `began` twice, a `recognized`
  /// pinch), or when a number of its value is not finite or beyond what the
  /// viewer takes (``ImageViewerDiagnostics/Problem``), so no event can
  /// corrupt the state. A refused `ended` still ends its gesture, as a
  /// `cancelled` would.
  ///
  /// - Parameters:
  ///   - event: A recognizer event.
  ///   - recognizer: Which standard part its recognizer plays.
  ///   - events: Where the viewer's own events (SPEC §6) are appended.
  public mutating func handle(
    _ event: GestureEvent, from recognizer: StandardRecognizer, into events: inout [ImageViewerEvent]
  ) {
    applyChecked(event, from: recognizer, into: &events)
  }

  /// ``apply(_:from:into:)`` for an event that may be wrong: checked, and
  /// applied only if the viewer can take it.
  @inline(never)  // recognizers written outside the library, and `handle`: never the standard set's path
  mutating func applyChecked(
    _ event: GestureEvent, from part: StandardRecognizer, into events: inout [ImageViewerEvent]
  ) {
    guard !state.isDismissed else { return }  // every gesture is ignored then, as `apply` does
    let bit: UInt8 = 1 << UInt8(part.rawValue)
    let isOpen = openParts & bit != 0
    let ends = event.state == .ended || event.state == .cancelled
    if let problem = problem(with: event, from: part, isOpen: isOpen) {
      diagnostics.record(.init(time: event.time, part: part, state: event.state, problem: problem))
      guard ends, isOpen else { return }
      // The gesture is over all the same: end the part as a cancel, at the
      // viewer's clock, so that nothing waits for an end that will not come.
      openParts &= ~bit
      var cancel = GestureEvent(
        time: max(event.time, state.time ?? event.time), recognizer: event.recognizer, name: event.name,
        state: .cancelled)
      cancel.reason = event.reason
      applyOutOfLine(cancel, from: part, into: &events)
      return
    }
    if event.state == .began { openParts |= bit }
    if ends { openParts &= ~bit }
    applyOutOfLine(event, from: part, into: &events)
  }

  /// What is wrong with `event` for the part it plays, if anything.
  private func problem(with event: GestureEvent, from part: StandardRecognizer, isOpen: Bool)
    -> ImageViewerDiagnostics.Problem?
  {
    if let now = state.time, event.time < now { return .outOfOrder(viewerTime: now) }
    // Which states a part has comes from its declaration (StandardRecognizer.swift).
    if part.isDiscrete {
      switch event.state {
      case .possible, .failed: return nil  // nothing to apply
      case .recognized: break
      case .began, .changed, .ended, .cancelled: return .unexpectedState
      }
    } else {
      switch event.state {
      case .possible, .failed: return nil  // nothing to apply
      case .recognized: return .unexpectedState
      case .began: if isOpen { return .alreadyBegun }
      case .changed, .ended: if !isOpen { return .notBegun }
      case .cancelled: return isOpen ? nil : .notBegun  // a cancel carries no value
      }
    }
    return Self.problem(with: event.value, for: part)
  }

  /// The first field of `value` the viewer cannot take for `part`, and why.
  static func problem(with value: GestureValue, for part: StandardRecognizer)
    -> ImageViewerDiagnostics.Problem?
  {
    for field in GestureValue.Field.allCases {
      let (a, b): (Double, Double)
      switch value.value(of: field) {
      case .point(let point): (a, b) = (point.x, point.y)
      case .number(let number): (a, b) = (number, number)
      case .count: continue
      }
      guard a.isFinite && b.isFinite else { return .nonFiniteValue(field) }
      if let range = admittedRange(of: field, for: part), !(range.contains(a) && range.contains(b)) {
        return .valueOutOfRange(field)
      }
    }
    return nil
  }

  /// The values the viewer takes for `field` of `part`'s events, when it
  /// bounds them: the farthest a touch can be or travel for positions (so
  /// the squares of distances stay finite and no pull-down restores for
  /// longer than ``longestAnimation-swift.property`` says), the standard
  /// pinch's scales for a part that reports a scale, a pinch or a quick
  /// scale (so the zoom it asks for stays finite).
  private static func admittedRange(of field: GestureValue.Field, for part: StandardRecognizer)
    -> ClosedRange<Double>?
  {
    switch field {
    case .location, .focal, .translation:
      return -2 * TouchStreamLimits.coordinateMagnitude...2 * TouchStreamLimits.coordinateMagnitude
    case .scale:
      return part.reportsScale ? PinchRecognizer.scaleRange : nil
    case .velocity, .scaleVelocity, .progress, .touchCount, .angle, .count:
      return nil
    }
  }
}
