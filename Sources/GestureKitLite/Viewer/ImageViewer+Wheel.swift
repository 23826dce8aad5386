/// The wheel: scrolling the zoomed image, dragging the page strip, zooming
/// around the pointer (SPEC §5.1). A gesture is a run of records; it ends
/// `wheelGap` after the last (``advance(to:into:)``), when a touch goes
/// down, or when a record of another kind comes.
extension ImageViewer {
  /// When a wheel gesture whose latest record came at `time` ends.
  func wheelDeadline(after time: Timestamp) -> ViewerActivity.WheelGesture {
    ViewerActivity.WheelGesture(
      deadline: time.advanced(by: Timestamp.Duration(seconds: configuration.wheelGap)))
  }

  // MARK: Scrolling

  /// A scrolling wheel begins: at or below `initialZoom` with the content at
  /// rest it drags the page strip, otherwise it scrolls the content, as a
  /// touch's pan chooses.
  mutating func beginWheelScroll(_ delta: Point, at time: Timestamp, into events: inout [ImageViewerEvent]) {
    completeStripAnimation(at: time, into: &events)
    if isAtOrBelowInitialZoom && !animations.isAnimatingContent {
      moveWheelStrip(delta.x, at: time)
    } else {
      animations.content = nil
      let scroll = ViewerActivity.WheelScroll(
        gesture: wheelDeadline(after: time), startOffset: state.contentOffset)
      moveWheelScroll(scroll, delta, at: time)
    }
  }

  /// The content moves by `delta` (points; +y scrolls toward the bottom, so
  /// the image moves up), within the edges: no rubber band, no momentum.
  mutating func moveWheelScroll(_ scroll: ViewerActivity.WheelScroll, _ delta: Point, at time: Timestamp) {
    var scroll = scroll
    scroll.gesture = wheelDeadline(after: time)
    state.contentOffset = geometry.clamped(state.contentOffset + delta, zoom: state.zoomScale)
    activity = .wheelScrolling(scroll)
  }

  /// The strip follows −`deltaX` (points), a page at most either way.
  ///
  /// It never goes toward a page that does not exist. The gesture's end releases it
  /// (``releaseStrip(velocity:withPullDown:time:into:)``, the release for
  /// `pageChangedAt`).
  mutating func moveWheelStrip(_ deltaX: Double, at time: Timestamp) {
    let width = configuration.viewportWidth
    let lower = state.page < configuration.pageCount - 1 ? -width : 0
    let upper = state.page > 0 ? width : 0
    state.pageStripOffset = min(max(state.pageStripOffset - deltaX, lower), upper)
    activity = .wheelPaging(wheelDeadline(after: time))
  }

  // MARK: Zooming

  /// A zooming wheel begins: a running zoom or scroll stops where it is.
  mutating func beginWheelZoom(
    at location: Point, deltaY: Double, time: Timestamp, into events: inout [ImageViewerEvent]
  ) {
    completeStripAnimation(at: time, into: &events)
    animations.content = nil
    let zoom = ViewerActivity.WheelZoom(gesture: wheelDeadline(after: time))
    moveWheelZoom(zoom, at: location, deltaY: deltaY, time: time, into: &events)
  }

  /// One zooming record: the zoom times exp(−`deltaY` ÷ `wheelZoomDistance`).
  ///
  /// The zoom is clamped to `minZoom`…`maxZoom`, around `location`; the offset bounded
  /// as a pan's, centered where what zooming scales is smaller than the
  /// viewport. A record clamped at or landing on a limit emits `zoomLimit`,
  /// once for each limit in a gesture.
  mutating func moveWheelZoom(
    _ zoom: ViewerActivity.WheelZoom, at location: Point, deltaY: Double, time: Timestamp,
    into events: inout [ImageViewerEvent]
  ) {
    var zoom = zoom
    zoom.gesture = wheelDeadline(after: time)
    let raw = state.zoomScale * exp(-deltaY / configuration.wheelZoomDistance)
    let target = min(max(raw, configuration.minZoom), configuration.maxZoom)
    if raw >= configuration.maxZoom {
      if !zoom.reachedMax { events.append(ImageViewerEvent(time: time, kind: .zoomLimit(.max))) }
      zoom.reachedMax = true
    } else if raw <= configuration.minZoom {
      if !zoom.reachedMin { events.append(ImageViewerEvent(time: time, kind: .zoomLimit(.min))) }
      zoom.reachedMin = true
    }
    let imagePoint = geometry.imagePoint(under: location, offset: state.contentOffset, zoom: state.zoomScale)
    state.zoomScale = target
    state.contentOffset = geometry.clamped(
      geometry.offset(placing: imagePoint, under: location, zoom: target), zoom: target)
    activity = .wheelZooming(zoom)
  }
}
