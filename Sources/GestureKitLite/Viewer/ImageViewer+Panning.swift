/// The pan: scrolling the zoomed content, or dragging the page strip.
extension ImageViewer {
  /// A pan takes the content or the strip.
  ///
  /// It takes the strip at or below `initialZoom` with the content at rest,
  /// the content otherwise. A pan joining a pull-down (`withPullDown`) only pages.
  @inline(never)  // once a gesture: one copy, wherever the dispatch is inlined
  mutating func startPan(
    _ value: GestureValue, began: Bool, withPullDown: Bool, time: Timestamp,
    into events: inout [ImageViewerEvent]
  ) {
    // A pan that began counts from the touch-down (slop included); one that
    // goes on after a pinch counts from now, so nothing jumps.
    let reference = began ? Point.zero : value.translation
    // A finger catching the strip on its way to a page puts it there.
    arriveEarly(at: time, into: &events)
    if isAtOrBelowInitialZoom && !animations.isAnimatingContent {
      activity = .paging(reference: reference, pullingDown: withPullDown)
      animations.strip = nil
      dragStrip(from: reference, to: value.translation)
    } else if !withPullDown {
      animations.content = nil
      let scroll = ViewerActivity.Scroll(
        startOffset: state.contentOffset, reference: reference, lastLocation: value.location)
      activity = .scrolling(scroll)
      self.scroll(scroll, value.translation, at: value.location)
    }
  }

  /// Releases the pan that holds the content or the strip, if one does.
  @inline(never)  // once a gesture: one copy, wherever the dispatch is inlined
  mutating func endPan(velocity: Point, time: Timestamp, into events: inout [ImageViewerEvent]) {
    switch activity {
    case .scrolling(let scroll):
      endScroll(from: scroll.startOffset, velocity: velocity, time: time)
    case .paging(_, let pullingDown):
      releaseStrip(velocity: velocity.x, withPullDown: pullingDown, time: time, into: &events)
    case .idle, .pinching, .pullingDown, .dismissed, .wheelScrolling, .wheelPaging, .wheelZooming:
      return  // no pan took them
    }
  }

  // MARK: Scrolling

  /// The content follows the fingers, rubber-banded past the edges.
  // Given the translation and the location, not the event's whole value,
  // as `movePinch` and `dragStrip`: every frame of a scroll.
  @inline(__always)
  mutating func scroll(_ scroll: ViewerActivity.Scroll, _ translation: Point, at location: Point) {
    let raw = scroll.startOffset - (translation - scroll.reference)
    state.contentOffset = geometry.rubberBanded(raw, zoom: state.zoomScale)
    var scroll = scroll
    scroll.lastLocation = location
    activity = .scrolling(scroll)
  }

  /// Releases a scroll that began at `startOffset`: the content glides on
  /// with the finger's `velocity`, or settles within the edges, or (with
  /// `zoomedPaging`) on a page of the zoomed content.
  @inline(never)  // once a gesture: one copy, wherever the dispatch is inlined
  mutating func endScroll(from startOffset: Point, velocity: Point, time: Timestamp) {
    activity = .idle
    // A pan that caught a rubber-banded zoom (a pinch that just ended) lets
    // it settle now, with the offset, instead of gliding.
    let zoom = min(max(state.zoomScale, configuration.minZoom), configuration.maxZoom)
    if configuration.zoomedPaging && zoom > pagingZoomLimit {
      // Pages of the zoomed content: no glide, a 0.3 s ease-out onto a multiple of the viewport.
      let target = geometry.pagedOffset(
        from: state.contentOffset, dragStart: startOffset, contentVelocity: Point.zero - velocity,
        pagingVelocity: configuration.pagingVelocity, zoom: zoom)
      animateContent(toZoom: zoom, offset: target, time: time)
      return
    }
    let clamped = geometry.clamped(state.contentOffset, zoom: zoom)
    if zoom != state.zoomScale || clamped != state.contentOffset {
      animateContent(toZoom: zoom, offset: clamped, time: time)
    } else if velocity != .zero {
      // The content moves against the finger: a finger flung left scrolls right.
      let x = Momentum.Axis(
        start: time, origin: clamped.x, velocity: -velocity.x,
        range: geometry.horizontalRange(zoom: state.zoomScale))
      let y = Momentum.Axis(
        start: time, origin: clamped.y, velocity: -velocity.y,
        range: geometry.verticalRange(zoom: state.zoomScale))
      animations.content = x.velocity == 0 && y.velocity == 0 ? nil : .momentum(Momentum(x: x, y: y))
    }
  }

  // MARK: Paging

  /// The strip follows a horizontal drag counted from `reference`: free
  /// between pages, rubber-banded past the first and the last.
  // Given the translation, not the event's whole value: a call then copies
  // no value (docs/PerformanceHistory.md).
  mutating func dragStrip(from reference: Point, to translation: Point) {
    let drag = translation.x - reference.x
    let width = configuration.viewportWidth
    let canGoBack = state.page > 0
    let canGoForward = state.page < configuration.pageCount - 1
    state.pageStripOffset =
      if drag > 0 && !canGoBack {
        RubberBand.distance(drag, dimension: width)
      } else if drag < 0 && !canGoForward {
        -RubberBand.distance(-drag, dimension: width)
      } else {
        min(max(drag, -width), width)
      }
  }

  /// Releases the strip: the page turns, or the strip returns.
  ///
  /// The page turns by speed past `pagingVelocity` (its direction), else by
  /// a drag past half the viewport, never past the ends. A pull-down running
  /// with the pan goes on.
  @inline(never)  // once a gesture: one copy, wherever the dispatch is inlined
  mutating func releaseStrip(
    velocity: Double, withPullDown: Bool, time: Timestamp, into events: inout [ImageViewerEvent]
  ) {
    activity = withPullDown ? .pullingDown : .idle
    let drag = state.pageStripOffset
    var step = 0
    if abs(velocity) > configuration.pagingVelocity {
      step = velocity < 0 ? 1 : -1
    } else if abs(drag) > configuration.viewportWidth / 2 {
      step = drag < 0 ? 1 : -1
    }
    slideStrip(toPage: min(max(state.page + step, 0), configuration.pageCount - 1), time: time, into: &events)
  }

  /// Slides the strip to `target`'s place, turning the page, or back to the
  /// current page's place when `target` is the current page.
  ///
  /// With `pageChangedAt=release` the page changes now and the strip slides
  /// from where it is to the new page's place (0); with `rest` the page is
  /// the arriving one until the strip gets there (∓ one viewport a page).
  mutating func slideStrip(toPage target: Int, time: Timestamp, into events: inout [ImageViewerEvent]) {
    guard target != state.page else {
      settleStrip(onPageOffset: 0, time: time)
      return
    }
    let shift = Double(target - state.page) * configuration.viewportWidth
    switch configuration.pageChangedAt {
    case .release:
      // The strip keeps its place on screen: relative to the new page it is
      // one viewport further, and slides from there to 0.
      state.page = target
      state.pageStripOffset += shift
      showNewPage()
      events.append(ImageViewerEvent(time: time, kind: .pageChanged(page: target)))
      settleStrip(onPageOffset: 0, time: time)
    case .rest:
      settleStrip(onPageOffset: -shift, arrivingAt: target, time: time)
      // Already there (a drag of exactly a page): it arrives now.
      if !animations.isAnimatingStrip { arrive(at: target, time: time, into: &events) }
    }
  }
}
