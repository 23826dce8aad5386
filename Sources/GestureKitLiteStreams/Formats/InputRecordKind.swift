import GestureKitLite

/// The records of SPEC §2.4 that are not touches: `wheel`, `key` and
/// `action`, with what both readers check about each in the same words.
///
/// Each record's own fields have names in the JSON Lines form (`dx`, `key`,
/// `action`, …); those and the sample's (`t`, `phase`, `id`, `x`, `y`) cannot
/// be attribute names on it, so that both forms hold the same record. `mode`
/// and `mods` are read as what they are where the record takes them
/// (`mode` on a wheel, `mods` on a wheel or a key); elsewhere `mods` is
/// refused on an action, and `mode` on a key or action is an attribute
/// like any other.
enum InputRecordKind: Equatable, Sendable {
  case wheel
  case key
  case action

  /// The phase word in both forms.
  var name: String {
    switch self {
    case .wheel: "wheel"
    case .key: "key"
    case .action: "action"
    }
  }

  /// Whether `name` cannot be an attribute of this record.
  func reserves(_ name: String) -> Bool {
    if TouchStreamSyntax.isReservedAttributeKey(name) { return true }
    switch self {
    case .wheel: return Spelling.same(name, "dx") || Spelling.same(name, "dy")
    case .key: return Spelling.same(name, "key")
    case .action: return Spelling.same(name, "action")
    }
  }

  /// What an attribute name of this record should be, for the message that
  /// refuses a reserved one.
  var reservedKeyExpectation: String {
    switch self {
    case .wheel: "an attribute name other than t, phase, id, x, y, dx and dy"
    case .key: "an attribute name other than t, phase, id, x, y and key"
    case .action: "an attribute name other than t, phase, id, x, y and action"
    }
  }

  /// Whether the record takes `mode=` (only a wheel does).
  var takesMode: Bool { self == .wheel }

  /// What a missing key name should have been.
  static let keyNameExpectation = "a key name (a W3C key value such as ArrowRight, Escape, + or z)"

  /// What a missing or malformed action name should have been.
  static var actionExpectation: String { "an action: \(AccessibilityAction.expectation)" }

  /// What each modifier of a `mods` list should be, in JSON.
  static let modifierStringExpectation = "a modifier string: \"ctrl\", \"shift\", \"alt\" or \"meta\""

  /// What a JSON `mods` member should hold.
  static let modifierListExpectation = "an array of modifiers such as [\"ctrl\", \"shift\"]"
}

// The names are matched with `String`'s own `==`, not the core's
// `init?(name:)`, whose generic comparison the WebAssembly module would
// carry once more (scripts/wasm-size.py).
extension TouchStreamSyntax {
  /// Adds the modifier `name`, found at byte `offset` of `bytes`, to `modifiers`.
  ///
  /// - Throws: ``TouchStreamError/Kind/unknownModifier(_:)`` for a name that
  ///   is not `ctrl`, `shift`, `alt` or `meta` (the empty one included),
  ///   ``TouchStreamError/Kind/repeatedModifier(_:)`` for one already in the
  ///   set; both at `offset`.
  static func addModifier(
    named name: String, at offset: Int, to modifiers: inout ModifierKeys,
    in bytes: UnsafeBufferPointer<UInt8>, line: Int
  ) throws(TouchStreamError) {
    var found: ModifierKeys?
    for entry in ModifierKeys.named where Spelling.same(entry.name, name) { found = entry.key }
    guard let modifier = found else {
      throw error(.unknownModifier(excerpt(name)), at: offset, in: bytes, line: line)
    }
    if modifiers.contains(modifier) {
      throw error(.repeatedModifier(name), at: offset, in: bytes, line: line)
    }
    modifiers.insert(modifier)
  }

  /// The wheel mode `name`, found at byte `offset` of `bytes`.
  ///
  /// - Throws: ``TouchStreamError/Kind/unknownWheelMode(_:)`` at `offset`.
  static func wheelMode(
    named name: String, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>, line: Int
  ) throws(TouchStreamError) -> WheelInput.DeltaMode {
    for mode in WheelInput.DeltaMode.allCases where Spelling.same(mode.name, name) { return mode }
    throw error(.unknownWheelMode(excerpt(name)), at: offset, in: bytes, line: line)
  }

  /// The accessibility action `name`, found at byte `offset` of `bytes`.
  ///
  /// - Throws: ``TouchStreamError/Kind/unknownAction(_:)`` at `offset`.
  static func action(
    named name: String, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>, line: Int
  ) throws(TouchStreamError) -> AccessibilityAction {
    for action in AccessibilityAction.allCases where Spelling.same(action.name, name) { return action }
    throw error(.unknownAction(excerpt(name)), at: offset, in: bytes, line: line)
  }
}
