/// The session's delivery along ``GestureEngine/DeliveryPath/fastest``: the
/// loop of ``deliver(until:handle:)`` shaped for the compiler, every frame
/// of every host.
///
/// It gives exactly what the plain loop gives, event for event and state for
/// state: `DeliveryPathTests` plays thousands of random streams, in random
/// configurations, both ways. What each shape saves is in docs/PerformanceHistory.md.
extension ImageViewerSession {
  #if hasFeature(Embedded)
    // An Embedded Swift build (the C library, the WebAssembly modules)
    // delivers frames plainly, its delivery one function there: the tuned
    // loop, a second copy of the delivery and of the viewer's table, made
    // the live module heavier (docs/PerformanceHistory.md).
    @inline(__always)
    mutating func deliverTuned(until time: Timestamp, handle: (Output) -> Void) {
      deliver(until: time, handle: handle)
    }
  #else
    @_transparent
    mutating func deliverTuned(until time: Timestamp, handle: (Output) -> Void) {
      deliverTunedLoop(until: time, handle: handle)
    }
  #endif

  @_transparent
  mutating func deliverTunedLoop(until time: Timestamp, handle: (Output) -> Void) {
    var index = deliveredEventCount
    while index < recognizerEvents.count {
      // Events of animations that ended by then (rare: most calls find none).
      if viewer.advanceReporting(to: recognizerEvents[index].time, into: &viewerEvents) {
        handOverOutOfLine(handle)
      }
      handle(.recognizer(recognizerEvents[index]))
      if let part = Self.part(
        of: recognizerEvents[index].recognizer, inOrder: rolesInOrder, roles: engine.roles)
      {
        viewer.applyTuned(recognizerEvents[index], from: part, into: &viewerEvents)
      }
      index += 1
      guard !viewerEvents.isEmpty else { continue }
      handOverOutOfLine(handle)
    }
    deliveredEventCount = recognizerEvents.count
    if deliveredEventCount >= Self.eventsKeptBeforeEmptying {
      recognizerEvents.removeAll(keepingCapacity: true)
      deliveredEventCount = 0
    }
    if viewer.advanceReporting(to: time, into: &viewerEvents) { handOverOutOfLine(handle) }
    viewer.checkInvariants()
  }

  /// How many delivered events the buffer keeps before it is emptied:
  /// emptying it after every frame costs about as much as a frame's pan.
  static var eventsKeptBeforeEmptying: Int { 64 }

  @inline(never)
  mutating func handOverOutOfLine(_ handle: (Output) -> Void) {
    handOver(handle)
  }

  /// The standard part the recognizer `id` plays, if any, as
  /// ``GestureEngine/role(of:)`` says: one compare for a recognizer among
  /// the first `inOrder`, a lookup in `roles` for the rest.
  @inline(__always)
  static func part(of id: RecognizerID, inOrder: Int, roles: borrowing StandardRecognizerRoles)
    -> StandardRecognizer?
  {
    if UInt(bitPattern: id.index) < UInt(bitPattern: inOrder) {
      return StandardRecognizer(rawValue: id.index)
    }
    return partOutOfOrder(id, roles)
  }

  @inline(never)
  private static func partOutOfOrder(_ id: RecognizerID, _ roles: borrowing StandardRecognizerRoles)
    -> StandardRecognizer?
  {
    roles.role(of: id)
  }
}

extension ImageViewer {
  /// ``apply(_:from:into:)``, with the rows every frame of a gesture takes first.
  ///
  /// A pan that changed while the content scrolls or the strip follows, a
  /// pinch that changed while it zooms: the table's rows `(scrolling, panChanged)`, `(paging, panChanged)` and
  /// `(pinching, pinchChanged)`, calling what those rows call; every other
  /// event goes through the table (docs/PerformanceHistory.md).
  @_transparent
  mutating func applyTuned(
    _ event: GestureEvent, from part: StandardRecognizer, into events: inout [ImageViewerEvent]
  ) {
    if applyTunedRow(event, from: part, into: &events) { return }
    apply(event, from: part, into: &events)
  }

  /// ``applyTuned(_:from:into:)`` with the table called out of line: for the
  /// quiet-frame path, whose function the table made too big to optimize
  /// (docs/PerformanceHistory.md).
  @_transparent
  mutating func applyTunedCallingTable(
    _ event: GestureEvent, from part: StandardRecognizer, into events: inout [ImageViewerEvent]
  ) {
    if applyTunedRow(event, from: part, into: &events) { return }
    applyOutOfLine(event, from: part, into: &events)
  }

  /// Applies `event` when it takes one of the tuned rows, and says whether it did.
  @_transparent
  mutating func applyTunedRow(
    _ event: GestureEvent, from part: StandardRecognizer, into events: inout [ImageViewerEvent]
  ) -> Bool {
    guard event.state == .changed else { return false }
    if part == .pan, case .scrolling(let scroll) = activity {
      self.scroll(scroll, event.value.translation, at: event.value.location)
      return true
    }
    if part == .pan, case .paging(let reference, _) = activity {
      dragStrip(from: reference, to: event.value.translation)
      return true
    }
    if part == .pinch, case .pinching(let pinch) = activity {
      movePinch(pinch, event.value.scale, at: event.value.focalPoint, time: event.time, into: &events)
      return true
    }
    return false
  }

  /// ``advance(to:into:)``, returning whether it appended events: most calls
  /// find nothing animating and only move the clock.
  @inline(__always)
  mutating func advanceReporting(to time: Timestamp, into events: inout [ImageViewerEvent]) -> Bool {
    if let now = state.time, time < now { return false }
    guard isAnimating else {
      state.time = time
      return false
    }
    let count = events.count
    advance(to: time, into: &events)
    return events.count != count
  }
}
