import Foundation
import GestureKitLite
import GestureKitLiteImporters
import GestureKitLiteStreams
import Testing

@testable import gesture_sim

/// Streams played into a session the embedder built: the player's rules,
/// whatever the session; directives meet the factory; records play as lines.
@Suite("touch stream player: your own session")
struct SessionFactoryTests {
  /// The standard set, built by a factory as an embedder would build it.
  private static let standardFactory: TouchStreamPlayer.SessionFactory = { configuration in
    try ImageViewerSession(
      engine: GestureEngine(standardSetWith: configuration), configuration: configuration)
  }

  /// Everything a play handed over, then the final state.
  private struct Played: Equatable {
    var outputs: [ImageViewerSession.Output] = []
    var state: ImageViewerState?
  }

  private static func format(of fixture: Fixture) -> TouchStreamFormat {
    TouchStreamFormat(pathExtension: (fixture.streamPath as NSString).pathExtension) ?? .text
  }

  @Test(
    "every fixture plays the same through a factory's session, as records, and as the standard player plays it",
    arguments: FixtureLoader.all())
  func factoryAndRecordsPlayAsThePlayer(_ fixture: Fixture) throws {
    let text = try String(contentsOfFile: fixture.streamPath, encoding: .utf8)
    let format = Self.format(of: fixture)
    var standard = Played()
    var player = TouchStreamPlayer(format: format)
    try player.append(Array(text.utf8)) { standard.outputs.append($0) }
    try player.finish { standard.outputs.append($0) }
    standard.state = player.session?.viewer.state

    var factory = Played()
    factory.state = try TouchStreamPlayer.play(text, format: format, session: Self.standardFactory) {
      factory.outputs.append($0)
    }.viewer.state
    #expect(factory == standard)

    var records = Played()
    let decoded = try TouchStreamDecoder.records(in: text, format: format)
    records.state = try TouchStreamPlayer.play(decoded) { records.outputs.append($0) }.viewer.state
    #expect(records == standard)
  }

  @Test(
    "a recognizer of your own plays from a stream, beside the standard set, under the stream's configuration")
  func customRecognizerFromAStream() throws {
    let seen = Captured()
    let stream = "@set doubleTapEnabled=false\n@viewport 800 600\n0 down 1 195 422\n0.8 up 1 195 422\n"
    var lines: [String] = []
    let session = try TouchStreamPlayer.play(stream, format: .text) { configuration in
      seen.configuration = configuration
      var engine = try GestureEngine(standardSetWith: configuration)
      try engine.add(HeldPressRecognizer(minimumDuration: 0.5), named: "longPress")
      return try ImageViewerSession(engine: engine, configuration: configuration)
    } _: { output in
      if let line = EventLog(format: .text).line(for: output) { lines.append(line) }
    }
    #expect(
      lines == [
        "0.500 tap failed", "0.500 longPress recognized", "0.500 pullDown failed", "0.500 pan failed",
      ])
    let configuration = try #require(seen.configuration)
    #expect(!configuration.doubleTapEnabled)
    #expect(configuration.viewportWidth == 800 && configuration.viewportHeight == 600)
    #expect(session.viewer.state.time == Timestamp(seconds: 1.8))  // the up, then settle
  }

  @Test("what the factory throws refuses the stream at its first sample, with the factory's message")
  func factoryErrorIsLocated() {
    let stream = "# a comment\n@set pageCount=2\n0 down 1 195 422\n"
    #expect(
      throws: TouchStreamError(
        .sessionRefused(
          "a recognizer named 'tap' is already in the engine (id 0); names must be unique within an engine, "
            + "since events and logs tell recognizers apart by name"), line: 3, column: 1)
    ) {
      _ = try TouchStreamPlayer.play(stream, format: .text) { configuration in
        var engine = try GestureEngine(standardSetWith: configuration)
        try engine.add(TapRecognizer(configuration: .init(configuration)), named: "tap")
        return try ImageViewerSession(engine: engine, configuration: configuration)
      } _: { _ in
      }
    }
    #expect(
      TouchStreamError(.sessionRefused("no pages"), line: 3, column: 1).description
        == "3:1: error: the session factory threw: no pages")
  }

  @Test(
    "a session made before the stream is refused at the directive it ignores; without directives it plays")
  func prebuiltSessionMeetsDirectives() throws {
    let prebuilt = ImageViewerSession()
    let error = TouchStreamError(
      .sessionDisagrees(key: "doubleTapZoom", session: "4", stream: "2.5"), line: 2, column: 1)
    #expect(throws: error) {
      _ = try TouchStreamPlayer.play(
        "@viewport 390 844\n@set doubleTapZoom=2.5\n0 tick\n", format: .text, session: { _ in prebuilt },
        { _ in })
    }
    #expect(
      error.description
        == "2:1: error: the session has doubleTapZoom=4 where the stream sets doubleTapZoom=2.5; make the session "
        + "from the configuration the player gives its factory")
    // The viewport it sets is the prebuilt session's own, so only doubleTapZoom disagrees;
    // a JSON Lines header is checked the same way, at its line.
    #expect(
      throws: TouchStreamError(
        .sessionDisagrees(key: "viewportWidth", session: "390", stream: "800"), line: 1, column: 1)
    ) {
      _ = try TouchStreamPlayer.play(
        #"{"viewport":[800,600]}"# + "\n" + #"{"t":0,"phase":"tick"}"#, format: .jsonLines,
        session: { _ in prebuilt }, { _ in })
    }
    var outputs: [ImageViewerSession.Output] = []
    let played = try TouchStreamPlayer.play("0 down 1 195 422\n0.05 up 1 195 422\n", format: .text) { _ in
      prebuilt
    } _: {
      outputs.append($0)
    }
    #expect(outputs.count == 3)  // doubleTap failed, tap recognized, chromeToggled
    #expect(!played.viewer.state.chromeVisible)
  }

  @Test("an importer's samples, as records, play as gesture-sim play --from plays the recording")
  func importerSamplesAsRecords() throws {
    let events: [PointerEvent] = [
      PointerEvent(kind: .down, pointerID: 7, clientX: 195, clientY: 422, timeStamp: 1000),
      PointerEvent(kind: .up, pointerID: 7, clientX: 195, clientY: 422, timeStamp: 1080),
      PointerEvent(kind: .down, pointerID: 9, clientX: 197, clientY: 424, timeStamp: 1200),
      PointerEvent(kind: .up, pointerID: 9, clientX: 197, clientY: 424, timeStamp: 1270),
    ]
    var decoder = PointerEventDecoder()
    let records = try events.compactMap { try decoder.decode($0) }.map(TouchStreamRecord.sample)
    let log = EventLog(format: .text)
    var lines: [String] = []
    let session = try TouchStreamPlayer.play(records) {
      if let line = log.line(for: $0) { lines.append(line) }
    }
    lines.append(log.stateLine(session.viewer.state))
    let json =
      "["
      + events.map { event in
        let type = event.kind == .down ? "pointerdown" : "pointerup"
        return #"{"type":"\#(type)","pointerId":\#(event.pointerID),"clientX":\#(event.clientX),"#
          + #""clientY":\#(event.clientY),"timeStamp":\#(event.timeStamp)}"#
      }.joined(separator: ",") + "]"
    try CommandLineTestSupport.withFile(named: "taps.json", json) { path in
      let played = CommandLineTestSupport.run(["play", "--from", "pointer-events", path])
      #expect(played.code == 0)
      #expect(played.standardOutput == lines.joined(separator: "\n") + "\n")
    }
    #expect(lines.contains("0.270 doubleTap recognized"))
  }

  @Test("a device recording plays through a factory's session as through the standard one")
  func recordingThroughAFactory() throws {
    let events = """
      {"type":"pointerdown","pointerId":1,"timeStamp":1000,"clientX":195,"clientY":422}
      {"type":"pointerup","pointerId":1,"timeStamp":1700,"clientX":195,"clientY":422}
      """
    let viewport = Size(width: 390, height: 844)
    func play(_ player: inout RecordingPlayer) throws -> [String] {
      let log = EventLog(format: .text)
      var lines: [String] = []
      try player.append(Array(events.utf8)) { if let line = log.line(for: $0) { lines.append(line) } }
      try player.finish { if let line = log.line(for: $0) { lines.append(line) } }
      return lines
    }
    var standard = RecordingPlayer(try RecordingDecoder(format: .pointerEvents, viewport: viewport))
    var own = RecordingPlayer(try RecordingDecoder(format: .pointerEvents, viewport: viewport)) {
      configuration in
      var engine = try GestureEngine(standardSetWith: configuration)
      try engine.add(HeldPressRecognizer(minimumDuration: 0.5), named: "longPress")
      return try ImageViewerSession(engine: engine, configuration: configuration)
    }
    let standardLines = try play(&standard)
    let ownLines = try play(&own)
    // The standard set fails the press at 0.5 s, as it is too long for a tap; the long press
    // recognized then fails the pan and the pull-down, which were still watching.
    #expect(standardLines == ["0.500 doubleTap failed", "0.500 tap failed"])
    #expect(
      ownLines == [
        "0.500 doubleTap failed", "0.500 tap failed", "0.500 longPress recognized", "0.500 pullDown failed",
        "0.500 pan failed",
      ])
  }

  @Test("a refused record is reported at its position, counted as lines")
  func recordsAreLocatedByPosition() {
    let records: [TouchStreamRecord] = [
      .setting(key: "settle", value: "0.5"),
      .sample(TouchSample(time: 0, phase: .down, id: TouchID(1), location: Point(x: 195, y: 422))),
      .sample(TouchSample(time: 0.1, phase: .move, id: TouchID(5), location: Point(x: 195, y: 430))),
    ]
    #expect(throws: TouchStreamError(.touchNotDown(TouchID(5), phase: .move), line: 3, column: 10)) {
      _ = try TouchStreamPlayer.play(records) { _ in }
    }
    #expect(throws: TouchStreamError(.configuration(.unknownKey("setle")), line: 1, column: 6)) {
      _ = try TouchStreamPlayer.play([.setting(key: "setle", value: "1"), .tick(time: 0)]) { _ in }
    }
  }

  @Test("a record after bytes that stop mid-line is refused where the line stops")
  func recordInsideALine() throws {
    var player = TouchStreamPlayer(format: .text)
    try player.append(Array("0 down 1 195 422\n0.1 mo".utf8)) { _ in }
    let error = TouchStreamError(.recordInsideLine, line: 2, column: 7)
    #expect(throws: error) {
      try player.append(.tick(time: 0.2)) { _ in }
    }
    #expect(
      error.description
        == "2:7: error: a record cannot continue a line; end the bytes given before it with a line break")
  }

  @Test("records and bytes mix line by line, in the player's own form")
  func recordsAfterWholeLines() throws {
    var lines: [String] = []
    var player = TouchStreamPlayer(format: .jsonLines)
    let log = EventLog(format: .text)
    try player.append(Array(#"{"t":0,"phase":"down","id":1,"x":195,"y":422}"#.utf8 + [10])) {
      if let line = log.line(for: $0) { lines.append(line) }
    }
    try player.append(
      .sample(TouchSample(time: 0.05, phase: .up, id: TouchID(1), location: Point(x: 195, y: 422)))
    ) {
      if let line = log.line(for: $0) { lines.append(line) }
    }
    try player.finish { if let line = log.line(for: $0) { lines.append(line) } }
    #expect(
      lines == ["0.350 doubleTap failed", "0.350 tap recognized", "0.350 viewer chromeToggled visible=false"])
  }
}

/// What a factory was given, kept across the `@Sendable` boundary.
private final class Captured: @unchecked Sendable {
  private let lock = NSLock()
  private var value: GestureConfiguration?

  var configuration: GestureConfiguration? {
    get { lock.withLock { value } }
    set { lock.withLock { value = newValue } }
  }
}
