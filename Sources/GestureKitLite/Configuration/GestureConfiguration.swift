/// Every threshold of the recognizers and every setting of the viewer, in one value.
///
/// The defaults are SPEC §3's; each property's `Why:` paragraph gives the
/// reason for its default (the Configuration keys article's table is
/// generated from them, scripts/make-configuration-article.sh). Read and
/// change settings as properties, or by their stream names through
/// ``setValue(_:forKey:)`` (what `@set key=value` lines and `gesture-sim --set`
/// use). Lengths are in points, times in seconds, speeds in points per second.
///
/// ```swift
/// var configuration = GestureConfiguration()
/// configuration.doubleTapInterval = 0.25
/// try configuration.setValue("false", forKey: "doubleTapEnabled")
/// ```
public struct GestureConfiguration: Equatable, Sendable {
  /// The viewer's width, in points.
  ///
  /// Why: a current iPhone in points.
  public var viewportWidth: Double = 390
  /// The viewer's height, in points.
  ///
  /// Why: a current iPhone in points.
  public var viewportHeight: Double = 844
  /// The number of images (pages) in the viewer.
  ///
  /// Why: enough to page both ways from the middle.
  public var pageCount: Int = 3
  /// Every image's width, in pixels; images are shown aspect-fit at zoom 1.
  ///
  /// Why: a 12 MP photo held sideways, so it is letterboxed.
  public var imageWidth: Double = 4032
  /// Every image's height, in pixels.
  ///
  /// Why: a 12 MP photo held sideways, so it is letterboxed.
  public var imageHeight: Double = 3024
  /// The smallest settled zoom scale.
  ///
  /// Why: the seed viewer's UIScrollView limits.
  public var minZoom: Double = 1
  /// The largest settled zoom scale.
  ///
  /// Why: the seed viewer's UIScrollView limits.
  public var maxZoom: Double = 4
  /// The zoom scale a double tap goes to from ``initialZoom`` (or below).
  ///
  /// Why: the seed viewer zooms to its maximum (from `initialZoom`).
  public var doubleTapZoom: Double = 4
  /// Whether double taps are recognized at all; when off, `tap` fires at the
  /// touch's up with no wait.
  ///
  /// Why: when off, `tap` fires at the touch's up with no wait: a viewer without double-tap zoom
  /// should not pay for it.
  public var doubleTapEnabled: Bool = true
  /// Whether a pinch past the zoom limits rubber-bands and animates back
  /// (`true`) or clamps (`false`).
  ///
  /// Why: UIScrollView's `bouncesZoom`.
  public var zoomBounce: Bool = true
  /// The longest press that still counts as a tap, in seconds (inclusive).
  ///
  /// Why: a longer press is a long press (Android, React Native).
  public var tapMaxDuration: Double = 0.5
  /// The farthest a touch may move from its down and still be a tap, in points
  /// (inclusive).
  ///
  /// Why: UIKit's `allowableMovement`.
  public var tapSlop: Double = 10
  /// The longest time from the first tap's up to the second tap's down, in
  /// seconds (inclusive).
  ///
  /// Why: Android, Flutter, Hammer.js.
  public var doubleTapInterval: Double = 0.3
  /// The shortest time from the first tap's up to the second tap's down, in
  /// seconds; a shorter gap is a bounce, not a second tap.
  ///
  /// Why: a shorter gap is a finger bouncing (Android, Flutter).
  public var doubleTapMinInterval: Double = 0.04
  /// The farthest the second tap's down may be from the first tap's down, in
  /// points (inclusive).
  ///
  /// Why: Android, Flutter.
  public var doubleTapSlop: Double = 100
  /// The movement, in points, that a pan, a pull-down or a paging drag must
  /// exceed before it begins.
  ///
  /// Why: UIKit's pan hysteresis as commonly measured; Hammer.js.
  public var panSlop: Double = 10
  /// The change of the span, in points, that a pinch must exceed before it begins.
  ///
  /// Why: Android: twice the touch slop.
  public var pinchSlop: Double = 16
  /// The widest angle from straight down, in degrees, at which a drag is a pull-down.
  ///
  /// Why: the usual flick cone.
  public var pullDownMaxAngle: Double = 30
  /// The vertical pull-down distance at release that dismisses, in points.
  ///
  /// Why: the seed viewer; about 12 % of the height, like PhotoSwipe.
  public var dismissDistance: Double = 100
  /// The downward speed at release that dismisses whatever the distance, in
  /// points per second.
  ///
  /// Why: Agrume.
  public var dismissVelocity: Double = 800
  /// The fraction of ``viewportHeight`` at which the background alpha reaches 0.
  ///
  /// Why: the seed viewer: alpha reaches 0 at 70 % of the height.
  public var dismissAlphaFalloff: Double = 0.7
  /// The horizontal speed at release that turns the page whatever the
  /// distance, in points per second.
  ///
  /// Why: UIScrollView paging as measured; Hammer.js swipe.
  public var pagingVelocity: Double = 300
  /// The zoom scale a page opens at, and the one a double tap returns to;
  /// ``minZoom`` until it is set.
  ///
  /// Reading it gives the effective value; setting it (even to `minZoom`'s
  /// value) fixes it, so a later change of `minZoom` no longer moves it. It
  /// must lie within `minZoom…maxZoom`.
  ///
  /// Why: where a page opens and a double tap returns; 002 allows 0.8 but opens at 1.
  public var initialZoom: Double {
    get { storedInitialZoom ?? minZoom }
    set { storedInitialZoom = newValue }
  }
  /// ``initialZoom`` as set, or `nil` while it follows ``minZoom``.
  var storedInitialZoom: Double?
  /// Whether a pull-down can begin at all.
  ///
  /// Why: sliders and embedded zoom views (001, 002, 004) have no dismiss-by-drag.
  public var pullDownEnabled: Bool = true
  /// Whether the pull-down and the paging pan may run together, so that a
  /// diagonal drag both pulls the image down and drags the page strip.
  ///
  /// Why: 000's delegate lets every pair run together: a diagonal drag pulls and pages.
  public var pullDownWithPaging: Bool = false
  /// Whether a pull-down dismisses as soon as it passes ``dismissDistance``,
  /// finger still down, rather than at the release.
  ///
  /// Why: 000 closes mid-drag, at 100 pt, finger still down.
  public var dismissWhileDragging: Bool = false
  /// Whether the background alpha follows the pull-down (`false`: it stays 1,
  /// also after a dismissal).
  ///
  /// Why: 000 moves the image and fades nothing.
  public var dismissFade: Bool = true
  /// The animation that puts a released, undismissed pull-down back.
  ///
  /// Why: `easeOut`, `easeInOut` (`UIView.animate`'s default, 000) or `spring` (003).
  public var dismissRestore: RestoreCurve = .easeOut
  /// The duration of ``dismissRestore``, in seconds; for a spring, its
  /// perceptual duration (SwiftUI's `Spring(duration:bounce:)`).
  ///
  /// Why: 0.01…10; a spring's perceptual duration (003: 0.5).
  public var dismissRestoreDuration: Double = 0.3
  /// The restoring spring's bounce, 0 (none, critically damped) to 0.9, as
  /// SwiftUI defines it: damping ratio 1 − bounce.
  ///
  /// Why: 0…0.9, SwiftUI's `Spring(duration:bounce:)`; UIKit's damping 0.7 is 0.3 (003).
  public var dismissRestoreBounce: Double = 0
  /// What zooming scales and what bounds scrolling.
  ///
  /// Why: `viewport`: 000's image view fills the screen, so its bars zoom and bound scrolling.
  public var zoomFrame: ZoomFrame = .image
  /// Whether, while zoomed above ``initialZoom``, a released scroll comes to
  /// rest on a multiple of the viewport's size (`UIScrollView.isPagingEnabled`).
  ///
  /// Why: 001's zooming scroll view has `isPagingEnabled` on.
  public var zoomedPaging: Bool = false
  /// When `pageChanged` is emitted and ``ImageViewerState/page`` changes.
  ///
  /// Why: `rest`: 003 updates its title in `scrollViewDidEndDecelerating`.
  public var pageChangedAt: PageChangeMoment = .release
  /// Whether a double tap whose second touch stays down and drags zooms with
  /// one finger (`quickScale`, SPEC §4.2); it needs ``doubleTapEnabled`` too.
  ///
  /// Why: one-finger zoom (contract 1.2): Android's quick scale, Google Photos, Apple Maps; off
  /// keeps 1.1's outputs.
  public var quickScaleEnabled: Bool = false
  /// The vertical drag, in points, that doubles the zoom (down) or halves it
  /// (up) during a quick scale.
  ///
  /// Why: the vertical drag that doubles the zoom (down) or halves it (up): the whole range 1–4
  /// in one thumb's reach.
  public var quickScaleDistance: Double = 150
  /// Whether `longPress` is recognized at all.
  ///
  /// Why: `longPress` and the viewer's `longPressed` (contract 1.2); off keeps 1.1's outputs.
  public var longPressEnabled: Bool = false
  /// How long a touch must be held, within ``tapSlop``, before a long press
  /// begins, in seconds.
  ///
  /// Why: UIKit's `minimumPressDuration` (Android's timeout is 0.4).
  public var longPressDuration: Double = 0.5
  /// The `deltaY` of a zooming wheel (`ctrl` or `meta` held) that changes the
  /// zoom by a factor of e, in points: each wheel record multiplies the zoom
  /// by exp(−`deltaY` ÷ this).
  ///
  /// Why: Chromium turns a trackpad pinch into ctrl+wheel records with DY = −100 × ln(scale), so a
  /// trackpad pinch zooms exactly as far as the fingers spread.
  public var wheelZoomDistance: Double = 100
  /// How long after its last wheel record a wheel gesture ends, in seconds.
  ///
  /// Why: browsers send a scroll's records every frame; a person's pause between two scrolls is
  /// longer.
  public var wheelGap: Double = 0.15
  /// How far an arrow key scrolls a zoomed image, in points.
  ///
  /// Why: PhotoSwipe.
  public var keyPanDistance: Double = 80
  /// The zoom step of the `+` and `-` keys and of the `zoomIn` and `zoomOut`
  /// actions: the zoom is multiplied or divided by it (within
  /// ``minZoom``…``maxZoom``).
  ///
  /// Why: two presses take zoom 1 to the default maximum 4.
  public var keyZoomFactor: Double = 2
  /// Whether `Escape` and the `dismiss` action dismiss the viewer;
  /// ``pullDownEnabled`` until it is set.
  ///
  /// Reading it gives the effective value; setting it (even to
  /// `pullDownEnabled`'s value) fixes it.
  ///
  /// Why: a viewer that can be pulled away can be closed from the keyboard; an embedded one (a
  /// slider, a zoom view) cannot.
  public var escapeDismisses: Bool {
    get { storedEscapeDismisses ?? pullDownEnabled }
    set { storedEscapeDismisses = newValue }
  }
  /// ``escapeDismisses`` as set, or `nil` while it follows ``pullDownEnabled``.
  var storedEscapeDismisses: Bool?
  /// The time played after a stream's last line, in seconds.
  ///
  /// Why: long enough for the double tap's wait and the 0.3 s animations.
  public var settle: Double = 1.0

  /// Creates the default configuration of SPEC §3.
  public init() {}
}
