import GestureKitLite

/// The statements that write records other than touches (SPEC §2.4):
///
/// ```
/// wheel 195 422 by 0 120                       # one wheel record: a mouse wheel's notch
/// wheel 195 422 by 0 300 in 250ms ease-out     # one a frame through 250 ms: a trackpad scroll
/// wheel 195 422 by 0 3 mode line               # in lines (Firefox's mouse wheel) or pages
/// wheel 195 422 zoom 2 in 300ms                # a trackpad pinch to twice the zoom (ctrl wheel)
/// key ArrowRight                               # a key, W3C KeyboardEvent.key
/// key + mods shift
/// action zoomIn                                # an accessibility action
/// ```
///
/// A `key` or `action`, and a `wheel` without `in`, take no time: the next
/// statement starts at the same moment (as after `tick`). Where a record
/// shares its time with touch samples, the fingers that lift come first,
/// then the records, then the fingers that land or move.
extension GestureScriptParser {
  /// Reads `wheel X Y by DX DY [in D] [EASING] [mode M] [mods M]` or
  /// `wheel X Y zoom S [in D] [EASING] [mods M]`.
  func parseWheel(_ line: inout ScriptLine) throws(GestureScriptError) -> WheelRun {
    let point = Point(x: try line.number("the pointer's x"), y: try line.number("the pointer's y"))
    let amount: WheelRun.Amount
    let allowed: [GestureOptions.Name]
    if line.skip("by") {
      amount = .by(Point(x: try line.number("the x delta (dx)"), y: try line.number("the y delta (dy)")))
      allowed = [.in, .easing, .mode, .mods]
    } else if line.skip("zoom") {
      let location = line.here
      let scale = try line.number("the zoom factor")
      guard scale > 0 else {
        throw GestureScriptError(
          "expected a zoom factor above 0, found \(NumberFormatting.shortest(scale))", at: location)
      }
      amount = .zoom(scale)
      allowed = [.in, .easing, .mods]
    } else {
      throw line.unexpected("'by DX DY' or 'zoom S' after the pointer")
    }
    let options = try GestureOptions.parse(&line, for: "wheel", allowed: allowed)
    var modifiers = options.modifiers ?? []
    if case .zoom = amount { modifiers.insert(.ctrl) }
    return WheelRun(
      location: point, amount: amount, duration: options.duration, easing: options.easing ?? .linear,
      mode: options.mode ?? .pixel, modifiers: modifiers)
  }

  /// Reads `key NAME [mods M]`: NAME is the word after `key`, a W3C
  /// `KeyboardEvent.key` value (`Space` for the space bar).
  func parseKey(_ line: inout ScriptLine) throws(GestureScriptError) -> SynthInputPlan.Source {
    guard let word = line.next() else {
      throw line.unexpected("a key name (a W3C key value such as ArrowRight, Escape, + or z) after 'key'")
    }
    let name = String(word.text)
    if let refusal = KeyInput.refusal(of: name) {
      throw GestureScriptError(refusal.message(for: name), at: line.location(of: word))
    }
    let options = try GestureOptions.parse(&line, for: "key", allowed: [.mods])
    return .key(KeyInput(time: 0, key: name, modifiers: options.modifiers ?? []))
  }

  /// Reads `action NAME`.
  func parseAccessibilityAction(_ line: inout ScriptLine) throws(GestureScriptError) -> SynthInputPlan.Source
  {
    guard let word = line.next() else {
      throw line.unexpected("an action (\(AccessibilityAction.expectation)) after 'action'")
    }
    guard let action = AccessibilityAction(name: word.text) else {
      throw GestureScriptError(
        TouchStreamError.Kind.unknownAction(String(word.text)).message, at: line.location(of: word))
    }
    try line.expectEnd("the end of the line after the action")
    return .action(ActionInput(time: 0, action: action))
  }
}
