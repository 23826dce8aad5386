import GestureKitLite

/// One meaningful line of a touch stream, as the readers yield it.
///
/// Comments and blank lines yield nothing. A JSON Lines header object yields a
/// ``viewport(_:)`` and one ``setting(key:value:)`` per entry of its `set`.
/// Wheel, key and action records (contract 1.3, SPEC §2.4) are the inputs a
/// person gives besides touches; a stream without them plays as in 1.2.
public enum TouchStreamRecord: Equatable, Sendable {
  /// `@viewport W H`: shorthand for setting `viewportWidth` and `viewportHeight`.
  case viewport(Size)
  /// `@set key=value`: a configuration override; `value` is the text after `=`
  /// (for JSON, the scalar's text: `0.25`, `true`).
  case setting(key: String, value: String)
  /// A touch sample.
  case sample(TouchSample)
  /// `TIME tick`: advance the clock to `time` seconds without touch changes.
  case tick(time: Double)
  /// `TIME wheel X Y DX DY [mode=line|page] [mods=...]`: a mouse wheel, a
  /// trackpad's scroll, or a trackpad pinch (with `ctrl`).
  case wheel(WheelInput)
  /// `TIME key NAME [mods=...]`: a key pressed.
  case key(KeyInput)
  /// `TIME action NAME`: an accessibility action.
  case action(ActionInput)
}

extension TouchStreamRecord {
  /// Whether the record is played (a sample, a tick, a wheel, key or
  /// action), rather than a directive that only sets the configuration.
  package var isPlayable: Bool {
    switch self {
    case .sample, .tick, .wheel, .key, .action: true
    case .viewport, .setting: false
    }
  }
}
