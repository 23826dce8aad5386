import GestureKitLite
import GestureKitLiteStreams
import Testing

/// How `TouchStreamPlayer` plays wheel, key and action records among
/// samples (SPEC §2.4): in stream order, ending the frame before them,
/// after the deadlines due by their time.
@Suite("playing wheel, key and action records")
struct InputRecordPlaybackTests {
  /// The lines `gesture-sim play` prints for `stream`.
  private func lines(_ stream: String, format: TouchStreamFormat = .text) throws -> [String] {
    let log = EventLog(format: .text)
    var lines: [String] = []
    let session = try TouchStreamPlayer.play(stream, format: format) { output in
      if let line = log.line(for: output) { lines.append(line) }
    }
    lines.append(log.stateLine(session.viewer.state))
    return lines
  }

  @Test("a key at a touch's time, before its down, acts; after its down, the touch comes first")
  func recordOrderWithinATime() throws {
    let before = try lines("0 key ArrowRight\n0 down 1 195 422\n0.05 up 1 195 422\n")
    #expect(before.first == "0.000 viewer pageChanged page=1")
    let after = try lines("0 down 1 195 422\n0 key ArrowRight\n0.05 up 1 195 422\n")
    #expect(!after.contains { $0.contains("pageChanged") })
  }

  @Test("the deadlines due by a record's time fire before it")
  func deadlinesFireFirst() throws {
    // The tap's wait for a second tap runs out at 0.05 + 0.3; Enter at that
    // time finds the chrome the tap hid, and shows it again.
    #expect(
      try lines("0 down 1 195 422\n0.05 up 1 195 422\n0.35 key Enter\n") == [
        "0.350 doubleTap failed", "0.350 tap recognized", "0.350 viewer chromeToggled visible=false",
        "0.350 viewer chromeToggled visible=true",
        "1.350 state page=0 zoomScale=1 contentOffset=0,-275.75 chromeVisible=true backgroundAlpha=1 dismissed=false",
      ])
  }

  @Test("a stream of records alone plays, and settles after its last record")
  func recordsAlone() throws {
    #expect(
      try lines(
        #"{"t":0.5,"phase":"wheel","x":195,"y":422,"dx":0,"dy":-69.31471805599453,"mods":["ctrl"]}"#,
        format: .jsonLines)
        == [
          "0.650 viewer zoomEnded scale=2",
          "1.500 state page=0 zoomScale=2 contentOffset=195,-129.5 chromeVisible=true backgroundAlpha=1 dismissed=false",
        ])
  }

  @Test("a record given to the player plays as its line, refused where that line would be")
  func recordsThroughAppend() throws {
    var player = TouchStreamPlayer(format: .text)
    var outputs: [ImageViewerSession.Output] = []
    try player.append(.key(KeyInput(time: 0, key: "End"))) { outputs.append($0) }
    try player.append(.action(ActionInput(time: 1, action: .previousPage))) { outputs.append($0) }
    #expect(throws: TouchStreamError(.timeWentBackwards(previous: 1, found: 0.5), line: 3, column: 1)) {
      try player.append(.wheel(WheelInput(time: 0.5, location: Point(x: 0, y: 0), deltaX: 1, deltaY: 0))) {
        _ in
      }
    }
    #expect(
      outputs.compactMap(EventLog(format: .text).line(for:))
        == ["0.000 viewer pageChanged page=2", "1.000 viewer pageChanged page=1"])
  }

  @Test("a key name that its line could not hold is refused at the name, in either form")
  func unwritableKeyName() {
    var text = TouchStreamPlayer(format: .text)
    #expect(
      throws: TouchStreamError(.invalidKeyName("a mods=ctrl", .character(0x20)), line: 1, column: 9)
    ) {
      try text.append(.key(KeyInput(time: 0.5, key: "a mods=ctrl"))) { _ in }
    }
    var json = TouchStreamPlayer(format: .jsonLines)
    #expect(throws: TouchStreamError(.invalidKeyName("#", .beginsWithHash), line: 1, column: 30)) {
      try json.append(.key(KeyInput(time: 0.5, key: "#"))) { _ in }
    }
  }
}
