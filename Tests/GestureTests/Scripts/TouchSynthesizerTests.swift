import GestureKitLite
import Testing

@testable import GestureKitLiteScripts

@Suite struct TouchSynthesizerTests {
  private func lines(_ script: String, _ overrides: SynthSettings.Overrides = .init()) throws -> [String] {
    try ScriptTestSupport.lines(script, overrides)
  }

  @Test("a drag at 120 Hz samples every 8.333 ms and ends exactly at its end point")
  func dragSampling() throws {
    let output = try lines("drag 0 0 -> 240 0 in 250ms")
    #expect(output.count == 31)  // down, 29 moves, up in the frame of the 30th
    #expect(
      Array(output.prefix(4)) == [
        "0 down 1 0 0", "0.008333 move 1 8 0", "0.016667 move 1 16 0", "0.025 move 1 24 0",
      ])
    #expect(Array(output.suffix(2)) == ["0.241667 move 1 232 0", "0.25 up 1 240 0"])
  }

  @Test("a drag at 60 Hz and at 240 Hz has a sample every frame of its duration")
  func otherRates() throws {
    #expect(
      try lines("drag 0 0 -> 100 0 in 100ms", SynthSettings.Overrides(rate: 60)) == [
        "0 down 1 0 0", "0.016667 move 1 16.667 0", "0.033333 move 1 33.333 0", "0.05 move 1 50 0",
        "0.066667 move 1 66.667 0", "0.083333 move 1 83.333 0", "0.1 up 1 100 0",
      ])
    #expect(try lines("rate 240\ndrag 0 0 -> 100 0 in 100ms").count == 25)
  }

  @Test("a rest before lifting leaves the finger still, sending nothing, then lifts at the end point")
  func rest() throws {
    let output = try lines("drag 0 0 -> 240 0 in 250ms rest 60ms")
    #expect(output.count == 32)
    // 60 ms is 7 frames: 58.333 ms.
    #expect(Array(output.suffix(2)) == ["0.25 move 1 240 0", "0.308333 up 1 240 0"])
  }

  @Test("a hold after landing delays the first move")
  func hold() throws {
    let output = try lines("drag 0 0 -> 10 0 in 20ms hold 100ms")
    #expect(output == ["0 down 1 0 0", "0.108333 move 1 5 0", "0.116667 up 1 10 0"])
  }

  @Test("an ease-out drag covers most of its distance early and still ends exactly")
  func easedDrag() throws {
    let samples = try ScriptTestSupport.samples("drag 0 0 -> 1000 0 in 100ms ease-out")
    let expected = (0...12).map { (Easing.easeOut.progress(Double($0) / 12) * 1_000_000).rounded() / 1000 }
    #expect(samples.map(\.location.x) == expected)
    #expect(samples.last?.phase == .up)
    #expect(samples.last?.location == Point(x: 1000, y: 0))
  }

  @Test("a tap is a down and an up 100 ms later, with no moves")
  func tap() throws {
    #expect(try lines("tap 195 422") == ["0 down 1 195 422", "0.1 up 1 195 422"])
    #expect(try lines("tap 195 422 hold 80ms") == ["0 down 1 195 422", "0.083333 up 1 195 422"])
  }

  @Test("a double tap's second down comes its gap after the first up, with the same id")
  func doubleTap() throws {
    #expect(
      try lines("doubletap 195 422 gap 200ms") == [
        "0 down 1 195 422", "0.1 up 1 195 422", "0.3 down 1 195 422", "0.4 up 1 195 422",
      ])
  }

  @Test("a long press is down for 700 ms")
  func longPress() throws {
    #expect(try lines("longpress 10 10") == ["0 down 1 10 10", "0.7 up 1 10 10"])
  }

  @Test("a pull-down and a swipe are straight drags down and across the viewport")
  func pullDownAndSwipe() throws {
    let pull = try ScriptTestSupport.samples("pulldown 195 300 by 180")
    #expect(pull.allSatisfy { $0.location.x == 195 })
    #expect(pull.last?.line == "0.3 up 1 195 480")
    let swipe = try ScriptTestSupport.samples("@viewport 400 800\nswipe left")
    #expect(swipe.first?.line == "0 down 1 320 400")
    #expect(swipe.last?.line == "0.2 up 1 80 400")
  }

  @Test("a pinch keeps its fingers symmetric about a focal point that moves while the span changes")
  func pinch() throws {
    let samples = try ScriptTestSupport.samples("pinch 200 400 span 100 -> 300 in 100ms move 40 -20")
    let frames = Dictionary(grouping: samples, by: \.time).sorted { $0.key < $1.key }
    #expect(frames.count == 13)
    for (index, frame) in frames.enumerated() {
      let fingers = frame.value.sorted { $0.id < $1.id }
      #expect(fingers.map(\.id) == [TouchID(1), TouchID(2)])
      let progress = Double(index) / 12
      let center = (fingers[0].location + fingers[1].location) / 2
      #expect(abs(center.x - (200 + 40 * progress)) < 0.001)
      #expect(abs(center.y - (400 - 20 * progress)) < 0.001)
      #expect(abs(fingers[0].location.distance(to: fingers[1].location) - (100 + 200 * progress)) < 0.002)
    }
    #expect(frames.first?.value.map(\.line) == ["0 down 1 150 400", "0 down 2 250 400"])
    #expect(frames.last?.value.map(\.line) == ["0.1 up 1 90 380", "0.1 up 2 390 380"])
  }

  @Test("a pinch at angle 90 puts one finger exactly above the other")
  func pinchAngle() throws {
    let samples = try ScriptTestSupport.samples("pinch 100 100 span 50 -> 80 in 50ms angle 90")
    #expect(samples.allSatisfy { $0.location.x == 100 })
    #expect(samples.first?.line == "0 down 1 100 75")
  }

  @Test("statements run one after another, and a wait adds exactly its duration")
  func sequencing() throws {
    #expect(
      try lines("tap 1 1\nwait 150ms\ntap 2 2\ntap 3 3") == [
        "0 down 1 1 1", "0.1 up 1 1 1", "0.25 down 1 2 2", "0.35 up 1 2 2", "0.35 down 2 3 3",
        "0.45 up 2 3 3",
      ])
  }

  @Test("a second finger lands mid-pull-down with the next free id, and the next statement waits for both")
  func secondFingerMidPullDown() throws {
    let output = try lines("pulldown 195 300 by 100 in 100ms\nat +50ms tap 100 600 hold 200ms\ntap 5 5")
    #expect(output.contains("0.05 down 2 100 600"))
    #expect(output.contains("0.25 up 2 100 600"))
    #expect(output.suffix(2) == ["0.25 down 1 5 5", "0.35 up 1 5 5"])
  }

  @Test("a pinch whose first finger lifts mid-motion while the other keeps panning")
  func pinchOneFingerLifts() throws {
    let output = try lines(
      """
      pinch 200 400 span 100 -> 200 in 50ms keep as a b
      up a
      move b by 60 0 in 25ms
      up b
      """)
    #expect(
      output == [
        "0 down 1 150 400", "0 down 2 250 400",
        "0.008333 move 1 141.667 400", "0.008333 move 2 258.333 400",
        "0.016667 move 1 133.333 400", "0.016667 move 2 266.667 400",
        "0.025 move 1 125 400", "0.025 move 2 275 400",
        "0.033333 move 1 116.667 400", "0.033333 move 2 283.333 400",
        "0.041667 move 1 108.333 400", "0.041667 move 2 291.667 400",
        "0.05 up 1 100 400", "0.05 move 2 300 400",
        "0.058333 move 2 320 400", "0.066667 move 2 340 400", "0.075 up 2 360 400",
      ])
  }

  @Test("ten fingers land in one frame with ids 1 to 10")
  func tenFingers() throws {
    var script = "tap 10 10\n"
    for finger in 2...10 { script += "& tap \(finger * 10) 10\n" }
    let samples = try ScriptTestSupport.samples(script)
    let downs = samples.filter { $0.phase == .down }
    #expect(downs.count == 10)
    #expect(downs.allSatisfy { $0.time == 0 })
    #expect(downs.map(\.id.rawValue) == Array(1...10))
  }

  @Test("cancel after a delay cancels the finger where it is then, and nothing follows")
  func cancelAfter() throws {
    let output = try lines("drag 0 0 -> 120 0 in 100ms cancel after 50ms\ntap 1 1")
    #expect(output[6] == "0.05 cancel 1 60 0")
    #expect(output.count == 9)
    #expect(output[7] == "0.05 down 2 1 1")  // 1 is freed in this frame
    #expect(try lines("drag 0 0 -> 12 0 in 20ms cancel").last == "0.016667 cancel 1 12 0")
  }

  @Test("cancel after a delay leaves a double tap's first tap alone and drops what had not landed")
  func cancelDoubleTap() throws {
    #expect(
      try lines("doubletap 5 5 cancel after 300ms") == [
        "0 down 1 5 5", "0.1 up 1 5 5", "0.25 down 1 5 5", "0.3 cancel 1 5 5",
      ])
    #expect(try lines("doubletap 5 5 cancel after 50ms") == ["0 down 1 5 5", "0.05 cancel 1 5 5"])
  }

  @Test("ids are the lowest free and are reused from the frame after a finger lifts")
  func idReuse() throws {
    let output = try lines(
      """
      drag 0 0 -> 100 0 in 500ms
      at +100ms tap 10 10
      at +200ms tap 20 20
      tap 30 30
      """)
    #expect(output.contains("0.1 down 2 10 10"))
    #expect(output.contains("0.3 down 2 20 20"))
    #expect(output.contains("0.5 up 1 100 0"))
    #expect(output.suffix(2) == ["0.5 down 2 30 30", "0.6 up 2 30 30"])
  }

  @Test("a lift comes first in its frame, and its id is not given again in that frame")
  func liftsFirst() throws {
    // The second tap is written first, so only the lift-first rule puts its down after the up.
    #expect(
      try lines("at 0.1s tap 5 5\nat 0s tap 0 0") == [
        "0 down 1 0 0", "0.1 up 1 0 0", "0.1 down 2 5 5", "0.2 up 2 5 5",
      ])
  }

  @Test("a numbered finger may take its number in the frame it is freed; others avoid it")
  func numbersInTheFrameTheyAreFreed() throws {
    #expect(
      try lines("tap 0 0 as 1\ntap 5 5 as 1\ntap 6 6") == [
        "0 down 1 0 0", "0.1 up 1 0 0", "0.1 down 1 5 5", "0.2 up 1 5 5", "0.2 down 2 6 6", "0.3 up 2 6 6",
      ])
    #expect(
      try lines("tap 0 0\ntap 5 5 as 1") == [
        "0 down 2 0 0", "0.1 up 2 0 0", "0.1 down 1 5 5", "0.2 up 1 5 5",
      ])
  }

  @Test("a finger labeled with a number keeps that id, and the others avoid it")
  func explicitIDs() throws {
    let output = try lines("tap 1 1 as 1 hold 1s\n& tap 2 2 as 7\n& tap 3 3")
    #expect(Array(output.prefix(3)) == ["0 down 1 1 1", "0 down 7 2 2", "0 down 2 3 3"])
  }

  @Test("finger lines move a finger one sample a frame, and an up after a wait is a separate sample")
  func fingerLines() throws {
    #expect(
      try lines("down f 0 0\nmove f -> 30 0 in 25ms\nwait 50ms\nup f") == [
        "0 down 1 0 0", "0.008333 move 1 10 0", "0.016667 move 1 20 0", "0.025 move 1 30 0",
        "0.075 up 1 30 0",
      ])
    #expect(try lines("down f 0 0\nmove f by 5 5\ncancel f") == ["0 down 1 0 0", "0.008333 cancel 1 5 5"])
  }

  @Test("ticks come after the samples of their frame, and directives before everything")
  func ticksAndDirectives() throws {
    #expect(
      try lines("@viewport 390 844\n@set settle=0.5\ntap 1 1\nat 0.1s tick\nwait 1s\ntick") == [
        "@viewport 390 844", "@set settle=0.5", "0 down 1 1 1", "0.1 up 1 1 1", "0.1 tick", "1.1 tick",
      ])
  }

  @Test("a kept finger stays down to the end of the stream")
  func keptToTheEnd() throws {
    #expect(try lines("tap 1 1 keep") == ["0 down 1 1 1"])
  }
}
