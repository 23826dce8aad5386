import GestureKitLite
import Testing

/// One-finger zoom (SPEC §4.2): the second touch of a double tap held and
/// dragged.
///
/// Cases mirrored from Chromium's gesture provider tests (double-tap
/// drag zoom: basic, reversed, cancelled by a second pointer) and Android's
/// ScaleGestureDetector (quick scale ends at a second pointer; dragging down
/// zooms in).
@Suite("quick scale")
struct QuickScaleRecognizerTests {
  static let on = "@set quickScaleEnabled=true\n"

  @Test("a 150 pt drag down from zoom 1 gives zoom 2 (2^(150 ÷ 150)), around the second touch's down point")
  func dragDownDoubles() throws {
    let (session, lines) = try playScript(Self.on + "quickscale 195 422 by 150")
    #expect(session.viewer.state.zoomScale == 2)
    // The image point under (195, 422) at zoom 1, (195, 146.25), stays under
    // it; vertically the 585 pt tall image is centered.
    #expect(session.viewer.state.contentOffset == Point(x: 195, y: -129.5))
    #expect(
      entries(of: "quickScale", in: lines).last
        == "0.600 quickScale ended scale=2 focal=195,422 translation=0,150")
    #expect(entries(of: "viewer", in: lines) == ["0.600 viewer zoomEnded scale=2"])
  }

  @Test("a 75 pt drag up from zoom 2 gives √2 (2 × 2^(−75 ÷ 150))")
  func dragUpFromTwo() throws {
    let (session, _) = try playScript(Self.on + "@set initialZoom=2\nquickscale 195 422 by -75")
    #expect(abs(session.viewer.state.zoomScale - 2.squareRoot()) < 1e-12)
  }

  @Test("quickScaleDistance is the drag that doubles: 100 pt down with quickScaleDistance 50 gives 4")
  func distanceKey() throws {
    let (session, _) = try playScript(Self.on + "@set quickScaleDistance=50\nquickscale 195 422 by 100")
    #expect(session.viewer.state.zoomScale == 4)
  }

  @Test("the zoom follows the finger both ways, through dy = 0: down zooms in, back up zooms out")
  func continuousThroughZero() throws {
    let script =
      Self.on + """
        quickscale 195 422 by 100 as f keep
        move f -> 195 372 in 200ms
        up f
        """
    let (_, lines) = try playScript(script, changes: true)
    let scales = entries(of: "quickScale", in: lines).compactMap { line in
      line.split(separator: " ").first { $0.hasPrefix("scale=") }.flatMap { Double($0.dropFirst(6)) }
    }
    let peak = try #require(scales.firstIndex(of: scales.max() ?? 0))
    #expect(scales[..<peak].allSatisfy { $0 < scales[peak] })
    #expect(zip(scales[peak...], scales[peak...].dropFirst()).allSatisfy { $0 > $1 })
    // 50 pt above the down point: 2^(−50 ÷ 150).
    #expect(abs((scales.last ?? 0) - 0.793_700_5) < 1e-6)
  }

  @Test(
    "it begins past panSlop, the slop part of the travel; the double tap fails and its first tap is no tap")
  func beginsPastSlop() throws {
    let (session, lines) = try playScript(Self.on + "quickscale 195 422 by 150")
    #expect(
      lines.prefix(5) == [
        "0.325 doubleTap failed why=movedTooFar: moved 12.5 pt from where it went down (tapSlop 10)",
        "0.325 quickScale began scale=1.059463 focal=195,422 translation=0,12.5",
        "0.325 tap failed why=requiredFailed: quickScale succeeded, and it had to fail first",
        "0.325 pullDown failed why=requiredFailed: quickScale succeeded, and it had to fail first",
        "0.325 pan failed why=requiredFailed: quickScale succeeded, and it had to fail first",
      ])
    // The first tap is not delivered: the chrome stays as it was.
    #expect(entries(of: "tap", in: lines).allSatisfy { !$0.contains("recognized") })
    #expect(session.viewer.state.chromeVisible)
  }

  @Test("a second touch dragged exactly panSlop (10 pt) is not yet a quick scale; 10.5 pt is")
  func panSlopIsExclusive() throws {
    // Held where the drag ends, so the last move is judged (the up is not).
    func held(by dy: String) -> String {
      "@set tapSlop=30\nquickscale 195 422 by \(dy) as f keep\nwait 50ms\nup f"
    }
    let (_, atSlop) = try playScript(Self.on + held(by: "10"))
    #expect(!atSlop.contains { $0.contains("quickScale began") })
    #expect(atSlop.contains { $0.hasPrefix("0.650 doubleTap recognized") })
    let (_, past) = try playScript(Self.on + held(by: "10.5"))
    #expect(past.contains { $0.contains("quickScale began") })
  }

  @Test("with tapSlop past panSlop the quick scale begins first and the double tap is excluded by it")
  func quickScaleBeforeTheDoubleTapFails() throws {
    let (_, lines) = try playScript(Self.on + "@set tapSlop=30\nquickscale 195 422 by 150")
    #expect(lines.contains("0.325 doubleTap failed why=excludedBy: quickScale won the touches"))
    #expect(!lines.contains { $0.contains("tap recognized") })
  }

  @Test("a second finger cancels it and the zoom settles as at a release, where it was")
  func secondFingerCancels() throws {
    let script =
      Self.on + """
        quickscale 195 422 by 150 as f keep
        wait 50ms
        down g 100 600
        wait 100ms
        up f
        up g
        """
    let (session, lines) = try playScript(script)
    #expect(
      lines.contains("0.650 quickScale cancelled why=secondTouch: another touch went down (2 down)"))
    #expect(entries(of: "viewer", in: lines) == ["0.650 viewer zoomEnded scale=2"])
    #expect(session.viewer.state.zoomScale == 2)
  }

  @Test("past maxZoom it rubber-bands, reports zoomLimit max once, and settles at maxZoom on release")
  func pastMaxZoom() throws {
    // 2^(450 ÷ 150) = 8, twice maxZoom 4.
    let (session, lines) = try playScript(Self.on + "quickscale 195 422 by 450 in 600ms")
    #expect(
      entries(of: "viewer", in: lines).map(viewerEvent)
        == ["zoomLimit limit=max", "zoomEnded scale=4"])
    #expect(session.viewer.state.zoomScale == 4)
  }

  @Test("below minZoom it rubber-bands, reports zoomLimit min once, and settles at minZoom")
  func belowMinZoom() throws {
    let (session, lines) = try playScript(Self.on + "quickscale 195 422 by -150")
    #expect(
      entries(of: "viewer", in: lines).map(viewerEvent)
        == ["zoomLimit limit=min", "zoomEnded scale=1"])
    #expect(session.viewer.state.zoomScale == 1)
  }

  @Test("an up at a new position is the last move: the release takes its value")
  func upAtNewPosition() throws {
    var script = TouchScript()
    script.tap(1, at: Point(x: 195, y: 422), time: 0, duration: 0.08)
    script.down(2, 195, 422, at: 0.2)
    script.move(2, 195, 460, at: 0.25)
    script.up(2, 195, 572, at: 0.3)
    var configuration = GestureConfiguration()
    configuration.quickScaleEnabled = true
    let (session, lines) = try script.session(configuration, settle: 1)
    #expect(lines == ["0.300 zoomEnded scale=2"])
    #expect(session.viewer.state.zoomScale == 2)
  }

  @Test(
    "a second touch that cannot pair with the first tap is no quick scale: it drags as a pan and the tap is delivered",
    arguments: [
      // Too far (doubleTapSlop 100): the drag starts 120 pt away.
      "tap 195 300\nwait 150ms\ndrag 195 420 by 150 0",
      // Too late (doubleTapInterval 0.3).
      "tap 195 422\nwait 400ms\ndrag 195 422 by 150 0",
      // Too soon (doubleTapMinInterval 0.04).
      "tap 195 422\nwait 20ms\ndrag 195 422 by 150 0",
    ])
  func unpairedSecondTouch(_ body: String) throws {
    let (_, lines) = try playScript(Self.on + body)
    #expect(entries(of: "quickScale", in: lines).isEmpty)
    #expect(lines.contains { $0.contains(" tap recognized") })
    #expect(lines.contains { $0.contains(" pan began") })
  }

  @Test(
    "a second touch held still past tapMaxDuration is no double tap's second: the tap is delivered, its drag pans"
  )
  func heldTooLong() throws {
    let script =
      Self.on + """
        tap 195 422
        wait 150ms
        down f 195 422
        wait 600ms
        move f by 150 0 in 300ms
        up f
        """
    let (_, lines) = try playScript(script)
    #expect(entries(of: "quickScale", in: lines).isEmpty)
    #expect(lines.contains("0.750 tap recognized location=195,422 touchCount=1"))
    #expect(lines.contains { $0.contains(" pan began") })
  }

  @Test(
    "off by default, and with doubleTapEnabled off: the second touch's drag is a pan, the first tap delivered"
  )
  func offKeepsTheOldRule() throws {
    for prefix in ["", Self.on + "@set doubleTapEnabled=false\n"] {
      let (_, lines) = try playScript(prefix + "quickscale 195 422 by 150")
      #expect(entries(of: "quickScale", in: lines).isEmpty)
      #expect(lines.contains { $0.contains(" tap recognized") })
    }
    let engine = try GestureEngine(standardSetWith: GestureConfiguration())
    #expect(engine.id(of: .quickScale) == nil)
  }

  @Test(
    "taps, double taps, drags and pinches play as without it",
    arguments: [
      "tap 195 422", "doubletap 195 422", "tap 195 422\nwait 400ms\ntap 195 422",
      "doubletap 195 422 hold 600ms", "drag 195 422 by 100 40", "pulldown 195 300 by 200",
      "pinch 195 422 span 100 -> 250", "tap 195 422\nwait 100ms\npinch 195 422 span 100 -> 200",
    ])
  func unchangedWithoutAQuickScale(_ body: String) throws {
    #expect(try playScript(Self.on + body).lines == playScript(body).lines)
  }
}
