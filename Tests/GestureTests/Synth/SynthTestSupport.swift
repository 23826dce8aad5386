import GestureKitLite
import Testing

@testable import gesture_sim

/// Helpers for the `gesture-sim synth` tests.
enum SynthTestSupport {
  /// The records `script` draws with `overrides` on top of its own settings.
  static func records(
    _ script: String, _ overrides: SynthSettings.Overrides = .init()
  ) throws(GestureScriptError) -> [TouchStreamRecord] {
    let parsed = try GestureScript(parsing: script)
    let settings = SynthSettings().applying(parsed.settings).applying(overrides)
    return try TouchSynthesizer(settings: settings).records(for: parsed)
  }

  /// The samples `script` draws, in stream order.
  static func samples(
    _ script: String, _ overrides: SynthSettings.Overrides = .init()
  ) throws(GestureScriptError) -> [TouchSample] {
    try records(script, overrides).compactMap {
      if case .sample(let sample) = $0 { sample } else { nil }
    }
  }

  /// The text stream `script` draws.
  static func text(
    _ script: String, _ overrides: SynthSettings.Overrides = .init(), format: TouchStreamFormat = .text
  ) throws(SimError) -> String {
    try SynthCommand.render(script, path: "test.gestures", overrides: overrides, format: format)
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
