import GestureKitLite
import GestureKitLiteStreams

/// Why a device recording cannot be played or imported: a malformed
/// recording or device description, at a line and column, or options that do
/// not fit the recording.
///
/// The messages are `gesture-sim`'s: it prints `FILE:LINE:COL: error: MESSAGE`
/// with the file ``source`` names, and an option's message as a usage error.
/// Hosts of the C interface and the Python package get the same words.
public struct RecordingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What the error is about.
  public enum Source: Equatable, Sendable {
    /// The recording itself; ``RecordingError/line`` and
    /// ``RecordingError/column`` are 0 when the message is about the
    /// recording as a whole.
    case recording
    /// The device description (`--desc`).
    case description
    /// The options (`--desc` or `--range` for a recording that takes
    /// neither, a malformed range); line and column are 0.
    case options
  }

  /// What the error is about.
  public var source: Source
  /// The 1-based line of the offending text, or 0.
  public var line: Int
  /// The 1-based column where the offending text starts, or 0.
  public var column: Int
  /// The message, lowercase-first, without a location.
  public var message: String

  /// Creates an error.
  public init(_ source: Source, line: Int = 0, column: Int = 0, message: String) {
    self.source = source
    self.line = line
    self.column = column
    self.message = message
  }

  /// An import error in the recording or its description.
  public init(_ error: TouchImportError, in source: Source) {
    self.init(source, line: error.line, column: error.column, message: error.kind.message)
  }

  /// `LINE:COL: error: MESSAGE`, or ` error: MESSAGE` without a location;
  /// prefix the file's name and `:` to get what `gesture-sim` prints.
  ///
  /// An option's error is its message alone, as `gesture-sim` prints it
  /// after `error: `.
  public var description: String {
    switch source {
    case .options: message
    case .recording, .description:
      line > 0 ? "\(line):\(column): error: \(message)" : " error: \(message)"
    }
  }
}
