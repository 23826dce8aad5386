extension GestureConfiguration {
  /// Every setting, declared once: its name, the property that holds it, its
  /// unit, the values it takes and what it means, in SPEC §3's order.
  ///
  /// Everything that lists, reads, writes or checks settings is derived from
  /// this one list by a ``ConfigurationVisitor``: ``Key/all``, `@set` and
  /// `--set` (``setValue(_:forKey:)``), ``valueText(for:)``, `gesture-sim
  /// config`, JSON, the "did you mean" of an unknown key and
  /// ``validated()``. A new key is one line here plus its stored property,
  /// whose doc comment ends with a `Why:` paragraph: the reason the
  /// Configuration keys article gives (a test fails while one is missing).
  ///
  /// The ranges keep every computation finite: no length beyond 10⁶ pt, no
  /// time beyond 10⁶ s, no zoom outside 0.01…100; a restore lasts 0.01…10 s
  /// and a spring's bounce stays within 0…0.9 (an underdamped spring that
  /// still settles). The 1.3 keys' lower bounds are SPEC §3's:
  /// `wheelZoomDistance` > 0, `wheelGap` > 0, `keyZoomFactor` > 1,
  /// `keyPanDistance` ≥ 0.
  mutating func visitSettings(_ visitor: inout some ConfigurationVisitor) {
    let lengths = 0.0...1_000_000
    let sizes = 1.0...1_000_000
    let zooms = 0.01...100.0
    let times = 0.0...1_000_000
    let speeds = 0.0...1_000_000
    visitor.visit(&viewportWidth, Key("viewportWidth", "pt", .number(sizes), "the viewer's width"))
    visitor.visit(&viewportHeight, Key("viewportHeight", "pt", .number(sizes), "the viewer's height"))
    visitor.visit(&pageCount, Key("pageCount", "", .integer(1...1_000_000), "number of images"))
    visitor.visit(
      &imageWidth,
      Key("imageWidth", "px", .number(sizes), "every image's pixel width; shown aspect-fit at zoom 1"))
    visitor.visit(
      &imageHeight,
      Key("imageHeight", "px", .number(sizes), "every image's pixel height; shown aspect-fit at zoom 1"))
    visitor.visit(&minZoom, Key("minZoom", "x", .number(zooms), "smallest settled zoom"))
    visitor.visit(&maxZoom, Key("maxZoom", "x", .number(zooms), "largest settled zoom"))
    visitor.visit(
      &doubleTapZoom,
      Key("doubleTapZoom", "x", .number(zooms), "the zoom a double tap goes to from initialZoom"))
    visitor.visit(
      &doubleTapEnabled,
      Key(
        "doubleTapEnabled", "", .boolean,
        "whether double taps are recognized at all; when off, tap fires at the touch's up with no wait"))
    visitor.visit(
      &zoomBounce, Key("zoomBounce", "", .boolean, "pinch past the limits rubber-bands, then animates back"))
    visitor.visit(
      &tapMaxDuration,
      Key("tapMaxDuration", "s", .number(times), "longest press that still counts as a tap"))
    visitor.visit(
      &tapSlop, Key("tapSlop", "pt", .number(lengths), "farthest a touch may move and still be a tap"))
    visitor.visit(
      &doubleTapInterval,
      Key(
        "doubleTapInterval", "s", .number(times), "longest time from the first tap's up to the second's down")
    )
    visitor.visit(
      &doubleTapMinInterval,
      Key(
        "doubleTapMinInterval", "s", .number(times),
        "shortest such time (shorter is a bounce, not a second tap)"))
    visitor.visit(
      &doubleTapSlop,
      Key(
        "doubleTapSlop", "pt", .number(lengths), "farthest the second tap's down may be from the first's"))
    visitor.visit(
      &panSlop,
      Key("panSlop", "pt", .number(lengths), "movement before a pan (or pull-down, or paging) begins"))
    visitor.visit(
      &pinchSlop, Key("pinchSlop", "pt", .number(lengths), "change of the span before a pinch begins"))
    visitor.visit(
      &pullDownMaxAngle,
      Key(
        "pullDownMaxAngle", "degrees", .number(0...90),
        "widest angle from straight down at which a drag is a pull-down"))
    visitor.visit(
      &dismissDistance,
      Key("dismissDistance", "pt", .number(lengths), "pull-down distance at release that dismisses"))
    visitor.visit(
      &dismissVelocity,
      Key(
        "dismissVelocity", "pt/s", .number(speeds),
        "downward speed at release that dismisses whatever the distance"))
    visitor.visit(
      &dismissAlphaFalloff,
      Key(
        "dismissAlphaFalloff", "", .number(0.01...100),
        "the fraction of viewportHeight at which the background alpha reaches 0"))
    visitor.visit(
      &pagingVelocity,
      Key(
        "pagingVelocity", "pt/s", .number(speeds),
        "horizontal speed at release that turns the page whatever the distance"))
    visitor.visit(
      following: &storedInitialZoom, fallback: minZoom,
      Key(
        "initialZoom", "x", .number(zooms), "the zoom a page opens at, and the zoom a double tap returns to",
        follows: "minZoom"))
    visitor.visit(
      &pullDownEnabled, Key("pullDownEnabled", "", .boolean, "whether a pull-down can begin at all"))
    visitor.visit(
      &pullDownWithPaging,
      Key(
        "pullDownWithPaging", "", .boolean,
        "pull-down and the paging pan may run together (a diagonal drag both pulls and pages)"))
    visitor.visit(
      &dismissWhileDragging,
      Key(
        "dismissWhileDragging", "", .boolean,
        "dismiss as soon as the pull-down passes dismissDistance, finger still down"))
    visitor.visit(
      &dismissFade, Key("dismissFade", "", .boolean, "whether the background alpha follows the pull-down"))
    visitor.visit(
      &dismissRestore,
      Key(
        "dismissRestore", "", .word(RestoreCurve.words),
        "the animation that puts a released, undismissed pull-down back"))
    visitor.visit(
      &dismissRestoreDuration,
      Key(
        "dismissRestoreDuration", "s", .number(0.01...10),
        "its duration (for spring, the perceptual duration)"))
    visitor.visit(
      &dismissRestoreBounce,
      Key(
        "dismissRestoreBounce", "", .number(0...0.9),
        "the spring's bounce, as SwiftUI's Spring(duration:bounce:): damping ratio 1 - bounce"))
    visitor.visit(
      &zoomFrame,
      Key(
        "zoomFrame", "", .word(ZoomFrame.words),
        "what zooming scales and what bounds scrolling: the aspect-fit image, or the viewport-sized view that holds it"
      ))
    visitor.visit(
      &zoomedPaging,
      Key(
        "zoomedPaging", "", .boolean,
        "while zoomed, scrolling comes to rest on a multiple of the viewport's size"))
    visitor.visit(
      &pageChangedAt,
      Key(
        "pageChangedAt", "", .word(PageChangeMoment.words),
        "when pageChanged is emitted: as the finger lifts, or when the strip comes to rest"))
    visitor.visit(
      &quickScaleEnabled,
      Key(
        "quickScaleEnabled", "", .boolean,
        "whether a double tap whose second touch stays down and drags zooms with one finger (needs doubleTapEnabled)"
      ))
    visitor.visit(
      &quickScaleDistance,
      Key(
        "quickScaleDistance", "pt", .number(sizes),
        "the vertical drag that doubles the zoom (down) or halves it (up) during a quick scale"))
    visitor.visit(
      &longPressEnabled, Key("longPressEnabled", "", .boolean, "whether a long press is recognized at all"))
    visitor.visit(
      &longPressDuration,
      Key(
        "longPressDuration", "s", .number(times),
        "how long a touch must be held, within tapSlop, before a long press begins"))
    visitor.visit(
      &wheelZoomDistance,
      Key(
        "wheelZoomDistance", "pt", .numberAbove(0, upTo: 1_000_000),
        "the deltaY of a ctrl (or meta) wheel that multiplies the zoom by e: each record zooms by exp(-deltaY / this)"
      ))
    visitor.visit(
      &wheelGap,
      Key(
        "wheelGap", "s", .numberAbove(0, upTo: 1_000_000),
        "a wheel gesture ends this long after its last wheel record"))
    visitor.visit(
      &keyPanDistance,
      Key("keyPanDistance", "pt", .number(lengths), "how far an arrow key scrolls a zoomed image"))
    visitor.visit(
      &keyZoomFactor,
      Key(
        "keyZoomFactor", "x", .numberAbove(1, upTo: 100),
        "the zoom step of +, - and the zoomIn and zoomOut actions"))
    visitor.visit(
      following: &storedEscapeDismisses, fallback: pullDownEnabled,
      Key(
        "escapeDismisses", "", .boolean, "whether Escape and the dismiss action dismiss the viewer",
        follows: "pullDownEnabled"))
    visitor.visit(&settle, Key("settle", "s", .number(times), "time played after the last line"))
  }

  /// Checks the rules that tie keys together, which a single key's range
  /// cannot: `minZoom ≤ initialZoom ≤ maxZoom`, `minZoom ≤ doubleTapZoom ≤
  /// maxZoom` and `doubleTapMinInterval ≤ doubleTapInterval`.
  func checkConstraints() throws(ConfigurationError) {
    if minZoom > maxZoom {
      throw .inconsistent(
        "minZoom \(text(minZoom)) is greater than maxZoom \(text(maxZoom))")
    }
    if initialZoom < minZoom || initialZoom > maxZoom {
      throw .inconsistent(
        "initialZoom \(text(initialZoom)) is outside minZoom…maxZoom "
          + "(\(text(minZoom))…\(text(maxZoom)))")
    }
    if doubleTapZoom < minZoom || doubleTapZoom > maxZoom {
      throw .inconsistent(
        "doubleTapZoom \(text(doubleTapZoom)) is outside minZoom…maxZoom "
          + "(\(text(minZoom))…\(text(maxZoom)))")
    }
    if doubleTapMinInterval > doubleTapInterval {
      throw .inconsistent(
        "doubleTapMinInterval \(text(doubleTapMinInterval)) is greater than "
          + "doubleTapInterval \(text(doubleTapInterval))")
    }
  }

  /// A value as ``valueText(forKey:)`` writes it, without looking the key up
  /// (which would walk every key once more).
  private func text(_ value: Double) -> String { NumberFormatting.shortest(value) }
}
