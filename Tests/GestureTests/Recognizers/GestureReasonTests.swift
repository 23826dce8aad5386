import Testing

@testable import GestureKitLite

/// The reason a failed or cancelled event carries (SPEC §6.1): its code, its
/// sentence, its numbers, and how an event keeps it.
@Suite("reasons: the value")
struct GestureReasonTests {
  @Test("a standard reason names its key and both numbers, rounded as the viewer's numbers are")
  func standardReason() {
    let reason = GestureReason.tooFar(120.000_000_4, doubleTapSlop: 100)
    #expect(reason.code == "tooFar")
    #expect(reason.detail == "the second tap landed 120 pt from the first (doubleTapSlop 100)")
    #expect(reason.measured == 120.000_000_4)
    #expect(reason.threshold == 100)
    #expect(reason.recognizer == nil)
    #expect(reason.description == "tooFar: the second tap landed 120 pt from the first (doubleTapSlop 100)")
  }

  @Test("held too long and dragged too wide read as a person would say them")
  func wording() {
    #expect(
      GestureReason.heldTooLong(0.5, tapMaxDuration: 0.5).detail
        == "still down after 0.5 s (tapMaxDuration 0.5)")
    #expect(
      GestureReason.notDownward(41.2, pullDownMaxAngle: 30).detail
        == "dragged 41.2° from straight down (pullDownMaxAngle 30)")
    #expect(GestureReason.zoomedIn(2.4, initialZoom: 1).detail == "zoomed to 2.4, above initialZoom 1")
  }

  @Test("a reason of your own prints your code, and your detail with its numbers in place")
  func customReason() {
    let reason = GestureReason(
      code: "tooLittle", detail: "turned {measured}° ({threshold}° needed)", measured: 12.5, threshold: 15)
    #expect(reason.code == "tooLittle")
    #expect(reason.detail == "turned 12.5° (15° needed)")
    #expect(reason.hasValidCode && reason.hasPrintableDetail)
  }

  @Test("a placeholder without its number, or unknown, is printed so that it shows")
  func missingNumbers() {
    let reason = GestureReason(code: "odd", detail: "{measured} of {threshold}, {other}, {recognizer}, {open")
    #expect(reason.detail == "? of ?, {other}, another recognizer, {open")
    #expect(reason.measured == nil && reason.threshold == nil)
  }

  @Test(
    "codes must be camelCase words and details one line",
    arguments: [
      ("too far", "x", false), ("TooFar", "x", false), ("", "x", false), ("tooFar", "a\nb", false),
      ("tooFar2", "fine", true),
    ] as [(StaticString, StaticString, Bool)])
  func printable(code: StaticString, detail: StaticString, valid: Bool) {
    let reason = GestureReason(code: code, detail: detail)
    #expect((reason.hasValidCode && reason.hasPrintableDetail) == valid)
  }

  @Test("an event keeps a reason in its 120 bytes, and its value reads neutral meanwhile")
  func eventStorage() {
    #expect(GestureEvent.payloadHoldsReason)
    var event = GestureEvent(
      time: Timestamp(microseconds: 580_000), recognizer: RecognizerID(index: 1),
      name: RecognizerName("doubleTap")!,
      state: .failed, value: GestureValue(location: Point(x: 1, y: 2)))
    #expect(event.reason == nil)
    event.reason = .tooFar(120, doubleTapSlop: 100)
    #expect(event.reason == .tooFar(120, doubleTapSlop: 100))
    #expect(event.value == GestureValue())
    var copy = event
    #expect(copy == event)
    copy.reason = .tooFar(121, doubleTapSlop: 100)
    #expect(copy != event)
    copy.value = GestureValue(scale: 2)
    #expect(copy.reason == nil && copy.value.scale == 2)
    #expect(
      event.description
        == "0.580 doubleTap failed why=tooFar: the second tap landed 120 pt from the first (doubleTapSlop 100)"
    )
  }

  @Test("JSON Lines give the code and the detail as strings, escaped")
  func jsonLine() {
    var event = GestureEvent(
      time: Timestamp(microseconds: 580_000), recognizer: RecognizerID(index: 0),
      name: RecognizerName("knob")!,
      state: .failed)
    event.reason = GestureReason(code: "tooLittle", detail: #"turned "{measured}" \ a bit"#, measured: 3)
    let line = EventLog(format: .jsonl, includesReasons: true).line(for: .recognizer(event))
    #expect(
      line
        == #"{"t":0.58,"type":"recognizer","name":"knob","state":"failed","why":"tooLittle","detail":"turned \"3\" \\ a bit"}"#
    )
    #expect(
      EventLog(format: .jsonl).line(for: .recognizer(event))
        == #"{"t":0.58,"type":"recognizer","name":"knob","state":"failed"}"#)
  }

  @Test(
    "a recognizer of your own that fails with an unprintable reason fails all the same, with invalidReason, recorded"
  )
  func invalidReason() throws {
    var engine = GestureEngine()
    try engine.add(FailingRecognizer(), named: "knob")
    var events: [GestureEvent] = []
    try engine.process(
      TouchFrame(time: 0, samples: [TouchSample(time: 0, phase: .down, id: TouchID(1), location: .zero)]),
      into: &events)
    #expect(events.count == 1)
    #expect(events.first?.state == .failed)
    #expect(events.first?.reason?.code == "invalidReason")
    #expect(engine.diagnostics.recent.map(\.problem) == [.invalidReason("too little")])
  }
}

/// Fails every touch with a code that has a space in it.
private struct FailingRecognizer: GestureRecognizer {
  private var attempts = 0
  private var isTracking = false
  var attempt: Int? { isTracking ? attempts : nil }
  var deadline: Timestamp? { nil }
  func reachDeadline(_ time: Timestamp) -> RecognizerProposal { .none }

  mutating func update(with touches: TouchTable) -> RecognizerProposal {
    guard touches.hasNewTouch else {
      if touches.downCount == 0 { isTracking = false }
      return .none
    }
    attempts += 1
    isTracking = true
    return .fail(GestureReason(code: "too little", detail: "not enough"))
  }

  mutating func stop() {}
}
