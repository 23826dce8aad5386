/// The image viewer model: pages of zoomable images driven by gesture events.
///
/// It is the iOS Photos viewer as a value: feed it the standard recognizers'
/// ``GestureEvent``s (through ``ImageViewerSession``, or yourself with
/// ``handle(_:from:into:)``) and advance it with stream time; read ``state``
/// at any moment. Its rules are SPEC §5's:
///
/// - **Zoom.** A pinch scales around its focal point: the image point under
///   the fingers stays under them, also while they move together; on an axis
///   where the image is smaller than the viewport it stays centered instead.
///   Past `minZoom`/`maxZoom` it rubber-bands (resistance growing, never past
///   1.5× the limit) when `zoomBounce` is on, else clamps, and animates back on
///   release.
/// - **Double tap.** From `minZoom` it zooms to `doubleTapZoom`, bringing the
///   tapped image point to the viewport's center as near as the edges allow;
///   from any other zoom it returns to `minZoom`.
/// - **Pan while zoomed.** Scrolls within the edges (rubber band past them);
///   release keeps the velocity and decelerates like UIScrollView (0.998 per
///   ms), bouncing at an edge.
/// - **Paging** at `minZoom`: a horizontal pan drags the page strip; release
///   turns the page if the drag passed half the viewport or the speed passed
///   `pagingVelocity`, never past the ends. A new page starts at `minZoom`.
/// - **Single tap** toggles the chrome.
/// - **Pull-down** at `minZoom`: the image follows the finger, the background
///   alpha is clamp(1 − dy ÷ (`dismissAlphaFalloff` × `viewportHeight`), 0, 1),
///   the chrome hides; release past `dismissDistance` or faster than
///   `dismissVelocity` downwards dismisses, otherwise everything animates back.
///
/// ```swift
/// var viewer = ImageViewer(configuration: GestureConfiguration())
/// var viewerEvents: [ImageViewerEvent] = []
/// viewer.handle(event, from: .doubleTap, into: &viewerEvents)
/// viewer.advance(to: Timestamp(seconds: 2))
/// viewer.state.zoomScale  // 4
/// ```
public struct ImageViewer: Sendable {
  /// The configuration the viewer was made with.
  public let configuration: GestureConfiguration
  let geometry: ViewerGeometry
  /// What the viewer shows now.
  public internal(set) var state: ImageViewerState

  /// What the fingers are doing to the viewer.
  enum Interaction: Equatable, Sendable {
    case none
    /// A pinch: `anchor` is the image point (zoom-1 points) held under the focal point.
    case pinching(anchor: Point, startZoom: Double, beyond: ImageViewerEvent.ZoomLimit?)
    /// A pan scrolling the zoomed image from `startOffset`; translation counts
    /// from `reference`; the content is in step with the fingers at `lastLocation`.
    case scrolling(startOffset: Point, reference: Point, lastLocation: Point)
    /// A pan dragging the page strip; translation counts from `reference`.
    case paging(reference: Point)
    /// A pull-down in progress.
    case pullingDown
  }

  var interaction = Interaction.none
  /// The zoom and offset animation (double tap, settling after a pinch or a
  /// scroll past the edges), or the momentum after a scroll.
  var contentAnimation: ContentAnimation? {
    didSet { isAnimatingContent = contentAnimation != nil }
  }
  /// The page strip settling on a page.
  var stripAnimation: ValueTransition? {
    didSet { isAnimatingStrip = stripAnimation != nil }
  }
  /// The pulled image returning, or flying out on dismissal.
  var pullDownAnimation: ValueTransition? {
    didSet { isAnimatingPullDown = pullDownAnimation != nil }
  }
  // Whether each animation runs, kept as the animations are set: testing an
  // optional animation for `nil` copies its payload, and the viewer asks on
  // every event.
  private(set) var isAnimatingContent = false
  private var isAnimatingStrip = false
  private var isAnimatingPullDown = false

  enum ContentAnimation: Equatable, Sendable {
    case zoom(ZoomTransition)
    case momentum(Momentum)
  }

  /// Creates a viewer at rest on the first page, at `minZoom`, chrome shown.
  ///
  /// - Throws: ``ConfigurationError`` when `configuration` breaks a key's
  ///   range or a rule between keys; see ``GestureConfiguration/validated()``.
  public init(configuration: GestureConfiguration) throws(ConfigurationError) {
    self.init(checked: try configuration.validated())
  }

  /// A viewer for a configuration already checked by ``GestureConfiguration/validated()``.
  init(checked configuration: GestureConfiguration) {
    self.configuration = configuration
    geometry = ViewerGeometry(configuration)
    state = ImageViewerState(
      zoomScale: configuration.minZoom,
      contentOffset: geometry.restingOffset(zoom: configuration.minZoom))
  }

  /// Whether a pull-down may begin now: not dismissed, no pull-down animation,
  /// and the zoom at `minZoom` (not zoomed, not mid-zoom).
  public var canBeginPullDown: Bool {
    !state.isDismissed && isAtMinimumZoom && !isAnimatingContent && !isAnimatingPullDown
  }

  /// Whether the zoom is at `minZoom`, up to rounding.
  var isAtMinimumZoom: Bool {
    abs(state.zoomScale - configuration.minZoom) <= 1e-9 * configuration.minZoom
  }

  /// The longest any animation runs, in seconds: a glide of at most 3 s plus
  /// a 0.5 s bounce at an edge.
  ///
  /// A stream that settles this long after its
  /// last touch lifts ends with no animation running.
  public static let longestAnimation = Momentum.maximumGlide + Momentum.bounceDuration

  /// Whether any animation is still running.
  public var isAnimating: Bool {
    isAnimatingContent || isAnimatingStrip || isAnimatingPullDown
  }

  /// Advances the animations to `time`; earlier times are ignored.
  public mutating func advance(to time: Timestamp) {
    if let now = state.time, time < now { return }
    state.time = time
    // Small enough to be inlined where it is called, once per event: most
    // calls find nothing animating.
    if isAnimating { advanceAnimations(to: time) }
  }

  private mutating func advanceAnimations(to time: Timestamp) {
    if isAnimatingContent, let animation = contentAnimation {
      switch animation {
      case .zoom(let transition):
        let (zoom, offset, finished) = transition.value(at: time)
        state.zoomScale = zoom
        state.contentOffset = offset
        if finished { contentAnimation = nil }
      case .momentum(let momentum):
        let (offset, finished) = momentum.value(at: time)
        state.contentOffset = offset
        if finished { contentAnimation = nil }
      }
    }
    if isAnimatingStrip, let strip = stripAnimation {
      let (offset, finished) = strip.value(at: time)
      state.pageStripOffset = offset.x
      if finished { stripAnimation = nil }
    }
    if isAnimatingPullDown, let pull = pullDownAnimation {
      let (translation, finished) = pull.value(at: time)
      setPullDownTranslation(translation)
      if finished {
        pullDownAnimation = nil
        if state.isDismissed { state.backgroundAlpha = 0 }
      }
    }
  }

  /// Stops the content animation where it is now (a finger caught it).
  mutating func stopContentAnimation() {
    contentAnimation = nil
  }

  /// Moves the pulled image and derives the background alpha from it.
  mutating func setPullDownTranslation(_ translation: Point) {
    state.pullDownTranslation = translation
    let falloff = configuration.dismissAlphaFalloff * configuration.viewportHeight
    let alpha = 1 - translation.y / falloff
    state.backgroundAlpha = min(max(alpha, 0), 1)
  }
}
