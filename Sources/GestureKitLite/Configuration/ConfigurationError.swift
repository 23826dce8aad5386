/// Why a configuration setting was refused.
///
/// Stream readers wrap it in a ``TouchStreamError`` with the line and column of
/// the setting; `gesture-sim` prints it for `--set` and `--config`.
public enum ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No setting has this name.
  case unknownKey(String)
  /// The value is not of the key's kind or not in its range.
  case invalidValue(key: GestureConfiguration.Key, text: String)
  /// Two settings contradict each other (`minZoom` above `maxZoom`, say).
  case inconsistent(String)

  /// The message, lowercase and without a location, as tests assert it.
  public var description: String {
    switch self {
    case .unknownKey(let name):
      if let near = GestureConfiguration.Key.nearest(to: name) {
        "unknown config key '\(name)'; did you mean '\(near.name)'?"
      } else {
        "unknown config key '\(name)'; expected one of the keys of docs/Contract.md §3, such as tapSlop"
      }
    case .invalidValue(let key, let text):
      "invalid value '\(text)' for \(key.name): expected \(key.valueKind.expectation)"
    case .inconsistent(let message):
      message
    }
  }
}

extension GestureConfiguration.Key {
  /// The key whose name is within two edits of `name` (a typo), if exactly
  /// one is nearest.
  static func nearest(to name: String) -> Self? {
    EditDistance.nearest(to: name, among: all) { $0.name }
  }
}

extension GestureConfiguration.Key.ValueKind {
  /// What a value of this kind looks like, for error messages.
  public var expectation: String {
    switch self {
    case .number(let range):
      "a number from \(NumberFormatting.shortest(range.lowerBound)) to \(NumberFormatting.shortest(range.upperBound))"
    case .numberAbove(let lower, let upper):
      "a number greater than \(NumberFormatting.shortest(lower)), up to \(NumberFormatting.shortest(upper))"
    case .integer(let range):
      "a whole number from \(range.lowerBound) to \(range.upperBound)"
    case .boolean:
      "true or false"
    case .word(let words):
      switch words.count {
      case 0, 1: words.first ?? ""
      case 2: "\(words[0]) or \(words[1])"
      default: "one of \(words.dropLast().joined(separator: ", ")) or \(words[words.count - 1])"
      }
    }
  }
}
