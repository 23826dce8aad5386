/// The pull-down: when it may begin (the gate), how the image and the
/// background follow it (the alpha), and when it dismisses.
extension ImageViewer {
  // MARK: Pull-down

  /// A pull-down began: the image follows the finger, the chrome hides.
  ///
  /// `released` is what the viewer does once the pull-down ends short of
  /// dismissing: `idle`, or the paging pan it began with.
  @inline(never)  // once a gesture: one copy, wherever the dispatch is inlined
  mutating func beginPullDown(
    _ value: GestureValue, returningTo released: ViewerActivity, time: Timestamp,
    into events: inout [ImageViewerEvent]
  ) {
    activity =
      if case .paging(let reference, _) = released {
        .paging(reference: reference, pullingDown: true)
      } else {
        .pullingDown
      }
    animations.pullDown = nil
    state.isChromeHiddenByPullDown = true
    followPullDown(value.translation)
    events.append(ImageViewerEvent(time: time, kind: .dismissBegan))
    dismissIfPastDistance(returningTo: released, time: time, into: &events)
  }

  /// The pull-down moved: the image follows (and with `dismissWhileDragging`
  /// passing `dismissDistance` dismisses now).
  mutating func movePullDown(
    _ value: GestureValue, returningTo released: ViewerActivity, time: Timestamp,
    into events: inout [ImageViewerEvent]
  ) {
    followPullDown(value.translation)
    dismissIfPastDistance(returningTo: released, time: time, into: &events)
  }

  /// The pull-down ended, with the lift's `value`.
  @inline(never)  // once a gesture: one copy, wherever the dispatch is inlined
  mutating func endPullDown(
    _ value: GestureValue, returningTo released: ViewerActivity, time: Timestamp,
    into events: inout [ImageViewerEvent]
  ) {
    followPullDown(value.translation)
    releasePullDown(velocity: value.velocity, returningTo: released, time: time, into: &events)
  }

  /// The image follows a pull-down's translation: vertically only when the
  /// pull-down runs with the paging pan, whose strip carries x.
  private mutating func followPullDown(_ translation: Point) {
    setPullDownTranslation(configuration.pullDownWithPaging ? Point(x: 0, y: translation.y) : translation)
  }

  /// With `dismissWhileDragging`, dismisses as soon as the pull-down is
  /// strictly past `dismissDistance`, finger still down.
  private mutating func dismissIfPastDistance(
    returningTo released: ViewerActivity, time: Timestamp, into events: inout [ImageViewerEvent]
  ) {
    guard configuration.dismissWhileDragging,
      state.pullDownTranslation.y > configuration.dismissDistance
    else { return }
    dismiss(settlingStrip: released != .idle, time: time, into: &events)
  }

  /// Releases a pull-down: dismisses past `dismissDistance` or faster than
  /// `dismissVelocity` downwards (`velocity` is `nil` for a cancel, which
  /// never dismisses); otherwise the image and alpha go back with the
  /// `dismissRestore` animation, and the viewer does `released`.
  @inline(never)  // once a gesture: one copy, wherever the dispatch is inlined
  mutating func releasePullDown(
    velocity: Point?, returningTo released: ViewerActivity, time: Timestamp,
    into events: inout [ImageViewerEvent]
  ) {
    let translation = state.pullDownTranslation
    let dismisses =
      velocity.map {
        translation.y > configuration.dismissDistance || $0.y > configuration.dismissVelocity
      } ?? false
    if dismisses {
      dismiss(settlingStrip: released != .idle, time: time, into: &events)
    } else {
      activity = released
      state.isChromeHiddenByPullDown = false
      animations.pullDown = .restore(
        RestoreTransition(start: time, from: translation, configuration: configuration))
      events.append(ImageViewerEvent(time: time, kind: .dismissCancelled))
    }
  }

  /// Dismisses the viewer: the image flies out downwards (0.25 s).
  ///
  /// A paging pan running with the pull-down lets the strip settle back
  /// (`settlingStrip`), and every later gesture is ignored. `Escape` and the
  /// `dismiss` action dismiss this way too, from wherever the image is.
  @inline(never)  // once a gesture: one copy, wherever the dispatch is inlined
  mutating func dismiss(settlingStrip: Bool, time: Timestamp, into events: inout [ImageViewerEvent]) {
    activity = .dismissed
    state.isDismissed = true
    let translation = state.pullDownTranslation
    animations.pullDown = .flyOut(
      ValueTransition(
        start: time, from: translation,
        to: Point(x: translation.x, y: max(translation.y, 0) + configuration.viewportHeight),
        duration: ViewerAnimation.dismissDuration))
    if settlingStrip { settleStrip(onPageOffset: 0, time: time) }
    events.append(ImageViewerEvent(time: time, kind: .dismissed))
  }

  // MARK: The alpha

  /// Moves the pulled image and derives the background alpha from it:
  /// clamp(1 − dy ÷ (`dismissAlphaFalloff` × `viewportHeight`), 0, 1), or 1
  /// throughout without `dismissFade`.
  mutating func setPullDownTranslation(_ translation: Point) {
    state.pullDownTranslation = translation
    guard configuration.dismissFade else { return }
    let falloff = configuration.dismissAlphaFalloff * configuration.viewportHeight
    let alpha = 1 - translation.y / falloff
    state.backgroundAlpha = min(max(alpha, 0), 1)
  }
}

// MARK: The gate

// The gate's getters are inlined: the session reads them once a frame, and
// a getter called on the viewer copies it.
extension ImageViewer {
  /// Whether a pull-down may begin now: `pullDownEnabled` on, not dismissed,
  /// the zoom at or below `initialZoom` (not zoomed, not mid-zoom), and the
  /// image not on its way back (an eased restore for its whole duration, a
  /// spring restore for its perceptual duration).
  @inline(__always)
  public var canBeginPullDown: Bool {
    configuration.pullDownEnabled && !state.isDismissed && isAtOrBelowInitialZoom
      && !animations.isAnimatingContent && !isRestoringPullDown
  }

  /// Whether the pulled image's animation keeps a new pull-down from
  /// beginning now (see ``PullDownAnimation/blocksPullDown(at:)``).
  @inline(__always)
  var isRestoringPullDown: Bool {
    guard let pull = animations.pullDown else { return false }
    guard let now = state.time else { return true }
    return pull.blocksPullDown(at: now)
  }

  /// Why a pull-down may not begin now (the reason its recognizer then
  /// fails with, `notAllowed`), or `nil` when it may (``canBeginPullDown``).
  @inline(__always)
  public var pullDownRefusal: GestureReason? {
    pullDownGate().refusal
  }

  /// Whether a pull-down may begin now, or the first rule of
  /// ``canBeginPullDown`` that stops it, for the engine's recognizer `pullDownID`.
  @inline(__always)
  func pullDownGate(for pullDownID: RecognizerID = RecognizerID(index: -1)) -> PullDownGate {
    let rule: PullDownGate.Rule =
      if canBeginPullDown {
        .open
      } else if !configuration.pullDownEnabled {
        .disabled
      } else if state.isDismissed {
        .dismissed
      } else if !isAtOrBelowInitialZoom {
        .zoomedIn
      } else {
        animations.isAnimatingContent ? .zoomAnimating : .restoring
      }
    return PullDownGate(
      rule: rule, zoom: state.zoomScale, initialZoom: configuration.initialZoom, pullDownID: pullDownID)
  }

  /// Whether a pull-down may begin, or what stops it, as the viewer is at
  /// one moment: what the session reads once a frame, so that a reason is
  /// made only when a pull-down asks to begin and is refused.
  struct PullDownGate: Sendable {
    /// The first rule of ``canBeginPullDown`` that stops a pull-down, or `open`.
    enum Rule: UInt8, Sendable {
      case open, disabled, dismissed, zoomedIn, zoomAnimating, restoring
    }

    var rule: Rule
    var zoom: Double
    var initialZoom: Double
    /// The recognizer that plays the pull-down part.
    var pullDownID: RecognizerID

    /// The reason for a refusal, or `nil` when the gate is open.
    @inline(__always)  // once a frame, from the session: most frames find the gate open
    var refusal: GestureReason? {
      rule == .open ? nil : reason()
    }

    /// The engine's should-begin answer for `recognizer`: the refusal for
    /// the one that plays the pull-down part, `nil` for every other.
    @inline(__always)
    func refusal(for recognizer: RecognizerID) -> GestureReason? {
      recognizer == pullDownID ? refusal : nil
    }

    @inline(never)  // only when a pull-down is refused
    private func reason() -> GestureReason {
      switch rule {
      case .open, .restoring: .pullDownRestoring
      case .disabled: .pullDownDisabled
      case .dismissed: .viewerDismissed
      case .zoomedIn: .zoomedIn(zoom, initialZoom: initialZoom)
      case .zoomAnimating: .zoomAnimating
      }
    }
  }
}
