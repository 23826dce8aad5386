import CGestureKitLite
import GestureKitLite

// What C reads from a session: its events, its viewer state, its last error.

/// `gkl_session_event_count`.
@_cdecl("gkl_session_event_count")
public func gklSessionEventCount(_ session: OpaquePointer?) -> Int {
  SessionBox.from(session)?.pointee.events.count ?? 0
}

/// `gkl_session_next_event`: the oldest waiting event, 1; none, 0.
@_cdecl("gkl_session_next_event")
public func gklSessionNextEvent(_ session: OpaquePointer?, _ event: UnsafeMutablePointer<gkl_event>?) -> CInt
{
  guard let box = SessionBox.from(session), let event, let next = box.pointee.events.next() else { return 0 }
  event.pointee = next
  return 1
}

/// `gkl_session_read_events`: up to `capacity` waiting events.
@_cdecl("gkl_session_read_events")
public func gklSessionReadEvents(
  _ session: OpaquePointer?, _ events: UnsafeMutablePointer<gkl_event>?, _ capacity: Int
) -> Int {
  guard let box = SessionBox.from(session), let events else { return 0 }
  if let refusal = CSize.refusal("capacity", capacity) {
    box.pointee.message.set(refusal)
    return 0
  }
  return box.pointee.events.read(into: events, capacity: capacity)
}

/// `gkl_session_state`: the viewer's state now.
@_cdecl("gkl_session_state")
public func gklSessionState(_ session: OpaquePointer?, _ state: UnsafeMutablePointer<gkl_state>?)
  -> gkl_status
{
  guard let box = SessionBox.from(session) else { return CHandle.refusal(session) }
  guard let state else { return GKL_ERROR_ARGUMENT }
  state.pointee = CState.make(box.pointee.session.viewer.state)
  return GKL_OK
}

/// `gkl_session_format_state`: the state line.
@_cdecl("gkl_session_format_state")
public func gklSessionFormatState(
  _ session: OpaquePointer?, _ options: UInt32, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int
) -> Int {
  if let refusal = CSize.refusal("capacity", capacity) {
    SessionBox.from(session)?.pointee.message.set(refusal)
    return -1
  }
  guard let box = SessionBox.from(session) else { return CText.copy("", into: buffer, capacity: capacity) }
  let line = CFormat.log(options).stateLine(box.pointee.session.viewer.state)
  return CText.copy(line, into: buffer, capacity: capacity)
}

/// `gkl_session_error`: the last failed call's message, or "".
@_cdecl("gkl_session_error")
public func gklSessionError(_ session: OpaquePointer?) -> UnsafePointer<CChar> {
  guard let box = SessionBox.from(session) else { return CHandle.misuse(session, kind: .session) }
  return box.pointee.message.pointer
}
