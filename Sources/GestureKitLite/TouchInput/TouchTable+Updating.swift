extension TouchTable {
  // MARK: Updating (the engine's only)

  /// Starts a frame at `time` and applies its validated samples, given by
  /// index into `samples` (a sample's attributes play no part).
  ///
  /// The samples must name distinct touches: the engine splits a frame in
  /// which one touch reports twice.
  ///
  /// - Parameters:
  ///   - samples: The frame's samples (a larger buffer).
  ///   - range: Which of them form this delivery.
  ///   - time: The frame's time.
  ///   - inPlace: Whether a frame in which no touch goes down is written in
  ///     place (`TouchTable+InPlace.swift`), the fast way, rather than sample
  ///     by sample with ``apply(_:_:_:at:)``; both give the same table, which
  ///     a property test checks.
  mutating func applyFrame(
    _ samples: UnsafeBufferPointer<TouchSample>, _ range: Range<Int>, at time: Timestamp, inPlace: Bool
  ) {
    startFrame(at: time)
    if inPlace, !range.contains(where: { samples[$0].phase == .down }) {
      endedCount = writeInPlace(samples, range, at: time)
      return
    }
    makeStorageUnique()
    clearPhases()
    for index in range {
      apply(samples[index].phase, samples[index].id, samples[index].location, at: time)
    }
  }

  /// Gives the table a box of its own before it is written: copied if
  /// another value of the table shares it (a copy kept by a recognizer, an
  /// engine copied by its host).
  @inline(__always)
  mutating func makeStorageUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
  }

  /// Starts the frame at `time`: no touch has gone down or ended in it yet.
  @inline(__always)
  mutating func startFrame(at time: Timestamp) {
    self.time = time
    newCount = 0
    endedCount = 0
  }

  /// Marks every entry as not reporting in the frame.
  private mutating func clearPhases() {
    for index in 0..<entryCount { storage.update(entry: index) { $0.phaseInFrame = nil } }
  }

  /// Applies one validated sample to the table (its coordinates within
  /// ``TouchStreamLimits/coordinateMagnitude``, checked where it entered).
  private mutating func apply(
    _ phase: TouchSample.Phase, _ id: TouchID, _ location: Point, at time: Timestamp
  ) {
    switch phase {
    case .down:
      if freeTrackerSlots == 0 { growStorage() }
      let slot = takeTrackerSlot()
      let index = entryCount
      entryCount += 1
      storage.update(entry: index) {
        $0 = Entry(
          id: id, location: location, startLocation: location, startTime: time, phaseInFrame: .down,
          trackerSlot: Int8(slot))
      }
      newCount += 1
      storage.update(tracker: slot) { $0.add(location, at: time) }
    case .move, .up, .cancel:
      guard let index = index(of: id) else { return }  // validated before
      let (slot, previous) = storage.update(entry: index) { entry in
        let previous = entry.location
        entry.location = location
        entry.phaseInFrame = phase
        return (Int(entry.trackerSlot), previous)
      }
      if phase.endsTouch {
        endedCount += 1
        storage.update(tracker: slot) { Self.record(lift: location, from: previous, in: &$0, at: time) }
      } else {
        storage.update(tracker: slot) { $0.add(location, at: time) }
      }
    }
  }

  /// Records a lift in a touch's velocity history (SPEC §3's lift rule): a
  /// lift at the touch's previous position adds its time only, one that
  /// moved is a sample like any other.
  @inline(never)  // once a touch: kept out of the frame loop, which moves take
  static func record(
    lift location: Point, from previous: Point, in tracker: inout VelocityTracker, at time: Timestamp
  ) {
    if location == previous {
      tracker.addLift(at: time)
    } else {
      tracker.add(location, at: time)
    }
  }

  /// Doubles the storage's histories, for a touch going down with every one
  /// taken (the table holds at most ``TouchStorage/maximumCapacity``
  /// touches: the validator's limit, and as many that ended in the frame).
  @inline(never)  // rare: a gesture with more fingers than any before it
  private mutating func growStorage() {
    let old = storage.capacity
    storage = storage.grown()
    freeTrackerSlots |= Self.slots(below: storage.capacity) & ~Self.slots(below: old)
  }

  /// A tracker slot for a touch going down, emptied: the free one first
  /// in order.
  private mutating func takeTrackerSlot() -> Int {
    // The storage grew first if every history was taken.
    let slot = freeTrackerSlots.trailingZeroBitCount
    freeTrackerSlots &= freeTrackerSlots - 1
    storage.update(tracker: slot) { $0.reset() }
    return slot
  }

  /// What is wrong with the tracker slots, or `nil`: each touch must have a
  /// slot of its own that is not free, and every other slot must be free.
  func trackerSlotViolation() -> String? {
    var used: UInt64 = 0
    for index in 0..<entryCount {
      let entry = self[index]
      let bit: UInt64 = 1 << UInt64(entry.trackerSlot)
      guard Int(entry.trackerSlot) < storage.capacity, used & bit == 0, freeTrackerSlots & bit == 0
      else {
        return "touch \(entry.id) shares or lacks a velocity history (slot \(entry.trackerSlot))"
      }
      used |= bit
    }
    let all = Self.slots(below: storage.capacity)
    return used | freeTrackerSlots == all ? nil : "velocity history slots are lost"
  }

  /// Drops the touches that ended in the frame just delivered.
  mutating func removeEndedTouches() {
    // Inlined where it is called: most frames end no touch.
    if endedCount > 0 { removeEndedTouchesNow() }
  }

  private mutating func removeEndedTouchesNow() {
    makeStorageUnique()
    var index = entryCount - 1
    while index >= 0 {
      let entry = self[index]
      if !entry.isDown {
        freeTrackerSlots |= 1 << UInt64(entry.trackerSlot)
        storage.removeEntry(at: index, end: entryCount)
        entryCount -= 1
      }
      index -= 1
    }
    endedCount = 0
  }
}
