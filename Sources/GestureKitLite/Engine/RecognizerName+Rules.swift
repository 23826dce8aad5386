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

  /// What a name is, as a message says it when it cannot name the character.
  static var rules: String {
    "a name is 1 to \(maximumLength) UTF-8 bytes, without whitespace, control or invisible "
      + "formatting characters, quotes, backslashes or '='"
  }

  /// The message for a refused `name`: the name as it prints, and what is wrong with it.
  static func refusalMessage(for name: String) -> String {
    let reason = refusal(of: name)?.reason ?? rules
    return "invalid recognizer name '\(PrintableText.escaping(name))': \(reason)"
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
      "U+" + PrintableText.hex(scalar.value, digits: 4)
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
      switch PrintableText.Kind(scalar) {
      case .whitespace?: self = .whitespace
      case .control?: self = .control
      case .invisible?: self = .invisible
      case nil:
        switch scalar {
        case "\"", "'": self = .quote
        case "\\": self = .backslash
        case "=": self = .equals
        default: return nil
        }
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
}
