import CGestureKitLite
import GestureKitLite

/// The C interface's codes for wheel modes, accessibility actions and
/// modifier keys (gesturekitlite.h's `gkl_wheel_mode`, `gkl_action` and
/// `GKL_MODIFIER_*`), as the library's types, and the messages for codes
/// outside them.
///
/// Each code's meaning is written once, in a switch (a test checks each
/// against the library's names); the messages name the header's constants.
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

  /// The message for an unknown `gkl_wheel_mode`, naming the header's constants.
  ///
  /// One interpolation, no list built from the enums: the live WebAssembly
  /// module has a size limit, and a test checks every constant's meaning.
  static func unknownMode(_ code: Int32) -> String {
    "unknown wheel mode \(code); expected GKL_WHEEL_PIXEL (0), GKL_WHEEL_LINE (1) or GKL_WHEEL_PAGE (2)"
  }

  /// The message for an unknown `gkl_action`, naming the header's constants.
  static func unknownAction(_ code: Int32) -> String {
    "unknown action \(code); expected a gkl_action from GKL_ACTION_ZOOM_IN (0) to GKL_ACTION_TOGGLE_CHROME (6)"
  }

  /// The message for modifier bits other than the four, in the stream
  /// readers' and the session's words.
  static func unknownModifiers(_ bits: UInt32) -> String {
    TouchStreamError.Kind.unknownModifierBits(bits).message
  }
}
