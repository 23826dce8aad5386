/// What an ``ImageViewer`` is doing: the state of its state machine.
///
/// Each case carries what that activity needs and nothing else, so a pinch
/// during a pull-down, or a scroll of a dismissed viewer, cannot be written.
/// The transitions are ``ImageViewer``'s table; the animations run beside
/// the activity (``ViewerAnimations``), whatever it is.
enum ViewerActivity: Equatable, Sendable {
  /// No gesture holds the content, the strip or the image.
  case idle
  /// A pinch zooms.
  case pinching(Pinch)
  /// A pan scrolls the zoomed image.
  case scrolling(Scroll)
  /// A pan drags the page strip; translation counts from `reference`. With
  /// `pullDownWithPaging` a pull-down may run with it (`pullingDown`): the
  /// strip carries x, the pulled image y.
  case paging(reference: Point, pullingDown: Bool)
  /// A pull-down moves the image alone.
  case pullingDown
  /// A pull-down dismissed the viewer: every later gesture is ignored, the
  /// animations run on.
  case dismissed
  /// A scrolling wheel moves the zoomed image (SPEC §5.1).
  case wheelScrolling(WheelScroll)
  /// A scrolling wheel drags the page strip, at `initialZoom` or below.
  case wheelPaging(WheelGesture)
  /// A zooming wheel (`ctrl` or `meta`) zooms around its pointer.
  case wheelZooming(WheelZoom)

  /// Whether a pull-down is in progress (alone, or with a paging pan).
  var isPullingDown: Bool {
    switch self {
    case .pullingDown, .paging(_, pullingDown: true): true
    case .idle, .pinching, .scrolling, .paging(_, pullingDown: false), .dismissed, .wheelScrolling,
      .wheelPaging, .wheelZooming:
      false
    }
  }

  /// When the wheel gesture in progress ends unless another record comes:
  /// `wheelGap` after its last record; `nil` when none is in progress.
  var wheelDeadline: Timestamp? {
    switch self {
    case .wheelScrolling(let scroll): scroll.gesture.deadline
    case .wheelPaging(let gesture): gesture.deadline
    case .wheelZooming(let zoom): zoom.gesture.deadline
    case .idle, .pinching, .scrolling, .paging, .pullingDown, .dismissed: nil
    }
  }

  /// The name the transition table gives the activity.
  var name: String {
    switch self {
    case .idle: "idle"
    case .pinching: "pinching"
    case .scrolling: "scrolling"
    case .paging(_, pullingDown: false): "paging"
    case .paging(_, pullingDown: true): "paging+pull"
    case .pullingDown: "pulling"
    case .dismissed: "dismissed"
    case .wheelScrolling: "wheelScrolling"
    case .wheelPaging: "wheelPaging"
    case .wheelZooming: "wheelZooming"
    }
  }

  /// A pinch in progress.
  struct Pinch: Equatable, Sendable {
    /// The image point (zoom-1 points) held under the focal point.
    var anchor: Point
    /// The zoom the value's scale counts from.
    var startZoom: Double
    /// The zoom limit the pinch is past, if any (its `zoomLimit` was emitted).
    var beyond: ImageViewerEvent.ZoomLimit?
  }

  /// A pan scrolling the zoomed image.
  struct Scroll: Equatable, Sendable {
    /// The content offset when the pan took the content.
    var startOffset: Point
    /// The translation the scroll counts from.
    var reference: Point
    /// Where the fingers were at the pan's latest event: the content is in
    /// step with them there.
    var lastLocation: Point
  }

  /// A run of wheel records, each at most `wheelGap` after the one before.
  struct WheelGesture: Equatable, Sendable {
    /// `wheelGap` after the latest record: the gesture ends there.
    var deadline: Timestamp
  }

  /// A scrolling wheel moving the zoomed image.
  struct WheelScroll: Equatable, Sendable {
    var gesture: WheelGesture
    /// The content offset when the gesture began: where a `zoomedPaging`
    /// release measures the drag from.
    var startOffset: Point
  }

  /// A zooming wheel.
  struct WheelZoom: Equatable, Sendable {
    var gesture: WheelGesture
    /// The limits whose `zoomLimit` this gesture has emitted (at most once each).
    var reachedMin = false
    var reachedMax = false
  }
}
