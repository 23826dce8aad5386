// README: streams from code
import GestureKitLite
import GestureKitLiteScripts
import Testing

@Test("a pinch from 100 to 260 pt zooms to 2.6 and the tap before it hides the chrome")
func pinchZooms() throws {
  let playback = try GestureScript(
    parsing: """
      tap 195 422
      wait 400ms
      pinch 195 422 span 100 -> 260 in 400ms
      """
  ).play()
  #expect(playback.viewerEvents.map(\.kind) == [.chromeToggled(visible: false), .zoomEnded(scale: 2.6)])
}
// README: end
