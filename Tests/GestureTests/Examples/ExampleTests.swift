// The example test of the Getting started article (GestureKitLite.docc/GettingStarted.md) ("Testing with gesture scripts"):
// the region between the snippet markers is shown there verbatim
// (scripts/check-snippets.sh checks it).

// snippet.example-test
import GestureKitLite
import GestureKitLiteScripts
import Testing

@Test("a double tap zooms to 4, then a pinch back out settles at the minimum")
func doubleTapThenPinchOut() throws {
  let script = try GestureScript(
    parsing: """
      doubletap 195 422
      wait 500ms
      pinch 195 422 span 300 -> 60 in 400ms
      """)
  let playback = try script.play()
  #expect(playback.events(of: .doubleTap).first?.state == .recognized)
  #expect(playback.recognizerEvents.map(\.name.description).contains("pinch"))
  #expect(
    playback.viewerEvents.map(\.kind) == [
      .zoomToggled(scale: 4), .zoomLimit(.min), .zoomEnded(scale: 1),
    ])
  #expect(playback.session.viewer.state.zoomScale == 1)
}
// snippet.end
