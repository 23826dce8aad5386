/// The touch table's memory: its entries and their velocity histories, in
/// one box allocated when the engine is created.
///
/// The table is a value; this box is shared between copies of it and made
/// unique, copied if need be, once before a frame is written
/// (``TouchTable/makeStorageUnique()``), not on every write as an array's
/// elements are. Its unsafe code is here and only here: the entries and the
/// histories are plain values (`BitwiseCopyable`), every slot of both is
/// initialized for as long as the box lives, and every index is checked
/// against ``capacity`` before it is used.
@usableFromInline
final class TouchStorage: @unchecked Sendable {
  /// How many touches the table can hold: every touch down (at most
  /// ``TouchStreamLimits/maximumSimultaneousTouches``), and as many again
  /// that ended in the frame being delivered while new ones went down.
  @usableFromInline static var capacity: Int { 2 * TouchStreamLimits.maximumSimultaneousTouches }

  /// The entries, in the order the touches went down; the table says how many.
  @usableFromInline let entries: UnsafeMutablePointer<TouchTable.Entry>
  /// The velocity histories, by tracker slot.
  let trackers: UnsafeMutablePointer<VelocityTracker>

  /// A box of ``capacity`` empty entries and empty histories.
  init() {
    entries = .allocate(capacity: Self.capacity)
    entries.initialize(
      repeating: TouchTable.Entry(
        id: TouchID(0), location: .zero, startLocation: .zero, startTime: Timestamp(microseconds: 0),
        phaseInFrame: nil),
      count: Self.capacity)
    trackers = .allocate(capacity: Self.capacity)
    trackers.initialize(repeating: VelocityTracker(), count: Self.capacity)
  }

  /// A box holding what `other` holds.
  private init(copying other: TouchStorage) {
    entries = .allocate(capacity: Self.capacity)
    entries.initialize(from: other.entries, count: Self.capacity)
    trackers = .allocate(capacity: Self.capacity)
    trackers.initialize(from: other.trackers, count: Self.capacity)
  }

  deinit {
    // Plain values: nothing to deinitialize.
    entries.deallocate()
    trackers.deallocate()
  }

  /// A copy of the box, for a table about to be written while another value shares it.
  func copy() -> TouchStorage { TouchStorage(copying: self) }

  /// The entry at `index`.
  @inlinable
  @inline(__always)
  func entry(_ index: Int) -> TouchTable.Entry {
    precondition(
      UInt(bitPattern: index) < UInt(bitPattern: TouchStorage.capacity), "touch index out of range")
    return entries[index]
  }

  /// Changes the entry at `index` in place.
  @inline(__always)
  func update<Result>(entry index: Int, _ body: (inout TouchTable.Entry) -> Result) -> Result {
    precondition(UInt(bitPattern: index) < UInt(bitPattern: Self.capacity), "touch index out of range")
    return body(&entries[index])
  }

  /// The velocity history in tracker slot `slot`.
  @inline(__always)
  func tracker(_ slot: Int) -> VelocityTracker {
    precondition(UInt(bitPattern: slot) < UInt(bitPattern: Self.capacity), "tracker slot out of range")
    return trackers[slot]
  }

  /// Changes the velocity history in tracker slot `slot` in place.
  @inline(__always)
  func update<Result>(tracker slot: Int, _ body: (inout VelocityTracker) -> Result) -> Result {
    precondition(UInt(bitPattern: slot) < UInt(bitPattern: Self.capacity), "tracker slot out of range")
    return body(&trackers[slot])
  }

  /// Moves the entries from `source + 1 ..< end` one place down, over `source`.
  func removeEntry(at source: Int, end: Int) {
    precondition(source >= 0 && source < end && end <= Self.capacity, "touch index out of range")
    (entries + source).update(from: entries + source + 1, count: end - source - 1)
  }
}
