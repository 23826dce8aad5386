/// A mistake in a gesture script, with where it is.
///
/// The message starts in lowercase and says what was expected there
/// (`expected the y coordinate, found the end of the line`); ``description``
/// puts the location before it, as compilers do, so a tool only prefixes the
/// file name: `tour.gestures:3:9: error: 'in' does not apply to tap; ...`.
public struct GestureScriptError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Where the offending text starts.
  public var location: ScriptLocation
  /// What is wrong.
  public var message: String

  /// Creates an error at `location`.
  public init(_ message: String, at location: ScriptLocation) {
    self.message = message
    self.location = location
  }

  /// `LINE:COL: error: MESSAGE`; prefix the file name to make a full diagnostic.
  public var description: String { "\(location.line):\(location.column): error: \(message)" }
}
