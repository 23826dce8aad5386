import GestureKitLite
import Testing

/// SPEC §5.1's keys and accessibility actions.
@Suite("viewer: keys and accessibility actions")
struct KeyAndActionInputTests {
  @Test("ArrowRight at zoom 1 turns to the next page, ArrowLeft back; nothing past the last page")
  func arrowsTurnPages() throws {
    var harness = try DirectInputHarness()
    let lines = try harness.play([
      .press(0, "ArrowRight"), .press(1, "ArrowRight"), .press(2, "ArrowRight"), .press(3, "ArrowLeft"),
    ])
    #expect(
      lines == [
        "0.000 viewer pageChanged page=1", "1.000 viewer pageChanged page=2",
        "3.000 viewer pageChanged page=1",
      ])
  }

  @Test("ArrowUp and ArrowDown do nothing at zoom 1")
  func verticalArrowsAtRest() throws {
    var harness = try DirectInputHarness()
    #expect(try harness.play([.press(0, "ArrowUp"), .press(0.1, "ArrowDown")]).isEmpty)
    #expect(harness.state.contentOffset == Point(x: 0, y: -275.75))
  }

  @Test("on a zoomed image an arrow scrolls keyPanDistance that way, animated; nothing at that edge")
  func arrowsScrollAZoomedImage() throws {
    var harness = try DirectInputHarness(["keyPanDistance": "100"])
    try harness.play([.press(0, "+"), .press(0.5, "+")])
    #expect(harness.state.contentOffset == Point(x: 585, y: 163))
    try harness.play([.press(2, "ArrowRight")], settle: 0.15)
    #expect(harness.state.contentOffset.x > 585 && harness.state.contentOffset.x < 685)  // on its way
    try harness.play([.tick(3), .press(3, "ArrowDown"), .press(4, "ArrowLeft"), .press(5, "ArrowUp")])
    #expect(harness.state.contentOffset == Point(x: 585, y: 163))
    try harness.play([.press(7, "ArrowUp"), .press(8, "ArrowUp"), .press(9, "ArrowUp")])
    #expect(harness.state.contentOffset.y == 0)  // the top edge stops it
    #expect(try harness.play([.press(11, "ArrowUp")]).isEmpty)
    #expect(harness.state.page == 0)  // zoomed, arrows never turn the page
  }

  @Test("+ zooms by keyZoomFactor around the viewport's center with zoomToggled; nothing at maxZoom")
  func plusZoomsIn() throws {
    var harness = try DirectInputHarness()
    let lines = try harness.play([
      .press(0, "+", [.shift]), .press(1, "="), .press(2, "+"), .perform(3, .zoomIn),
    ])
    #expect(lines == ["0.000 viewer zoomToggled scale=2", "1.000 viewer zoomToggled scale=4"])
    #expect(harness.state.zoomScale == 4)
  }

  @Test("- zooms out by keyZoomFactor down to minZoom, 0 returns to initialZoom; each does nothing there")
  func minusAndZero() throws {
    var harness = try DirectInputHarness(["keyZoomFactor": "1.5", "minZoom": "0.5", "initialZoom": "1"])
    let lines = try harness.play([
      .press(0, "0"), .press(1, "-"), .press(2, "-"), .press(3, "-"), .perform(4, .zoomOut), .press(5, "0"),
      .perform(6, .resetZoom),
    ])
    #expect(
      lines == [
        "1.000 viewer zoomToggled scale=0.666667", "2.000 viewer zoomToggled scale=0.5",
        "5.000 viewer zoomToggled scale=1",
      ])
  }

  @Test("z does what a double tap at the viewport's center does, with doubleTapEnabled off too")
  func zTogglesTheZoom() throws {
    var harness = try DirectInputHarness(["doubleTapEnabled": "false"])
    let lines = try harness.play([.press(0, "z"), .press(1, "Z")])
    #expect(lines == ["0.000 viewer zoomToggled scale=4", "1.000 viewer zoomToggled scale=1"])
    #expect(
      harness.stateLine.hasSuffix(
        "zoomScale=1 contentOffset=0,-275.75 chromeVisible=true backgroundAlpha=1 dismissed=false"))
  }

  @Test("Home and End turn straight to the first and last page at any zoom, with one pageChanged")
  func homeAndEnd() throws {
    var harness = try DirectInputHarness(["pageCount": "5"])
    let lines = try harness.play([
      .press(0, "z"), .press(1, "End"), .press(2, "End"), .press(3, "Home"), .press(4, "Home"),
    ])
    #expect(
      lines == [
        "0.000 viewer zoomToggled scale=4", "1.000 viewer pageChanged page=4",
        "3.000 viewer pageChanged page=0",
      ])
    #expect(harness.state.zoomScale == 1)  // the page opens at initialZoom
  }

  @Test("nextPage and previousPage turn the page at any zoom; arrows only at initialZoom")
  func pageActions() throws {
    var harness = try DirectInputHarness()
    let lines = try harness.play([
      .press(0, "z"), .press(1, "ArrowRight"), .perform(2, .nextPage), .perform(3, .previousPage),
      .perform(4, .previousPage),
    ])
    #expect(
      lines == [
        "0.000 viewer zoomToggled scale=4", "2.000 viewer pageChanged page=1",
        "3.000 viewer pageChanged page=0",
      ])
  }

  @Test("Enter, Space and toggleChrome toggle the chrome as a tap does")
  func chromeToggles() throws {
    var harness = try DirectInputHarness()
    let lines = try harness.play([.press(0, "Enter"), .press(1, "Space"), .perform(2, .toggleChrome)])
    #expect(
      lines == [
        "0.000 viewer chromeToggled visible=false", "1.000 viewer chromeToggled visible=true",
        "2.000 viewer chromeToggled visible=false",
      ])
  }

  @Test("Escape dismisses: the image flies out and the background fades; later inputs do nothing")
  func escapeDismisses() throws {
    var harness = try DirectInputHarness()
    let lines = try harness.play([
      .press(0, "Escape"), .press(0.5, "z"), .zoom(0.6, dy: -50), .perform(0.7, .nextPage),
    ])
    #expect(lines == ["0.000 viewer dismissed"])
    #expect(harness.state.isDismissed)
    #expect(harness.state.backgroundAlpha == 0)
    #expect(harness.state.zoomScale == 1)
  }

  @Test("escapeDismisses follows pullDownEnabled: without a pull-down, Escape and dismiss do nothing")
  func escapeFollowsPullDown() throws {
    var embedded = try DirectInputHarness(["pullDownEnabled": "false"])
    #expect(try embedded.play([.press(0, "Escape"), .perform(1, .dismiss)]).isEmpty)
    var closable = try DirectInputHarness(["pullDownEnabled": "false", "escapeDismisses": "true"])
    #expect(try closable.play([.perform(0, .dismiss)]) == ["0.000 viewer dismissed"])
    var kept = try DirectInputHarness(["escapeDismisses": "false"])
    #expect(try kept.play([.press(0, "Escape")]).isEmpty)
  }

  @Test("with dismissFade off, Escape leaves the background opaque")
  func escapeWithoutFade() throws {
    var harness = try DirectInputHarness(["dismissFade": "false"])
    try harness.play([.press(0, "Escape")])
    #expect(harness.state.backgroundAlpha == 1)
  }

  @Test(
    "a key with ctrl, alt or meta does nothing; shift is ignored; keys the viewer does not use do nothing")
  func modifiersAndOtherKeys() throws {
    var harness = try DirectInputHarness()
    let lines = try harness.play([
      .press(0, "z", [.ctrl]), .press(0.1, "+", [.meta]), .press(0.2, "ArrowRight", [.alt]), .press(0.3, "a"),
      .press(0.4, "ö"), .press(0.5, "F5"), .press(0.6, "arrowright"), .press(0.7, "Enter", [.shift]),
    ])
    #expect(lines == ["0.700 viewer chromeToggled visible=false"])
  }

  @Test("touches first: while a touch is down keys and actions do nothing")
  func keysWaitForTouches() throws {
    var harness = try DirectInputHarness()
    let lines = try harness.play([
      .down(0, x: 100, y: 400), .press(0.1, "z"), .perform(0.2, .nextPage), .press(0.25, "Escape"),
      .up(0.3, x: 100, y: 400),
    ])
    #expect(
      lines == ["0.600 doubleTap failed", "0.600 tap recognized", "0.600 viewer chromeToggled visible=false"])
  }

  @Test("a key during a page animation completes it on its target page first (pageChangedAt=rest)")
  func keyCompletesPageAnimation() throws {
    var harness = try DirectInputHarness(["pageChangedAt": "rest"])
    let lines = try harness.play([.press(0, "ArrowRight"), .press(0.1, "+")])
    #expect(lines == ["0.100 viewer pageChanged page=1", "0.100 viewer zoomToggled scale=2"])
    #expect(harness.state.pageStripOffset == 0)
  }

  @Test("a key during a wheel gesture ends the gesture first, at the key's time")
  func keyEndsWheelGesture() throws {
    var harness = try DirectInputHarness()
    let lines = try harness.play([.zoom(0, dy: -50), .press(0.05, "0")])
    #expect(lines == ["0.050 viewer zoomEnded scale=1.648721", "0.050 viewer zoomToggled scale=1"])
  }

  @Test("a key the viewer does not use, or one with ctrl, leaves a wheel gesture going")
  func unusedKeyKeepsWheelGesture() throws {
    var harness = try DirectInputHarness()
    let lines = try harness.play([
      .zoom(0, dy: -50), .press(0.05, "Control", [.ctrl]), .press(0.06, "z", [.ctrl]), .zoom(0.1, dy: -10),
    ])
    #expect(lines == ["0.250 viewer zoomEnded scale=1.822119"])
  }

  @Test("refused inputs change nothing, with SPEC §2.4's messages")
  func refusals() throws {
    var session = ImageViewerSession()
    var output: [ImageViewerSession.Output] = []
    try session.process(ActionInput(time: 1, action: .zoomIn), into: &output)
    let before = session.viewer.state
    let refused: [(() throws(GestureEngineError) -> Void, String)] = [
      (
        { () throws(GestureEngineError) in try session.process(KeyInput(time: 0.5, key: "z"), into: &output)
        },
        "time went backwards: 0.5 is before 1"
      ),
      (
        { () throws(GestureEngineError) in try session.process(KeyInput(time: 2, key: ""), into: &output) },
        "empty key name; expected a W3C key value such as ArrowRight, Escape, + or z"
      ),
      (
        { () throws(GestureEngineError) in try session.process(KeyInput(time: 2, key: "#x"), into: &output) },
        "key name '#x' begins with '#'; expected a name that does not (a # starts a comment)"
      ),
      (
        { () throws(GestureEngineError) in try session.process(KeyInput(time: 2, key: " "), into: &output) },
        "key name ' ' holds whitespace, a control or an invisible character (U+0020); expected printable "
          + "characters without spaces (the space bar is Space)"
      ),
      (
        { () throws(GestureEngineError) in
          try session.process(
            KeyInput(time: 2, key: "z", modifiers: ModifierKeys(rawValue: 0x30)), into: &output)
        }, "unknown modifier bits 0x30; expected ctrl 1, shift 2, alt 4 or meta 8"
      ),
      (
        { () throws(GestureEngineError) in
          try session.process(
            WheelInput(time: 2, location: Point(x: 1, y: 1), deltaX: .nan, deltaY: 0), into: &output)
        }, "expected a finite number, found 'nan'"
      ),
      (
        { () throws(GestureEngineError) in
          try session.process(
            WheelInput(time: 2, location: Point(x: 1, y: 1), deltaX: 0, deltaY: 1e12), into: &output)
        }, "coordinate 1000000000000 is out of range; expected points from -1000000000 to 1000000000"
      ),
      (
        { () throws(GestureEngineError) in
          try session.process(ActionInput(time: .infinity, action: .zoomIn), into: &output)
        },
        "expected a finite number, found 'inf'"
      ),
    ]
    for (input, message) in refused {
      #expect(throws: GestureEngineError.self) { try input() }
      do { try input() } catch { #expect(error.description == message) }
      #expect(session.viewer.state == before)
    }
  }
}
