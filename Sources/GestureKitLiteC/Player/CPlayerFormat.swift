import CGestureKitLite
import GestureKitLite
import GestureKitLiteStreams

#if GKL_DEVICE_RECORDINGS
  import GestureKitLiteImporters
#endif

/// What a `gkl_stream_format` names: a stream the player decodes itself, or
/// a device recording a ``RecordingDecoder`` reads.
///
/// Device recordings are compiled in with `GKL_DEVICE_RECORDINGS`, which the C
/// library (scripts/build-c.sh) and the Swift tests define and the WebAssembly
/// modules (scripts/build-wasm.sh) do not: a page plays streams and pointer
/// events, and the importers would add a third to the full module's weight.
enum CPlayerFormat {
  case stream(TouchStreamFormat)
  #if GKL_DEVICE_RECORDINGS
    case recording(RecordingFormat)
  #endif

  /// The format a C caller gave, or `nil` outside the enum (or a device
  /// recording in a build without them).
  init?(_ format: Int32) {
    switch UInt32(bitPattern: format) {
    case GKL_STREAM_TEXT.rawValue: self = .stream(.text)
    case GKL_STREAM_JSONL.rawValue: self = .stream(.jsonLines)
    #if GKL_DEVICE_RECORDINGS
      case GKL_STREAM_EVEMU.rawValue: self = .recording(.evemu)
      case GKL_STREAM_GETEVENT.rawValue: self = .recording(.getevent)
      case GKL_STREAM_POINTER_EVENTS.rawValue: self = .recording(.pointerEvents)
    #endif
    default: return nil
    }
  }

  /// Why `format` makes no player: unknown, or a device recording in a
  /// build without them.
  static func refusal(_ format: Int32) -> String {
    switch UInt32(bitPattern: format) {
    case GKL_STREAM_EVEMU.rawValue, GKL_STREAM_GETEVENT.rawValue, GKL_STREAM_POINTER_EVENTS.rawValue:
      "stream format \(format) is a device recording, which this build of the library does not play "
        + "(the WebAssembly modules leave the importers out); the C library and gesture-sim play --from do"
    default: "unknown stream format \(format)"
    }
  }
}

/// `gkl_stream_format_of`: a stream's form from its first bytes.
@_cdecl("gkl_stream_format_of")
public func gklStreamFormatOf(_ bytes: UnsafeRawPointer?, _ length: Int) -> Int32 {
  guard length >= 0 else { return -1 }  // no buffer is that long (CSize)
  let head = UnsafeRawBufferPointer(start: length > 0 ? bytes : nil, count: bytes == nil ? 0 : length)
  switch TouchStreamFormat(sniffing: head) {
  case .text: return Int32(GKL_STREAM_TEXT.rawValue)
  case .jsonLines: return Int32(GKL_STREAM_JSONL.rawValue)
  }
}
