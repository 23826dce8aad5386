import GestureKitLite

/// Every way a `gesture-sim` command can fail, with the exit code it maps to.
///
/// SPEC §6 fixes the codes: 0 success, 1 a check failed, 2 bad input or usage.
/// `GestureSim.run` is the one place that turns these into output and an exit.
indirect enum SimError: Error, Equatable {
  /// The command line is wrong; the message says how, and the command's
  /// `--help` shows usage (``UsageError``).
  case usage(String)
  /// A file could not be read or written.
  case io(path: String, message: String)
  /// A stream (or config file) is malformed at a known place.
  case badInput(path: String, line: Int, column: Int, message: String)
  /// A check found differences (exit 1); the report was already printed.
  case checkFailed(String)
  /// Another error, with a line of advice after it (`hint: ...`).
  case hinted(SimError, hint: String)

  var exitCode: Int32 {
    switch self {
    case .usage, .io, .badInput: 2
    case .checkFailed: 1
    case .hinted(let error, _): error.exitCode
    }
  }

  /// The lines printed on standard error when the command named `command` fails.
  func message(command: String?) -> String {
    switch self {
    case .usage(let message): UsageError(message, command: command).text
    case .io(let path, let message): "\(path): error: \(message)"
    case .badInput(let path, let line, let column, let message):
      "\(path):\(line):\(column): error: \(message)"
    case .checkFailed(let message): message
    case .hinted(let error, let hint): error.message(command: command) + "\nhint: " + hint
    }
  }

  /// A stream error in the file at `path`.
  static func stream(_ error: TouchStreamError, path: String) -> SimError {
    .badInput(path: path, line: error.line, column: error.column, message: error.kind.message)
  }
}
