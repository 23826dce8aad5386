extension EvdevMultitouchDecoder {
  /// A position value beyond its axis's range, which the decoder clamped.
  ///
  /// Devices do this when their description understates the surface (a
  /// driver that reports 0…4095 but sends 4100 at the edge); libinput logs
  /// it as a kernel bug and goes on, and so does the decoder, at the edge.
  public struct ClampedValue: Equatable, Sendable {
    /// The axis code (`ABS_MT_POSITION_X`, `ABS_X`...).
    public var axis: UInt16
    /// The value the device sent, device units.
    public var value: Int32
    /// The range it was clamped to.
    public var range: AxisRange

    /// Creates a record of a clamped value.
    public init(axis: UInt16, value: Int32, range: AxisRange) {
      self.axis = axis
      self.value = value
      self.range = range
    }

    /// The value it became: the nearest end of ``range``.
    public var clamped: Int32 { min(max(value, range.minimum), range.maximum) }

    /// What happened, in words: `ABS_MT_POSITION_X value 850 is beyond the
    /// device's range 0 to 799; clamped to 799`.
    public var message: String {
      let name = EvdevEvent.name(ofCode: axis, type: EvdevEvent.EventType.absolute) ?? "axis \(axis)"
      return "\(name) value \(value) is beyond the device's range \(range.minimum) to \(range.maximum); "
        + "clamped to \(clamped)"
    }
  }

  /// The range positions on `axis` are clamped to: the axis's own, or for
  /// the single-touch axes the multi-touch one when the device gives only that.
  private func range(ofAxis axis: UInt16) -> AxisRange? {
    switch axis {
    case EvdevEvent.AbsoluteAxis.multitouchPositionX: geometry.positionX
    case EvdevEvent.AbsoluteAxis.multitouchPositionY: geometry.positionY
    case EvdevEvent.AbsoluteAxis.x: geometry.singleTouchX ?? geometry.x
    default: geometry.singleTouchY ?? geometry.y
    }
  }

  /// `value` on the position axis `axis`, clamped to its range, with the
  /// point it maps to checked; a clamp is counted.
  ///
  /// - Throws: A ``Violation`` at the value when ``mapping`` puts it beyond
  ///   ``TouchStreamLimits/coordinateMagnitude``; nothing is counted then.
  mutating func position(_ value: Int32, axis: UInt16) throws(Violation) -> Int32 {
    var clamped = value
    var record: ClampedValue?
    if let range = range(ofAxis: axis), value < range.minimum || value > range.maximum {
      let clamp = ClampedValue(axis: axis, value: value, range: range)
      clamped = clamp.clamped
      record = clamp
    }
    let isX = axis == EvdevEvent.AbsoluteAxis.multitouchPositionX || axis == EvdevEvent.AbsoluteAxis.x
    let mapped = isX ? mapping.x(Double(clamped)) : mapping.y(Double(clamped))
    guard TouchStreamLimits.admits(coordinate: mapped) else {
      throw Violation(kind: .stream(.coordinateOutOfRange(mapped)), field: .value)
    }
    if let record {
      clampedValueCount += 1
      if firstClampedValue == nil { firstClampedValue = record }
    }
    return clamped
  }

  /// The point for device position (`x`, `y`), both already checked.
  func point(_ x: Int32, _ y: Int32) -> Point { mapping.point(x: Double(x), y: Double(y)) }
}
