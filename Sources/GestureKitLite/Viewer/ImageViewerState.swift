/// What an image viewer shows at one moment: the values a UI reads to draw it.
///
/// Every value is live: during an animation it is the animation's value at
/// ``time``. Lengths are in points; see ``ImageViewer`` for the rules that
/// change them.
public struct ImageViewerState: Equatable, Sendable {
  /// The time these values are for, or `nil` before the first input.
  public var time: Timestamp?
  /// The page (image) shown, from 0.
  public var page: Int = 0
  /// The zoom scale of the page's image (1 = aspect-fit).
  public var zoomScale: Double
  /// UIKit's content offset of the page's image: the point of the zoomed image
  /// under the viewport's top-left (negative where the image is centered).
  public var contentOffset: Point
  /// Whether the chrome (status bar, captions) is shown.
  ///
  /// A pull-down hides the
  /// chrome while it lasts without changing this; see ``isChromeHiddenByPullDown``.
  public var chromeVisible: Bool = true
  /// Whether a pull-down is hiding the chrome right now.
  public var isChromeHiddenByPullDown: Bool = false
  /// The opacity of the background behind the image, 0…1.
  public var backgroundAlpha: Double = 1
  /// Whether the viewer has been dismissed by a pull-down.
  public var isDismissed: Bool = false
  /// How far the image has been pulled from its place by a pull-down, in points.
  public var pullDownTranslation: Point = .zero
  /// How far the page strip is dragged from the current page, in points
  /// (+x shows the previous page, −x the next).
  public var pageStripOffset: Double = 0

  /// Creates the state of a viewer at rest.
  public init(zoomScale: Double, contentOffset: Point) {
    self.zoomScale = zoomScale
    self.contentOffset = contentOffset
  }

  /// Whether the chrome is on screen: shown, and not hidden by a pull-down.
  public var isChromeOnScreen: Bool { chromeVisible && !isChromeHiddenByPullDown }

  /// Whether the image of a released, undismissed pull-down is on its way
  /// back: ``pullDownTranslation`` is not zero yet (a spring restore may
  /// carry it past zero, above its place, where the alpha stays 1).
  ///
  /// `gesture-sim play`'s state line shows the translation then, and only
  /// then: while a finger holds the image the alpha says how far it is
  /// pulled, and after a dismissal it is gone.
  public var isReturningFromPullDown: Bool {
    !isDismissed && !isChromeHiddenByPullDown && pullDownTranslation != .zero
  }
}
