import Testing

@testable import GestureKitLite
@testable import GestureKitLiteStreams

/// The text form's wheel, key and action records (SPEC §2.4): what they
/// read as, and every refusal with its line, column and message.
@Suite struct TextInputRecordTests {
  typealias S = StreamTestSupport

  static func wheel(
    _ time: Double, _ x: Double, _ y: Double, _ dx: Double, _ dy: Double,
    mode: WheelInput.DeltaMode = .pixel, _ modifiers: ModifierKeys = [], _ attributes: [TouchAttribute] = []
  ) -> TouchStreamRecord {
    .wheel(
      WheelInput(
        time: time, location: Point(x: x, y: y), deltaX: dx, deltaY: dy, mode: mode, modifiers: modifiers,
        attributes: attributes))
  }

  static func key(
    _ time: Double, _ name: String, _ modifiers: ModifierKeys = [], _ attributes: [TouchAttribute] = []
  ) -> TouchStreamRecord {
    .key(KeyInput(time: time, key: name, modifiers: modifiers, attributes: attributes))
  }

  // MARK: - Reading

  @Test("the example of SPEC §2.4 reads as wheels, keys and an action")
  func specExample() throws {
    let stream = """
      0.500 wheel 195 422 0 40                  # TIME wheel X Y DX DY: a scroll at the pointer (X, Y)
      0.516 wheel 195 422 0 -12.5 mods=ctrl     # a trackpad pinch as browsers deliver it (ctrl+wheel)
      0.700 wheel 195 422 0 3 mode=line         # DX DY in lines (mode=line) or pages (mode=page)
      1.000 key ArrowRight                      # TIME key NAME [mods=...]
      1.200 key + mods=shift
      1.500 action zoomIn                       # TIME action NAME
      """
    #expect(
      try S.records(stream) == [
        Self.wheel(0.5, 195, 422, 0, 40),
        Self.wheel(0.516, 195, 422, 0, -12.5, [.ctrl]),
        Self.wheel(0.7, 195, 422, 0, 3, mode: .line),
        Self.key(1, "ArrowRight"),
        Self.key(1.2, "+", [.shift]),
        .action(ActionInput(time: 1.5, action: .zoomIn)),
      ])
  }

  @Test("mode, mods and attributes follow in any order; mods list any modifiers once each")
  func optionsInAnyOrder() throws {
    let force = TouchAttribute(key: "force", value: 0.5)
    #expect(
      try S.records("0 wheel 1 2 3 4 force=0.5 mods=meta,alt,shift,ctrl mode=page")
        == [Self.wheel(0, 1, 2, 3, 4, mode: .page, [.ctrl, .shift, .alt, .meta], [force])])
    #expect(try S.records("0 wheel -5 2e3 0 0 mode=pixel") == [Self.wheel(0, -5, 2000, 0, 0)])
    #expect(try S.records("0 key a force=0.5 mods=alt") == [Self.key(0, "a", [.alt], [force])])
    #expect(
      try S.records("0 action dismiss force=0.5")
        == [.action(ActionInput(time: 0, action: .dismiss, attributes: [force]))])
  }

  @Test("a key's name is the field right after key, whatever it holds")
  func keyNameIsTheNextField() throws {
    #expect(try S.records("0 key =") == [Self.key(0, "=")])
    #expect(try S.records("0 key mods=ctrl") == [Self.key(0, "mods=ctrl")])
    #expect(try S.records("0 key mods=ctrl mods=ctrl") == [Self.key(0, "mods=ctrl", [.ctrl])])
    #expect(try S.records("0 key force=1") == [Self.key(0, "force=1")])
    #expect(try S.records("0 key ö") == [Self.key(0, "ö")])
    #expect(try S.records("0 key Space") == [Self.key(0, "Space")])
    #expect(try S.records("0 key a#b # a comment") == [Self.key(0, "a#b")])
    #expect(try S.records("0 key 1.5") == [Self.key(0, "1.5")])
  }

  @Test("mode on a key or an action is an attribute like any other")
  func modeElsewhereIsAnAttribute() throws {
    #expect(
      try S.records("0 key a mode=2") == [Self.key(0, "a", [], [TouchAttribute(key: "mode", value: 2)])])
    expectRefusal(
      "0 key a mode=line", line: 1, column: 14, "expected a number for attribute mode, found 'line'")
  }

  @Test("a record counts as a sample: directives must come before it")
  func recordsStartTheStream() {
    expectRefusal(
      "0 key a\n@set tapSlop=4", line: 2, column: 1,
      "@set after the first sample; directives must come before it")
    expectRefusal(
      "0 action zoomIn\n@viewport 320 480", line: 2, column: 1,
      "@viewport after the first sample; directives must come before it")
  }

  @Test("a stream of records alone is a stream to play")
  func recordsAloneAreAStream() throws {
    #expect(
      try S.records("@viewport 320 480\n0 key z\n") == [
        .viewport(Size(width: 320, height: 480)), Self.key(0, "z"),
      ])
  }

  @Test("records keep the stream's time order with samples and ticks, equal times allowed")
  func timeOrderWithSamples() throws {
    let records = try S.records(
      "0 down 1 1 1\n0.1 wheel 1 1 0 5\n0.1 move 1 2 2\n0.1 key a\n0.2 tick\n0.2 action nextPage\n0.3 up 1 2 2"
    )
    #expect(records.count == 7)
    expectRefusal(
      "0.5 down 1 1 1\n0.4 key a", line: 2, column: 1, "time went backwards: 0.4 is before 0.5")
    expectRefusal(
      "0.5 key a\n0.4 down 1 1 1", line: 2, column: 1, "time went backwards: 0.4 is before 0.5")
    expectRefusal(
      "0.5 action zoomIn\n0.4 wheel 1 1 0 0", line: 2, column: 1, "time went backwards: 0.4 is before 0.5")
  }

  @Test("records read the same however the bytes are cut, in either form")
  func chunkedReading() throws {
    let text = "0 wheel 195 422 0 -12.5 mods=ctrl\n0.2 key ö mods=shift\r\n0.4 action nextPage\n"
    let json = JSONLinesTouchStreamWriter.text(for: try S.records(text))
    for (stream, format) in [(text, TouchStreamFormat.text), (json, .jsonLines)] {
      let whole = try S.records(stream, format)
      #expect(whole.count == 3)
      for size in [1, 2, 5, 17] {
        let chunks = Array(repeating: size, count: stream.utf8.count / size + 1)
        #expect(
          try S.records(bytes: Array(stream.utf8), format, chunkSizes: chunks) == whole, "\(format) \(size)")
      }
    }
  }

  // MARK: - Refusals

  @Test("a wheel's missing or non-numeric field is refused where it should be")
  func wheelFields() {
    expectRefusal("0 wheel", line: 1, column: 8, "expected a number for x, found the end of the line")
    expectRefusal("0 wheel 1 2 3", line: 1, column: 14, "expected a number for dy, found the end of the line")
    expectRefusal(
      "0 wheel 1 2 # 3 4", line: 1, column: 13, "expected a number for dx, found the end of the line")
    expectRefusal("0 wheel 1 2 three 4", line: 1, column: 13, "expected a number for dx, found 'three'")
    expectRefusal("0 wheel 1 2 3 nan", line: 1, column: 15, "expected a finite number, found 'nan'")
    expectRefusal(
      "0 wheel 1 2 1e309 0", line: 1, column: 13,
      "number '1e309' is beyond the range of a Double; expected a magnitude below 1.8e308")
    expectRefusal(
      "0 wheel 1 2 0 2e9", line: 1, column: 15,
      "coordinate 2000000000 is out of range; expected points from -1000000000 to 1000000000")
    expectRefusal(
      "0 wheel 1 -2e9 0 0", line: 1, column: 11,
      "coordinate -2000000000 is out of range; expected points from -1000000000 to 1000000000")
    expectRefusal("0 wheel 1 2 3 4 5", line: 1, column: 17, "expected an attribute key=value, found '5'")
  }

  @Test("an unknown or repeated mode is refused at its value or its field")
  func wheelModes() {
    expectRefusal(
      "0 wheel 1 2 3 4 mode=lines", line: 1, column: 22, "unknown mode 'lines'; expected pixel, line or page")
    expectRefusal(
      "0 wheel 1 2 3 4 mode=", line: 1, column: 22, "unknown mode ''; expected pixel, line or page")
    expectRefusal(
      "0 wheel 1 2 3 4 mode=line mode=page", line: 1, column: 27,
      "key 'mode' appears twice; expected each key once per line")
  }

  @Test("an unknown, empty or repeated modifier is refused at its own column")
  func modifiers() {
    expectRefusal(
      "0 wheel 1 2 3 4 mods=ctrl,hyper", line: 1, column: 27,
      "unknown modifier 'hyper'; expected ctrl, shift, alt or meta")
    expectRefusal(
      "0 key a mods=Ctrl", line: 1, column: 14, "unknown modifier 'Ctrl'; expected ctrl, shift, alt or meta")
    expectRefusal(
      "0 key a mods=", line: 1, column: 14, "unknown modifier ''; expected ctrl, shift, alt or meta")
    expectRefusal(
      "0 key a mods=ctrl,,alt", line: 1, column: 19, "unknown modifier ''; expected ctrl, shift, alt or meta")
    expectRefusal(
      "0 wheel 1 2 3 4 mods=shift,alt,shift", line: 1, column: 32,
      "modifier 'shift' appears twice in mods; expected each modifier once")
    expectRefusal(
      "0 key a mods=ctrl mods=alt", line: 1, column: 19,
      "key 'mods' appears twice; expected each key once per line")
  }

  @Test("a key without a name, or with a name that is not one, is refused at the name")
  func keyNames() {
    expectRefusal(
      "0 key", line: 1, column: 6,
      "expected a key name (a W3C key value such as ArrowRight, Escape, + or z), found the end of the line")
    expectRefusal(
      "0 key #a", line: 1, column: 7,
      "expected a key name (a W3C key value such as ArrowRight, Escape, + or z), found the end of the line")
    expectRefusal(
      "0 key a\u{200B}b", line: 1, column: 7,
      "key name 'a\\u{200B}b' holds whitespace, a control or an invisible character (U+200B); "
        + "expected printable characters without spaces (the space bar is Space)")
    expectRefusal(
      "0 key a\rb", line: 1, column: 7,
      "key name 'a\\rb' holds whitespace, a control or an invisible character (U+000D); "
        + "expected printable characters without spaces (the space bar is Space)")
    expectRefusal("0 key\ta", line: 1, column: 6, "expected a space between fields, found '\\t'")
  }

  @Test("an unknown action lists the actions; mods on an action is refused")
  func actions() {
    expectRefusal(
      "0 action zoom", line: 1, column: 10,
      "unknown action 'zoom'; expected zoomIn, zoomOut, resetZoom, nextPage, previousPage, dismiss or toggleChrome"
    )
    expectRefusal(
      "0 action", line: 1, column: 9,
      "expected an action: zoomIn, zoomOut, resetZoom, nextPage, previousPage, dismiss or toggleChrome, "
        + "found the end of the line")
    expectRefusal(
      "0 action zoomIn mods=ctrl", line: 1, column: 17,
      "mods on an action; expected none (an action takes no modifiers)")
    expectRefusal(
      "0 action zoomIn mods=", line: 1, column: 17,
      "mods on an action; expected none (an action takes no modifiers)")
  }

  @Test("a record's own field names, and a sample's, cannot be its attributes")
  func reservedAttributes() {
    expectRefusal(
      "0 wheel 1 2 3 4 dx=1", line: 1, column: 17,
      "expected an attribute name other than t, phase, id, x, y, dx and dy, found 'dx'")
    expectRefusal(
      "0 key a id=1", line: 1, column: 9,
      "expected an attribute name other than t, phase, id, x, y and key, found 'id'")
    expectRefusal(
      "0 action zoomIn action=1", line: 1, column: 17,
      "expected an attribute name other than t, phase, id, x, y and action, found 'action'")
    expectRefusal(
      "0 key a force=1 force=2", line: 1, column: 17,
      "key 'force' appears twice; expected each key once per line")
    expectRefusal(
      "0 action zoomIn 3x=1", line: 1, column: 17,
      "expected an attribute name: a letter, then letters, digits or _, found '3x'")
  }

  @Test("a refused record leaves the reader as it was")
  func refusalChangesNothing() throws {
    var reader = TextTouchStreamReader()
    #expect(throws: TouchStreamError.self) { try reader.read(line: "1 key a mods=bogus", number: 1) }
    #expect(!reader.hasReadFirstSample)
    #expect(try reader.read(line: "0.5 key a", number: 2) == Self.key(0.5, "a"))
    #expect(throws: TouchStreamError.self) { try reader.read(line: "0.4 wheel 1 1 0 0", number: 3) }
    #expect(
      try reader.read(line: "0.5 action zoomIn", number: 4)
        == .action(ActionInput(time: 0.5, action: .zoomIn)))
  }
}
