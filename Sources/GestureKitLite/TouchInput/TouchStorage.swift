/// The touch table's memory: its entries and their velocity histories, in
/// one box.
///
/// The table is a value; this box is shared between copies of it and made
/// unique, copied if need be, once before a frame is written
/// (``TouchTable/makeStorageUnique()``), not on every write as an array's
/// elements are. It has room for ``maximumCapacity`` entries (about 2 KB)
/// but histories (1.5 KB each) for a few touches, and grows, as an array
/// would, when a touch goes down with every history taken. Its unsafe code
/// is here and only here: the entries and the histories are plain values
/// (`BitwiseCopyable`), every place of both is initialized for as long as
/// the box lives, and every index is checked against its room before it is
/// used.
@usableFromInline
final class TouchStorage: @unchecked Sendable {
  /// The most touches the table can hold: every touch down (at most
  /// ``TouchStreamLimits/maximumSimultaneousTouches``), and as many again
  /// that ended in the frame being delivered while new ones went down.
  @usableFromInline static var maximumCapacity: Int { 2 * TouchStreamLimits.maximumSimultaneousTouches }

  /// How many histories the box has room for.
  let capacity: Int
  /// The entries, in the order the touches went down; the table says how many.
  @usableFromInline let entries: UnsafeMutablePointer<TouchTable.Entry>
  /// The velocity histories, by tracker slot.
  let trackers: UnsafeMutablePointer<VelocityTracker>

  /// A box of ``maximumCapacity`` empty entries and `capacity` empty
  /// histories (at most ``maximumCapacity``).
  init(capacity: Int) {
    precondition(capacity > 0 && capacity <= Self.maximumCapacity, "touch capacity out of range")
    self.capacity = capacity
    entries = .allocate(capacity: Self.maximumCapacity)
    entries.initialize(repeating: Self.emptyEntry, count: Self.maximumCapacity)
    trackers = .allocate(capacity: capacity)
    trackers.initialize(repeating: VelocityTracker(), count: capacity)
  }

  /// A box holding what `other` holds, with room for `capacity` histories.
  private init(copying other: TouchStorage, capacity: Int) {
    self.capacity = capacity
    entries = .allocate(capacity: Self.maximumCapacity)
    entries.initialize(from: other.entries, count: Self.maximumCapacity)
    trackers = .allocate(capacity: capacity)
    trackers.initialize(from: other.trackers, count: other.capacity)
    (trackers + other.capacity).initialize(repeating: VelocityTracker(), count: capacity - other.capacity)
  }

  deinit {
    // Plain values: nothing to deinitialize.
    entries.deallocate()
    trackers.deallocate()
  }

  private static var emptyEntry: TouchTable.Entry {
    TouchTable.Entry(
      id: TouchID(0), location: .zero, startLocation: .zero, startTime: Timestamp(microseconds: 0),
      phaseInFrame: nil)
  }

  /// A copy of the box, for a table about to be written while another value shares it.
  func copy() -> TouchStorage { TouchStorage(copying: self, capacity: capacity) }

  /// A copy of the box with room for twice the histories (at most
  /// ``maximumCapacity``), for a touch going down with every one taken.
  func grown() -> TouchStorage {
    TouchStorage(copying: self, capacity: min(2 * capacity, Self.maximumCapacity))
  }

  /// The entry at `index`.
  @inlinable
  @inline(__always)
  func entry(_ index: Int) -> TouchTable.Entry {
    precondition(
      UInt(bitPattern: index) < UInt(bitPattern: TouchStorage.maximumCapacity), "touch index out of range")
    return entries[index]
  }

  /// Changes the entry at `index` in place.
  @inline(__always)
  func update<Result>(entry index: Int, _ body: (inout TouchTable.Entry) -> Result) -> Result {
    precondition(UInt(bitPattern: index) < UInt(bitPattern: Self.maximumCapacity), "touch index out of range")
    return body(&entries[index])
  }

  /// The velocity history in tracker slot `slot`.
  @inline(__always)
  func tracker(_ slot: Int) -> VelocityTracker {
    precondition(UInt(bitPattern: slot) < UInt(bitPattern: capacity), "tracker slot out of range")
    return trackers[slot]
  }

  /// Changes the velocity history in tracker slot `slot` in place.
  @inline(__always)
  func update<Result>(tracker slot: Int, _ body: (inout VelocityTracker) -> Result) -> Result {
    precondition(UInt(bitPattern: slot) < UInt(bitPattern: capacity), "tracker slot out of range")
    return body(&trackers[slot])
  }

  /// Moves the entries from `source + 1 ..< end` one place down, over `source`.
  func removeEntry(at source: Int, end: Int) {
    precondition(source >= 0 && source < end && end <= Self.maximumCapacity, "touch index out of range")
    (entries + source).update(from: entries + source + 1, count: end - source - 1)
  }
}
