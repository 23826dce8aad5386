extension ImageViewer {
  // MARK: Pull-down

  /// A pull-down began: the image follows the finger, the chrome hides.
  ///
  /// It needs the content at rest (no pinch, no scroll), or, with
  /// `pullDownWithPaging`, a paging pan that began with it.
  @inline(never)  // once a gesture: out of the per-frame path, so the dispatch stays inlined
  mutating func beginPullDown(_ value: GestureValue, time: Timestamp, into events: inout [ImageViewerEvent]) {
    guard !isPullingDown else { return }
    switch interaction {
    case .none: break
    case .paging: guard configuration.pullDownWithPaging else { return }
    case .pinching, .scrolling: return
    }
    isPullingDown = true
    pullDownAnimation = nil
    state.isChromeHiddenByPullDown = true
    setPullDownTranslation(
      Self.shownTranslation(value.translation, verticalOnly: configuration.pullDownWithPaging))
    events.append(ImageViewerEvent(time: time, kind: .dismissBegan))
    dismissIfPastDistance(time: time, into: &events)
  }

  /// The pull-down moved: the image follows (and with `dismissWhileDragging`
  /// passing `dismissDistance` dismisses now).
  mutating func movePullDown(_ value: GestureValue, time: Timestamp, into events: inout [ImageViewerEvent]) {
    guard isPullingDown else { return }
    setPullDownTranslation(
      Self.shownTranslation(value.translation, verticalOnly: configuration.pullDownWithPaging))
    dismissIfPastDistance(time: time, into: &events)
  }

  /// The pull-down ended (`value`, the lift's) or was cancelled (`nil`).
  @inline(never)  // once a gesture: out of the per-frame path, so the dispatch stays inlined
  mutating func endPullDown(_ value: GestureValue?, time: Timestamp, into events: inout [ImageViewerEvent]) {
    guard isPullingDown else { return }
    guard let value else {
      releasePullDown(velocity: nil, time: time, into: &events)
      return
    }
    setPullDownTranslation(
      Self.shownTranslation(value.translation, verticalOnly: configuration.pullDownWithPaging))
    releasePullDown(velocity: value.velocity, time: time, into: &events)
  }

  /// The image's displacement for a pull-down's translation: vertical only
  /// when the pull-down runs with the paging pan, whose strip carries x.
  // Static, given the values it needs: an instance method called from a
  // mutating one copies the whole viewer on every event.
  private static func shownTranslation(_ translation: Point, verticalOnly: Bool) -> Point {
    verticalOnly ? Point(x: 0, y: translation.y) : translation
  }

  /// With `dismissWhileDragging`, dismisses as soon as the pull-down is
  /// strictly past `dismissDistance`, finger still down.
  private mutating func dismissIfPastDistance(time: Timestamp, into events: inout [ImageViewerEvent]) {
    guard configuration.dismissWhileDragging,
      state.pullDownTranslation.y > configuration.dismissDistance
    else { return }
    dismiss(time: time, into: &events)
  }

  /// Releases a pull-down: dismisses past `dismissDistance` or faster than
  /// `dismissVelocity` downwards (`velocity` is `nil` for a cancel, which
  /// never dismisses); otherwise the image and alpha go back with the
  /// `dismissRestore` animation.
  mutating func releasePullDown(velocity: Point?, time: Timestamp, into events: inout [ImageViewerEvent]) {
    isPullingDown = false
    let translation = state.pullDownTranslation
    let dismisses =
      velocity.map {
        translation.y > configuration.dismissDistance || $0.y > configuration.dismissVelocity
      } ?? false
    if dismisses {
      dismiss(time: time, into: &events)
    } else {
      state.isChromeHiddenByPullDown = false
      pullDownAnimation = .restore(
        RestoreTransition(start: time, from: translation, configuration: configuration))
      events.append(ImageViewerEvent(time: time, kind: .dismissCancelled))
    }
  }

  /// Dismisses the viewer: the image flies out downwards (0.25 s), a paging
  /// pan running with the pull-down lets the strip settle back, and every
  /// later gesture is ignored.
  @inline(never)  // once a gesture: out of the per-frame path, so the dispatch stays inlined
  private mutating func dismiss(time: Timestamp, into events: inout [ImageViewerEvent]) {
    isPullingDown = false
    state.isDismissed = true
    let translation = state.pullDownTranslation
    pullDownAnimation = .flyOut(
      ValueTransition(
        start: time, from: translation,
        to: Point(x: translation.x, y: max(translation.y, 0) + configuration.viewportHeight),
        duration: ViewerAnimation.dismissDuration))
    if case .paging = interaction {
      interaction = .none
      settleStrip(onPageOffset: 0, time: time)
    }
    events.append(ImageViewerEvent(time: time, kind: .dismissed))
  }
}

// MARK: The gate

extension ImageViewer {
  /// Whether a pull-down may begin now: `pullDownEnabled` on, not dismissed,
  /// the zoom at or below `initialZoom` (not zoomed, not mid-zoom), and the
  /// image not on its way back (an eased restore for its whole duration, a
  /// spring restore for its perceptual duration).
  public var canBeginPullDown: Bool {
    // One compare covers `pullDownEnabled` and the zoom: the session asks on every frame.
    state.zoomScale <= pullDownZoomLimit && !state.isDismissed && !isAnimatingContent && !isPullDownBlocked
  }

  /// Why a pull-down may not begin now (the reason its recognizer then
  /// fails with, `notAllowed`), or `nil` when it may (``canBeginPullDown``).
  public var pullDownRefusal: GestureReason? {
    pullDownGate.refusal(zoom: state.zoomScale, initialZoom: configuration.initialZoom)
  }

  /// Whether a pull-down may begin now, or the first rule of
  /// ``canBeginPullDown`` that stops it.
  @inline(__always)  // once a frame, from the session
  var pullDownGate: PullDownGate {
    if canBeginPullDown { return .open }
    if !configuration.pullDownEnabled { return .disabled }
    if state.isDismissed { return .dismissed }
    if !isAtOrBelowInitialZoom { return .zoomedIn }
    return isAnimatingContent ? .zoomAnimating : .restoring
  }

  /// Whether a pull-down may begin, or what stops it: what the session
  /// reads once a frame, so that a reason is made only when a pull-down asks
  /// to begin and is refused.
  enum PullDownGate: UInt8, Sendable {
    case open, disabled, dismissed, zoomedIn, zoomAnimating, restoring

    /// The reason for a refusal at `zoom`, or `nil` when the gate is open.
    @inline(__always)
    func refusal(zoom: Double, initialZoom: Double) -> GestureReason? {
      self == .open ? nil : reason(zoom: zoom, initialZoom: initialZoom)
    }

    @inline(never)  // only when a pull-down is refused
    private func reason(zoom: Double, initialZoom: Double) -> GestureReason {
      switch self {
      case .open, .restoring: .pullDownRestoring
      case .disabled: .pullDownDisabled
      case .dismissed: .viewerDismissed
      case .zoomedIn: .zoomedIn(zoom, initialZoom: initialZoom)
      case .zoomAnimating: .zoomAnimating
      }
    }
  }
}
