/// Everything an ``ImageViewer`` animates, as one value: the content, the
/// page strip and the pulled image, each running or not on its own.
///
/// Whether anything is animating is read from the three, never kept beside
/// them, so it cannot disagree with them.
struct ViewerAnimations: Equatable, Sendable {
  /// The zoom and offset animation (double tap, settling after a pinch or a
  /// scroll past the edges), or the momentum after a scroll.
  var content: ContentAnimation?
  /// The page strip settling on a page.
  var strip: StripAnimation?
  /// The pulled image returning, or flying out on dismissal.
  var pullDown: PullDownAnimation?

  /// Whether any animation is running.
  // Inlined, these getters read the animations in place: called, they
  // copy them (the session asks on every event).
  @inline(__always)
  var isAnimating: Bool { isAnimatingContent || isAnimatingStrip || isAnimatingPullDown }

  /// Whether the content (zoom, offset) is animating.
  @inline(__always)
  var isAnimatingContent: Bool {
    if case .some = content { true } else { false }
  }

  @inline(__always)
  var isAnimatingStrip: Bool {
    if case .some = strip { true } else { false }
  }

  @inline(__always)
  var isAnimatingPullDown: Bool {
    if case .some = pullDown { true } else { false }
  }
}

/// The zoom and offset moving on their own.
///
/// Indirect, like ``PullDownAnimation``: the viewer asks on every event
/// whether one runs, and an indirect case answers without copying its payload.
indirect enum ContentAnimation: Equatable, Sendable {
  /// To a zoom and offset (double tap, settling).
  case zoom(ZoomTransition)
  /// Gliding after a scroll, bouncing at an edge.
  case momentum(Momentum)
}

/// The page strip sliding to a page's place.
struct StripAnimation: Equatable, Sendable {
  /// The strip's offset, from where it was released to its target (x only).
  var slide: ValueTransition
  /// The page the strip is sliding to, with `pageChangedAt=rest`.
  ///
  /// It becomes ``ImageViewerState/page`` when the strip comes to rest (or
  /// a finger catches it). `nil` when the strip returns to the current page, or the
  /// page already changed at the release.
  var arrivingPage: Int?
}
