/// The touches a recognizer can see: every touch that is down, plus those that
/// lifted or were cancelled in the frame being delivered.
///
/// The engine updates the table with each frame, hands it to every recognizer,
/// and then drops the touches that ended. Touches are in the order they went
/// down. A recognizer reads it; it never changes it.
///
/// - Complexity: Lookups are O(*k*) for *k* ≤ 20 touches. The table allocates
///   its storage once, when the engine is created.
public struct TouchTable: Sendable {
  /// One touch as the table tracks it.
  public struct Entry: Sendable {
    /// The touch's ID.
    public var id: TouchID
    /// Where the touch is now, in viewport points.
    public var location: Point
    /// Where the touch went down, in viewport points.
    public var startLocation: Point
    /// When the touch went down.
    public var startTime: Timestamp
    /// What happened to the touch in the frame being delivered, or `nil` when
    /// it did not report in that frame.
    public var phaseInFrame: TouchSample.Phase?

    /// Whether the touch is still down after this frame (not lifted or cancelled in it).
    @inlinable
    public var isDown: Bool { !(phaseInFrame?.endsTouch ?? false) }
    /// Whether the touch went down in this frame.
    @inlinable
    public var wentDownInFrame: Bool { phaseInFrame == .down }
    /// Where in ``TouchTable/trackers`` the touch's velocity history is.
    var trackerSlot: Int8 = 0
  }

  // Entries are small so that reading one is cheap. Each touch's velocity
  // history (about 800 bytes) stays in its own slot of `trackers` from the
  // touch's down to its end, and the slot is reused by a later touch: a touch
  // going down or ending moves or initializes no history.
  @usableFromInline
  var entries: ContiguousArray<Entry>
  var trackers: ContiguousArray<VelocityTracker>
  /// Bit *i* set: slot *i* of ``trackers`` belongs to no touch.
  private var freeTrackerSlots: UInt32 = 0
  /// How many touches went down, and how many ended, in the frame being
  /// delivered: kept as samples are applied so that recognizers ask in O(1).
  private var newCount = 0
  private var endedCount = 0

  /// The time of the frame being delivered.
  public internal(set) var time = Timestamp(microseconds: 0)

  init() {
    entries = []
    entries.reserveCapacity(TouchStreamLimits.maximumSimultaneousTouches)
    trackers = []
    trackers.reserveCapacity(TouchStreamLimits.maximumSimultaneousTouches)
  }

  /// The number of entries, including touches that ended in this frame.
  @inlinable
  public var count: Int { entries.count }

  /// The entry at `index` (0 ..< ``count``), in the order the touches went down.
  @inlinable
  public subscript(index: Int) -> Entry { entries[index] }

  /// The number of touches that are still down after this frame.
  @inlinable
  public var downCount: Int { entries.count - endedTouchCount }

  /// The number of touches that ended in this frame.
  public var endedTouchCount: Int { endedCount }

  /// The number of touches that went down in this frame.
  public var newTouchCount: Int { newCount }

  /// The index of the touch `id`, or `nil` when the table does not hold it.
  @inline(__always)  // a few compares for the few touches down, every sample
  public func index(of id: TouchID) -> Int? {
    // By index, not by iterator: iterating the array would retain its
    // storage on every call, and this runs for every sample.
    for index in entries.indices where entries[index].id == id { return index }
    return nil
  }

  /// Whether any touch went down in this frame.
  @inlinable
  public var hasNewTouch: Bool { newTouchCount > 0 }

  /// Whether every touch in the table went down in this frame, so that every
  /// touch of an earlier attempt is gone.
  @inlinable
  public var allTouchesAreNew: Bool { newTouchCount == entries.count }

  /// Whether any touch lifted or was cancelled in this frame.
  @inlinable
  public var hasEndedTouch: Bool { endedTouchCount > 0 }

  /// The velocity of the touch at `index`, in points per second, from its
  /// samples' timestamps (see ``VelocityTracker``).
  ///
  /// - Complexity: O(*n*) for the *n* ≤ 32 samples of the last 100 ms: ask for
  ///   it when it matters (at a release), not on every frame.
  public func velocity(at index: Int) -> Point { tracker(at: index).velocity }

  /// The velocity tracker of the touch at `index`.
  public func tracker(at index: Int) -> VelocityTracker { trackers[Int(entries[index].trackerSlot)] }

  /// Whether the set of touches changes in this frame (one went down or ended).
  @inlinable
  public var touchSetChanges: Bool { newTouchCount > 0 || endedTouchCount > 0 }

  /// The centroid of the selected touches' current locations, or `nil` if none
  /// is selected.
  ///
  /// - Parameter includes: Which entries take part.
  /// - Returns: The mean of their locations, in viewport points.
  @inline(__always)  // so that the predicate is folded into the loop
  public func centroid(where includes: (Entry) -> Bool) -> Point? {
    var sum = Point.zero
    var n = 0
    for index in entries.indices where includes(entries[index]) {
      sum += entries[index].location
      n += 1
    }
    return n == 0 ? nil : sum / Double(n)
  }

  /// The span of the selected touches (SPEC §3): the distance between two;
  /// with more, twice their mean distance from their centroid.
  ///
  /// Zero for fewer
  /// than two.
  public func span(where includes: (Entry) -> Bool) -> Double {
    centroidAndSpan(where: includes)?.span ?? 0
  }

  /// The centroid and the span of the selected touches, or `nil` if none is
  /// selected: the same values as ``centroid(where:)`` and
  /// ``span(where:)``, measured together so a pinch reads the table once.
  @inline(__always)  // so that the predicate is folded into the loops
  public func centroidAndSpan(where includes: (Entry) -> Bool) -> (centroid: Point, span: Double)? {
    guard let center = centroid(where: includes) else { return nil }
    var total = 0.0
    var n = 0
    for index in entries.indices where includes(entries[index]) {
      total += entries[index].location.distance(to: center)
      n += 1
    }
    return (center, n < 2 ? 0 : 2 * total / Double(n))
  }

  /// The mean velocity of the selected touches, in points per second.
  public func meanVelocity(where includes: (Entry) -> Bool) -> Point {
    var sum = Point.zero
    var n = 0
    for index in entries.indices where includes(entries[index]) {
      sum += tracker(at: index).velocity
      n += 1
    }
    return n == 0 ? .zero : sum / Double(n)
  }

  /// The mean velocity of the selected touches and how fast their span
  /// changes (see ``meanVelocity(where:)`` and ``spanVelocity(where:)``),
  /// estimating each touch's velocity once.
  public func velocityAndSpanVelocity(where includes: (Entry) -> Bool) -> (
    velocity: Point, spanVelocity: Double
  ) {
    // Each velocity is kept for the second pass; the validator allows no more
    // touches than the buffer holds, and any beyond it would be estimated again.
    var velocities = InlineArray<20, Point>(repeating: .zero)
    var sum = Point.zero
    var n = 0
    for index in entries.indices where includes(entries[index]) {
      let velocity = tracker(at: index).velocity
      if index < velocities.count { velocities[index] = velocity }
      sum += velocity
      n += 1
    }
    let mean = n == 0 ? .zero : sum / Double(n)
    guard let center = centroid(where: includes) else { return (mean, 0) }
    var total = 0.0
    for index in entries.indices where includes(entries[index]) {
      let offset = entries[index].location - center
      let distance = offset.length
      guard distance > 0 else { continue }
      let velocity = index < velocities.count ? velocities[index] : tracker(at: index).velocity
      let relative = velocity - mean
      total += (relative.x * offset.x + relative.y * offset.y) / distance
    }
    return (mean, n < 2 ? 0 : 2 * total / Double(n))
  }

  /// How fast the span of the selected touches changes, in points per second,
  /// from their velocities: each touch's speed away from the centroid,
  /// averaged and doubled as the span is (SPEC §3).
  public func spanVelocity(where includes: (Entry) -> Bool) -> Double {
    velocityAndSpanVelocity(where: includes).spanVelocity
  }

  // MARK: Updating (engine only)

  // The loops above go by index rather than `for entry in entries`: an
  // array's iterator retains its storage, once a call, many calls a frame.

  /// Starts a frame at `time` and applies its validated samples, given by
  /// index into `samples` (a sample's attributes play no part).
  ///
  /// The samples must name distinct touches: the engine splits a frame in
  /// which one touch reports twice.
  mutating func applyFrame(
    _ samples: UnsafeBufferPointer<TouchSample>, _ range: Range<Int>, at time: Timestamp
  ) {
    startFrame(at: time)
    if range.contains(where: { samples[$0].phase == .down }) {
      clearPhases()
      for index in range {
        apply(samples[index].phase, samples[index].id, samples[index].location, at: time)
      }
    } else {
      endedCount = updateInPlace(samples, range, at: time)
    }
  }

  /// Whether a frame is made only of moves at `time`, each of a different
  /// touch in the table and within ``TouchStreamLimits/coordinateMagnitude``:
  /// the frames ``applyMoves(_:at:)`` takes.
  @inline(__always)
  func canApplyMoves(_ samples: UnsafeBufferPointer<TouchSample>, at time: Double) -> Bool {
    guard !samples.isEmpty else { return false }
    for sample in samples.indices {
      let id = samples[sample].id
      guard samples[sample].phase == .move, samples[sample].time == time,
        TouchStreamLimits.admits(coordinate: samples[sample].location.x),
        TouchStreamLimits.admits(coordinate: samples[sample].location.y), index(of: id) != nil
      else {
        return false
      }
      for earlier in 0..<sample where samples[earlier].id == id { return false }
    }
    return true
  }

  /// Starts a frame at `time` and applies its samples, which
  /// ``canApplyMoves(_:at:)`` accepted.
  @inline(__always)
  mutating func applyMoves(_ samples: UnsafeBufferPointer<TouchSample>, at time: Timestamp) {
    startFrame(at: time)
    _ = updateInPlace(samples, samples.indices, at: time)
  }

  /// Starts the frame at `time`: no touch has gone down or ended in it yet.
  @inline(__always)
  private mutating func startFrame(at time: Timestamp) {
    self.time = time
    newCount = 0
    endedCount = 0
  }

  /// Applies a frame in which no touch goes down, and returns how many touches ended.
  ///
  /// The samples must name distinct touches that are in the table (validated
  /// and split by the engine). Every sample updates an entry in place, so each
  /// array is checked for uniqueness once a frame rather than once a sample
  /// (most frames are moves).
  private mutating func updateInPlace(
    _ samples: UnsafeBufferPointer<TouchSample>, _ range: Range<Int>, at time: Timestamp
  ) -> Int {
    entries.withUnsafeMutableBufferPointer { entries in
      trackers.withUnsafeMutableBufferPointer { trackers in
        var ended = 0
        // The samples name distinct touches that are all in the table, so when
        // there are as many as entries, each entry gets its phase below.
        if range.count != entries.count { Self.clearPhases(entries) }
        for sample in range {
          let id = samples[sample].id
          // Validated before: the touch is down, so it is found.
          guard let index = entries.firstIndex(where: { $0.id == id }) else { continue }
          let phase = samples[sample].phase
          let location = samples[sample].location
          let slot = Int(entries[index].trackerSlot)
          if phase.endsTouch {
            ended += 1
            Self.record(lift: location, from: entries[index].location, in: &trackers[slot], at: time)
          } else {
            trackers[slot].add(location, at: time)
          }
          entries[index].location = location
          entries[index].phaseInFrame = phase
        }
        return ended
      }
    }
  }

  private mutating func clearPhases() {
    // One uniqueness check for the frame rather than one per entry.
    entries.withUnsafeMutableBufferPointer { Self.clearPhases($0) }
  }

  /// Marks every entry as not reporting in the frame.
  @inline(__always)
  private static func clearPhases(_ entries: UnsafeMutableBufferPointer<Entry>) {
    for index in entries.indices { entries[index].phaseInFrame = nil }
  }

  /// Applies one validated sample to the table (its coordinates within
  /// ``TouchStreamLimits/coordinateMagnitude``, checked where it entered).
  private mutating func apply(
    _ phase: TouchSample.Phase, _ id: TouchID, _ location: Point, at time: Timestamp
  ) {
    switch phase {
    case .down:
      let slot = takeTrackerSlot()
      entries.append(
        Entry(
          id: id, location: location, startLocation: location, startTime: time, phaseInFrame: .down,
          trackerSlot: Int8(slot)))
      newCount += 1
      trackers[slot].add(location, at: time)
    case .move, .up, .cancel:
      guard let index = index(of: id) else { return }  // validated before
      let slot = Int(entries[index].trackerSlot)
      if phase.endsTouch {
        endedCount += 1
        Self.record(lift: location, from: entries[index].location, in: &trackers[slot], at: time)
      } else {
        trackers[slot].add(location, at: time)
      }
      entries[index].location = location
      entries[index].phaseInFrame = phase
    }
  }

  /// Records a lift in a touch's velocity history (SPEC §3's lift rule): a
  /// lift at the touch's previous position adds its time only, one that
  /// moved is a sample like any other.
  @inline(never)  // once a touch: kept out of the frame loop, which moves take
  private static func record(
    lift location: Point, from previous: Point, in tracker: inout VelocityTracker, at time: Timestamp
  ) {
    if location == previous {
      tracker.addLift(at: time)
    } else {
      tracker.add(location, at: time)
    }
  }

  /// A tracker slot for a touch going down, emptied: a free one, or a new one.
  private mutating func takeTrackerSlot() -> Int {
    guard freeTrackerSlots != 0 else {
      trackers.append(VelocityTracker())
      return trackers.count - 1
    }
    let slot = freeTrackerSlots.trailingZeroBitCount
    freeTrackerSlots &= freeTrackerSlots - 1
    trackers[slot].reset()
    return slot
  }

  /// What is wrong with the tracker slots, or `nil`: each touch must have a
  /// slot of its own that is not free, and every other slot must be free.
  func trackerSlotViolation() -> String? {
    var used: UInt32 = 0
    for entry in entries {
      let bit: UInt32 = 1 << UInt32(entry.trackerSlot)
      guard Int(entry.trackerSlot) < trackers.count, used & bit == 0, freeTrackerSlots & bit == 0 else {
        return "touch \(entry.id) shares or lacks a velocity history (slot \(entry.trackerSlot))"
      }
      used |= bit
    }
    let all: UInt32 = trackers.count == 32 ? .max : (1 << UInt32(trackers.count)) - 1
    return used | freeTrackerSlots == all ? nil : "velocity history slots are lost"
  }

  /// Drops the touches that ended in the frame just delivered.
  mutating func removeEndedTouches() {
    // Inlined where it is called: most frames end no touch.
    if endedCount > 0 { removeEndedTouchesNow() }
  }

  private mutating func removeEndedTouchesNow() {
    var index = entries.count - 1
    while index >= 0 {
      if !entries[index].isDown {
        freeTrackerSlots |= 1 << UInt32(entries[index].trackerSlot)
        entries.remove(at: index)
      }
      index -= 1
    }
    endedCount = 0
  }
}
