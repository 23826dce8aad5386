import GestureKitLite
import GestureKitLiteScripts
import Testing

@Suite("events print as log lines")
struct EventDescriptionTests {
  @Test("a pinch's change prints its time, name, state and the fields the pinch reports")
  func pinchChange() throws {
    let value = try GestureValue(location: Point(x: 195, y: 422), scale: 1.2, touchCount: 2)
    let event = GestureEvent(
      time: Timestamp(seconds: 0.35), recognizer: StandardRecognizer.pinch.id,
      name: try #require(RecognizerName("pinch")), state: .changed, value: value)
    #expect(event.description == "0.350 pinch changed scale=1.2 focal=195,422 translation=0,0 touchCount=2")
    #expect("\(ImageViewerSession.Output.recognizer(event))" == event.description)
  }

  @Test("a failure prints no values, whatever the value holds")
  func failure() throws {
    let event = GestureEvent(
      time: Timestamp(seconds: 0.4), recognizer: StandardRecognizer.doubleTap.id,
      name: try #require(RecognizerName("doubleTap")), state: .failed,
      value: GestureValue(location: Point(x: 1, y: 2)))
    #expect(event.description == "0.400 doubleTap failed")
  }

  @Test("a recognizer outside the standard set prints the fields it set, its angle among them")
  func customRecognizer() throws {
    let event = GestureEvent(
      time: Timestamp(seconds: 1.25), recognizer: StandardRecognizer.pinch.id,
      name: try #require(RecognizerName("rotation")), state: .began,
      value: try GestureValue(location: Point(x: 10, y: 20), touchCount: 2))
    #expect(event.description == "1.250 rotation began location=10,20 touchCount=2")
  }

  @Test("viewer events, the state and values print as play prints them")
  func viewerEventsAndState() throws {
    let zoom = ImageViewerEvent(time: Timestamp(seconds: 0.95), kind: .zoomToggled(scale: 4))
    #expect(zoom.description == "0.950 viewer zoomToggled scale=4")
    #expect("\(ImageViewerSession.Output.viewer(zoom))" == "0.950 viewer zoomToggled scale=4")
    #expect(GestureValue().description == "neutral")
    #expect(GestureValue(scale: 2, progress: 0.5).description == "scale=2 progress=0.5")
    #expect(RecognizerState.recognized.description == "recognized")

    let playback = try GestureScript(parsing: "double-tap 195 422").play()
    let lines = playback.outputs.map(\.description)
    #expect(lines.contains("0.350 viewer zoomToggled scale=4"))
    #expect(lines.contains { $0.hasPrefix("0.350 doubleTap recognized location=195,42") })
    #expect(
      playback.session.viewer.state.description.hasSuffix(
        " state page=0 zoomScale=4 contentOffset=585,163 chromeVisible=true backgroundAlpha=1 dismissed=false"
      ))
  }
}
