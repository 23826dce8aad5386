import GestureKitLite
import Testing

@Suite("gesture values")
struct GestureValueTests {
  @Test("a custom value carries an angle and a count; both are neutral by default")
  func angleAndCount() throws {
    let neutral = GestureValue()
    #expect(neutral.angle == 0 && neutral.count == 0 && neutral.touchCount == 0)
    var rotation = try GestureValue(location: Point(x: 195, y: 422), touchCount: 2, angle: -0.25)
    #expect(rotation.angle == -0.25 && rotation.touchCount == 2 && rotation.count == 0)
    rotation.count = 3
    rotation.touchCount = 5
    #expect(rotation.count == 3 && rotation.touchCount == 5)
    #expect(rotation.value(of: .angle) == .number(-0.25))
    #expect(rotation.value(of: .count) == .count(3))
    #expect(rotation.setFields == [.location, .touchCount, .angle, .count])
    #expect(
      try rotation != GestureValue(location: Point(x: 195, y: 422), touchCount: 5, angle: -0.25, count: 2))
    #expect(!GestureValue(angle: .nan).isFinite)
  }

  @Test("the counts keep every value of Int32")
  func countsInThirtyTwoBits() throws {
    let value = try GestureValue(touchCount: Int(Int32.max), count: Int(Int32.min))
    #expect(value.touchCount == Int(Int32.max) && value.count == Int(Int32.min))
  }

  @Test("a count beyond 32 bits is a thrown error from the initializer, with its message")
  func countsOutOfRangeThrow() {
    #expect(throws: GestureValueError(field: .touchCount, value: 5_000_000_000)) {
      try GestureValue(touchCount: 5_000_000_000)
    }
    #expect(throws: GestureValueError(field: .count, value: Int(Int32.min) - 1)) {
      try GestureValue(touchCount: 1, count: Int(Int32.min) - 1)
    }
    #expect(
      GestureValueError(field: .touchCount, value: 5_000_000_000).description
        == "touchCount 5000000000 is out of range: expected a count from -2147483648 to 2147483647")
    #expect(
      GestureValueError(field: .count, value: .min).description
        == "count -9223372036854775808 is out of range: expected a count from -2147483648 to 2147483647")
  }

  @Test("a count set beyond 32 bits is kept as the nearest end of the range, never a trap")
  func countSettersSaturate() {
    var value = GestureValue()
    value.touchCount = .max
    value.count = .min
    #expect(value.touchCount == Int(Int32.max) && value.count == Int(Int32.min))
    value.count = -7
    #expect(value.count == -7)
  }

  @Test("no standard recognizer sets angle or count, so logs of the standard set do not change")
  func standardFieldsLeaveThemOut() {
    for recognizer in StandardRecognizer.allCases {
      for state in [RecognizerState.began, .changed, .ended, .recognized] {
        let fields = recognizer.reportedFields(in: state)
        #expect(!fields.contains(.angle) && !fields.contains(.count))
      }
    }
  }

  // The layout is part of the engine's speed (docs/PerformanceHistory.md): an event of
  // more than 120 bytes made ImageViewerSession.Output too large for its tag
  // to sit in spare bits, and every output then went through outlined tag
  // functions (+47 instructions a sample for a plain `angle`); one of 136
  // bytes was copied by memcpy (+77 with `angle` and `count`).
  @Test("an event stays at 120 bytes, and an output no larger")
  func eventLayout() {
    #expect(MemoryLayout<GestureValue>.size == 88)
    #expect(MemoryLayout<GestureEvent>.size == 120)
    #expect(MemoryLayout<ImageViewerSession.Output>.size <= 121)
  }

  @Test("an event's recognizer round-trips through its 32-bit index")
  func recognizerIndex() {
    let name = RecognizerName("rotation")!
    var event = GestureEvent(
      time: Timestamp(microseconds: 5), recognizer: RecognizerID(index: 7), name: name, state: .began)
    #expect(event.recognizer == RecognizerID(index: 7))
    event.recognizer = RecognizerID(index: 63)
    #expect(event.recognizer.index == 63 && event.state == .began && event.name == name)
  }

  @Test("an event given a recognizer index beyond 32 bits keeps the nearest end of the range, never a trap")
  func recognizerIndexSaturates() {
    let name = RecognizerName("rotation")!
    var event = GestureEvent(
      time: Timestamp(microseconds: 5), recognizer: RecognizerID(index: .max), name: name, state: .began)
    #expect(event.recognizer == RecognizerID(index: Int(Int32.max)))
    event.recognizer = RecognizerID(index: .min)
    #expect(event.recognizer == RecognizerID(index: Int(Int32.min)))
  }
}
