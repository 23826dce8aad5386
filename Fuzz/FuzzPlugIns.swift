// libFuzzer target: plug-ins that play the standard parts with whatever the
// input says: any proposal at any time, values that are NaN, infinite, huge,
// negative or zero, reasons a log cannot print, attempts opened and closed at
// will, deadlines in the past, now and far ahead (issue 27).
//
// Build and run with scripts/fuzz.sh (target name: plug-ins).
//
// # Input encoding
//
//   b0  bits 0-4: which standard parts (tap, doubleTap, pinch, pan, pullDown)
//       a plug-in plays instead of the standard recognizer; bit 5: a plug-in of
//       no part beside them, bit 6: pan requires it to fail
//   b1  the configuration: 0 the defaults, else a ViewerPreset's
//   then 4-byte records, at most 512:
//   r0  bits 0-1 phase (down, move, up, cancel), 2-4 finger, 5-7 operation:
//       0-4 a sample in the frame being built, 5 the frame so far, 6
//       `advance(to:)` by r3 ms, 7 a frame at r3 ms later
//   r1, r2  x and y, 4 pt steps from the viewport's top left
//   r3  the time step, ms
// The plug-ins read their decisions from the same bytes, each from its own
// offset, round and round (a plug-in's choices follow the input, so libFuzzer
// can steer them).
//
// # Checks
//
// Nothing traps; after every frame, refused or not, the engine's and the
// viewer's invariants hold (GESTUREKIT_INTERNAL_CHECKS); outputs come in time
// order, never before the first frame and never after the clock; after the
// last input the session settles: the viewer stops animating once no touch is
// down.

/// A recognizer of your own that does what its bytes say.
struct TapePlugIn: GestureRecognizer {
  let tape: [UInt8]
  var cursor: Int
  private(set) var attempt: Int?
  private(set) var deadline: Timestamp?
  let needsMovement: Bool
  private var counter = 0

  init(tape: [UInt8], offset: Int) {
    self.tape = tape
    cursor = offset
    needsMovement = offset % 3 != 0
  }

  mutating func update(with touches: TouchTable) -> RecognizerProposal { act(at: touches.time) }
  mutating func reachDeadline(_ time: Timestamp) -> RecognizerProposal { act(at: time) }
  mutating func stop() { if byte() & 1 == 0 { attempt = nil } }

  private mutating func byte() -> UInt8 {
    defer { cursor += 1 }
    return tape.isEmpty ? 0 : tape[cursor % tape.count]
  }

  private mutating func act(at time: Timestamp) -> RecognizerProposal {
    let choice = byte()
    switch choice & 7 {
    case 0: attempt = nil
    case 1, 2:
      counter += 1
      attempt = counter
    default: break
    }
    switch (choice >> 3) & 7 {
    case 0: deadline = nil
    case 1: deadline = Timestamp(microseconds: .min)
    case 2: deadline = time
    case 3: deadline = time.advanced(by: .init(seconds: Double(Int8(bitPattern: byte())) / 100))
    case 4: deadline = Timestamp(microseconds: .max)
    default: break
    }
    switch byte() % 12 {
    case 0: return .withdraw
    case 1: return .begin(value())
    case 2, 3, 4: return .change(value())
    case 5: return .end(value())
    case 6: return .recognize(value())
    case 7: return .cancel(reason())
    case 8: return .fail(reason())
    case 9: return .failAndRestart(reason())
    default: return .none
    }
  }

  private mutating func number() -> Double {
    let palette: [Double] = [0, 1, -1, 1e-7, 2e9, -2.1e9, 1e300, -1e300, .nan, .infinity, -.infinity, -0.0]
    let pick = byte()
    if pick & 0x80 == 0 { return Double(Int8(bitPattern: byte())) * 4 + Double(pick) / 16 }
    return palette[Int(pick) % palette.count]
  }

  private mutating func value() -> GestureValue {
    var value = GestureValue(
      location: Point(x: number(), y: number()), translation: Point(x: number(), y: number()),
      velocity: Point(x: number(), y: number()), scale: number(), scaleVelocity: number(),
      progress: number(), angle: number())
    value.touchCount = [Int.min, -1, 0, 1, 2, 5, Int.max][Int(byte() % 7)]
    value.count = [Int.min, -1, 0, 1, 2, Int.max][Int(byte() % 6)]
    return value
  }

  private mutating func reason() -> GestureReason {
    switch byte() % 3 {
    case 0: GestureReason(code: "plugin", detail: "it felt like it", measured: number())
    case 1: GestureReason(code: "not a code", detail: "a line\nbreak")
    default: .released
    }
  }
}

/// The session the first two bytes ask for, or `nil` for a configuration the
/// standard set refuses too.
private func session(_ bytes: [UInt8]) -> ImageViewerSession? {
  let parts = bytes.first ?? 0
  var configuration = GestureConfiguration()
  if bytes.count > 1, bytes[1] != 0 {
    let presets = ViewerPreset.allCases
    configuration = presets[Int(bytes[1]) % presets.count].configuration
  }
  guard let checked = try? configuration.validated() else { return nil }
  var engine = GestureEngine()
  do {
    for part in StandardRecognizer.allCases {
      if parts & (1 << part.rawValue) != 0 {
        try engine.add(TapePlugIn(tape: bytes, offset: 97 * (part.rawValue + 1)), as: part)
        continue
      }
      switch part {
      case .tap: try engine.add(TapRecognizer(configuration: .init(checked)), as: .tap)
      case .doubleTap: try engine.add(DoubleTapRecognizer(configuration: .init(checked)), as: .doubleTap)
      case .pinch: try engine.add(PinchRecognizer(configuration: .init(checked)), as: .pinch)
      case .pan: try engine.add(PanRecognizer(configuration: .init(checked)), as: .pan)
      case .pullDown: try engine.add(PullDownRecognizer(configuration: .init(checked)), as: .pullDown)
      case .quickScale: try engine.add(QuickScaleRecognizer(configuration: .init(checked)), as: .quickScale)
      case .longPress: try engine.add(LongPressRecognizer(configuration: .init(checked)), as: .longPress)
      }
    }
    try engine.require(StandardRecognizer.tap.id, toFail: StandardRecognizer.doubleTap.id)
    try engine.require(StandardRecognizer.pan.id, toFail: StandardRecognizer.pullDown.id)
    try engine.allowSimultaneousRecognition(StandardRecognizer.pinch.id, StandardRecognizer.pan.id)
    if parts & 0x20 != 0 {
      let extra = try engine.add(TapePlugIn(tape: bytes, offset: 1_000), named: "plugin")
      if parts & 0x40 != 0 { try engine.require(StandardRecognizer.pan.id, toFail: extra) }
    }
    return try ImageViewerSession(engine: engine, configuration: checked)
  } catch {
    fuzzFailure("the standard wiring was refused: \(error)")
  }
}

/// libFuzzer's entry point: plays `data` as the encoding above says.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard var session = session(bytes) else { return 0 }
  var clock: Timestamp?
  var first: Timestamp?
  var latest: Timestamp?
  var problem: String?
  let check: (ImageViewerSession.Output) -> Void = { output in
    guard problem == nil else { return }
    let time: Timestamp
    switch output {
    case .recognizer(let event): time = event.time
    case .viewer(let event): time = event.time
    }
    if let latest, time < latest { problem = "\(output) after an output at \(latest)" }
    if let first, time < first { problem = "\(output) before the first frame at \(first)" }
    latest = max(latest ?? time, time)
  }
  var time = 0.0
  var samples: [TouchSample] = []
  func deliver() {
    let frame = TouchFrame(time: time, samples: samples)
    samples = []
    if first == nil { first = Timestamp(seconds: time) }
    if (try? session.process(frame, handle: check)) != nil { clock = Timestamp(seconds: time) }
  }
  var index = 2
  var records = 0
  while index + 4 <= bytes.count, records < 512 {
    let (r0, r1, r2, r3) = (bytes[index], bytes[index + 1], bytes[index + 2], bytes[index + 3])
    index += 4
    records += 1
    switch r0 >> 5 {
    case 5: deliver()
    case 6:
      time += Double(r3) / 1_000
      if (try? session.advance(to: time, handle: check)) != nil { clock = Timestamp(seconds: time) }
    case 7:
      deliver()
      time += Double(r3) / 1_000
    default:
      let phases: [TouchSample.Phase] = [.down, .move, .up, .cancel]
      samples.append(
        TouchSample(
          time: time, phase: phases[Int(r0 & 3)], id: TouchID(UInt64((r0 >> 2) & 7)),
          location: Point(x: Double(r1) * 4, y: Double(r2) * 4)))
    }
    fuzzCheck(problem == nil, problem ?? "")
    if let clock, let latest {
      fuzzCheck(latest <= clock, "an output at \(latest), after the clock \(clock)")
    }
    let violations = session._invariantViolations()
    fuzzCheck(violations.isEmpty, "after record \(records): " + violations.joined(separator: "; "))
  }
  deliver()
  let end = time + session.viewer.longestAnimation + 0.1
  _ = try? session.advance(to: end, handle: check)
  fuzzCheck(problem == nil, "settling: " + (problem ?? ""))
  let violations = session._invariantViolations()
  fuzzCheck(violations.isEmpty, "after settling: " + violations.joined(separator: "; "))
  if session.engine.touchesDown.count == 0 {
    fuzzCheck(
      !session.viewer.isAnimating, "still animating \(session.viewer.longestAnimation) s after the last touch"
    )
  }
  return 0
}
