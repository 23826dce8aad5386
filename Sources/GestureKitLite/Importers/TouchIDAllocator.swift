/// Gives each new contact the lowest touch ID that is free, as Android gives
/// pointer IDs: IDs stay small and are reused once their touch has lifted.
///
/// An ID freed in a frame is not given again in that same frame, so a finger
/// that lifts while another lands never shares a frame with it under one ID.
struct TouchIDAllocator: Equatable, Sendable {
  /// Bit `n` is set while ID `n` is taken (down, or freed in this frame).
  private var taken: UInt64 = 0
  /// IDs freed in the current frame, given back at ``endFrame()``.
  private var freedThisFrame: UInt64 = 0

  /// The lowest free ID, now taken; `nil` when all 64 are taken.
  mutating func allocate() -> TouchID? {
    let free = ~taken
    guard free != 0 else { return nil }
    let index = free.trailingZeroBitCount
    taken |= 1 << UInt64(index)
    return TouchID(UInt64(index))
  }

  /// Frees `id` once the current frame ends.
  mutating func release(_ id: TouchID) {
    guard id.rawValue < 64 else { return }
    freedThisFrame |= 1 << id.rawValue
  }

  /// Ends the frame: the IDs released in it become free.
  mutating func endFrame() {
    taken &= ~freedThisFrame
    freedThisFrame = 0
  }
}
