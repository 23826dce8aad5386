/// One wheel event: a mouse wheel's notch, a trackpad's two-finger scroll
/// step, or a trackpad pinch as browsers deliver it (a wheel with `ctrl`).
///
/// It is a `wheel` record of a stream (SPEC §2.4), `TIME wheel X Y DX DY
/// [mode=line|page] [mods=...]`. The deltas are the W3C `WheelEvent`'s
/// `deltaX`/`deltaY`: positive `deltaY` scrolls toward the bottom of the
/// content, so the image moves up. Give it to
/// ``ImageViewerSession/process(_:into:)-(WheelInput,_)``; what the viewer
/// does with it is SPEC §5.1's:
///
/// - without `ctrl` or `meta` it scrolls a zoomed image, or drags the page
///   strip at `initialZoom` (only `deltaX` does);
/// - with `ctrl` or `meta` it zooms by exp(−`deltaY` ÷ `wheelZoomDistance`)
///   around ``location`` (Chromium sends a trackpad pinch of scale *s* as
///   `deltaY` = −100 × ln *s*).
///
/// ```swift
/// let scroll = WheelInput(time: 0.5, location: Point(x: 195, y: 422), deltaX: 0, deltaY: 40)
/// let lines = WheelInput(time: 0.7, location: Point(x: 195, y: 422), deltaX: 0, deltaY: 3, mode: .line)
/// lines.delta(viewport: Size(width: 390, height: 844))  // (0, 48): a line is 16 pt
/// ```
public struct WheelInput: Equatable, Sendable {
  /// The unit of a wheel's deltas, as the W3C `WheelEvent.deltaMode`.
  public enum DeltaMode: UInt8, CaseIterable, Sendable {
    /// Points (`DOM_DELTA_PIXEL`, the default).
    case pixel
    /// Lines of 16 pt (`DOM_DELTA_LINE`: Firefox's mouse wheel).
    case line
    /// Pages: the viewport's width for `deltaX`, its height for `deltaY`
    /// (`DOM_DELTA_PAGE`).
    case page

    /// The word streams use: `pixel`, `line`, `page`.
    public var name: String {
      switch self {
      case .pixel: "pixel"
      case .line: "line"
      case .page: "page"
      }
    }

    /// The mode named `name`, or `nil`.
    public init?(name: some StringProtocol) {
      guard let mode = Self.allCases.first(where: { $0.name == name }) else { return nil }
      self = mode
    }

    /// The expectation for a mode's name, for error messages.
    package static let expectation = "pixel, line or page"
  }

  /// The length of a line in ``DeltaMode/line``, in points.
  public static let lineHeight = 16.0

  /// When the wheel turned, in seconds on the touches' clock.
  public var time: Double
  /// Where the pointer was, in viewport points; it may lie outside the viewport.
  public var location: Point
  /// The horizontal delta, in ``mode``'s unit; positive scrolls toward the content's right.
  public var deltaX: Double
  /// The vertical delta, in ``mode``'s unit; positive scrolls toward the content's bottom.
  public var deltaY: Double
  /// The unit of the deltas.
  public var mode: DeltaMode
  /// The modifier keys held: `ctrl` or `meta` make it zoom.
  public var modifiers: ModifierKeys
  /// Extra numeric attributes the stream carried, kept in order and ignored,
  /// as on samples.
  public var attributes: [TouchAttribute]

  /// Creates a wheel input.
  ///
  /// - Parameters:
  ///   - time: Seconds on the touches' clock.
  ///   - location: The pointer, in viewport points.
  ///   - deltaX: The W3C `deltaX`, in `mode`'s unit.
  ///   - deltaY: The W3C `deltaY`, in `mode`'s unit.
  ///   - mode: The unit of the deltas; points by default.
  ///   - modifiers: The modifier keys held.
  ///   - attributes: Extra numeric attributes, kept in order.
  public init(
    time: Double, location: Point, deltaX: Double, deltaY: Double, mode: DeltaMode = .pixel,
    modifiers: ModifierKeys = [], attributes: [TouchAttribute] = []
  ) {
    self.time = time
    self.location = location
    self.deltaX = deltaX
    self.deltaY = deltaY
    self.mode = mode
    self.modifiers = modifiers
    self.attributes = attributes
  }

  /// Whether the wheel zooms (`ctrl` or `meta` held) rather than scrolls.
  public var zooms: Bool { modifiers.zoomsWheel }

  /// The deltas in points in a viewport of `viewport`: as given for
  /// ``DeltaMode/pixel``, times ``lineHeight`` for ``DeltaMode/line``, times the
  /// viewport's width (x) and height (y) for ``DeltaMode/page``.
  public func delta(viewport: Size) -> Point {
    switch mode {
    case .pixel: Point(x: deltaX, y: deltaY)
    case .line: Point(x: deltaX * Self.lineHeight, y: deltaY * Self.lineHeight)
    case .page: Point(x: deltaX * viewport.width, y: deltaY * viewport.height)
    }
  }
}
