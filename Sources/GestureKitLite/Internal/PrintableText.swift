/// Text as a message shows it: every character that would not print as
/// itself written as an escape, so that a message quoting a stream's field or
/// a recognizer's name stays one line that reads as what it holds.
///
/// Escaped: the C0 controls, DEL and the C1 controls (`\n`, `\r`, `\t`, `\0`
/// for the usual four, `\u{1B}` for the rest), whitespace other than the space
/// (Unicode's `White_Space`: `\u{A0}`, `\u{2028}`), and the invisible
/// formatting characters (bidirectional controls, zero-width characters, the
/// soft hyphen, the byte order mark: `\u{202E}`), which could make the text
/// look like other text.
package enum PrintableText {
  /// The kinds of characters that do not print as themselves.
  package enum Kind: Equatable, Sendable {
    /// Unicode's `White_Space`, the space included (which prints, but
    /// separates fields).
    case whitespace
    /// C0, DEL and C1.
    case control
    /// Bidirectional controls, zero-width characters, the soft hyphen, the
    /// byte order mark, invisible operators.
    case invisible

    /// The kind of `scalar`, or `nil` for a character that prints as itself.
    package init?(_ scalar: Unicode.Scalar) {
      switch scalar.value {
      // White_Space outside the controls (Unicode 15's list).
      case 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
        self = .whitespace
      // C0 (tab, line feed and carriage return among them), DEL and C1.
      case 0x00...0x1F, 0x7F...0x9F: self = .control
      // Soft hyphen, Arabic letter mark, Mongolian vowel separator, zero-width
      // characters and directional marks, bidirectional embeddings,
      // overrides and isolates, invisible operators, byte order mark.
      case 0xAD, 0x061C, 0x180E, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x206F,
        0xFEFF:
        self = .invisible
      default: return nil
      }
    }
  }

  /// `text` with every character that does not print as itself escaped.
  package static func escaping(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      guard scalar != " ", Kind(scalar) != nil else {
        escaped.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "\r": escaped += "\\r"
      case "\n": escaped += "\\n"
      case "\t": escaped += "\\t"
      case "\0": escaped += "\\0"
      default: escaped += "\\u{" + hex(scalar.value) + "}"
      }
    }
    return escaped
  }

  /// `value` in uppercase hexadecimal, with at least `digits` digits
  /// (`A`, `000A`), written without the standard library's general
  /// number printing, which a WebAssembly module would otherwise carry.
  package static func hex(_ value: UInt32, digits: Int = 1) -> String {
    var text: [UInt8] = []
    var rest = value
    repeat {
      let digit = UInt8(truncatingIfNeeded: rest & 0xF)
      text.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "A") + digit - 10)
      rest >>= 4
    } while rest != 0 || text.count < digits
    return String(decoding: text.reversed(), as: UTF8.self)
  }
}
