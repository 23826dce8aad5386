/// What a recognizer measured when it changed state.
///
/// One value type serves every recognizer, as UIKit's recognizers all answer
/// `location(in:)` and `numberOfTouches`; each fills the fields that mean
/// something for it and leaves the rest at their defaults.
///
/// | recognizer | fields |
/// | --- | --- |
/// | tap, double tap | ``location`` (where the finger lifted) |
/// | pinch | ``scale``, ``location`` (the focal point), ``translation`` (of the focal point), ``scaleVelocity`` |
/// | pan | ``translation``, ``velocity``, ``location`` (the centroid) |
/// | pull-down | ``translation``, ``velocity``, ``progress``, ``location`` |
/// | custom | any of them, and ``angle`` and ``count``, which no standard recognizer sets |
///
/// A recognizer written outside the library carries its own numbers in
/// ``angle`` (a rotation, a direction) and ``count`` (taps, turns, steps):
///
/// ```swift
/// let centroid = Point(x: 195, y: 422)
/// var rotation = GestureValue(location: centroid, angle: 0.5)
/// rotation.touchCount = 2
/// rotation.angle  // 0.5: half a radian clockwise on the screen
/// let tripleTap = try GestureValue(location: centroid, touchCount: 1, count: 3)
/// tripleTap.count  // 3
/// ```
///
/// An event carries its value through every buffer and handler, so the
/// value's size is part of the engine's speed: the two counts are stored in
/// 32 bits each (see ``touchCount``), which keeps a ``GestureEvent`` at 120
/// bytes with ``angle`` and ``count`` in it (docs/PerformanceHistory.md). The
/// initializer that takes counts throws for one outside `Int32`'s range
/// (``GestureValueError``); the properties, which cannot throw, saturate.
public struct GestureValue: Equatable, Sendable {
  /// The gesture's point, in viewport points: a tap's location, a pinch's
  /// focal point (the centroid of its touches), a pan's centroid.
  public var location: Point = .zero
  /// The movement since the touches went down (slop included), in points.
  public var translation: Point = .zero
  /// The velocity in points per second, from the samples' timestamps;
  /// measured for `ended` values (the release), zero before, as in Flutter's
  /// `DragEndDetails`.
  ///
  /// A host that wants it live reads
  /// ``TouchTable/velocity(at:)`` from ``GestureEngine/touchesDown``.
  public var velocity: Point = .zero
  /// The pinch scale since the touches went down (1 = unchanged).
  public var scale: Double = 1
  /// How fast ``scale`` changes, in scale units per second; measured for
  /// `ended` values, like ``velocity``.
  public var scaleVelocity: Double = 0
  /// A pull-down's progress towards dismissal: its downward distance divided
  /// by `dismissDistance`, clamped to 0…1 (1 = releasing now dismisses by distance).
  public var progress: Double = 0
  /// An angle of a recognizer written outside the library, in radians; 0 for
  /// the standard recognizers, which set none.
  ///
  /// Measured in the viewport's coordinates, where +y runs down: a positive
  /// angle turns from +x towards +y, clockwise on the screen, as UIKit's
  /// `UIRotationGestureRecognizer.rotation` does. A rotation recognizer
  /// reports the turn since its touches went down, not wrapped to ±π.
  public var angle: Double = 0
  // The counts are stored in 32 bits: two of them take the room one `Int`
  // did, so `angle` and `count` cost no room in an event (see the type's
  // discussion).
  @usableFromInline var storedTouchCount: Int32 = 0
  @usableFromInline var storedCount: Int32 = 0

  /// The range of ``touchCount`` and ``count``: what 32 bits hold.
  public static let countRange = Int(Int32.min)...Int(Int32.max)

  /// How many touches the gesture had.
  ///
  /// Kept in 32 bits (``countRange``): a count set beyond it is kept as the
  /// nearest end of the range (no gesture has that many touches). The
  /// initializer that takes counts throws for one instead.
  @inlinable
  public var touchCount: Int {
    get { Int(storedTouchCount) }
    set { storedTouchCount = Int32(clamping: newValue) }
  }

  /// A count of a recognizer written outside the library (taps of a triple
  /// tap, turns of a knob); 0 for the standard recognizers, which set none.
  ///
  /// Kept in 32 bits, like ``touchCount``: a count set beyond ``countRange``
  /// is kept as the nearest end of the range.
  @inlinable
  public var count: Int {
    get { Int(storedCount) }
    set { storedCount = Int32(clamping: newValue) }
  }

  /// Creates a value without counts; every field defaults to its neutral value.
  @inlinable
  public init(
    location: Point = .zero, translation: Point = .zero, velocity: Point = .zero,
    scale: Double = 1, scaleVelocity: Double = 0, progress: Double = 0, angle: Double = 0
  ) {
    self.location = location
    self.translation = translation
    self.velocity = velocity
    self.scale = scale
    self.scaleVelocity = scaleVelocity
    self.progress = progress
    self.angle = angle
  }

  /// Creates a value with its counts; every other field defaults to its
  /// neutral value.
  ///
  /// - Throws: ``GestureValueError`` when `touchCount` or `count` is outside
  ///   ``countRange``; no value is made then.
  @inlinable
  public init(
    location: Point = .zero, translation: Point = .zero, velocity: Point = .zero,
    scale: Double = 1, scaleVelocity: Double = 0, progress: Double = 0, touchCount: Int,
    angle: Double = 0, count: Int = 0
  ) throws(GestureValueError) {
    guard let storedTouchCount = Int32(exactly: touchCount) else {
      throw GestureValueError(field: .touchCount, value: touchCount)
    }
    guard let storedCount = Int32(exactly: count) else {
      throw GestureValueError(field: .count, value: count)
    }
    self.init(
      location: location, translation: translation, velocity: velocity, scale: scale,
      scaleVelocity: scaleVelocity, progress: progress, angle: angle)
    self.storedTouchCount = storedTouchCount
    self.storedCount = storedCount
  }

  /// A standard recognizer's value for the touches down, which are at most
  /// the validator's 20, so their count is stored without a range check.
  init(location: Point, translation: Point = .zero, scale: Double = 1, progress: Double = 0, touchesDown: Int)
  {
    self.init(location: location, translation: translation, scale: scale, progress: progress)
    storedTouchCount = Int32(truncatingIfNeeded: touchesDown)
  }

  /// Whether every number of the value is finite.
  public var isFinite: Bool {
    location.isFinite && translation.isFinite && velocity.isFinite && scale.isFinite
      && scaleVelocity.isFinite && progress.isFinite && angle.isFinite
  }

  /// The pinch's focal point: the same as ``location``.
  @inlinable
  public var focalPoint: Point { location }
}
