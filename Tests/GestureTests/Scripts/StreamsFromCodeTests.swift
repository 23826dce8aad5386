import GestureKitLite
import GestureKitLiteScripts
import Testing

/// Streams from code (README): a test writes its stream as a gesture script.
///
/// It plays the script through a session and asserts on the events. Only the
/// public API of GestureKitLiteScripts is used here.
@Suite("streams from code")
struct StreamsFromCodeTests {
  @Test("a tap written as a script toggles the chrome once the double tap's wait runs out")
  func tapTogglesTheChrome() throws {
    let playback = try GestureScript(parsing: "tap 195 422").play()
    // The tap lifts at 0.1 s; doubleTapInterval (0.3 s) later it is a tap.
    #expect(
      playback.viewerEvents == [
        ImageViewerEvent(time: Timestamp(seconds: 0.4), kind: .chromeToggled(visible: false))
      ])
    #expect(playback.events(of: .tap).map(\.state) == [.recognized])
    #expect(playback.events(of: .doubleTap).map(\.state) == [.failed])
    #expect(playback.session.viewer.state.chromeVisible == false)
  }

  @Test("a pinch from a 100 pt span to 260 pt zooms to 2.6 and settles there")
  func pinchZooms() throws {
    let script = try GestureScript(
      parsing: """
        tap 195 422
        wait 400ms
        pinch 195 422 span 100 -> 260 in 400ms
        """)
    let playback = try script.play()
    #expect(playback.viewerEvents.map(\.kind) == [.chromeToggled(visible: false), .zoomEnded(scale: 2.6)])
    #expect(playback.events(of: .pinch).filter { $0.state != .changed }.map(\.state) == [.began, .ended])
    #expect(playback.events(of: .pan).isEmpty)  // the focal point stays put
    #expect(playback.session.viewer.state.zoomScale == 2.6)
  }

  @Test("the script's @set lines apply over the configuration given, and its settings can be overridden")
  func configurationAndOverrides() throws {
    let script = try GestureScript(parsing: "@set doubleTapEnabled=false\nrate 240\ntap 195 422 hold 50ms")
    #expect(script.settings == SynthSettings.Overrides(rate: 240))
    #expect(script.directives == [.setting(key: "doubleTapEnabled", value: "false")])
    // Without the double tap's wait, the tap is recognized at its up.
    let playback = try script.play()
    #expect(playback.events(of: .tap).map(\.time) == [Timestamp(seconds: 0.05)])
    let synthesizer = TouchSynthesizer(overriding: SynthSettings.Overrides(rate: 60))
    #expect(synthesizer.settings(for: script) == SynthSettings(rate: 60))
    // 50 ms at 60 Hz is three frames: the up comes at 0.05 s as well.
    let frames = try synthesizer.frames(for: script)
    #expect(frames.map(\.time) == [0, 0.05])
    #expect(frames.map { $0.samples.map(\.phase) } == [[.down], [.up]])
  }

  @Test("frames played through a session by hand give what play gives")
  func framesMatchPlay() throws {
    let script = try GestureScript(
      parsing: """
        doubletap 195 422
        wait 300ms
        drag 300 400 -> 60 400 in 250ms ease-out
        & tap 100 700
        wait 200ms
        pulldown 195 300 by 180 in 300ms
        """)
    var session = ImageViewerSession()
    var outputs: [ImageViewerSession.Output] = []
    let frames = try TouchSynthesizer().frames(for: script)
    for frame in frames { try session.process(frame, into: &outputs) }
    try session.advance(to: (frames.last?.time ?? 0) + GestureConfiguration().settle, into: &outputs)
    let playback = try script.play()
    #expect(playback.outputs == outputs)
    #expect(playback.session.viewer.state == session.viewer.state)
    #expect(playback.viewerEvents.map(\.kind.name).contains("zoomToggled"))
  }

  @Test("a script that cannot be drawn, or played with the configuration given, is a located error")
  func errors() throws {
    let notDown = #expect(throws: GestureScriptError.self) { try GestureScript(parsing: "up a").play() }
    #expect(
      notDown?.description
        == "1:4: error: finger a is not down; put it down with 'down a X Y' or a gesture's 'as a keep'")
    var configuration = GestureConfiguration()
    configuration.minZoom = 3
    let script = try GestureScript(parsing: "@set doubleTapZoom=2\n\ntap 195 422")
    let refused = #expect(throws: GestureScriptError.self) { try script.play(configuration: configuration) }
    #expect(refused?.description == "3:1: error: doubleTapZoom 2 is outside minZoom…maxZoom (3…4)")
  }

  @Test("numbers and durations read as a script's own lines read them")
  func values() {
    #expect(GestureScript.number("-12.5") == -12.5)
    #expect(GestureScript.number("1e3") == nil)
    #expect(GestureScript.number("nan") == nil)
    #expect(GestureScript.duration("250ms") == 250_000)
    #expect(GestureScript.duration("0.4s") == 400_000)
    #expect(GestureScript.duration("250") == nil)
  }
}
