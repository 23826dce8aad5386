import CGestureKitLite
import GestureKitLite

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

/// `gkl_stream_format_of`: a stream's form from its first bytes.
@_cdecl("gkl_stream_format_of")
public func gklStreamFormatOf(_ bytes: UnsafeRawPointer?, _ length: Int) -> Int32 {
  let head = UnsafeRawBufferPointer(start: length > 0 ? bytes : nil, count: bytes == nil ? 0 : max(length, 0))
  switch TouchStreamFormat(sniffing: head) {
  case .text: return Int32(GKL_STREAM_TEXT.rawValue)
  case .jsonLines: return Int32(GKL_STREAM_JSONL.rawValue)
  }
}
