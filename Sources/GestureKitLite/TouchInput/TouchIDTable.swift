/// Gives each of a host's touches a ``TouchID`` while it is down: the table
/// a bridge from UIKit (a `UITouch`), AppKit or the web (a pointer ID) keeps
/// to build ``TouchSample``s.
///
/// A touch that goes down gets the lowest ID that is free, as Android gives
/// pointer IDs, so IDs stay small; it keeps it while it moves, and frees it
/// when it lifts or is cancelled, for a later touch to reuse (SPEC §2.1
/// allows an ID again after its `up`).
///
/// ```swift
/// var ids = TouchIDTable<Int>()  // in UIKit, TouchIDTable<ObjectIdentifier> keyed by ObjectIdentifier(touch)
/// ids.id(for: 7, phase: .down)  // 0
/// ids.id(for: 8, phase: .down)  // 1
/// ids.id(for: 7, phase: .up)  // 0
/// ids.id(for: 9, phase: .down)  // 0: the lift freed it
/// ids.id(for: 9, phase: .move)  // 0
/// ids.id(for: 5, phase: .move)  // nil: not down
/// ```
///
/// - Complexity: O(log *k*) per call for *k* touches down, whatever the
///   host does: a host that never lifts its touches (a leak) costs no more
///   per call than one that does.
public struct TouchIDTable<Key: Hashable & Sendable>: Sendable {
  /// The host's keys of the touches down, and their IDs.
  private var ids: [Key: TouchID] = [:]
  /// The IDs freed by lifts that no touch has taken again; every one is
  /// below ``fresh``.
  private var freed = MinHeap<UInt64>()
  /// The lowest ID never handed out: with ``freed``, what is free.
  private var fresh: UInt64 = 0

  /// Creates an empty table: no touch down.
  public init() {}

  /// The ID of the host's touch `key` in a sample of `phase`, or `nil` when
  /// the phase does not fit the touch.
  ///
  /// - `down`: a new ID, the lowest free one; `nil` if `key` is down already.
  /// - `move`: the touch's ID; `nil` if it is not down.
  /// - `up`, `cancel`: the touch's ID, which is free again after this call;
  ///   `nil` if it is not down.
  ///
  /// A `nil` is a host's event that the engine would refuse (SPEC §2.3):
  /// leave the sample out.
  public mutating func id(for key: Key, phase: TouchSample.Phase) -> TouchID? {
    switch phase {
    case .down:
      guard ids[key] == nil else { return nil }
      let id = TouchID(takeLowestFree())
      ids[key] = id
      return id
    case .move:
      return ids[key]
    case .up, .cancel:
      guard let id = ids.removeValue(forKey: key) else { return nil }
      free(id.rawValue)
      return id
    }
  }

  /// How many touches are down.
  public var count: Int { ids.count }

  /// The lowest free ID, taken.
  private mutating func takeLowestFree() -> UInt64 {
    guard let lowest = freed.removeMin() else {
      defer { fresh += 1 }
      return fresh
    }
    return lowest
  }

  /// Makes `id` free again.
  private mutating func free(_ id: UInt64) {
    freed.insert(id)
  }
}
