import GestureKitLite
import GestureKitLiteStreams
import Testing

@testable import GestureKitLiteScripts

/// Helpers for the gesture script tests.
enum ScriptTestSupport {
  /// The records `script` draws with `overrides` on top of its own settings.
  static func records(
    _ script: String, _ overrides: SynthSettings.Overrides = .init()
  ) throws(GestureScriptError) -> [TouchStreamRecord] {
    try TouchSynthesizer(overriding: overrides).records(for: GestureScript(parsing: script))
  }

  /// The samples `script` draws, in stream order.
  static func samples(
    _ script: String, _ overrides: SynthSettings.Overrides = .init()
  ) throws(GestureScriptError) -> [TouchSample] {
    try records(script, overrides).compactMap {
      if case .sample(let sample) = $0 { sample } else { nil }
    }
  }

  /// The stream `script` draws, as text (or JSON Lines).
  static func text(
    _ script: String, _ overrides: SynthSettings.Overrides = .init(), format: TouchStreamFormat = .text
  ) throws(GestureScriptError) -> String {
    format.text(for: try records(script, overrides))
  }

  /// The stream's lines, without the final line feed.
  static func lines(_ script: String, _ overrides: SynthSettings.Overrides = .init()) throws -> [String] {
    try text(script, overrides).split(separator: "\n").map(String.init)
  }

  /// The error parsing and drawing `script` throws, as `LINE:COL: error: MESSAGE`.
  static func error(_ script: String) -> String? {
    do {
      _ = try records(script)
      return nil
    } catch {
      return error.description
    }
  }

  /// The only statement of a one-line script.
  static func statement(_ line: String) throws -> ScriptStatement {
    let script = try GestureScript(parsing: line)
    return try #require(script.statements.first)
  }
}

extension TouchSample {
  /// `TIME PHASE ID X Y`, as the text form writes it.
  var line: String { TextTouchStreamWriter.line(for: .sample(self)) }
}
