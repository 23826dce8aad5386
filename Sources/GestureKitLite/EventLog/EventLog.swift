/// The lines `gesture-sim play` prints for a session's outputs (SPEC §6), in
/// either form: one formatter for the command line tool, the C interface,
/// Python and the WebAssembly module, so that every host prints the same bytes.
///
/// Text: `0.270 doubleTap recognized`, `0.270 viewer zoomToggled scale=4`,
/// times to the millisecond. JSON Lines:
/// `{"t":0.27,"type":"recognizer","name":"doubleTap","state":"recognized"}`,
/// `{"t":0.27,"type":"viewer","event":"zoomToggled","scale":4}`. Numbers are
/// in their shortest form after rounding to a millionth (of a point, or of a
/// zoom scale), so that binary-fraction noise (`585.0000000000001`) never
/// reaches a golden file; the state line's `zoomScale` and `backgroundAlpha`
/// always show a decimal point in JSON (`1.0`), as SPEC's example does.
///
/// ```swift
/// var player = TouchStreamPlayer(format: .text)
/// let log = EventLog(format: .jsonl)
/// try player.append(Array("0.000 down 1 195 422\n0.090 up 1 195 422\n".utf8)) { output in
///   if let line = log.line(for: output) { print(line) }
/// }
/// try player.finish { output in
///   if let line = log.line(for: output) { print(line) }
/// }
/// if let state = player.session?.viewer.state { print(log.stateLine(state)) }
/// // Prints:
/// // {"t":0.39,"type":"recognizer","name":"doubleTap","state":"failed"}
/// // {"t":0.39,"type":"recognizer","name":"tap","state":"recognized"}
/// // {"t":0.39,"type":"viewer","event":"chromeToggled","visible":false}
/// // {"t":1.09,"type":"state","page":0,"zoomScale":1.0,"contentOffset":[0,-275.75],"chromeVisible":false,"backgroundAlpha":1.0,"dismissed":false}
/// ```
public struct EventLog: Sendable {
  /// The two forms of a log line.
  public enum Format: Sendable {
    /// `0.270 doubleTap recognized`.
    case text
    /// `{"t":0.27,"type":"recognizer","name":"doubleTap","state":"recognized"}`.
    case jsonl
  }

  /// The form of the lines.
  public var format: Format
  /// Whether `changed` events are printed too (`--changes`).
  public var includesChanges: Bool
  /// Whether recognizer lines carry the event's values (`--values`): the
  /// fields the recognizer reports (``StandardRecognizer/reportedFields(in:)``;
  /// for a recognizer outside the standard set, those it set).
  public var includesValues: Bool
  /// Whether `failed` and `cancelled` lines say why (`--why`, SPEC §6.1):
  /// `why=tooFar: the second tap landed …` in text, `"why":"tooFar","detail":"…"`
  /// in JSON Lines, after any values.
  public var includesReasons: Bool

  /// Creates a log; by default it prints what `gesture-sim play` prints
  /// without options, in `format`.
  public init(
    format: Format, includesChanges: Bool = false, includesValues: Bool = false, includesReasons: Bool = false
  ) {
    self.format = format
    self.includesChanges = includesChanges
    self.includesValues = includesValues
    self.includesReasons = includesReasons
  }

  /// The line for one output of the session, or `nil` if it is not printed
  /// (a `changed` event without ``includesChanges``).
  public func line(for output: ImageViewerSession.Output) -> String? {
    switch output {
    case .recognizer(let event):
      guard includesChanges || event.state != .changed else { return nil }
      let name = event.name.description
      let fields = includesValues ? Self.reportedFields(of: event) : []
      return line(for: event, name: name, fields: fields, reason: includesReasons ? event.reason : nil)
    case .viewer(let event):
      return line(for: event)
    }
  }

  /// The line for a recognizer event named `name`, with the values of
  /// `fields` and, when given, why it failed or was cancelled.
  public func line(
    for event: GestureEvent, name: String, fields: [GestureValue.Field] = [], reason: GestureReason? = nil
  ) -> String {
    line(for: event, name: name, fields: fields, why: reason.map { ($0.code, $0.detail) })
  }

  /// The line for a recognizer event, with a reason given as its code and
  /// its detail: how the C interface prints the reason its event carries as text.
  package func line(
    for event: GestureEvent, name: String, fields: [GestureValue.Field], why: (code: String, detail: String)?
  ) -> String {
    let values = fields.map { ($0.name, LogValue(event.value.value(of: $0))) }
    switch format {
    case .text:
      var line = NumberFormatting.milliseconds(event.time.seconds) + " " + name + " " + event.state.name
      for (name, value) in values { line += " " + name + "=" + value.text }
      if let why { line += " why=" + GestureReason.text(code: why.code, detail: why.detail) }
      return line
    case .jsonl:
      var line =
        "{\"t\":" + NumberFormatting.shortest(event.time.seconds) + ",\"type\":\"recognizer\","
        + "\"name\":" + LogValue.string(name).json + ",\"state\":\"" + event.state.name
        + "\""
      for (name, value) in values { line += ",\"" + name + "\":" + value.json }
      if let why {
        line +=
          ",\"why\":" + LogValue.string(why.code).json + ",\"detail\":"
          + LogValue.string(why.detail).json
      }
      return line + "}"
    }
  }

  /// The line for a viewer event.
  public func line(for event: ImageViewerEvent) -> String {
    let fields: [(String, LogValue)]
    switch event.kind {
    case .chromeToggled(let visible): fields = [("visible", .bool(visible))]
    case .zoomToggled(let scale), .zoomEnded(let scale): fields = [("scale", .number(scale))]
    case .zoomLimit(let limit): fields = [("limit", .string(limit.rawValue))]
    case .pageChanged(let page): fields = [("page", .integer(page))]
    case .dismissBegan, .dismissCancelled, .dismissed: fields = []
    case .longPressed(let press):
      fields =
        [("location", .point(press.location))] + (press.imagePoint.map { [("imagePoint", .point($0))] } ?? [])
    }
    switch format {
    case .text:
      var line = NumberFormatting.milliseconds(event.time.seconds) + " viewer " + event.kind.name
      for (name, value) in fields { line += " " + name + "=" + value.text }
      return line
    case .jsonl:
      var line =
        "{\"t\":" + NumberFormatting.shortest(event.time.seconds) + ",\"type\":\"viewer\",\"event\":\""
        + event.kind.name + "\""
      for (name, value) in fields { line += ",\"" + name + "\":" + value.json }
      return line + "}"
    }
  }

  /// The last line: the viewer's state at the end of the playback, with
  /// `pullDownTranslation` last while a released pull-down is on its way
  /// back (``ImageViewerState/isReturningFromPullDown``).
  public func stateLine(_ state: ImageViewerState) -> String {
    let time = state.time?.seconds ?? 0
    var fields: [(String, LogValue)] = [
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
      var line = NumberFormatting.milliseconds(time) + " state"
      for (name, value) in fields { line += " " + name + "=" + value.text }
      return line
    case .jsonl:
      var line = "{\"t\":" + NumberFormatting.shortest(time) + ",\"type\":\"state\""
      for (name, value) in fields { line += ",\"" + name + "\":" + value.json }
      return line + "}"
    }
  }
}

extension EventLog {
  /// The fields a log shows for `event`'s values: those its recognizer
  /// reports (``StandardRecognizer/reportedFields(in:)``) when it is one of the
  /// standard set under its standard name; for any other recognizer, those it
  /// set (``GestureValue/setFields``), and none in a state without a measurement.
  public static func reportedFields(of event: GestureEvent) -> [GestureValue.Field] {
    let name = event.name.description
    let standard = StandardRecognizer(rawValue: event.recognizer.index).flatMap {
      Spelling.same($0.name, name) ? $0 : nil
    }
    return standard?.reportedFields(in: event.state)
      ?? (event.state.carriesValue ? event.value.setFields : [])
  }
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
