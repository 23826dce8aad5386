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
///   release. With `zoomFrame=viewport` the zoomed content is the
///   viewport-sized view holding the image, bars included.
/// - **Double tap.** From `initialZoom` or below it zooms to `doubleTapZoom`,
///   bringing the tapped image point to the viewport's center as near as the
///   edges allow; from any other zoom it returns to `initialZoom` (nothing at
///   rest when the two are equal).
/// - **Pan while zoomed.** Scrolls within the edges (rubber band past them);
///   release keeps the velocity and decelerates like UIScrollView (0.998 per
///   ms), bouncing at an edge; with `zoomedPaging` it comes to rest on a
///   multiple of the viewport's size instead.
/// - **Paging** at `initialZoom` or below: a horizontal pan drags the page
///   strip; release turns the page if the drag passed half the viewport or
///   the speed passed `pagingVelocity`, never past the ends. `pageChanged`
///   comes at the release, or when the strip comes to rest
///   (`pageChangedAt=rest`). A new page starts at `initialZoom`.
/// - **Single tap** toggles the chrome.
/// - **Pull-down** at `initialZoom` or below: the image follows the finger
///   (vertically only with `pullDownWithPaging`, when the strip carries x),
///   the background alpha is clamp(1 − dy ÷ (`dismissAlphaFalloff` ×
///   `viewportHeight`), 0, 1) (1 throughout without `dismissFade`), the chrome
///   hides; release past `dismissDistance` (or passing it at all, with
///   `dismissWhileDragging`) or faster than `dismissVelocity` downwards
///   dismisses, otherwise everything goes back with `dismissRestore`.
///
/// ```swift
/// var viewer = try ImageViewer(configuration: GestureConfiguration())
/// var viewerEvents: [ImageViewerEvent] = []
/// let doubleTap = GestureEvent(
///   time: Timestamp(seconds: 0.27), recognizer: StandardRecognizer.doubleTap.id,
///   name: RecognizerName("doubleTap")!, state: .recognized, value: GestureValue(location: Point(x: 195, y: 422)))
/// viewer.handle(doubleTap, from: .doubleTap, into: &viewerEvents)
/// viewer.advance(to: Timestamp(seconds: 2), into: &viewerEvents)
/// viewer.state.zoomScale  // 4
/// ```
public struct ImageViewer: Sendable {
  /// The configuration the viewer was made with; its viewport follows
  /// ``setViewport(_:)``, its `pageCount` the image sizes given to
  /// ``init(configuration:initialPage:imageSizes:)``.
  public internal(set) var configuration: GestureConfiguration
  /// The current page's geometry: the viewport and that page's aspect-fit image.
  var geometry: ViewerGeometry
  /// Each page's image size in pixels, or empty when every page has the
  /// configuration's `imageWidth` × `imageHeight`.
  var imageSizes: ContiguousArray<Size> = []
  /// What the viewer shows now.
  public internal(set) var state: ImageViewerState

  /// What the fingers are doing to the content or the page strip.
  enum Interaction: Equatable, Sendable {
    case none
    /// A pinch: `anchor` is the image point (zoom-1 points) held under the focal point.
    case pinching(anchor: Point, startZoom: Double, beyond: ImageViewerEvent.ZoomLimit?)
    /// A pan scrolling the zoomed image from `startOffset`; translation counts
    /// from `reference`; the content is in step with the fingers at `lastLocation`.
    case scrolling(startOffset: Point, reference: Point, lastLocation: Point)
    /// A pan dragging the page strip; translation counts from `reference`.
    case paging(reference: Point)
  }

  var interaction = Interaction.none
  /// Whether a pull-down is in progress: beside ``interaction``, because with
  /// `pullDownWithPaging` a pull-down and a paging pan run together.
  var isPullingDown = false
  /// The zoom and offset animation (double tap, settling after a pinch or a
  /// scroll past the edges), or the momentum after a scroll.
  var contentAnimation: ContentAnimation? {
    didSet {
      // A pattern, not `!= nil`, which copied the payload on every set (2 a sample).
      isAnimatingContent = if case .some = contentAnimation { true } else { false }
      noteWhetherAnimating()
    }
  }
  /// The page strip settling on a page.
  var stripAnimation: ValueTransition? {
    didSet {
      isAnimatingStrip = if case .some = stripAnimation { true } else { false }
      noteWhetherAnimating()
    }
  }
  /// With `pageChangedAt=rest`, the page the strip is sliding to: it becomes
  /// ``ImageViewerState/page`` when the strip comes to rest (or a finger
  /// catches it).
  var arrivingPage: Int?
  /// The pulled image returning, or flying out on dismissal.
  var pullDownAnimation: PullDownAnimation? {
    didSet {
      isAnimatingPullDown = if case .some = pullDownAnimation { true } else { false }
      isPullDownBlocked = isAnimatingPullDown
      noteWhetherAnimating()
    }
  }
  // Whether each animation runs, kept as the animations are set: testing an
  // optional animation for `nil` copies its payload, and the viewer asks on
  // every event.
  private(set) var isAnimatingContent = false
  private var isAnimatingStrip = false
  private var isAnimatingPullDown = false
  /// Whether the pull-down animation keeps a new pull-down from beginning
  /// (see ``PullDownAnimation/blocksPullDown(at:)``).
  private(set) var isPullDownBlocked = false
  /// The events the viewer refused (see ``handle(_:from:into:)``); empty for
  /// a session of the standard set.
  public internal(set) var diagnostics = ImageViewerDiagnostics()
  /// Bit *i* set: the part of ``StandardRecognizer`` raw value *i* has begun
  /// and not ended, as far as checked events say (events of the standard
  /// set are not checked and leave it alone).
  var openParts: UInt8 = 0

  enum ContentAnimation: Equatable, Sendable {
    case zoom(ZoomTransition)
    case momentum(Momentum)
  }

  /// Creates a viewer at rest on the first page, at `initialZoom`, chrome shown.
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
      zoomScale: configuration.initialZoom,
      contentOffset: geometry.restingOffset(zoom: configuration.initialZoom))
    longestAnimation = Self.longestAnimation(for: configuration)
    pagingZoomLimit = configuration.initialZoom * (1 + 1e-9)
    pullDownZoomLimit = configuration.pullDownEnabled ? pagingZoomLimit : -.infinity
  }

  /// The largest zoom at which a pull-down may begin: `initialZoom` up to
  /// rounding, or −∞ with `pullDownEnabled` off.
  let pullDownZoomLimit: Double
  /// `initialZoom` up to rounding: the largest zoom at which the strip pages.
  let pagingZoomLimit: Double

  /// Whether the zoom is at `initialZoom` or below it, up to rounding: where
  /// the page strip and the pull-down work.
  var isAtOrBelowInitialZoom: Bool {
    state.zoomScale <= pagingZoomLimit
  }

  /// Whether the zoom is at `initialZoom`, up to rounding.
  var isAtInitialZoom: Bool {
    abs(state.zoomScale - configuration.initialZoom) <= 1e-9 * configuration.initialZoom
  }

  /// The longest any animation of this viewer runs, in seconds, for touches
  /// within SPEC's limits: a glide of at most 3 s plus a 0.5 s bounce at an
  /// edge, or the pull-down's restore if longer.
  ///
  /// A stream that settles this long after its last touch lifts ends with no
  /// animation running. See ``longestAnimation(for:)``.
  public let longestAnimation: Double

  /// The longest any animation runs with `configuration`, in seconds:
  /// ``longestAnimation-swift.property`` of a viewer made with it.
  ///
  /// With the default configuration, 3.5 s (a glide of at most 3 s plus a
  /// 0.5 s bounce). A spring restore lasts until its envelope is within
  /// 0.001 pt of the rest position, which takes longer the further the image
  /// was pulled; the bound is taken for the longest pull the touch limits
  /// allow (``TouchStreamLimits/coordinateMagnitude`` on both axes, both
  /// ways), so a bouncy slow spring can make it minutes.
  public static func longestAnimation(for configuration: GestureConfiguration) -> Double {
    let glide = Momentum.maximumGlide + Momentum.bounceDuration
    let restore: Double
    switch configuration.dismissRestore {
    case .easeOut, .easeInOut:
      restore = configuration.dismissRestoreDuration
    case .spring:
      let farthest = 2 * TouchStreamLimits.coordinateMagnitude * 2.squareRoot()
      let spring = ViewerSpring(
        duration: configuration.dismissRestoreDuration, bounce: configuration.dismissRestoreBounce)
      restore =
        Double(RestoreTransition.microsecondsUp(spring.settlingTime(distance: farthest)).microseconds) / 1e6
    }
    return max(glide, restore)
  }

  // Kept as the animations are set, like the three flags it sums: the
  // session asks on every event and every frame, and one byte is one test.
  /// Whether any animation is still running.
  public private(set) var isAnimating = false

  private mutating func noteWhetherAnimating() {
    isAnimating = isAnimatingContent || isAnimatingStrip || isAnimatingPullDown
  }

  /// Advances the animations to `time`, dropping the events it causes;
  /// earlier times are ignored.
  ///
  /// For a host that does not read ``ImageViewerEvent``s from animations:
  /// the state is the same as after ``advance(to:into:)``.
  public mutating func advance(to time: Timestamp) {
    var dropped: [ImageViewerEvent] = []
    advance(to: time, into: &dropped)
  }

  /// Advances the animations to `time`, appending the events they cause;
  /// earlier times are ignored.
  ///
  /// An animation that comes to rest by `time` reports at its own end time:
  /// with `pageChangedAt=rest`, the strip's `pageChanged` is stamped when it
  /// stops, whichever later time the viewer is advanced to.
  ///
  /// - Parameters:
  ///   - time: The stream time to move the animations to.
  ///   - events: Where the viewer's events are appended, in time order.
  public mutating func advance(to time: Timestamp, into events: inout [ImageViewerEvent]) {
    _ = advanceReporting(to: time, into: &events)
  }

  /// ``advance(to:into:)``, returning whether it appended events: the
  /// session's per-event path, which then tests for events only when
  /// something was animating.
  @inline(__always)  // once an event, from the session: most calls find nothing animating
  mutating func advanceReporting(to time: Timestamp, into events: inout [ImageViewerEvent]) -> Bool {
    if let now = state.time, time < now { return false }
    state.time = time
    guard isAnimating else { return false }
    let count = events.count
    advanceAnimations(to: time, into: &events)
    return events.count != count
  }

  private mutating func advanceAnimations(to time: Timestamp, into events: inout [ImageViewerEvent]) {
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
      if finished {
        stripAnimation = nil
        if arrivingPage != nil {
          arrive(at: strip.start.advanced(by: strip.duration), into: &events)
        }
      }
    }
    if isAnimatingPullDown, let pull = pullDownAnimation {
      let (translation, finished) = pull.value(at: time)
      setPullDownTranslation(translation)
      if isPullDownBlocked && !pull.blocksPullDown(at: time) { isPullDownBlocked = false }
      if finished {
        pullDownAnimation = nil
        if state.isDismissed && configuration.dismissFade { state.backgroundAlpha = 0 }
      }
    }
  }

  /// Stops the content animation where it is now (a finger caught it).
  mutating func stopContentAnimation() {
    contentAnimation = nil
  }

  /// Moves the pulled image and derives the background alpha from it (1
  /// throughout without `dismissFade`).
  mutating func setPullDownTranslation(_ translation: Point) {
    state.pullDownTranslation = translation
    guard configuration.dismissFade else { return }
    let falloff = configuration.dismissAlphaFalloff * configuration.viewportHeight
    let alpha = 1 - translation.y / falloff
    state.backgroundAlpha = min(max(alpha, 0), 1)
  }
}
