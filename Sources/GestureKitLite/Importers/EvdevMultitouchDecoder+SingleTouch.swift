extension EvdevMultitouchDecoder {
  /// The one touch of a device without multi-touch axes: `BTN_TOUCH` and
  /// the last `ABS_X`/`ABS_Y` (which, like a slot's, persist until they change).
  struct SingleTouch: Equatable, Sendable {
    /// The latest `ABS_X`, device units; `nil` until the device sends one.
    var x: Int32?
    /// The latest `ABS_Y`, device units; `nil` until the device sends one.
    var y: Int32?
    /// The latest `BTN_TOUCH`: whether something touches the surface.
    var isTouching = false
    /// The touch's ID once its `down` has been emitted.
    var id: TouchID?
    /// Where the touch was last reported, points.
    var location = Point.zero
  }

  /// The sample of a single-touch frame: a `down` when `BTN_TOUCH` went to
  /// 1, a `move` when the position changed, an `up` when it went to 0.
  ///
  /// - Throws: A ``Violation`` at the `SYN_REPORT`'s code for a touch that
  ///   goes down before the device sent both positions.
  mutating func reportSingleTouch(at time: Double, into samples: inout [TouchSample]) throws(Violation) {
    guard singleTouch.isTouching else {
      endSingleTouch(at: time, into: &samples)
      return
    }
    guard let x = singleTouch.x else {
      throw Violation(kind: .positionNeverReported(axis: "ABS_X", slot: nil), field: .code)
    }
    guard let y = singleTouch.y else {
      throw Violation(kind: .positionNeverReported(axis: "ABS_Y", slot: nil), field: .code)
    }
    let location = point(x, y)
    if let id = singleTouch.id {
      guard location != singleTouch.location else { return }
      samples.append(TouchSample(time: time, phase: .move, id: id, location: location))
    } else {
      guard let id = ids.allocate() else { return }
      samples.append(TouchSample(time: time, phase: .down, id: id, location: location))
      singleTouch.id = id
    }
    singleTouch.location = location
  }

  /// Lifts the single touch, if it is down: `BTN_TOUCH` went to 0, or the
  /// device turned out to have multi-touch axes.
  mutating func endSingleTouch(at time: Double, into samples: inout [TouchSample]) {
    guard let id = singleTouch.id else { return }
    samples.append(TouchSample(time: time, phase: .up, id: id, location: singleTouch.location))
    ids.release(id)
    singleTouch.id = nil
  }
}
