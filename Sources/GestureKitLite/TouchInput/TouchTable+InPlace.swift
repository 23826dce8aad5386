extension TouchTable {
  // The fast way to write a frame, and the only unsafe code of the table.
  //
  // Most frames are moves of touches already in the table. Writing them
  // sample by sample (`apply`) checks each array for uniqueness once a
  // sample; writing them here, through one mutable buffer of each array,
  // checks once a frame. A frame of moves (`applyMoves`, the engine's frames
  // of moves) and any frame in which no touch goes down (`applyFrame` with
  // `inPlace`) take this way. The property test that plays random streams
  // along `GestureEngine.DeliveryPath.general` writes every frame with
  // `apply` instead and requires the same events and states.

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
  mutating func writeInPlace(
    _ samples: UnsafeBufferPointer<TouchSample>, _ range: Range<Int>, at time: Timestamp
  ) -> Int {
    entries.withUnsafeMutableBufferPointer { entries in
      trackers.withUnsafeMutableBufferPointer { trackers in
        var ended = 0
        // The samples name distinct touches that are all in the table, so when
        // there are as many as entries, each entry gets its phase below.
        if range.count != entries.count {
          for index in entries.indices { entries[index].phaseInFrame = nil }
        }
        for sample in range {
          let id = samples[sample].id
          // Checked before: the touch is down, so it is found.
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
}
