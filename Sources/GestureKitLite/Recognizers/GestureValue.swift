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
  /// How many touches the gesture had.
  public var touchCount: Int = 0

  /// Creates a value; every field defaults to its neutral value.
  @inlinable
  public init(
    location: Point = .zero, translation: Point = .zero, velocity: Point = .zero,
    scale: Double = 1, scaleVelocity: Double = 0, progress: Double = 0, touchCount: Int = 0
  ) {
    self.location = location
    self.translation = translation
    self.velocity = velocity
    self.scale = scale
    self.scaleVelocity = scaleVelocity
    self.progress = progress
    self.touchCount = touchCount
  }

  /// Whether every number of the value is finite.
  public var isFinite: Bool {
    location.isFinite && translation.isFinite && velocity.isFinite && scale.isFinite
      && scaleVelocity.isFinite && progress.isFinite
  }

  /// The pinch's focal point: the same as ``location``.
  @inlinable
  public var focalPoint: Point { location }
}
