import GestureKitLite
import GestureKitLiteStreams

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
    /// Whether the touch is down but held back: the device has not sent both
    /// positions in the recording yet (``UnlocatedContact``).
    var isUnlocated = false
  }

  /// The sample of a single-touch frame: a `down` when `BTN_TOUCH` went to
  /// 1 (held back until both positions are known), a `move` when the
  /// position changed, an `up` when it went to 0.
  ///
  /// - Throws: A ``Violation`` at the `SYN_REPORT`'s value when the
  ///   description's current value for a missing position maps beyond
  ///   ``TouchStreamLimits/coordinateMagnitude``.
  mutating func reportSingleTouch(at time: Double, into samples: inout [TouchSample]) throws(Violation) {
    guard singleTouch.isTouching else {
      endSingleTouch(at: time, into: &samples)
      return
    }
    if singleTouch.id == nil, !singleTouch.isUnlocated, singleTouch.x == nil || singleTouch.y == nil {
      try placeSingleTouch()
    }
    guard let x = singleTouch.x, let y = singleTouch.y else { return }  // held back
    let location = point(x, y)
    if let id = singleTouch.id {
      guard location != singleTouch.location else { return }
      samples.append(TouchSample(time: time, phase: .move, id: id, location: location))
    } else {
      guard let id = ids.allocate() else { return }
      samples.append(TouchSample(time: time, phase: .down, id: id, location: location))
      singleTouch.id = id
      if singleTouch.isUnlocated {
        singleTouch.isUnlocated = false
        settleUnlocated(slot: nil, trackingID: nil, as: .started(at: time))
      }
    }
    singleTouch.location = location
  }

  /// Places a touch that went down before the device sent its position.
  ///
  /// It goes where the description's current values for the missing axes
  /// say, when it gives them all (the kernel keeps those values for `ABS_X`
  /// and `ABS_Y`); else it is held back until the device sends them. Either
  /// way it is noted.
  ///
  /// - Throws: A ``Violation`` at the value when a current value maps beyond
  ///   ``TouchStreamLimits/coordinateMagnitude``; nothing changes then.
  private mutating func placeSingleTouch() throws(Violation) {
    let axes = EvdevEvent.AbsoluteAxis.self
    let missing = singleTouch.x == nil ? axes.x : axes.y
    var x = singleTouch.x
    var y = singleTouch.y
    var clamps: [ClampedValue] = []
    if x == nil, let current = geometry.singleTouchCurrentX {
      let (value, clamp) = try checkedPosition(current, axis: axes.x)
      x = value
      if let clamp { clamps.append(clamp) }
    }
    if y == nil, let current = geometry.singleTouchCurrentY {
      let (value, clamp) = try checkedPosition(current, axis: axes.y)
      y = value
      if let clamp { clamps.append(clamp) }
    }
    guard let x, let y else {
      singleTouch.isUnlocated = true
      noteUnlocated(axis: missing, slot: nil, trackingID: nil, outcome: .waiting)
      return
    }
    for clamp in clamps { count(clamp) }
    singleTouch.x = x
    singleTouch.y = y
    noteUnlocated(axis: missing, slot: nil, trackingID: nil, outcome: .described(missing == axes.x ? x : y))
  }

  /// Lifts the single touch, if it is down: `BTN_TOUCH` went to 0, or the
  /// device turned out to have multi-touch axes.
  mutating func endSingleTouch(at time: Double, into samples: inout [TouchSample]) {
    if singleTouch.isUnlocated {
      singleTouch.isUnlocated = false
      settleUnlocated(slot: nil, trackingID: nil, as: .leftOut)
    }
    guard let id = singleTouch.id else { return }
    samples.append(TouchSample(time: time, phase: .up, id: id, location: singleTouch.location))
    ids.release(id)
    singleTouch.id = nil
  }
}
