import GestureKitLite

/// What the viewer showed at one moment, as the replay draws it.
struct RenderFrame: Sendable {
  /// A touch down at that moment.
  struct Touch: Equatable, Sendable {
    var id: UInt64
    /// The touch's number in the stream (its colour).
    var number: Int
    var location: Point
  }

  /// The time, in seconds.
  var time: Double
  var state: ImageViewerState
  var touches: [Touch]
  /// Whether the frame was kept because something happened in it.
  var isEvent: Bool
}

/// Chooses the replay's frames: at most one every `frameSpacing` seconds,
/// plus every frame in which something happened, within the caps of
/// ``RenderLimits``.
///
/// When either kind of frame passes its cap, its spacing doubles (event
/// frames start at no spacing at all) and the kept frames of that kind are
/// thinned to it, so a long stream keeps frames spread over its whole length.
/// The last frame offered is always kept: the replay ends where the stream does.
struct FrameSampler: Sendable {
  private var frames: [RenderFrame] = []
  /// How many frames were offered.
  private(set) var offeredCount = 0
  private var regularSpacing: Double
  private var eventSpacing = 0.0
  private var regularCount = 0
  private var eventCount = 0
  private var lastEventTime: Double?
  /// The last frame offered, when it was not kept.
  private var unkeptLast: RenderFrame?
  let limits: RenderLimits

  /// How much closer than the spacing two frames may be, in seconds: steps
  /// of 1/60 s from different origins differ in the last bits.
  private static let slack = 1e-9

  init(limits: RenderLimits) {
    self.limits = limits
    regularSpacing = limits.frameSpacing
  }

  /// Offers a frame no earlier than the previous one.
  mutating func offer(_ frame: RenderFrame) {
    offeredCount += 1
    unkeptLast = keep(frame) ? nil : frame
  }

  /// The kept frames, ending with the last one offered.
  var kept: [RenderFrame] {
    guard let unkeptLast else { return frames }
    return frames + [unkeptLast]
  }

  private mutating func keep(_ frame: RenderFrame) -> Bool {
    if frame.isEvent, lastEventTime.map({ frame.time - $0 >= eventSpacing - Self.slack }) ?? true {
      frames.append(frame)
      lastEventTime = frame.time
      eventCount += 1
      if eventCount > limits.eventFrames {
        eventSpacing = max(eventSpacing * 2, 0.001)
        thin()
      }
      return true
    }
    guard frames.last.map({ frame.time - $0.time >= regularSpacing - Self.slack }) ?? true else {
      return false
    }
    var regular = frame
    regular.isEvent = false
    frames.append(regular)
    regularCount += 1
    if regularCount > limits.regularFrames {
      regularSpacing *= 2
      thin()
    }
    return true
  }

  /// Keeps the frames that the current spacings allow.
  private mutating func thin() {
    var kept: [RenderFrame] = []
    kept.reserveCapacity(frames.count)
    lastEventTime = nil
    regularCount = 0
    eventCount = 0
    for frame in frames {
      if frame.isEvent, lastEventTime.map({ frame.time - $0 >= eventSpacing - Self.slack }) ?? true {
        kept.append(frame)
        lastEventTime = frame.time
        eventCount += 1
      } else if kept.last.map({ frame.time - $0.time >= regularSpacing - Self.slack }) ?? true {
        var regular = frame
        regular.isEvent = false
        kept.append(regular)
        regularCount += 1
      }
    }
    frames = kept
  }
}
