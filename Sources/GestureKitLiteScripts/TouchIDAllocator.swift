import GestureKitLite

/// Gives every synthesized finger a touch id, as a real device would.
///
/// A finger labeled with a number keeps it. Every other finger gets the
/// lowest id from 1 up that no other finger holds at any time while it is
/// down (Android's rule; a finger lifting in the frame another lands frees
/// its id for it, since lifts come first in a frame). So ids are reused as
/// soon as they are free, and a script that labels some fingers by number
/// never clashes with the fingers it leaves to the allocator.
enum TouchIDAllocator {
  /// The ids for `tracks`, index for index.
  ///
  /// - Throws: ``GestureScriptError`` when two fingers labeled with one
  ///   number are down at once, or when more than
  ///   `TouchStreamLimits.maximumSimultaneousTouches` fingers are.
  static func assign(_ tracks: [SynthTrack]) throws(GestureScriptError) -> [TouchID] {
    var ids = [UInt64?](repeating: nil, count: tracks.count)
    var holders: [UInt64: [Int]] = [:]
    let byLanding = tracks.indices.sorted { (tracks[$0].downTime, $0) < (tracks[$1].downTime, $1) }
    for index in byLanding {
      guard case .id(let id)? = tracks[index].label else { continue }
      if let other = holders[id]?.first(where: { overlaps(tracks[$0], tracks[index]) }) {
        throw GestureScriptError(
          "touch \(id) is already down at \(SynthTimeline.seconds(tracks[index].downTime)) "
            + "(it went down at \(SynthTimeline.seconds(tracks[other].downTime)), line \(tracks[other].location.line))",
          at: tracks[index].location)
      }
      ids[index] = id
      holders[id, default: []].append(index)
    }
    for index in byLanding where ids[index] == nil {
      var candidate: UInt64 = 1
      while let users = holders[candidate], users.contains(where: { overlaps(tracks[$0], tracks[index]) }) {
        candidate += 1
      }
      ids[index] = candidate
      holders[candidate, default: []].append(index)
    }
    try checkSimultaneous(tracks, byLanding: byLanding)
    return ids.map { TouchID($0 ?? 0) }
  }

  /// Whether two fingers are down at a common moment.
  ///
  /// A finger lifting at
  /// the time another lands does not overlap it.
  static func overlaps(_ a: SynthTrack, _ b: SynthTrack) -> Bool {
    let aEnd = a.liftTime ?? .max
    let bEnd = b.liftTime ?? .max
    return a.downTime < bEnd && b.downTime < aEnd
  }

  /// Throws if more fingers than a stream allows are down at once.
  private static func checkSimultaneous(_ tracks: [SynthTrack], byLanding: [Int]) throws(GestureScriptError) {
    let limit = TouchStreamLimits.maximumSimultaneousTouches
    for (position, index) in byLanding.enumerated() {
      let time = tracks[index].downTime
      let down = byLanding[...position].count { (tracks[$0].liftTime ?? .max) > time }
      if down > limit {
        throw GestureScriptError(
          "more than \(limit) touches down at once at \(SynthTimeline.seconds(time))",
          at: tracks[index].location)
      }
    }
  }
}
