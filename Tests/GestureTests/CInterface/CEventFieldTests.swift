import CGestureKitLite
import GestureKitLite
import GestureKitLiteC
import Testing

/// The names gesturekitlite.h gives gkl_event's fields, as the library fills
/// them: a long press's own names over the bytes 1.2 gave it, and the
/// header's constants that state a limit of the engine.
@Suite("C interface: gkl_event's fields")
struct CEventFieldTests {
  /// The viewer's longPressed event of a finger held at `point` for a second,
  /// with the long press on.
  private static func longPressed(at point: Point) throws -> gkl_event {
    let session = try #require(gklSessionCreate(nil, "longPressEnabled=true", nil))
    defer { gklSessionDestroy(session) }
    var down = gkl_sample(
      time: 0, x: point.x, y: point.y, id: 1, phase: Int32(GKL_PHASE_DOWN.rawValue), reserved: 0)
    #expect(gklSessionProcessFrame(session, 0, &down, 1) == GKL_OK)
    #expect(gklSessionAdvance(session, 1) == GKL_OK)
    var event = gkl_event()
    while gklSessionNextEvent(session, &event) == 1 {
      if event.kind == Int32(GKL_EVENT_VIEWER.rawValue),
        event.viewer_event == Int32(GKL_VIEWER_LONG_PRESSED.rawValue)
      {
        return event
      }
    }
    Issue.record("no longPressed event")
    return event
  }

  @Test("a long press on the image fills press.location, press.image_point and press_on_image")
  func longPressOnTheImage() throws {
    let event = try Self.longPressed(at: Point(x: 195, y: 422))
    #expect((event.press.location.x, event.press.location.y) == (195, 422))
    #expect((event.press.image_point.x, event.press.image_point.y) == (2016, 1512))
    #expect(event.press_on_image == 1)
    #expect(event.recognizer == -1)
  }

  @Test("a long press off the image has press_on_image 0 and no image point")
  func longPressOffTheImage() throws {
    let event = try Self.longPressed(at: Point(x: 10, y: 40))
    #expect((event.press.location.x, event.press.location.y) == (10, 40))
    #expect((event.press.image_point.x, event.press.image_point.y) == (0, 0))
    #expect(event.press_on_image == 0)
  }

  @Test("a 1.2 reader finds the long press where 1.2 put it: value.location, value.translation, visible")
  func theOneTwoLayoutReadsTheSame() throws {
    let event = try Self.longPressed(at: Point(x: 195, y: 422))
    #expect((event.value.location.x, event.value.location.y) == (195, 422))
    #expect((event.value.translation.x, event.value.translation.y) == (2016, 1512))
    #expect(event.visible == 1)
  }

  @Test("GKL_FRAME_CAPACITY is the contract's limit of simultaneous touches, and a frame over it is refused")
  func frameCapacity() throws {
    #expect(Int(GKL_FRAME_CAPACITY) == TouchStreamLimits.maximumSimultaneousTouches)
    let session = try #require(gklSessionCreate(nil, nil, nil))
    defer { gklSessionDestroy(session) }
    var samples = (0...Int(GKL_FRAME_CAPACITY)).map { index in
      gkl_sample(
        time: 0, x: Double(index), y: 10, id: UInt64(index), phase: Int32(GKL_PHASE_DOWN.rawValue),
        reserved: 0)
    }
    #expect(gklSessionProcessFrame(session, 0, &samples, samples.count) == GKL_ERROR_ARGUMENT)
    #expect(
      CInterfaceFixtures.text(of: gklSessionError(session)) == "a frame holds at most 20 samples, not 21")
    #expect(gklSessionProcessFrame(session, 0, &samples, Int(GKL_FRAME_CAPACITY)) == GKL_OK)
  }
}
