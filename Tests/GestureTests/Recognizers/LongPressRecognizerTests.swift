import GestureKitLite
import Testing

/// Long press (SPEC §4.2): one touch held still for `longPressDuration`.
///
/// Cases mirrored from UIKit's `UILongPressGestureRecognizer` (began at the
/// duration, changed as the finger moves, ended at the up), Android's
/// GestureDetector (`onLongPress` at the timeout, none after a move past the
/// slop, an up or a second pointer before it), Flutter's
/// LongPressGestureRecognizer (no long press when lifted early or moved past
/// the slop first; move updates after it started) and Hammer.js's press
/// (none when released before `time`, none when moved past `threshold`).
@Suite("long press")
struct LongPressRecognizerTests {
  static let on = "@set longPressEnabled=true\n"

  @Test(
    "held still, it begins at down + longPressDuration, carrying that time, and the viewer emits longPressed")
  func beginsAtTheDeadline() throws {
    let (session, lines) = try playScript(Self.on + "longpress 195 422 hold 800ms")
    #expect(
      lines == [
        "0.500 doubleTap failed why=heldTooLong: still down after 0.5 s (tapMaxDuration 0.5)",
        "0.500 tap failed why=heldTooLong: still down after 0.5 s (tapMaxDuration 0.5)",
        "0.500 longPress began location=195,422 translation=0,0 touchCount=1",
        "0.500 viewer longPressed location=195,422 imagePoint=2016,1512",
        "0.500 pullDown failed why=excludedBy: longPress won the touches",
        "0.500 pan failed why=excludedBy: longPress won the touches",
        "0.800 longPress ended location=195,422 translation=0,0 touchCount=1",
      ])
    // longPressed changes nothing of the viewer's state.
    #expect(session.viewer.state.zoomScale == 1)
    #expect(session.viewer.state.chromeVisible)
  }

  @Test("longPressDuration is the deadline: 0.3 s begins it at 0.3")
  func durationKey() throws {
    let (_, lines) = try playScript(Self.on + "@set longPressDuration=0.3\nlongpress 195 422 hold 800ms")
    #expect(lines.contains("0.300 longPress began location=195,422 translation=0,0 touchCount=1"))
  }

  @Test("moved after it began, it reports changed with no slop and ends where the finger lifts")
  func movedAfterItBegan() throws {
    let script = Self.on + "down f 195 422\nwait 700ms\nmove f by 60 20 in 200ms\nup f"
    let (_, lines) = try playScript(script, changes: true)
    let longPress = entries(of: "longPress", in: lines)
    #expect(longPress.first == "0.500 longPress began location=195,422 translation=0,0 touchCount=1")
    #expect(longPress.dropFirst().dropLast().allSatisfy { $0.contains(" changed ") })
    #expect(longPress.count > 2)
    #expect(longPress.last == "0.900 longPress ended location=255,442 translation=60,20 touchCount=1")
    #expect(entries(of: "pan", in: lines) == ["0.500 pan failed why=excludedBy: longPress won the touches"])
  }

  @Test("the image pixel under the finger: none off the image, the image's own pixels on it")
  func imagePointOffTheImage() throws {
    let (_, lines) = try playScript(Self.on + "longpress 10 40 hold 800ms")
    #expect(entries(of: "viewer", in: lines) == ["0.500 viewer longPressed location=10,40"])
  }

  @Test("moved past tapSlop before the deadline, it fails and the drag pans")
  func movedBeforeTheDeadline() throws {
    let script = Self.on + "down f 195 422\nwait 200ms\nmove f by 30 0 in 100ms\nwait 400ms\nup f"
    let (_, lines) = try playScript(script)
    #expect(
      entries(of: "longPress", in: lines) == ["0.242 longPress failed why=excludedBy: pan won the touches"])
    #expect(entries(of: "viewer", in: lines).isEmpty)
  }

  @Test(
    "a move past tapSlop but within panSlop before the deadline fails it as movedTooFar (no pan takes it)")
  func movedTooFarWithinPanSlop() throws {
    let script =
      Self.on + "@set panSlop=40\ndown f 195 422\nwait 200ms\nmove f by 30 0 in 100ms\nwait 400ms\nup f"
    let (_, lines) = try playScript(script)
    #expect(
      entries(of: "longPress", in: lines)
        == ["0.242 longPress failed why=movedTooFar: moved 12.5 pt from where it went down (tapSlop 10)"])
  }

  @Test("a second finger before the deadline fails it; after, it cancels it and the viewer stays as it was")
  func secondFinger() throws {
    let before = try playScript(
      Self.on + "down f 195 422\nwait 200ms\ndown g 100 600\nwait 500ms\nup f\nup g")
    #expect(
      entries(of: "longPress", in: before.lines)
        == ["0.200 longPress failed why=secondTouch: another touch went down (2 down)"])
    let after = try playScript(Self.on + "down f 195 422\nwait 700ms\ndown g 100 600\nwait 100ms\nup f\nup g")
    #expect(
      entries(of: "longPress", in: after.lines).last
        == "0.700 longPress cancelled why=secondTouch: another touch went down (2 down)")
    #expect(
      entries(of: "viewer", in: after.lines) == [
        "0.500 viewer longPressed location=195,422 imagePoint=2016,1512"
      ])
  }

  @Test("lifted before longPressDuration it fails as released, with both numbers, and the tap is delivered")
  func liftedEarly() throws {
    let (_, lines) = try playScript(Self.on + "longpress 195 422 hold 300ms")
    #expect(
      lines.prefix(3) == [
        "0.300 longPress failed why=released: lifted after 0.3 s (longPressDuration 0.5)",
        "0.600 doubleTap failed why=tooLate: no second tap within 0.3 s of the first (doubleTapInterval 0.3)",
        "0.600 tap recognized location=195,422 touchCount=1",
      ])
  }

  @Test("off by default: a held press is no long press and the engine holds no longPress")
  func offByDefault() throws {
    let (_, lines) = try playScript("longpress 195 422 hold 800ms")
    #expect(entries(of: "longPress", in: lines).isEmpty)
    #expect(entries(of: "viewer", in: lines).isEmpty)
    let engine = try GestureEngine(standardSetWith: GestureConfiguration())
    #expect(engine.id(of: .longPress) == nil)
  }

  @Test(
    "taps, double taps, drags and pinches shorter than the deadline play as without it",
    arguments: [
      "tap 195 422", "doubletap 195 422", "drag 195 422 by 100 40", "pulldown 195 300 by 200",
      "pinch 195 422 span 100 -> 250",
    ])
  func unchangedWithoutALongPress(_ body: String) throws {
    let with = try playScript(Self.on + body).lines.filter { !$0.contains(" longPress ") }
    #expect(with == (try playScript(body).lines))
  }
}
