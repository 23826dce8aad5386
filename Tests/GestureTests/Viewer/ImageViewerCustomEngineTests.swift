import GestureKitLite
import Testing

@Suite("viewer: a session over an engine the embedder configured")
struct ImageViewerCustomEngineTests {
  let configuration = GestureConfiguration()

  @Test("a recognizer added to the standard set reaches the host by name, and the viewer ignores it")
  func customRecognizerReachesHost() throws {
    var engine = try GestureEngine(standardSetWith: configuration)
    let longPress = try engine.add(HeldPressRecognizer(minimumDuration: 0.4), named: "longPress")
    #expect(engine.role(of: longPress) == nil)
    var session = try ImageViewerSession(engine: engine, configuration: configuration)
    let outputs = try play("longpress 195 422 hold 600ms", through: &session)
    #expect(outputs.recognizerLines.contains("longPress recognized"))
    #expect(outputs.viewerKinds.isEmpty)
    #expect(session.viewer.state == ImageViewerSession().viewer.state.with(time: session.viewer.state.time))
  }

  @Test("a tap recognizer added by name plays no part: the chrome stays as it was")
  func standardTypeByNameIsNotStandard() throws {
    var engine = GestureEngine()
    let tap = try engine.add(TapRecognizer(configuration: .init(configuration)), named: "tap")
    #expect(tap == StandardRecognizer.tap.id)
    #expect(engine.role(of: tap) == nil)
    #expect(engine.id(of: .tap) == nil)
    var session = try ImageViewerSession(engine: engine, configuration: configuration)
    let outputs = try play("tap 195 422", through: &session)
    #expect(outputs.recognizerLines == ["tap recognized"])
    #expect(outputs.viewerKinds.isEmpty)
    #expect(session.viewer.state.chromeVisible)
  }

  @Test("a custom recognizer at the position of a standard one is never taken for it")
  func customRecognizerAtStandardIndex() throws {
    var engine = GestureEngine()
    try engine.add(TwoFingerTapRecognizer(), named: "twoFingerTap")  // index 0, the standard tap's
    try engine.add(TapRecognizer(configuration: .init(configuration)), as: .tap)
    var session = try ImageViewerSession(engine: engine, configuration: configuration)
    let outputs = try play("down a 150 422\ndown b 240 422\nwait 80ms\nup a\nup b", through: &session)
    #expect(outputs.recognizerLines == ["tap failed", "twoFingerTap recognized"])
    #expect(outputs.viewerKinds.isEmpty)
    // The tap at index 1 plays the tap's part: it toggles the chrome.
    let tapped = try play("at 2s tap 195 422", through: &session)
    #expect(tapped.viewerKinds == [.chromeToggled(visible: false)])
  }

  @Test("an engine of its own, a pinch and a pan, zooms and pages without a double tap or a pull-down")
  func engineOfItsOwn() throws {
    var engine = GestureEngine()
    let pinch = try engine.add(PinchRecognizer(configuration: .init(configuration)), as: .pinch)
    let pan = try engine.add(PanRecognizer(configuration: .init(configuration)), as: .pan)
    try engine.allowSimultaneousRecognition(pinch, pan)
    #expect(engine.id(of: .pinch) == pinch && engine.id(of: .pullDown) == nil)
    var session = try ImageViewerSession(engine: engine, configuration: configuration)
    let zoomed = try play("pinch 195 422 span 100 -> 200 in 300ms", through: &session)
    #expect(zoomed.viewerKinds == [.zoomEnded(scale: 2)])
    #expect(session.viewer.state.zoomScale == 2)
    // No pull-down part: a drag down at zoom 1 neither pulls nor dismisses.
    var fresh = try ImageViewerSession(engine: engine, configuration: configuration)
    let dragged = try play("drag 195 300 by 0 300 in 300ms", through: &fresh)
    #expect(dragged.recognizerLines.first == "pan began")
    #expect(dragged.viewerKinds.isEmpty)
    #expect(!fresh.viewer.state.isDismissed)
  }

  @Test("the pull-down gate follows whichever recognizer plays the part")
  func pullDownGateFollowsRole() throws {
    var refusing = configuration
    refusing.pullDownEnabled = false
    var engine = GestureEngine()
    try engine.add(PullDownRecognizer(configuration: .init(configuration)), as: .pullDown)  // index 0
    var session = try ImageViewerSession(engine: engine, configuration: refusing)
    let outputs = try play("pulldown 195 300 by 200 in 300ms", through: &session)
    #expect(outputs.recognizerLines == ["pullDown failed"])
    #expect(outputs.viewerKinds.isEmpty)
    var allowing = try ImageViewerSession(engine: engine, configuration: configuration)
    let pulled = try play("pulldown 195 300 by 200 in 300ms", through: &allowing)
    #expect(pulled.viewerKinds == [.dismissBegan, .dismissed])
  }

  @Test("a part is played by one recognizer at most; a second is refused and nothing changes")
  func partTakenOnce() throws {
    var engine = try GestureEngine(standardSetWith: configuration)
    let before = engine.recognizerIDs
    let error = #expect(throws: GestureEngineError.self) {
      try engine.add(TapRecognizer(configuration: .init(configuration)), as: .tap)
    }
    #expect(
      error?.description
        == "tap already plays the tap part; an engine holds one recognizer for each standard part")
    #expect(engine.recognizerIDs == before)
    for role in StandardRecognizer.allCases.prefix(5) {
      #expect(engine.id(of: role) == role.id)
      #expect(engine.role(of: role.id) == role)
    }
    // The opt-in parts, off by default, are played by nobody.
    #expect(engine.id(of: .quickScale) == nil)
    #expect(engine.id(of: .longPress) == nil)
    #expect(engine.role(of: RecognizerID(index: 99)) == nil)
    #expect(engine.role(of: RecognizerID(index: -1)) == nil)
  }

  @Test("the standard session and one built over the standard engine give the same outputs")
  func sameAsStandardSession() throws {
    let script =
      "doubletap 195 422\nwait 300ms\ndrag 300 400 -> 60 400 in 250ms\nwait 200ms\npulldown 195 300 by 80 in 300ms"
    var standard = ImageViewerSession()
    var built = ImageViewerSession(
      engine: try GestureEngine(standardSetWith: configuration),
      viewer: try ImageViewer(configuration: configuration))
    #expect(try play(script, through: &standard) == play(script, through: &built))
    #expect(standard.viewer.state == built.viewer.state)
  }
}

extension ImageViewerState {
  /// The state with its time replaced.
  func with(time: Timestamp?) -> Self {
    var copy = self
    copy.time = time
    return copy
  }
}
