/// Checks that a sequence of samples and ticks makes sense as touches over time.
///
/// This is the semantic half of SPEC §2.3, shared by the stream readers (which
/// add the line and column) and ``GestureEngine`` (which refuses a bad sample
/// from a host before anything changes): time never goes backwards, a `down`
/// names a touch that is up, a `move`/`up`/`cancel` names one that is down,
/// no more than ``TouchStreamLimits/maximumSimultaneousTouches`` are down,
/// and every time and coordinate is within ``TouchStreamLimits``.
///
/// - Complexity: O(*k*) a sample for *k* touches down (at most 20); no heap
///   allocation after the first sample.
public struct TouchSequenceValidator: Equatable, Sendable {
  /// The field of a sample that a ``Violation`` is about, so a reader can
  /// point at its column.
  public enum Field: Equatable, Sendable {
    /// The sample's time.
    case time
    /// The sample's touch ID.
    case id
    /// The sample's x coordinate.
    case x
    /// The sample's y coordinate.
    case y
    /// A wheel's `deltaX`.
    case deltaX
    /// A wheel's `deltaY`.
    case deltaY
    /// A key's name.
    case key
    /// A wheel's or a key's modifiers.
    case modifiers
  }

  /// A sample that does not fit the sequence so far.
  public struct Violation: Error, Equatable, Sendable {
    /// What is wrong.
    public var kind: TouchStreamError.Kind
    /// Which field is wrong.
    public var field: Field
  }

  /// The time of the latest sample or tick, in seconds, or `nil` before the first.
  public private(set) var latestTime: Double?
  /// The IDs of the touches that are down, inline so that copying a validator
  /// (to check a whole frame before committing it) never allocates.
  private var downIDs = InlineStorage<Tuple20<UInt64>, UInt64>()
  /// How many touches are down.
  public private(set) var touchDownCount = 0

  /// The IDs of the touches that are down, in the order they went down.
  public var touchesDown: [TouchID] {
    (0..<touchDownCount).map { TouchID(downIDs[$0]) }
  }

  /// Creates a validator for an empty sequence.
  public init() {}

  /// Two validators are equal when they have seen the same time and the same
  /// touches are down in the same order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.latestTime == rhs.latestTime && lhs.touchesDown == rhs.touchesDown
  }

  /// Whether the touch `id` is down.
  public func isDown(_ id: TouchID) -> Bool { index(of: id) != nil }

  private func index(of id: TouchID) -> Int? {
    let count = touchDownCount
    return downIDs.withElements { ids in
      (0..<count).first { ids[$0] == id.rawValue }
    }
  }

  /// Accepts `sample` if it fits the sequence so far, and records it.
  ///
  /// - Throws: A ``Violation``; the validator is then unchanged.
  public mutating func accept(_ sample: TouchSample) throws(Violation) {
    try Self.check(sample.time, after: latestTime)
    try Self.check(sample.location)
    let index = position(of: sample.id)
    switch sample.phase {
    case .down:
      if index != nil { throw Violation(kind: .touchAlreadyDown(sample.id), field: .id) }
      if touchDownCount >= TouchStreamLimits.maximumSimultaneousTouches {
        throw Violation(
          kind: .tooManyTouches(limit: TouchStreamLimits.maximumSimultaneousTouches), field: .id)
      }
      downIDs[touchDownCount] = sample.id.rawValue
      touchDownCount += 1
    case .move:
      if index == nil { throw Violation(kind: .touchNotDown(sample.id, phase: .move), field: .id) }
    case .up, .cancel:
      guard let index else {
        throw Violation(kind: .touchNotDown(sample.id, phase: sample.phase), field: .id)
      }
      let last = touchDownCount - 1
      downIDs.withMutableElements { ids in
        for later in index..<last { ids[later] = ids[later + 1] }
      }
      touchDownCount -= 1
    }
    latestTime = sample.time
  }

  /// The position of `id` among the touches down, searched in place: the
  /// mutating methods use it because reading the inline array from them
  /// through ``index(of:)`` copies it first (160 bytes, every sample).
  private mutating func position(of id: TouchID) -> Int? {
    let count = touchDownCount
    return downIDs.withMutableElements { ids in
      for index in 0..<count where ids[index] == id.rawValue { return index }
      return nil
    }
  }

  /// Whether a frame of moves at `time` keeps time in order (it is within
  /// ``TouchStreamLimits/timeMagnitude`` and not earlier than the latest
  /// time); the caller checks the touches and their coordinates.
  @inline(__always)
  func admitsMoves(at time: Double) -> Bool {
    TouchStreamLimits.admits(time: time) && latestTime.map { time >= $0 } ?? true
  }

  /// Records a frame of moves at `time`, which ``admitsMoves(at:)`` allowed and
  /// whose touches the caller found down: a move changes only the clock.
  @inline(__always)
  mutating func recordMoves(at time: Double) {
    latestTime = time
  }

  /// Accepts a wheel input (SPEC §2.4) if its time does not go backwards and
  /// its numbers and modifiers are within the limits.
  ///
  /// - Throws: A ``Violation``; the validator is then unchanged.
  public mutating func accept(_ wheel: WheelInput) throws(Violation) {
    try Self.check(wheel.time, after: latestTime)
    try Self.check(wheel.location)
    try Self.check(delta: wheel.deltaX, .deltaX)
    try Self.check(delta: wheel.deltaY, .deltaY)
    try Self.check(wheel.modifiers)
    latestTime = wheel.time
  }

  /// Accepts a key input (SPEC §2.4) if its time does not go backwards, its
  /// name is one (``KeyInput/refusal(of:)``) and its modifiers are known.
  ///
  /// - Throws: A ``Violation``; the validator is then unchanged.
  public mutating func accept(_ key: KeyInput) throws(Violation) {
    try Self.check(key.time, after: latestTime)
    if let refusal = KeyInput.refusal(of: key.key) {
      throw Violation(kind: .invalidKeyName(key.key, refusal), field: .key)
    }
    try Self.check(key.modifiers)
    latestTime = key.time
  }

  /// Accepts an accessibility action (SPEC §2.4) if its time does not go backwards.
  ///
  /// - Throws: A ``Violation`` about the ``Field/time``; the validator is then unchanged.
  public mutating func accept(_ action: ActionInput) throws(Violation) {
    try acceptTick(at: action.time)
  }

  /// Accepts a tick at `time` seconds if time does not go backwards.
  ///
  /// - Throws: A ``Violation`` about the ``Field/time``; the validator is then unchanged.
  public mutating func acceptTick(at time: Double) throws(Violation) {
    try Self.check(time, after: latestTime)
    latestTime = time
  }

  // Static: an instance method called from a mutating one copies the
  // validator, inline array of IDs and all, on every sample.
  @inline(__always)  // once a sample: the test is a few compares, the call was not
  private static func check(_ time: Double, after latestTime: Double?) throws(Violation) {
    guard TouchStreamLimits.admits(time: time) else { throw timeViolation(time) }
    if let latestTime, time < latestTime {
      throw Violation(kind: .timeWentBackwards(previous: latestTime, found: time), field: .time)
    }
  }

  /// A wheel's delta is within the limits of a coordinate, in any mode.
  private static func check(delta value: Double, _ field: Field) throws(Violation) {
    guard TouchStreamLimits.admits(coordinate: value) else {
      let kind: TouchStreamError.Kind =
        value.isFinite ? .coordinateOutOfRange(value) : .nonFiniteNumber(value.description)
      throw Violation(kind: kind, field: field)
    }
  }

  private static func check(_ modifiers: ModifierKeys) throws(Violation) {
    guard modifiers.isKnown else {
      throw Violation(kind: .unknownModifierBits(UInt32(modifiers.rawValue)), field: .modifiers)
    }
  }

  @inline(__always)  // once a sample, as above
  private static func check(_ location: Point) throws(Violation) {
    guard TouchStreamLimits.admits(coordinate: location.x), TouchStreamLimits.admits(coordinate: location.y)
    else { throw coordinateViolation(location) }
  }

  /// What is wrong with a time that ``TouchStreamLimits/admits(time:)`` refused.
  @inline(never)
  private static func timeViolation(_ time: Double) -> Violation {
    guard time.isFinite else { return Violation(kind: .nonFiniteNumber(time.description), field: .time) }
    return Violation(kind: .timeOutOfRange(time), field: .time)
  }

  /// What is wrong with the first coordinate of `location` that
  /// ``TouchStreamLimits/admits(coordinate:)`` refuses.
  @inline(never)
  private static func coordinateViolation(_ location: Point) -> Violation {
    let (value, field) =
      TouchStreamLimits.admits(coordinate: location.x) ? (location.y, Field.y) : (location.x, Field.x)
    guard value.isFinite else { return Violation(kind: .nonFiniteNumber(value.description), field: field) }
    return Violation(kind: .coordinateOutOfRange(value), field: field)
  }
}
