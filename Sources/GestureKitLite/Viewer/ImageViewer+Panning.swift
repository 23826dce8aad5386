extension ImageViewer {
  // MARK: Pan: scrolling and paging

  mutating func pan(
    _ value: GestureValue, began: Bool, time: Timestamp, into events: inout [ImageViewerEvent]
  ) {
    switch interaction {
    case .pinching, .pullingDown:
      return  // the pinch moves the content; a pull-down excludes the pan anyway
    case .none:
      // A pan that began counts from the touch-down (slop included); one that
      // goes on after a pinch counts from now, so nothing jumps.
      let reference = began ? Point.zero : value.translation
      if isAtMinimumZoom && !isAnimatingContent {
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
    case .none, .pinching, .pullingDown:
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

  mutating func endPan(velocity: Point, time: Timestamp, into events: inout [ImageViewerEvent]) {
    switch interaction {
    case .scrolling:
      interaction = .none
      // A pan that caught a rubber-banded zoom (a pinch that just ended) lets
      // it settle now, with the offset, instead of gliding.
      let zoom = min(max(state.zoomScale, configuration.minZoom), configuration.maxZoom)
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
    case .none, .pinching, .pullingDown:
      break
    }
  }

  /// Decides the page on release: by speed past `pagingVelocity` (its
  /// direction), else by a drag past half the viewport, never past the ends.
  private mutating func turnPage(velocity: Double, time: Timestamp, into events: inout [ImageViewerEvent]) {
    let drag = state.pageStripOffset
    var step = 0
    if abs(velocity) > configuration.pagingVelocity {
      step = velocity < 0 ? 1 : -1
    } else if abs(drag) > configuration.viewportWidth / 2 {
      step = drag < 0 ? 1 : -1
    }
    let target = min(max(state.page + step, 0), configuration.pageCount - 1)
    if target != state.page {
      // The strip keeps its place on screen: relative to the new page it is
      // one viewport further, and slides from there to 0.
      let shift = Double(target - state.page) * configuration.viewportWidth
      state.page = target
      state.pageStripOffset += shift
      state.zoomScale = configuration.minZoom
      state.contentOffset = geometry.restingOffset(zoom: configuration.minZoom)
      contentAnimation = nil
      events.append(ImageViewerEvent(time: time, kind: .pageChanged(page: target)))
    }
    settleStrip(onPageOffset: 0, time: time)
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

  // MARK: Pull-down

  /// Releases a pull-down: dismisses past `dismissDistance` or faster than
  /// `dismissVelocity` downwards (`velocity` is `nil` for a cancel, which
  /// never dismisses); otherwise the image and alpha animate back.
  mutating func releasePullDown(velocity: Point?, time: Timestamp, into events: inout [ImageViewerEvent]) {
    interaction = .none
    let translation = state.pullDownTranslation
    let dismisses =
      velocity.map {
        translation.y > configuration.dismissDistance || $0.y > configuration.dismissVelocity
      } ?? false
    if dismisses {
      state.isDismissed = true
      pullDownAnimation = ValueTransition(
        start: time, from: translation,
        to: Point(x: translation.x, y: max(translation.y, 0) + configuration.viewportHeight),
        duration: ViewerAnimation.dismissDuration)
      events.append(ImageViewerEvent(time: time, kind: .dismissed))
    } else {
      state.isChromeHiddenByPullDown = false
      pullDownAnimation = ValueTransition(
        start: time, from: translation, to: .zero, duration: ViewerAnimation.duration)
      events.append(ImageViewerEvent(time: time, kind: .dismissCancelled))
    }
  }
}
