import Foundation
import GestureKitLite
import Testing

/// A recognizer of your own may report NaN or an infinity (only a standard
/// part's values are held to the viewer's ranges); every JSON line stays
/// JSON all the same (issue 27).
@Suite("event logs: non-finite values")
struct NonFiniteValueLogTests {
  private let event = GestureEvent(
    time: Timestamp(seconds: 1.25), recognizer: RecognizerID(index: 5), name: RecognizerName("knob")!,
    state: .changed,
    value: GestureValue(location: Point(x: .nan, y: 2), progress: -.infinity, angle: .infinity))

  @Test("a plug-in's NaN and infinities are the strings NaN, Infinity and -Infinity in JSON Lines")
  func jsonLine() throws {
    let log = EventLog(format: .jsonl, includesChanges: true, includesValues: true)
    let line = try #require(log.line(for: .recognizer(event)))
    #expect(
      line
        == #"{"t":1.25,"type":"recognizer","name":"knob","state":"changed","location":["NaN",2],"progress":"-Infinity","angle":"Infinity"}"#
    )
    let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    #expect(object["angle"] as? String == "Infinity" && object["progress"] as? String == "-Infinity")
    #expect((object["location"] as? [Any])?.first as? String == "NaN")
    // What a reader does with them: Swift's Double(_:), like Python's float() and JavaScript's Number().
    #expect(Double("-Infinity") == -.infinity && Double("NaN")?.isNaN == true)
  }

  @Test("the text form prints them as nan, inf and -inf")
  func textLine() throws {
    let log = EventLog(format: .text, includesChanges: true, includesValues: true)
    #expect(log.line(for: .recognizer(event)) == "1.250 knob changed location=nan,2 progress=-inf angle=inf")
  }
}
