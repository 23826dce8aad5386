extension GestureValue {
  /// A named number (or point) of a value, as event logs print it
  /// (`gesture-sim play --values`, SPEC §6).
  public enum Field: String, CaseIterable, Sendable {
    /// ``GestureValue/location``: a tap's point, a pan's or pull-down's centroid.
    case location
    /// ``GestureValue/translation``.
    case translation
    /// ``GestureValue/scale``.
    case scale
    /// ``GestureValue/focalPoint``: a pinch's point.
    case focal
    /// ``GestureValue/velocity``.
    case velocity
    /// ``GestureValue/scaleVelocity``.
    case scaleVelocity
    /// ``GestureValue/progress``.
    case progress
    /// ``GestureValue/touchCount``.
    case touchCount
    /// ``GestureValue/angle``: a custom recognizer's angle, in radians.
    case angle
    /// ``GestureValue/count``: a custom recognizer's count.
    case count

    /// The field's name in logs: `scale`, `focal`, `touchCount`.
    public var name: String { rawValue }
  }

  /// What one field holds.
  public enum FieldValue: Equatable, Sendable {
    /// A point or a vector, in points (or points per second).
    case point(Point)
    /// A number.
    case number(Double)
    /// A count.
    case count(Int)
  }

  /// The value of `field`.
  public func value(of field: Field) -> FieldValue {
    switch field {
    case .location, .focal: .point(location)
    case .translation: .point(translation)
    case .velocity: .point(velocity)
    case .scale: .number(scale)
    case .scaleVelocity: .number(scaleVelocity)
    case .progress: .number(progress)
    case .touchCount: .count(touchCount)
    case .angle: .number(angle)
    case .count: .count(count)
    }
  }

  /// The fields that differ from a new value's (every field but ``Field/focal``,
  /// which repeats ``Field/location``), in ``Field`` order: what a log shows
  /// for a recognizer that does not say which fields it reports.
  public var setFields: [Field] {
    let neutral = GestureValue()
    return Field.allCases.filter { $0 != .focal && value(of: $0) != neutral.value(of: $0) }
  }
}
