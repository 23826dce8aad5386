/// Something the viewer did in response to a gesture (SPEC §6's viewer lines).
public struct ImageViewerEvent: Equatable, Sendable {
  /// When it happened: the time of the recognizer event that caused it.
  public var time: Timestamp
  /// What happened.
  public var kind: Kind

  /// Creates an event.
  public init(time: Timestamp, kind: Kind) {
    self.time = time
    self.kind = kind
  }

  /// Which zoom limit a pinch crossed.
  public enum ZoomLimit: String, Sendable {
    /// `minZoom`.
    case min
    /// `maxZoom`.
    case max
  }

  /// Where a long press began.
  public struct LongPress: Equatable, Sendable {
    // `imagePoint` is stored first: the padding after its optional's tag
    // lies where a recognizer event keeps its spare bits, so a session's
    // ``ImageViewerSession/Output`` stays 120 bytes, the size its copies are
    // fast at (docs/PerformanceHistory.md).

    /// The pixel of the page's image under the finger, in the image's own
    /// pixels (its top-left is 0,0); `nil` where the finger is off the image.
    public var imagePoint: Point?
    /// Where the finger is, in viewport points.
    public var location: Point

    /// Creates a long press's place.
    public init(location: Point, imagePoint: Point?) {
      self.imagePoint = imagePoint
      self.location = location
    }
  }

  /// What the viewer did.
  public enum Kind: Equatable, Sendable {
    /// A single tap showed or hid the chrome.
    case chromeToggled(visible: Bool)
    /// A double tap started zooming to `scale` (`doubleTapZoom`, or back to `minZoom`).
    case zoomToggled(scale: Double)
    /// A pinch ended; the zoom settles to `scale`.
    case zoomEnded(scale: Double)
    /// A pinch crossed a zoom limit (the haptic moment); once per crossing.
    case zoomLimit(ZoomLimit)
    /// A paging swipe turned to `page`.
    case pageChanged(page: Int)
    /// A pull-down began.
    case dismissBegan
    /// A pull-down was released short of dismissing, or cancelled: the image
    /// and background animate back.
    case dismissCancelled
    /// A pull-down dismissed the viewer.
    case dismissed
    /// A long press began (``LongPress/location``, ``LongPress/imagePoint``),
    /// so a host can show a menu there. The viewer's state does not change.
    case longPressed(LongPress)

    /// The event's name as logs print it (`zoomToggled`).
    public var name: String {
      switch self {
      case .chromeToggled: "chromeToggled"
      case .zoomToggled: "zoomToggled"
      case .zoomEnded: "zoomEnded"
      case .zoomLimit: "zoomLimit"
      case .pageChanged: "pageChanged"
      case .dismissBegan: "dismissBegan"
      case .dismissCancelled: "dismissCancelled"
      case .dismissed: "dismissed"
      case .longPressed: "longPressed"
      }
    }
  }
}
