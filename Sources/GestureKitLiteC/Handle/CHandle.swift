import CGestureKitLite

#if hasFeature(Embedded)
  import _Volatile  // Embedded Swift's, for the C library and the WebAssembly modules
#endif

/// The memory behind a `gkl_session *` or `gkl_player *`: a tag, then the box.
///
/// Every call checks the tag before it touches the box, as SQLite
/// checks a connection's magic number (`SQLITE_MISUSE`), so that a handle
/// destroyed already, a handle of the other kind, or a pointer the library
/// never made is refused with `GKL_ERROR_MISUSE` rather than used.
///
/// The tag is cleared before the memory is freed, so a destroyed handle
/// reads as one that is not live for as long as its memory has not been
/// handed out again (a later handle may get the same address: then the old
/// pointer is the new handle, as with any allocator). Reading the tag of a
/// destroyed handle reads freed memory: detection is the library's best
/// effort against the caller's mistake, as SQLite's is, not a licence.
/// See docs/Decisions.md, "The C interface's misuse checks".
enum CHandle {
  /// What a live handle's tag says it is: eight ASCII letters, so that a
  /// stray value is unlikely to pass for one.
  enum Kind: UInt64 {
    /// "gklsessn".
    case session = 0x676B_6C73_6573_736E
    /// "gklplayr".
    case player = 0x676B_6C70_6C61_7972
  }

  /// The bytes before the box: the tag, padded so that the box is aligned.
  private static func offset<Box>(_: Box.Type) -> Int { Swift.max(16, MemoryLayout<Box>.alignment) }

  /// A new live handle of `kind` holding `box`.
  static func make<Box>(_ box: Box, kind: Kind) -> OpaquePointer {
    let offset = offset(Box.self)
    let memory = UnsafeMutableRawPointer.allocate(
      byteCount: offset + MemoryLayout<Box>.stride, alignment: offset)
    memory.storeBytes(of: kind.rawValue, as: UInt64.self)
    (memory + offset).bindMemory(to: Box.self, capacity: 1).initialize(to: box)
    return OpaquePointer(memory)
  }

  /// The box behind `handle` when it is a live handle of `kind`, else `nil`.
  ///
  /// Not inlined: one copy of the check for every function (the live
  /// WebAssembly module has a size limit).
  @inline(never)
  static func box<Box>(_ handle: OpaquePointer?, kind: Kind, as _: Box.Type) -> UnsafeMutablePointer<Box>? {
    guard let handle, tag(handle) == kind.rawValue else { return nil }
    return (UnsafeMutableRawPointer(handle) + offset(Box.self)).assumingMemoryBound(to: Box.self)
  }

  /// Frees a handle whose box `box` has already been deinitialized; its tag
  /// is cleared first, so later calls with it are refused.
  static func free<Box>(_ box: UnsafeMutablePointer<Box>) {
    clearAndFree(UnsafeMutableRawPointer(box) - offset(Box.self))
  }

  /// Clears the tag at `memory`, then frees it.
  ///
  /// The store is volatile: an optimizer sees a plain store just before
  /// `free` as dead and drops it, and the tag would then outlive the handle.
  private static func clearAndFree(_ memory: UnsafeMutableRawPointer) {
    #if hasFeature(Embedded)
      VolatileMappedRegister<UInt64>(unsafeBitPattern: UInt(bitPattern: memory)).store(0)
      memory.deallocate()
    #else
      clearAndFreeUnoptimized(memory)
    #endif
  }

  /// ``clearAndFree(_:)`` outside Embedded Swift (the SwiftPM build the Swift
  /// tests use, where `_Volatile` needs an experimental feature): not
  /// optimized, so the store stays.
  @_optimize(none)
  private static func clearAndFreeUnoptimized(_ memory: UnsafeMutableRawPointer) {
    memory.storeBytes(of: 0, as: UInt64.self)
    memory.deallocate()
  }

  /// What a call refused for `handle` returns: `GKL_ERROR_ARGUMENT` for
  /// `NULL`, `GKL_ERROR_MISUSE` for anything else that is not a live handle.
  static func refusal(_ handle: OpaquePointer?) -> gkl_status {
    handle == nil ? GKL_ERROR_ARGUMENT : GKL_ERROR_MISUSE
  }

  /// The message `gkl_session_error` or `gkl_player_error` gives for a
  /// handle that is not a live one of `kind` (`NULL` excepted: "").
  ///
  /// One message a kind, whatever the pointer is: the live WebAssembly
  /// module has no bytes to spare for telling a player from a stray pointer.
  static func misuse(_ handle: OpaquePointer?, kind: Kind) -> UnsafePointer<CChar> {
    guard handle != nil else { return CFormat.empty }
    switch kind {
    case .session: return CFormat.cString("misuse: not a live gkl_session (destroyed, or never one)")
    case .player: return CFormat.cString("misuse: not a live gkl_player (destroyed, or never one)")
    }
  }

  /// The tag at `handle`, or 0 for an address no handle can have (the
  /// first page, or not aligned as the library aligns them), which is
  /// then not read at all.
  private static func tag(_ handle: OpaquePointer) -> UInt64 {
    let address = UInt(bitPattern: UnsafeRawPointer(handle))
    guard address >= 4096, address % 16 == 0 else { return 0 }
    return UnsafeRawPointer(handle).load(as: UInt64.self)
  }
}

/// Sizes from C (`size_t`) arrive as `Int`: one at or above 2⁶³ (2³¹ in
/// WebAssembly), a negative number converted, is negative here.
enum CSize {
  /// The message for a size `name` that no buffer can have, or `nil`.
  static func refusal(_ name: String, _ value: Int) -> String? {
    guard value < 0 else { return nil }
    return name + " is larger than any buffer can be (a negative number converted to size_t?)"
  }
}
