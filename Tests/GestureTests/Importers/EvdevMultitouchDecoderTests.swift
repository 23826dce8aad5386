import GestureKitLite
import GestureKitLiteImporters
import Testing

@Suite struct EvdevMultitouchDecoderTests {
  private typealias Support = ImportTestSupport

  @Test("protocol B: a tracking id starts a touch, positions move it and -1 lifts it where it last was")
  func protocolBTouch() throws {
    let frames = try Support.frames(
      evemu: """
        E: 10.000000 0003 0039 42
        E: 10.000000 0003 0035 100
        E: 10.000000 0003 0036 200
        E: 10.000000 0001 014a 1
        E: 10.000000 0000 0000 0
        E: 10.010000 0003 0035 104
        E: 10.010000 0000 0000 0
        E: 10.020000 0003 0036 210
        E: 10.020000 0003 0039 -1
        E: 10.020000 0001 014a 0
        E: 10.020000 0000 0000 0
        """)
    #expect(Support.text(frames) == ["0 down 0 100 200", "0.01 move 0 104 200", "0.02 up 0 104 210"])
  }

  @Test("protocol B: two slots give two touches; a frame that changes nothing gives no frame")
  func protocolBTwoSlots() throws {
    let frames = try Support.frames(
      evemu: """
        E: 0.000000 0003 0039 7
        E: 0.000000 0003 0035 10
        E: 0.000000 0003 0036 10
        E: 0.000000 0003 002f 1
        E: 0.000000 0003 0039 8
        E: 0.000000 0003 0035 50
        E: 0.000000 0003 0036 60
        E: 0.000000 0000 0000 0
        E: 0.008000 0000 0000 0
        E: 0.016000 0003 0036 70
        E: 0.016000 0000 0000 0
        E: 0.024000 0003 002f 0
        E: 0.024000 0003 0039 -1
        E: 0.024000 0003 002f 1
        E: 0.024000 0003 0039 -1
        E: 0.024000 0000 0000 0
        """)
    #expect(
      Support.text(frames) == [
        "0 down 0 10 10", "0 down 1 50 60", "0.016 move 1 50 70", "0.024 up 0 10 10", "0.024 up 1 50 70",
      ])
    #expect(frames.map(\.time) == [0, 0.016, 0.024])
  }

  @Test("protocol B: a slot's values persist, so a new contact there starts where the last one lifted")
  func slotValuesPersist() throws {
    let frames = try Support.frames(
      evemu: """
        E: 0.000000 0003 0039 1
        E: 0.000000 0003 0035 30
        E: 0.000000 0003 0036 40
        E: 0.000000 0000 0000 0
        E: 0.050000 0003 0039 -1
        E: 0.050000 0000 0000 0
        E: 0.300000 0003 0039 2
        E: 0.300000 0003 0036 44
        E: 0.300000 0000 0000 0
        """)
    #expect(Support.text(frames) == ["0 down 0 30 40", "0.05 up 0 30 40", "0.3 down 0 30 44"])
  }

  @Test("protocol B: a new tracking id without a -1 ends the old contact and starts a new one")
  func trackingIDReplacedInItsSlot() throws {
    let frames = try Support.frames(
      evemu: """
        E: 0.000000 0003 0039 1
        E: 0.000000 0003 0035 30
        E: 0.000000 0003 0036 40
        E: 0.000000 0000 0000 0
        E: 0.100000 0003 0039 2
        E: 0.100000 0003 0035 80
        E: 0.100000 0000 0000 0
        """)
    #expect(Support.text(frames) == ["0 down 0 30 40", "0.1 up 0 30 40", "0.1 down 1 80 40"])
  }

  @Test("touch ids are the lowest free, and one lifted in a frame is not given again in that frame")
  func lowestFreeIDs() throws {
    let frames = try Support.frames(
      evemu: """
        E: 0.000000 0003 0039 100
        E: 0.000000 0003 0035 0
        E: 0.000000 0003 0036 0
        E: 0.000000 0000 0000 0
        E: 0.010000 0003 002f 1
        E: 0.010000 0003 0039 101
        E: 0.010000 0003 0035 1
        E: 0.010000 0003 0036 1
        E: 0.010000 0000 0000 0
        E: 0.020000 0003 002f 0
        E: 0.020000 0003 0039 -1
        E: 0.020000 0003 002f 2
        E: 0.020000 0003 0039 102
        E: 0.020000 0003 0035 2
        E: 0.020000 0003 0036 2
        E: 0.020000 0000 0000 0
        E: 0.030000 0003 002f 3
        E: 0.030000 0003 0039 103
        E: 0.030000 0003 0035 3
        E: 0.030000 0003 0036 3
        E: 0.030000 0000 0000 0
        """)
    #expect(
      Support.text(frames) == [
        "0 down 0 0 0", "0.01 down 1 1 1", "0.02 up 0 0 0", "0.02 down 2 2 2", "0.03 down 0 3 3",
      ])
  }

  @Test("protocol A with tracking ids: each frame lists the contacts down, and an empty frame lifts them all")
  func protocolAWithTrackingIDs() throws {
    let frames = try Support.frames(
      evemu: """
        E: 5.000000 0003 0035 100
        E: 5.000000 0003 0036 700
        E: 5.000000 0003 0039 0
        E: 5.000000 0000 0002 0
        E: 5.000000 0000 0000 0
        E: 5.030000 0003 0035 100
        E: 5.030000 0003 0036 700
        E: 5.030000 0003 0039 0
        E: 5.030000 0000 0002 0
        E: 5.030000 0003 0035 300
        E: 5.030000 0003 0036 400
        E: 5.030000 0003 0039 1
        E: 5.030000 0000 0002 0
        E: 5.030000 0000 0000 0
        E: 5.060000 0003 0035 310
        E: 5.060000 0003 0036 400
        E: 5.060000 0003 0039 1
        E: 5.060000 0000 0002 0
        E: 5.060000 0000 0000 0
        E: 5.090000 0000 0002 0
        E: 5.090000 0000 0000 0
        """)
    #expect(
      Support.text(frames) == [
        "0 down 0 100 700", "0.03 down 1 300 400", "0.06 up 0 100 700", "0.06 move 1 310 400",
        "0.09 up 1 310 400",
      ])
  }

  @Test("protocol A without tracking ids: contacts follow the nearest contact of the previous frame")
  func protocolANearestNeighbour() throws {
    // The device lists the two fingers in the opposite order in the second frame.
    let frames = try Support.frames(
      evemu: """
        E: 0.000000 0003 0035 100
        E: 0.000000 0003 0036 100
        E: 0.000000 0000 0002 0
        E: 0.000000 0003 0035 500
        E: 0.000000 0003 0036 500
        E: 0.000000 0000 0002 0
        E: 0.000000 0000 0000 0
        E: 0.010000 0003 0035 505
        E: 0.010000 0003 0036 500
        E: 0.010000 0000 0002 0
        E: 0.010000 0003 0035 102
        E: 0.010000 0003 0036 100
        E: 0.010000 0000 0002 0
        E: 0.010000 0000 0000 0
        E: 0.020000 0001 014a 0
        E: 0.020000 0000 0000 0
        """)
    #expect(
      Support.text(frames) == [
        "0 down 0 100 100", "0 down 1 500 500", "0.01 move 1 505 500", "0.01 move 0 102 100",
        "0.02 up 1 505 500", "0.02 up 0 102 100",
      ])
  }

  @Test("after SYN_DROPPED every touch is cancelled, and the fingers still down are ignored until they lift")
  func droppedEventsCancel() throws {
    let frames = try Support.frames(
      evemu: """
        E: 0.000000 0003 0039 1
        E: 0.000000 0003 0035 30
        E: 0.000000 0003 0036 40
        E: 0.000000 0000 0000 0
        E: 0.010000 0003 0035 31
        E: 0.010000 0000 0003 0
        E: 0.010000 0003 0035 99
        E: 0.020000 0000 0000 0
        E: 0.030000 0003 0035 40
        E: 0.030000 0000 0000 0
        E: 0.040000 0003 0039 -1
        E: 0.040000 0000 0000 0
        E: 0.050000 0003 0039 2
        E: 0.050000 0000 0000 0
        """)
    #expect(Support.text(frames) == ["0 down 0 30 40", "0.02 cancel 0 30 40", "0.05 down 0 40 40"])
  }

  @Test("times are seconds from the first frame, or as recorded when asked")
  func timeOrigins() throws {
    let text = """
      E: 1330495944.185030 0003 0039 1
      E: 1330495944.185031 0003 0035 7
      E: 1330495944.185032 0003 0036 8
      E: 1330495944.185035 0000 0000 0
      E: 1330495944.217020 0003 0039 -1
      E: 1330495944.217035 0000 0000 0
      """
    #expect(try Support.frames(evemu: text).map(\.time) == [0, 0.032])
    #expect(
      try Support.frames(evemu: text, timeOrigin: .recorded).map(\.time) == [
        1330495944.185035, 1330495944.217035,
      ])
  }

  @Test("a live embedder feeds the fields of struct input_event straight in")
  func liveEvents() throws {
    var decoder = EvdevMultitouchDecoder(
      mapping: CoordinateMapping(
        stretching: AxisRange(minimum: 0, maximum: 799), AxisRange(minimum: 0, maximum: 479),
        onto: Size(width: 400, height: 240)))
    let events: [(Int, Int, UInt16, UInt16, Int32)] = [
      (100, 5, 3, 0x39, 9), (100, 5, 3, 0x35, 400), (100, 5, 3, 0x36, 240), (100, 5, 0, 0, 0),
      (100, 16_005, 3, 0x39, -1), (100, 16_005, 0, 0, 0),
    ]
    var frames: [TouchFrame] = []
    for (seconds, microseconds, type, code, value) in events {
      if let frame = try decoder.decode(
        seconds: seconds, microseconds: microseconds, type: type, code: code, value: value)
      {
        frames.append(frame)
      }
    }
    #expect(Support.text(frames) == ["0 down 0 200 120", "0.016 up 0 200 120"])
    #expect(decoder.touchCount == 0)
  }

  @Test("a refused event leaves the decoder as it was, so a live host can skip it and go on")
  func refusedEventChangesNothing() throws {
    var decoder = EvdevMultitouchDecoder(mapping: .unscaled, maximumSlot: 1)
    _ = try decoder.decode(EvdevEvent(seconds: 1, microseconds: 0, type: 3, code: 0x39, value: 5))
    _ = try decoder.decode(EvdevEvent(seconds: 1, microseconds: 0, type: 3, code: 0x35, value: 0))
    _ = try decoder.decode(EvdevEvent(seconds: 1, microseconds: 0, type: 3, code: 0x36, value: 0))
    #expect(
      throws: EvdevMultitouchDecoder.Violation(kind: .slotOutOfRange(slot: 2, maximum: 1), field: .value)
    ) {
      _ = try decoder.decode(EvdevEvent(seconds: 1, microseconds: 0, type: 3, code: 0x2f, value: 2))
    }
    #expect(
      throws: EvdevMultitouchDecoder.Violation(
        kind: .timeWentBackwards(previous: 1, found: 0.5), field: .time)
    ) {
      _ = try decoder.decode(EvdevEvent(seconds: 0, microseconds: 500_000, type: 0, code: 0, value: 0))
    }
    let frame = try decoder.decode(EvdevEvent(seconds: 1, microseconds: 0, type: 0, code: 0, value: 0))
    #expect(frame.map { Support.text([$0]) } == ["0 down 0 0 0"])
  }
}
