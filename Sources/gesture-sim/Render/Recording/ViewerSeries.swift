import GestureKitLite

/// The viewer's state over time, as the plots draw it: one thinned series a
/// quantity, and the stretches where the chrome is off screen or the viewer
/// is dismissed.
struct ViewerSeries: Sendable {
  /// What is plotted.
  enum Quantity: Int, CaseIterable, Sendable {
    case zoomScale
    case offsetX
    case offsetY
    /// The offsets a scroll rests within at the zoom of the moment (the limits drawn).
    case offsetXLower
    case offsetXUpper
    case offsetYLower
    case offsetYUpper
    /// `pullDownTranslation.y`.
    case pullDown
    case backgroundAlpha
    case page
    /// The page and the strip's drag together: page − `pageStripOffset` ÷ viewport width.
    case pagePosition
  }

  private(set) var series: [EnvelopeSeries]
  /// Where `isChromeOnScreen` is false.
  private(set) var chromeHidden: IntervalTrack
  /// Where `isDismissed` is true.
  private(set) var dismissed: IntervalTrack
  private var chromeHiddenSince: Double?
  private var dismissedSince: Double?

  init(limits: RenderLimits) {
    series = Quantity.allCases.map { _ in EnvelopeSeries(capacity: limits.seriesBuckets) }
    chromeHidden = IntervalTrack(capacity: limits.trackIntervals)
    dismissed = IntervalTrack(capacity: limits.trackIntervals)
  }

  /// The thinned series of `quantity`.
  subscript(quantity: Quantity) -> EnvelopeSeries { series[quantity.rawValue] }

  /// Adds the viewer's state at `time` seconds.
  mutating func add(_ viewer: ImageViewer, at time: Double) {
    let state = viewer.state
    let limits = viewer.contentOffsetLimits(zoomScale: state.zoomScale)
    let values: [(Quantity, Double)] = [
      (.zoomScale, state.zoomScale), (.offsetX, state.contentOffset.x), (.offsetY, state.contentOffset.y),
      (.offsetXLower, limits.x.lowerBound), (.offsetXUpper, limits.x.upperBound),
      (.offsetYLower, limits.y.lowerBound), (.offsetYUpper, limits.y.upperBound),
      (.pullDown, state.pullDownTranslation.y), (.backgroundAlpha, state.backgroundAlpha),
      (.page, Double(state.page)),
      (.pagePosition, Double(state.page) - state.pageStripOffset / viewer.configuration.viewportWidth),
    ]
    for (quantity, value) in values { series[quantity.rawValue].add(time: time, value: value) }
    Self.follow(!state.isChromeOnScreen, at: time, since: &chromeHiddenSince, into: &chromeHidden)
    Self.follow(state.isDismissed, at: time, since: &dismissedSince, into: &dismissed)
  }

  /// Ends the stream at `time`: open stretches end there.
  mutating func finish(at time: Double) {
    Self.follow(false, at: time, since: &chromeHiddenSince, into: &chromeHidden)
    Self.follow(false, at: time, since: &dismissedSince, into: &dismissed)
  }

  private static func follow(
    _ isOn: Bool, at time: Double, since: inout Double?, into track: inout IntervalTrack
  ) {
    switch (isOn, since) {
    case (true, nil): since = time
    case (false, let start?):
      track.add(start: start, end: time)
      since = nil
    case (true, .some), (false, nil): break
    }
  }
}
