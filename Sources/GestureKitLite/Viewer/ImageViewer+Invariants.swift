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
  /// - A page arrives (`pageChangedAt=rest`) only while the strip moves, and
  ///   it is one of the pages; a pull-down in progress hides the chrome on a
  ///   viewer not dismissed; without `dismissFade` the alpha is 1;
  ///   ``isAnimating`` says whether an animation is set.
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
    if case .pinching = interaction {
      let lower = configuration.minZoom / reach - tolerance
      let upper = configuration.maxZoom * reach + tolerance
      if !(lower...upper).contains(s.zoomScale) {
        violations.append("pinch zoom \(s.zoomScale) beyond the rubber band \(lower)…\(upper)")
      }
    }
    if let arriving = arrivingPage, !(0..<configuration.pageCount).contains(arriving) || stripAnimation == nil
    {
      violations.append("page \(arriving) arriving with the strip at rest or out of range")
    }
    if isPullingDown && (s.isDismissed || !s.isChromeHiddenByPullDown) {
      violations.append("a pull-down in progress on a dismissed viewer or with the chrome shown")
    }
    if isAnimating != (contentAnimation != nil || stripAnimation != nil || pullDownAnimation != nil) {
      violations.append("isAnimating \(isAnimating) disagrees with the animations")
    }
    if !configuration.dismissFade && s.backgroundAlpha != 1 {
      violations.append("alpha \(s.backgroundAlpha) without dismissFade")
    }
    if interaction == .none && !isPullingDown && !isAnimating && !s.isDismissed {
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
