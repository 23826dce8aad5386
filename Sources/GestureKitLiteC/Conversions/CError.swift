import CGestureKitLite

/// Fills the `gkl_error` a create function reports its failure in.
enum CError {
  /// Sets `error`'s status and message; nothing for `NULL`.
  static func fill(_ error: UnsafeMutablePointer<gkl_error>?, status: gkl_status, message: String) {
    guard let error else { return }
    error.pointee.status = Int32(bitPattern: status.rawValue)
    withUnsafeMutableBytes(of: &error.pointee.message) { bytes in
      let buffer = bytes.baseAddress!.assumingMemoryBound(to: CChar.self)
      _ = CText.copy(message, into: buffer, capacity: bytes.count)
    }
  }
}
