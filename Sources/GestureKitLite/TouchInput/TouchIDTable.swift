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
/// - Complexity: O(*k*) per call for *k* touches down (a handful).
public struct TouchIDTable<Key: Hashable & Sendable>: Sendable {
  /// The host's keys of the touches down, and their IDs, in the order they went down.
  private var entries: [(key: Key, id: TouchID)] = []

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
    let index = entries.firstIndex { $0.key == key }
    switch phase {
    case .down:
      guard index == nil else { return nil }
      var free: UInt64 = 0
      while entries.contains(where: { $0.id.rawValue == free }) { free += 1 }
      entries.append((key, TouchID(free)))
      return TouchID(free)
    case .move:
      guard let index else { return nil }
      return entries[index].id
    case .up, .cancel:
      guard let index else { return nil }
      return entries.remove(at: index).id
    }
  }

  /// How many touches are down.
  public var count: Int { entries.count }
}
