import CGestureKitLite
@_spi(Internals) import GestureKitLite

/// What a `gkl_stream_format` names: a stream the player decodes itself, or
/// a device recording a ``RecordingDecoder`` reads.
enum CPlayerFormat {
  case stream(TouchStreamFormat)
  case recording(RecordingFormat)

  /// The format a C caller gave, or `nil` outside the enum.
  init?(_ format: Int32) {
    switch UInt32(bitPattern: format) {
    case GKL_STREAM_TEXT.rawValue: self = .stream(.text)
    case GKL_STREAM_JSONL.rawValue: self = .stream(.jsonLines)
    case GKL_STREAM_EVEMU.rawValue: self = .recording(.evemu)
    case GKL_STREAM_GETEVENT.rawValue: self = .recording(.getevent)
    case GKL_STREAM_POINTER_EVENTS.rawValue: self = .recording(.pointerEvents)
    default: return nil
    }
  }
}

/// A device description handed over by C.
enum CRecording {
  /// The device `bytes` describe, for a recording of `format`.
  ///
  /// - Throws: ``RecordingError``: options for pointer events, the
  ///   description's own error at its line otherwise.
  static func geometry(_ format: RecordingFormat, _ bytes: UnsafeRawBufferPointer) throws(RecordingError)
    -> DeviceGeometry
  {
    var reader = try DeviceDescriptionReader(format: format)
    try reader.append(bytes)
    return try reader.finish()
  }
}
