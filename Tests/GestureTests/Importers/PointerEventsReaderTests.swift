import GestureKitLite
import GestureKitLiteImporters
import Testing

@Suite struct PointerEventsReaderTests {
  private typealias Support = ImportTestSupport

  /// A one-finger tap, then a two-finger touch where the second finger hovers first (a pen).
  static let array = """
    [{"type":"pointerdown","pointerId":7,"pointerType":"touch","clientX":195,"clientY":400.5,"timeStamp":1000.0,"target":{"id":"photo","classes":["a","b"]}},
     {"type":"pointerup","pointerId":7,"clientX":195,"clientY":400.5,"timeStamp":1090.25},
     {"type":"pointerover","pointerId":3,"clientX":10,"clientY":10,"timeStamp":1100},
     {"type":"pointermove","pointerId":3,"clientX":11,"clientY":10,"timeStamp":1101},
     {"type":"pointerdown","pointerId":9,"clientX":100,"clientY":100,"timeStamp":1200},
     {"type":"pointerdown","pointerId":3,"clientX":12,"clientY":10,"timeStamp":1200},
     {"type":"pointermove","pointerId":9,"clientX":90,"clientY":100,"timeStamp":1216.667},
     {"type":"pointercancel","pointerId":9,"clientX":90,"clientY":100,"timeStamp":1233},
     {"type":"pointerup","pointerId":3,"clientX":12,"clientY":10,"timeStamp":1233}]
    """

  static let expected = [
    "0 down 0 195 400.5", "0.09025 up 0 195 400.5", "0.2 down 0 100 100", "0.2 down 1 12 10",
    "0.216667 move 0 90 100", "0.233 cancel 0 90 100", "0.233 up 1 12 10",
  ]

  @Test("a JSON array of pointer events decodes to samples; hover and notifications are skipped")
  func jsonArray() throws {
    #expect(Support.text(try Support.samples(pointerEvents: Self.array)) == Self.expected)
  }

  @Test("the same events one object a line (JSON Lines) decode the same")
  func jsonLines() throws {
    let lines = Support.lines(Self.array).map { line -> String in
      var text = line.trimmingPrefix(while: { $0 == " " || $0 == "[" })
      if text.hasSuffix(",") || text.hasSuffix("]") { text = text.dropLast() }
      return String(text)
    }.joined(separator: "\n")
    #expect(lines.hasPrefix("{\"type\":\"pointerdown\""))
    #expect(Support.text(try Support.samples(pointerEvents: lines)) == Self.expected)
  }

  @Test("the reader streams: any chunking, down to one byte at a time, gives the same samples")
  func anyChunking() throws {
    for size in [1, 2, 3, 7, 64, 1000] {
      #expect(Support.text(try Support.samples(pointerEvents: Self.array, chunkSize: size)) == Self.expected)
    }
  }

  @Test("a pretty-printed array over many lines reads, and errors point into it by line and column")
  func prettyPrinted() throws {
    let text = """
      [
        {
          "type": "pointerdown",
          "pointerId": 1,
          "clientX": 10,
          "clientY": 20,
          "timeStamp": 5
        },
        {
          "type": "pointerup",
          "pointerId": 1.5,
          "clientX": 10,
          "clientY": 20,
          "timeStamp": 6
        }
      ]
      """
    let error = Support.error { () throws(TouchImportError) in _ = try Support.samples(pointerEvents: text) }
    #expect(error?.description == "11:18: error: expected an integer for pointerId, found '1.5'")
  }

  @Test("malformed recordings are refused at the character or member at fault")
  func malformed() {
    let down = #"{"type":"pointerdown","pointerId":1,"clientX":1,"clientY":2,"timeStamp":3}"#
    let cases: [(String, String)] = [
      (
        #"{"type":"pointerdwn","pointerId":1,"clientX":1,"clientY":2,"timeStamp":3}"#,
        "1:9: error: unknown pointer event type 'pointerdwn'; expected pointerdown, pointermove, pointerup, pointercancel, wheel or keydown"
      ),
      (
        #"{"type":"pointerdown","clientX":1,"clientY":2,"timeStamp":3}"#,
        "1:1: error: expected a \"pointerId\" member in the pointer event"
      ),
      (
        #"{"type":"pointerdown","pointerId":1,"clientX":"1","clientY":2,"timeStamp":3}"#,
        "1:47: error: expected a number for clientX, found '\"1\"'"
      ),
      (
        #"{"type":"pointerdown","pointerId":1,"clientX":1,"clientX":1,"clientY":2,"timeStamp":3}"#,
        "1:49: error: key 'clientX' appears twice; expected each key once per event"
      ),
      (
        #"{"type":"pointerdown","pointerId":1,"clientX":1,"clientY":2,"timeStamp":3"#,
        "1:74: error: expected '}' to close the event object"
      ),
      (down + "\n" + down, "2:35: error: pointerdown for pointer 1, which is already down"),
      (
        down.replacingOccurrences(of: "3}", with: "9}") + "\n"
          + down.replacingOccurrences(of: "pointerdown", with: "pointerup"),
        "2:71: error: time went backwards: 0.003000 is before 0.009000"
      ),
      ("[" + down + "] x", "1:78: error: expected the end of the input after the array"),
      ("[" + down + " " + down + "]", "1:77: error: expected ',' or ']' after an event"),
      ("[" + down + ",", "1:77: error: expected ']' to close the array of events"),
      ("[1]", "1:2: error: expected a pointer event object"),
      ("pointerdown", "1:1: error: expected '[' or '{' to start the pointer events"),
      (down + ",\n" + down, "1:75: error: expected '{' to start the next pointer event"),
    ]
    for (text, message) in cases {
      let error = Support.error { () throws(TouchImportError) in _ = try Support.samples(pointerEvents: text)
      }
      #expect(error?.description == message, "\(text)")
    }
  }

  @Test("an event object larger than 64 KiB is refused where it starts")
  func objectTooLong() {
    let padding = String(repeating: "x", count: PointerEventsReader.maximumObjectLength)
    let text = "\n  {\"note\":\"\(padding)\"}"
    let error = Support.error { () throws(TouchImportError) in _ = try Support.samples(pointerEvents: text) }
    #expect(error?.description == "2:3: error: pointer event object is longer than 65536 bytes")
  }

  @Test("a UTF-8 byte-order mark is skipped and not counted in columns")
  func byteOrderMark() {
    let text = "\u{FEFF}{\"type\":\"pointerup\",\"pointerId\":true}"
    let error = Support.error { () throws(TouchImportError) in _ = try Support.samples(pointerEvents: text) }
    #expect(error?.description == "1:33: error: expected an integer for pointerId, found 'true'")
  }
}

@Suite struct PointerEventLimitsTests {
  private typealias Support = ImportTestSupport

  private static func event(_ type: String, timeStamp: String, x: String = "10") -> String {
    #"{"type":"\#(type)","pointerId":1,"clientX":\#(x),"clientY":20,"timeStamp":\#(timeStamp)}"#
  }

  @Test("timeStamps of −1.7e308 and 1.7e308 ms are refused at the first, not written as a time of inf")
  func hugeTimeStamps() {
    let text =
      Self.event("pointerdown", timeStamp: "-1.7e308") + "\n" + Self.event("pointerup", timeStamp: "1.7e308")
    let error = Support.error { () throws(TouchImportError) in _ = try Support.samples(pointerEvents: text) }
    #expect(
      error?.description
        == "1:75: error: time -1.6999999999999999e+305 is out of range; expected seconds from -10000000000 to 10000000000"
    )
  }

  @Test("a time beyond 1e10 s from the first event is refused at its timeStamp")
  func timeFromTheOriginBeyondTheLimit() {
    let text =
      Self.event("pointerdown", timeStamp: "-9e12") + "\n" + Self.event("pointerup", timeStamp: "9e12")
    let error = Support.error { () throws(TouchImportError) in _ = try Support.samples(pointerEvents: text) }
    #expect(
      error?.description
        == "2:73: error: time 18000000000 is out of range; expected seconds from -10000000000 to 10000000000")
  }

  @Test("a clientX beyond ±1e9 pt is refused at its value")
  func hugeCoordinate() {
    let text = Self.event("pointerdown", timeStamp: "5", x: "-2e9")
    let error = Support.error { () throws(TouchImportError) in _ = try Support.samples(pointerEvents: text) }
    #expect(
      error?.description
        == "1:47: error: coordinate -2000000000 is out of range; expected points from -1000000000 to 1000000000"
    )
  }
}
