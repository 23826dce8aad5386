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
    /// The touch's velocity estimator, fed with every sample of the touch.
    public var tracker: VelocityTracker

    /// Whether the touch is still down after this frame (not lifted or cancelled in it).
    @inlinable
    public var isDown: Bool { !(phaseInFrame?.endsTouch ?? false) }
    /// Whether the touch went down in this frame.
    @inlinable
    public var wentDownInFrame: Bool { phaseInFrame == .down }
    /// The touch's velocity in points per second (see ``VelocityTracker``).
    @inlinable
    public var velocity: Point { tracker.velocity }
  }

  @usableFromInline
  var entries: ContiguousArray<Entry>

  /// The time of the frame being delivered.
  public internal(set) var time = Timestamp(microseconds: 0)

  init() {
    entries = []
    entries.reserveCapacity(TouchStreamLimits.maximumSimultaneousTouches)
  }

  /// The number of entries, including touches that ended in this frame.
  @inlinable
  public var count: Int { entries.count }

  /// The entry at `index` (0 ..< ``count``), in the order the touches went down.
  @inlinable
  public subscript(index: Int) -> Entry { entries[index] }

  /// The number of touches that are still down after this frame.
  public var downCount: Int {
    var result = 0
    for entry in entries where entry.isDown { result += 1 }
    return result
  }

  /// The index of the touch `id`, or `nil` when the table does not hold it.
  public func index(of id: TouchID) -> Int? {
    entries.firstIndex { $0.id == id }
  }

  /// Whether any touch went down in this frame.
  public var hasNewTouch: Bool { entries.contains { $0.wentDownInFrame } }

  /// Whether every touch in the table went down in this frame, so that every
  /// touch of an earlier attempt is gone.
  public var allTouchesAreNew: Bool { entries.allSatisfy { $0.wentDownInFrame } }

  /// Whether any touch lifted or was cancelled in this frame.
  public var hasEndedTouch: Bool { entries.contains { !$0.isDown } }

  /// Whether the set of touches changes in this frame (one went down or ended).
  public var touchSetChanges: Bool {
    entries.contains { $0.wentDownInFrame || !$0.isDown }
  }

  /// The centroid of the selected touches' current locations, or `nil` if none
  /// is selected.
  ///
  /// - Parameter includes: Which entries take part.
  public func centroid(where includes: (Entry) -> Bool) -> Point? {
    var sum = Point.zero
    var n = 0
    for entry in entries where includes(entry) {
      sum += entry.location
      n += 1
    }
    return n == 0 ? nil : sum / Double(n)
  }

  /// The span of the selected touches (SPEC §3): the distance between two;
  /// with more, twice their mean distance from their centroid. Zero for fewer
  /// than two.
  public func span(where includes: (Entry) -> Bool) -> Double {
    guard let center = centroid(where: includes) else { return 0 }
    var total = 0.0
    var n = 0
    for entry in entries where includes(entry) {
      total += entry.location.distance(to: center)
      n += 1
    }
    return n < 2 ? 0 : 2 * total / Double(n)
  }

  /// The mean velocity of the selected touches, in points per second.
  public func meanVelocity(where includes: (Entry) -> Bool) -> Point {
    var sum = Point.zero
    var n = 0
    for entry in entries where includes(entry) {
      sum += entry.velocity
      n += 1
    }
    return n == 0 ? .zero : sum / Double(n)
  }

  // MARK: Updating (engine only)

  /// Starts a frame at `time`: no touch has reported in it yet.
  mutating func beginFrame(at time: Timestamp) {
    self.time = time
    for index in entries.indices { entries[index].phaseInFrame = nil }
  }

  /// Applies one validated sample to the table.
  mutating func apply(_ sample: TouchSample, at time: Timestamp) {
    switch sample.phase {
    case .down:
      var tracker = VelocityTracker()
      tracker.add(sample.location, at: time)
      entries.append(
        Entry(
          id: sample.id, location: sample.location, startLocation: sample.location,
          startTime: time, phaseInFrame: .down, tracker: tracker))
    case .move, .up, .cancel:
      guard let index = index(of: sample.id) else { return }  // validated before
      entries[index].location = sample.location
      entries[index].phaseInFrame = sample.phase
      entries[index].tracker.add(sample.location, at: time)
    }
  }

  /// Drops the touches that ended in the frame just delivered.
  mutating func removeEndedTouches() {
    entries.removeAll { !$0.isDown }
  }
}
