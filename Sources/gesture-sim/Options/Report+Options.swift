extension Report {
  /// The event log's options (``OptionSpec/eventLog``): `--format`,
  /// `--changes`, `--values` and `--why`, as `play` and `watch` take them.
  ///
  /// - Throws: ``SimError/usage(_:)`` for a format other than text or jsonl.
  init(_ arguments: SimArguments) throws(SimError) {
    self.init(
      format: try Self.format(arguments.value(.eventLogFormat)), includesChanges: arguments.flag(.changes),
      includesValues: arguments.flag(.values), includesReasons: arguments.flag(.why))
  }

  /// `--format`'s value, text without one.
  private static func format(_ name: String?) throws(SimError) -> OutputFormat {
    guard let name else { return .text }
    guard let format = OutputFormat(rawValue: name) else {
      throw .usage("--format expects text or jsonl, found '\(name)'")
    }
    return format
  }
}
