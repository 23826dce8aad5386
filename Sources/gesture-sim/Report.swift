import GestureKitLite

/// Formats what `play` prints, in either output form (SPEC §6).
///
/// Text: `0.270 doubleTap recognized`, `0.270 viewer zoomToggled scale=4`,
/// times to the millisecond. JSON Lines:
/// `{"t":0.27,"type":"recognizer","name":"doubleTap","state":"recognized"}`,
/// `{"t":0.27,"type":"viewer","event":"zoomToggled","scale":4}`. Numbers are
/// in their shortest form after rounding to a millionth (of a point, or of a
/// zoom scale), so that binary-fraction noise (`585.0000000000001`) never
/// reaches a golden file; the state line's `zoomScale` and `backgroundAlpha`
/// always show a decimal point (`1.0`), as SPEC's example does.
struct Report {
  var format: OutputFormat
  /// Whether `changed` events are printed too (`--changes`).
  var includesChanges: Bool
  /// Whether recognizer lines carry the event's values (`--values`): the
  /// fields the recognizer reports (``StandardRecognizer/reportedFields(in:)``;
  /// for a recognizer outside the standard set, those it set).
  var includesValues = false

  /// The line for one output of the session, or `nil` if it is not printed.
  func line(for output: ImageViewerSession.Output) -> String? {
    switch output {
    case .recognizer(let event):
      guard includesChanges || event.state != .changed else { return nil }
      let name = event.name.description
      guard includesValues else { return line(for: event, name: name) }
      let standard = StandardRecognizer(rawValue: event.recognizer.index).flatMap {
        $0.name == name ? $0 : nil
      }
      let fields =
        standard?.reportedFields(in: event.state) ?? (event.state.carriesValue ? event.value.setFields : [])
      return line(for: event, name: name, fields: fields)
    case .viewer(let event):
      return line(for: event)
    }
  }

  func line(for event: GestureEvent, name: String, fields: [GestureValue.Field] = []) -> String {
    let values = fields.map { ($0.name, JSONValue(event.value.value(of: $0))) }
    switch format {
    case .text:
      var line = "\(NumberFormatting.milliseconds(event.time.seconds)) \(name) \(event.state.name)"
      for (name, value) in values { line += " \(name)=\(value.text)" }
      return line
    case .jsonl:
      var line =
        "{\"t\":\(NumberFormatting.shortest(event.time.seconds)),\"type\":\"recognizer\","
        + "\"name\":\(jsonString(name)),\"state\":\"\(event.state.name)\""
      for (name, value) in values { line += ",\"\(name)\":\(value.json)" }
      return line + "}"
    }
  }

  func line(for event: ImageViewerEvent) -> String {
    let fields: [(String, JSONValue)]
    switch event.kind {
    case .chromeToggled(let visible): fields = [("visible", .bool(visible))]
    case .zoomToggled(let scale), .zoomEnded(let scale): fields = [("scale", .number(scale))]
    case .zoomLimit(let limit): fields = [("limit", .string(limit.rawValue))]
    case .pageChanged(let page): fields = [("page", .integer(page))]
    case .dismissBegan, .dismissCancelled, .dismissed: fields = []
    }
    switch format {
    case .text:
      var line = "\(NumberFormatting.milliseconds(event.time.seconds)) viewer \(event.kind.name)"
      for (name, value) in fields { line += " \(name)=\(value.text)" }
      return line
    case .jsonl:
      var line =
        "{\"t\":\(NumberFormatting.shortest(event.time.seconds)),\"type\":\"viewer\",\"event\":\"\(event.kind.name)\""
      for (name, value) in fields { line += ",\"\(name)\":\(value.json)" }
      return line + "}"
    }
  }

  /// The last line: the viewer's state at the end of the playback, with
  /// `pullDownTranslation` last while a released pull-down is on its way
  /// back (``ImageViewerState/isReturningFromPullDown``).
  func stateLine(_ state: ImageViewerState) -> String {
    let time = state.time?.seconds ?? 0
    var fields: [(String, JSONValue)] = [
      ("page", .integer(state.page)),
      ("zoomScale", .decimal(state.zoomScale)),
      ("contentOffset", .point(state.contentOffset)),
      ("chromeVisible", .bool(state.chromeVisible)),
      ("backgroundAlpha", .decimal(state.backgroundAlpha)),
      ("dismissed", .bool(state.isDismissed)),
    ]
    if state.isReturningFromPullDown {
      fields.append(("pullDownTranslation", .point(state.pullDownTranslation)))
    }
    switch format {
    case .text:
      var line = "\(NumberFormatting.milliseconds(time)) state"
      for (name, value) in fields { line += " \(name)=\(value.text)" }
      return line
    case .jsonl:
      var line = "{\"t\":\(NumberFormatting.shortest(time)),\"type\":\"state\""
      for (name, value) in fields { line += ",\"\(name)\":\(value.json)" }
      return line + "}"
    }
  }
}

/// A field value of a report line, with its text and JSON spellings.
enum JSONValue {
  case bool(Bool)
  case integer(Int)
  /// A number in its shortest form (`4`, `0.25`).
  case number(Double)
  /// A number that always shows a decimal point (`1.0`).
  case decimal(Double)
  case string(String)
  case point(Point)

  /// A recognizer value's field, printed as the viewer's numbers are.
  init(_ value: GestureValue.FieldValue) {
    switch value {
    case .point(let point): self = .point(point)
    case .number(let number): self = .number(number)
    case .count(let count): self = .integer(count)
    }
  }

  var text: String {
    switch self {
    case .bool(let value): value ? "true" : "false"
    case .integer(let value): String(value)
    case .number(let value), .decimal(let value): NumberFormatting.shortest(Self.rounded(value))
    case .string(let value): value
    case .point(let value):
      "\(NumberFormatting.shortest(Self.rounded(value.x))),\(NumberFormatting.shortest(Self.rounded(value.y)))"
    }
  }

  var json: String {
    switch self {
    case .bool, .integer, .number: text
    case .decimal(let value): Self.rounded(value).description
    case .string(let value): jsonString(value)
    case .point: "[\(text)]"
    }
  }

  /// `value` rounded to a millionth; huge values are left as they are.
  static func rounded(_ value: Double) -> Double {
    guard abs(value) < 1e9 else { return value }
    let result = (value * 1_000_000).rounded() / 1_000_000
    return result == 0 ? 0 : result  // no "-0"
  }
}

/// `text` as a JSON string literal (the library's writer's escaping).
func jsonString(_ text: String) -> String {
  JSONLinesTouchStreamWriter.jsonString(text)
}

extension RecognizerState {
  /// Whether an event in this state carries a measurement (not `failed`,
  /// `cancelled` or a return to `possible`).
  fileprivate var carriesValue: Bool {
    switch self {
    case .began, .changed, .ended, .recognized: true
    case .possible, .failed, .cancelled: false
    }
  }
}
