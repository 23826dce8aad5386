/// Gives each new contact the lowest touch ID that is free, as Android gives
/// pointer IDs: IDs stay small and are reused once their touch has lifted.
///
/// The one allocator of the package: the device importers use it from ID 0,
/// the script synthesizer (GestureKitLiteScripts) from ID 1.
///
/// **Same-frame rule.** An ID freed in a frame is not given again in that same
/// frame, so a finger that lifts while another lands never shares a frame
/// with it under one ID. This is Android's rule: its input reader allocates a
/// new pointer ID from the previous frame's ID set and only then replaces that
/// set with the current frame's, so an ID whose touch lifted in a frame is
/// still marked while the frame's new touches are given theirs
/// (docs/Decisions.md, "Touch IDs").
package struct TouchIDAllocator: Equatable, Sendable {
  /// The ID bit 0 stands for; bit `n` stands for `lowestID + n`.
  private let lowestID: UInt64
  /// Bit `n` is set while ID `lowestID + n` is taken (down, or freed in this frame).
  private var taken: UInt64 = 0
  /// IDs freed in the current frame, given back at ``endFrame()``.
  private var freedThisFrame: UInt64 = 0

  /// An allocator whose IDs run from `lowestID` to `lowestID + 63`.
  package init(lowestID: UInt64 = 0) {
    self.lowestID = lowestID
  }

  /// The lowest free ID that is not in `avoiding`, now taken; `nil` when
  /// none of the 64 is left.
  ///
  /// - Parameter avoiding: IDs reserved by the caller (bit `n` for
  ///   `lowestID + n`), for example fingers that will land with a number of
  ///   their own while this one is down.
  /// - Returns: The ID, or `nil` when every ID is taken or avoided.
  package mutating func allocate(avoiding: UInt64 = 0) -> TouchID? {
    let free = ~(taken | avoiding)
    guard free != 0 else { return nil }
    let index = free.trailingZeroBitCount
    taken |= 1 << UInt64(index)
    return TouchID(lowestID + UInt64(index))
  }

  /// Takes `id`, which the caller chose, until it is released: also when it
  /// was freed earlier in this frame (the caller chose to reuse it at once).
  package mutating func take(_ id: TouchID) {
    guard let bit = bit(for: id) else { return }
    taken |= bit
    freedThisFrame &= ~bit
  }

  /// Frees `id` once the current frame ends.
  package mutating func release(_ id: TouchID) {
    guard let bit = bit(for: id) else { return }
    freedThisFrame |= bit
  }

  /// Ends the frame: the IDs released in it become free.
  package mutating func endFrame() {
    taken &= ~freedThisFrame
    freedThisFrame = 0
  }

  /// The bit standing for `id`, for an ``allocate(avoiding:)`` mask; `nil`
  /// for an ID outside the allocator's 64.
  package func bit(for id: TouchID) -> UInt64? {
    guard id.rawValue >= lowestID, id.rawValue - lowestID < 64 else { return nil }
    return 1 << (id.rawValue - lowestID)
  }
}
