import GestureKitLite

/// One meaningful line of a touch stream, as the readers yield it.
///
/// Comments and blank lines yield nothing. A JSON Lines header object yields a
/// ``viewport(_:)`` and one ``setting(key:value:)`` per entry of its `set`.
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
}
