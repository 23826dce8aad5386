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
/// - **Wheel, keys and actions** (SPEC §5.1, through ``ImageViewerSession``,
///   never while a touch is down): a wheel scrolls a zoomed image or drags
///   the strip, with `ctrl` or `meta` it zooms around the pointer; arrows
///   scroll or turn the page, `+`, `-`, `0` and `z` zoom around the
///   viewport's center, `Home`/`End` turn to the first or last page,
///   `Enter`/`Space` toggle the chrome, `Escape` dismisses
///   (`escapeDismisses`); the accessibility actions do the same.
///
/// ## The state machine
///
/// What the viewer is doing is one of ten activities: `idle`, `pinching`,
/// `scrolling` (a pan moving the zoomed content), `paging` (a pan dragging the
/// page strip), `paging+pull` (that pan with a pull-down, `pullDownWithPaging`),
/// `pulling` (a pull-down alone), `dismissed`, and the three of a wheel
/// gesture (SPEC §5.1): `wheelScrolling`, `wheelPaging` and `wheelZooming`.
/// Animations (the content settling or gliding, the strip sliding, the
/// pulled image returning or flying out) run beside the activity, whatever
/// it is. Each event of a standard part is one input; `possible` and
/// `failed` events, and states a part never has (a `began` tap), are none.
/// The inputs that no recognizer drives come from
/// ``ImageViewerSession``'s wheel, key and action inputs, never while a
/// touch is down: a scrolling or zooming wheel record (`wheelScroll`,
/// `wheelZoom`), the end of a wheel gesture (`wheelEnd`: its `wheelGap` ran
/// out, a touch went down), and what a key or an accessibility action asks
/// for: `arrowKey`, `zoomStep` (`+`, `=`, `-`, `zoomIn`, `zoomOut`),
/// `zoomReset` (`0`, `resetZoom`), `zoomToggle` (`z`), `pageTurn` (`Home`,
/// `End`, `nextPage`, `previousPage`), `chromeToggle` (`Enter`, `Space`,
/// `toggleChrome`) and `dismissal` (`Escape`, `dismiss`). "unchanged" keeps
/// the activity.
/// A quick scale (the opt-in one-finger zoom) is a pinch whose focal point
/// stays at its anchor, the second touch's down point: its inputs take the
/// pinch's rows, with the same rubber band, `zoomLimit` and `zoomEnded`. A
/// long press is one input, its `began`.
///
/// | doing | input | → doing | what happens |
/// | --- | --- | --- | --- |
/// | idle, pinching, scrolling, paging, wheelScrolling, wheelPaging, wheelZooming | tap | unchanged | the chrome toggles (during a wheel gesture: a tap recognized when its double tap's wait ran out) |
/// | paging+pull, pulling | tap | unchanged | ignored: the pull-down hides the chrome |
/// | idle | doubleTap | idle | the zoom animates to `doubleTapZoom`, or back to `initialZoom` |
/// | pinching, scrolling, paging, paging+pull, pulling | doubleTap | unchanged | ignored |
/// | idle, pinching, scrolling, paging | pinchBegan, quickScaleBegan | pinching | the image point under the fingers (a scroll's last one) stays under them; a dragged strip returns to its page |
/// | idle, scrolling, paging | pinchChanged, quickScaleChanged | pinching | the same, for a pinch joined late: its scale counts from now |
/// | pinching | pinchChanged, quickScaleChanged | pinching | the zoom follows, rubber-banded past the limits |
/// | idle, pinching, scrolling, paging | pinchEnded, quickScaleEnded | idle | the lift's values apply, then the zoom settles within the limits |
/// | pinching | pinchCancelled, quickScaleCancelled | idle | the zoom settles from where it is |
/// | idle, scrolling, paging, paging+pull, pulling | pinchCancelled, quickScaleCancelled | unchanged | ignored |
/// | paging+pull, pulling | pinchBegan, pinchChanged, pinchEnded, quickScaleBegan, quickScaleChanged, quickScaleEnded | unchanged | ignored: a pinch does not join a pull-down |
/// | idle | panBegan, panChanged | paging or scrolling | at or below `initialZoom` with the content at rest the strip follows, else the content scrolls |
/// | idle | panEnded | idle | a pan seen first at its lift joins and is released at once |
/// | scrolling, paging, paging+pull | panBegan, panChanged | unchanged | the content or the strip follows |
/// | scrolling | panEnded, panCancelled | idle | the content glides, or settles within the edges (with `zoomedPaging`, on a page) |
/// | paging | panEnded, panCancelled | idle | the page turns, or the strip returns |
/// | paging+pull | panEnded, panCancelled | pulling | the same; the pull-down goes on |
/// | pinching | panBegan, panChanged, panEnded, panCancelled | unchanged | ignored: the pinch moves the content |
/// | idle, pulling | panCancelled | unchanged | ignored |
/// | pulling | panBegan, panChanged | paging+pull or pulling | with `pullDownWithPaging`, at or below `initialZoom` with the content at rest, the strip joins; else ignored |
/// | pulling | panEnded | pulling | the same, released at once |
/// | idle | pullDownBegan | pulling or dismissed | the image follows the finger, the chrome hides |
/// | paging | pullDownBegan | paging+pull or paging or dismissed | the same, with `pullDownWithPaging`; else ignored |
/// | pinching, scrolling, paging+pull, pulling | pullDownBegan | unchanged | ignored |
/// | paging+pull, pulling | pullDownChanged | unchanged or dismissed | the image follows |
/// | idle, pinching, scrolling, paging | pullDownChanged, pullDownEnded, pullDownCancelled | unchanged | ignored |
/// | pulling | pullDownEnded | idle or dismissed | dismissed when released past `dismissDistance` or faster than `dismissVelocity` downwards, else the image returns (`dismissRestore`) |
/// | paging+pull | pullDownEnded | paging or dismissed | the same |
/// | pulling | pullDownCancelled | idle | the image returns |
/// | paging+pull | pullDownCancelled | paging | the image returns |
/// | idle, pinching, scrolling, paging, paging+pull, pulling | longPress | unchanged | `longPressed` with where it began and the image pixel under it; nothing else changes |
/// | wheelScrolling, wheelPaging, wheelZooming | doubleTap, pinchBegan, pinchChanged, pinchEnded, pinchCancelled, panBegan, panChanged, panEnded, panCancelled, pullDownBegan, pullDownChanged, pullDownEnded, pullDownCancelled, quickScaleBegan, quickScaleChanged, quickScaleEnded, quickScaleCancelled, longPress | unchanged | ignored: a touch going down ends a wheel gesture first |
/// | idle | wheelScroll | wheelPaging or wheelScrolling | at or below `initialZoom` with the content at rest the strip follows −DX (a page at most, never toward a page that does not exist), else the content scrolls by (DX, DY) within the edges |
/// | wheelScrolling | wheelScroll | wheelScrolling | the content scrolls within the edges |
/// | wheelPaging | wheelScroll | wheelPaging | the strip follows −DX |
/// | idle | wheelZoom | wheelZooming | the zoom times exp(−DY ÷ `wheelZoomDistance`) within the limits, around the pointer; `zoomLimit` once for each limit reached |
/// | wheelZooming | wheelZoom | wheelZooming | the same |
/// | wheelZooming | wheelScroll | wheelPaging or wheelScrolling | the zoom gesture ends (`zoomEnded`), then a scroll begins |
/// | wheelScrolling, wheelPaging | wheelZoom | wheelZooming | the scroll ends as at its gap, then a zoom begins |
/// | idle, pinching, scrolling, paging, paging+pull, pulling | wheelEnd | unchanged | nothing |
/// | wheelScrolling | wheelEnd | idle | the content settles within the edges (with `zoomedPaging`, on a page) |
/// | wheelPaging | wheelEnd | idle | the page turns if the strip passed half a page, else the strip returns (the release for `pageChangedAt`) |
/// | wheelZooming | wheelEnd | idle | `zoomEnded` with the zoom it ends at |
/// | idle | arrowKey | idle | zoomed past `initialZoom` the content offset animates `keyPanDistance` that way within the edges; else left and right turn the page |
/// | idle | zoomStep, zoomReset | idle | `zoomToggled`: the zoom animates to its step (within the limits) or to `initialZoom` around the viewport's center |
/// | idle | zoomToggle | idle | what a double tap at the viewport's center does |
/// | idle | pageTurn | idle | the strip slides to the page (the release for `pageChangedAt`), which opens at `initialZoom` |
/// | idle | chromeToggle | idle | the chrome toggles |
/// | idle | dismissal | dismissed or idle | with `escapeDismisses` the image flies out and the background fades as after a pull-down (`dismissed`); else nothing |
/// | wheelScrolling, wheelPaging, wheelZooming | arrowKey, zoomStep, zoomReset, zoomToggle, pageTurn, chromeToggle | idle | the wheel gesture ends first, then as from idle |
/// | wheelScrolling, wheelPaging, wheelZooming | dismissal | idle or dismissed | the same |
/// | pinching, scrolling, paging, paging+pull, pulling | wheelScroll, wheelZoom, arrowKey, zoomStep, zoomReset, zoomToggle, pageTurn, chromeToggle, dismissal | unchanged | ignored: touches first |
/// | dismissed | every input | unchanged | ignored |
///
/// A wheel record, an arrow, a zoom key or a page turn that arrives during
/// a page animation first completes it on its target page, and one that
/// changes the content stops a zoom or scroll animation where it is, as a
/// touch does. With `dismissWhileDragging`, a pull-down that begins or moves past
/// `dismissDistance` dismisses at once; a dismissal during `paging+pull` lets
/// the strip settle back. A finger that catches the strip on its way to a
/// page (`pageChangedAt=rest`) puts it there first. Time
/// (``advance(to:into:)``) moves the animations only; a new viewport
/// (``setViewport(_:)``) ends a scroll (`idle`: a later pan event goes on
/// from the new offset) and keeps every other activity.
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
  /// What the viewer is doing: the state of the table above.
  var activity = ViewerActivity.idle
  /// What is moving on its own.
  var animations = ViewerAnimations()
  /// The events the viewer refused (see ``handle(_:from:into:)``); empty for
  /// a session of the standard set.
  public internal(set) var diagnostics = ImageViewerDiagnostics()
  /// Bit *i* set: the part of ``StandardRecognizer`` raw value *i* has begun
  /// and not ended, as far as checked events say (events of the standard
  /// set are not checked and leave it alone).
  var openParts: UInt8 = 0
  /// `initialZoom` up to rounding: the largest zoom at which the strip pages
  /// and a pull-down may begin.
  let pagingZoomLimit: Double

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
  }

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

  /// Whether any animation is still running.
  @inline(__always)  // asked on every event: called, it copies the viewer
  public var isAnimating: Bool { animations.isAnimating }
}
