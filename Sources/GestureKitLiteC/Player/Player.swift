import CGestureKitLite
import GestureKitLite
import GestureKitLiteStreams

#if GKL_DEVICE_RECORDINGS
  import GestureKitLiteImporters
#endif

// A player's life and input: gkl_player_create, _create_recording, _destroy,
// _append, _finish.

/// `gkl_player_create`: a player for a stream or a recording of `format`.
@_cdecl("gkl_player_create")
public func gklPlayerCreate(
  _ format: Int32, _ preset: UnsafePointer<CChar>?, _ settings: UnsafePointer<CChar>?,
  _ error: UnsafeMutablePointer<gkl_error>?
) -> OpaquePointer? {
  gklPlayerCreateRecording(format, nil, 0, nil, preset, settings, error)
}

/// `gkl_player_create_recording`: a player for a recording whose device is
/// described by `description` (bytes) and `range` (`WxH`).
@_cdecl("gkl_player_create_recording")
public func gklPlayerCreateRecording(
  _ format: Int32, _ description: UnsafeRawPointer?, _ descriptionLength: Int, _ range: UnsafePointer<CChar>?,
  _ preset: UnsafePointer<CChar>?, _ settings: UnsafePointer<CChar>?,
  _ error: UnsafeMutablePointer<gkl_error>?
) -> OpaquePointer? {
  guard let kind = CPlayerFormat(format) else {
    CError.fill(error, status: GKL_ERROR_ARGUMENT, message: CPlayerFormat.refusal(format))
    return nil
  }
  if let refusal = CSize.refusal("description_length", descriptionLength) {
    CError.fill(error, status: GKL_ERROR_ARGUMENT, message: refusal)
    return nil
  }
  guard descriptionLength == 0 || description != nil else {
    CError.fill(error, status: GKL_ERROR_ARGUMENT, message: "description is NULL")
    return nil
  }
  let configuration: GestureConfiguration
  switch CConfiguration.make(preset: CText.string(preset), settings: CText.string(settings)) {
  case .success(let made): configuration = made
  case .failure(let message):
    CError.fill(error, status: GKL_ERROR_CONFIGURATION, message: message.text)
    return nil
  }
  let describes = descriptionLength > 0 || range != nil
  switch kind {
  case .stream(let streamFormat):
    guard !describes else {
      CError.fill(
        error, status: GKL_ERROR_ARGUMENT,
        message:
          "a description and a range are for evemu and getevent recordings; a stream describes no device")
      return nil
    }
    CError.fill(error, status: GKL_OK, message: "")
    return PlayerBox.make(TouchStreamPlayer(format: streamFormat, configuration: configuration))
  #if GKL_DEVICE_RECORDINGS
    case .recording(let recordingFormat):
      return CRecording.player(
        recordingFormat, description: UnsafeRawBufferPointer(start: description, count: descriptionLength),
        range: range, configuration: configuration, error: error)
  #endif
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
  guard let box = PlayerBox.from(player) else { return CHandle.refusal(player) }
  if let status = box.refuseIfUnusable() { return status }
  if let refusal = CSize.refusal("length", length) {
    box.pointee.message.set(refusal)
    return GKL_ERROR_ARGUMENT
  }
  guard length == 0 || bytes != nil else {
    box.pointee.message.set("bytes is NULL")
    return GKL_ERROR_ARGUMENT
  }
  return box.play(.chunk(UnsafeRawBufferPointer(start: bytes, count: length)))
}

/// `gkl_player_finish`: the last line, then `settle` seconds.
@_cdecl("gkl_player_finish")
public func gklPlayerFinish(_ player: OpaquePointer?) -> gkl_status {
  guard let box = PlayerBox.from(player) else { return CHandle.refusal(player) }
  if let status = box.refuseIfUnusable() { return status }
  box.pointee.isFinished = true
  return box.play(.end)
}

/// What a player reads next.
private enum PlayerInput {
  case chunk(UnsafeRawBufferPointer)
  case end
}

extension UnsafeMutablePointer where Pointee == PlayerBox {
  /// Plays `input` with whichever player the box holds: `GKL_OK`, or the
  /// refusal's `GKL_ERROR_STREAM` with its message.
  fileprivate func play(_ input: PlayerInput) -> gkl_status {
    let handler: TouchStreamPlayer.OutputHandler = { self.pointee.events.append($0) }
    do throws(TouchStreamError) {
      switch input {
      case .chunk(let bytes): try pointee.stream?.append(bytes, handler)
      case .end: try pointee.stream?.finish(handler)
      }
    } catch {
      return refuse(PlayerBox.message(error))
    }
    #if GKL_DEVICE_RECORDINGS
      do throws(RecordingError) {
        switch input {
        case .chunk(let bytes): try pointee.recording?.append(bytes, handler)
        case .end: try pointee.recording?.finish(handler)
        }
      } catch {
        noteWarning()
        return refuse(error.description)
      }
      noteWarning()
    #endif
    pointee.message.clear()
    return GKL_OK
  }

  #if GKL_DEVICE_RECORDINGS
    /// Keeps the recording's warnings where `gkl_player_warning` reads them.
    private func noteWarning() {
      guard let warnings = pointee.recording?.summary.warnings, !warnings.isEmpty else { return }
      var text = ""
      for warning in warnings { text += (text.isEmpty ? "" : "\n") + warning }
      pointee.warning.set(text)
    }
  #endif

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

  /// Records the refusal `message` and returns `GKL_ERROR_STREAM`.
  private func refuse(_ message: String) -> gkl_status {
    pointee.refusal = message
    pointee.message.set(message)
    return GKL_ERROR_STREAM
  }
}
