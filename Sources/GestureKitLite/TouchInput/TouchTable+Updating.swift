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
    clearPhases()
    for index in range {
      apply(samples[index].phase, samples[index].id, samples[index].location, at: time)
    }
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
  static func record(
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
