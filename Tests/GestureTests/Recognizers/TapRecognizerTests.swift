import GestureKitLite
import Testing

@Suite("tap")
struct TapRecognizerTests {
  let center = Point(x: 195, y: 400)

  @Test("a single tap waits for the double tap and fires at the deadline, with the deadline's time")
  func singleTapFiresAtDoubleTapDeadline() throws {
    var script = TouchScript()
    script.tap(1, at: center, time: 0, duration: 0.09)
    // first up 0.090 + doubleTapInterval 0.3
    let log = try script.log()
    #expect(log == ["0.390 doubleTap failed", "0.390 tap recognized"])
  }

  @Test("a later sample makes the clock pass the deadline, but the tap keeps the deadline's time")
  func deadlineKeepsItsOwnTime() throws {
    var script = TouchScript()
    script.tap(1, at: center, time: 0, duration: 0.09)
    script.tap(2, at: Point(x: 50, y: 700), time: 0.8, duration: 0.05)
    let log = try script.log(settle: nil)
    #expect(Array(log.prefix(2)) == ["0.390 doubleTap failed", "0.390 tap recognized"])
  }

  @Test("with double taps disabled the tap fires at the touch's up, with no wait")
  func tapWithoutDoubleTap() throws {
    var configuration = GestureConfiguration()
    configuration.doubleTapEnabled = false
    var script = TouchScript()
    script.tap(1, at: center, time: 0, duration: 0.09)
    let log = try script.log(configuration)
    #expect(log == ["0.090 tap recognized"])
  }

  @Test("a press longer than tapMaxDuration is not a tap: it fails at down + 0.5 s")
  func tooLongPressFails() throws {
    var script = TouchScript()
    script.tap(1, at: center, time: 0, duration: 0.7)
    let log = try script.log()
    #expect(log == ["0.500 doubleTap failed", "0.500 tap failed"])
  }

  @Test("a press of exactly tapMaxDuration still counts as a tap")
  func pressOfExactlyMaxDurationIsATap() throws {
    var configuration = GestureConfiguration()
    configuration.doubleTapEnabled = false
    var script = TouchScript()
    script.tap(1, at: center, time: 0, duration: 0.5)
    let log = try script.log(configuration)
    #expect(log == ["0.500 tap recognized"])
  }

  @Test(
    "a move past tapSlop exactly at tapMaxDuration fails the tap as movedTooFar: the frame comes before the deadline"
  )
  func moveAtTheDeadlineComesFirst() throws {
    var script = TouchScript()
    script.down(1, 195, 400, at: 0)
    script.move(1, 198, 400, at: 0.25)
    script.move(1, 215, 400, at: 0.5)
    script.up(1, 215, 400, at: 0.6)
    var engine = try GestureEngine(standardSetWith: GestureConfiguration())
    let events = try script.events(engine: &engine)
    let taps = events.filter {
      [StandardRecognizer.tap.id, StandardRecognizer.doubleTap.id].contains($0.recognizer)
    }
    #expect(taps.map(\.time.seconds) == [0.5, 0.5])
    #expect(taps.map { $0.reason?.code } == ["movedTooFar", "movedTooFar"])
  }

  @Test("a touch that drifts 11 pt (beyond tapSlop) is not a tap")
  func driftBeyondSlopFails() throws {
    var script = TouchScript()
    script.down(1, 195, 400, at: 0)
    script.move(1, 200, 400, at: 0.03)
    script.up(1, 206, 400, at: 0.06)
    let log = try script.log()
    // The pull-down judges the same 11 pt as a sideways drag.
    #expect(log == ["0.060 doubleTap failed", "0.060 tap failed", "0.060 pullDown failed"])
  }

  @Test("a touch that drifts 10 pt (exactly tapSlop) is still a tap")
  func driftWithinSlopIsATap() throws {
    var script = TouchScript()
    script.down(1, 195, 400, at: 0)
    script.up(1, 205, 400, at: 0.06)
    let log = try script.log()
    #expect(log == ["0.360 doubleTap failed", "0.360 tap recognized"])
  }

  @Test("a second finger fails the tap")
  func secondFingerFailsTap() throws {
    var script = TouchScript()
    script.down(1, 195, 400, at: 0)
    script.down(2, 250, 400, at: 0.03)
    script.up(1, 195, 400, at: 0.06)
    script.up(2, 250, 400, at: 0.07)
    let log = try script.log()
    #expect(log == ["0.030 doubleTap failed", "0.030 tap failed", "0.030 pullDown failed"])
  }

  @Test("two fingers landing in one frame are not a tap")
  func twoFingersInOneFrameAreNotATap() throws {
    var script = TouchScript()
    script.down(1, 195, 400, at: 0)
    script.down(2, 250, 400, at: 0)
    script.up(1, 195, 400, at: 0.06)
    script.up(2, 250, 400, at: 0.06)
    let log = try script.log()
    #expect(log == ["0.000 doubleTap failed", "0.000 tap failed", "0.000 pullDown failed"])
  }

  @Test("a cancelled touch is not a tap, and every recognizer tracking it fails")
  func cancelFailsTap() throws {
    var script = TouchScript()
    script.down(1, 195, 400, at: 0)
    script.cancel(1, 195, 400, at: 0.05)
    let log = try script.log()
    #expect(
      log == ["0.050 doubleTap failed", "0.050 tap failed", "0.050 pullDown failed", "0.050 pan failed"])
  }
}
