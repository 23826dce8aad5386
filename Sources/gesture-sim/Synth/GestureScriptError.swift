/// A mistake in a gesture script, with where it is.
///
/// `gesture-sim synth` prints it as `FILE:LINE:COL: error: MESSAGE` and exits
/// 2. Messages start in lowercase, say what was expected, and are asserted
/// verbatim by the tests.
struct GestureScriptError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Where the offending text starts.
  var location: ScriptLocation
  /// What is wrong.
  var message: String

  /// Creates an error at `location`.
  init(_ message: String, at location: ScriptLocation) {
    self.message = message
    self.location = location
  }

  /// `LINE:COL: error: MESSAGE`; prefix the file name to make a full diagnostic.
  var description: String { "\(location.line):\(location.column): error: \(message)" }

  /// The error as `gesture-sim` reports it for the script at `path`.
  func simError(path: String) -> SimError {
    .badInput(path: path, line: location.line, column: location.column, message: message)
  }
}
