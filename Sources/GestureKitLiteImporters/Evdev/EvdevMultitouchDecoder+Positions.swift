import GestureKitLite
import GestureKitLiteStreams

extension EvdevMultitouchDecoder {
  /// A position value beyond its axis's range, which the decoder clamped.
  ///
  /// Devices do this when their description understates the surface (a
  /// driver that reports 0…4095 but sends 4100 at the edge); libinput logs
  /// it as a kernel bug and goes on, and so does the decoder, at the edge.
  /// A value the device most plausibly meant as a negative wrapped at the
  /// width of its register (``AxisRange/wrappedNegative(of:after:)``: 4083
  /// on 0…3000 or 0…680 is −13) is read as that negative, so it goes to the near edge,
  /// not across the surface.
  public struct ClampedValue: Equatable, Sendable {
    /// The axis code (`ABS_MT_POSITION_X`, `ABS_X`...).
    public var axis: UInt16
    /// The value the device sent, device units.
    public var value: Int32
    /// The range it was clamped to.
    public var range: AxisRange
    /// The negative the device meant, when ``value`` was read as one wrapped
    /// at the width of its register (``AxisRange/wrappedNegative(of:after:)``),
    /// else `nil`.
    public var wrapped: Int32?

    /// Creates a record of a clamped value.
    ///
    /// - Parameters:
    ///   - axis: The axis code.
    ///   - value: The value the device sent, device units.
    ///   - range: The range it was clamped to.
    ///   - wrapped: The negative it was read as, if it was a wrapped one.
    public init(axis: UInt16, value: Int32, range: AxisRange, wrapped: Int32? = nil) {
      self.axis = axis
      self.value = value
      self.range = range
      self.wrapped = wrapped
    }

    /// The value it became: the end of ``range`` nearest to what the device
    /// meant (``wrapped``, or else ``value``).
    public var clamped: Int32 { min(max(wrapped ?? value, range.minimum), range.maximum) }

    /// What happened, in words: `ABS_MT_POSITION_X value 850 is beyond the
    /// device's range 0 to 799; clamped to 799`, or for a wrapped negative
    /// `ABS_MT_POSITION_Y value 4083 is beyond the device's range 0 to 3000;
    /// read as -13 (a negative wrapped at 12 bits), clamped to 0`.
    public var message: String {
      let name = EvdevEvent.name(ofCode: axis, type: EvdevEvent.EventType.absolute) ?? "axis \(axis)"
      let beyond =
        "\(name) value \(value) is beyond the device's range \(range.minimum) to \(range.maximum); "
      guard let wrapped else { return beyond + "clamped to \(clamped)" }
      let bits = AxisRange.wrapWidth(of: value, readAs: wrapped)
      return beyond + "read as \(wrapped) (a negative wrapped at \(bits) bits), clamped to \(clamped)"
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

  /// `value` on the position axis `axis`, clamped to its range; a clamp is counted.
  ///
  /// The point it maps to is checked. `previous` is the contact's last value
  /// on the axis, if it has one.
  ///
  /// - Throws: A ``Violation`` at the value when ``mapping`` puts it beyond
  ///   ``TouchStreamLimits/coordinateMagnitude``; nothing is counted then.
  mutating func position(_ value: Int32, axis: UInt16, after previous: Int32?) throws(Violation) -> Int32 {
    let (position, clamp) = try checkedPosition(value, axis: axis, after: previous)
    if let clamp { count(clamp) }
    return position
  }

  /// `value` on the position axis `axis`, clamped, and the clamp to count.
  ///
  /// The value is clamped to the axis's range (or read as the wrapped
  /// negative it stands for) and the point it maps to is checked; nothing is
  /// counted yet. `previous` is the contact's last value on the axis, if it
  /// has one.
  ///
  /// - Throws: A ``Violation`` at the value when ``mapping`` puts it beyond
  ///   ``TouchStreamLimits/coordinateMagnitude``.
  func checkedPosition(_ value: Int32, axis: UInt16, after previous: Int32? = nil) throws(Violation) -> (
    Int32, ClampedValue?
  ) {
    var clamped = value
    var record: ClampedValue?
    if let range = range(ofAxis: axis), value < range.minimum || value > range.maximum {
      let clamp = ClampedValue(
        axis: axis, value: value, range: range, wrapped: range.wrappedNegative(of: value, after: previous))
      clamped = clamp.clamped
      record = clamp
    }
    let isX = axis == EvdevEvent.AbsoluteAxis.multitouchPositionX || axis == EvdevEvent.AbsoluteAxis.x
    let mapped = isX ? mapping.x(Double(clamped)) : mapping.y(Double(clamped))
    guard TouchStreamLimits.admits(coordinate: mapped) else {
      throw Violation(kind: .stream(.coordinateOutOfRange(mapped)), field: .value)
    }
    return (clamped, record)
  }

  /// Counts a clamped value, keeping the first.
  mutating func count(_ clamp: ClampedValue) {
    clampedValueCount += 1
    if clamp.wrapped != nil { wrappedValueCount += 1 }
    if firstClampedValue == nil { firstClampedValue = clamp }
  }

  /// The point for device position (`x`, `y`), both already checked.
  func point(_ x: Int32, _ y: Int32) -> Point { mapping.point(x: Double(x), y: Double(y)) }
}
