import GestureKitLite

/// One input of a session, in the order a host gives them: what the tests of
/// SPEC §5.1 play.
enum SessionInput {
  case touch(TouchSample)
  case tick(Double)
  case wheel(WheelInput)
  case key(KeyInput)
  case action(ActionInput)

  static func down(_ time: Double, x: Double, y: Double, id: UInt64 = 1) -> Self {
    .touch(TouchSample(time: time, phase: .down, id: TouchID(id), location: Point(x: x, y: y)))
  }

  static func move(_ time: Double, x: Double, y: Double, id: UInt64 = 1) -> Self {
    .touch(TouchSample(time: time, phase: .move, id: TouchID(id), location: Point(x: x, y: y)))
  }

  static func up(_ time: Double, x: Double, y: Double, id: UInt64 = 1) -> Self {
    .touch(TouchSample(time: time, phase: .up, id: TouchID(id), location: Point(x: x, y: y)))
  }

  /// A scrolling wheel at the viewport's center (or `at`), deltas in points.
  static func scroll(_ time: Double, dx: Double = 0, dy: Double = 0, at point: Point = center) -> Self {
    .wheel(WheelInput(time: time, location: point, deltaX: dx, deltaY: dy))
  }

  /// A zooming wheel (`ctrl`) at the viewport's center (or `at`).
  static func zoom(_ time: Double, dy: Double, at point: Point = center) -> Self {
    .wheel(WheelInput(time: time, location: point, deltaX: 0, deltaY: dy, modifiers: [.ctrl]))
  }

  static func press(_ time: Double, _ name: String, _ modifiers: ModifierKeys = []) -> Self {
    .key(KeyInput(time: time, key: name, modifiers: modifiers))
  }

  static func perform(_ time: Double, _ action: AccessibilityAction) -> Self {
    .action(ActionInput(time: time, action: action))
  }

  /// The default viewport's center.
  static let center = Point(x: 195, y: 422)
}

/// A session that plays ``SessionInput``s and keeps the log lines they print.
struct DirectInputHarness {
  var session: ImageViewerSession
  var lines: [String] = []
  private let log = EventLog(format: .text)

  init(_ settings: [String: String] = [:]) throws {
    var configuration = GestureConfiguration()
    for (key, value) in settings { try configuration.setValue(value, forKey: key) }
    session = try ImageViewerSession(configuration: configuration)
  }

  var state: ImageViewerState { session.viewer.state }

  /// Plays `inputs`, then (unless `settle` is `nil`) the clock to `settle`
  /// seconds past the last; returns the lines printed by them.
  @discardableResult
  mutating func play(_ inputs: [SessionInput], settle: Double? = 1) throws -> [String] {
    var output: [ImageViewerSession.Output] = []
    var last = 0.0
    for input in inputs {
      switch input {
      case .touch(let sample):
        try session.process(TouchFrame(time: sample.time, samples: [sample]), into: &output)
        last = sample.time
      case .tick(let t):
        try session.advance(to: t, into: &output)
        last = t
      case .wheel(let wheel):
        try session.process(wheel, into: &output)
        last = wheel.time
      case .key(let key):
        try session.process(key, into: &output)
        last = key.time
      case .action(let action):
        try session.process(action, into: &output)
        last = action.time
      }
    }
    if let settle { try session.advance(to: last + settle, into: &output) }
    let printed = output.compactMap { log.line(for: $0) }
    lines += printed
    return printed
  }

  /// The state line, as `gesture-sim play` ends with it.
  var stateLine: String { log.stateLine(state) }
}
