extension ImageViewer {
  /// ``handle(_:from:into:)`` for an event of the standard set, applied
  /// unchecked: the engine refuses non-finite input and the standard
  /// recognizers keep UIKit's order and their values' ranges.
  // Once an event, from the session: its dispatch is what it costs.
  // `@_transparent` because `@inline(__always)` left it a call once the
  // session's delivery was inlined (docs/Performance.md).
  @_transparent
  mutating func apply(
    _ event: GestureEvent, from recognizer: StandardRecognizer, into events: inout [ImageViewerEvent]
  ) {
    guard !state.isDismissed else { return }
    let time = event.time
    // The recognizers after the first five (the opt-in ones, rare) are
    // handled out of line: cases for them in the switch below cost every
    // event (docs/Performance.md).
    if recognizer.rawValue >= StandardRecognizer.quickScale.rawValue {
      applyOutOfLine(
        recognizer, event.state, at: event.value.location, scale: event.value.scale, time: time, into: &events
      )
      return
    }
    switch (recognizer, event.state) {
    case (.tap, .recognized):
      guard !state.isChromeHiddenByPullDown else { return }
      state.chromeVisible.toggle()
      events.append(ImageViewerEvent(time: time, kind: .chromeToggled(visible: state.chromeVisible)))
    case (.doubleTap, .recognized):
      toggleZoom(at: event.value.location, time: time, into: &events)
    case (.pinch, .began), (.pinch, .changed):
      pinch(event.value, began: event.state == .began, time: time, into: &events)
    case (.pinch, .ended):
      pinch(event.value, began: false, time: time, into: &events)  // the lift's own values
      endPinch(event.value, time: time, into: &events)
    case (.pinch, .cancelled):
      endPinch(nil, time: time, into: &events)
    case (.pan, .began), (.pan, .changed):
      pan(event.value, began: event.state == .began, time: time, into: &events)
    case (.pan, .ended):
      pan(event.value, began: false, time: time, into: &events)  // the lift's own position
      endPan(velocity: event.value.velocity, time: time, into: &events)
    case (.pan, .cancelled):
      endPan(velocity: .zero, time: time, into: &events)
    case (.pullDown, .began):
      beginPullDown(event.value, time: time, into: &events)
    case (.pullDown, .changed):
      movePullDown(event.value, time: time, into: &events)
    case (.pullDown, .ended):
      endPullDown(event.value, time: time, into: &events)
    case (.pullDown, .cancelled):
      endPullDown(nil, time: time, into: &events)
    case (_, .possible), (_, .failed), (.tap, _), (.doubleTap, _), (.pinch, _), (.pan, _), (.pullDown, _),
      (.quickScale, _), (.longPress, _):
      return
    }
  }

  // MARK: Double tap

  /// Toggles the zoom for a double tap at `location`.
  ///
  /// From `initialZoom` or below, zooms to `doubleTapZoom` with the tapped
  /// image point brought to the viewport's center (as near as the edges
  /// allow); from any other zoom, returns to `initialZoom`. When the two are
  /// equal, a double tap at `initialZoom` does nothing (no event).
  @inline(never)  // once a gesture: out of the per-frame path, so the dispatch stays inlined
  private mutating func toggleZoom(at location: Point, time: Timestamp, into events: inout [ImageViewerEvent])
  {
    guard case .none = interaction, !isPullingDown else { return }
    if arrivingPage != nil { arrive(at: time, into: &events) }
    let zoom = state.zoomScale
    let target: Double
    let targetOffset: Point
    if isAtOrBelowInitialZoom {
      if configuration.doubleTapZoom == configuration.initialZoom && isAtInitialZoom { return }
      target = configuration.doubleTapZoom
      let imagePoint = geometry.imagePoint(under: location, offset: state.contentOffset, zoom: zoom)
      targetOffset = geometry.clamped(
        geometry.offset(placing: imagePoint, under: geometry.viewportCenter, zoom: target), zoom: target)
    } else {
      target = configuration.initialZoom
      targetOffset = geometry.clamped(state.contentOffset, zoom: target)
    }
    contentAnimation = .zoom(
      ZoomTransition(
        start: time, fromZoom: zoom, toZoom: target, fromOffset: state.contentOffset,
        toOffset: targetOffset))
    events.append(ImageViewerEvent(time: time, kind: .zoomToggled(scale: target)))
  }

  // MARK: Quick scale and long press

  /// Applies an event of the recognizers after the first five: the opt-in
  /// quick scale and long press.
  ///
  /// A quick scale zooms as a pinch whose fingers stay at the anchor (the
  /// second touch's down point): the same rubber band, `zoomLimit` and
  /// `zoomEnded`; a cancelled one (a second finger) settles as at a release.
  /// A long press reports where it began and the image pixel under it; the
  /// state does not change.
  @inline(never)  // out of the dispatch, which every event takes
  // Given the few values it reads, not the event: a copy of the event at
  // each of the four places the dispatch is inlined cost the WebAssembly
  // modules 2 KB.
  private mutating func applyOutOfLine(
    _ recognizer: StandardRecognizer, _ state: RecognizerState, at location: Point, scale: Double,
    time: Timestamp, into events: inout [ImageViewerEvent]
  ) {
    let anchored = GestureValue(location: location, translation: .zero, scale: scale)
    switch (recognizer, state) {
    case (.quickScale, .began), (.quickScale, .changed):
      pinch(anchored, began: state == .began, time: time, into: &events)
    case (.quickScale, .ended):
      pinch(anchored, began: false, time: time, into: &events)
      endPinch(anchored, time: time, into: &events)
    case (.quickScale, .cancelled):
      endPinch(nil, time: time, into: &events)
    case (.longPress, .began):
      let press = ImageViewerEvent.LongPress(location: location, imagePoint: imagePixel(under: location))
      events.append(ImageViewerEvent(time: time, kind: .longPressed(press)))
    case (.quickScale, _), (.longPress, _), (.tap, _), (.doubleTap, _), (.pinch, _), (.pan, _),
      (.pullDown, _):
      return
    }
  }

  // MARK: Pinch

  private mutating func pinch(
    _ value: GestureValue, began: Bool, time: Timestamp, into events: inout [ImageViewerEvent]
  ) {
    if began || !isPinching {
      if arrivingPage != nil { arrive(at: time, into: &events) }
      // The image point to hold under the fingers is the one that was under
      // them when they came together (the pinch's slop is part of the travel).
      // A pan that scrolled the content since has kept it in step with the
      // fingers up to its last event; otherwise the content has not moved.
      let heldUnder: Point
      switch interaction {
      case .scrolling(_, _, let lastLocation): heldUnder = lastLocation
      case .paging:
        settleStrip(onPageOffset: 0, time: time)  // the strip returns to its page
        heldUnder = value.focalPoint - value.translation
      case .none, .pinching: heldUnder = value.focalPoint - value.translation
      }
      stopContentAnimation()
      let anchor = geometry.imagePoint(
        under: heldUnder, offset: state.contentOffset, zoom: state.zoomScale)
      // The value's scale counts from the touch-down (slop included), when the
      // zoom was what it is now; a pinch joined late counts from now instead.
      let startZoom = began ? state.zoomScale : state.zoomScale / value.scale
      interaction = .pinching(anchor: anchor, startZoom: startZoom, beyond: nil)
    }
    guard case .pinching(let anchor, let startZoom, let beyond) = interaction else { return }
    let raw = startZoom * value.scale
    let limit: ImageViewerEvent.ZoomLimit? =
      raw > configuration.maxZoom ? .max : (raw < configuration.minZoom ? .min : nil)
    if limit != beyond {
      if let limit { events.append(ImageViewerEvent(time: time, kind: .zoomLimit(limit))) }
      // Written only when it changes: most events stay within the limits.
      interaction = .pinching(anchor: anchor, startZoom: startZoom, beyond: limit)
    }
    let zoom = Self.shownZoom(
      raw, lower: configuration.minZoom, upper: configuration.maxZoom, bounce: configuration.zoomBounce)
    state.zoomScale = zoom
    state.contentOffset = geometry.centeringWhereSmaller(
      geometry.offset(placing: anchor, under: value.focalPoint, zoom: zoom), zoom: zoom)
  }

  private var isPinching: Bool {
    if case .pinching = interaction { return true }
    return false
  }

  /// The zoom shown for a pinch asking for `raw`: rubber-banded or clamped past the limits.
  // Static, given the values it needs: an instance method called from a
  // mutating one copies the whole viewer (about 600 bytes) on every event.
  private static func shownZoom(_ raw: Double, lower: Double, upper: Double, bounce: Bool) -> Double {
    guard raw > upper || raw < lower else { return raw }
    guard bounce else { return min(max(raw, lower), upper) }
    return RubberBand.zoom(raw, limit: raw > upper ? upper : lower)
  }

  /// Ends a pinch: the zoom settles within the limits around the last focal
  /// point (`value` is `nil` for a cancelled pinch, which settles where it is).
  @inline(never)  // once a gesture: out of the per-frame path, so the dispatch stays inlined
  private mutating func endPinch(
    _ value: GestureValue?, time: Timestamp, into events: inout [ImageViewerEvent]
  ) {
    guard case .pinching(let anchor, _, _) = interaction else { return }
    interaction = .none
    let target = min(max(state.zoomScale, configuration.minZoom), configuration.maxZoom)
    // The focal point now: where the anchor sits under the current layout.
    let focal = value?.focalPoint ?? (anchor * state.zoomScale - state.contentOffset)
    let targetOffset = geometry.clamped(
      geometry.offset(placing: anchor, under: focal, zoom: target), zoom: target)
    events.append(ImageViewerEvent(time: time, kind: .zoomEnded(scale: target)))
    animateContent(toZoom: target, offset: targetOffset, time: time)
  }

  /// Starts a zoom/offset animation, unless the content is already there.
  mutating func animateContent(toZoom zoom: Double, offset: Point, time: Timestamp) {
    if zoom == state.zoomScale && offset == state.contentOffset {
      contentAnimation = nil
      return
    }
    contentAnimation = .zoom(
      ZoomTransition(
        start: time, fromZoom: state.zoomScale, toZoom: zoom, fromOffset: state.contentOffset,
        toOffset: offset))
  }
}
