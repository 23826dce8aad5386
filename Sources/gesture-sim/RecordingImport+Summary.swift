@_spi(Internals) import GestureKitLite

extension RecordingImport {
  /// What the import found, for the header comment and the warnings.
  struct Summary {
    var deviceName: String?
    /// The surface in device units, for evdev recordings.
    var deviceSize: Size?
    /// The viewport the stream plays in, points.
    var viewport: Size
    /// Whether the physical scale is available, for evdev recordings.
    var physicalScale: PhysicalScale?
    /// Whether the stream is at the device's physical size.
    var isPhysical = false
    /// The first position the decoder clamped, where it was, how many were,
    /// and how many of them were wrapped negatives.
    var clamped:
      (value: EvdevMultitouchDecoder.ClampedValue, line: Int, column: Int, count: Int, wrapped: Int)?
    /// The first contact that went down without a position, what became of
    /// it, where (its `SYN_REPORT`), and how many did.
    var unlocated: (value: EvdevMultitouchDecoder.UnlocatedContact, line: Int, column: Int, count: Int)?

    /// The warnings `gesture-sim` prints on standard error, one of each kind
    /// at most: what was clamped, then what had no position.
    func warnings(path: String) -> [String] {
      var warnings: [String] = []
      if let clamped {
        let wrapped =
          clamped.wrapped == 0 ? "" : ", \(clamped.wrapped) of them read as wrapped negatives"
        let more = clamped.count > 1 ? "; \(clamped.count) values were clamped in all\(wrapped)" : ""
        warnings.append("\(path):\(clamped.line):\(clamped.column): warning: \(clamped.value.message)\(more)")
      }
      if let unlocated {
        let more = unlocated.count > 1 ? "; \(unlocated.count) contacts had no position at first in all" : ""
        warnings.append(
          "\(path):\(unlocated.line):\(unlocated.column): warning: \(unlocated.value.message)\(more)")
      }
      return warnings
    }
  }
}
