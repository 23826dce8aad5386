import CGestureKitLite
import GestureKitLite

// What C reads from a player: as from a session.

/// `gkl_player_event_count`.
@_cdecl("gkl_player_event_count")
public func gklPlayerEventCount(_ player: OpaquePointer?) -> Int {
  PlayerBox.from(player)?.pointee.events.count ?? 0
}

/// `gkl_player_next_event`: the oldest waiting event, 1; none, 0.
@_cdecl("gkl_player_next_event")
public func gklPlayerNextEvent(_ player: OpaquePointer?, _ event: UnsafeMutablePointer<gkl_event>?) -> CInt {
  guard let box = PlayerBox.from(player), let event, let next = box.pointee.events.next() else { return 0 }
  event.pointee = next
  return 1
}

/// `gkl_player_read_events`: up to `capacity` waiting events.
@_cdecl("gkl_player_read_events")
public func gklPlayerReadEvents(
  _ player: OpaquePointer?, _ events: UnsafeMutablePointer<gkl_event>?, _ capacity: Int
) -> Int {
  guard let box = PlayerBox.from(player), let events else { return 0 }
  if let refusal = CSize.refusal("capacity", capacity) {
    box.pointee.message.set(refusal)
    return 0
  }
  return box.pointee.events.read(into: events, capacity: capacity)
}

/// `gkl_player_state`: the viewer's state, once there is a session.
@_cdecl("gkl_player_state")
public func gklPlayerState(_ player: OpaquePointer?, _ state: UnsafeMutablePointer<gkl_state>?) -> gkl_status
{
  guard let box = PlayerBox.from(player) else { return CHandle.refusal(player) }
  guard let state, let viewer = box.pointee.session?.viewer.state else { return GKL_ERROR_ARGUMENT }
  state.pointee = CState.make(viewer)
  return GKL_OK
}

/// `gkl_player_format_state`: the state line, or "" before there is a session.
@_cdecl("gkl_player_format_state")
public func gklPlayerFormatState(
  _ player: OpaquePointer?, _ options: UInt32, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int
) -> Int {
  if let refusal = CSize.refusal("capacity", capacity) {
    PlayerBox.from(player)?.pointee.message.set(refusal)
    return -1
  }
  guard let box = PlayerBox.from(player), let viewer = box.pointee.session?.viewer.state else {
    return CText.copy("", into: buffer, capacity: capacity)
  }
  return CText.copy(CFormat.log(options).stateLine(viewer), into: buffer, capacity: capacity)
}

/// `gkl_player_error`: the last failed call's message, or "".
@_cdecl("gkl_player_error")
public func gklPlayerError(_ player: OpaquePointer?) -> UnsafePointer<CChar> {
  guard let box = PlayerBox.from(player) else { return CHandle.misuse(player, kind: .player) }
  return box.pointee.message.pointer
}

/// `gkl_player_warning`: the recording's warning (positions clamped), or "".
@_cdecl("gkl_player_warning")
public func gklPlayerWarning(_ player: OpaquePointer?) -> UnsafePointer<CChar> {
  guard let box = PlayerBox.from(player) else { return CFormat.empty }
  return box.pointee.warning.pointer
}
