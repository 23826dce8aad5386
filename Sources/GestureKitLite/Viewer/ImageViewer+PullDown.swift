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
