import GestureKitLite
import GestureKitLiteStreams

/// Formats what `play` prints, in either output form (SPEC §6): the
/// library's ``EventLog``, which the C interface and the WebAssembly module
/// use too, so that every host prints the same bytes.
struct Report {
  var format: OutputFormat
  /// Whether `changed` events are printed too (`--changes`).
  var includesChanges: Bool
  /// Whether recognizer lines carry the event's values (`--values`).
  var includesValues = false
  /// Whether `failed` and `cancelled` lines say why (`--why`).
  var includesReasons = false

  /// The library's formatter with these options.
  var log: EventLog {
    EventLog(
      format: format == .jsonl ? .jsonl : .text, includesChanges: includesChanges,
      includesValues: includesValues, includesReasons: includesReasons)
  }

  /// The line for one output of the session, or `nil` if it is not printed.
  func line(for output: ImageViewerSession.Output) -> String? { log.line(for: output) }

  /// The line for a recognizer event named `name`, with the values of
  /// `fields` (and why it failed, with `--why`).
  func line(for event: GestureEvent, name: String, fields: [GestureValue.Field] = []) -> String {
    log.line(for: event, name: name, fields: fields, reason: includesReasons ? event.reason : nil)
  }

  /// The line for a viewer event.
  func line(for event: ImageViewerEvent) -> String { log.line(for: event) }

  /// The last line: the viewer's state at the end of the playback.
  func stateLine(_ state: ImageViewerState) -> String { log.stateLine(state) }
}

/// A field value of a report line, with its text and JSON spellings.
typealias JSONValue = LogValue

/// `text` as a JSON string literal (the library's writer's escaping).
func jsonString(_ text: String) -> String {
  JSONLinesTouchStreamWriter.jsonString(text)
}
