/// Gesture events as the viewer's input: the transition table of
/// ``ImageViewer``, as code.
extension ImageViewer {
  /// One input of the viewer's state machine: a standard part's event that
  /// means something to the viewer.
  enum Input: Equatable, Sendable, CaseIterable {
    case tap, doubleTap
    case pinchBegan, pinchChanged, pinchEnded, pinchCancelled
    case panBegan, panChanged, panEnded, panCancelled
    case pullDownBegan, pullDownChanged, pullDownEnded, pullDownCancelled
    case quickScaleBegan, quickScaleChanged, quickScaleEnded, quickScaleCancelled
    case longPress

    /// The input of `part`'s event in `state`, or `nil` for one that means
    /// nothing to the viewer: `possible` and `failed`, and states the part
    /// never has.
    @inline(__always)
    init?(_ part: StandardRecognizer, _ state: RecognizerState) {
      switch (part, state) {
      case (.tap, .recognized): self = .tap
      case (.doubleTap, .recognized): self = .doubleTap
      case (.pinch, .began): self = .pinchBegan
      case (.pinch, .changed): self = .pinchChanged
      case (.pinch, .ended): self = .pinchEnded
      case (.pinch, .cancelled): self = .pinchCancelled
      case (.pan, .began): self = .panBegan
      case (.pan, .changed): self = .panChanged
      case (.pan, .ended): self = .panEnded
      case (.pan, .cancelled): self = .panCancelled
      case (.pullDown, .began): self = .pullDownBegan
      case (.pullDown, .changed): self = .pullDownChanged
      case (.pullDown, .ended): self = .pullDownEnded
      case (.pullDown, .cancelled): self = .pullDownCancelled
      case (.quickScale, .began): self = .quickScaleBegan
      case (.quickScale, .changed): self = .quickScaleChanged
      case (.quickScale, .ended): self = .quickScaleEnded
      case (.quickScale, .cancelled): self = .quickScaleCancelled
      case (.longPress, .began): self = .longPress
      case (.tap, .possible), (.tap, .began), (.tap, .changed), (.tap, .ended), (.tap, .cancelled),
        (.tap, .failed), (.doubleTap, .possible), (.doubleTap, .began), (.doubleTap, .changed),
        (.doubleTap, .ended), (.doubleTap, .cancelled), (.doubleTap, .failed),
        (.pinch, .possible), (.pinch, .failed), (.pinch, .recognized),
        (.pan, .possible), (.pan, .failed), (.pan, .recognized),
        (.pullDown, .possible), (.pullDown, .failed), (.pullDown, .recognized),
        (.quickScale, .possible), (.quickScale, .failed), (.quickScale, .recognized),
        (.longPress, .possible), (.longPress, .changed), (.longPress, .ended), (.longPress, .cancelled),
        (.longPress, .failed), (.longPress, .recognized):
        return nil
      }
    }
  }

  /// ``handle(_:from:into:)`` for an event of the standard set, applied
  /// unchecked: the engine refuses non-finite input and the standard
  /// recognizers keep UIKit's order and their values' ranges.
  // Transparent: once an event, from the session, where the compiler kept
  // an `@inline(__always)` function a call; inlined, it reads only the
  // fields of the event that a row uses.
  @_transparent
  mutating func apply(
    _ event: GestureEvent, from part: StandardRecognizer, into events: inout [ImageViewerEvent]
  ) {
    // The parts after the first five (the opt-in ones, rare) go out of line:
    // their inputs in the inlined dispatch cost every event
    // (docs/PerformanceHistory.md).
    if part.rawValue >= StandardRecognizer.quickScale.rawValue {
      applyOptIn(
        part, event.state, at: event.value.location, scale: event.value.scale, time: event.time, into: &events
      )
      return
    }
    guard let input = Input(part, event.state) else { return }
    apply(input, event.value, at: event.time, into: &events)
  }

  /// ``apply(_:from:into:)`` as a call: for the paths other than the
  /// session's tuned delivery, so that the dispatch is compiled in once more
  /// only, not once a caller.
  @inline(never)
  mutating func applyOutOfLine(
    _ event: GestureEvent, from part: StandardRecognizer, into events: inout [ImageViewerEvent]
  ) {
    apply(event, from: part, into: &events)
  }

  /// An event of the opt-in parts, given the few values it reads: a quick
  /// scale is a pinch whose fingers stay at the anchor (the second touch's
  /// down point), so the same rubber band, `zoomLimit` and `zoomEnded`; a
  /// long press reports where it began.
  // Given the values, not the event: a copy of the event at each place the
  // dispatch is inlined cost the WebAssembly modules 2 KB.
  @inline(never)
  private mutating func applyOptIn(
    _ part: StandardRecognizer, _ state: RecognizerState, at location: Point, scale: Double, time: Timestamp,
    into events: inout [ImageViewerEvent]
  ) {
    guard let input = Input(part, state) else { return }
    applyOutOfLine(
      input, GestureValue(location: location, translation: .zero, scale: scale), at: time, into: &events)
  }

  /// The table's one copy out of line, for every path but the tuned delivery.
  @inline(never)
  private mutating func applyOutOfLine(
    _ input: Input, _ value: GestureValue, at time: Timestamp, into events: inout [ImageViewerEvent]
  ) {
    apply(input, value, at: time, into: &events)
  }

  /// Takes one input at `time`, with its event's `value`: one row of the
  /// transition table.
  // An Embedded Swift build (the C library, the WebAssembly modules) keeps
  // the table one function: a second copy, inlined into the tuned delivery,
  // made the live module about 4 KB heavier gzipped. Native builds inline it
  // into the tuned delivery, where every event takes it.
  #if hasFeature(Embedded)
    @inline(never)
  #else
    @_transparent
  #endif
  mutating func apply(
    _ input: Input, _ value: GestureValue, at time: Timestamp, into events: inout [ImageViewerEvent]
  ) {
    switch (activity, input) {
    case (.idle, .tap), (.pinching, .tap), (.scrolling, .tap), (.paging(_, pullingDown: false), .tap):
      toggleChrome(at: time, into: &events)
    case (.paging(_, pullingDown: true), .tap), (.pullingDown, .tap):
      return  // the pull-down hides the chrome

    case (.idle, .doubleTap):
      toggleZoom(at: value.location, time: time, into: &events)
    case (.pinching, .doubleTap), (.scrolling, .doubleTap), (.paging, .doubleTap), (.pullingDown, .doubleTap):
      return

    case (.idle, .pinchBegan), (.pinching, .pinchBegan), (.scrolling, .pinchBegan),
      (.paging(_, pullingDown: false), .pinchBegan), (.idle, .quickScaleBegan), (.pinching, .quickScaleBegan),
      (.scrolling, .quickScaleBegan), (.paging(_, pullingDown: false), .quickScaleBegan):
      movePinch(
        startPinch(value, began: true, time: time, into: &events), value.scale, at: value.focalPoint,
        time: time, into: &events)
    case (.idle, .pinchChanged), (.scrolling, .pinchChanged), (.paging(_, pullingDown: false), .pinchChanged),
      (.idle, .quickScaleChanged), (.scrolling, .quickScaleChanged),
      (.paging(_, pullingDown: false), .quickScaleChanged):
      movePinch(
        startPinch(value, began: false, time: time, into: &events), value.scale, at: value.focalPoint,
        time: time, into: &events)
    case (.pinching(let pinch), .pinchChanged), (.pinching(let pinch), .quickScaleChanged):
      movePinch(pinch, value.scale, at: value.focalPoint, time: time, into: &events)
    case (.idle, .pinchEnded), (.scrolling, .pinchEnded), (.paging(_, pullingDown: false), .pinchEnded),
      (.idle, .quickScaleEnded), (.scrolling, .quickScaleEnded),
      (.paging(_, pullingDown: false), .quickScaleEnded):
      let pinch = startPinch(value, began: false, time: time, into: &events)
      endPinch(
        movePinch(pinch, value.scale, at: value.focalPoint, time: time, into: &events),
        focalPoint: value.focalPoint, time: time, into: &events)
    case (.pinching(let pinch), .pinchEnded), (.pinching(let pinch), .quickScaleEnded):
      endPinch(
        movePinch(pinch, value.scale, at: value.focalPoint, time: time, into: &events),
        focalPoint: value.focalPoint, time: time, into: &events)
    case (.pinching(let pinch), .pinchCancelled), (.pinching(let pinch), .quickScaleCancelled):
      endPinch(pinch, focalPoint: nil, time: time, into: &events)
    case (.idle, .pinchCancelled), (.scrolling, .pinchCancelled), (.paging, .pinchCancelled),
      (.pullingDown, .pinchCancelled), (.idle, .quickScaleCancelled), (.scrolling, .quickScaleCancelled),
      (.paging, .quickScaleCancelled), (.pullingDown, .quickScaleCancelled):
      return
    case (.paging(_, pullingDown: true), .pinchBegan), (.paging(_, pullingDown: true), .pinchChanged),
      (.paging(_, pullingDown: true), .pinchEnded), (.pullingDown, .pinchBegan),
      (.pullingDown, .pinchChanged), (.pullingDown, .pinchEnded),
      (.paging(_, pullingDown: true), .quickScaleBegan), (.paging(_, pullingDown: true), .quickScaleChanged),
      (.paging(_, pullingDown: true), .quickScaleEnded), (.pullingDown, .quickScaleBegan),
      (.pullingDown, .quickScaleChanged), (.pullingDown, .quickScaleEnded):
      return  // a pinch does not join a pull-down

    case (.idle, .panBegan), (.idle, .panChanged):
      startPan(value, began: input == .panBegan, withPullDown: false, time: time, into: &events)
    case (.idle, .panEnded):
      startPan(value, began: false, withPullDown: false, time: time, into: &events)
      endPan(velocity: value.velocity, time: time, into: &events)
    case (.scrolling(let scroll), .panBegan), (.scrolling(let scroll), .panChanged):
      self.scroll(scroll, value.translation, at: value.location)
    case (.scrolling(let scroll), .panEnded):
      self.scroll(scroll, value.translation, at: value.location)
      endScroll(from: scroll.startOffset, velocity: value.velocity, time: time)
    case (.scrolling(let scroll), .panCancelled):
      endScroll(from: scroll.startOffset, velocity: .zero, time: time)
    case (.paging(let reference, _), .panBegan), (.paging(let reference, _), .panChanged):
      dragStrip(from: reference, to: value.translation)
    case (.paging(let reference, let pullingDown), .panEnded):
      dragStrip(from: reference, to: value.translation)
      releaseStrip(velocity: value.velocity.x, withPullDown: pullingDown, time: time, into: &events)
    case (.paging(_, let pullingDown), .panCancelled):
      releaseStrip(velocity: 0, withPullDown: pullingDown, time: time, into: &events)
    case (.pinching, .panBegan), (.pinching, .panChanged), (.pinching, .panEnded), (.pinching, .panCancelled):
      return  // the pinch moves the content
    case (.idle, .panCancelled), (.pullingDown, .panCancelled):
      return
    case (.pullingDown, .panBegan), (.pullingDown, .panChanged):
      guard configuration.pullDownWithPaging else { return }
      startPan(value, began: input == .panBegan, withPullDown: true, time: time, into: &events)
    case (.pullingDown, .panEnded):
      guard configuration.pullDownWithPaging else { return }
      startPan(value, began: false, withPullDown: true, time: time, into: &events)
      endPan(velocity: value.velocity, time: time, into: &events)

    case (.idle, .pullDownBegan):
      beginPullDown(value, returningTo: .idle, time: time, into: &events)
    case (.paging(let reference, pullingDown: false), .pullDownBegan):
      guard configuration.pullDownWithPaging else { return }
      beginPullDown(
        value, returningTo: .paging(reference: reference, pullingDown: false), time: time, into: &events)
    case (.pinching, .pullDownBegan), (.scrolling, .pullDownBegan),
      (.paging(_, pullingDown: true), .pullDownBegan),
      (.pullingDown, .pullDownBegan):
      return
    case (.paging(let reference, pullingDown: true), .pullDownChanged):
      movePullDown(
        value, returningTo: .paging(reference: reference, pullingDown: false), time: time, into: &events)
    case (.pullingDown, .pullDownChanged):
      movePullDown(value, returningTo: .idle, time: time, into: &events)
    case (.idle, .pullDownChanged), (.idle, .pullDownEnded), (.idle, .pullDownCancelled),
      (.pinching, .pullDownChanged), (.pinching, .pullDownEnded), (.pinching, .pullDownCancelled),
      (.scrolling, .pullDownChanged), (.scrolling, .pullDownEnded), (.scrolling, .pullDownCancelled),
      (.paging(_, pullingDown: false), .pullDownChanged), (.paging(_, pullingDown: false), .pullDownEnded),
      (.paging(_, pullingDown: false), .pullDownCancelled):
      return
    case (.pullingDown, .pullDownEnded):
      endPullDown(value, returningTo: .idle, time: time, into: &events)
    case (.paging(let reference, pullingDown: true), .pullDownEnded):
      endPullDown(
        value, returningTo: .paging(reference: reference, pullingDown: false), time: time, into: &events)
    case (.pullingDown, .pullDownCancelled):
      releasePullDown(velocity: nil, returningTo: .idle, time: time, into: &events)
    case (.paging(let reference, pullingDown: true), .pullDownCancelled):
      releasePullDown(
        velocity: nil, returningTo: .paging(reference: reference, pullingDown: false), time: time,
        into: &events)

    case (.idle, .longPress), (.pinching, .longPress), (.scrolling, .longPress), (.paging, .longPress),
      (.pullingDown, .longPress):
      let press = ImageViewerEvent.LongPress(
        location: value.location, imagePoint: imagePixel(under: value.location))
      events.append(ImageViewerEvent(time: time, kind: .longPressed(press)))

    case (.wheelScrolling, .tap), (.wheelPaging, .tap), (.wheelZooming, .tap):
      toggleChrome(at: time, into: &events)  // a tap recognized when its double tap's wait ran out
    case (.wheelScrolling, .doubleTap), (.wheelScrolling, .pinchBegan), (.wheelScrolling, .pinchChanged),
      (.wheelScrolling, .pinchEnded), (.wheelScrolling, .pinchCancelled), (.wheelScrolling, .panBegan),
      (.wheelScrolling, .panChanged), (.wheelScrolling, .panEnded), (.wheelScrolling, .panCancelled),
      (.wheelScrolling, .pullDownBegan), (.wheelScrolling, .pullDownChanged),
      (.wheelScrolling, .pullDownEnded), (.wheelScrolling, .pullDownCancelled),
      (.wheelScrolling, .quickScaleBegan), (.wheelScrolling, .quickScaleChanged),
      (.wheelScrolling, .quickScaleEnded), (.wheelScrolling, .quickScaleCancelled),
      (.wheelScrolling, .longPress), (.wheelPaging, .doubleTap), (.wheelPaging, .pinchBegan),
      (.wheelPaging, .pinchChanged), (.wheelPaging, .pinchEnded), (.wheelPaging, .pinchCancelled),
      (.wheelPaging, .panBegan), (.wheelPaging, .panChanged), (.wheelPaging, .panEnded),
      (.wheelPaging, .panCancelled), (.wheelPaging, .pullDownBegan), (.wheelPaging, .pullDownChanged),
      (.wheelPaging, .pullDownEnded), (.wheelPaging, .pullDownCancelled), (.wheelPaging, .quickScaleBegan),
      (.wheelPaging, .quickScaleChanged), (.wheelPaging, .quickScaleEnded),
      (.wheelPaging, .quickScaleCancelled), (.wheelPaging, .longPress), (.wheelZooming, .doubleTap),
      (.wheelZooming, .pinchBegan), (.wheelZooming, .pinchChanged), (.wheelZooming, .pinchEnded),
      (.wheelZooming, .pinchCancelled), (.wheelZooming, .panBegan), (.wheelZooming, .panChanged),
      (.wheelZooming, .panEnded), (.wheelZooming, .panCancelled), (.wheelZooming, .pullDownBegan),
      (.wheelZooming, .pullDownChanged), (.wheelZooming, .pullDownEnded),
      (.wheelZooming, .pullDownCancelled), (.wheelZooming, .quickScaleBegan),
      (.wheelZooming, .quickScaleChanged), (.wheelZooming, .quickScaleEnded),
      (.wheelZooming, .quickScaleCancelled), (.wheelZooming, .longPress):
      return  // a touch going down ends a wheel gesture first
    case (.dismissed, .tap), (.dismissed, .doubleTap), (.dismissed, .pinchBegan), (.dismissed, .pinchChanged),
      (.dismissed, .pinchEnded), (.dismissed, .pinchCancelled), (.dismissed, .panBegan),
      (.dismissed, .panChanged), (.dismissed, .panEnded), (.dismissed, .panCancelled),
      (.dismissed, .pullDownBegan), (.dismissed, .pullDownChanged), (.dismissed, .pullDownEnded),
      (.dismissed, .pullDownCancelled), (.dismissed, .quickScaleBegan), (.dismissed, .quickScaleChanged),
      (.dismissed, .quickScaleEnded), (.dismissed, .quickScaleCancelled), (.dismissed, .longPress):
      return
    }
  }
}
