/// What keys and accessibility actions do (SPEC §5.1): arrows scroll a
/// zoomed image or turn the page, `+`/`-`/`0` step the zoom around the
/// viewport's center, `Home`/`End` and the page actions turn the page at
/// any zoom. Each change is animated as a double tap's or a release's.
extension ImageViewer {
  /// A page animation in progress completes on its target page before a
  /// wheel record, an arrow, a zoom key or a page turn (what can change the
  /// content), as before a touch: the page arrives now (with
  /// `pageChangedAt=rest`) and the strip stops there.
  mutating func completeStripAnimation(at time: Timestamp, into events: inout [ImageViewerEvent]) {
    guard animations.isAnimatingStrip else { return }
    arriveEarly(at: time, into: &events)
    animations.strip = nil
    state.pageStripOffset = 0
  }

  /// An arrow key: scrolls a zoomed image, or turns the page.
  ///
  /// Zoomed past `initialZoom`, the content offset moves
  /// `keyPanDistance` that way (toward the image's right or bottom edge for
  /// `ArrowRight`/`ArrowDown`), within the edges, animated as a zoom change;
  /// nothing at that edge. At `initialZoom` or below, left and right turn
  /// the page; up and down do nothing.
  mutating func pressArrow(
    _ arrow: DirectInput.Arrow, at time: Timestamp, into events: inout [ImageViewerEvent]
  ) {
    completeStripAnimation(at: time, into: &events)
    if isAtOrBelowInitialZoom {
      switch arrow {
      case .left: turnPage(.previous, at: time, into: &events)
      case .right: turnPage(.next, at: time, into: &events)
      case .up, .down: return
      }
      return
    }
    let step = configuration.keyPanDistance
    let delta =
      switch arrow {
      case .left: Point(x: -step, y: 0)
      case .right: Point(x: step, y: 0)
      case .up: Point(x: 0, y: -step)
      case .down: Point(x: 0, y: step)
      }
    // A zoom stopped past a limit (a pinch's bounce, caught) settles with the move.
    let zoom = min(max(state.zoomScale, configuration.minZoom), configuration.maxZoom)
    let target = geometry.clamped(state.contentOffset + delta, zoom: zoom)
    guard target != state.contentOffset || zoom != state.zoomScale else { return }
    animateContent(toZoom: zoom, offset: target, time: time)
  }

  /// `+`, `=`, `-`, `zoomIn`, `zoomOut`: the zoom times or divided by
  /// `keyZoomFactor`, within `minZoom`…`maxZoom`; nothing when already at
  /// that limit.
  mutating func stepZoom(
    _ step: DirectInput.ZoomStep, at time: Timestamp, into events: inout [ImageViewerEvent]
  ) {
    completeStripAnimation(at: time, into: &events)
    let zoom = state.zoomScale
    switch step {
    case .zoomIn:
      guard zoom < configuration.maxZoom else { return }
      zoomAroundCenter(
        to: min(zoom * configuration.keyZoomFactor, configuration.maxZoom), at: time, into: &events)
    case .zoomOut:
      guard zoom > configuration.minZoom else { return }
      zoomAroundCenter(
        to: max(zoom / configuration.keyZoomFactor, configuration.minZoom), at: time, into: &events)
    }
  }

  /// `0`, `resetZoom`: back to `initialZoom` around the viewport's center;
  /// nothing when the zoom is there.
  mutating func resetZoom(at time: Timestamp, into events: inout [ImageViewerEvent]) {
    completeStripAnimation(at: time, into: &events)
    guard !isAtInitialZoom else { return }
    zoomAroundCenter(to: configuration.initialZoom, at: time, into: &events)
  }

  /// Zooms to `target` keeping the image point under the viewport's center
  /// there (as near as the edges allow), announced with `zoomToggled` and
  /// animated as a double tap (0.3 s, ease-out).
  private mutating func zoomAroundCenter(
    to target: Double, at time: Timestamp, into events: inout [ImageViewerEvent]
  ) {
    let center = geometry.viewportCenter
    let imagePoint = geometry.imagePoint(under: center, offset: state.contentOffset, zoom: state.zoomScale)
    let offset = geometry.clamped(
      geometry.offset(placing: imagePoint, under: center, zoom: target), zoom: target)
    animations.content = .zoom(
      ZoomTransition(
        start: time, fromZoom: state.zoomScale, toZoom: target, fromOffset: state.contentOffset,
        toOffset: offset))
    events.append(ImageViewerEvent(time: time, kind: .zoomToggled(scale: target)))
  }

  /// Turns to the next, previous, first or last page at any zoom.
  ///
  /// The strip slides with the paging animation; the input is the release for `pageChangedAt`, and
  /// the new page opens at `initialZoom`. Nothing when already there.
  mutating func turnPage(
    _ turn: DirectInput.PageTurn, at time: Timestamp, into events: inout [ImageViewerEvent]
  ) {
    completeStripAnimation(at: time, into: &events)
    let last = configuration.pageCount - 1
    let target =
      switch turn {
      case .next: min(state.page + 1, last)
      case .previous: max(state.page - 1, 0)
      case .first: 0
      case .last: last
      }
    guard target != state.page else { return }
    animations.content = nil
    slideStrip(toPage: target, time: time, into: &events)
  }
}
