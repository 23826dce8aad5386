extension ImageViewer {
  // MARK: Pan: scrolling and paging

  mutating func pan(
    _ value: GestureValue, began: Bool, time: Timestamp, into events: inout [ImageViewerEvent]
  ) {
    // A pull-down excludes the pan, unless they run together (the strip
    // then carries x and the pull-down y).
    if isPullingDown && !configuration.pullDownWithPaging { return }
    switch interaction {
    case .pinching:
      return  // the pinch moves the content
    case .none:
      // A pan that began counts from the touch-down (slop included); one that
      // goes on after a pinch counts from now, so nothing jumps.
      let reference = began ? Point.zero : value.translation
      // A finger catching the strip on its way to a page puts it there.
      if arrivingPage != nil { arrive(at: time, into: &events) }
      if isAtOrBelowInitialZoom && !isAnimatingContent {
        interaction = .paging(reference: reference)
        stripAnimation = nil
      } else {
        stopContentAnimation()
        interaction = .scrolling(
          startOffset: state.contentOffset, reference: reference, lastLocation: value.location)
      }
    case .scrolling, .paging:
      break
    }
    switch interaction {
    case .scrolling(let startOffset, let reference, _):
      let raw = startOffset - (value.translation - reference)
      state.contentOffset = geometry.rubberBanded(raw, zoom: state.zoomScale)
      interaction = .scrolling(startOffset: startOffset, reference: reference, lastLocation: value.location)
    case .paging(let reference):
      state.pageStripOffset = Self.stripOffset(
        forDrag: value.translation.x - reference.x, page: state.page, pageCount: configuration.pageCount,
        width: configuration.viewportWidth)
    case .none, .pinching:
      break
    }
  }

  /// The strip offset for a horizontal drag: free between pages, rubber-banded
  /// past the first and the last.
  // Static, given the values it needs: an instance method called from a
  // mutating one copies the whole viewer (about 600 bytes) on every event.
  private static func stripOffset(forDrag drag: Double, page: Int, pageCount: Int, width: Double) -> Double {
    let canGoBack = page > 0
    let canGoForward = page < pageCount - 1
    if drag > 0 && !canGoBack { return RubberBand.distance(drag, dimension: width) }
    if drag < 0 && !canGoForward { return -RubberBand.distance(-drag, dimension: width) }
    return min(max(drag, -width), width)
  }

  @inline(never)  // once a gesture: out of the per-frame path, so the dispatch stays inlined
  mutating func endPan(velocity: Point, time: Timestamp, into events: inout [ImageViewerEvent]) {
    switch interaction {
    case .scrolling(let startOffset, _, _):
      interaction = .none
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
        contentAnimation = x.velocity == 0 && y.velocity == 0 ? nil : .momentum(Momentum(x: x, y: y))
      }
    case .paging:
      interaction = .none
      turnPage(velocity: velocity.x, time: time, into: &events)
    case .none, .pinching:
      break
    }
  }

  /// Decides the page on release: by speed past `pagingVelocity` (its
  /// direction), else by a drag past half the viewport, never past the ends.
  ///
  /// With `pageChangedAt=release` the page changes now and the strip slides
  /// from where it is to the new page's place (0); with `rest` the page is
  /// the arriving one until the strip gets there (∓ one viewport).
  private mutating func turnPage(velocity: Double, time: Timestamp, into events: inout [ImageViewerEvent]) {
    let drag = state.pageStripOffset
    var step = 0
    if abs(velocity) > configuration.pagingVelocity {
      step = velocity < 0 ? 1 : -1
    } else if abs(drag) > configuration.viewportWidth / 2 {
      step = drag < 0 ? 1 : -1
    }
    let target = min(max(state.page + step, 0), configuration.pageCount - 1)
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
      arrivingPage = target
      settleStrip(onPageOffset: -shift, time: time)
      // Already there (a drag of exactly a page): it arrives now.
      if stripAnimation == nil { arrive(at: time, into: &events) }
    }
  }

  /// The page strip reaches ``arrivingPage`` at `time`: it becomes the page
  /// (`pageChangedAt=rest`), shown at `initialZoom`, and `pageChanged` is
  /// emitted at that time (unless the viewer has been dismissed since: it
  /// reports nothing more then).
  @inline(never)  // once a gesture: out of the per-frame path, so the dispatch stays inlined
  mutating func arrive(at time: Timestamp, into events: inout [ImageViewerEvent]) {
    guard let target = arrivingPage else { return }
    arrivingPage = nil
    let shift = Double(target - state.page) * configuration.viewportWidth
    state.page = target
    if var slide = stripAnimation {
      // Caught on the way: the rest of the slide, seen from the new page.
      slide.from.x += shift
      slide.to.x = 0
      stripAnimation = slide
      state.pageStripOffset += shift
    } else {
      state.pageStripOffset = 0
    }
    showNewPage()
    if !state.isDismissed { events.append(ImageViewerEvent(time: time, kind: .pageChanged(page: target))) }
  }

  /// A page just turned to: at `initialZoom`, centered, nothing animating
  /// its content, fitted by its own image size.
  private mutating func showNewPage() {
    if !imageSizes.isEmpty { geometry = ViewerGeometry(configuration, image: imageSizes[state.page]) }
    state.zoomScale = configuration.initialZoom
    state.contentOffset = geometry.restingOffset(zoom: configuration.initialZoom)
    contentAnimation = nil
  }

  mutating func settleStrip(onPageOffset target: Double, time: Timestamp) {
    guard state.pageStripOffset != target else {
      stripAnimation = nil
      return
    }
    stripAnimation = ValueTransition(
      start: time, from: Point(x: state.pageStripOffset, y: 0), to: Point(x: target, y: 0),
      duration: ViewerAnimation.duration)
  }
}
