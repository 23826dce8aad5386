import GestureKitLite

/// `config`'s options, parsed and checked before anything is printed.
struct ConfigOptions {
  /// What `config` prints.
  enum Format: String, CaseIterable {
    /// A table: each key, its value and unit, its meaning.
    case text
    /// A flat JSON object that `--config` reads back unchanged.
    case json
  }

  /// `--format`, text without it.
  var format: Format
  /// The configuration after `--preset`, `--config` and `--set`.
  var configuration: GestureConfiguration

  /// Parses `config`'s arguments: the configuration, then the operands
  /// (none), then `--format`, in the order their problems are reported.
  ///
  /// - Throws: ``SimError/usage(_:)`` for a bad value or an operand; the config file's errors.
  init(_ arguments: SimArguments) throws(SimError) {
    let formatName = arguments.value(.configFormat)
    configuration = try ConfigurationOptions.configuration(from: arguments)
    guard arguments.positional.isEmpty else { throw .usage("config takes no file") }
    format = try Self.format(formatName)
  }

  private static func format(_ name: String?) throws(SimError) -> Format {
    guard let name else { return .text }
    guard let format = Format(rawValue: name) else {
      throw .usage("--format expects text or json, found '\(name)'")
    }
    return format
  }
}
