import GestureKitLite
import GestureKitLiteStreams

@testable import GestureKitLiteScripts

/// A random but valid multi-touch stream, from a seed: what the property tests
/// throw at the engine and the viewer.
///
/// It covers what real input does rarely and hostile input does on purpose:
/// 1 to 10 fingers, random cancels, ids reused (and ids near 2⁶⁴), samples at
/// one time (one frame), zero and huge gaps, coordinates far outside the
/// viewport, ticks, and configurations with values at their extremes.
struct RandomTouchStream: CustomStringConvertible {
  var seed: UInt64
  var configuration: GestureConfiguration
  var frames: [TouchFrame]
  /// Wheel, key and action inputs (SPEC §2.4), each given after the frame
  /// at `afterFrame` (at its time or later, before the next frame's),
  /// drawn from a random stream of their own so that the frames and the
  /// configuration are those of a seed without them.
  var otherInputs: [(afterFrame: Int, input: OtherInput)] = []

  /// A wheel, key or action input.
  enum OtherInput {
    case wheel(WheelInput)
    case key(KeyInput)
    case action(ActionInput)

    /// The input as a stream's record.
    var record: TouchStreamRecord {
      switch self {
      case .wheel(let wheel): .wheel(wheel)
      case .key(let key): .key(key)
      case .action(let action): .action(action)
      }
    }

    /// Gives the input to `session`, handing each output to `handle`.
    func give(to session: inout ImageViewerSession, handle: (ImageViewerSession.Output) -> Void)
      throws(GestureEngineError)
    {
      switch self {
      case .wheel(let wheel): try session.process(wheel, handle: handle)
      case .key(let key): try session.process(key, handle: handle)
      case .action(let action): try session.process(action, handle: handle)
      }
    }
  }

  init(seed: UInt64) {
    self.seed = seed
    var random = SeededGenerator(seed: seed, stream: 0x70_726f_7065_7274)
    configuration = Self.configuration(&random)
    frames = []
    var time = Double(Int.random(in: 0...1000, using: &random)) / 100
    var down: [(id: TouchID, location: Point)] = []
    let frameCount = Int.random(in: 1...120, using: &random)
    let maxFingers = Int.random(in: 1...10, using: &random)
    let wild = Double.random(in: 0..<1, using: &random) < 0.15  // coordinates far outside
    var recentlyFreed: [TouchID] = []
    let tenAtOnce = Double.random(in: 0..<1, using: &random) < 0.05  // ten fingers in one frame
    for frameNumber in 0..<frameCount {
      time += Self.gap(&random)
      var samples: [TouchSample] = []
      // In stream order: a Set's order would depend on memory addresses.
      var touched: [TouchID] = []
      // Lifts and cancels.
      for finger in down where Double.random(in: 0..<1, using: &random) < 0.12 {
        let phase: TouchSample.Phase = Double.random(in: 0..<1, using: &random) < 0.2 ? .cancel : .up
        samples.append(TouchSample(time: time, phase: phase, id: finger.id, location: finger.location))
        touched.append(finger.id)
      }
      down.removeAll { touched.contains($0.id) }
      recentlyFreed += touched
      // Moves.
      for index in down.indices where Double.random(in: 0..<1, using: &random) < 0.8 {
        let step = wild && Double.random(in: 0..<1, using: &random) < 0.1 ? 1e7 : 25.0
        down[index].location += Point(
          x: Double.random(in: -step...step, using: &random),
          y: Double.random(in: -step...step, using: &random))
        samples.append(
          TouchSample(time: time, phase: .move, id: down[index].id, location: down[index].location))
      }
      // Downs: several may land in one frame.
      let landing = tenAtOnce && frameNumber == 0 ? 10 : maxFingers
      while down.count < landing
        && (tenAtOnce && frameNumber == 0
          || Double.random(in: 0..<1, using: &random) < (down.isEmpty ? 0.6 : 0.2))
      {
        let id = Self.newID(&random, down: down, recentlyFreed: &recentlyFreed, touched: touched)
        let span = wild ? 1e6 : 500.0
        let location = Point(
          x: Double.random(in: -span...span, using: &random) + 195,
          y: Double.random(in: -span...span, using: &random) + 422)
        samples.append(TouchSample(time: time, phase: .down, id: id, location: location))
        down.append((id, location))
        touched.append(id)
      }
      frames.append(TouchFrame(time: time, samples: samples))  // empty: a tick
    }
    otherInputs = Self.otherInputs(after: frames, seed: seed)
  }

  /// Wheel records (runs of them, scrolling or zooming, in any mode), keys
  /// (the viewer's, others, with modifiers) and actions, after about one
  /// frame in six.
  private static func otherInputs(after frames: [TouchFrame], seed: UInt64)
    -> [(afterFrame: Int, input: OtherInput)]
  {
    var random = SeededGenerator(seed: seed, stream: 0x6f74_6865_7273)
    guard Double.random(in: 0..<1, using: &random) < 0.7 else { return [] }
    let keys = [
      "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "+", "=", "-", "0", "z", "Z", "Home", "End", "Enter",
      "Space", "Escape", "a", "Tab",
    ]
    var inputs: [(afterFrame: Int, input: OtherInput)] = []
    for index in frames.indices where Double.random(in: 0..<1, using: &random) < 0.17 {
      let start = frames[index].time
      let end = index + 1 < frames.count ? frames[index + 1].time : start + 1
      var time = start
      for _ in 0..<Int.random(in: 1...6, using: &random) {
        time = min(time + Double.random(in: 0...0.05, using: &random), end)
        let modifiers = ModifierKeys(
          rawValue: UInt8.random(in: 0...15, using: &random) & (Bool.random(using: &random) ? 0x0F : 0))
        let input: OtherInput
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<6:
          let mode = WheelInput.DeltaMode.allCases[Int.random(in: 0..<3, using: &random)]
          let scale = mode == .pixel ? 120.0 : 2
          input = .wheel(
            WheelInput(
              time: time,
              location: Point(
                x: Double.random(in: -50...440, using: &random),
                y: Double.random(in: -50...900, using: &random)),
              deltaX: Double.random(in: -scale...scale, using: &random),
              deltaY: Double.random(in: -scale...scale, using: &random), mode: mode,
              modifiers: Bool.random(using: &random) ? [.ctrl] : modifiers))
        case 6..<9:
          input = .key(
            KeyInput(
              time: time, key: keys[Int.random(in: 0..<keys.count, using: &random)], modifiers: modifiers))
        default:
          let action = AccessibilityAction.allCases[
            Int.random(in: 0..<AccessibilityAction.allCases.count, using: &random)]
          input = .action(ActionInput(time: time, action: action))
        }
        inputs.append((index, input))
      }
    }
    return inputs
  }

  init(seed: UInt64, configuration: GestureConfiguration, frames: [TouchFrame]) {
    self.seed = seed
    self.configuration = configuration
    self.frames = frames
  }

  private static func gap(_ random: inout SeededGenerator) -> Double {
    switch Int.random(in: 0..<20, using: &random) {
    case 0: 0  // coincident with the frame before: one more delivery at that time
    case 1: 0.000_001
    case 2: Double.random(in: 1...500, using: &random)  // a huge gap
    case 3: 0.25 + Double.random(in: 0..<0.1, using: &random)  // around the double tap's wait
    default: [1.0 / 60, 1.0 / 120, 1.0 / 240][Int.random(in: 0..<3, using: &random)]
    }
  }

  private static func newID(
    _ random: inout SeededGenerator, down: [(id: TouchID, location: Point)], recentlyFreed: inout [TouchID],
    touched: [TouchID]
  ) -> TouchID {
    while true {
      let candidate: TouchID
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<4 where !recentlyFreed.isEmpty:  // reuse an id that just lifted
        candidate = recentlyFreed.remove(at: Int.random(in: 0..<recentlyFreed.count, using: &random))
      case 4: candidate = TouchID(UInt64.max - UInt64.random(in: 0...3, using: &random))
      default: candidate = TouchID(UInt64.random(in: 0...12, using: &random))
      }
      if !down.contains(where: { $0.id == candidate }) && !touched.contains(candidate) { return candidate }
    }
  }

  /// A configuration with each key at its default, its minimum or its maximum
  /// (or somewhere between), or one of its words, kept consistent (the zoom
  /// keys in order, initialZoom within the limits).
  private static func configuration(_ random: inout SeededGenerator) -> GestureConfiguration {
    var configuration = GestureConfiguration()
    guard Double.random(in: 0..<1, using: &random) < 0.5 else { return configuration }
    for key in GestureConfiguration.Key.all where Double.random(in: 0..<1, using: &random) < 0.3 {
      let text: String
      switch key.valueKind {
      case .boolean: text = Bool.random(using: &random) ? "true" : "false"
      case .integer(let range):
        text = String(
          [range.lowerBound, range.upperBound, Int.random(in: range, using: &random)][
            Int.random(in: 0..<3, using: &random)])
      case .number(let range):
        let value = [range.lowerBound, range.upperBound, Double.random(in: range, using: &random)][
          Int.random(in: 0..<3, using: &random)]
        text = NumberFormatting.shortest(value)
      case .numberAbove(let lower, let upper):
        let value = [lower.nextUp, upper, Double.random(in: lower.nextUp...upper, using: &random)][
          Int.random(in: 0..<3, using: &random)]
        text = NumberFormatting.shortest(value)
      case .word(let words):
        text = words[Int.random(in: 0..<words.count, using: &random)]
      }
      try? configuration.setValue(text, for: key)
    }
    // Restore the rules that tie keys together.
    if configuration.minZoom > configuration.maxZoom { swap(&configuration.minZoom, &configuration.maxZoom) }
    configuration.doubleTapZoom = min(
      max(configuration.doubleTapZoom, configuration.minZoom), configuration.maxZoom)
    // initialZoom follows minZoom unless it was drawn; a drawn one is moved
    // within the limits, to one of them or between them.
    if configuration.valueText(forKey: "initialZoom") != configuration.valueText(forKey: "minZoom") {
      configuration.initialZoom = min(
        max(configuration.initialZoom, configuration.minZoom), configuration.maxZoom)
    }
    configuration.doubleTapMinInterval = min(
      configuration.doubleTapMinInterval, configuration.doubleTapInterval)
    return configuration
  }

  /// The stream as records: its configuration as `@set` records, then each
  /// frame's samples (a tick for an empty frame), each followed by the other
  /// inputs given after it.
  var records: [TouchStreamRecord] {
    var records: [TouchStreamRecord] = configuration.changedSettings.map {
      .setting(key: $0.key, value: $0.value)
    }
    var others = otherInputs[...]
    for (index, frame) in frames.enumerated() {
      records += frame.samples.isEmpty ? [.tick(time: frame.time)] : frame.samples.map { .sample($0) }
      while let other = others.first, other.afterFrame == index {
        others.removeFirst()
        records.append(other.input.record)
      }
    }
    return records
  }

  /// The stream in the text form, with its configuration as `@set` lines.
  var description: String {
    "# seed \(seed)\n" + TextTouchStreamWriter.text(for: records)
  }
}
