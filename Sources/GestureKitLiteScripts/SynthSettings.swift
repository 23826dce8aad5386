/// How a script is drawn, apart from its gestures: sample rate, seed and noise.
///
/// The defaults apply first, then the script's setting lines (`rate 240`,
/// `jitter 0.5 gaussian seed 7`), then a ``TouchSynthesizer``'s overrides
/// (in `gesture-sim synth`, the options `--rate`, `--seed`, `--jitter`,
/// `--timing-jitter`), each overriding the one before.
///
/// ```swift
/// let settings = SynthSettings().applying(SynthSettings.Overrides(rate: 60, jitter: 0.5))
/// ```
public struct SynthSettings: Equatable, Sendable {
  /// How position noise is spread.
  public enum JitterShape: String, CaseIterable, Equatable, Sendable {
    /// Even over `-jitter...jitter` on each axis.
    case uniform
    /// Normal with standard deviation `jitter / 3`, cut off at `±jitter` on each axis.
    case gaussian
  }

  /// Values a script or a caller sets; `nil` leaves the earlier value.
  public struct Overrides: Equatable, Sendable {
    /// Samples per second, in ``SynthSettings/rateRange``.
    public var rate: Double?
    /// The noise seed.
    public var seed: UInt64?
    /// The most a move's coordinate is displaced, in points, from 0 to
    /// ``SynthSettings/maximumJitter``.
    public var jitter: Double?
    /// How position noise is spread.
    public var jitterShape: JitterShape?
    /// The most a frame's time is displaced, in microseconds, from 0 to
    /// ``SynthSettings/maximumTimingJitter``.
    public var timingJitter: Microseconds?

    /// Creates overrides; every value left `nil` keeps the earlier one.
    public init(
      rate: Double? = nil, seed: UInt64? = nil, jitter: Double? = nil, jitterShape: JitterShape? = nil,
      timingJitter: Microseconds? = nil
    ) {
      self.rate = rate
      self.seed = seed
      self.jitter = jitter
      self.jitterShape = jitterShape
      self.timingJitter = timingJitter
    }
  }

  /// The range `rate` may take, in Hz.
  public static let rateRange: ClosedRange<Double> = 1...10_000
  /// The largest `jitter`, in points.
  public static let maximumJitter: Double = 1_000
  /// The largest `timing-jitter`, in microseconds (one second).
  public static let maximumTimingJitter: Microseconds = 1_000_000

  /// Samples per second while a finger moves: 120 Hz, a ProMotion iPhone's
  /// touch rate at 120 Hz display refresh (older phones: 60; iPad: 240).
  public var rate: Double
  /// The seed of every noise stream; the same seed gives the same bytes.
  public var seed: UInt64
  /// The most a move sample's x or y is displaced, in points; 0 turns
  /// position noise off.
  ///
  /// Downs, ups and cancels are never displaced.
  public var jitter: Double
  /// How position noise is spread.
  public var jitterShape: JitterShape
  /// The most a frame's time is displaced, in microseconds; 0 turns timing
  /// noise off.
  ///
  /// It never reorders frames, merges them or makes time go back.
  public var timingJitter: Microseconds

  /// Creates settings; the defaults are 120 Hz, seed 0 and no noise.
  public init(
    rate: Double = 120, seed: UInt64 = 0, jitter: Double = 0, jitterShape: JitterShape = .uniform,
    timingJitter: Microseconds = 0
  ) {
    self.rate = rate
    self.seed = seed
    self.jitter = jitter
    self.jitterShape = jitterShape
    self.timingJitter = timingJitter
  }

  /// These settings with every value `overrides` sets replaced.
  public func applying(_ overrides: Overrides) -> SynthSettings {
    var result = self
    if let rate = overrides.rate { result.rate = rate }
    if let seed = overrides.seed { result.seed = seed }
    if let jitter = overrides.jitter { result.jitter = jitter }
    if let shape = overrides.jitterShape { result.jitterShape = shape }
    if let timingJitter = overrides.timingJitter { result.timingJitter = timingJitter }
    return result
  }

  /// Whether every value is in its range: what a script's setting lines allow.
  var isValid: Bool {
    Self.rateRange.contains(rate) && (0...Self.maximumJitter).contains(jitter)
      && (0...Self.maximumTimingJitter).contains(timingJitter)
  }

  /// The time of frame `index` of something that starts at `start`:
  /// `start + index / rate` seconds, rounded to the microsecond.
  func time(ofFrame index: Int, from start: Microseconds) -> Microseconds {
    start + Microseconds((Double(index) * 1_000_000 / rate).rounded())
  }

  /// The whole number of frames nearest to `duration`, and at least `minimum`.
  func frames(in duration: Microseconds, minimum: Int) -> Int {
    max(minimum, Int((Double(duration) * rate / 1_000_000).rounded()))
  }
}
