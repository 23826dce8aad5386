import GestureKitLite
import GestureKitLiteImporters
import Testing

/// Issue 13's evdev cases: lifts lost at a `SYN_DROPPED`, and times and
/// coordinates beyond ``TouchStreamLimits`` refused where they enter.
@Suite struct EvdevRobustnessTests {
  private typealias Support = ImportTestSupport

  /// A finger lifts in the frame whose events the kernel then drops; a
  /// second finger drags alone afterwards.
  private static let liftThenDrop = """
    E: 0.000000 0003 0039 1
    E: 0.000000 0003 0035 30
    E: 0.000000 0003 0036 40
    E: 0.000000 0000 0000 0
    E: 0.010000 0003 0039 -1
    E: 0.010000 0000 0003 0
    E: 0.010000 0000 0000 0
    E: 0.500000 0003 0039 2
    E: 0.500000 0003 0035 100
    E: 0.500000 0003 0036 400
    E: 0.500000 0000 0000 0
    E: 0.516000 0003 0035 140
    E: 0.516000 0000 0000 0
    E: 0.532000 0003 0035 180
    E: 0.532000 0000 0000 0
    E: 0.548000 0003 0039 -1
    E: 0.548000 0000 0000 0
    """

  @Test("a lift in the frame of a SYN_DROPPED is cancelled and its id freed, not left down forever")
  func liftInADroppedFrame() throws {
    let frames = try Support.frames(evemu: Self.liftThenDrop)
    #expect(
      Support.text(frames) == [
        "0 down 0 30 40", "0.01 cancel 0 30 40", "0.5 down 0 100 400", "0.516 move 0 140 400",
        "0.532 move 0 180 400", "0.548 up 0 180 400",
      ])
  }

  @Test("after a lift lost in a SYN_DROPPED, a one-finger drag plays as a one-finger pan, not a pinch")
  func dragAfterADroppedLiftIsAPan() throws {
    var session = try ImageViewerSession(configuration: GestureConfiguration())
    var output: [ImageViewerSession.Output] = []
    for frame in try Support.frames(evemu: Self.liftThenDrop) { try session.process(frame, into: &output) }
    let began = output.compactMap { item -> String? in
      guard case .recognizer(let event) = item, event.state == .began else { return nil }
      return StandardRecognizer.allCases.first { $0.id == event.recognizer }.map { "\($0.name) began" }
    }
    #expect(began == ["pan began"])
    #expect(session.engine.touchesDown.count == 0)
  }

  @Test("a contact replaced in the frame of a SYN_DROPPED is cancelled too")
  func replacedContactInADroppedFrame() throws {
    let frames = try Support.frames(
      evemu: """
        E: 0.000000 0003 0039 1
        E: 0.000000 0003 0035 30
        E: 0.000000 0003 0036 40
        E: 0.000000 0000 0000 0
        E: 0.010000 0003 0039 7
        E: 0.010000 0000 0003 0
        E: 0.010000 0000 0000 0
        E: 0.020000 0003 0039 -1
        E: 0.020000 0000 0000 0
        E: 0.030000 0003 0039 8
        E: 0.030000 0000 0000 0
        """)
    #expect(Support.text(frames) == ["0 down 0 30 40", "0.01 cancel 0 30 40", "0.03 down 0 30 40"])
  }

  @Test("an event time beyond ±1e10 s is refused at its time field, whatever the origin")
  func recordedTimeBeyondTheLimit() {
    for origin in [ImportTimeOrigin.firstFrame, .recorded] {
      let error = Support.error { () throws(TouchImportError) in
        _ = try Support.frames(
          evemu: "E: 0.000000 0000 0000 0\nE: 10000000001.000000 0000 0000 0", timeOrigin: origin)
      }
      #expect(
        error?.description
          == "2:4: error: time 10000000001 is out of range; expected seconds from -10000000000 to 10000000000",
        "\(origin)")
    }
  }

  @Test("a frame time beyond 1e10 s from the first frame is refused at its SYN_REPORT's time")
  func frameTimeBeyondTheLimit() {
    var decoder = EvdevMultitouchDecoder(mapping: .unscaled)
    #expect(throws: Never.self) {
      _ = try decoder.decode(seconds: -9_000_000_000, microseconds: 0, type: 0, code: 0, value: 0)
    }
    #expect(
      throws: EvdevMultitouchDecoder.Violation(kind: .stream(.timeOutOfRange(18e9)), field: .time)
    ) {
      _ = try decoder.decode(seconds: 9_000_000_000, microseconds: 0, type: 0, code: 0, value: 0)
    }
  }

  @Test(
    "extreme times through decode(seconds:microseconds:) are thrown as typed errors, never trapped or reordered",
    arguments: [
      (Int.max, 0), (Int.min, 0), (0, Int.max), (0, Int.min), (Int.max / 1_000_000, 999_999),
      (Int.min / 1_000_000, -999_999), (10_000_000_001, 0),
    ])
  func extremeLiveTimes(_ time: (seconds: Int, microseconds: Int)) throws {
    var decoder = EvdevMultitouchDecoder(mapping: .unscaled)
    _ = try decoder.decode(seconds: 0, microseconds: 0, type: 3, code: 0x39, value: 1)
    _ = try decoder.decode(seconds: 0, microseconds: 0, type: 3, code: 0x35, value: 1)
    _ = try decoder.decode(seconds: 0, microseconds: 0, type: 3, code: 0x36, value: 1)
    #expect(try decoder.decode(seconds: 0, microseconds: 0, type: 0, code: 0, value: 0)?.time == 0)
    let recorded = Double(time.seconds) + Double(time.microseconds) / 1e6
    #expect(
      throws: EvdevMultitouchDecoder.Violation(kind: .stream(.timeOutOfRange(recorded)), field: .time)
    ) {
      _ = try decoder.decode(
        seconds: time.seconds, microseconds: time.microseconds, type: 0, code: 0, value: 0)
    }
    // Refused, it changed nothing: the clock still reads 0 and the touch is down.
    #expect(try decoder.decode(seconds: 0, microseconds: 1, type: 0, code: 0, value: 0) == nil)
    #expect(decoder.touchCount == 1)
  }

  @Test("a mapping that would put a position beyond ±1e9 pt is refused at the position's value")
  func coordinateBeyondTheLimit() {
    let mapping = CoordinateMapping(scale: Point(x: 1e6, y: 1))
    let error = Support.error { () throws(TouchImportError) in
      _ = try Support.frames(
        evemu: "E: 0.000000 0003 0039 1\nE: 0.000000 0003 0035 2000\nE: 0.000000 0000 0000 0",
        mapping: mapping)
    }
    #expect(
      error?.description
        == "2:23: error: coordinate 2000000000 is out of range; expected points from -1000000000 to 1000000000"
    )
  }
}
