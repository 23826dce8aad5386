import GestureKitLite
import Testing

/// `ImageViewerSession.nextDeadline`: when a live host must tick the clock,
/// and that ticking it then gives the decision there, stamped with its own time.
@Suite struct SessionDeadlineTests {
  /// Plays `inputs` into a fresh session configured with `settings`.
  static func session(_ settings: [String: String] = [:], _ inputs: [SessionInput]) throws
    -> DirectInputHarness
  {
    var harness = try DirectInputHarness(settings)
    _ = try harness.play(inputs, settle: nil)
    return harness
  }

  @Test("after a tap, the next deadline is the double tap's wait; ticking there recognizes the tap")
  func tapWait() throws {
    var harness = try Self.session([:], [.down(0, x: 195, y: 422), .up(0.08, x: 195, y: 422)])
    #expect(harness.session.nextDeadline == Timestamp(seconds: 0.38))
    _ = try harness.play([.tick(0.38)], settle: nil)
    #expect(harness.lines.contains("0.380 tap recognized"))
    #expect(harness.session.nextDeadline == nil)
  }

  @Test(
    "a swipe with pageChangedAt=rest has the strip's arrival as its deadline, when pageChanged is stamped")
  func stripArrival() throws {
    var harness = try Self.session(
      ["pageChangedAt": "rest"],
      [.down(0, x: 300, y: 422), .move(0.05, x: 200, y: 422), .up(0.1, x: 60, y: 422)])
    let arrival = try #require(harness.session.nextDeadline)
    #expect(arrival > Timestamp(seconds: 0.1))
    #expect(harness.session.viewer.nextEventTime == arrival)
    _ = try harness.play([.tick(arrival.seconds)], settle: nil)
    #expect(harness.lines.last == "\(String(format: "%.3f", arrival.seconds)) viewer pageChanged page=1")
  }

  @Test("a zooming wheel's deadline is a microsecond past its gap, and its zoomEnded carries the gap's end")
  func wheelGap() throws {
    var harness = try Self.session([:], [.zoom(1, dy: -50)])
    #expect(harness.session.nextDeadline == Timestamp(microseconds: 1_150_001))
    _ = try harness.play([.tick(1.150001)], settle: nil)
    #expect(harness.lines.last?.hasPrefix("1.150 viewer zoomEnded") == true)
  }
}
