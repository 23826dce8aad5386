#if GKL_DEVICE_RECORDINGS
  import CGestureKitLite
  import GestureKitLite
  import GestureKitLiteImporters

  /// The players of device recordings (built with `GKL_DEVICE_RECORDINGS`:
  /// the C library, not the WebAssembly modules; see ``CPlayerFormat``).
  enum CRecording {
    /// `gkl_player_create_recording`'s player for a recording of `format`,
    /// or `nil` with `error` filled.
    static func player(
      _ format: RecordingFormat, description: UnsafeRawBufferPointer, range: UnsafePointer<CChar>?,
      configuration: GestureConfiguration, error: UnsafeMutablePointer<gkl_error>?
    ) -> OpaquePointer? {
      do throws(RecordingError) {
        let decoder = try RecordingDecoder(
          format: format,
          description: description.isEmpty && range == nil ? nil : try geometry(format, description),
          range: try range.map { (text) throws(RecordingError) in
            try RecordingDecoder.range(String(cString: text))
          },
          viewport: Size(width: configuration.viewportWidth, height: configuration.viewportHeight),
          isViewportChosen: RecordingDecoder.choosesViewport(configuration))
        CError.fill(error, status: GKL_OK, message: "")
        return PlayerBox.make(RecordingPlayer(decoder, configuration: configuration))
      } catch let refusal {
        let status = refusal.source == .description ? GKL_ERROR_DESCRIPTION : GKL_ERROR_ARGUMENT
        CError.fill(error, status: status, message: refusal.description)
        return nil
      }
    }

    /// The device `bytes` describe, for a recording of `format`.
    ///
    /// - Throws: ``RecordingError``: options for pointer events, the
    ///   description's own error at its line otherwise.
    private static func geometry(_ format: RecordingFormat, _ bytes: UnsafeRawBufferPointer)
      throws(RecordingError) -> DeviceGeometry
    {
      var reader = try DeviceDescriptionReader(format: format)
      try reader.append(bytes)
      return try reader.finish()
    }
  }
#endif
