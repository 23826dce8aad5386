import GestureKitLite
import Testing

@testable import GestureKitLiteScripts

/// Every script error's message, asserted verbatim with its line and column.
@Suite struct GestureScriptErrorTests {
  private func expectError(
    _ script: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(ScriptTestSupport.error(script) == expected, sourceLocation: sourceLocation)
  }

  @Test("an unknown statement lists the statements a line may hold")
  func unknownStatement() {
    expectError(
      "tap 1 1\n  tapp 1 2",
      "2:3: error: unknown statement 'tapp'; expected tap, doubletap, longpress, quickscale, drag, flick, pulldown, "
        + "swipe, pinch, down, move, up, cancel, wait, tick, wheel, key, action, a setting (rate, seed, jitter, "
        + "timing-jitter) "
        + "or a directive (@viewport, @set)")
  }

  @Test("a missing or malformed field says which field was expected")
  func fields() {
    expectError("tap 1", "1:6: error: expected the y coordinate, found the end of the line")
    expectError("tap x 2", "1:5: error: expected the x coordinate, found 'x'")
    expectError("tap 1e3 2", "1:5: error: expected the x coordinate, found '1e3'")
    expectError("drag 1 2 3 4", "1:10: error: expected '-> X Y' or 'by DX DY', found '3'")
    expectError("pinch 1 1 span 10 20", "1:19: error: expected '->' and the end span, found '20'")
    expectError(
      "pulldown 1 1 by -5", "1:17: error: expected the distance down in points, found a negative number")
    expectError("swipe up", "1:7: error: expected left or right after 'swipe', found 'up'")
    expectError("tick now", "1:6: error: expected the end of the line after 'tick', found 'now'")
  }

  @Test("a duration without a unit is refused with an example")
  func durationsNeedUnits() {
    expectError(
      "tap 1 2 hold 100", "1:14: error: expected a duration such as 250ms or 0.4s after 'hold', found '100'")
    expectError(
      "wait", "1:5: error: expected a duration such as 250ms or 0.4s after 'wait', found the end of the line")
    expectError(
      "drag 1 1 -> 2 2 cancel after x",
      "1:30: error: expected a duration such as 250ms or 0.4s after 'cancel after', found 'x'")
  }

  @Test("options a gesture does not take, unknown ones and repeated ones are refused")
  func options() {
    expectError(
      "tap 1 2 in 100ms", "1:9: error: 'in' does not apply to tap; expected hold, as, keep or cancel")
    expectError("tap 1 2 3", "1:9: error: unknown option '3' for tap; expected hold, as, keep or cancel")
    expectError(
      "drag 1 2 -> 3 4 gap 1ms",
      "1:17: error: 'gap' does not apply to drag; expected in, "
        + "an easing (linear, ease-in, ease-out, ease-in-out), hold, rest, as, keep or cancel")
    expectError("tap 1 2 hold 1ms hold 2ms", "1:18: error: 'hold' is given twice")
    expectError("drag 1 2 -> 3 4 ease-in linear", "1:25: error: 'easing' is given twice")
    expectError(
      "drag 1 2 -> 3 4 keep cancel",
      "1:22: error: 'cancel' conflicts with an earlier keep or cancel; a gesture ends one way")
    expectError("drag 1 2 -> 3 4 at 2s", "1:17: error: 'at' must start the line: write 'at 2s drag ...'")
    expectError(
      "move a by 1 1 hold 1ms",
      "1:15: error: 'hold' does not apply to move; expected in or an easing (linear, ease-in, ease-out, ease-in-out)"
    )
  }

  @Test("labels must be touch ids or names, one per finger, each once")
  func labels() {
    expectError(
      "tap 1 1 as -3", "1:12: error: expected a finger label (a touch id or a name) after 'as', found '-3'")
    expectError(
      "pinch 1 1 span 10 -> 20 as a",
      "1:29: error: expected finger label 2 of 2 (a touch id or a name) after 'as', found the end of the line"
    )
    expectError("pinch 1 1 span 10 -> 20 as a a", "1:30: error: finger a is named twice")
  }

  @Test("settings and directives must come before the first gesture")
  func settingsComeFirst() {
    expectError("tap 1 2\nrate 60", "2:1: error: rate after the first gesture; settings must come before it")
    expectError(
      "tap 1 2\n@viewport 1 2",
      "2:1: error: @viewport after the first gesture; directives must come before it")
    expectError(
      "& rate 120",
      "1:3: error: 'rate' cannot be timed; only gestures, finger lines, wait, tick, wheel, key and action can"
    )
  }

  @Test("settings are checked against their ranges")
  func settingRanges() {
    expectError("rate 0", "1:6: error: expected a rate from 1 to 10000 Hz, found 0")
    expectError(
      "rate 120 seed -1",
      "1:15: error: expected a seed (a whole number from 0 to 18446744073709551615), found '-1'")
    expectError(
      "jitter 0.5 triangle",
      "1:12: error: unknown setting 'triangle'; expected rate, seed, jitter or timing-jitter")
    expectError("jitter -1", "1:8: error: expected the jitter in points, found a negative number")
    expectError("timing-jitter 2s", "1:15: error: expected a timing jitter of at most 1s")
  }

  @Test("directives are checked as a stream reader checks them")
  func directives() {
    expectError(
      "@viewport 0 844",
      "1:11: error: invalid value '0' for viewportWidth: expected a number from 1 to 1000000")
    expectError(
      "@set foo=1",
      "1:6: error: unknown config key 'foo'; expected one of the keys of docs/Contract.md §3, "
        + "such as tapSlop")
    expectError(
      "@set doubleTapInterval=abc",
      "1:24: error: invalid value 'abc' for doubleTapInterval: expected a number from 0 to 1000000")
    expectError("@set minZoom=5\n\ntap 1 1", "3:1: error: minZoom 5 is greater than maxZoom 4")
    expectError("@foo 1", "1:1: error: unknown directive '@foo'; expected @viewport or @set")
    expectError("@set", "1:5: error: expected key=value after @set, found the end of the line")
  }

  @Test("a timing prefix needs a time with a unit and a statement after it")
  func timingPrefixes() {
    expectError("at 2 tap 1 1", "1:4: error: expected a time such as 2s or +150ms after 'at', found '2'")
    expectError("&", "1:2: error: expected a statement after the timing prefix, found the end of the line")
  }

  @Test("finger lines refer to fingers that are down, and never go back in time")
  func fingers() {
    expectError(
      "up a", "1:4: error: finger a is not down; put it down with 'down a X Y' or a gesture's 'as a keep'")
    expectError(
      "down a 1 1\ndown a 2 2",
      "2:6: error: finger a is already down (since line 1); lift it with 'up a' first")
    expectError(
      "down a 1 1\nup a",
      "2:4: error: finger a cannot lift in the frame it went down; wait at least one frame")
    expectError(
      "down a 1 1\nmove a by 10 0 in 1s\nat 0.5s move a by 1 1",
      "3:14: error: finger a cannot move at 0.5s: its last sample is at 1s")
    expectError(
      "tap 1 1 as b keep\ntap 2 2 as b",
      "2:12: error: finger b is already down (since line 1); lift it with 'up b' first")
  }

  @Test("two fingers with one touch id may not be down at once")
  func idClash() {
    expectError(
      "tap 1 1 as 3 hold 1s\nat 0.5s tap 2 2 as 3",
      "2:20: error: touch 3 is already down at 0.5s (it went down at 0s, line 1)")
  }

  @Test("more than 20 touches down at once are refused where the 21st lands")
  func tooManyTouches() {
    var script = "tap 0 0 hold 1s\n"
    for finger in 1...20 { script += "& tap \(finger) 0 hold 1s\n" }
    expectError(script, "21:3: error: more than 20 touches down at once at 0s")
  }

  @Test("a motion longer than a million frames is refused, but a long still hold costs nothing")
  func longMotion() {
    expectError(
      "drag 0 0 -> 1 1 in 10000s",
      "1:1: error: a motion of 10000s is 1200000 frames at 120 Hz; the most is 1000000")
    #expect(ScriptTestSupport.error("longpress 1 1 hold 1000000s") == nil)
  }

  @Test("a script without samples or ticks is refused")
  func empty() {
    expectError(
      "",
      "1:1: error: the script makes no samples; a stream needs at least one gesture, finger line, tick, wheel, "
        + "key or action")
    expectError(
      "# nothing\nwait 1s",
      "2:1: error: the script makes no samples; a stream needs at least one gesture, finger line, tick, wheel, "
        + "key or action")
  }
}
