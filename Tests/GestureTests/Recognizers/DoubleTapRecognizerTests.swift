import GestureKitLite
import Testing

@Suite("double tap")
struct DoubleTapRecognizerTests {
  let center = Point(x: 195, y: 400)

  @Test("a double tap wins at the second tap's up and the tap fails")
  func doubleTapWins() throws {
    var script = TouchScript()
    script.tap(1, at: center, time: 0, duration: 0.08)
    script.tap(2, at: Point(x: 200, y: 405), time: 0.2, duration: 0.07)
    let log = try script.log()
    #expect(log == ["0.270 doubleTap recognized", "0.270 tap failed"])
  }

  @Test("a second tap after doubleTapInterval is a second single tap")
  func secondTapTooLate() throws {
    var script = TouchScript()
    script.tap(1, at: center, time: 0, duration: 0.08)
    script.tap(2, at: center, time: 0.5, duration: 0.08)
    let log = try script.log()
    // The first wait runs out at 0.08 + 0.3, before the second down at 0.5.
    #expect(
      log == [
        "0.380 doubleTap failed", "0.380 tap recognized",
        "0.880 doubleTap failed", "0.880 tap recognized",
      ])
  }

  @Test("a second tap exactly doubleTapInterval after the first up still pairs")
  func secondTapAtTheIntervalPairs() throws {
    var script = TouchScript()
    script.tap(1, at: center, time: 0, duration: 0.08)
    script.tap(2, at: center, time: 0.38, duration: 0.05)
    let log = try script.log()
    #expect(log == ["0.430 doubleTap recognized", "0.430 tap failed"])
  }

  @Test("a second tap exactly 40 ms (doubleTapMinInterval) after the first up is a double tap")
  func secondTapAtTheMinimumIntervalPairs() throws {
    var script = TouchScript()
    script.tap(1, at: center, time: 0, duration: 0.08)
    script.tap(2, at: center, time: 0.12, duration: 0.05)
    let log = try script.log()
    #expect(log == ["0.170 doubleTap recognized", "0.170 tap failed"])
  }

  @Test("a second tap exactly 100 pt (doubleTapSlop) from the first is a double tap")
  func secondTapAtTheSlopPairs() throws {
    var script = TouchScript()
    script.tap(1, at: center, time: 0, duration: 0.08)
    script.tap(2, at: Point(x: 195, y: 500), time: 0.2, duration: 0.07)
    let log = try script.log()
    #expect(log == ["0.270 doubleTap recognized", "0.270 tap failed"])
  }

  @Test("two taps that each drift exactly 10 pt (tapSlop) are a double tap")
  func tapsDriftingExactlyTapSlopPair() throws {
    var script = TouchScript()
    script.down(1, 195, 400, at: 0)
    script.move(1, 205, 400, at: 0.04)
    script.up(1, 205, 400, at: 0.08)
    script.down(2, 195, 400, at: 0.2)
    script.move(2, 195, 410, at: 0.24)
    script.up(2, 195, 410, at: 0.28)
    let log = try script.log()
    #expect(log == ["0.280 doubleTap recognized", "0.280 tap failed"])
  }

  @Test("two presses of exactly 0.5 s (tapMaxDuration) are a double tap")
  func pressesOfExactlyTapMaxDurationPair() throws {
    var script = TouchScript()
    script.tap(1, at: center, time: 0, duration: 0.5)
    script.tap(2, at: center, time: 0.6, duration: 0.5)
    let log = try script.log()
    #expect(log == ["1.100 doubleTap recognized", "1.100 tap failed"])
  }

  @Test("a double tap fails when the second tap lands 120 pt away, and the first is a tap at once")
  func secondTapTooFar() throws {
    var script = TouchScript()
    script.tap(1, at: center, time: 0, duration: 0.08)
    script.tap(2, at: Point(x: 195, y: 520), time: 0.2, duration: 0.08)
    let log = try script.log()
    // The far tap is the first of a new double tap: its own wait ends at 0.28 + 0.3.
    #expect(
      log == [
        "0.200 doubleTap failed", "0.200 tap recognized",
        "0.580 doubleTap failed", "0.580 tap recognized",
      ])
  }

  @Test("a tap after a far tap pairs with the far one")
  func tapAfterFarTapPairsWithIt() throws {
    var script = TouchScript()
    script.tap(1, at: center, time: 0, duration: 0.08)
    script.tap(2, at: Point(x: 195, y: 520), time: 0.2, duration: 0.08)
    script.tap(3, at: Point(x: 200, y: 525), time: 0.4, duration: 0.08)
    let log = try script.log()
    #expect(
      log == [
        "0.200 doubleTap failed", "0.200 tap recognized",
        "0.480 doubleTap recognized", "0.480 tap failed",
      ])
  }

  @Test("a bounce under doubleTapMinInterval is not a second tap but the first of a new pair")
  func bounceIsNotASecondTap() throws {
    var script = TouchScript()
    script.tap(1, at: center, time: 0, duration: 0.08)
    script.tap(2, at: center, time: 0.1, duration: 0.03)  // 20 ms after the up: a bounce
    let log = try script.log()
    #expect(
      log == [
        "0.100 doubleTap failed", "0.100 tap recognized",
        "0.430 doubleTap failed", "0.430 tap recognized",
      ])
  }

  @Test("a second tap held longer than tapMaxDuration fails the double tap; the first tap still counts")
  func secondPressTooLong() throws {
    var script = TouchScript()
    script.tap(1, at: center, time: 0, duration: 0.08)
    script.tap(2, at: center, time: 0.2, duration: 0.8)
    let log = try script.log()
    #expect(log == ["0.700 doubleTap failed", "0.700 tap recognized", "0.700 tap failed"])
  }

  @Test("when the second touch turns into a drag, the double tap fails and the first tap is delivered then")
  func secondTouchTurnsIntoDrag() throws {
    var script = TouchScript()
    script.tap(1, at: center, time: 0, duration: 0.08)
    script.drag(2, from: center, to: Point(x: 95, y: 400), time: 0.2, duration: 0.25)
    let log = try script.log()
    // At 120 Hz the drag moves 100 pt / 30 samples = 3.33 pt a sample: it
    // passes 10 pt at the fourth sample, 0.2 + 4/120 = 0.233 s.
    #expect(
      log == [
        "0.233 doubleTap failed", "0.233 tap recognized", "0.233 tap failed",
        "0.233 pullDown failed", "0.233 pan began", "0.450 pan ended",
      ])
  }

  @Test("a second finger during the wait fails the double tap")
  func twoFingersOnSecondTap() throws {
    var script = TouchScript()
    script.tap(1, at: center, time: 0, duration: 0.08)
    script.down(2, 195, 400, at: 0.2)
    script.down(3, 260, 400, at: 0.2)
    script.up(2, 195, 400, at: 0.25)
    script.up(3, 260, 400, at: 0.25)
    let log = try script.log()
    #expect(
      log == [
        "0.200 doubleTap failed", "0.200 tap recognized", "0.200 tap failed",
        "0.200 pullDown failed",
      ])
  }

  @Test("with double taps disabled two quick taps are two taps")
  func disabledDoubleTap() throws {
    var configuration = GestureConfiguration()
    configuration.doubleTapEnabled = false
    var script = TouchScript()
    script.tap(1, at: center, time: 0, duration: 0.08)
    script.tap(2, at: center, time: 0.2, duration: 0.07)
    let log = try script.log(configuration)
    #expect(log == ["0.080 tap recognized", "0.270 tap recognized"])
  }

  @Test("a cancel during the second tap drops both taps: no stray tap after a system cancel")
  func cancelDuringSecondTap() throws {
    var script = TouchScript()
    script.tap(1, at: center, time: 0, duration: 0.08)
    script.down(2, 195, 400, at: 0.2)
    script.cancel(2, 195, 400, at: 0.22)
    let log = try script.log()
    #expect(
      log == ["0.220 doubleTap failed", "0.220 tap failed", "0.220 pullDown failed", "0.220 pan failed"])
  }
}
