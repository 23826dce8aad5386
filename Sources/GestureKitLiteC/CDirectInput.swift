import CGestureKitLite
import GestureKitLite

/// The C interface's codes for wheel modes, accessibility actions and
/// modifier keys (gesturekitlite.h's `gkl_wheel_mode`, `gkl_action` and
/// `GKL_MODIFIER_*`), as the library's types, and the messages for codes
/// outside them.
///
/// Each code's meaning is written once, in a switch; the messages list the
/// codes from those switches and the names from the library's types.
enum CDirectInput {
  /// The mode `code` names, or `nil` outside `gkl_wheel_mode`.
  static func mode(_ code: Int32) -> WheelInput.DeltaMode? {
    switch UInt32(bitPattern: code) {
    case GKL_WHEEL_PIXEL.rawValue: .pixel
    case GKL_WHEEL_LINE.rawValue: .line
    case GKL_WHEEL_PAGE.rawValue: .page
    default: nil
    }
  }

  /// The action `code` names, or `nil` outside `gkl_action`.
  static func action(_ code: Int32) -> AccessibilityAction? {
    switch UInt32(bitPattern: code) {
    case GKL_ACTION_ZOOM_IN.rawValue: .zoomIn
    case GKL_ACTION_ZOOM_OUT.rawValue: .zoomOut
    case GKL_ACTION_RESET_ZOOM.rawValue: .resetZoom
    case GKL_ACTION_NEXT_PAGE.rawValue: .nextPage
    case GKL_ACTION_PREVIOUS_PAGE.rawValue: .previousPage
    case GKL_ACTION_DISMISS.rawValue: .dismiss
    case GKL_ACTION_TOGGLE_CHROME.rawValue: .toggleChrome
    default: nil
    }
  }

  /// `gkl_action_name`: the name of the action `code` names, or `nil`.
  ///
  /// Static C strings; a test checks each against ``AccessibilityAction/name``.
  static func actionName(_ code: Int32) -> StaticString? {
    switch action(code) {
    case .zoomIn: "zoomIn"
    case .zoomOut: "zoomOut"
    case .resetZoom: "resetZoom"
    case .nextPage: "nextPage"
    case .previousPage: "previousPage"
    case .dismiss: "dismiss"
    case .toggleChrome: "toggleChrome"
    case nil: nil
    }
  }

  /// The modifiers of a C bit set, or `nil` when a bit other than
  /// `GKL_MODIFIER_*`'s is set.
  static func modifiers(_ bits: UInt32) -> ModifierKeys? {
    let modifiers = ModifierKeys(rawValue: UInt8(truncatingIfNeeded: bits))
    return UInt32(modifiers.rawValue) == bits && modifiers.isKnown ? modifiers : nil
  }

  /// The message for an unknown `gkl_wheel_mode`: "unknown wheel mode 3;
  /// expected 0 (pixel), 1 (line) or 2 (page)".
  static func unknownMode(_ code: Int32) -> String {
    "unknown wheel mode \(code); expected " + codes { mode($0)?.name }
  }

  /// The message for an unknown `gkl_action`.
  static func unknownAction(_ code: Int32) -> String {
    "unknown action \(code); expected " + codes { action($0)?.name }
  }

  /// The message for modifier bits other than the four, in the stream
  /// readers' and the session's words.
  static func unknownModifiers(_ bits: UInt32) -> String {
    TouchStreamError.Kind.unknownModifierBits(bits).message
  }

  /// "0 (a), 1 (b) or 2 (c)": the codes from 0 up that `name` names.
  ///
  /// Not generic: one copy for both enums (the live WebAssembly module has a
  /// size limit).
  private static func codes(_ name: (Int32) -> String?) -> String {
    var listed: [String] = []
    var code: Int32 = 0
    while let known = name(code) {
      listed.append("\(code) (\(known))")
      code += 1
    }
    return listed.dropLast().joined(separator: ", ") + " or " + listed[listed.count - 1]
  }
}
