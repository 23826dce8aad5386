import GestureKitLite

/// Writes records in the JSON Lines form of a touch stream (`.jsonl`, SPEC §2.2).
///
/// A sample becomes `{"t":0,"phase":"down","id":1,"x":195,"y":400}` with its
/// attributes as further members, in order; a tick `{"t":0.6,"phase":"tick"}`;
/// the records of SPEC §2.4
/// `{"t":0.5,"phase":"wheel","x":195,"y":422,"dx":0,"dy":40,"mods":["ctrl"]}`,
/// `{"t":1,"phase":"key","key":"ArrowRight"}` and
/// `{"t":1.5,"phase":"action","action":"zoomIn"}`. As in the text form, a
/// `"mode"` of `"pixel"` and an empty `"mods"` are left out (the reader
/// takes them either way; docs/Decisions.md), and modifiers are listed in the
/// order ctrl, shift, alt, meta.
/// Directives are gathered into a header object,
/// `{"viewport":[390,844],"set":{"doubleTapInterval":0.25}}`, written before
/// the next sample, tick or input record (or by ``finish(to:)``). A setting's value is
/// written bare when it is `true`, `false` or a JSON number, and as a string
/// otherwise (`".25"`), so that it reads back as the same text.
///
/// Directives that one object cannot hold in their order (a second viewport,
/// a key set twice) start another header line, which
/// ``JSONLinesTouchStreamReader`` accepts before the first sample. Numbers
/// are written in the shortest form that reads back as the same `Double`. So
/// the reader gives back exactly the records written, and writing them again
/// gives the same bytes.
///
/// ```swift
/// let text = JSONLinesTouchStreamWriter.text(for: [
///   .viewport(Size(width: 390, height: 844)), .setting(key: "settle", value: "0.5"),
///   .tick(time: 0.6),
/// ])
/// print(text, terminator: "")
/// // Prints:
/// // {"viewport":[390,844],"set":{"settle":0.5}}
/// // {"t":0.6,"phase":"tick"}
/// ```
public struct JSONLinesTouchStreamWriter: Sendable {
  /// A member of the header object being gathered.
  private enum HeaderMember: Sendable {
    case viewport(Size)
    case settings([(key: String, value: String)])
  }

  private var header: [HeaderMember] = []

  /// Creates a writer at the start of a stream.
  public init() {}

  /// Appends `record` to `output`: at once for a sample, tick or input record (after any
  /// header gathered so far), or into the header being gathered for a directive.
  public mutating func write(_ record: TouchStreamRecord, to output: inout String) {
    switch record {
    case .viewport(let size):
      let hasViewport = header.contains {
        if case .viewport = $0 { true } else { false }
      }
      if hasViewport { flushHeader(to: &output) }
      header.append(.viewport(size))
    case .setting(let key, let value):
      if case .settings(var entries)? = header.last, !entries.contains(where: { $0.key == key }) {
        entries.append((key, value))
        header[header.count - 1] = .settings(entries)
        return
      }
      let hasSettings = header.contains {
        if case .settings = $0 { true } else { false }
      }
      if hasSettings { flushHeader(to: &output) }
      header.append(.settings([(key, value)]))
    case .sample, .tick, .wheel, .key, .action:
      flushHeader(to: &output)
      output += Self.line(for: record)
      output += "\n"
    }
  }

  /// Writes the header gathered so far, if any.
  public mutating func finish(to output: inout String) {
    flushHeader(to: &output)
  }

  /// The line for `record` on its own, without a line feed; a directive
  /// becomes a header object holding only it.
  public static func line(for record: TouchStreamRecord) -> String {
    switch record {
    case .viewport(let size):
      return headerLine([.viewport(size)])
    case .setting(let key, let value):
      return headerLine([.settings([(key, value)])])
    case .tick(let time):
      return "{\"t\":\(NumberFormatting.shortest(time)),\"phase\":\"tick\"}"
    case .sample(let sample):
      var line = "{\"t\":"
      line += NumberFormatting.shortest(sample.time)
      line += ",\"phase\":\""
      line += sample.phase.name
      line += "\",\"id\":"
      line += sample.id.description
      line += ",\"x\":"
      line += NumberFormatting.shortest(sample.location.x)
      line += ",\"y\":"
      line += NumberFormatting.shortest(sample.location.y)
      appendAttributes(sample.attributes, to: &line)
      line += "}"
      return line
    case .wheel(let wheel):
      var line = "{\"t\":\(NumberFormatting.shortest(wheel.time)),\"phase\":\"wheel\""
      line += ",\"x\":\(NumberFormatting.shortest(wheel.location.x))"
      line += ",\"y\":\(NumberFormatting.shortest(wheel.location.y))"
      line += ",\"dx\":\(NumberFormatting.shortest(wheel.deltaX))"
      line += ",\"dy\":\(NumberFormatting.shortest(wheel.deltaY))"
      if wheel.mode != .pixel { line += ",\"mode\":\"\(wheel.mode.name)\"" }
      appendModifiers(wheel.modifiers, to: &line)
      appendAttributes(wheel.attributes, to: &line)
      return line + "}"
    case .key(let key):
      var line =
        "{\"t\":\(NumberFormatting.shortest(key.time)),\"phase\":\"key\",\"key\":\(jsonString(key.key))"
      appendModifiers(key.modifiers, to: &line)
      appendAttributes(key.attributes, to: &line)
      return line + "}"
    case .action(let action):
      var line = "{\"t\":\(NumberFormatting.shortest(action.time)),\"phase\":\"action\""
      line += ",\"action\":\"\(action.action.name)\""
      appendAttributes(action.attributes, to: &line)
      return line + "}"
    }
  }

  /// `,"key":value` for each attribute, in order.
  private static func appendAttributes(_ attributes: [TouchAttribute], to line: inout String) {
    for attribute in attributes {
      line += ",\(jsonString(attribute.key)):\(NumberFormatting.shortest(attribute.value))"
    }
  }

  /// `,"mods":["ctrl","shift"]`, in the order ctrl, shift, alt, meta; nothing for none.
  private static func appendModifiers(_ modifiers: ModifierKeys, to line: inout String) {
    guard !modifiers.isEmpty else { return }
    line += ",\"mods\":[" + modifiers.names.map { "\"\($0)\"" }.joined(separator: ",") + "]"
  }

  /// The whole stream for `records`, each line ending in a line feed.
  public static func text(for records: some Sequence<TouchStreamRecord>) -> String {
    var output = ""
    var writer = JSONLinesTouchStreamWriter()
    for record in records { writer.write(record, to: &output) }
    writer.finish(to: &output)
    return output
  }

  private mutating func flushHeader(to output: inout String) {
    guard !header.isEmpty else { return }
    output += Self.headerLine(header)
    output += "\n"
    header.removeAll(keepingCapacity: true)
  }

  private static func headerLine(_ members: [HeaderMember]) -> String {
    var line = "{"
    for (index, member) in members.enumerated() {
      if index > 0 { line += "," }
      switch member {
      case .viewport(let size):
        line += "\"viewport\":[\(NumberFormatting.shortest(size.width)),"
        line += "\(NumberFormatting.shortest(size.height))]"
      case .settings(let entries):
        line += "\"set\":{"
        line += entries.map { "\(jsonString($0.key)):\(jsonValue($0.value))" }.joined(
          separator: ",")
        line += "}"
      }
    }
    return line + "}"
  }

  /// A setting's value as JSON: bare when it already is a JSON scalar the
  /// reader gives back as the same text, a string otherwise.
  private static func jsonValue(_ text: String) -> String {
    if text == "true" || text == "false" { return text }
    var copy = text
    let isNumber = copy.withUTF8 { JSONLineScanner.isJSONNumber($0, 0..<$0.count) }
    return isNumber ? text : jsonString(text)
  }

  /// `text` as a JSON string literal, quotes included, with `"`, `\\` and
  /// control characters escaped; event logs and writers share it.
  public static func jsonString(_ text: String) -> String { LogValue.string(text).json }
}
