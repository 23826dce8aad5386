/// A named configuration that reproduces the viewer of one of the seed
/// articles (`../shared/seeds`): what `gesture-sim --preset NAME` starts from.
///
/// Each case's ``configuration`` changes only what its article's code sets;
/// every other key keeps SPEC §3's default. Where the model cannot follow the
/// article exactly, the case's documentation says so (docs/Presets.md has the
/// longer reasons).
///
/// ```swift
/// var configuration = ViewerPreset.photoDetail.configuration  // 003's Unsplash detail screen
/// configuration.pageCount = 12  // the photos to page through
/// let session = try ImageViewerSession(configuration: configuration)
/// ViewerPreset(name: "photo-browser")  // .photoBrowser
/// ```
public enum ViewerPreset: String, CaseIterable, Sendable {
  /// 000: a UIKit collection-view photo browser with a zooming `UIScrollView`
  /// in each cell (`photo-browser`).
  ///
  /// From the article: zoom 1–4 (`minimumZoomScale = 1.0`, `maximumZoomScale
  /// = 4.0`); a double tap zooms to the maximum around the tap
  /// (`zoomRectForScale(scale: scrollView.maximumZoomScale, center:)`), so
  /// `doubleTapZoom` 4; its pan dismisses in its `.changed` branch as soon as
  /// `touchPoint.y - initialTouchPoint.y > 100`, finger still down
  /// (`dismissWhileDragging`, `dismissDistance` 100) and only at zoom 1; it
  /// moves the image for any `deltaY > 0` (`pullDownMaxAngle` 90) and fades
  /// nothing (`dismissFade` off); it has no velocity rule (`dismissVelocity`
  /// 10⁶, out of reach); it puts the image back with `UIView.animate(withDuration:
  /// 0.3)`, whose default curve is ease-in-out (`dismissRestore=easeInOut`,
  /// 0.3 s); its image view fills the scroll view (`imageView.frame =
  /// scrollView.bounds`, `.scaleAspectFit`), so zooming scales the letterbox
  /// bars too (`zoomFrame=viewport`); its delegate answers `true` to every
  /// `shouldRecognizeSimultaneouslyWith`, so a diagonal drag both pulls and
  /// pages (`pullDownWithPaging`).
  ///
  /// Where the model differs: the article counts its 100 pt from where
  /// UIKit's pan began (past its hysteresis), ours from the touch-down (SPEC
  /// §4), so ours closes about `panSlop` (10 pt) of finger travel sooner;
  /// while the strip carries x the image moves vertically only, and it
  /// follows the finger back above its place where the article's stays put.
  case photoBrowser = "photo-browser"

  /// 001: a SwiftUI view hosted in a zooming, paging `UIScrollView`
  /// (`zoomable-view`).
  ///
  /// From the article: zoom 1–2.5 (`maximumZoomScale = 2.5`,
  /// `minimumZoomScale = 1`); the double tap only resets
  /// (`onDoubleTap` → `initScrollContent()` → `setZoomScale(1.0, animated:
  /// true)`), so `doubleTapZoom` 1: it returns from a zoom and does nothing
  /// at rest; `isPagingEnabled = true`, so a zoomed pan rests on a multiple
  /// of the viewport's width (`zoomedPaging`); one view (`pageCount` 1) and
  /// no pull-down (`pullDownEnabled` off); the content is `Image` framed
  /// `width: UIScreen.main.bounds.width, height: 270`, so the image is
  /// 390 × 270.
  ///
  /// Where the model differs: the article disables scrolling at zoom 1
  /// (`isScrollEnabled = zoomScale > 1.0`); ours still drags its one-page
  /// strip there, which rubber-bands and slides back.
  case zoomableView = "zoomable-view"

  /// 002: SwiftUI content in a Photos-like zooming `UIScrollView`
  /// (`photos-viewer`).
  ///
  /// From the article: "최대 확대 비율을 300%, 최소 축소 비율을 80%" (zoom
  /// 0.8–3) with `bouncesZoom`, opening at `UIScrollView`'s zoom 1
  /// (`initialZoom` 1), so a pinch below 0.8 bounces back to 0.8, not 1; no
  /// double tap (`doubleTapEnabled` off, so a tap fires at once;
  /// `doubleTapZoom` 3, its maximum, only to satisfy `minZoom ≤ doubleTapZoom
  /// ≤ maxZoom`); one image and no pull-down (`pageCount` 1,
  /// `pullDownEnabled` off).
  case photosViewer = "photos-viewer"

  /// 003: the Unsplash clone's photo detail screen (`photo-detail`).
  ///
  /// From the article: no zoom (`maxZoom` 1, `doubleTapZoom` 1, `zoomBounce`
  /// off) and a plain `UITapGestureRecognizer` that toggles full screen
  /// (`doubleTapEnabled` off); the pull-down dismisses when `viewPullDownY >=
  /// 200` at `.ended` (`dismissDistance` 200) with no velocity rule
  /// (`dismissVelocity` 10⁶); alpha `1 - viewPullDownY / (height * 0.7)` is
  /// the default `dismissAlphaFalloff`; it springs back with `usingSpringWithDamping:
  /// 0.7` over `withDuration: 0.5` (`dismissRestore=spring`, 0.5 s, bounce
  /// 0.3); `scrollViewDidEndDecelerating` sets the title, so the page
  /// changes when the strip comes to rest (`pageChangedAt=rest`).
  ///
  /// Where the model differs: the article dismisses at exactly 200 pt, ours
  /// only strictly past it (SPEC's "past `dismissDistance`"); its spring
  /// starts with `initialSpringVelocity: 1`, ours from rest, as SwiftUI's
  /// `withAnimation` after a gesture; it animates the image towards the
  /// finger with that spring while pulling, ours follows the finger exactly;
  /// the pull-down's angle is not in the article (30°, the default).
  case photoDetail = "photo-detail"

  /// 004: a product image slider with a page control (`product-slider`).
  ///
  /// From the article: items `CGSize(width: width, height: 200)` on a
  /// screen-wide collection view, so the viewport is 390 × 200; the page
  /// control follows each swipe (`currentPage = Int(targetContentOffset.pointee.x
  /// / self.view.frame.width)` in `scrollViewWillEndDragging`), at the
  /// release, as `pageChanged` is by default; no zoom (`maxZoom` 1,
  /// `doubleTapZoom` 1, `zoomBounce` off), no double tap, no pull-down.
  ///
  /// Where the model differs: the article's collection view does not set
  /// `isPagingEnabled`, so its strip glides freely and the dot shows where
  /// the glide will stop; ours pages, as the article means it to.
  case productSlider = "product-slider"

  /// The preset named `name` (`photo-browser`), or `nil` when there is none.
  public init?(name: String) {
    guard let preset = Self.allCases.first(where: { Spelling.same($0.name, name) }) else { return nil }
    self = preset
  }

  /// The preset whose name is within two edits of `name` (a typo such as
  /// `photo-browse`), if exactly one is nearest: what "did you mean" offers.
  public static func nearest(to name: String) -> ViewerPreset? {
    EditDistance.nearest(to: name, among: allCases) { $0.name }
  }

  /// The preset's name on the command line (`--preset photo-browser`).
  public var name: String { rawValue }

  /// The seed article the preset reproduces, by its file name in `../shared/seeds`.
  public var article: String {
    switch self {
    case .photoBrowser: "000_4d6cc0f5fa2f2ec9.txt"
    case .zoomableView: "001_d4efa53cac731e88.txt"
    case .photosViewer: "002_173b89d3da01359d.txt"
    case .photoDetail: "003_587d797e1751e9b2.txt"
    case .productSlider: "004_a8fe0751c1b0fb4e.txt"
    }
  }

  /// What the viewer is, in a few words (for listings).
  public var summary: String {
    switch self {
    case .photoBrowser: "UIKit collection-view photo browser (000)"
    case .zoomableView: "SwiftUI view in a zooming, paging UIScrollView (001)"
    case .photosViewer: "Photos-like zoomable SwiftUI content (002)"
    case .photoDetail: "Unsplash-style photo detail screen (003)"
    case .productSlider: "product image slider with page dots (004)"
    }
  }

  /// The preset's configuration: SPEC §3's defaults with the article's changes.
  public var configuration: GestureConfiguration {
    var c = GestureConfiguration()
    switch self {
    case .photoBrowser:
      c.minZoom = 1
      c.maxZoom = 4
      c.doubleTapZoom = 4
      c.pullDownMaxAngle = 90
      c.dismissDistance = 100
      c.dismissVelocity = 1_000_000
      c.dismissWhileDragging = true
      c.dismissFade = false
      c.dismissRestore = .easeInOut
      c.dismissRestoreDuration = 0.3
      c.zoomFrame = .viewport
      c.pullDownWithPaging = true
    case .zoomableView:
      c.imageWidth = 390
      c.imageHeight = 270
      c.minZoom = 1
      c.maxZoom = 2.5
      c.doubleTapZoom = 1
      c.pageCount = 1
      c.pullDownEnabled = false
      c.zoomedPaging = true
    case .photosViewer:
      c.minZoom = 0.8
      c.maxZoom = 3
      c.initialZoom = 1
      c.doubleTapEnabled = false
      c.doubleTapZoom = 3
      c.pageCount = 1
      c.pullDownEnabled = false
    case .photoDetail:
      c.maxZoom = 1
      c.doubleTapZoom = 1
      c.zoomBounce = false
      c.doubleTapEnabled = false
      c.dismissDistance = 200
      c.dismissVelocity = 1_000_000
      c.dismissRestore = .spring
      c.dismissRestoreDuration = 0.5
      c.dismissRestoreBounce = 0.3
      c.pageChangedAt = .rest
    case .productSlider:
      c.viewportHeight = 200
      c.maxZoom = 1
      c.doubleTapZoom = 1
      c.zoomBounce = false
      c.doubleTapEnabled = false
      c.pullDownEnabled = false
    }
    return c
  }

  /// The keys the preset sets to other values than SPEC §3's defaults, in
  /// the declaration's order, as `@set` lines write them (`zoomFrame`,
  /// `viewport`): ``GestureConfiguration/changedSettings`` of its configuration.
  public var settings: [(key: String, value: String)] { configuration.changedSettings }
}
