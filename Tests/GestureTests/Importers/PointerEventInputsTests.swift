import GestureKitLite
import GestureKitLiteImporters
import GestureKitLiteStreams
import Testing

/// A page's `wheel` and `keydown` events in a W3C Pointer Events recording
/// (SPEC §7, contract 1.3): the importer reads them as `wheel` and `key` records.
@Suite struct PointerEventInputsTests {
  private typealias Support = ImportTestSupport

  /// A scroll, a trackpad pinch (ctrl), a line-mode wheel, two arrow keys (the
  /// second an auto-repeat) and a zoom key with shift, between a tap's pointer events.
  static let recording = """
    [{"type":"pointerdown","pointerId":1,"clientX":195,"clientY":422,"timeStamp":1000},
     {"type":"pointerup","pointerId":1,"clientX":195,"clientY":422,"timeStamp":1080},
     {"type":"wheel","clientX":195,"clientY":422,"deltaX":0,"deltaY":40,"deltaMode":0,"ctrlKey":false,"shiftKey":false,"altKey":false,"metaKey":false,"timeStamp":1500},
     {"type":"wheel","clientX":100.5,"clientY":300,"deltaX":0,"deltaY":-69.3147,"ctrlKey":true,"timeStamp":1516.5},
     {"type":"wheel","clientX":100,"clientY":300,"deltaX":0,"deltaY":3,"deltaMode":1,"timeStamp":1600},
     {"type":"keydown","key":"ArrowRight","code":"ArrowRight","repeat":false,"ctrlKey":false,"shiftKey":false,"altKey":false,"metaKey":false,"timeStamp":2000},
     {"type":"keydown","key":"ArrowRight","repeat":true,"timeStamp":2033},
     {"type":"keydown","key":"Z","shiftKey":true,"timeStamp":2500},
     {"type":"keydown","key":" ","timeStamp":2600}]
    """

  @Test(
    "wheel and keydown events become wheel and key records, with their modes and modifiers, in time order; the space bar is Space"
  )
  func wheelsAndKeys() throws {
    #expect(
      try Support.records(pointerEvents: Self.recording) == [
        "0 down 0 195 422", "0.08 up 0 195 422", "0.5 wheel 195 422 0 40",
        "0.5165 wheel 100.5 300 0 -69.3147 mods=ctrl", "0.6 wheel 100 300 0 3 mode=line",
        "1 key ArrowRight", "1.033 key ArrowRight", "1.5 key Z mods=shift",
        "1.6 key Space",
      ])
  }

  @Test("a wheel's pixel deltas scale as positions do; line and page deltas are counts and stay")
  func scaledDeltas() throws {
    let mapping = CoordinateMapping(scale: Point(x: 0.5, y: 0.5))
    let text = """
      {"type":"wheel","clientX":200,"clientY":400,"deltaX":10,"deltaY":40,"timeStamp":0}
      {"type":"wheel","clientX":200,"clientY":400,"deltaX":0,"deltaY":1,"deltaMode":2,"timeStamp":10}
      """
    #expect(
      try Support.records(pointerEvents: text, mapping: mapping) == [
        "0 wheel 100 200 5 20", "0.01 wheel 100 200 0 1 mode=page",
      ])
  }

  @Test("the samples-only decode skips wheels and keys but keeps their time rules")
  func samplesOnly() throws {
    let samples = try Support.samples(pointerEvents: Self.recording)
    #expect(Support.text(samples) == ["0 down 0 195 422", "0.08 up 0 195 422"])
    let backwards = """
      {"type":"keydown","key":"a","timeStamp":50}
      {"type":"pointerdown","pointerId":1,"clientX":1,"clientY":2,"timeStamp":40}
      """
    let error = Support.error { () throws(TouchImportError) in
      _ = try Support.samples(pointerEvents: backwards)
    }
    #expect(error?.description == "2:73: error: time went backwards: 0.040000 is before 0.050000")
  }

  @Test("bad wheel and keydown events are refused at the member at fault")
  func refusals() {
    let cases: [(String, String)] = [
      (
        #"{"type":"wheel","clientX":1,"clientY":2,"deltaX":0,"deltaY":1,"deltaMode":3,"timeStamp":3}"#,
        "1:75: error: expected 0, 1 or 2 for deltaMode, found '3'"
      ),
      (
        #"{"type":"wheel","clientX":1,"clientY":2,"deltaX":0,"deltaY":1,"ctrlKey":1,"timeStamp":3}"#,
        "1:73: error: expected true or false for ctrlKey, found '1'"
      ),
      (
        #"{"type":"wheel","clientX":1,"clientY":2,"deltaX":0,"timeStamp":3}"#,
        "1:1: error: expected a \"deltaY\" member in the wheel event"
      ),
      (
        #"{"type":"wheel","clientX":1,"clientY":2,"deltaX":0,"deltaY":2e9,"timeStamp":3}"#,
        "1:61: error: coordinate 2000000000 is out of range; expected points from -1000000000 to 1000000000"
      ),
      (#"{"type":"keydown","timeStamp":3}"#, "1:1: error: expected a \"key\" member in the keydown event"),
      (
        #"{"type":"keydown","key":"Page Down","timeStamp":3}"#,
        "1:25: error: key name 'Page Down' holds whitespace, a control or an invisible character (U+0020); "
          + "expected printable characters without spaces (the space bar is Space)"
      ),
      (#"{"type":"keydown","key":7,"timeStamp":3}"#, "1:25: error: expected a string for key, found '7'"),
      (
        #"{"type":"keydown","key":"a","shiftKey":true,"shiftKey":true,"timeStamp":3}"#,
        "1:45: error: key 'shiftKey' appears twice; expected each key once per event"
      ),
    ]
    for (text, message) in cases {
      let error = Support.error { () throws(TouchImportError) in _ = try Support.records(pointerEvents: text)
      }
      #expect(error?.description == message, "\(text)")
    }
  }

  @Test("a recording of keys alone is a recording: the import does not call it empty")
  func keysAlone() throws {
    var decoder = try RecordingDecoder(format: .pointerEvents, viewport: Size(width: 390, height: 844))
    var records: [TouchStreamRecord] = []
    try decoder.append(Array(#"{"type":"keydown","key":"Escape","timeStamp":12}"#.utf8), into: &records)
    try decoder.finish(into: &records)
    #expect(records == [.key(KeyInput(time: 0, key: "Escape"))])
  }
}
