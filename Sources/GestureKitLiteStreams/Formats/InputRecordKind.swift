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

  /// The names an attribute of this record may not have.
  var reservedKeys: Set<String> {
    switch self {
    case .wheel: Self.wheelReserved
    case .key: Self.keyReserved
    case .action: Self.actionReserved
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

  private static let wheelReserved: Set<String> = ["t", "phase", "id", "x", "y", "dx", "dy"]
  private static let keyReserved: Set<String> = ["t", "phase", "id", "x", "y", "key"]
  private static let actionReserved: Set<String> = ["t", "phase", "id", "x", "y", "action"]

  /// What a missing key name should have been.
  static let keyNameExpectation = "a key name (a W3C key value such as ArrowRight, Escape, + or z)"

  /// What a missing or malformed action name should have been.
  static var actionExpectation: String { "an action: \(AccessibilityAction.expectation)" }

  /// What each modifier of a `mods` list should be, in JSON.
  static let modifierStringExpectation = "a modifier string: \"ctrl\", \"shift\", \"alt\" or \"meta\""

  /// What a JSON `mods` member should hold.
  static let modifierListExpectation = "an array of modifiers such as [\"ctrl\", \"shift\"]"
}

extension TouchStreamSyntax {
  /// Adds the modifier named by `range` of `bytes` to `modifiers`.
  ///
  /// - Throws: ``TouchStreamError/Kind/unknownModifier(_:)`` for a name that
  ///   is not `ctrl`, `shift`, `alt` or `meta` (the empty one included),
  ///   ``TouchStreamError/Kind/repeatedModifier(_:)`` for one already in the
  ///   set; both at the name's start.
  static func addModifier(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, to modifiers: inout ModifierKeys, line: Int
  ) throws(TouchStreamError) {
    try addModifier(
      named: String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self),
      at: range.lowerBound, to: &modifiers, in: bytes, line: line)
  }

  /// Adds the modifier `name`, found at byte `offset` of `bytes`, to `modifiers`.
  ///
  /// - Throws: As ``addModifier(_:_:to:line:)``.
  static func addModifier(
    named name: String, at offset: Int, to modifiers: inout ModifierKeys,
    in bytes: UnsafeBufferPointer<UInt8>, line: Int
  ) throws(TouchStreamError) {
    guard let modifier = ModifierKeys(name: name) else {
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
    guard let mode = WheelInput.DeltaMode(name: name) else {
      throw error(.unknownWheelMode(excerpt(name)), at: offset, in: bytes, line: line)
    }
    return mode
  }

  /// The accessibility action `name`, found at byte `offset` of `bytes`.
  ///
  /// - Throws: ``TouchStreamError/Kind/unknownAction(_:)`` at `offset`.
  static func action(
    named name: String, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>, line: Int
  ) throws(TouchStreamError) -> AccessibilityAction {
    guard let action = AccessibilityAction(name: name) else {
      throw error(.unknownAction(excerpt(name)), at: offset, in: bytes, line: line)
    }
    return action
  }
}
