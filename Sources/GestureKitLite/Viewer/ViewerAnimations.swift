/// Everything an ``ImageViewer`` animates, as one value: the content, the
/// page strip and the pulled image, each running or not on its own.
///
/// Which of the three run is also kept as three bits, set by the three
/// themselves whenever one is set (`didSet`), so it cannot disagree with them:
/// the session asks on every frame, and reading an optional animation's case
/// copied the animation first (docs/PerformanceHistory.md).
struct ViewerAnimations: Equatable, Sendable {
  /// The zoom and offset animation (double tap, settling after a pinch or a
  /// scroll past the edges), or the momentum after a scroll.
  var content: ContentAnimation? {
    didSet { note(Self.contentBit, running: Self.isSome(content)) }
  }
  /// The page strip settling on a page.
  var strip: StripAnimation? {
    didSet { note(Self.stripBit, running: Self.isSome(strip)) }
  }
  /// The pulled image returning, or flying out on dismissal.
  var pullDown: PullDownAnimation? {
    didSet { note(Self.pullDownBit, running: Self.isSome(pullDown)) }
  }
  /// Which of the three run: ``contentBit``, ``stripBit``, ``pullDownBit``.
  private(set) var running: UInt8 = 0

  private static var contentBit: UInt8 { 1 }
  private static var stripBit: UInt8 { 2 }
  private static var pullDownBit: UInt8 { 4 }

  /// Whether `animation` runs: its case alone (`!= nil` compared the
  /// animations with `==`, the derived equality compiled in for it).
  private static func isSome<Animation>(_ animation: Animation?) -> Bool {
    switch animation {
    case .none: false
    case .some: true
    }
  }

  private mutating func note(_ bit: UInt8, running isRunning: Bool) {
    running = isRunning ? running | bit : running & ~bit
  }

  /// Whether any animation is running.
  var isAnimating: Bool { running != 0 }

  /// Whether the content (zoom, offset) is animating.
  var isAnimatingContent: Bool { running & Self.contentBit != 0 }

  /// Whether the page strip is sliding.
  var isAnimatingStrip: Bool { running & Self.stripBit != 0 }

  /// Whether the pulled image is moving.
  var isAnimatingPullDown: Bool { running & Self.pullDownBit != 0 }
}

/// The zoom and offset moving on their own.
enum ContentAnimation: Equatable, Sendable {
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
