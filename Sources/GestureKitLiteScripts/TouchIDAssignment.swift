import GestureKitLite

/// Gives every synthesized finger a touch id, as a real device would.
///
/// A finger labeled with a number keeps it. Every other finger gets its id
/// from the package's one ``TouchIDAllocator`` (from 1 up), replayed in time
/// order: the lowest id no finger holds, nor any numbered finger that lands
/// while it is down, under the allocator's same-frame rule (an id whose
/// finger lifts in a frame is not given to a finger landing in that frame).
/// So ids are reused as soon as they are free, and a script that labels some
/// fingers by number never clashes with the fingers it leaves to the allocator.
enum TouchIDAssignment {
  /// The ids for `tracks`, index for index.
  ///
  /// - Throws: ``GestureScriptError`` when two fingers labeled with one
  ///   number are down at once, when more than
  ///   `TouchStreamLimits.maximumSimultaneousTouches` fingers are, or when
  ///   numbered fingers leave a finger none of the allocator's 64 ids.
  /// - Complexity: O(*n* log *n*) for *n* fingers: sweeps in landing order,
  ///   each step a bisection or a heap operation (for each of at most 64
  ///   numbers, when a finger gets its id from the allocator).
  static func assign(_ tracks: [SynthTrack]) throws(GestureScriptError) -> [TouchID] {
    let byLanding = tracks.indices.sorted { (tracks[$0].downTime, $0) < (tracks[$1].downTime, $1) }
    try checkLabels(tracks, byLanding: byLanding)
    try checkSimultaneous(tracks, byLanding: byLanding)
    return try replay(tracks, byLanding: byLanding)
  }

  /// Whether two fingers are down at a common moment.
  ///
  /// A finger lifting at the time another lands does not overlap it, so a
  /// script may reuse a number in the frame it is freed.
  static func overlaps(_ a: SynthTrack, _ b: SynthTrack) -> Bool {
    let aEnd = a.liftTime ?? .max
    let bEnd = b.liftTime ?? .max
    return a.downTime < bEnd && b.downTime < aEnd
  }

  /// Throws for the first finger, in landing order, that another finger
  /// with its number overlaps, naming the first such finger.
  ///
  /// A finger that lands and lifts at once overlaps no finger that landed
  /// before it. The others of one number, once checked, are disjoint
  /// intervals in landing order, so their lift times rise too, and the one
  /// that can overlap a newcomer is the first that lifts after it lands.
  private static func checkLabels(_ tracks: [SynthTrack], byLanding: [Int]) throws(GestureScriptError) {
    var holders: [UInt64: [Int]] = [:]  // of each number, the fingers with a length
    for index in byLanding {
      guard case .id(let id)? = tracks[index].label else { continue }
      let track = tracks[index]
      let earlier = holders[id] ?? []
      let first = firstIndex(in: earlier) { (tracks[$0].liftTime ?? .max) > track.downTime }
      if first < earlier.count, overlaps(tracks[earlier[first]], track) {
        let other = tracks[earlier[first]]
        throw GestureScriptError(
          "touch \(id) is already down at \(SynthTimeline.seconds(track.downTime)) "
            + "(it went down at \(SynthTimeline.seconds(other.downTime)), line \(other.location.line))",
          at: track.location)
      }
      if (track.liftTime ?? .max) > track.downTime { holders[id, default: []].append(index) }
    }
  }

  /// Throws if more fingers than a stream allows are down at once, at the
  /// first landing that makes them too many.
  private static func checkSimultaneous(_ tracks: [SynthTrack], byLanding: [Int]) throws(GestureScriptError) {
    let limit = TouchStreamLimits.maximumSimultaneousTouches
    var lifts = MinHeap<Microseconds>()  // of the fingers landed so far, never more than the limit
    for index in byLanding {
      let time = tracks[index].downTime
      lifts.insert(tracks[index].liftTime ?? .max)
      while let lift = lifts.min, lift <= time { _ = lifts.removeMin() }
      if lifts.count > limit {
        throw GestureScriptError(
          "more than \(limit) touches down at once at \(SynthTimeline.seconds(time))",
          at: tracks[index].location)
      }
    }
  }

  /// Lifts and landings in time order through one allocator, a frame per
  /// landing time: the frame's lifts first, then its landings in landing
  /// order; a finger that lands and lifts in the frame lifts at its end.
  private static func replay(
    _ tracks: [SynthTrack], byLanding: [Int]
  ) throws(GestureScriptError) -> [TouchID] {
    var ids = [TouchID?](repeating: nil, count: tracks.count)
    var allocator = TouchIDAllocator(lowestID: 1)
    // The finger holding each of the allocator's ids: a lift frees an id only
    // if no numbered finger has taken it since.
    var holder = [Int?](repeating: nil, count: 65)
    let numbers = tracks.map { track -> TouchID? in
      if case .id(let number)? = track.label { TouchID(number) } else { nil }
    }
    // Of each number the allocator could give, its fingers' landing times in order.
    var landings: [UInt64: [Microseconds]] = [:]
    for index in byLanding {
      if let number = numbers[index], let bit = allocator.bit(for: number) {
        landings[bit, default: []].append(tracks[index].downTime)
      }
    }
    let reservable = Array(landings)
    func release(_ index: Int) {
      guard let id = ids[index], allocator.bit(for: id) != nil, holder[Int(id.rawValue)] == index else {
        return
      }
      allocator.release(id)
    }
    let lifts = tracks.indices.compactMap { index in tracks[index].liftTime.map { ($0, index) } }
      .sorted(by: <)
    var nextLift = 0
    var nextLanding = 0
    while nextLanding < byLanding.count {
      let time = tracks[byLanding[nextLanding]].downTime
      while nextLift < lifts.count, lifts[nextLift].0 < time {
        release(lifts[nextLift].1)
        nextLift += 1
      }
      allocator.endFrame()
      var landingAndLifting: [Int] = []  // fingers that land and lift in this frame
      while nextLift < lifts.count, lifts[nextLift].0 == time {
        let index = lifts[nextLift].1
        if ids[index] != nil { release(index) } else { landingAndLifting.append(index) }
        nextLift += 1
      }
      while nextLanding < byLanding.count, tracks[byLanding[nextLanding]].downTime == time {
        let index = byLanding[nextLanding]
        nextLanding += 1
        let id: TouchID
        if let number = numbers[index] {
          allocator.take(number)
          id = number
        } else {
          // Numbered fingers that land while this one is down, or in the frame it lifts.
          let end = tracks[index].liftTime ?? .max
          var reserved: UInt64 = 0
          for (bit, times) in reservable {
            let first = firstIndex(in: times) { $0 >= time }
            if first < times.count, times[first] <= end { reserved |= bit }
          }
          guard let free = allocator.allocate(avoiding: reserved) else {
            throw GestureScriptError(
              "no touch id left for this finger: ids 1 to 64 are down or numbered while it is down",
              at: tracks[index].location)
          }
          id = free
        }
        ids[index] = id
        if allocator.bit(for: id) != nil { holder[Int(id.rawValue)] = index }
      }
      for index in landingAndLifting { release(index) }
    }
    return ids.map { $0 ?? TouchID(0) }
  }

  /// The first position in `elements` whose element satisfies `isAfter`,
  /// found by bisection: `isAfter` must be false for a prefix and true from
  /// there on.
  private static func firstIndex<Element>(in elements: [Element], where isAfter: (Element) -> Bool) -> Int {
    var low = 0
    var high = elements.count
    while low < high {
      let middle = (low + high) / 2
      if isAfter(elements[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
