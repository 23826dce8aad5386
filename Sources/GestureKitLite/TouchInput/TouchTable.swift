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
    /// Which tracker slot of the table's storage holds the touch's velocity history.
    var trackerSlot: Int8 = 0
  }

  // Entries are small so that reading one is cheap. Each touch's velocity
  // history (about 800 bytes) stays in its own tracker slot from the touch's
  // down to its end, and the slot is reused by a later touch: a touch going
  // down or ending moves or initializes no history. Both live in one box
  // (`TouchStorage`), made unique once a frame.
  @usableFromInline
  var storage: TouchStorage
  /// How many entries the table holds, including touches that ended in this frame.
  @usableFromInline
  var entryCount = 0
  /// Bit *i* set: tracker slot *i* belongs to no touch (slots beyond the
  /// storage's capacity are not free: they do not exist yet).
  var freeTrackerSlots: UInt64
  /// How many touches went down, and how many ended, in the frame being
  /// delivered: kept as samples are applied so that recognizers ask in O(1).
  var newCount = 0
  var endedCount = 0

  /// The time of the frame being delivered.
  public internal(set) var time = Timestamp(microseconds: 0)

  init() {
    // Room for a four-finger gesture; more grows the storage.
    storage = TouchStorage(capacity: 4)
    freeTrackerSlots = Self.slots(below: storage.capacity)
  }

  /// The tracker slots below `capacity`, as a mask.
  static func slots(below capacity: Int) -> UInt64 {
    capacity >= 64 ? .max : (1 << UInt64(capacity)) - 1
  }

  /// The number of entries, including touches that ended in this frame.
  @inlinable
  public var count: Int { entryCount }

  /// The entry at `index` (0 ..< ``count``), in the order the touches went down.
  @inlinable
  public subscript(index: Int) -> Entry {
    precondition(index >= 0 && index < entryCount, "touch index out of range")
    return storage.entry(index)
  }

  /// The number of touches that are still down after this frame.
  @inlinable
  public var downCount: Int { entryCount - endedTouchCount }

  /// The number of touches that ended in this frame.
  public var endedTouchCount: Int { endedCount }

  /// The number of touches that went down in this frame.
  public var newTouchCount: Int { newCount }

  /// The index of the touch `id`, or `nil` when the table does not hold it.
  @inline(__always)  // a few compares for the few touches down, every sample
  public func index(of id: TouchID) -> Int? {
    var index = 0
    while index < entryCount {
      if storage.entry(index).id == id { return index }
      index += 1
    }
    return nil
  }

  /// Whether any touch went down in this frame.
  @inlinable
  public var hasNewTouch: Bool { newTouchCount > 0 }

  /// Whether every touch in the table went down in this frame, so that every
  /// touch of an earlier attempt is gone.
  @inlinable
  public var allTouchesAreNew: Bool { newTouchCount == entryCount }

  /// Whether any touch lifted or was cancelled in this frame.
  @inlinable
  public var hasEndedTouch: Bool { endedTouchCount > 0 }

  /// The velocity of the touch at `index`, in points per second, from its
  /// samples' timestamps (see ``VelocityTracker``).
  ///
  /// - Complexity: O(*n*) for the *n* ≤ 64 samples of the last 100 ms: ask for
  ///   it when it matters (at a release), not on every frame.
  public func velocity(at index: Int) -> Point { tracker(at: index).velocity }

  /// The velocity tracker of the touch at `index`.
  public func tracker(at index: Int) -> VelocityTracker { storage.tracker(Int(self[index].trackerSlot)) }

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
    for index in 0..<entryCount {
      let entry = storage.entry(index)
      guard includes(entry) else { continue }
      sum += entry.location
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
    for index in 0..<entryCount {
      let entry = storage.entry(index)
      guard includes(entry) else { continue }
      total += entry.location.distance(to: center)
      n += 1
    }
    return (center, n < 2 ? 0 : 2 * total / Double(n))
  }

  /// The mean velocity of the selected touches, in points per second.
  public func meanVelocity(where includes: (Entry) -> Bool) -> Point {
    var sum = Point.zero
    var n = 0
    for index in 0..<entryCount where includes(storage.entry(index)) {
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
    var velocities = InlineStorage<Tuple20<Point>, Point>()
    var sum = Point.zero
    var n = 0
    for index in 0..<entryCount where includes(storage.entry(index)) {
      let velocity = tracker(at: index).velocity
      if index < InlineStorage<Tuple20<Point>, Point>.capacity { velocities[index] = velocity }
      sum += velocity
      n += 1
    }
    let mean = n == 0 ? .zero : sum / Double(n)
    guard let center = centroid(where: includes) else { return (mean, 0) }
    var total = 0.0
    for index in 0..<entryCount where includes(storage.entry(index)) {
      let offset = storage.entry(index).location - center
      let distance = offset.length
      guard distance > 0 else { continue }
      let velocity =
        index < InlineStorage<Tuple20<Point>, Point>.capacity
        ? velocities[index] : tracker(at: index).velocity
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
}
