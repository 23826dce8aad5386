import Foundation
import GestureKitLite
import Testing

@Suite("pull-down")
struct PullDownRecognizerTests {
  func events(
    _ script: TouchScript, of recognizer: StandardRecognizer,
    shouldBegin: (RecognizerID) -> Bool = { _ in true }
  ) throws -> [GestureEvent] {
    var engine = try GestureEngine(standardSetWith: GestureConfiguration())
    return try script.events(engine: &engine, shouldBegin: shouldBegin).filter {
      $0.recognizer == recognizer.id
    }
  }

  @Test("a drag straight down is a pull-down; its translation and progress count from the down")
  func dragDownIsAPullDown() throws {
    var script = TouchScript()
    script.drag(1, from: Point(x: 195, y: 300), to: Point(x: 195, y: 450), time: 0, duration: 0.25)
    let pull = try events(script, of: .pullDown)
    let began = try #require(pull.first)
    // 150 pt in 30 samples: 5 pt a sample, 15 pt at the third.
    #expect(began.state == .began)
    #expect(began.value.translation == Point(x: 0, y: 15))
    #expect(began.value.progress == 0.15)  // 15 ÷ dismissDistance 100
    let ended = try #require(pull.last)
    #expect(ended.state == .ended)
    #expect(ended.value.translation == Point(x: 0, y: 150))
    #expect(ended.value.progress == 1)
    #expect(abs(ended.value.velocity.y - 600) < 1e-3)
  }

  @Test("a drag 29° from straight down is a pull-down; 31° is not")
  func angleLimit() throws {
    func judged(degrees: Double) throws -> RecognizerState? {
      let radians = degrees * .pi / 180
      var script = TouchScript()
      // One sample 20 pt away at the given angle: judged at once.
      script.down(1, 195, 300, at: 0)
      script.move(1, 195 + 20 * sin(radians), 300 + 20 * cos(radians), at: 0.01)
      script.up(1, 195 + 20 * sin(radians), 300 + 20 * cos(radians), at: 0.02)
      return try events(script, of: .pullDown).first?.state
    }
    #expect(try judged(degrees: 29) == .began)
    #expect(try judged(degrees: 31) == .failed)
    #expect(try judged(degrees: -29) == .began)
    #expect(try judged(degrees: 180) == .failed)
  }

  @Test("a pull of exactly 10 pt (panSlop) down has not begun; 10.5 pt has")
  func pullOfExactlyPanSlopHasNotBegun() throws {
    var script = TouchScript()
    script.drag(
      1, from: Point(x: 195, y: 300), to: Point(x: 195, y: 310), time: 0, duration: 0.1, lift: false)
    script.up(1, 195, 310, at: 0.2)
    #expect(try events(script, of: .pullDown).allSatisfy { $0.state != .began })
    var past = TouchScript()
    past.drag(
      1, from: Point(x: 195, y: 300), to: Point(x: 195, y: 310.5), time: 0, duration: 0.1, lift: false)
    past.up(1, 195, 310.5, at: 0.2)
    #expect(try events(past, of: .pullDown).map(\.state) == [.began, .ended])
  }

  @Test("a drag exactly at pullDownMaxAngle is a pull-down: with the angle 0, a drag straight down")
  func dragExactlyAtTheMaximumAngleIsAPullDown() throws {
    var configuration = GestureConfiguration()
    configuration.pullDownMaxAngle = 0
    var script = TouchScript()
    script.drag(1, from: Point(x: 195, y: 300), to: Point(x: 195, y: 450), time: 0, duration: 0.25)
    let log = try script.log(configuration)
    #expect(log.contains("0.025 pullDown began"))
    // A drag one point off straight down is outside a cone of 0°.
    var askew = TouchScript()
    askew.drag(1, from: Point(x: 195, y: 300), to: Point(x: 196, y: 450), time: 0, duration: 0.25)
    let askewLog = try askew.log(configuration)
    #expect(askewLog.contains { $0.hasSuffix("pullDown failed") })
    #expect(!askewLog.contains { $0.hasSuffix("pullDown began") })
  }

  @Test("a second finger cancels a pull-down that has begun")
  func secondFingerCancels() throws {
    var script = TouchScript()
    script.drag(
      1, from: Point(x: 195, y: 300), to: Point(x: 195, y: 400), time: 0, duration: 0.2, lift: false)
    script.down(2, 250, 500, at: 0.21)
    script.up(1, 195, 400, at: 0.3)
    script.up(2, 250, 500, at: 0.3)
    let pull = try events(script, of: .pullDown)
    #expect(pull.first?.state == .began)
    #expect(pull.last?.state == .cancelled)
    #expect(pull.last?.time.seconds == 0.21)
  }

  @Test("a pull-down is refused while the host says no (the viewer is zoomed): the drag pans instead")
  func refusedWhileZoomed() throws {
    var script = TouchScript()
    script.drag(1, from: Point(x: 195, y: 300), to: Point(x: 195, y: 450), time: 0, duration: 0.25)
    let zoomed: (RecognizerID) -> Bool = { $0 != StandardRecognizer.pullDown.id }
    #expect(try events(script, of: .pullDown, shouldBegin: zoomed).map(\.state) == [.failed])
    let pan = try events(script, of: .pan, shouldBegin: zoomed)
    #expect(pan.first?.state == .began)
    #expect(pan.first?.value.translation == Point(x: 0, y: 15))
  }
}
