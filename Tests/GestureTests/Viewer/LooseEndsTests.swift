import GestureKitLite
import Testing

@Suite("loose ends: cancels, fingers left down, ten fingers")
struct LooseEndsTests {
  @Test("ten fingers landing in one frame and spreading give a finite pinch with no jump")
  func tenFingersInOneFrame() throws {
    var script = TouchScript()
    let center = Point(x: 195, y: 422)
    // Ten points on a circle, like a hand spread on the glass: unit vectors
    // 36° apart, by repeated rotation (cos 36°, sin 36°).
    var directions: [Point] = [Point(x: 1, y: 0)]
    for _ in 1..<10 {
      let d = directions.last!
      directions.append(
        Point(
          x: d.x * 0.809_016_994_374_947_4 - d.y * 0.587_785_252_292_473_1,
          y: d.x * 0.587_785_252_292_473_1 + d.y * 0.809_016_994_374_947_4))
    }
    func finger(_ index: Int, radius: Double) -> Point { center + directions[index] * radius }
    for index in 0..<10 {
      let p = finger(index, radius: 60)
      script.down(UInt64(index), p.x, p.y, at: 0)
    }
    for step in 1...24 {
      for index in 0..<10 {
        let p = finger(index, radius: 60 + Double(step) * 2)
        script.move(UInt64(index), p.x, p.y, at: Double(step) / 120)
      }
    }
    var zooms: [Double] = []
    let (session, _) = try script.session { session in
      zooms.append(session.viewer.state.zoomScale)
      #expect(session._invariantViolations().isEmpty)
    }
    // The span grows from 120 to 216: zoom 1.8 with the fingers still down.
    #expect(zooms.allSatisfy { $0.isFinite })
    #expect(abs(session.viewer.state.zoomScale - 1.8) < 1e-9)
    let steps = zip(zooms, zooms.dropFirst()).map { abs($1 - $0) }
    #expect(steps.max()! < 0.2)  // the slop catch-up (16 pt of 120) is the largest step
    #expect(session.engine.touchesDown.count == 10)
  }

  @Test("a system cancel mid-pinch leaves the zoom where the fingers had it, settled within the limits")
  func cancelMidPinch() throws {
    var script = TouchScript()
    script.down(1, 145, 422, at: 0)
    script.down(2, 245, 422, at: 0)
    for step in 1...20 {
      script.move(1, 145 - Double(step) * 2, 422, at: Double(step) / 120)
      script.move(2, 245 + Double(step) * 2, 422, at: Double(step) / 120)
    }
    script.cancel(1, 105, 422, at: 0.2)
    script.cancel(2, 285, 422, at: 0.2)
    let (session, lines) = try script.session(settle: 1)
    // Span 100 → 180: zoom 1.8, kept (UIScrollView keeps a cancelled pinch's zoom).
    #expect(lines.last == "0.200 zoomEnded scale=1.8")
    #expect(abs(session.viewer.state.zoomScale - 1.8) < 1e-9)
    #expect(session._invariantViolations().isEmpty)
  }

  @Test("a stream that ends with a finger down mid-pull-down shows the live pull-down")
  func streamEndsMidPullDown() throws {
    var script = TouchScript()
    script.drag(
      1, from: Point(x: 195, y: 300), to: Point(x: 195, y: 450), time: 0, duration: 0.25, lift: false)
    let (session, lines) = try script.session(settle: 1)
    #expect(lines == ["0.025 dismissBegan"])
    #expect(session.viewer.state.pullDownTranslation == Point(x: 0, y: 150))
    #expect(abs(session.viewer.state.backgroundAlpha - (1 - 150 / 590.8)) < 1e-12)
    #expect(session.engine.touchesDown.count == 1)
  }
}
