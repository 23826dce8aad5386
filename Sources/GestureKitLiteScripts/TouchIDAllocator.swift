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
  /// - Complexity: O(*n* log *n*) for *n* fingers: one sweep in landing
  ///   order, with at most the limit's fingers down at each step.
  static func assign(_ tracks: [SynthTrack]) throws(GestureScriptError) -> [TouchID] {
    let byLanding = tracks.indices.sorted { (tracks[$0].downTime, $0) < (tracks[$1].downTime, $1) }
    // The labeled fingers of each number, in landing order.
    var labeled: [UInt64: [Int]] = [:]
    for index in byLanding {
      if case .id(let id)? = tracks[index].label { labeled[id, default: []].append(index) }
    }
    try checkLabels(tracks, labeled: labeled, byLanding: byLanding)
    let limit = TouchStreamLimits.maximumSimultaneousTouches
    var ids = [UInt64](repeating: 0, count: tracks.count)
    // The fingers down at the moment of the sweep (never more than the limit).
    var down: [(id: UInt64, lift: Microseconds)] = []
    for index in byLanding {
      let track = tracks[index]
      let time = track.downTime
      let lift = track.liftTime ?? .max
      down.removeAll { $0.lift <= time }
      if down.count + (lift > time ? 1 : 0) > limit {
        throw GestureScriptError(
          "more than \(limit) touches down at once at \(SynthTimeline.seconds(time))", at: track.location)
      }
      if case .id(let id)? = track.label {
        ids[index] = id
      } else {
        // The lowest number that no finger down holds and no labeled finger
        // takes before this one lifts.
        var candidate: UInt64 = 1
        while down.contains(where: { $0.id == candidate })
          || lands(labeled[candidate], in: tracks, from: time, before: lift)
        {
          candidate += 1
        }
        ids[index] = candidate
      }
      if lift > time { down.append((ids[index], lift)) }
    }
    return ids.map(TouchID.init)
  }

  /// Whether one of the fingers `fingers` (in landing order) lands in
  /// `start..<end`, found by bisection.
  private static func lands(
    _ fingers: [Int]?, in tracks: [SynthTrack], from start: Microseconds, before end: Microseconds
  ) -> Bool {
    guard let fingers else { return false }
    var low = 0
    var high = fingers.count
    while low < high {
      let middle = (low + high) / 2
      if tracks[fingers[middle]].downTime < start { low = middle + 1 } else { high = middle }
    }
    return low < fingers.count && tracks[fingers[low]].downTime < end
  }

  /// Throws for the first finger, in landing order, that lands while
  /// another finger labeled with its number is down.
  ///
  /// Within one number, fingers in landing order clash only if two
  /// neighbours do: one that overlapped a finger before its neighbour would
  /// overlap the neighbour too.
  private static func checkLabels(
    _ tracks: [SynthTrack], labeled: [UInt64: [Int]], byLanding: [Int]
  ) throws(GestureScriptError) {
    var first: (position: Int, index: Int, other: Int, id: UInt64)?
    var position = [Int](repeating: 0, count: tracks.count)
    for (order, index) in byLanding.enumerated() { position[index] = order }
    for (id, fingers) in labeled {
      for (previous, index) in zip(fingers, fingers.dropFirst())
      where overlaps(tracks[previous], tracks[index]) {
        if position[index] < first?.position ?? .max {
          first = (position[index], index, previous, id)
        }
        break
      }
    }
    guard let (_, index, other, id) = first else { return }
    throw GestureScriptError(
      "touch \(id) is already down at \(SynthTimeline.seconds(tracks[index].downTime)) "
        + "(it went down at \(SynthTimeline.seconds(tracks[other].downTime)), line \(tracks[other].location.line))",
      at: tracks[index].location)
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
}
