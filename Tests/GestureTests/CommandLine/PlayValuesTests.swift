import Foundation
import GestureKitLite
import Testing

@testable import gesture_sim

/// `gesture-sim play --values` (SPEC §6): each recognizer event's values, the
/// fields its recognizer reports, in both output forms.
@Suite("command line: play --values")
struct PlayValuesTests {
  /// A tap, then a drag that pans 100 pt left in four frames (the quadratic
  /// fit of its five positions gives -1625 pt/s at the lift).
  private static let stream = """
    0 down 1 195 400
    0.05 up 1 195 400
    1 down 1 300 500
    1.016 move 1 280 500
    1.032 move 1 250 500
    1.048 move 1 220 500
    1.064 up 1 200 500

    """

  // A file of its own for each call: the suite's tests run in parallel, and one
  // removing a shared file made another fail now and then.
  private func play(_ options: [String]) throws -> [String] {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesturekit-values-\(UUID().uuidString).touches").path
    _ = FileManager.default.createFile(atPath: path, contents: Data(Self.stream.utf8))
    defer { try? FileManager.default.removeItem(atPath: path) }
    var sink = OutputSink(capturing: true)
    let code = GestureSim.run(["play", path] + options, output: &sink)
    sink.flush()
    #expect(code == 0, "\(sink.capturedErrors)")
    return String(decoding: sink.captured, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  @Test("text lines carry key=value fields: the tap's location, the pan's travel and its release velocity")
  func textValues() throws {
    let lines = try play(["--values"]).filter { !$0.contains(" state ") && !$0.contains(" failed") }
    #expect(
      lines == [
        "0.350 tap recognized location=195,400 touchCount=1",
        "0.350 viewer chromeToggled visible=false",
        "1.016 pan began translation=-20,0 location=280,500 touchCount=1",
        "1.064 pan ended translation=-100,0 location=200,500 touchCount=1 velocity=-1625,0",
        "1.064 viewer pageChanged page=1",
      ])
  }

  @Test("JSON lines carry the same fields as members, points as arrays")
  func jsonValues() throws {
    let lines = try play(["--values", "--format", "jsonl"]).filter {
      $0.contains("\"pan\"") && !$0.contains("failed")
    }
    #expect(
      lines == [
        #"{"t":1.016,"type":"recognizer","name":"pan","state":"began","translation":[-20,0],"location":[280,500],"touchCount":1}"#,
        #"{"t":1.064,"type":"recognizer","name":"pan","state":"ended","translation":[-100,0],"location":[200,500],"touchCount":1,"velocity":[-1625,0]}"#,
      ])
  }

  @Test("without --values the lines are as before; failed lines never carry values")
  func withoutValues() throws {
    let plain = try play([])
    #expect(plain.contains("1.064 pan ended"))
    #expect(try play(["--values"]).contains("1.016 tap failed"))
  }

  @Test("--changes --values gives every changed pinch its scale, focal point, translation and touches")
  func pinchValues() throws {
    #expect(
      StandardRecognizer.pinch.reportedFields(in: .changed) == [.scale, .focal, .translation, .touchCount])
    #expect(
      StandardRecognizer.pinch.reportedFields(in: .ended)
        == [.scale, .focal, .translation, .touchCount, .velocity, .scaleVelocity])
    #expect(StandardRecognizer.pullDown.reportedFields(in: .failed) == [])
    let report = Report(format: .text, includesChanges: true, includesValues: true)
    let event = GestureEvent(
      time: Timestamp(seconds: 0.483), recognizer: StandardRecognizer.pinch.id,
      name: RecognizerName("pinch")!,
      state: .changed,
      value: try GestureValue(location: Point(x: 195, y: 422), scale: 1.2, touchCount: 2))
    #expect(
      report.line(for: event, name: "pinch", fields: StandardRecognizer.pinch.reportedFields(in: .changed))
        == "0.483 pinch changed scale=1.2 focal=195,422 translation=0,0 touchCount=2")
  }
}
