/// What a screen reader or a host's accessibility actions ask the viewer
/// to do: an `action` record of a stream (SPEC §2.4).
///
/// VoiceOver users cannot pinch; they swipe up and down (increment and
/// decrement: ``zoomIn``, ``zoomOut``), swipe with three fingers (scroll:
/// ``nextPage``, ``previousPage``), scrub with two fingers (escape:
/// ``dismiss``) and double-tap (activate: ``toggleChrome``). TalkBack's
/// scroll forward and backward, dismiss and click are the same actions.
public enum AccessibilityAction: UInt8, CaseIterable, Sendable {
  /// Zoom in one step, as the `+` key: zoom × `keyZoomFactor`, at most `maxZoom`.
  case zoomIn
  /// Zoom out one step, as the `-` key: zoom ÷ `keyZoomFactor`, at least `minZoom`.
  case zoomOut
  /// Back to `initialZoom`, as the `0` key.
  case resetZoom
  /// The next page, at any zoom.
  case nextPage
  /// The previous page, at any zoom.
  case previousPage
  /// Dismiss the viewer, as `Escape` (with `escapeDismisses`).
  case dismiss
  /// Show or hide the chrome, as `Enter` or a tap.
  case toggleChrome

  /// The action's name in streams: `zoomIn`, `nextPage`, ….
  public var name: String {
    switch self {
    case .zoomIn: "zoomIn"
    case .zoomOut: "zoomOut"
    case .resetZoom: "resetZoom"
    case .nextPage: "nextPage"
    case .previousPage: "previousPage"
    case .dismiss: "dismiss"
    case .toggleChrome: "toggleChrome"
    }
  }

  /// The action named `name`, or `nil`.
  public init?(name: some StringProtocol) {
    guard let action = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = action
  }

  /// The expectation for an action's name, for error messages: every name, in order.
  package static var expectation: String {
    let names = allCases.map { $0.name }
    return names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
  }
}

/// One accessibility action at a time: an `action` record of a stream,
/// `TIME action NAME`.
///
/// ```swift
/// let zoom = ActionInput(time: 1.5, action: .zoomIn)
/// ```
public struct ActionInput: Equatable, Sendable {
  /// When the action was asked for, in seconds on the touches' clock.
  public var time: Double
  /// What is asked for.
  public var action: AccessibilityAction
  /// Extra numeric attributes the stream carried, kept in order and ignored.
  public var attributes: [TouchAttribute]

  /// Creates an action input.
  ///
  /// - Parameters:
  ///   - time: Seconds on the touches' clock.
  ///   - action: What is asked for.
  ///   - attributes: Extra numeric attributes, kept in order.
  public init(time: Double, action: AccessibilityAction, attributes: [TouchAttribute] = []) {
    self.time = time
    self.action = action
    self.attributes = attributes
  }
}
