import GestureKitLite
import Testing

@Suite("pinch")
struct PinchRecognizerTests {
  /// Two fingers on a horizontal line around `center`, spreading from `startSpan`
  /// to `endSpan` over `duration` at 120 Hz.
  func spread(
    _ script: inout TouchScript, center: Point, from startSpan: Double, to endSpan: Double,
    time: Double, duration: Double, lift: Bool = true
  ) {
    let steps = Int((duration * 120).rounded())
    script.down(1, center.x - startSpan / 2, center.y, at: time)
    script.down(2, center.x + startSpan / 2, center.y, at: time)
    for step in 1...steps {
      let span = startSpan + (endSpan - startSpan) * Double(step) / Double(steps)
      let t = time + duration * Double(step) / Double(steps)
      if step == steps && lift {
        script.up(1, center.x - span / 2, center.y, at: t)
        script.up(2, center.x + span / 2, center.y, at: t)
      } else {
        script.move(1, center.x - span / 2, center.y, at: t)
        script.move(2, center.x + span / 2, center.y, at: t)
      }
    }
  }

  func events(_ script: TouchScript, of recognizer: StandardRecognizer) throws -> [GestureEvent] {
    var engine = try GestureEngine(standardSetWith: GestureConfiguration())
    return try script.events(engine: &engine).filter { $0.recognizer == recognizer.id }
  }

  @Test("two fingers spreading from 100 to 200 pt are a pinch of scale 2 around their midpoint")
  func spreadingIsAPinch() throws {
    var script = TouchScript()
    spread(&script, center: Point(x: 195, y: 400), from: 100, to: 200, time: 0, duration: 0.5)
    let pinch = try events(script, of: .pinch)
    let began = try #require(pinch.first)
    // 100 pt over 60 samples: the span passes 100 + 16 at sample 10 (116.67 pt).
    #expect(began.state == .began)
    #expect(abs(began.time.seconds - 10.0 / 120) < 1e-6)
    #expect(abs(began.value.scale - 116.666_666_666_666_67 / 100) < 1e-9)
    #expect(began.value.focalPoint == Point(x: 195, y: 400))
    let ended = try #require(pinch.last)
    #expect(ended.state == .ended)
    #expect(abs(ended.value.scale - 2) < 1e-12)
    // The span grows 200 pt/s from a 100 pt start: the scale grows 2 per second.
    #expect(abs(ended.value.scaleVelocity - 2) < 1e-4)
  }

  @Test("a span change of exactly 16 pt (pinchSlop) is not a pinch; 16.5 pt is")
  func spanChangeOfExactlyPinchSlopIsNotAPinch() throws {
    // One finger moves out: the span goes from 100 to 116 (its centroid travels
    // 8 pt, under panSlop), held there before the lift.
    func stretch(to x: Double) -> TouchScript {
      var script = TouchScript()
      script.down(1, 145, 400, at: 0)
      script.down(2, 245, 400, at: 0)
      script.move(2, x, 400, at: 0.05)
      script.up(1, 145, 400, at: 0.2)
      script.up(2, x, 400, at: 0.2)
      return script
    }
    #expect(try events(stretch(to: 261), of: .pinch).isEmpty)
    #expect(try events(stretch(to: 261.5), of: .pinch).map(\.state) == [.began, .ended])
  }

  @Test("a third finger joining a pinch does not make its scale jump: the pinch goes on from 2")
  func thirdFingerKeepsTheScale() throws {
    var script = TouchScript()
    spread(&script, center: Point(x: 195, y: 400), from: 100, to: 200, time: 0, duration: 0.5, lift: false)
    script.down(3, 195, 600, at: 0.51)
    script.move(3, 195, 600, at: 0.52)
    script.up(1, 95, 400, at: 0.6)
    script.up(2, 295, 400, at: 0.6)
    script.up(3, 195, 600, at: 0.6)
    let afterLanding = try events(script, of: .pinch).filter { $0.time.seconds > 0.505 }
    #expect(afterLanding.map(\.state) == [.changed, .changed, .ended])
    #expect(afterLanding.allSatisfy { abs($0.value.scale - 2) < 1e-9 })
  }

  @Test(
    "fingers that travel 40 pt together and spread by exactly half that (20 pt) are not a pinch; 20.5 pt is")
  func spanChangeOfExactlyHalfTheTravelIsNotAPinch() throws {
    // Both fingers move right in one frame: the centroid travels 40 pt and the
    // span grows by `growth`. The threshold is the larger of pinchSlop (16 pt)
    // and half the travel (20 pt), so only the travel rule can refuse 20 pt.
    func travel(spreading growth: Double) -> TouchScript {
      var script = TouchScript()
      script.down(1, 100, 400, at: 0)
      script.down(2, 200, 400, at: 0)
      script.move(1, 140 - growth / 2, 400, at: 0.05)
      script.move(2, 240 + growth / 2, 400, at: 0.05)
      script.up(1, 140 - growth / 2, 400, at: 0.2)
      script.up(2, 240 + growth / 2, 400, at: 0.2)
      return script
    }
    #expect(try events(travel(spreading: 20), of: .pinch).isEmpty)
    #expect(try events(travel(spreading: 20.5), of: .pinch).map(\.state) == [.began, .ended])
  }

  @Test("two fingers moving together without changing their span are not a pinch")
  func twoFingerDragIsNotAPinch() throws {
    var script = TouchScript()
    script.down(1, 100, 400, at: 0)
    script.down(2, 200, 400, at: 0)
    for step in 1...30 {
      let dy = Double(step) * 5
      script.move(1, 100, 400 + dy, at: Double(step) / 120)
      script.move(2, 200, 400 + dy, at: Double(step) / 120)
    }
    script.up(1, 100, 550, at: 0.26)
    script.up(2, 200, 550, at: 0.26)
    #expect(try events(script, of: .pinch).isEmpty)
    let pan = try events(script, of: .pan)
    #expect(pan.first?.state == .began)
    #expect(pan.last?.state == .ended)
  }

  @Test("pinch and pan are recognized together")
  func pinchAndPanTogether() throws {
    var script = TouchScript()
    script.down(1, 145, 400, at: 0)
    script.down(2, 245, 400, at: 0)
    for step in 1...30 {
      let s = Double(step)
      script.move(1, 145 - s * 2 + s * 3, 400, at: s / 120)
      script.move(2, 245 + s * 2 + s * 3, 400, at: s / 120)
    }
    script.up(1, 205, 400, at: 0.26)
    script.up(2, 395, 400, at: 0.26)
    var engine = try GestureEngine(standardSetWith: GestureConfiguration())
    let all = try script.events(engine: &engine).filter { $0.state != .changed }
    let lines = try all.map { "\(try engine.name(of: $0.recognizer)) \($0.state.name)" }
    #expect(lines.contains("pinch began"))
    #expect(lines.contains("pan began"))
    #expect(!lines.contains("pinch cancelled") && !lines.contains("pan cancelled"))
    #expect(lines.suffix(2) == ["pinch ended", "pan ended"])
  }

  @Test("when one finger lifts mid-pinch the pinch ends and the pan goes on without a jump")
  func fingerLiftsMidPinch() throws {
    var script = TouchScript()
    spread(&script, center: Point(x: 195, y: 400), from: 100, to: 200, time: 0, duration: 0.25, lift: false)
    // Finger 2 lifts at 0.26; finger 1 keeps moving 5 pt left a sample.
    script.up(2, 295, 400, at: 0.26)
    for step in 1...10 {
      script.move(1, 95 - Double(step) * 5, 400, at: 0.26 + Double(step) / 120)
    }
    script.up(1, 45, 400, at: 0.36)
    let pinch = try events(script, of: .pinch)
    #expect(pinch.last?.state == .ended)
    #expect(pinch.last?.time.seconds == 0.26)
    // The centroid did not move during the symmetric pinch, and it jumps from
    // 195 to 95 when finger 2 lifts; the pan does not see the jump: it counts
    // the remaining finger's 5 pt a sample and begins at the third (15 pt).
    let pan = try events(script, of: .pan)
    #expect(pan.first?.state == .began)
    #expect(pan.first.map { abs($0.time.seconds - (0.26 + 3.0 / 120)) < 1e-6 } == true)
    #expect(pan.map(\.value.translation.x) == [-15, -20, -25, -30, -35, -40, -45, -50, -50])
    #expect(pan.last?.state == .ended)
  }
}
