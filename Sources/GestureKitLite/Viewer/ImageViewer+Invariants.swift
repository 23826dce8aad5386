extension ImageViewer {
  /// The viewer's invariants that do not hold, as readable sentences; empty
  /// when all is well.
  ///
  /// - Every value is finite; the background alpha is within 0…1; the page is
  ///   one of the pages.
  /// - While pinching, the zoom is within the rubber band's reach
  ///   (`minZoom ÷ 1.5 … maxZoom × 1.5`, or the limits without `zoomBounce`).
  /// - Settled (no gesture, no animation), the zoom is within
  ///   `minZoom…maxZoom` and the content offset within the edges (of the
  ///   image, or of the viewport-sized frame with `zoomFrame=viewport`).
  /// - During a wheel gesture the offset is within the edges (a wheel never
  ///   rubber-bands), a zooming one keeps the zoom within `minZoom…maxZoom`,
  ///   and a paging one drags the strip at most one page.
  /// - A page arriving (`pageChangedAt=rest`) is one of the pages; a
  ///   pull-down in progress hides the chrome; the viewer is dismissed
  ///   exactly when it does nothing else; without `dismissFade` the alpha is 1.
  public func _invariantViolations() -> [String] {
    var violations: [String] = []
    let s = state
    if !s.zoomScale.isFinite || !s.contentOffset.isFinite || !s.pullDownTranslation.isFinite
      || !s.pageStripOffset.isFinite || !s.backgroundAlpha.isFinite
    {
      violations.append("a non-finite value in \(s)")
    }
    if !(0...1).contains(s.backgroundAlpha) { violations.append("alpha \(s.backgroundAlpha) outside 0…1") }
    if !(0..<configuration.pageCount).contains(s.page) { violations.append("page \(s.page) out of range") }
    let tolerance = 1e-9 * max(1, configuration.maxZoom)
    let reach = configuration.zoomBounce ? RubberBand.maximumOverscale : 1
    if case .pinching = activity {
      let lower = configuration.minZoom / reach - tolerance
      let upper = configuration.maxZoom * reach + tolerance
      if !(lower...upper).contains(s.zoomScale) {
        violations.append("pinch zoom \(s.zoomScale) beyond the rubber band \(lower)…\(upper)")
      }
    }
    switch activity {
    case .wheelZooming:
      if !(configuration.minZoom - tolerance...configuration.maxZoom + tolerance).contains(s.zoomScale) {
        violations.append("wheel zoom \(s.zoomScale) outside minZoom…maxZoom")
      }
      fallthrough
    case .wheelScrolling:
      let clamped = geometry.clamped(s.contentOffset, zoom: s.zoomScale)
      if clamped.distance(to: s.contentOffset) > 1e-6
        * max(1, abs(s.contentOffset.x) + abs(s.contentOffset.y))
      {
        violations.append("wheel offset \(s.contentOffset) outside the edges (\(clamped))")
      }
    case .wheelPaging:
      if abs(s.pageStripOffset) > configuration.viewportWidth {
        violations.append("wheel strip offset \(s.pageStripOffset) beyond a page")
      }
    case .idle, .pinching, .scrolling, .paging, .pullingDown, .dismissed:
      break
    }
    if let arriving = animations.strip?.arrivingPage, !(0..<configuration.pageCount).contains(arriving) {
      violations.append("page \(arriving) arriving out of range")
    }
    if activity.isPullingDown && !s.isChromeHiddenByPullDown {
      violations.append("a pull-down in progress with the chrome shown")
    }
    if (activity == .dismissed) != s.isDismissed {
      violations.append("activity \(activity.name) disagrees with isDismissed \(s.isDismissed)")
    }
    if !configuration.dismissFade && s.backgroundAlpha != 1 {
      violations.append("alpha \(s.backgroundAlpha) without dismissFade")
    }
    if activity == .idle && !isAnimating {
      if !(configuration.minZoom - tolerance...configuration.maxZoom + tolerance).contains(s.zoomScale) {
        violations.append("settled zoom \(s.zoomScale) outside minZoom…maxZoom")
      }
      let clamped = geometry.clamped(s.contentOffset, zoom: s.zoomScale)
      if clamped.distance(to: s.contentOffset) > 1e-6
        * max(1, abs(s.contentOffset.x) + abs(s.contentOffset.y))
      {
        violations.append("settled offset \(s.contentOffset) outside the edges (\(clamped))")
      }
      if s.pageStripOffset != 0 { violations.append("settled page strip offset \(s.pageStripOffset)") }
    }
    return violations
  }

  /// Traps on an invariant violation when built with `GESTUREKIT_INTERNAL_CHECKS`.
  @inline(__always)
  func checkInvariants() {
    #if GESTUREKIT_INTERNAL_CHECKS
      let violations = _invariantViolations()
      precondition(violations.isEmpty, "ImageViewer: " + violations.joined(separator: "; "))
    #endif
  }
}
