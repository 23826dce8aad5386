/// A field value of an ``EventLog`` line, with its text and JSON spellings.
///
/// The package's other writers (the HTML replay's data, the plots' labels)
/// spell their numbers with it too, so that every number is printed one way.
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
    case .number(let value), .decimal(let value): NumberFormatting.shortest(Self.rounded(value))
    case .string(let value): value
    case .point(let value):
      NumberFormatting.shortest(Self.rounded(value.x)) + ","
        + NumberFormatting.shortest(Self.rounded(value.y))
    }
  }

  /// The value as a JSON line spells it (`4`, `[585,163]`, `1.0`, `"max"`).
  package var json: String {
    switch self {
    case .bool, .integer, .number: text
    case .decimal(let value): Self.rounded(value).description
    case .string(let value): JSONLinesTouchStreamWriter.jsonString(value)
    case .point: "[" + text + "]"
    }
  }

  /// `value` rounded to a millionth; huge values are left as they are.
  package static func rounded(_ value: Double) -> Double {
    guard abs(value) < 1e9 else { return value }
    let result = (value * 1_000_000).rounded() / 1_000_000
    return result == 0 ? 0 : result  // no "-0"
  }
}
