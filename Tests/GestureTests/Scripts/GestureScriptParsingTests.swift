import GestureKitLite
import Testing

@testable import GestureKitLiteScripts

@Suite struct GestureScriptParsingTests {
  private func action(_ line: String) throws -> ScriptAction {
    try ScriptTestSupport.statement(line).action
  }

  private let here = ScriptLocation(line: 1, column: 1)

  @Test("a tap takes a point and defaults to a 100 ms press")
  func tapDefaults() throws {
    #expect(
      try action("tap 195 422")
        == .press(
          Press(kind: .tap, point: Point(x: 195, y: 422), hold: 100_000, gap: 0, finish: .lift, label: nil)))
  }

  @Test("a double tap has a 150 ms gap unless told, and both hold and gap can be set")
  func doubleTap() throws {
    #expect(
      try action("doubletap 10 20")
        == .press(
          Press(
            kind: .doubleTap, point: Point(x: 10, y: 20), hold: 100_000, gap: 150_000, finish: .lift,
            label: nil)))
    #expect(
      try action("double-tap 10.5 -2 gap 0.2s hold 60ms")
        == .press(
          Press(
            kind: .doubleTap, point: Point(x: 10.5, y: -2), hold: 60_000, gap: 200_000, finish: .lift,
            label: nil)))
  }

  @Test("a long press holds 700 ms unless told")
  func longPress() throws {
    #expect(
      try action("longpress 1 2")
        == .press(
          Press(kind: .longPress, point: Point(x: 1, y: 2), hold: 700_000, gap: 0, finish: .lift, label: nil))
    )
    #expect(
      try action("long-press 1 2 hold 1.5s")
        == .press(
          Press(
            kind: .longPress, point: Point(x: 1, y: 2), hold: 1_500_000, gap: 0, finish: .lift, label: nil))
    )
  }

  @Test("a drag takes an end point or an offset, a duration, an easing, a hold and a rest")
  func drag() throws {
    #expect(
      try action("drag 300 400 -> 60 400 in 250ms ease-out rest 60ms")
        == .stroke(
          Stroke(
            kind: .drag, from: Point(x: 300, y: 400), to: Point(x: 60, y: 400), duration: 250_000,
            easing: .easeOut, hold: 0, rest: 60_000, finish: .lift, label: nil)))
    #expect(
      try action("drag 100 100 by 50 -20 hold 0.3s")
        == .stroke(
          Stroke(
            kind: .drag, from: Point(x: 100, y: 100), to: Point(x: 150, y: 80), duration: 300_000,
            easing: .linear, hold: 300_000, rest: 0, finish: .lift, label: nil)))
  }

  @Test("a flick is a drag that lasts 100 ms unless told")
  func flick() throws {
    #expect(
      try action("flick 300 400 -> 100 400")
        == .stroke(
          Stroke(
            kind: .flick, from: Point(x: 300, y: 400), to: Point(x: 100, y: 400), duration: 100_000,
            easing: .linear, hold: 0, rest: 0, finish: .lift, label: nil)))
  }

  @Test("a pull-down moves straight down by its distance")
  func pullDown() throws {
    #expect(
      try action("pulldown 195 300 by 180 in 300ms ease-in")
        == .stroke(
          Stroke(
            kind: .pullDown, from: Point(x: 195, y: 300), to: Point(x: 195, y: 480), duration: 300_000,
            easing: .easeIn, hold: 0, rest: 0, finish: .lift, label: nil)))
  }

  @Test("a swipe crosses 60 % of the viewport's width at half its height, centered")
  func swipe() throws {
    #expect(
      try action("swipe left")
        == .stroke(
          Stroke(
            kind: .swipe, from: Point(x: 312, y: 422), to: Point(x: 78, y: 422), duration: 200_000,
            easing: .linear, hold: 0, rest: 0, finish: .lift, label: nil)))
    let script = try GestureScript(parsing: "@viewport 400 800\nswipe right by 300 y 100 in 150ms\n")
    #expect(
      script.statements.first?.action
        == .stroke(
          Stroke(
            kind: .swipe, from: Point(x: 50, y: 100), to: Point(x: 350, y: 100), duration: 150_000,
            easing: .linear, hold: 0, rest: 0, finish: .lift, label: nil)))
  }

  @Test("a pinch takes a focal point, two spans, a move of the focal point and an angle")
  func pinch() throws {
    #expect(
      try action("pinch 195 422 span 100 -> 260 in 400ms move 40 0 angle 45 ease-in-out as a b")
        == .pinch(
          Pinch(
            center: Point(x: 195, y: 422), fromSpan: 100, toSpan: 260, move: Point(x: 40, y: 0), angle: 45,
            duration: 400_000, easing: .easeInOut, hold: 0, rest: 0, finish: .lift,
            labels: [
              FingerReference(label: .name("a"), location: ScriptLocation(line: 1, column: 74)),
              FingerReference(label: .name("b"), location: ScriptLocation(line: 1, column: 76)),
            ])))
  }

  @Test("every gesture can end with keep, cancel or cancel after a delay")
  func finishes() throws {
    let finish = { (line: String) throws -> GestureFinish? in
      if case .stroke(let stroke) = try self.action(line) { return stroke.finish }
      return nil
    }
    #expect(try finish("drag 0 0 -> 10 0 keep") == .keep)
    #expect(try finish("drag 0 0 -> 10 0 cancel") == .cancel)
    #expect(try finish("drag 0 0 -> 10 0 cancel after 150ms") == .cancelAfter(150_000))
  }

  @Test("finger lines name a finger by touch id or by name")
  func fingerLines() throws {
    #expect(
      try action("down 3 10 20")
        == .down(
          FingerReference(label: .id(3), location: ScriptLocation(line: 1, column: 6)), Point(x: 10, y: 20)))
    let a = FingerReference(label: .name("a"), location: ScriptLocation(line: 1, column: 6))
    #expect(
      try action("move a -> 5 6 in 100ms ease-out")
        == .move(a, .to(Point(x: 5, y: 6)), duration: 100_000, easing: .easeOut))
    #expect(try action("move a by 5 6") == .move(a, .by(Point(x: 5, y: 6)), duration: nil, easing: .linear))
    #expect(
      try action("up a")
        == .lift(FingerReference(label: .name("a"), location: ScriptLocation(line: 1, column: 4)), .up)
    )
    #expect(
      try action("cancel a")
        == .lift(FingerReference(label: .name("a"), location: ScriptLocation(line: 1, column: 8)), .cancel))
    #expect(try action("wait 400ms") == .wait(400_000))
    #expect(try action("tick") == .tick)
  }

  @Test("a timing prefix starts a statement at a time, after the previous start, or with it")
  func timingPrefixes() throws {
    #expect(try ScriptTestSupport.statement("tap 1 1").start == .afterEverything)
    #expect(try ScriptTestSupport.statement("at 2s tap 1 1").start == .at(2_000_000))
    #expect(try ScriptTestSupport.statement("at +150ms tap 1 1").start == .afterPreviousStart(150_000))
    #expect(try ScriptTestSupport.statement("& tap 1 1").start == .afterPreviousStart(0))
    #expect(try ScriptTestSupport.statement("at 2s tap 1 1").location == ScriptLocation(line: 1, column: 7))
  }

  @Test("settings may share a line, and directives pass through in order")
  func settingsAndDirectives() throws {
    let script = try GestureScript(
      parsing: """
        # a comment
        @viewport 390 844
        @set doubleTapInterval=0.25   # trailing comment
        rate 240
        jitter 0.5 gaussian seed 7 timing-jitter 2ms
        tap 1 1
        """)
    #expect(
      script.settings
        == SynthSettings.Overrides(
          rate: 240, seed: 7, jitter: 0.5, jitterShape: .gaussian, timingJitter: 2_000))
    #expect(
      script.directives == [
        .viewport(Size(width: 390, height: 844)), .setting(key: "doubleTapInterval", value: "0.25"),
      ])
    #expect(script.statements.count == 1)
  }

  @Test("the command line's settings override the script's, one value at a time")
  func overridesApplyInOrder() {
    let script = SynthSettings.Overrides(rate: 240, seed: 7, jitter: 0.5, jitterShape: .gaussian)
    let commandLine = SynthSettings.Overrides(rate: 60, jitter: 1)
    let settings = SynthSettings().applying(script).applying(commandLine)
    #expect(settings == SynthSettings(rate: 60, seed: 7, jitter: 1, jitterShape: .gaussian, timingJitter: 0))
  }

  @Test("durations read milliseconds and seconds into whole microseconds")
  func durations() {
    #expect(ScriptLine.duration("250ms") == 250_000)
    #expect(ScriptLine.duration("0.4s") == 400_000)
    #expect(ScriptLine.duration("1.0000004s") == 1_000_000)
    #expect(ScriptLine.duration("0.1s") == 100_000)
    #expect(ScriptLine.duration("250") == nil)
    #expect(ScriptLine.duration("-1ms") == nil)
    #expect(ScriptLine.duration("1e3ms") == nil)
  }

  @Test("words are split on spaces and tabs, and a comment can follow the last one")
  func words() {
    let line = ScriptLine("\ttap  1\t2 # note", number: 4)
    #expect(line.words.map(\.text) == ["tap", "1", "2"])
    #expect(line.words.map(\.column) == [2, 7, 9])
    #expect(line.endColumn == 10)
  }
}
