/// The knobs of `gesture-sim synth` that are not gestures: sample rate, seed
/// and noise.
///
/// The defaults apply first, then the script's setting lines (`rate 240`,
/// `jitter 0.5 gaussian seed 7`), then the command-line options (`--rate`,
/// `--seed`, `--jitter`, `--timing-jitter`), each overriding the one before.
struct SynthSettings: Equatable, Sendable {
  /// How position noise is spread.
  enum JitterShape: String, CaseIterable, Equatable, Sendable {
    /// Even over `-jitter...jitter` on each axis.
    case uniform
    /// Normal with standard deviation `jitter / 3`, cut off at `±jitter` on each axis.
    case gaussian
  }

  /// Values a script or command line set; `nil` leaves the earlier value.
  struct Overrides: Equatable, Sendable {
    /// Samples per second.
    var rate: Double?
    /// The noise seed.
    var seed: UInt64?
    /// The most a move's coordinate is displaced, in points.
    var jitter: Double?
    /// How position noise is spread.
    var jitterShape: JitterShape?
    /// The most a frame's time is displaced, in microseconds.
    var timingJitter: Microseconds?
  }

  /// The range `rate` may take, in Hz.
  static let rateRange: ClosedRange<Double> = 1...10_000
  /// The largest `jitter`, in points.
  static let maximumJitter: Double = 1_000
  /// The largest `timing-jitter`, in microseconds (one second).
  static let maximumTimingJitter: Microseconds = 1_000_000

  /// Samples per second while a finger moves: 120 Hz, a ProMotion iPhone's
  /// touch rate at 120 Hz display refresh (older phones: 60; iPad: 240).
  var rate: Double = 120
  /// The seed of every noise stream; the same seed gives the same bytes.
  var seed: UInt64 = 0
  /// The most a move sample's x or y is displaced, in points; 0 turns
  /// position noise off.
  ///
  /// Downs, ups and cancels are never displaced.
  var jitter: Double = 0
  /// How position noise is spread.
  var jitterShape: JitterShape = .uniform
  /// The most a frame's time is displaced, in microseconds; 0 turns timing
  /// noise off.
  ///
  /// It never reorders frames, merges them or makes time go back.
  var timingJitter: Microseconds = 0

  /// These settings with every value `overrides` sets replaced.
  func applying(_ overrides: Overrides) -> SynthSettings {
    var result = self
    if let rate = overrides.rate { result.rate = rate }
    if let seed = overrides.seed { result.seed = seed }
    if let jitter = overrides.jitter { result.jitter = jitter }
    if let shape = overrides.jitterShape { result.jitterShape = shape }
    if let timingJitter = overrides.timingJitter { result.timingJitter = timingJitter }
    return result
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
