import GestureKitLite
import Testing

@Suite("viewer: pull-down to dismiss")
struct ImageViewerPullDownTests {
  @Test("the background alpha is 1 − dy ÷ (0.7 × 844) while the image follows the finger")
  func alphaFollowsTheFinger() throws {
    var script = TouchScript()
    script.drag(
      1, from: Point(x: 195, y: 300), to: Point(x: 195, y: 390), time: 0, duration: 0.15, lift: false)
    let (session, lines) = try script.session()
    #expect(lines == ["0.025 dismissBegan"])
    let state = session.viewer.state
    #expect(state.pullDownTranslation == Point(x: 0, y: 90))
    #expect(abs(state.backgroundAlpha - (1 - 90 / (0.7 * 844))) < 1e-12)
    #expect(state.isChromeHiddenByPullDown)
    #expect(state.chromeVisible)  // hidden by the pull-down, not toggled
  }

  @Test("pulled back above where it began, the image follows the finger up and the background alpha stays 1")
  func alphaStaysOneAbovePullStart() throws {
    var script = TouchScript()
    script.drag(
      1, from: Point(x: 195, y: 300), to: Point(x: 195, y: 390), time: 0, duration: 0.15, lift: false)
    for step in 1...20 {
      script.move(1, 195, 390 - 7 * Double(step), at: 0.15 + Double(step) / 120)
    }
    let (session, lines) = try script.session()
    #expect(lines == ["0.025 dismissBegan"])
    let state = session.viewer.state
    // 50 pt above the down: 1 − (−50) ÷ (0.7 × 844) would be 1.08, past opaque.
    #expect(state.pullDownTranslation == Point(x: 0, y: -50))
    #expect(state.backgroundAlpha == 1)
  }

  @Test("released past dismissDistance, the viewer is dismissed")
  func dismissByDistance() throws {
    var script = TouchScript()
    script.drag(
      1, from: Point(x: 195, y: 300), to: Point(x: 195, y: 450), time: 0, duration: 0.25, rest: 0.06)
    let (session, lines) = try script.session(settle: 1)
    #expect(lines == ["0.025 dismissBegan", "0.310 dismissed"])
    #expect(session.viewer.state.isDismissed)
    #expect(session.viewer.state.backgroundAlpha == 0)
  }

  @Test(
    "released exactly at dismissDistance (100 pt), slowly, the viewer is not dismissed; 100.5 pt dismisses")
  func releaseExactlyAtDismissDistanceRestores() throws {
    var script = TouchScript()
    script.drag(1, from: Point(x: 195, y: 300), to: Point(x: 195, y: 400), time: 0, duration: 0.2, rest: 0.06)
    let (session, lines) = try script.session(settle: 1)
    #expect(lines == ["0.025 dismissBegan", "0.260 dismissCancelled"])
    #expect(!session.viewer.state.isDismissed)
    var past = TouchScript()
    past.drag(1, from: Point(x: 195, y: 300), to: Point(x: 195, y: 400.5), time: 0, duration: 0.2, rest: 0.06)
    #expect(try past.session(settle: 1).viewerLines == ["0.025 dismissBegan", "0.260 dismissed"])
  }

  @Test(
    "dismissWhileDragging: a pull of exactly dismissDistance does not dismiss yet; 100.5 pt does, finger down"
  )
  func dismissWhileDraggingAtExactlyTheDistance() throws {
    var configuration = GestureConfiguration()
    configuration.dismissWhileDragging = true
    var script = TouchScript()
    script.drag(
      1, from: Point(x: 195, y: 300), to: Point(x: 195, y: 400), time: 0, duration: 0.2, lift: false)
    #expect(try script.session(configuration).viewerLines == ["0.025 dismissBegan"])
    script.move(1, 195, 400.5, at: 0.25)
    #expect(try script.session(configuration).viewerLines == ["0.025 dismissBegan", "0.250 dismissed"])
  }

  @Test("released short of dismissDistance and slowly, everything animates back")
  func restoreWhenShort() throws {
    var script = TouchScript()
    script.drag(1, from: Point(x: 195, y: 300), to: Point(x: 195, y: 380), time: 0, duration: 0.2, rest: 0.06)
    let (session, lines) = try script.session(settle: 1)
    // 80 pt in 24 samples: 3.3 pt a sample, past 10 at the fourth (0.033 s).
    #expect(lines == ["0.033 dismissBegan", "0.260 dismissCancelled"])
    let state = session.viewer.state
    #expect(!state.isDismissed)
    #expect(state.backgroundAlpha == 1)
    #expect(state.pullDownTranslation == .zero)
    #expect(!state.isChromeHiddenByPullDown && state.chromeVisible)
  }

  @Test("a short flick down faster than dismissVelocity dismisses whatever the distance")
  func dismissByVelocity() throws {
    var script = TouchScript()
    script.drag(1, from: Point(x: 195, y: 300), to: Point(x: 195, y: 360), time: 0, duration: 0.05)
    let (_, lines) = try script.session(settle: 1)
    // 60 pt in 50 ms: 1200 pt/s > 800.
    #expect(lines == ["0.017 dismissBegan", "0.050 dismissed"])
  }

  @Test("a second finger mid-pull-down cancels it and restores the viewer")
  func secondFingerRestores() throws {
    var script = TouchScript()
    script.drag(
      1, from: Point(x: 195, y: 300), to: Point(x: 195, y: 400), time: 0, duration: 0.2, lift: false)
    script.down(2, 100, 600, at: 0.25)
    script.up(1, 195, 400, at: 0.3)
    script.up(2, 100, 600, at: 0.3)
    let (session, lines) = try script.session(settle: 1)
    #expect(lines == ["0.025 dismissBegan", "0.250 dismissCancelled"])
    #expect(session.viewer.state.backgroundAlpha == 1)
    #expect(!session.viewer.state.isDismissed)
  }

  @Test("zoomed in, a downward drag scrolls instead of pulling down")
  func noPullDownWhileZoomed() throws {
    var script = TouchScript()
    script.tap(1, at: Point(x: 195, y: 422), time: 0, duration: 0.05)
    script.tap(2, at: Point(x: 195, y: 422), time: 0.15, duration: 0.05)
    script.drag(3, from: Point(x: 195, y: 300), to: Point(x: 195, y: 400), time: 1, duration: 0.2, rest: 0.06)
    let (session, lines) = try script.session(settle: 1)
    #expect(lines == ["0.200 zoomToggled scale=4"])
    #expect(session.viewer.state.contentOffset == Point(x: 585, y: 63))
  }
}
