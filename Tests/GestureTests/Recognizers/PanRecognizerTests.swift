import GestureKitLite
import Testing

@Suite("pan")
struct PanRecognizerTests {
  /// The pan's events of a script, played through the standard set.
  func panEvents(_ script: TouchScript, _ configuration: GestureConfiguration = .init()) throws
    -> [GestureEvent]
  {
    var engine = try GestureEngine(standardSetWith: configuration)
    return try script.events(engine: &engine).filter { $0.recognizer == StandardRecognizer.pan.id }
  }

  @Test("a horizontal drag is a pan: it begins past panSlop and counts its translation from the down")
  func horizontalDragIsAPan() throws {
    var script = TouchScript()
    script.drag(1, from: Point(x: 300, y: 400), to: Point(x: 0, y: 400), time: 0, duration: 0.5)
    let events = try panEvents(script)
    let began = try #require(events.first)
    // 300 pt in 60 samples: 5 pt a sample; 15 pt at the third (0.025 s) is the first beyond 10.
    #expect(began.state == .began)
    #expect(began.time.seconds == 0.025)
    #expect(began.value.translation == Point(x: -15, y: 0))
    let ended = try #require(events.last)
    #expect(ended.state == .ended)
    #expect(ended.value.translation == Point(x: -300, y: 0))
    // Sample times round to whole microseconds, so the fit is exact to about 1e-6.
    #expect(abs(ended.value.velocity.x - -600) < 1e-3)
    #expect(abs(ended.value.velocity.y) < 1e-9)
    #expect(events.dropFirst().dropLast().allSatisfy { $0.state == .changed })
  }

  @Test("a drag of 10 pt (exactly panSlop) is not a pan; 10.5 pt is")
  func dragWithinSlopIsNotAPan() throws {
    // The drag reaches 10 pt on a move and rests there before lifting: the
    // recognizer judges the move (it never judges a lift).
    var script = TouchScript()
    script.drag(
      1, from: Point(x: 300, y: 400), to: Point(x: 290, y: 400), time: 0, duration: 0.3, lift: false)
    script.up(1, 290, 400, at: 0.4)
    #expect(try panEvents(script).isEmpty)
    var past = TouchScript()
    past.drag(
      1, from: Point(x: 300, y: 400), to: Point(x: 289.5, y: 400), time: 0, duration: 0.3, lift: false)
    past.up(1, 289.5, 400, at: 0.4)
    #expect(try panEvents(past).filter { $0.state != .changed }.map(\.state) == [.began, .ended])
  }

  @Test("a second finger landing mid-pan does not make the translation jump")
  func secondFingerMidPanKeepsTranslation() throws {
    var script = TouchScript()
    script.drag(
      1, from: Point(x: 300, y: 400), to: Point(x: 200, y: 400), time: 0, duration: 0.2, lift: false)
    script.down(2, 100, 600, at: 0.21)
    script.move(1, 190, 400, at: 0.22)
    script.move(2, 90, 600, at: 0.22)
    script.up(1, 190, 400, at: 0.23)
    script.up(2, 90, 600, at: 0.23)
    let events = try panEvents(script)
    let translations = events.map(\.value.translation.x)
    // -100 when the second finger lands; both then move 10 pt left: -110.
    #expect(translations.suffix(3) == [-100, -110, -110])
    #expect(events.last?.state == .ended)
  }

  @Test("a finger that rests 60 ms before lifting ends the pan with zero velocity")
  func restBeforeLiftHasNoVelocity() throws {
    var script = TouchScript()
    script.drag(1, from: Point(x: 300, y: 400), to: Point(x: 100, y: 400), time: 0, duration: 0.2, rest: 0.06)
    let ended = try #require(try panEvents(script).last)
    #expect(ended.state == .ended)
    #expect(ended.value.velocity == .zero)
  }

  @Test("a finger that rests 30 ms (under 40 ms) before lifting is not treated as resting")
  func shortRestKeepsVelocity() throws {
    var script = TouchScript()
    script.drag(1, from: Point(x: 300, y: 400), to: Point(x: 100, y: 400), time: 0, duration: 0.2, rest: 0.03)
    let ended = try #require(try panEvents(script).last)
    // The fit sees the finger slowing down, so the speed is well under the
    // drag's 1000 pt/s, but it is not forced to zero.
    #expect(ended.value.velocity.x < -10)
  }
}
