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
      "unknown config key '\(name)'; `gesture-sim config` lists the keys"
    case .invalidValue(let key, let text):
      "invalid value '\(text)' for \(key.name): expected \(key.valueKind.expectation)"
    case .inconsistent(let message):
      message
    }
  }
}

extension GestureConfiguration.Key.ValueKind {
  /// What a value of this kind looks like, for error messages.
  public var expectation: String {
    switch self {
    case .number(let range):
      "a number from \(NumberFormatting.shortest(range.lowerBound)) to \(NumberFormatting.shortest(range.upperBound))"
    case .integer(let range):
      "a whole number from \(range.lowerBound) to \(range.upperBound)"
    case .boolean:
      "true or false"
    }
  }
}
