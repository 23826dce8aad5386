/// Estimates how fast a touch (or any tracked value) is moving, from its
/// samples' own timestamps.
///
/// The estimate is a least-squares polynomial fit over the samples of the last
/// ``window`` (100 ms), evaluated at the newest sample, as Android's and
/// Flutter's trackers do: a quadratic with three or more samples, so steady
/// acceleration is measured exactly, a straight line with two, and zero with
/// one. Two complaints about those trackers are designed out:
///
/// - *A fling after a pause.* A touch that stayed within ``restTolerance``
///   (2 pt for touches) of one spot for ``restDuration`` (40 ms) or more has velocity
///   zero, whether or not samples arrived while it rested, so lifting a
///   finger that had stopped never flicks a page or dismisses.
/// - *Zero velocity for a very short flick.* A lift that moved is part of the
///   fit, and two samples are enough: a 20 ms flick still has a speed.
/// - *A lift a frame late.* Devices report a lift as a last frame of
///   positions and then a frame without the contact, so the lift carries the
///   previous position a frame later. Fitting that repeated position bends
///   the quadratic backwards (a steady 1000 pt/s fling lifted one frame late
///   would read about 835 pt/s at 120 Hz). A lift at the previous position is
///   added with ``addLift(at:)``: its time counts (a finger that rested 40 ms
///   before lifting has no velocity), its position is not fitted again, as
///   Android ignores `ACTION_UP`'s position.
///
/// ```swift
/// var tracker = VelocityTracker()
/// tracker.add(Point(x: 0, y: 0), at: Timestamp(seconds: 0.000))
/// tracker.add(Point(x: 3, y: 0), at: Timestamp(seconds: 0.010))
/// tracker.velocity  // (300, 0) pt/s
/// ```
///
/// - Complexity: ``add(_:at:)`` is O(1); ``velocity`` is O(*n*) for the *n* ≤ 64
///   samples in the window. Nothing is allocated: the history is inline.
public struct VelocityTracker: Sendable {
  /// How far back the fit looks from the newest sample: 100 ms.
  public static let window = Timestamp.Duration(seconds: 0.1)
  /// How long a touch must stay put to count as resting: 40 ms.
  public static let restDuration = Timestamp.Duration(seconds: 0.04)
  /// How far a resting touch may wander (sensor noise), in points: 2 pt.
  public static let defaultRestTolerance = 2.0
  /// The most samples the tracker keeps: the whole ``window`` up to 640 Hz.
  ///
  /// The window is a time, as every threshold is (SPEC §4.1): at 480 Hz it
  /// holds 48 samples. With 32 kept, the fit looked back only 66 ms at that
  /// rate, and a decelerating flick read faster than at 120 Hz.
  public static let capacity = 64

  /// One sample of the ring: when, and where.
  private struct Sample {
    var time: Int64
    var x: Double
    var y: Double
  }

  // A ring of the newest samples; `head` is the slot the next sample goes to.
  private var ring = InlineStorage<Tuple64<Sample>, Sample>()
  private var head = 0
  /// How many samples the tracker holds, at most ``capacity``.
  public private(set) var count = 0
  private var restAnchor = Point.zero
  private var restStart = Timestamp(microseconds: 0)
  /// The time of the newest sample or lift, in microseconds: what the rest
  /// rule measures up to.
  private var newestTime: Int64 = 0

  /// How far the tracked point may wander and still count as resting, in its
  /// own units (points for a touch).
  public let restTolerance: Double

  /// Creates a tracker with no samples.
  ///
  /// - Parameter restTolerance: How far the point may wander while resting;
  ///   2 pt for touches. A tracker of a pinch's scale uses 0.01.
  public init(restTolerance: Double = VelocityTracker.defaultRestTolerance) {
    self.restTolerance = restTolerance
  }

  /// Forgets every sample.
  public mutating func reset() {
    head = 0
    count = 0
  }

  /// Adds a sample; `time` must not be earlier than the previous sample's.
  ///
  /// - Parameters:
  ///   - position: The position in points (or any two values to differentiate).
  ///   - time: When it was observed.
  @inline(__always)  // once a sample, from the touch table's frame loop
  public mutating func add(_ position: Point, at time: Timestamp) {
    if count == 0 || position.distance(to: restAnchor) > restTolerance {
      restAnchor = position
      restStart = time
    }
    ring[head] = Sample(time: time.microseconds, x: position.x, y: position.y)
    // Wrapping adds: head stays below the ring's size and count at most
    // its capacity, so neither can overflow, and each add is a sample's cost.
    head = (head &+ 1) & Self.ringMask
    count = min(count &+ 1, Self.capacity)
    newestTime = time.microseconds
  }

  /// Adds a lift at the previous sample's position: its time counts for the
  /// rest rule, its position is not fitted a second time (see the type's
  /// discussion); `time` must not be earlier than the previous sample's.
  ///
  /// Without a previous sample it does nothing: there is no position to lift from.
  public mutating func addLift(at time: Timestamp) {
    guard count > 0 else { return }
    newestTime = time.microseconds
  }

  /// The time of the newest sample or lift, or `nil` when there is none.
  public var latestTime: Timestamp? {
    count == 0 ? nil : Timestamp(microseconds: newestTime)
  }

  /// Whether the tracked point has stayed within ``restTolerance`` of one spot
  /// for at least ``restDuration`` up to the newest sample or lift.
  public var isResting: Bool {
    guard let latestTime else { return false }
    return Self.elapsed(from: restStart.microseconds, to: latestTime.microseconds)
      >= Self.restDuration.microseconds
  }

  /// The time from `earlier` to `later` in microseconds, saturating: a
  /// tracker fed times further apart than an `Int64` can count (through its
  /// public API; the engine refuses such times) sees "very long ago".
  private static func elapsed(from earlier: Int64, to later: Int64) -> Int64 {
    let (difference, overflow) = later.subtractingReportingOverflow(earlier)
    return overflow ? (later > earlier ? .max : .min) : difference
  }

  /// The velocity at the newest fitted sample, in points per second; zero
  /// while resting or with fewer than two samples in the window (100 ms back
  /// from the newest fitted sample, as Android's window is).
  public var velocity: Point {
    guard count >= 2, !isResting else { return .zero }
    return fittedVelocity()
  }

  /// The fit behind ``velocity``, out of line: reading the ring copies it to
  /// the stack, read through a pointer, and the stack protector that earns
  /// went into every function that inlined it (the pan recognizer's frame,
  /// paid on every frame for a velocity measured at the lift).
  @inline(never)
  private func fittedVelocity() -> Point {
    // Read once: a static that is not a literal is read through a lazy
    // initializer, a call on every pass of the loop.
    let window = Self.window.microseconds
    let (count, newestIndex) = (count, newestIndex)
    return ring.withElements { samples in
      let newest = samples[newestIndex].time
      var fit = PolynomialFit()
      for offset in 0..<count {
        let sample = samples[(newestIndex - offset) & Self.ringMask]
        let age = Self.elapsed(from: sample.time, to: newest)
        if age > window { break }
        fit.add(time: -Double(age) / 1_000_000, x: sample.x, y: sample.y)
      }
      return fit.slopeAtZero()
    }
  }

  /// Ring positions wrap by masking, which is why ``capacity`` is a power of two.
  private static let ringMask = capacity - 1

  private var newestIndex: Int { (head - 1) & Self.ringMask }
}

/// Running sums for a least-squares fit of x(t) and y(t) by a polynomial of
/// degree two (or one, when the times cannot support two), evaluated for the
/// derivative at t = 0 (the newest sample).
private struct PolynomialFit {
  private var n = 0.0
  private var st = 0.0, st2 = 0.0, st3 = 0.0, st4 = 0.0
  private var sx = 0.0, stx = 0.0, st2x = 0.0
  private var sy = 0.0, sty = 0.0, st2y = 0.0

  mutating func add(time t: Double, x: Double, y: Double) {
    let t2 = t * t
    n += 1
    st += t
    st2 += t2
    st3 += t2 * t
    st4 += t2 * t2
    sx += x
    stx += t * x
    st2x += t2 * x
    sy += y
    sty += t * y
    st2y += t2 * y
  }

  func slopeAtZero() -> Point {
    if n >= 3 {
      // Normal equations of a + b t + c t² (Cramer's rule for b).
      let determinant =
        n * (st2 * st4 - st3 * st3) - st * (st * st4 - st3 * st2) + st2 * (st * st3 - st2 * st2)
      // Relative to the scale of the times, so that a window of nearly equal
      // times falls back to the line instead of dividing by rounding noise.
      let scale = n * st4 * st2
      if scale > 0, abs(determinant) > scale * 1e-9 {
        func b(_ s0: Double, _ s1: Double, _ s2: Double) -> Double {
          (n * (s1 * st4 - st3 * s2) - s0 * (st * st4 - st3 * st2) + st2 * (st * s2 - s1 * st2))
            / determinant
        }
        return Point(x: b(sx, stx, st2x), y: b(sy, sty, st2y))
      }
    }
    let denominator = n * st2 - st * st
    guard n >= 2, denominator > 1e-18 * max(1, n * st2) else { return .zero }
    return Point(x: (n * stx - st * sx) / denominator, y: (n * sty - st * sy) / denominator)
  }
}
