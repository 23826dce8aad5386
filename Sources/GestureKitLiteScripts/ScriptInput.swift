import GestureKitLite
import GestureKitLiteStreams

/// A run of wheel records: `wheel X Y by DX DY ...` (a mouse wheel's notch,
/// or a trackpad's two-finger scroll with `in D`) or `wheel X Y zoom S ...`
/// (a trackpad pinch, as a browser delivers it).
struct WheelRun: Equatable, Sendable {
  /// How far the run goes in all.
  enum Amount: Equatable, Sendable {
    /// `by DX DY`: the deltas add up to these, in the mode's unit.
    case by(Point)
    /// `zoom S`: ctrl wheel records whose zoom factors multiply to `S`, as
    /// Chromium sends a trackpad pinch of scale `S`: DY = −100 × ln S in all.
    case zoom(Double)
  }

  /// The pointer, in viewport points: every record's X Y.
  var location: Point
  /// How far it goes.
  var amount: Amount
  /// `in D`: the records fall one a frame through `D`; `nil` for one record.
  var duration: Microseconds?
  /// How the run's progress goes with time.
  var easing: Easing
  /// The unit of the deltas.
  var mode: WheelInput.DeltaMode
  /// The modifiers held; `zoom` adds `ctrl`.
  var modifiers: ModifierKeys

  /// Chromium's wheel delta for a pinch: DY = −100 × ln(scale).
  static let pinchDeltaPerLogScale = -100.0

  /// How many records the run makes at `settings`' rate: one a frame
  /// through its duration, or one.
  func recordCount(_ settings: SynthSettings) -> Int {
    duration.map { settings.frames(in: $0, minimum: 1) } ?? 1
  }

  /// The time of record `index` (0-based) of a run that starts at `start`:
  /// a run with a duration has its records on the frames after its start
  /// (each reports the motion since the frame before, as a finger's move
  /// does); a single record is at the start.
  func time(ofRecord index: Int, from start: Microseconds, _ settings: SynthSettings) -> Microseconds {
    duration == nil ? start : settings.time(ofFrame: index + 1, from: start)
  }

  /// `value` rounded to the nearest 10⁻⁶.
  private static func micro(_ value: Double) -> Double { (value * 1_000_000).rounded() / 1_000_000 }

  /// Record `index` of `count`, at time 0.
  ///
  /// The deltas are the differences of the eased position rounded to 1/1000
  /// (a scroll's points, like a finger's) or to 10⁻⁶ (a zoom's DY, so that
  /// the factors multiply to the scale within 10⁻⁸), so they add up to the
  /// whole.
  func record(_ index: Int, of count: Int) -> WheelInput {
    let before = easing.progress(Double(index) / Double(count))
    let after = easing.progress(Double(index + 1) / Double(count))
    let delta: Point
    switch amount {
    case .by(let total):
      let x = TouchSynthesizer.rounded(total.x * after) - TouchSynthesizer.rounded(total.x * before)
      let y = TouchSynthesizer.rounded(total.y * after) - TouchSynthesizer.rounded(total.y * before)
      delta = Point(x: TouchSynthesizer.rounded(x), y: TouchSynthesizer.rounded(y))
    case .zoom(let scale):
      let total = Self.pinchDeltaPerLogScale * ln(scale)
      delta = Point(x: 0, y: Self.micro(Self.micro(total * after) - Self.micro(total * before)))
    }
    return WheelInput(
      time: 0, location: location, deltaX: delta.x, deltaY: delta.y, mode: mode, modifiers: modifiers)
  }
}

/// Wheel, key and action records a script puts in the stream, planned: a
/// single record, or a run of wheel records drawn as the stream is read.
struct SynthInputPlan: Equatable, Sendable {
  /// What makes the records.
  enum Source: Equatable, Sendable {
    /// `key`: one record, its time set when it is drawn.
    case key(KeyInput)
    /// `action`: one record, its time set when it is drawn.
    case action(ActionInput)
    /// `wheel`: one record or a run.
    case wheel(WheelRun)
  }

  /// When the statement starts.
  var start: Microseconds
  /// What makes the records.
  var source: Source
  /// How many records it makes.
  let count: Int
  private let settings: SynthSettings

  /// A plan for `source` starting at `start`.
  init(start: Microseconds, source: Source, settings: SynthSettings) {
    self.start = start
    self.source = source
    self.settings = settings
    switch source {
    case .key, .action: count = 1
    case .wheel(let run): count = run.recordCount(settings)
    }
  }

  /// The time of record `index`, in microseconds.
  func time(ofRecord index: Int) -> Microseconds {
    switch source {
    case .key, .action: start
    case .wheel(let run): run.time(ofRecord: index, from: start, settings)
    }
  }

  /// The time of the last record: where the statement ends.
  var end: Microseconds { time(ofRecord: count - 1) }

  /// Record `index`, at `seconds`.
  func record(_ index: Int, at seconds: Double) -> TouchStreamRecord {
    switch source {
    case .key(var key):
      key.time = seconds
      return .key(key)
    case .action(var action):
      action.time = seconds
      return .action(action)
    case .wheel(let run):
      var wheel = run.record(index, of: count)
      wheel.time = seconds
      return .wheel(wheel)
    }
  }
}
