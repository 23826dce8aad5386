import CGestureKitLite
@_spi(Internals) import GestureKitLite

// A player's life and input: gkl_player_create, _destroy, _append, _finish.

/// `gkl_player_create`: a player for a stream of `format`.
@_cdecl("gkl_player_create")
public func gklPlayerCreate(
  _ format: Int32, _ preset: UnsafePointer<CChar>?, _ settings: UnsafePointer<CChar>?,
  _ error: UnsafeMutablePointer<gkl_error>?
) -> OpaquePointer? {
  let streamFormat: TouchStreamFormat
  switch UInt32(bitPattern: format) {
  case GKL_STREAM_TEXT.rawValue: streamFormat = .text
  case GKL_STREAM_JSONL.rawValue: streamFormat = .jsonLines
  default:
    CError.fill(error, status: GKL_ERROR_ARGUMENT, message: "unknown stream format \(format)")
    return nil
  }
  switch CConfiguration.make(preset: CText.string(preset), settings: CText.string(settings)) {
  case .success(let configuration):
    CError.fill(error, status: GKL_OK, message: "")
    return PlayerBox.make(TouchStreamPlayer(format: streamFormat, configuration: configuration))
  case .failure(let message):
    CError.fill(error, status: GKL_ERROR_CONFIGURATION, message: message.text)
    return nil
  }
}

/// `gkl_player_destroy`.
@_cdecl("gkl_player_destroy")
public func gklPlayerDestroy(_ player: OpaquePointer?) {
  guard let box = PlayerBox.from(player) else { return }
  PlayerBox.destroy(box)
}

/// `gkl_player_append`: the next bytes of the stream.
@_cdecl("gkl_player_append")
public func gklPlayerAppend(_ player: OpaquePointer?, _ bytes: UnsafeRawPointer?, _ length: Int) -> gkl_status
{
  guard let box = PlayerBox.from(player) else { return GKL_ERROR_ARGUMENT }
  if let status = box.refuseIfUnusable() { return status }
  guard length >= 0, length == 0 || bytes != nil else {
    box.pointee.message.set("bytes is NULL")
    return GKL_ERROR_ARGUMENT
  }
  do {
    try box.pointee.player.append(UnsafeRawBufferPointer(start: bytes, count: length)) {
      box.pointee.events.append($0)
    }
  } catch {
    return box.refuse(error)
  }
  box.pointee.message.clear()
  return GKL_OK
}

/// `gkl_player_finish`: the last line, then `settle` seconds.
@_cdecl("gkl_player_finish")
public func gklPlayerFinish(_ player: OpaquePointer?) -> gkl_status {
  guard let box = PlayerBox.from(player) else { return GKL_ERROR_ARGUMENT }
  if let status = box.refuseIfUnusable() { return status }
  box.pointee.isFinished = true
  do {
    try box.pointee.player.finish { box.pointee.events.append($0) }
  } catch {
    return box.refuse(error)
  }
  box.pointee.message.clear()
  return GKL_OK
}

extension UnsafeMutablePointer where Pointee == PlayerBox {
  /// `GKL_ERROR_UNUSABLE` (with the message) after a refusal or the end.
  fileprivate func refuseIfUnusable() -> gkl_status? {
    if let refusal = pointee.refusal {
      pointee.message.set("the player refused the stream earlier: " + refusal)
      return GKL_ERROR_UNUSABLE
    }
    guard pointee.isFinished else { return nil }
    pointee.message.set("the stream has ended: gkl_player_finish was called")
    return GKL_ERROR_UNUSABLE
  }

  /// Records the refusal of a line and returns `GKL_ERROR_STREAM`.
  fileprivate func refuse(_ error: TouchStreamError) -> gkl_status {
    let message = PlayerBox.message(error)
    pointee.refusal = message
    pointee.message.set(message)
    return GKL_ERROR_STREAM
  }
}
