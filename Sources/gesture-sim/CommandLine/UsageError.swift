import GestureKitLite

/// A command line `gesture-sim` cannot run: an unknown command or option, a
/// missing value, a value for a flag, or a command's own refusal
/// (``SimError/usage(_:)``).
///
/// It prints as git and ripgrep print theirs, and exits 2:
/// ```
/// gesture-sim: error: unknown option '--fromat' for 'play'; did you mean '--format'?
/// Run 'gesture-sim play --help' for usage.
/// ```
/// pointing to the command's own help, which lists its options (or to
/// `gesture-sim --help` before there is a command).
struct UsageError: Error, Equatable {
  /// What is wrong, lowercase: `--changes takes no value`.
  let message: String
  /// The command whose help the second line points to, or `nil` for the overview.
  let command: String?

  /// Creates an error about the command named `command`, or about the
  /// command line as a whole.
  init(_ message: String, command: String?) {
    self.message = message
    self.command = command
  }

  /// The two lines printed on standard error.
  var text: String {
    let help = command.map { "gesture-sim \($0) --help" } ?? "gesture-sim --help"
    return "gesture-sim: error: \(message)\nRun '\(help)' for usage."
  }

  /// `unknown command 'plya'; did you mean 'play'?`, or without the question
  /// when no command is near.
  static func unknownCommand(_ name: String) -> UsageError {
    let names = Command.allCases.map(\.rawValue) + [CommandSpec.helpCommand.name]
    return UsageError(
      "unknown command '\(name)'" + suggestion(EditDistance.nearest(to: name, among: names)), command: nil)
  }

  /// `unknown option '--fromat' for 'play'; did you mean '--format'?`.
  ///
  /// Without a suggestion, a word that looks like a file name (it holds a
  /// `.` or a `/`) gets ripgrep's advice instead: a file whose name starts
  /// with `-` goes after `--`.
  ///
  /// - Parameters:
  ///   - written: The option as written, without any `=value`.
  ///   - spec: The command, or `nil` before the command (the global options).
  ///   - near: The option to suggest, as it should be written.
  /// - Returns: The error, pointing to the command's help.
  static func unknownOption(_ written: String, for spec: CommandSpec?, near: String?) -> UsageError {
    let place = spec.map { " for '\($0.name)'" } ?? ""
    var message = "unknown option '\(written)'\(place)" + suggestion(near)
    if near == nil, let spec, written.contains(".") || written.contains("/") {
      message += "; a file whose name starts with '-' goes after '--': gesture-sim \(spec.name) -- \(written)"
    }
    return UsageError(message, command: spec?.name)
  }

  private static func suggestion(_ near: String?) -> String {
    near.map { "; did you mean '\($0)'?" } ?? ""
  }
}
