/// The single tap, the double tap and the pinch: the rows of the transition
/// table that change the chrome and the zoom.
extension ImageViewer {
  /// Shows or hides the chrome (a single tap).
  mutating func toggleChrome(at time: Timestamp, into events: inout [ImageViewerEvent]) {
    state.chromeVisible.toggle()
    events.append(ImageViewerEvent(time: time, kind: .chromeToggled(visible: state.chromeVisible)))
  }

  // MARK: Double tap

  /// Toggles the zoom for a double tap at `location`.
  ///
  /// From `initialZoom` or below, zooms to `doubleTapZoom` with the tapped
  /// image point brought to the viewport's center (as near as the edges
  /// allow); from any other zoom, returns to `initialZoom`. When the two are
  /// equal, a double tap at `initialZoom` does nothing (no event).
  @inline(never)  // once a gesture: one copy, wherever the dispatch is inlined
  mutating func toggleZoom(at location: Point, time: Timestamp, into events: inout [ImageViewerEvent]) {
    arriveEarly(at: time, into: &events)
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
    animations.content = .zoom(
      ZoomTransition(
        start: time, fromZoom: zoom, toZoom: target, fromOffset: state.contentOffset,
        toOffset: targetOffset))
    events.append(ImageViewerEvent(time: time, kind: .zoomToggled(scale: target)))
  }

  // MARK: Pinch

  /// A pinch takes the content: from a pinch that `began`, counting from
  /// its touch-down; from one joined late (or after a pan), counting from now.
  @inline(never)  // once a gesture: one copy, wherever the dispatch is inlined
  mutating func startPinch(
    _ value: GestureValue, began: Bool, time: Timestamp, into events: inout [ImageViewerEvent]
  ) -> ViewerActivity.Pinch {
    arriveEarly(at: time, into: &events)
    // The image point to hold under the fingers is the one that was under
    // them when they came together (the pinch's slop is part of the travel).
    // A pan that scrolled the content since has kept it in step with the
    // fingers up to its last event; otherwise the content has not moved.
    let heldUnder: Point
    switch activity {
    case .scrolling(let scroll):
      heldUnder = scroll.lastLocation
    case .paging:
      settleStrip(onPageOffset: 0, time: time)  // the strip returns to its page
      heldUnder = value.focalPoint - value.translation
    case .idle, .pinching, .pullingDown, .dismissed, .wheelScrolling, .wheelPaging, .wheelZooming:
      heldUnder = value.focalPoint - value.translation
    }
    animations.content = nil
    let anchor = geometry.imagePoint(under: heldUnder, offset: state.contentOffset, zoom: state.zoomScale)
    // The value's scale counts from the touch-down (slop included), when the
    // zoom was what it is now; a pinch joined late counts from now instead.
    let startZoom = began ? state.zoomScale : state.zoomScale / value.scale
    let pinch = ViewerActivity.Pinch(anchor: anchor, startZoom: startZoom, beyond: nil)
    activity = .pinching(pinch)
    return pinch
  }

  /// The pinch moves: the zoom follows its scale around the focal point,
  /// rubber-banded (or clamped) past the limits, with a `zoomLimit` event
  /// at each crossing.
  // Given the scale and the focal point, not the event's whole value: a
  // call then copies no value (docs/PerformanceHistory.md).
  @discardableResult
  mutating func movePinch(
    _ pinch: ViewerActivity.Pinch, _ scale: Double, at focalPoint: Point, time: Timestamp,
    into events: inout [ImageViewerEvent]
  ) -> ViewerActivity.Pinch {
    var pinch = pinch
    let raw = pinch.startZoom * scale
    let limit: ImageViewerEvent.ZoomLimit? =
      raw > configuration.maxZoom ? .max : (raw < configuration.minZoom ? .min : nil)
    if limit != pinch.beyond {
      if let limit { events.append(ImageViewerEvent(time: time, kind: .zoomLimit(limit))) }
      pinch.beyond = limit
      activity = .pinching(pinch)
    }
    // The zoom shown: rubber-banded or clamped past the limits.
    let lower = configuration.minZoom
    let upper = configuration.maxZoom
    let zoom =
      if !(raw > upper || raw < lower) {
        raw
      } else if !configuration.zoomBounce {
        min(max(raw, lower), upper)
      } else {
        RubberBand.zoom(raw, limit: raw > upper ? upper : lower)
      }
    state.zoomScale = zoom
    state.contentOffset = geometry.centeringWhereSmaller(
      geometry.offset(placing: pinch.anchor, under: focalPoint, zoom: zoom), zoom: zoom)
    return pinch
  }

  /// Ends a pinch: the zoom settles within the limits around `focalPoint`
  /// (`nil` for a cancelled pinch, which settles where it is).
  @inline(never)  // once a gesture: one copy, wherever the dispatch is inlined
  mutating func endPinch(
    _ pinch: ViewerActivity.Pinch, focalPoint: Point?, time: Timestamp, into events: inout [ImageViewerEvent]
  ) {
    activity = .idle
    let target = min(max(state.zoomScale, configuration.minZoom), configuration.maxZoom)
    // The focal point now: where the anchor sits under the current layout.
    let focal = focalPoint ?? (pinch.anchor * state.zoomScale - state.contentOffset)
    let targetOffset = geometry.clamped(
      geometry.offset(placing: pinch.anchor, under: focal, zoom: target), zoom: target)
    events.append(ImageViewerEvent(time: time, kind: .zoomEnded(scale: target)))
    animateContent(toZoom: target, offset: targetOffset, time: time)
  }
}
