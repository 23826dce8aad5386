import GestureKitLite

/// The way a moving finger goes: its position for a progress from 0 to 1,
/// exactly its end at 1.
///
/// A value rather than a closure, so a ``FingerPlan`` can compute any frame's
/// position when it is asked for it instead of storing every frame.
enum FingerPath: Equatable, Sendable {
  /// A straight line from `from` to `to`.
  case line(from: Point, to: Point)
  /// One finger of a pinch: at `side` (−1 or 1) times half the span along
  /// `axis` from a focal point that moves on a line from `center` to
  /// `endCenter` while the span changes linearly from `fromSpan` to `toSpan`.
  case pinchFinger(
    center: Point, endCenter: Point, axis: Point, side: Double, fromSpan: Double, toSpan: Double)

  /// The position at `progress` (0 at the start, 1 at the end, eased values between).
  func point(at progress: Double) -> Point {
    switch self {
    case .line(let start, let end):
      return progress >= 1
        ? end : Point(x: start.x + (end.x - start.x) * progress, y: start.y + (end.y - start.y) * progress)
    case .pinchFinger(let center, let endCenter, let axis, let side, let fromSpan, let toSpan):
      guard progress < 1 else { return Self.pinchFinger(endCenter, axis: axis, side: side, span: toSpan) }
      let focus = Self.line(from: center, to: endCenter).point(at: progress)
      return Self.pinchFinger(focus, axis: axis, side: side, span: fromSpan + (toSpan - fromSpan) * progress)
    }
  }

  /// Where a pinch's finger is for a focal point and a span.
  static func pinchFinger(_ center: Point, axis: Point, side: Double, span: Double) -> Point {
    center + axis * (side * span / 2)
  }
}
