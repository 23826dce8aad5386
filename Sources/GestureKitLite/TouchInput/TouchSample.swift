/// One observation of one touch: where it was, when, and what happened to it.
///
/// A sample is one line of a `.touches` stream (`TIME PHASE ID X Y [key=value ...]`)
/// or one object of a `.jsonl` stream. Samples that share a ``time`` form a
/// ``TouchFrame`` and are delivered to the recognizers together.
///
/// ```swift
/// let down = TouchSample(time: 0.0, phase: .down, id: TouchID(1), location: Point(x: 195, y: 400))
/// ```
public struct TouchSample: Equatable, Sendable {
  /// What happened to a touch in a sample.
  public enum Phase: UInt8, CaseIterable, Sendable {
    /// The finger touched the screen. Its ID must not be down already.
    case down
    /// The finger moved, or stayed put and reported again. Its ID must be down.
    case move
    /// The finger lifted. Its ID must be down; afterwards it may be reused.
    case up
    /// The system took the touch away (an incoming call, say). Every
    /// recognizer the touch was part of is cancelled or fails.
    case cancel

    /// The word the stream formats use for this phase.
    public var name: String {
      switch self {
      case .down: "down"
      case .move: "move"
      case .up: "up"
      case .cancel: "cancel"
      }
    }

    /// Whether the touch is gone after this sample (`up` or `cancel`).
    @inlinable
    public var endsTouch: Bool { self == .up || self == .cancel }
  }

  /// When the sample was taken, in seconds from the stream's arbitrary origin.
  public var time: Double
  /// What happened to the touch.
  public var phase: Phase
  /// Which touch this is.
  public var id: TouchID
  /// Where the touch was, in viewport points.
  public var location: Point
  /// Extra numeric attributes the stream carried (`force=0.5`), in stream
  /// order.
  ///
  /// They are kept and written back out, but no standard recognizer
  /// reads them. Empty for most samples, and then free.
  public var attributes: [TouchAttribute]

  /// Creates a sample.
  ///
  /// - Parameters:
  ///   - time: Seconds from the stream's origin.
  ///   - phase: What happened to the touch.
  ///   - id: Which touch.
  ///   - location: Where, in viewport points.
  ///   - attributes: Extra numeric attributes, kept in order.
  @inlinable
  public init(
    time: Double, phase: Phase, id: TouchID, location: Point,
    attributes: [TouchAttribute] = []
  ) {
    self.time = time
    self.phase = phase
    self.id = id
    self.location = location
    self.attributes = attributes
  }
}

/// A named numeric attribute of a sample, such as `force=0.5` or `radius=12`.
public struct TouchAttribute: Equatable, Sendable {
  /// The attribute's name: a letter followed by letters, digits or `_`.
  public var key: String
  /// The attribute's value; always finite.
  public var value: Double

  /// Creates an attribute.
  @inlinable
  public init(key: String, value: Double) {
    self.key = key
    self.value = value
  }
}
