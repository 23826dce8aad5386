// What a recognizer's name may hold, and the words of a refusal: the rule
// of ``RecognizerName``'s documentation, applied by `RecognizerName.init(_:)`
// and `GestureEngine.add(_:named:)`.
extension RecognizerName {
  /// Why `text` cannot be a recognizer's name, or `nil` when it can.
  static func refusal(of text: String) -> Refusal? {
    let count = text.utf8.count
    if count == 0 { return .empty }
    if count > maximumLength { return .tooLong(utf8Count: count) }
    for scalar in text.unicodeScalars {
      if let kind = CharacterKind(scalar) { return .character(scalar, kind) }
    }
    return nil
  }

  /// Why a text is not a name.
  enum Refusal: Equatable, Sendable {
    case empty
    case tooLong(utf8Count: Int)
    case character(Unicode.Scalar, CharacterKind)

    /// The reason, as the engine's error message gives it after the name.
    var reason: String {
      switch self {
      case .empty:
        return "a name is 1 to \(RecognizerName.maximumLength) UTF-8 bytes"
      case .tooLong(let count):
        return "it is \(count) UTF-8 bytes, and a name is 1 to \(RecognizerName.maximumLength)"
      case .character(let scalar, let kind):
        return "it holds \(kind.article(for: scalar)) (\(Self.codePoint(scalar))); a name is one field of a "
          + "log line, so whitespace, control characters, invisible formatting characters, "
          + "quotes, backslashes and '=' are refused"
      }
    }

    /// `U+000A`: the scalar's code point, at least four hex digits.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
  }

  /// The kinds of characters a name may not hold.
  enum CharacterKind: Equatable, Sendable {
    case whitespace
    case control
    case invisible
    case quote
    case backslash
    case equals

    /// The kind of `scalar`, or `nil` when a name may hold it.
    init?(_ scalar: Unicode.Scalar) {
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
      case 0x22, 0x27: self = .quote
      case 0x5C: self = .backslash
      case 0x3D: self = .equals
      default: return nil
      }
    }

    /// How a message names `scalar`: `a space`, `a line feed`, `a quote`.
    func article(for scalar: Unicode.Scalar) -> String {
      switch scalar {
      case " ": return "a space"
      case "\t": return "a tab"
      case "\n": return "a line feed"
      case "\r": return "a carriage return"
      case "\u{0}": return "a NUL"
      default: break
      }
      switch self {
      case .whitespace: return "a whitespace character"
      case .control: return "a control character"
      case .invisible: return "an invisible formatting character"
      case .quote: return scalar == "\"" ? "a double quote" : "a single quote"
      case .backslash: return "a backslash"
      case .equals: return "an equals sign"
      }
    }
  }

  /// `text` as a message shows it: every character a name may not hold
  /// written as `\u{A}`, so that the message itself stays one printable line.
  static func printable(_ text: String) -> String {
    var shown = ""
    for scalar in text.unicodeScalars {
      switch CharacterKind(scalar) {
      case .whitespace? where scalar == " ", .quote?, .backslash?, .equals?, nil:
        shown.unicodeScalars.append(scalar)
      case .whitespace?, .control?, .invisible?:
        shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      }
    }
    return shown
  }
}
