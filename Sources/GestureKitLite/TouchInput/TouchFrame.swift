/// The samples that share one timestamp, delivered to the recognizers together.
///
/// A frame is what UIKit calls one `UIEvent`: when two fingers land in the same
/// frame, every recognizer sees both at once. An empty frame only advances the
/// clock, like a `tick` line.
public struct TouchFrame: Equatable, Sendable {
  /// The frame's time, in seconds from the stream's origin.
  public var time: Double
  /// The samples, in stream order.
  ///
  /// A touch that appears twice (a `down` and an `up` at one time, say) splits
  /// the frame: the engine delivers the samples before its second appearance,
  /// then the rest, both at ``time``, so a recognizer never sees one touch do
  /// two things at once.
  public var samples: [TouchSample]

  /// Creates a frame.
  ///
  /// - Parameters:
  ///   - time: Seconds from the stream's origin; every sample must carry it.
  ///   - samples: The samples, in stream order.
  @inlinable
  public init(time: Double, samples: [TouchSample]) {
    self.time = time
    self.samples = samples
  }
}
