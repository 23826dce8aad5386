import CGestureKitLite
@_spi(Internals) import GestureKitLite

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
