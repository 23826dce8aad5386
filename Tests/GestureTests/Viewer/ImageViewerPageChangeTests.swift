import GestureKitLite
import Testing

/// `pageChangedAt=rest` (the strip's page changes when it stops, reported by
/// the viewer's animations in time order) and `zoomedPaging` through the viewer.
@Suite("viewer: page change at rest, zoomed paging")
struct ImageViewerPageChangeTests {
  var atRest: GestureConfiguration {
    var configuration = GestureConfiguration()
    configuration.pageChangedAt = .rest
    return configuration
  }

  /// A 240 pt drag left in 0.3 s that rests 0.06 s and lifts at 0.36: it turns the page.
  func swipe(_ script: inout TouchScript) {
    script.drag(1, from: Point(x: 300, y: 422), to: Point(x: 60, y: 422), time: 0, duration: 0.3, rest: 0.06)
  }

  /// Every output as a line: recognizer events (no `changed`) and viewer events.
  func lines(_ output: [ImageViewerSession.Output], _ session: ImageViewerSession) throws -> [String] {
    try output.compactMap { item -> String? in
      switch item {
      case .recognizer(let event):
        guard event.state != .changed else { return nil }
        return "\(milliseconds(event.time.seconds)) \(try session.engine.name(of: event.recognizer)) "
          + event.state.name
      case .viewer(let event):
        return "\(milliseconds(event.time.seconds)) viewer \(event.kind.name)\(event.kind.fieldsText)"
      }
    }
  }

  @Test("the page changes when the strip stops, 0.3 s after the lift, stamped with that time")
  func pageChangesAtRest() throws {
    var script = TouchScript()
    swipe(&script)
    script.tick(0.5)
    var pageMidSlide: Int?
    var stripMidSlide: Double?
    let (session, lines) = try script.session(atRest, settle: 1) {
      if $0.viewer.state.time == Timestamp(seconds: 0.5) {
        pageMidSlide = $0.viewer.state.page
        stripMidSlide = $0.viewer.state.pageStripOffset
      }
    }
    #expect(lines == ["0.660 pageChanged page=1"])
    #expect(pageMidSlide == 0)
    // −240 → −390 with the cubic ease-out, 0.14 of 0.3 s in: −240 − 150 (1 − (8/15)³).
    let eased = 1 - (1 - 0.14 / 0.3) * (1 - 0.14 / 0.3) * (1 - 0.14 / 0.3)
    #expect(abs(stripMidSlide! - (-240 - 150 * eased)) < 1e-9)
    #expect(session.viewer.state.page == 1 && session.viewer.state.pageStripOffset == 0)
    // The default reports it at the lift.
    #expect(try script.session(settle: 1).viewerLines == ["0.360 pageChanged page=1"])
  }

  @Test("a finger that catches the strip on its way puts it on the arriving page when its pan begins")
  func caughtStripArrives() throws {
    var script = TouchScript()
    swipe(&script)
    // 0.45: a drag right, 5 pt a frame, begins (past panSlop at 0.475) before the strip stops.
    script.drag(
      2, from: Point(x: 100, y: 422), to: Point(x: 160, y: 422), time: 0.45, duration: 0.1, rest: 0.06)
    let (session, lines) = try script.session(atRest, settle: 1)
    #expect(lines == ["0.475 pageChanged page=1"])
    #expect(session.viewer.state.page == 1)
  }

  @Test("the strip's event comes before a recognizer event of a later time, even from one advance")
  func orderAcrossAnAdvance() throws {
    var script = TouchScript()
    swipe(&script)
    script.tap(2, at: Point(x: 195, y: 600), time: 0.4, duration: 0.05)  // its tap waits until 0.75
    var session = try ImageViewerSession(configuration: atRest)
    var output: [ImageViewerSession.Output] = []
    for step in script.steps {
      if case .sample(let sample) = step { try session.process(sample, into: &output) }
    }
    try session.flush(into: &output)
    output.removeAll()
    try session.advance(to: 2, into: &output)  // the strip stops at 0.66, the tap's wait ends at 0.75
    #expect(
      try lines(output, session) == [
        "0.660 viewer pageChanged page=1", "0.750 doubleTap failed", "0.750 tap recognized",
        "0.750 viewer chromeToggled visible=false",
      ])
  }

  @Test("at the same time, the strip's event comes first: the viewer is advanced before it handles an event")
  func orderAtTheSameTime() throws {
    var configuration = atRest
    configuration.doubleTapEnabled = false  // the tap is recognized at its up
    var script = TouchScript()
    swipe(&script)
    script.tap(2, at: Point(x: 195, y: 600), time: 0.5, duration: 0.16)  // up at 0.66, when the strip stops
    var session = try ImageViewerSession(configuration: configuration)
    var output: [ImageViewerSession.Output] = []
    for step in script.steps {
      if case .sample(let sample) = step { try session.process(sample, into: &output) }
    }
    try session.flush(into: &output)
    #expect(
      try lines(output, session).suffix(3) == [
        "0.660 viewer pageChanged page=1", "0.660 tap recognized", "0.660 viewer chromeToggled visible=false",
      ])
  }

  @Test("advance(to:) leaves the same state as advance(to:into:), which also reports the arrival")
  func advanceWithoutEvents() throws {
    var viewer = try ImageViewer(configuration: atRest)
    var events: [ImageViewerEvent] = []
    let pan = StandardRecognizer.pan
    for (time, state, x) in [(0.1, RecognizerState.began, -20.0), (0.2, .changed, -240), (0.3, .ended, -240)]
    {
      viewer.advance(to: Timestamp(seconds: time))
      viewer.handle(
        GestureEvent(
          time: Timestamp(seconds: time), recognizer: pan.id, name: RecognizerName("pan")!, state: state,
          value: GestureValue(location: Point(x: 300 + x, y: 422), translation: Point(x: x, y: 0))),
        from: pan, into: &events)
    }
    #expect(events.isEmpty)
    var reporting = viewer
    var silent = viewer
    reporting.advance(to: Timestamp(seconds: 1), into: &events)
    silent.advance(to: Timestamp(seconds: 1))
    #expect(events == [ImageViewerEvent(time: Timestamp(seconds: 0.6), kind: .pageChanged(page: 1))])
    #expect(reporting.state == silent.state)
    #expect(silent.state.page == 1)
  }

  @Test("zoomedPaging: a released zoomed scroll eases onto the page boundary in 0.3 s, without a glide")
  func zoomedScrollRestsOnAPage() throws {
    var configuration = GestureConfiguration()
    configuration.zoomedPaging = true
    var script = TouchScript()
    script.tap(1, at: Point(x: 195, y: 422), time: 0, duration: 0.05)
    script.tap(2, at: Point(x: 195, y: 422), time: 0.15, duration: 0.05)  // zoom 4 at (585, 163)
    // A fast 100 pt drag left lifted at full speed: x 685, flung right past 300 pt/s: 780;
    // y scrolls too at zoom 4 (0…326): not dragged, 163 rests on the nearest multiple of 844, 0.
    script.drag(3, from: Point(x: 300, y: 422), to: Point(x: 200, y: 422), time: 1, duration: 0.1)
    script.tick(1.25)
    var midway: Point?
    let (session, _) = try script.session(configuration, settle: 1) {
      if $0.viewer.state.time == Timestamp(seconds: 1.25) { midway = $0.viewer.state.contentOffset }
    }
    #expect(session.viewer.state.contentOffset == Point(x: 780, y: 0))
    #expect(!session.viewer.isAnimating)
    // 0.15 of 0.3 s: 685 + 95 (1 − 0.5³).
    #expect(abs(midway!.x - (685 + 95 * 0.875)) < 1e-9)
    #expect(abs(midway!.y - 163 * 0.125) < 1e-9)
    // Without it the same flick glides on past 780 and decelerates.
    let gliding = try script.session(settle: 1).session.viewer.state.contentOffset.x
    #expect(gliding > 800)
  }

  @Test(
    "zoomedPaging: a zoomed drag of exactly half a viewport, released slowly, rests on the page it left; 195.5 pt moves on"
  )
  func zoomedDragOfExactlyHalfAViewportStays() throws {
    var configuration = GestureConfiguration()
    configuration.zoomedPaging = true
    func restingOffset(afterDraggingRight distance: Double) throws -> (start: Double, end: Double) {
      var script = TouchScript()
      // A double tap at x 146.25 zooms to 4 with offset x 4 × 146.25 − 195 = 390: a page boundary.
      script.tap(1, at: Point(x: 146.25, y: 422), time: 0, duration: 0.05)
      script.tap(2, at: Point(x: 146.25, y: 422), time: 0.15, duration: 0.05)
      script.tick(0.99)
      script.drag(
        3, from: Point(x: 100, y: 422), to: Point(x: 100 + distance, y: 422), time: 1, duration: 0.3,
        rest: 0.06)
      var start: Double?
      let (session, _) = try script.session(configuration, settle: 1) {
        if $0.viewer.state.time == Timestamp(seconds: 0.99) { start = $0.viewer.state.contentOffset.x }
      }
      return (try #require(start), session.viewer.state.contentOffset.x)
    }
    #expect(try restingOffset(afterDraggingRight: 195) == (start: 390, end: 390))
    #expect(try restingOffset(afterDraggingRight: 195.5) == (start: 390, end: 0))
  }
}
