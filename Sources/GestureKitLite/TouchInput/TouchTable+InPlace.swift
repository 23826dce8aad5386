extension TouchTable {
  // The fast way to write a frame.
  //
  // Most frames are moves of touches already in the table. Writing them
  // sample by sample (`apply`) finds each touch and sets every field a
  // sample can change; writing them here sets only what a move or a lift
  // changes. A frame of moves (`applyMoves`, the engine's frames of moves)
  // and any frame in which no touch goes down (`applyFrame` with `inPlace`)
  // take this way. The property test that plays random streams along
  // `GestureEngine.DeliveryPath.general` writes every frame with `apply`
  // instead and requires the same events and states.

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
    _ = writeInPlace(samples, samples.indices, at: time)
  }

  /// Writes a frame in which no touch goes down, in place, and returns how
  /// many touches ended.
  ///
  /// The samples must name distinct touches that are in the table (checked
  /// and split by the engine).
  // Inlined into the frame in native builds; one copy in an Embedded Swift build.
  #if !hasFeature(Embedded)
    @inline(__always)
  #endif
  mutating func writeInPlace(
    _ samples: UnsafeBufferPointer<TouchSample>, _ range: Range<Int>, at time: Timestamp
  ) -> Int {
    makeStorageUnique()
    let storage = storage
    var ended = 0
    // The samples name distinct touches that are all in the table, so when
    // there are as many as entries, each entry gets its phase below.
    if range.count != entryCount {
      for index in 0..<entryCount { storage.update(entry: index) { $0.phaseInFrame = nil } }
    }
    for sample in range {
      // Checked before: the touch is down, so it is found.
      guard let index = index(of: samples[sample].id) else { continue }
      let phase = samples[sample].phase
      let location = samples[sample].location
      let (slot, previous) = storage.update(entry: index) { entry in
        let previous = entry.location
        entry.location = location
        entry.phaseInFrame = phase
        return (Int(entry.trackerSlot), previous)
      }
      if phase.endsTouch {
        ended += 1
        storage.update(tracker: slot) { Self.record(lift: location, from: previous, in: &$0, at: time) }
      } else {
        storage.update(tracker: slot) { $0.add(location, at: time) }
      }
    }
    return ended
  }
}
