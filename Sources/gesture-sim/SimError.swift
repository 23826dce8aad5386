import GestureKitLite

/// Every way a `gesture-sim` command can fail, with the exit code it maps to.
///
/// SPEC §6 fixes the codes: 0 success, 1 a check failed, 2 bad input or usage.
/// `GestureSim.main` is the one place that turns these into output and an exit.
enum SimError: Error, Equatable {
  /// The command line is wrong; the message says how, and `--help` shows usage.
  case usage(String)
  /// A file could not be read or written.
  case io(path: String, message: String)
  /// A stream (or config file) is malformed at a known place.
  case badInput(path: String, line: Int, column: Int, message: String)
  /// A check found differences (exit 1); the report was already printed.
  case checkFailed(String)

  var exitCode: Int32 {
    switch self {
    case .usage, .io, .badInput: 2
    case .checkFailed: 1
    }
  }

  /// The line printed on standard error.
  var message: String {
    switch self {
    case .usage(let message): "gesture-sim: error: \(message)\nRun 'gesture-sim --help' for usage."
    case .io(let path, let message): "\(path): error: \(message)"
    case .badInput(let path, let line, let column, let message):
      "\(path):\(line):\(column): error: \(message)"
    case .checkFailed(let message): message
    }
  }

  /// A stream error in the file at `path`.
  static func stream(_ error: TouchStreamError, path: String) -> SimError {
    .badInput(path: path, line: error.line, column: error.column, message: error.kind.message)
  }
}
