import CGestureKitLite
import GestureKitLite

// (1.3) The other inputs a person gives a viewer: gkl_session_process_wheel,
// _process_key, _process_action, and gkl_action_name.

/// `gkl_session_process_wheel`: a wheel event at the pointer (`x`, `y`).
@_cdecl("gkl_session_process_wheel")
public func gklSessionProcessWheel(
  _ session: OpaquePointer?, _ time: Double, _ x: Double, _ y: Double, _ dx: Double, _ dy: Double,
  _ mode: Int32, _ modifiers: UInt32
) -> gkl_status {
  guard let box = SessionBox.from(session) else { return CHandle.refusal(session) }
  guard let deltaMode = CDirectInput.mode(mode) else {
    return box.fail(GKL_ERROR_ARGUMENT, CDirectInput.unknownMode(mode))
  }
  guard let keys = CDirectInput.modifiers(modifiers) else {
    return box.fail(GKL_ERROR_ARGUMENT, CDirectInput.unknownModifiers(modifiers))
  }
  let wheel = WheelInput(
    time: time, location: Point(x: x, y: y), deltaX: dx, deltaY: dy, mode: deltaMode, modifiers: keys)
  return box.run { (session, handle) throws(GestureEngineError) in
    try session.process(wheel, handle: handle)
  }
}

/// `gkl_session_process_key`: a key press, its name `length` bytes of UTF-8.
@_cdecl("gkl_session_process_key")
public func gklSessionProcessKey(
  _ session: OpaquePointer?, _ time: Double, _ key: UnsafePointer<CChar>?, _ length: Int, _ modifiers: UInt32
) -> gkl_status {
  guard let box = SessionBox.from(session) else { return CHandle.refusal(session) }
  if let refusal = CSize.refusal("length", length) { return box.fail(GKL_ERROR_ARGUMENT, refusal) }
  guard length == 0 || key != nil else { return box.fail(GKL_ERROR_ARGUMENT, "key is NULL") }
  guard let keys = CDirectInput.modifiers(modifiers) else {
    return box.fail(GKL_ERROR_ARGUMENT, CDirectInput.unknownModifiers(modifiers))
  }
  guard box.pointee.keyName.decode(UnsafeRawBufferPointer(start: key, count: length)) else {
    return box.fail(GKL_ERROR_ARGUMENT, "key name: " + TouchStreamError.Kind.invalidText.message)
  }
  let input = KeyInput(time: time, key: box.pointee.keyName.text, modifiers: keys)
  return box.run { (session, handle) throws(GestureEngineError) in
    try session.process(input, handle: handle)
  }
}

/// `gkl_session_process_action`: an accessibility action, a `gkl_action`.
@_cdecl("gkl_session_process_action")
public func gklSessionProcessAction(_ session: OpaquePointer?, _ time: Double, _ action: Int32) -> gkl_status
{
  guard let box = SessionBox.from(session) else { return CHandle.refusal(session) }
  guard let asked = CDirectInput.action(action) else {
    return box.fail(GKL_ERROR_ARGUMENT, CDirectInput.unknownAction(action))
  }
  let input = ActionInput(time: time, action: asked)
  return box.run { (session, handle) throws(GestureEngineError) in
    try session.process(input, handle: handle)
  }
}

/// `gkl_action_name`: "zoomIn", or NULL outside the enum.
@_cdecl("gkl_action_name")
public func gklActionName(_ action: Int32) -> UnsafePointer<CChar>? {
  CDirectInput.actionName(action).map(CFormat.cString)
}
