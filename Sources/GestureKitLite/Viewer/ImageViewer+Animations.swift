/// Time as the viewer's input: the animations move, and the strip arrives.
extension ImageViewer {
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

  /// When the viewer, left alone, will next emit an event: the earliest
  /// time the clock must reach for it.
  ///
  /// `nil` when nothing pending will. Two things do: the strip arriving at
  /// its page with `pageChangedAt=rest` (at its arrival), and a wheel
  /// gesture whose `wheelGap` runs out (a microsecond past its deadline,
  /// since a record exactly `wheelGap` after the last still belongs to it;
  /// what it causes carries the deadline). The other animations move the
  /// state only.
  ///
  /// A live host that ticks the clock only when something is due reads it
  /// with the engine's ``GestureEngine/nextDeadline``
  /// (``ImageViewerSession/nextDeadline``).
  public var nextEventTime: Timestamp? {
    var next: Timestamp?
    if let strip = animations.strip, strip.arrivingPage != nil {
      next = strip.slide.start.advanced(by: strip.slide.duration)
    }
    if let deadline = activity.wheelDeadline {
      let end = Timestamp(microseconds: deadline.microseconds + 1)
      next = next.map { min($0, end) } ?? end
    }
    return next
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
  /// stops, whichever later time the viewer is advanced to. So does a wheel
  /// gesture whose `wheelGap` ran out: its end (a `zoomEnded`, a page turn)
  /// carries its deadline.
  ///
  /// - Parameters:
  ///   - time: The stream time to move the animations to.
  ///   - events: Where the viewer's events are appended, in time order.
  public mutating func advance(to time: Timestamp, into events: inout [ImageViewerEvent]) {
    if let now = state.time, time < now { return }
    // A wheel gesture whose gap ran out before `time` ends at its deadline,
    // with the animations where they were then (a record exactly `wheelGap`
    // after the last still belongs to the gesture).
    if let deadline = activity.wheelDeadline, deadline < time {
      moveAnimations(to: deadline, into: &events)
      endWheelGesture(at: deadline, into: &events)
    }
    moveAnimations(to: time, into: &events)
  }

  /// Moves the animations to `time`, appending the events they cause.
  private mutating func moveAnimations(to time: Timestamp, into events: inout [ImageViewerEvent]) {
    state.time = time
    if let animation = animations.content {
      switch animation {
      case .zoom(let transition):
        let (zoom, offset, finished) = transition.value(at: time)
        state.zoomScale = zoom
        state.contentOffset = offset
        if finished { animations.content = nil }
      case .momentum(let momentum):
        let (offset, finished) = momentum.value(at: time)
        state.contentOffset = offset
        if finished { animations.content = nil }
      }
    }
    if let strip = animations.strip {
      let (offset, finished) = strip.slide.value(at: time)
      state.pageStripOffset = offset.x
      if finished {
        animations.strip = nil
        if let page = strip.arrivingPage {
          arrive(at: page, time: strip.slide.start.advanced(by: strip.slide.duration), into: &events)
        }
      }
    }
    if let pull = animations.pullDown {
      let (translation, finished) = pull.value(at: time)
      setPullDownTranslation(translation)
      if finished {
        animations.pullDown = nil
        if state.isDismissed && configuration.dismissFade { state.backgroundAlpha = 0 }
      }
    }
  }

  /// Starts a zoom/offset animation, unless the content is already there.
  mutating func animateContent(toZoom zoom: Double, offset: Point, time: Timestamp) {
    if zoom == state.zoomScale && offset == state.contentOffset {
      animations.content = nil
      return
    }
    animations.content = .zoom(
      ZoomTransition(
        start: time, fromZoom: state.zoomScale, toZoom: zoom, fromOffset: state.contentOffset,
        toOffset: offset))
  }

  /// Slides the strip from where it is to `target` (0: the current page's
  /// place), arriving at `page` when it gets there; nothing moves when it is
  /// there already.
  mutating func settleStrip(onPageOffset target: Double, arrivingAt page: Int? = nil, time: Timestamp) {
    guard state.pageStripOffset != target else {
      animations.strip = nil
      return
    }
    animations.strip = StripAnimation(
      slide: ValueTransition(
        start: time, from: Point(x: state.pageStripOffset, y: 0), to: Point(x: target, y: 0),
        duration: ViewerAnimation.duration),
      arrivingPage: page)
  }

  /// A finger caught the strip on its way to a page (`pageChangedAt=rest`):
  /// the page arrives now, and the rest of the slide goes on from the new page.
  mutating func arriveEarly(at time: Timestamp, into events: inout [ImageViewerEvent]) {
    guard var strip = animations.strip, let page = strip.arrivingPage else { return }
    let shift = Double(page - state.page) * configuration.viewportWidth
    strip.slide.from.x += shift
    strip.slide.to.x = 0
    strip.arrivingPage = nil
    animations.strip = strip
    state.pageStripOffset += shift
    showPage(page, at: time, into: &events)
  }

  /// The strip came to rest on `page` at `time` (`pageChangedAt=rest`).
  mutating func arrive(at page: Int, time: Timestamp, into events: inout [ImageViewerEvent]) {
    state.pageStripOffset = 0
    showPage(page, at: time, into: &events)
  }

  /// `page` becomes the page, at `initialZoom`, and `pageChanged` is emitted
  /// at `time` (unless the viewer has been dismissed since: it reports
  /// nothing more then).
  private mutating func showPage(_ page: Int, at time: Timestamp, into events: inout [ImageViewerEvent]) {
    state.page = page
    showNewPage()
    if !state.isDismissed { events.append(ImageViewerEvent(time: time, kind: .pageChanged(page: page))) }
  }

  /// A page just turned to: at `initialZoom`, centered, nothing animating
  /// its content, fitted by its own image size.
  mutating func showNewPage() {
    if !imageSizes.isEmpty { geometry = ViewerGeometry(configuration, image: imageSizes[state.page]) }
    state.zoomScale = configuration.initialZoom
    state.contentOffset = geometry.restingOffset(zoom: configuration.initialZoom)
    animations.content = nil
  }
}
