/// The state of a recognizer, with UIKit's names.
///
/// Continuous recognizers (pinch, pan, pull-down) go
/// `possible → began → changed… → ended | cancelled`; discrete ones (tap,
/// double tap) go `possible → recognized`; any can go `possible → failed`.
/// After a final state (`ended`, `cancelled`, `recognized`, `failed`) a
/// recognizer returns to `possible` once the touches of that attempt are up.
///
/// | from | to |
/// | --- | --- |
/// | possible | began, recognized, failed |
/// | began, changed | changed, ended, cancelled |
/// | ended, cancelled, recognized, failed | possible |
public enum RecognizerState: UInt8, CaseIterable, Sendable {
  /// Waiting for touches, or tracking them without a decision yet.
  case possible
  /// A continuous gesture has started.
  case began
  /// A continuous gesture goes on with new values.
  case changed
  /// A continuous gesture finished normally.
  case ended
  /// A continuous gesture was cancelled (a second finger, a system cancel, or
  /// another recognizer that won).
  case cancelled
  /// The touches are not this gesture.
  case failed
  /// A discrete gesture happened.
  case recognized

  /// The state's name as event logs print it (`began`, `recognized`).
  public var name: String {
    switch self {
    case .possible: "possible"
    case .began: "began"
    case .changed: "changed"
    case .ended: "ended"
    case .cancelled: "cancelled"
    case .failed: "failed"
    case .recognized: "recognized"
    }
  }

  /// Whether a continuous gesture is in progress (`began` or `changed`).
  @inlinable
  public var isActive: Bool {
    switch self {
    case .began, .changed: true
    case .possible, .ended, .cancelled, .failed, .recognized: false
    }
  }

  /// Whether this is a final state, after which the recognizer waits for its
  /// touches to lift before returning to `possible`.
  @inlinable
  public var isFinal: Bool {
    switch self {
    case .ended, .cancelled, .failed, .recognized: true
    case .possible, .began, .changed: false
    }
  }

  /// Whether UIKit's state machine allows going from this state to `next`.
  @inline(__always)  // on every transition the arena makes
  public func canTransition(to next: RecognizerState) -> Bool {
    // The states each state may go to, as a mask of raw values.
    let allowed: UInt8 =
      switch self {
      case .possible: Self.mask(.began) | Self.mask(.recognized) | Self.mask(.failed)
      case .began, .changed: Self.mask(.changed) | Self.mask(.ended) | Self.mask(.cancelled)
      case .ended, .cancelled, .failed, .recognized: Self.mask(.possible)
      }
    return allowed & Self.mask(next) != 0
  }

  @inline(__always)
  private static func mask(_ state: RecognizerState) -> UInt8 { 1 << state.rawValue }
}
