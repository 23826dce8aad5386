import GestureKitLite

/// Formats what `play` prints, in either output form (SPEC §6).
///
/// Text: `0.270 doubleTap recognized`, times to the millisecond. JSON Lines:
/// `{"t":0.27,"type":"recognizer","name":"doubleTap","state":"recognized"}`,
/// numbers in their shortest exact form.
struct Report {
  var format: OutputFormat
  /// Whether `changed` events are printed too (`--changes`).
  var includesChanges: Bool

  func line(for event: GestureEvent, name: String) -> String? {
    guard includesChanges || event.state != .changed else { return nil }
    switch format {
    case .text:
      return "\(NumberFormatting.milliseconds(event.time.seconds)) \(name) \(event.state.name)"
    case .jsonl:
      return "{\"t\":\(NumberFormatting.shortest(event.time.seconds)),\"type\":\"recognizer\","
        + "\"name\":\(jsonString(name)),\"state\":\"\(event.state.name)\"}"
    }
  }
}

/// `text` as a JSON string literal.
func jsonString(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    default:
      if scalar.value < 0x20 {
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
  }
  return result + "\""
}
