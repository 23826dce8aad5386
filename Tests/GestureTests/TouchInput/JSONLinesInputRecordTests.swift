import Testing

@testable import GestureKitLite
@testable import GestureKitLiteStreams

/// The JSON Lines form's wheel, key and action records (SPEC §2.4).
@Suite struct JSONLinesInputRecordTests {
  typealias S = StreamTestSupport
  typealias T = TextInputRecordTests

  private func expectJSONRefusal(
    _ stream: String, line: Int = 1, column: Int, _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expectRefusal(stream, .jsonLines, line: line, column: column, message, sourceLocation: sourceLocation)
  }

  // MARK: - Reading

  @Test("the lines of SPEC §2.4 read as a wheel, a key and an action")
  func specExample() throws {
    let stream = """
      {"t":0.5,"phase":"wheel","x":195,"y":422,"dx":0,"dy":40,"mode":"pixel","mods":["ctrl"]}
      {"t":1,"phase":"key","key":"ArrowRight","mods":[]}
      {"t":1.5,"phase":"action","action":"zoomIn"}
      """
    #expect(
      try S.records(stream, .jsonLines) == [
        T.wheel(0.5, 195, 422, 0, 40, [.ctrl]), T.key(1, "ArrowRight"),
        .action(ActionInput(time: 1.5, action: .zoomIn)),
      ])
  }

  @Test("members come in any order, escapes are decoded, other numbers are attributes in line order")
  func membersInAnyOrder() throws {
    #expect(
      try S.records(
        #"{"mods":["meta","shift"],"a":1,"dy":-3,"mode":"line","b":2,"dx":4,"y":2,"x":1,"phase":"wheel","t":0}"#,
        .jsonLines)
        == [
          T.wheel(
            0, 1, 2, 4, -3, mode: .line, [.shift, .meta],
            [TouchAttribute(key: "a", value: 1), TouchAttribute(key: "b", value: 2)])
        ])
    #expect(try S.records(#"{"t":0,"phase":"k\u0065y","key":"\u00f6"}"#, .jsonLines) == [T.key(0, "ö")])
    #expect(try S.records(#"{"t":0,"phase":"key","key":"mods=ctrl"}"#, .jsonLines) == [T.key(0, "mods=ctrl")])
  }

  @Test("a member another record names is an attribute, in its place, on a record that lacks it")
  func otherRecordsMembersAreAttributes() throws {
    #expect(
      try S.records(#"{"t":0,"phase":"key","key":"a","f":1,"dx":3,"g":2,"mode":4}"#, .jsonLines)
        == [
          T.key(
            0, "a", [],
            [
              TouchAttribute(key: "f", value: 1), TouchAttribute(key: "dx", value: 3),
              TouchAttribute(key: "g", value: 2), TouchAttribute(key: "mode", value: 4),
            ])
        ])
    #expect(
      try S.records(#"{"dy":2,"t":0,"phase":"down","id":1,"x":1,"y":2,"key":3}"#, .jsonLines)
        == [
          S.sample(
            0, .down, 1, 1, 2, [TouchAttribute(key: "dy", value: 2), TouchAttribute(key: "key", value: 3)])
        ])
    expectJSONRefusal(
      #"{"t":0,"phase":"down","id":1,"x":1,"y":2,"mods":["ctrl"]}"#, column: 49,
      #"expected a number for attribute mods, found '["ctrl"]'"#)
  }

  // MARK: - Refusals

  @Test("a wheel's missing or malformed member is refused at the brace or the value")
  func wheelMembers() {
    expectJSONRefusal(
      #"{"t":0,"phase":"wheel","x":1,"y":2,"dx":3}"#, column: 42,
      #"expected a "dy" member, found the end of the line"#)
    expectJSONRefusal(
      #"{"t":0,"phase":"wheel","y":2,"dx":3,"dy":4}"#, column: 43,
      #"expected an "x" member, found the end of the line"#)
    expectJSONRefusal(
      #"{"t":0,"phase":"wheel","x":1,"y":2,"dx":"3","dy":4}"#, column: 41,
      "expected a number for dx, found '\"3\"'")
    expectJSONRefusal(
      #"{"t":0,"phase":"wheel","x":1,"y":2,"dx":3,"dy":NaN}"#, column: 48,
      "expected a finite number, found 'NaN'")
    expectJSONRefusal(
      #"{"t":0,"phase":"wheel","x":1,"y":2,"dx":3,"dy":-2e9}"#, column: 48,
      "coordinate -2000000000 is out of range; expected points from -1000000000 to 1000000000")
    expectJSONRefusal(
      #"{"t":0,"phase":"wheel","x":1,"y":2,"dx":3,"dy":4,"id":1}"#, column: 50,
      #"expected an attribute name other than t, phase, id, x, y, dx and dy, found '"id"'"#)
    expectJSONRefusal(
      #"{"t":0,"phase":"wheel","x":1,"y":2,"dx":3,"dx":4}"#, column: 43,
      "key 'dx' appears twice; expected each key once per line")
  }

  @Test("an unknown mode, a mods that is not an array of known modifiers once each, are refused there")
  func modesAndModifiers() {
    let wheel = #"{"t":0,"phase":"wheel","x":1,"y":2,"dx":3,"dy":4,"#
    expectJSONRefusal(
      wheel + #""mode":"lines"}"#, column: 57, "unknown mode 'lines'; expected pixel, line or page")
    expectJSONRefusal(
      wheel + #""mode":1}"#, column: 57, #"expected a mode string: "pixel", "line" or "page", found '1'"#)
    expectJSONRefusal(
      wheel + #""mods":"ctrl"}"#, column: 57,
      #"expected an array of modifiers such as ["ctrl", "shift"], found '"ctrl"'"#)
    expectJSONRefusal(
      wheel + #""mods":["ctrl",1]}"#, column: 65,
      #"expected a modifier string: "ctrl", "shift", "alt" or "meta", found '1'"#)
    expectJSONRefusal(
      wheel + #""mods":["ctrl","Shift"]}"#, column: 65,
      "unknown modifier 'Shift'; expected ctrl, shift, alt or meta")
    expectJSONRefusal(
      wheel + #""mods":["alt", "alt"]}"#, column: 65,
      "modifier 'alt' appears twice in mods; expected each modifier once")
  }

  @Test("a key name must be a string that is a key's name; # first is refused in JSON too")
  func keyNames() {
    expectJSONRefusal(
      #"{"t":0,"phase":"key"}"#, column: 21,
      #"expected a "key" member with the key name, found the end of the line"#)
    expectJSONRefusal(
      #"{"t":0,"phase":"key","key":7}"#, column: 28,
      #"expected a key name string such as "ArrowRight", found '7'"#)
    expectJSONRefusal(
      ##"{"t":0,"phase":"key","key":"#"}"##, column: 28,
      "key name '#' begins with '#'; expected a name that does not (a # starts a comment)")
    expectJSONRefusal(
      #"{"t":0,"phase":"key","key":""}"#, column: 28,
      "empty key name; expected a W3C key value such as ArrowRight, Escape, + or z")
    expectJSONRefusal(
      #"{"t":0,"phase":"key","key":"a b"}"#, column: 28,
      "key name 'a b' holds whitespace, a control or an invisible character (U+0020); "
        + "expected printable characters without spaces (the space bar is Space)")
    expectJSONRefusal(
      #"{"t":0,"phase":"key","key":"a","x":1}"#, column: 32,
      #"expected an attribute name other than t, phase, id, x, y and key, found '"x"'"#)
  }

  @Test("an action must be one of the seven, as a string, and takes no mods")
  func actions() {
    expectJSONRefusal(
      #"{"t":0,"phase":"action","action":"zoom"}"#, column: 34,
      "unknown action 'zoom'; expected zoomIn, zoomOut, resetZoom, nextPage, previousPage, dismiss or toggleChrome"
    )
    expectJSONRefusal(
      #"{"t":0,"phase":"action","action":2}"#, column: 34,
      "expected an action: zoomIn, zoomOut, resetZoom, nextPage, previousPage, dismiss or toggleChrome, found '2'"
    )
    expectJSONRefusal(
      #"{"t":0,"phase":"action"}"#, column: 24, #"expected an "action" member, found the end of the line"#)
    expectJSONRefusal(
      #"{"t":0,"phase":"action","action":"zoomIn","mods":[]}"#, column: 43,
      "mods on an action; expected none (an action takes no modifiers)")
    expectJSONRefusal(
      #"{"t":0,"phase":"action","y":3,"action":"zoomIn"}"#, column: 25,
      #"expected an attribute name other than t, phase, id, x, y and action, found '"y"'"#)
  }

  @Test("records keep time order with samples in JSON too")
  func timeOrder() {
    expectJSONRefusal(
      "{\"t\":1,\"phase\":\"tick\"}\n{\"t\":0.5,\"phase\":\"action\",\"action\":\"dismiss\"}", line: 2,
      column: 6,
      "time went backwards: 0.5 is before 1")
  }
}
