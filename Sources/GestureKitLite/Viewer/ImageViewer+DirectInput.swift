/// Wheel, key and action inputs as the viewer's input: the rows of
/// ``ImageViewer``'s transition table that no recognizer drives (SPEC §5.1).
extension ImageViewer {
  /// One input of the viewer's state machine that comes straight from a
  /// host, not from a recognizer: a wheel record, the end of a wheel
  /// gesture, or what a key or an accessibility action asks for.
  ///
  /// Keys and actions that do the same thing are one input (`+` and
  /// `zoomIn` are ``zoomStep(_:)``), so the table has one row for both.
  enum DirectInput: Equatable, Sendable {
    /// A scrolling wheel record, its deltas in points.
    case wheelScroll(delta: Point)
    /// A zooming wheel record at `location`, its `deltaY` in points.
    case wheelZoom(at: Point, deltaY: Double)
    /// The wheel gesture's gap ran out, or a touch went down.
    case wheelEnd
    /// An arrow key: scrolls a zoomed image, or turns the page (left, right).
    case arrowKey(Arrow)
    /// `+`, `=`, `-`, `zoomIn`, `zoomOut`: one `keyZoomFactor` in or out.
    case zoomStep(ZoomStep)
    /// `0`, `resetZoom`: back to `initialZoom`.
    case zoomReset
    /// `z`: what a double tap at the viewport's center does.
    case zoomToggle
    /// `Home`, `End`, `nextPage`, `previousPage`: to another page at any zoom.
    case pageTurn(PageTurn)
    /// `Enter`, `Space`, `toggleChrome`: the chrome toggles, as for a tap.
    case chromeToggle
    /// `Escape`, `dismiss`: dismisses, with `escapeDismisses`.
    case dismissal

    /// The four arrow keys.
    enum Arrow: Equatable, Sendable { case left, right, up, down }
    /// A zoom step's direction.
    enum ZoomStep: Equatable, Sendable { case zoomIn, zoomOut }
    /// Where a page turn goes.
    enum PageTurn: Equatable, Sendable { case next, previous, first, last }

    /// The input's name in the transition table.
    var name: String {
      switch self {
      case .wheelScroll: "wheelScroll"
      case .wheelZoom: "wheelZoom"
      case .wheelEnd: "wheelEnd"
      case .arrowKey: "arrowKey"
      case .zoomStep: "zoomStep"
      case .zoomReset: "zoomReset"
      case .zoomToggle: "zoomToggle"
      case .pageTurn: "pageTurn"
      case .chromeToggle: "chromeToggle"
      case .dismissal: "dismissal"
      }
    }

    /// The input `key` asks for, or `nil` for a key that asks for none.
    ///
    /// That is a key the viewer does not use, and any key with `ctrl`, `alt`
    /// or `meta` held (SPEC §5.1). A single
    /// letter matches either case; `shift` is ignored.
    init?(_ key: KeyInput) {
      guard !key.modifiers.disablesKey else { return nil }
      switch KeyName(key.key) {
      case "ArrowLeft": self = .arrowKey(.left)
      case "ArrowRight": self = .arrowKey(.right)
      case "ArrowUp": self = .arrowKey(.up)
      case "ArrowDown": self = .arrowKey(.down)
      case "+", "=": self = .zoomStep(.zoomIn)
      case "-": self = .zoomStep(.zoomOut)
      case "0": self = .zoomReset
      case "z", "Z": self = .zoomToggle
      case "Home": self = .pageTurn(.first)
      case "End": self = .pageTurn(.last)
      case "Enter", "Space": self = .chromeToggle
      case "Escape": self = .dismissal
      default: return nil
      }
    }

    /// The input `action` asks for: the key it stands for (SPEC §5.1), or a
    /// page turn at any zoom.
    init(_ action: AccessibilityAction) {
      switch action {
      case .zoomIn: self = .zoomStep(.zoomIn)
      case .zoomOut: self = .zoomStep(.zoomOut)
      case .resetZoom: self = .zoomReset
      case .nextPage: self = .pageTurn(.next)
      case .previousPage: self = .pageTurn(.previous)
      case .dismiss: self = .dismissal
      case .toggleChrome: self = .chromeToggle
      }
    }
  }

  /// A key's name as the key rows match it: byte for byte, as SPEC §2.4
  /// says names match ("exactly").
  ///
  /// Not a `String` comparison, which is canonical equivalence: it would
  /// bring Unicode's normalization tables into the WebAssembly modules for
  /// nothing, every name the viewer uses being ASCII.
  struct KeyName {
    /// The name's UTF-8.
    let utf8: String.UTF8View

    init(_ name: String) { utf8 = name.utf8 }

    /// Whether `value` is the name `pattern` spells: a `case "ArrowLeft":`.
    ///
    /// One copy for every case, and a plain loop (a generic comparison's
    /// specialization was a kilobyte of the live module).
    @inline(never)
    static func ~= (pattern: StaticString, value: KeyName) -> Bool {
      guard value.utf8.count == pattern.utf8CodeUnitCount else { return false }
      var index = 0
      for byte in value.utf8 {
        guard byte == pattern.utf8Start[index] else { return false }
        index += 1
      }
      return true
    }
  }

  /// Takes one direct input at `time`: one row of the transition table.
  ///
  /// The session gives none while a touch is down (touches first), so the
  /// activities of touch gestures ignore them; a wheel gesture in progress
  /// ends first when a record of another kind comes.
  mutating func apply(_ input: DirectInput, at time: Timestamp, into events: inout [ImageViewerEvent]) {
    switch (activity, input) {
    case (.idle, .wheelScroll(let delta)):
      beginWheelScroll(delta, at: time, into: &events)
    case (.wheelScrolling(let scroll), .wheelScroll(let delta)):
      moveWheelScroll(scroll, delta, at: time)
    case (.wheelPaging, .wheelScroll(let delta)):
      moveWheelStrip(delta.x, at: time)
    case (.idle, .wheelZoom(let location, let deltaY)):
      beginWheelZoom(at: location, deltaY: deltaY, time: time, into: &events)
    case (.wheelZooming(let zoom), .wheelZoom(let location, let deltaY)):
      moveWheelZoom(zoom, at: location, deltaY: deltaY, time: time, into: &events)
    case (.wheelZooming, .wheelScroll), (.wheelScrolling, .wheelZoom), (.wheelPaging, .wheelZoom),
      (.wheelScrolling, .arrowKey), (.wheelScrolling, .zoomStep), (.wheelScrolling, .zoomReset),
      (.wheelScrolling, .zoomToggle), (.wheelScrolling, .pageTurn), (.wheelScrolling, .chromeToggle),
      (.wheelScrolling, .dismissal), (.wheelPaging, .arrowKey), (.wheelPaging, .zoomStep),
      (.wheelPaging, .zoomReset), (.wheelPaging, .zoomToggle), (.wheelPaging, .pageTurn),
      (.wheelPaging, .chromeToggle), (.wheelPaging, .dismissal), (.wheelZooming, .arrowKey),
      (.wheelZooming, .zoomStep), (.wheelZooming, .zoomReset), (.wheelZooming, .zoomToggle),
      (.wheelZooming, .pageTurn), (.wheelZooming, .chromeToggle), (.wheelZooming, .dismissal):
      // A record of another kind ends the wheel gesture first, at its own time.
      endWheelGesture(at: time, into: &events)
      apply(input, at: time, into: &events)
    case (.idle, .wheelEnd):
      return
    case (.wheelScrolling(let scroll), .wheelEnd):
      endScroll(from: scroll.startOffset, velocity: .zero, time: time)
    case (.wheelPaging, .wheelEnd):
      releaseStrip(velocity: 0, withPullDown: false, time: time, into: &events)
    case (.wheelZooming, .wheelEnd):
      activity = .idle
      events.append(ImageViewerEvent(time: time, kind: .zoomEnded(scale: state.zoomScale)))

    case (.idle, .arrowKey(let arrow)):
      pressArrow(arrow, at: time, into: &events)
    case (.idle, .zoomStep(let step)):
      stepZoom(step, at: time, into: &events)
    case (.idle, .zoomReset):
      resetZoom(at: time, into: &events)
    case (.idle, .zoomToggle):
      completeStripAnimation(at: time, into: &events)
      toggleZoom(at: geometry.viewportCenter, time: time, into: &events)
    case (.idle, .pageTurn(let turn)):
      turnPage(turn, at: time, into: &events)
    case (.idle, .chromeToggle):
      toggleChrome(at: time, into: &events)
    case (.idle, .dismissal):
      guard configuration.escapeDismisses else { return }
      dismiss(settlingStrip: false, time: time, into: &events)

    case (.pinching, .wheelScroll), (.pinching, .wheelZoom), (.pinching, .wheelEnd), (.pinching, .arrowKey),
      (.pinching, .zoomStep), (.pinching, .zoomReset), (.pinching, .zoomToggle), (.pinching, .pageTurn),
      (.pinching, .chromeToggle), (.pinching, .dismissal), (.scrolling, .wheelScroll),
      (.scrolling, .wheelZoom), (.scrolling, .wheelEnd), (.scrolling, .arrowKey), (.scrolling, .zoomStep),
      (.scrolling, .zoomReset), (.scrolling, .zoomToggle), (.scrolling, .pageTurn),
      (.scrolling, .chromeToggle), (.scrolling, .dismissal), (.paging, .wheelScroll), (.paging, .wheelZoom),
      (.paging, .wheelEnd), (.paging, .arrowKey), (.paging, .zoomStep), (.paging, .zoomReset),
      (.paging, .zoomToggle), (.paging, .pageTurn), (.paging, .chromeToggle), (.paging, .dismissal),
      (.pullingDown, .wheelScroll), (.pullingDown, .wheelZoom), (.pullingDown, .wheelEnd),
      (.pullingDown, .arrowKey), (.pullingDown, .zoomStep), (.pullingDown, .zoomReset),
      (.pullingDown, .zoomToggle), (.pullingDown, .pageTurn), (.pullingDown, .chromeToggle),
      (.pullingDown, .dismissal):
      return  // touches first: the session gives none while a touch is down
    case (.dismissed, .wheelScroll), (.dismissed, .wheelZoom), (.dismissed, .wheelEnd),
      (.dismissed, .arrowKey), (.dismissed, .zoomStep), (.dismissed, .zoomReset), (.dismissed, .zoomToggle),
      (.dismissed, .pageTurn), (.dismissed, .chromeToggle), (.dismissed, .dismissal):
      return
    }
  }

  /// Ends the wheel gesture in progress at `time` (its gap ran out, a touch
  /// went down, or a record of another kind came); nothing when none is.
  mutating func endWheelGesture(at time: Timestamp, into events: inout [ImageViewerEvent]) {
    apply(.wheelEnd, at: time, into: &events)
  }
}
