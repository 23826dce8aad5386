/// One key pressed: a `key` record of a stream (SPEC §2.4), `TIME key NAME
/// [mods=...]`.
///
/// ``key`` is a W3C `KeyboardEvent.key` value (`ArrowLeft`, `Escape`, `+`,
/// `z`, `ö`), with `Space` for the space bar; an auto-repeat is one more
/// input. The viewer uses `ArrowLeft`, `ArrowRight`, `ArrowUp`, `ArrowDown`,
/// `+`, `=`, `-`, `0`, `z`, `Home`, `End`, `Enter`, `Space` and `Escape`
/// (SPEC §5.1; a single letter matches either case, so `Z` is `z`); any
/// other key is taken and does nothing, and so is a key with `ctrl`, `alt`
/// or `meta` held (a shortcut of the host's). `shift` is ignored, so the `+`
/// of a US keyboard works.
///
/// ```swift
/// let next = KeyInput(time: 1, key: "ArrowRight")
/// let zoomIn = KeyInput(time: 1.2, key: "+", modifiers: [.shift])
/// ```
public struct KeyInput: Equatable, Sendable {
  /// When the key went down, in seconds on the touches' clock.
  public var time: Double
  /// The W3C `KeyboardEvent.key` value: printable characters without
  /// whitespace, not beginning with `#` (``refusal(of:)``); `Space` for the
  /// space bar.
  public var key: String
  /// The modifier keys held.
  public var modifiers: ModifierKeys
  /// Extra numeric attributes the stream carried, kept in order and ignored.
  public var attributes: [TouchAttribute]

  /// Creates a key input.
  ///
  /// The name is checked where the input is taken
  /// (``ImageViewerSession/process(_:into:)-(KeyInput,_)``, the stream
  /// readers), which refuse one that ``refusal(of:)`` refuses.
  ///
  /// - Parameters:
  ///   - time: Seconds on the touches' clock.
  ///   - key: The W3C `KeyboardEvent.key` value; `Space` for the space bar.
  ///   - modifiers: The modifier keys held.
  ///   - attributes: Extra numeric attributes, kept in order.
  public init(time: Double, key: String, modifiers: ModifierKeys = [], attributes: [TouchAttribute] = []) {
    self.time = time
    self.key = key
    self.modifiers = modifiers
    self.attributes = attributes
  }

  /// Why `name` cannot be a key's name, or `nil` when it can.
  ///
  /// A name is one field of a stream's line: not empty, no whitespace,
  /// control or invisible formatting characters, and no `#` first (the text
  /// form would read a comment). The space bar is `Space`.
  public static func refusal(of name: String) -> KeyNameRefusal? {
    guard let first = name.unicodeScalars.first else { return .empty }
    if first == "#" { return .beginsWithHash }
    for scalar in name.unicodeScalars where PrintableText.Kind(scalar) != nil {
      return .character(scalar.value)
    }
    return nil
  }
}

/// Why a text cannot be a key's name (``KeyInput/refusal(of:)``).
public enum KeyNameRefusal: Equatable, Sendable {
  /// The name is empty.
  case empty
  /// The name begins with `#`, which starts a comment in a stream's text form.
  case beginsWithHash
  /// The name holds whitespace, a control or an invisible formatting
  /// character: this code point.
  case character(UInt32)

  /// The message for `name`, lowercase-first, as the readers and the
  /// session give it.
  public func message(for name: String) -> String {
    let shown = "key name '\(PrintableText.escaping(name))'"
    switch self {
    case .empty:
      return "empty key name; expected a W3C key value such as ArrowRight, Escape, + or z"
    case .beginsWithHash:
      return "\(shown) begins with '#'; expected a name that does not (a # starts a comment)"
    case .character(let value):
      let codePoint = "U+" + PrintableText.hex(value, digits: 4)
      return "\(shown) holds whitespace, a control or an invisible character (\(codePoint)); "
        + "expected printable characters without spaces (the space bar is Space)"
    }
  }
}
