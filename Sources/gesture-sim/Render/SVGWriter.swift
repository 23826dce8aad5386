/// Builds SVG text.
///
/// Elements keep their attributes in the order given, numbers have one
/// fixed spelling and text is escaped, so the same drawing always gives the
/// same bytes.
struct SVGWriter {
  private(set) var text = ""

  /// An attribute's value: a number or a string.
  enum Value: ExpressibleByStringLiteral, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    case number(Double)
    case string(String)

    init(stringLiteral value: String) { self = .string(value) }
    init(floatLiteral value: Double) { self = .number(value) }
    init(integerLiteral value: Int) { self = .number(Double(value)) }

    var text: String {
      switch self {
      case .number(let value): SVGWriter.number(value)
      case .string(let value): SVGWriter.escaped(value)
      }
    }
  }

  /// `value` rounded to a tenth, without a trailing `.0` or a `-0`: enough
  /// for a drawing in pixels, and the same on every machine.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let tenths = (min(max(value, -1e12), 1e12) * 10).rounded()
    if tenths == 0 { return "0" }
    let whole = Int64(tenths)
    let sign = whole < 0 ? "-" : ""
    let magnitude = whole.magnitude
    let fraction = magnitude % 10
    return sign + String(magnitude / 10) + (fraction == 0 ? "" : "." + String(fraction))
  }

  /// `text` with the characters XML gives a meaning escaped.
  static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text.unicodeScalars {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default:
        // Control characters other than tab and line feed are not allowed in XML 1.0.
        if character.value < 0x20 && character != "\t" && character != "\n" {
          result += " "
        } else {
          result.unicodeScalars.append(character)
        }
      }
    }
    return result
  }

  /// The attributes as text: ` name="value"` for each.
  private static func attributes(_ attributes: KeyValuePairs<String, Value>) -> String {
    var result = ""
    for (name, value) in attributes { result += " \(name)=\"\(value.text)\"" }
    return result
  }

  /// Writes an empty element: `<name attributes/>`.
  mutating func element(_ name: String, _ attributes: KeyValuePairs<String, Value> = [:]) {
    text += "<\(name)\(Self.attributes(attributes))/>\n"
  }

  /// Writes an element holding text: `<name attributes>text</name>`.
  mutating func element(_ name: String, _ attributes: KeyValuePairs<String, Value>, text content: String) {
    text += "<\(name)\(Self.attributes(attributes))>\(Self.escaped(content))</\(name)>\n"
  }

  /// Writes a `<g>` element around what `body` writes.
  mutating func group(_ attributes: KeyValuePairs<String, Value> = [:], _ body: (inout SVGWriter) -> Void) {
    container("g", attributes, body)
  }

  /// Writes an element named `name` around what `body` writes.
  mutating func container(
    _ name: String, _ attributes: KeyValuePairs<String, Value> = [:], _ body: (inout SVGWriter) -> Void
  ) {
    text += "<\(name)\(Self.attributes(attributes))>\n"
    body(&self)
    text += "</\(name)>\n"
  }

  /// Writes markup made elsewhere, as it is.
  mutating func raw(_ markup: String) {
    text += markup
  }

  /// Writes a comment (its text must not hold `--`).
  mutating func comment(_ content: String) {
    text += "<!-- \(content.replacingDoubleHyphens()) -->\n"
  }

  /// The `points` attribute of a polyline through `points`.
  static func points(_ points: [(x: Double, y: Double)]) -> String {
    points.map { number($0.x) + "," + number($0.y) }.joined(separator: " ")
  }
}

extension String {
  /// The string with every `--` made `- -`, so it can stand in an XML comment.
  fileprivate func replacingDoubleHyphens() -> String {
    var result = ""
    for character in self {
      if character == "-", result.last == "-" { result += " " }
      result.append(character)
    }
    return result
  }
}
