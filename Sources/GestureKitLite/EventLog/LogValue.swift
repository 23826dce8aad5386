/// A field value of an ``EventLog`` line, with its text and JSON spellings.
///
/// The package's other writers (the HTML replay's data, the plots' labels)
/// spell their numbers with it too, so that every number is printed one way.
///
/// JSON has no NaN or infinity, and a recognizer of your own may report one
/// (the engine refuses them only in input, and in the values of a standard
/// part). A non-finite number is written as the string `"NaN"`,
/// `"Infinity"` or `"-Infinity"`, as protobuf's JSON mapping writes them:
/// every line stays JSON, and Python's `float()` and JavaScript's `Number()`
/// read the strings back as the numbers. The text form prints `nan`, `inf`
/// and `-inf`.
package enum LogValue {
  case bool(Bool)
  case integer(Int)
  /// A number in its shortest form (`4`, `0.25`).
  case number(Double)
  /// A number that always shows a decimal point in JSON (`1.0`).
  case decimal(Double)
  case string(String)
  case point(Point)

  /// A recognizer value's field, printed as the viewer's numbers are.
  package init(_ value: GestureValue.FieldValue) {
    switch value {
    case .point(let point): self = .point(point)
    case .number(let number): self = .number(number)
    case .count(let count): self = .integer(count)
    }
  }

  /// The value as a text line spells it (`4`, `585,163`, `true`).
  package var text: String {
    switch self {
    case .bool(let value): value ? "true" : "false"
    case .integer(let value): String(value)
    case .number(let value), .decimal(let value): NumberFormatting.logged(value)
    case .string(let value): value
    case .point(let value): NumberFormatting.logged(value.x) + "," + NumberFormatting.logged(value.y)
    }
  }

  /// The value as a JSON line spells it (`4`, `[585,163]`, `1.0`, `"max"`,
  /// `"NaN"`).
  package var json: String {
    switch self {
    case .bool, .integer: text
    case .number(let value): Self.json(value) ?? text
    case .decimal(let value): Self.json(value) ?? NumberFormatting.millionths(value).description
    case .string(let value): Self.json(value)
    case .point(let value):
      "[" + (Self.json(value.x) ?? LogValue.number(value.x).text) + ","
        + (Self.json(value.y) ?? LogValue.number(value.y).text) + "]"
    }
  }

  /// `text` as a JSON string literal, quotes included, with `"`, `\\` and
  /// control characters escaped: event logs and the stream writers share it.
  private static func json(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{0}"..."\u{1F}": result += "\\u" + PrintableText.hex(scalar.value, digits: 4)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// A non-finite number as JSON writes it (`"NaN"`, `"Infinity"`,
  /// `"-Infinity"`); `nil` for a finite one, which is written as a number.
  private static func json(_ value: Double) -> String? {
    if value.isFinite { return nil }
    return value.isNaN ? "\"NaN\"" : value > 0 ? "\"Infinity\"" : "\"-Infinity\""
  }
}
