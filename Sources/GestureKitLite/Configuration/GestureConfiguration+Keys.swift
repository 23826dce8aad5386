extension GestureConfiguration {
  /// A configuration setting as streams and the command line name it.
  ///
  /// The cases are in SPEC §3's order; `allCases` is what `gesture-sim config`
  /// lists.
  public enum Key: String, CaseIterable, Sendable {
    /// ``GestureConfiguration/viewportWidth``.
    case viewportWidth
    /// ``GestureConfiguration/viewportHeight``.
    case viewportHeight
    /// ``GestureConfiguration/pageCount``.
    case pageCount
    /// ``GestureConfiguration/imageWidth``.
    case imageWidth
    /// ``GestureConfiguration/imageHeight``.
    case imageHeight
    /// ``GestureConfiguration/minZoom``.
    case minZoom
    /// ``GestureConfiguration/maxZoom``.
    case maxZoom
    /// ``GestureConfiguration/doubleTapZoom``.
    case doubleTapZoom
    /// ``GestureConfiguration/doubleTapEnabled``.
    case doubleTapEnabled
    /// ``GestureConfiguration/zoomBounce``.
    case zoomBounce
    /// ``GestureConfiguration/tapMaxDuration``.
    case tapMaxDuration
    /// ``GestureConfiguration/tapSlop``.
    case tapSlop
    /// ``GestureConfiguration/doubleTapInterval``.
    case doubleTapInterval
    /// ``GestureConfiguration/doubleTapMinInterval``.
    case doubleTapMinInterval
    /// ``GestureConfiguration/doubleTapSlop``.
    case doubleTapSlop
    /// ``GestureConfiguration/panSlop``.
    case panSlop
    /// ``GestureConfiguration/pinchSlop``.
    case pinchSlop
    /// ``GestureConfiguration/pullDownMaxAngle``.
    case pullDownMaxAngle
    /// ``GestureConfiguration/dismissDistance``.
    case dismissDistance
    /// ``GestureConfiguration/dismissVelocity``.
    case dismissVelocity
    /// ``GestureConfiguration/dismissAlphaFalloff``.
    case dismissAlphaFalloff
    /// ``GestureConfiguration/pagingVelocity``.
    case pagingVelocity
    /// ``GestureConfiguration/settle``.
    case settle

    /// The kind of value a key takes, with the range it accepts.
    public enum ValueKind: Equatable, Sendable {
      /// A decimal number in `range` (inclusive).
      case number(ClosedRange<Double>)
      /// A whole number in `range` (inclusive).
      case integer(ClosedRange<Int>)
      /// `true` or `false`.
      case boolean
    }

    /// The key's name in streams, config files and on the command line.
    public var name: String { rawValue }

    /// The kind and range of values the key takes.
    ///
    /// The ranges keep every computation finite: no length beyond 10⁶ pt,
    /// no time beyond 10⁶ s, no zoom outside 0.01…100.
    public var valueKind: ValueKind {
      switch self {
      case .viewportWidth, .viewportHeight, .imageWidth, .imageHeight: .number(1...1_000_000)
      case .pageCount: .integer(1...1_000_000)
      case .minZoom, .maxZoom, .doubleTapZoom: .number(0.01...100)
      case .doubleTapEnabled, .zoomBounce: .boolean
      case .tapMaxDuration, .doubleTapInterval, .doubleTapMinInterval, .settle: .number(0...1_000_000)
      case .tapSlop, .doubleTapSlop, .panSlop, .pinchSlop, .dismissDistance: .number(0...1_000_000)
      case .pullDownMaxAngle: .number(0...90)
      case .dismissVelocity, .pagingVelocity: .number(0...1_000_000)
      case .dismissAlphaFalloff: .number(0.01...100)
      }
    }

    /// The unit of the key's value, or an empty string for a plain number.
    public var unit: String {
      switch self {
      case .viewportWidth, .viewportHeight, .tapSlop, .doubleTapSlop, .panSlop, .pinchSlop,
        .dismissDistance:
        "pt"
      case .imageWidth, .imageHeight: "px"
      case .minZoom, .maxZoom, .doubleTapZoom: "x"
      case .tapMaxDuration, .doubleTapInterval, .doubleTapMinInterval, .settle: "s"
      case .pullDownMaxAngle: "degrees"
      case .dismissVelocity, .pagingVelocity: "pt/s"
      case .pageCount, .doubleTapEnabled, .zoomBounce, .dismissAlphaFalloff: ""
      }
    }

    /// What the key means, in one sentence.
    public var meaning: String {
      switch self {
      case .viewportWidth: "the viewer's width"
      case .viewportHeight: "the viewer's height"
      case .pageCount: "number of images"
      case .imageWidth: "every image's pixel width; shown aspect-fit at zoom 1"
      case .imageHeight: "every image's pixel height; shown aspect-fit at zoom 1"
      case .minZoom: "smallest settled zoom"
      case .maxZoom: "largest settled zoom"
      case .doubleTapZoom: "the zoom a double tap goes to from minZoom"
      case .doubleTapEnabled:
        "whether double taps are recognized at all; when off, tap fires at the touch's up with no wait"
      case .zoomBounce: "pinch past the limits rubber-bands, then animates back"
      case .tapMaxDuration: "longest press that still counts as a tap"
      case .tapSlop: "farthest a touch may move and still be a tap"
      case .doubleTapInterval: "longest time from the first tap's up to the second's down"
      case .doubleTapMinInterval: "shortest such time (shorter is a bounce, not a second tap)"
      case .doubleTapSlop: "farthest the second tap's down may be from the first's"
      case .panSlop: "movement before a pan (or pull-down, or paging) begins"
      case .pinchSlop: "change of the span before a pinch begins"
      case .pullDownMaxAngle: "widest angle from straight down at which a drag is a pull-down"
      case .dismissDistance: "pull-down distance at release that dismisses"
      case .dismissVelocity: "downward speed at release that dismisses whatever the distance"
      case .dismissAlphaFalloff:
        "the fraction of viewportHeight at which the background alpha reaches 0"
      case .pagingVelocity: "horizontal speed at release that turns the page whatever the distance"
      case .settle: "time played after the last line"
      }
    }
  }

  /// The value of `key`, written as a stream or `--set` would write it
  /// (`390`, `0.25`, `true`).
  public func valueText(forKey key: Key) -> String {
    switch key {
    case .viewportWidth: Self.format(viewportWidth)
    case .viewportHeight: Self.format(viewportHeight)
    case .pageCount: String(pageCount)
    case .imageWidth: Self.format(imageWidth)
    case .imageHeight: Self.format(imageHeight)
    case .minZoom: Self.format(minZoom)
    case .maxZoom: Self.format(maxZoom)
    case .doubleTapZoom: Self.format(doubleTapZoom)
    case .doubleTapEnabled: doubleTapEnabled ? "true" : "false"
    case .zoomBounce: zoomBounce ? "true" : "false"
    case .tapMaxDuration: Self.format(tapMaxDuration)
    case .tapSlop: Self.format(tapSlop)
    case .doubleTapInterval: Self.format(doubleTapInterval)
    case .doubleTapMinInterval: Self.format(doubleTapMinInterval)
    case .doubleTapSlop: Self.format(doubleTapSlop)
    case .panSlop: Self.format(panSlop)
    case .pinchSlop: Self.format(pinchSlop)
    case .pullDownMaxAngle: Self.format(pullDownMaxAngle)
    case .dismissDistance: Self.format(dismissDistance)
    case .dismissVelocity: Self.format(dismissVelocity)
    case .dismissAlphaFalloff: Self.format(dismissAlphaFalloff)
    case .pagingVelocity: Self.format(pagingVelocity)
    case .settle: Self.format(settle)
    }
  }

  private static func format(_ value: Double) -> String {
    NumberFormatting.shortest(value)
  }
}
