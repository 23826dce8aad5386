// libFuzzer target: the bytes as touch input to an ImageViewerSession (the
// standard recognizers, arbitration and the image viewer together).
//
// Build and run with scripts/fuzz.sh (target name: engine-viewer).
//
// # Input encoding
//
// A 6-byte header picks configuration values, often at the extremes of their
// ranges (missing bytes count as 0, which is the default configuration):
//
//   h0  bits 0-2 viewport, 3-4 pageCount, 5-6 image size, 7 zoomBounce off
//   h1  bits 0-2 minZoom, 3-5 maxZoom (swapped when below minZoom), 6-7 doubleTapZoom
//   h2  tapSlop, panSlop, pinchSlop, doubleTapSlop (2 bits each)
//   h3  bits 0-1 tapMaxDuration, 2-3 doubleTapInterval, 4-5 doubleTapMinInterval,
//       6 doubleTapEnabled off
//   h4  pullDownMaxAngle, dismissDistance, dismissVelocity, pagingVelocity (2 bits each)
//   h5  bits 0-1 dismissAlphaFalloff, 2-4 the stream's start time, 5-7 the
//       contract 1.1 behaviour keys (0: their defaults; 1-7 see `behaviour`:
//       each seed article's, then combinations at the ends of their ranges)
//
// Then 8-byte records, at most 512:
//
//   r0  bits 0-1 phase (down, move, up, cancel), 2-4 time step class,
//       5-7 coordinate class
//   r1  bits 0-3 finger (mod 12), 4-7 operation: 0-11 a sample, 12 a tick
//       (an empty frame), 13 `advance(to:)`, 14 a sample whose time is not its
//       frame's (must be refused), 15 a frame earlier than the clock (must be
//       refused)
//   r2-r3  x, r4-r5  y: little-endian Int16, scaled by the coordinate class
//          (relative to the finger's last position or absolute; from 1/256 pt
//          steps up to ±3e308; capped by GESTUREKIT_FUZZ_COORDINATE_LIMIT)
//   r6  the time step's fine value
//   r7  bits 0-1 the touch-ID table (small, near 2^64, near 2^63, spread out),
//       2-4 the scale of coordinate class 7 (1e12 ... 1e304)
//
// Time step classes: 0 the same frame, 1 a new frame at the same time,
// 2 (1+f) µs, 3 (1+f) ms, 4 a display interval, 5 a configuration threshold
// (tapMaxDuration, doubleTapInterval...) −1 µs, exactly, or +1 µs, 6 f/10 s,
// 7 a long gap (3.6 s to 1e6 s).
//
// A sample the TouchSequenceValidator refuses is not part of the stream: it is
// offered to the session in a frame of its own making, which the session must
// refuse with exactly the validator's error and without any change.
//
// # Checks
//
// The stream is played four times:
//   A. frames as decoded, with every refused attempt offered;
//   B. frames as decoded, refused attempts left out;
//   C. consecutive frames of one time merged into one frame;
//   D. the samples one by one through `process(_ sample:)`, ticks as `advance(to:)`.
// After every call `_invariantViolations()` must be empty; after the last
// input the session settles at `last + viewer.longestAnimation + 0.1`, and
// then no animation may run while no touch is down. A and B must give the
// same outputs and final state (refusals change nothing; playback is
// deterministic), and so must C and D (samples grouped by time equal frames).
//
// Known bugs can be fenced off to fuzz on past them (see Fuzz/findings/README.md):
// GESTUREKIT_FUZZ_COORDINATE_LIMIT=N caps every coordinate at |N| points, and
// GESTUREKIT_FUZZ_PINCH_SCALE_LIMIT=N stops a play at the first pinch event
// whose scale is beyond N (the plays then need only agree on their common
// outputs). Unset, nothing is fenced off.
//
// # Other uses of the binary
//
// `GESTUREKIT_FUZZ_SEEDS_OUT=DIR fuzz-engine-viewer FILE.touches...` encodes
// each stream in this format into DIR and exits (scripts/fuzz.sh does this
// with the fixtures); `GESTUREKIT_FUZZ_PRINT=1 fuzz-engine-viewer INPUT...`
// prints the stream an input plays, as a `.touches` stream.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - The plan decoded from the bytes

/// The largest coordinate magnitude the harness makes.
///
/// `GESTUREKIT_FUZZ_COORDINATE_LIMIT` (a number), else unlimited. Set it to
/// keep fuzzing the rest while a bug with huge coordinates is open.
let coordinateLimit: Double =
  getenv("GESTUREKIT_FUZZ_COORDINATE_LIMIT").flatMap {
    Double(String(cString: $0))
  } ?? .infinity

/// The pinch scale beyond which a play stops.
///
/// `GESTUREKIT_FUZZ_PINCH_SCALE_LIMIT` (a number), else unlimited: a play
/// stops (without its settling checks) at the first pinch event whose scale
/// is beyond it. Set it to keep fuzzing the rest while the pinch's carried
/// scale can still overflow (Fuzz/findings/README.md).
let pinchScaleLimit: Double =
  getenv("GESTUREKIT_FUZZ_PINCH_SCALE_LIMIT").flatMap {
    Double(String(cString: $0))
  } ?? .infinity

/// A frame the session must refuse, and the error it must refuse it with.
struct RefusedAttempt {
  var frame: TouchFrame
  var error: GestureEngineError
}

/// One call to the session.
enum PlanStep {
  /// A frame of samples (possibly empty: a tick), with the refused attempts
  /// to offer before it.
  case frame(TouchFrame, refused: [RefusedAttempt])
  /// `advance(to:)`.
  case advance(Double)
  /// A frame earlier than the clock, which must be refused.
  case refused(RefusedAttempt)
}

struct EnginePlan {
  var configuration: GestureConfiguration
  var steps: [PlanStep] = []
  /// The time of the last accepted input.
  var lastTime: Double?

  static let headerSize = 6
  static let recordSize = 8
  static let maximumRecords = 512
  static let fingers = 12

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    func header(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }
    var start = 0.0
    configuration = Self.configuration(
      header(0), header(1), header(2), header(3), header(4), header(5), startTime: &start)
    let configuration = configuration
    let center = Point(x: configuration.viewportWidth / 2, y: configuration.viewportHeight / 2)
    var last = [Point](repeating: center, count: Self.fingers)
    var validator = TouchSequenceValidator()
    var time = start
    // The frame being gathered.
    var current: (time: Double, samples: [TouchSample], refused: [RefusedAttempt])?
    var steps: [PlanStep] = []

    func flush() {
      guard let frame = current else { return }
      current = nil
      if frame.samples.isEmpty {
        // Only refused samples: the engine still sees an empty frame, a tick.
        try! validator.acceptTick(at: frame.time)
      }
      steps.append(.frame(TouchFrame(time: frame.time, samples: frame.samples), refused: frame.refused))
    }

    var offset = Self.headerSize
    var records = 0
    while offset + Self.recordSize <= bytes.count && records < Self.maximumRecords {
      let r = UnsafeBufferPointer(rebasing: bytes[offset..<(offset + Self.recordSize)])
      offset += Self.recordSize
      records += 1
      let phase = TouchSample.Phase.allCases[Int(r[0] & 3)]
      let stepClass = Int(r[0] >> 2) & 7
      let coordinateClass = Int(r[0] >> 5)
      let finger = Int(r[1] & 0x0F) % Self.fingers
      let operation = Int(r[1] >> 4)
      let fine = r[6]
      let id = Self.touchID(finger: finger, table: Int(r[7] & 3))
      let step = Self.timeStep(stepClass, fine, configuration)
      let rawX = Double(Int16(bitPattern: UInt16(r[2]) | UInt16(r[3]) << 8))
      let rawY = Double(Int16(bitPattern: UInt16(r[4]) | UInt16(r[5]) << 8))

      switch operation {
      case 12, 13:  // a tick, as an empty frame or as advance(to:)
        flush()
        let next = time + step
        guard next.isFinite else { break }
        time = next
        try! validator.acceptTick(at: time)
        steps.append(
          operation == 12 ? .frame(TouchFrame(time: time, samples: []), refused: []) : .advance(time))
      case 14:  // a sample whose time is not its frame's
        guard var frame = current else { break }
        let wrong = frame.time + (Double(fine) + 1) * 1e-6 * (phase == .down ? -1 : 1)
        guard wrong != frame.time, wrong.isFinite else { break }
        let sample = TouchSample(time: wrong, phase: phase, id: id, location: last[finger])
        // The engine checks the sample's own fields and sequence first, then
        // that it carries its frame's time.
        var probe = validator
        let kind: GestureEngineError.Kind
        do {
          try probe.accept(sample)
          kind = .sampleTimeDiffersFromFrame(sample: wrong, frame: frame.time)
        } catch {
          kind = .invalidSample(error.kind)
        }
        frame.refused.append(
          RefusedAttempt(
            frame: TouchFrame(time: frame.time, samples: frame.samples + [sample]),
            error: GestureEngineError(kind, sampleIndex: frame.samples.count)))
        current = frame
      case 15:  // a whole frame earlier than the clock
        flush()
        guard let latest = validator.latestTime else { break }
        let earlier = latest - (Double(fine) + 1) * 1e-6
        guard earlier < latest else { break }
        let sample = TouchSample(time: earlier, phase: phase, id: id, location: last[finger])
        steps.append(
          .refused(
            RefusedAttempt(
              frame: TouchFrame(time: earlier, samples: [sample]),
              error: GestureEngineError(
                .invalidSample(.timeWentBackwards(previous: latest, found: earlier)), sampleIndex: 0))))
      default:  // a sample
        if stepClass != 0 || current == nil {
          flush()
          let next = time + step
          guard next.isFinite else { break }
          time = next
          current = (time, [], [])
        }
        guard var frame = current else { break }
        let location = Self.location(
          coordinateClass, rawX, rawY, hugeScale: Int(r[7] >> 2) & 7, relativeTo: last[finger],
          center: center)
        let sample = TouchSample(time: frame.time, phase: phase, id: id, location: location)
        var checked = validator
        do {
          try checked.accept(sample)
          validator = checked
          frame.samples.append(sample)
          last[finger] = location
        } catch {
          frame.refused.append(
            RefusedAttempt(
              frame: TouchFrame(time: frame.time, samples: frame.samples + [sample]),
              error: GestureEngineError(.invalidSample(error.kind), sampleIndex: frame.samples.count)))
        }
        current = frame
      }
    }
    flush()
    self.steps = steps
    lastTime = validator.latestTime
  }

  /// The configuration the header bytes pick; every value is within its
  /// key's range and the keys agree (`validated()` holds).
  static func configuration(
    _ h0: UInt8, _ h1: UInt8, _ h2: UInt8, _ h3: UInt8, _ h4: UInt8, _ h5: UInt8,
    startTime: inout Double
  ) -> GestureConfiguration {
    func pick<T>(_ values: [T], _ byte: UInt8, _ shift: UInt8, bits: UInt8 = 2) -> T {
      values[Int((byte >> shift) & ((1 << bits) - 1)) % values.count]
    }
    var c = GestureConfiguration()
    let viewports: [(Double, Double)] = [
      (390, 844), (1, 1), (1_000_000, 1_000_000), (1, 1_000_000), (1_000_000, 1), (844, 390),
      (320, 568), (10, 10),
    ]
    (c.viewportWidth, c.viewportHeight) = pick(viewports, h0, 0, bits: 3)
    c.pageCount = pick([3, 1, 2, 1_000_000], h0, 3)
    (c.imageWidth, c.imageHeight) = pick([(4032, 3024), (1, 1), (1_000_000, 1), (1, 1_000_000)], h0, 5)
    c.zoomBounce = h0 & 0x80 == 0

    let zooms: [Double] = [1, 0.01, 0.5, 4, 100, 1.5, 2, 1]
    let maxima: [Double] = [4, 1, 100, 0.01, 8, 2, 1.000_001, 50]
    var minZoom = pick(zooms, h1, 0, bits: 3)
    var maxZoom = pick(maxima, h1, 3, bits: 3)
    if maxZoom < minZoom { swap(&minZoom, &maxZoom) }
    c.minZoom = minZoom
    c.maxZoom = maxZoom
    c.doubleTapZoom = pick([maxZoom, minZoom, (minZoom * maxZoom).squareRoot(), maxZoom], h1, 6)
    c.doubleTapZoom = min(max(c.doubleTapZoom, minZoom), maxZoom)

    c.tapSlop = pick([10, 0, 1_000_000, 0.5], h2, 0)
    c.panSlop = pick([10, 0, 1_000_000, 0.5], h2, 2)
    c.pinchSlop = pick([16, 0, 1_000_000, 1], h2, 4)
    c.doubleTapSlop = pick([100, 0, 1_000_000, 5], h2, 6)

    c.tapMaxDuration = pick([0.5, 0, 1_000_000, 0.05], h3, 0)
    c.doubleTapInterval = pick([0.3, 0, 1_000_000, 0.016], h3, 2)
    c.doubleTapMinInterval = min(pick([0.04, 0, 1_000_000, 0.001], h3, 4), c.doubleTapInterval)
    c.doubleTapEnabled = h3 & 0x40 == 0

    c.pullDownMaxAngle = pick([30, 0, 90, 60], h4, 0)
    c.dismissDistance = pick([100, 0, 1_000_000, 1], h4, 2)
    c.dismissVelocity = pick([800, 0, 1_000_000, 1], h4, 4)
    c.pagingVelocity = pick([300, 0, 1_000_000, 1], h4, 6)

    c.dismissAlphaFalloff = pick([0.7, 0.01, 100, 1], h5, 0)
    startTime = pick(
      [0, 1_000_000_000, -1000, 0.5, 1_000_000, 12_345.678_9, -0.000_001, 86_400], h5, 2, bits: 3)
    behaviour(Int(h5 >> 5), &c)
    guard let valid = try? c.validated() else {
      fuzzFailure("the harness made an inconsistent configuration: \(c)")
    }
    return valid
  }

  /// Sets the contract 1.1 behaviour keys for `profile` 0…7: 0 leaves them
  /// at their defaults; 1–5 are what the seed articles' viewers change
  /// (photo-browser, zoomable-view, photos-viewer, photo-detail, then every
  /// switch on with the slowest, bounciest spring); 6 and 7 combine the other
  /// ends. `initialZoom` always lies within the zoom limits already picked.
  static func behaviour(_ profile: Int, _ c: inout GestureConfiguration) {
    switch profile {
    case 1:
      c.dismissWhileDragging = true
      c.dismissFade = false
      c.dismissRestore = .easeInOut
      c.zoomFrame = .viewport
      c.pullDownWithPaging = true
    case 2:
      c.pullDownEnabled = false
      c.zoomedPaging = true
      c.doubleTapZoom = c.initialZoom
    case 3:
      c.initialZoom = (c.minZoom * c.maxZoom).squareRoot()
      c.doubleTapEnabled = false
      c.pullDownEnabled = false
    case 4:
      c.dismissRestore = .spring
      c.dismissRestoreDuration = 0.5
      c.dismissRestoreBounce = 0.3
      c.pageChangedAt = .rest
    case 5:
      c.dismissRestore = .spring
      c.dismissRestoreDuration = 10
      c.dismissRestoreBounce = 0.9
      c.zoomedPaging = true
      c.zoomFrame = .viewport
      c.pageChangedAt = .rest
      c.pullDownWithPaging = true
      c.dismissWhileDragging = true
      c.initialZoom = c.maxZoom
    case 6:
      c.dismissRestore = .spring
      c.dismissRestoreDuration = 0.01
      c.dismissRestoreBounce = 0
      c.initialZoom = c.maxZoom
      c.zoomedPaging = true
      c.zoomFrame = .viewport
      c.pullDownWithPaging = true
    case 7:
      c.dismissRestore = .easeInOut
      c.dismissRestoreDuration = 10
      c.dismissFade = false
      c.initialZoom = c.minZoom
      c.pageChangedAt = .rest
      c.zoomedPaging = true
    default:
      break
    }
    c.doubleTapZoom = min(max(c.doubleTapZoom, c.minZoom), c.maxZoom)
  }

  static func touchID(finger: Int, table: Int) -> TouchID {
    let f = UInt64(finger)
    switch table {
    case 0: return TouchID(f)
    case 1: return TouchID(UInt64.max - f)
    case 2: return TouchID((1 << 63) + f)
    default: return TouchID(f &* 0x9E37_79B9_7F4A_7C15)
    }
  }

  static func timeStep(_ stepClass: Int, _ fine: UInt8, _ c: GestureConfiguration) -> Double {
    let f = Double(fine)
    switch stepClass {
    case 0, 1: return 0
    case 2: return (f + 1) * 1e-6
    case 3: return (f + 1) * 1e-3
    case 4: return [1.0 / 60, 1.0 / 120, 1.0 / 240, 1.0 / 30][Int(fine & 3)]
    case 5:
      let thresholds = [
        c.tapMaxDuration, c.doubleTapInterval, c.doubleTapMinInterval, 0.1, 0.04, 0.3, 0.25, 0.5,
      ]
      let nudge = [-1e-6, 0, 1e-6][Int(fine >> 3) % 3]
      return max(0, thresholds[Int(fine & 7)] + nudge)
    case 6: return f / 10
    default: return [3.6, 60, 1000, 1_000_000][Int(fine & 3)] * (1 + Double(fine >> 2) / 64)
    }
  }

  static func location(
    _ coordinateClass: Int, _ x: Double, _ y: Double, hugeScale: Int, relativeTo last: Point,
    center: Point
  ) -> Point {
    let result: Point
    switch coordinateClass {
    case 0: result = Point(x: last.x + x / 256, y: last.y + y / 256)
    case 1: result = Point(x: last.x + x / 8, y: last.y + y / 8)
    case 2: result = Point(x: last.x + x, y: last.y + y)
    case 3: result = Point(x: center.x + x / 32, y: center.y + y / 32)
    case 4: result = Point(x: x, y: y)
    case 5: result = Point(x: last.x + x * 64, y: last.y + y * 64)
    case 6: result = Point(x: x * 1e6, y: y * 1e6)
    default:
      let scale = [1e12, 1e50, 1e100, 1e150, 1e160, 1e200, 1e300, 1e304][hugeScale]
      result = Point(x: x * scale, y: y * scale)
    }
    let finite = result.isFinite ? result : Point(x: x, y: y)
    return Point(
      x: min(max(finite.x, -coordinateLimit), coordinateLimit),
      y: min(max(finite.y, -coordinateLimit), coordinateLimit))
  }
}

// MARK: - Playing the plan

enum PlayMode {
  /// A: frames as decoded, refused attempts offered.
  case framesWithRefusals
  /// B: frames as decoded.
  case frames
  /// C: consecutive sample frames of one time merged.
  case mergedFrames
  /// D: samples one at a time, ticks as advance(to:).
  case samples
}

struct PlayResult: Equatable {
  var outputs: [ImageViewerSession.Output] = []
  var state: ImageViewerState?
  /// Whether the play stopped at a pinch scale beyond `pinchScaleLimit`.
  var stopped = false
}

/// Whether an output from `start` on is a pinch event with a scale beyond `pinchScaleLimit`.
func pinchScaleBeyondLimit(_ outputs: [ImageViewerSession.Output], from start: Int) -> Bool {
  guard pinchScaleLimit.isFinite else { return false }
  for output in outputs[start...] {
    if case .recognizer(let event) = output, event.recognizer == StandardRecognizer.pinch.id,
      !(abs(event.value.scale) <= pinchScaleLimit)
    {
      return true
    }
  }
  return false
}

/// What must not change when the session refuses an input.
struct SessionSnapshot: Equatable {
  var state: ImageViewerState
  var currentTime: Timestamp?
  var touches: [TouchID]
  var recognizers: [RecognizerState]

  init(_ session: ImageViewerSession) {
    state = session.viewer.state
    currentTime = session.engine.currentTime
    let table = session.engine.touchesDown
    touches = (0..<table.count).map { table[$0].id }
    // The IDs come from the engine itself, so every lookup succeeds.
    recognizers = session.engine.recognizerIDs.compactMap { try? session.engine.state(of: $0) }
  }
}

func checkInvariants(_ session: ImageViewerSession, after what: @autoclosure () -> String) {
  let violations = session._invariantViolations()
  if !violations.isEmpty {
    fuzzFailure("invariants broken after \(what()): " + violations.joined(separator: "; "))
  }
}

func merged(_ steps: [PlanStep]) -> [PlanStep] {
  var result: [PlanStep] = []
  for step in steps {
    guard case .frame(let frame, _) = step else {
      if case .advance = step { result.append(step) }
      continue
    }
    if !frame.samples.isEmpty, case .frame(var previous, _)? = result.last,
      !previous.samples.isEmpty, previous.time == frame.time
    {
      previous.samples += frame.samples
      result[result.count - 1] = .frame(previous, refused: [])
    } else {
      result.append(.frame(frame, refused: []))
    }
  }
  return result
}

func play(_ plan: EnginePlan, _ mode: PlayMode) -> PlayResult {
  var result = PlayResult()
  // The plan's configuration is made consistent when it is decoded; one the
  // session refused would be a bug of the decoder, reported as a failure.
  guard let made = try? ImageViewerSession(configuration: plan.configuration) else {
    fuzzFailure("the session refused the plan's configuration")
  }
  var session = made
  let steps = mode == .mergedFrames ? merged(plan.steps) : plan.steps

  func offer(_ attempt: RefusedAttempt) {
    let before = SessionSnapshot(session)
    let count = result.outputs.count
    do {
      try session.process(attempt.frame, into: &result.outputs)
      fuzzFailure("the session accepted \(attempt.frame), which must be refused with \(attempt.error)")
    } catch {
      fuzzCheck(
        error == attempt.error,
        "the session refused \(attempt.frame) with \(error), expected \(attempt.error)")
    }
    fuzzCheck(result.outputs.count == count, "a refused frame produced output: \(result.outputs[count...])")
    let after = SessionSnapshot(session)
    fuzzCheck(after == before, "a refused frame \(attempt.frame) changed the session:\n\(before)\n\(after)")
  }

  for step in steps {
    let start = result.outputs.count
    do {
      switch step {
      case .frame(let frame, let refused):
        if mode == .framesWithRefusals { for attempt in refused { offer(attempt) } }
        if mode == .samples {
          if frame.samples.isEmpty {
            try session.advance(to: frame.time, into: &result.outputs)
          }
          for sample in frame.samples {
            try session.process(sample, into: &result.outputs)
            checkInvariants(session, after: "the sample \(sample)")
          }
        } else {
          try session.process(frame, into: &result.outputs)
        }
        checkInvariants(session, after: "the frame \(frame)")
      case .advance(let time):
        try session.advance(to: time, into: &result.outputs)
        checkInvariants(session, after: "advance(to: \(time))")
      case .refused(let attempt):
        if mode == .framesWithRefusals { offer(attempt) }
      }
    } catch {
      fuzzFailure("the session refused a valid input \(step): \(error)")
    }
    if pinchScaleBeyondLimit(result.outputs, from: start) {
      result.stopped = true
      return result
    }
  }

  let end = (plan.lastTime ?? 0) + session.viewer.longestAnimation + 0.1
  do {
    try session.advance(to: end, into: &result.outputs)
  } catch {
    fuzzFailure("the session refused to settle at \(end): \(error)")
  }
  checkInvariants(session, after: "settling at \(end)")
  if session.engine.touchesDown.count == 0 && session.viewer.isAnimating {
    fuzzFailure(
      "an animation still runs \(session.viewer.longestAnimation + 0.1) s after the last input "
        + "with no touch down: \(session.viewer.state)")
  }
  result.state = session.viewer.state
  return result
}

/// Whether two plays agree.
///
/// NaNs (which `==` never matches) compare by their description. A play stopped at the pinch scale limit (at a slightly
/// different point in a play that delivers frames late) need only agree on
/// the outputs both have.
func samePlay(_ a: PlayResult, _ b: PlayResult) -> Bool {
  if a.stopped || b.stopped {
    let common = min(a.outputs.count, b.outputs.count)
    return a.outputs[..<common] == b.outputs[..<common]
      || String(describing: a.outputs[..<common]) == String(describing: b.outputs[..<common])
  }
  return a == b || String(describing: a) == String(describing: b)
}

func firstDifference(_ a: PlayResult, _ b: PlayResult) -> String {
  for index in 0..<min(a.outputs.count, b.outputs.count) where a.outputs[index] != b.outputs[index] {
    return "output \(index): \(a.outputs[index]) vs \(b.outputs[index])"
  }
  if a.outputs.count != b.outputs.count { return "output counts \(a.outputs.count) vs \(b.outputs.count)" }
  return "final states \(String(describing: a.state)) vs \(String(describing: b.state))"
}

/// libFuzzer's entry point: runs the checks on one input; returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let plan = EnginePlan(UnsafeBufferPointer(start: data, count: size))
  let a = play(plan, .framesWithRefusals)
  let b = play(plan, .frames)
  fuzzCheck(
    samePlay(a, b),
    "two plays of one stream differ (A: refusals offered, B: not): \(firstDifference(a, b))")
  let c = play(plan, .mergedFrames)
  let d = play(plan, .samples)
  fuzzCheck(
    samePlay(c, d),
    "frames (C) and the same samples one by one (D) differ: \(firstDifference(c, d))")
  return 0
}

// MARK: - Seeds from fixtures

/// Encodes a decoded stream in the format above, as nearly as it goes: the
/// default configuration, times in steps of whole µs or ms (or tenths of a
/// second), coordinates absolute around the viewport's centre in 1/32 pt.
func encodeSeed(_ records: [TouchStreamRecord]) -> [UInt8] {
  var bytes = [UInt8](repeating: 0, count: EnginePlan.headerSize)
  let center = Point(x: 195, y: 422)
  var time: Double?
  var frameTime: Double?
  func step(to t: Double, sameFrame: Bool) -> (stepClass: UInt8, fine: UInt8) {
    defer { time = t }
    guard let previous = time else { return (sameFrame ? 0 : 1, 0) }
    let dt = max(0, t - previous)
    if dt == 0 { return (sameFrame ? 0 : 1, 0) }
    if dt <= 256e-6 { return (2, UInt8(clamping: Int((dt * 1e6).rounded()) - 1)) }
    if dt <= 0.256 { return (3, UInt8(clamping: Int((dt * 1e3).rounded()) - 1)) }
    return (6, UInt8(clamping: Int((dt * 10).rounded())))
  }
  func int16(_ value: Double) -> (UInt8, UInt8) {
    // Clamp as a Double first: `Int(1e155)` would trap before `clamping` could act.
    let raw = UInt16(bitPattern: Int16(min(max(value.rounded(), -32768), 32767)))
    return (UInt8(raw & 0xFF), UInt8(raw >> 8))
  }
  for record in records {
    guard bytes.count < EnginePlan.headerSize + EnginePlan.recordSize * EnginePlan.maximumRecords else {
      break
    }
    switch record {
    case .sample(let sample):
      let (stepClass, fine) = step(to: sample.time, sameFrame: frameTime == sample.time)
      frameTime = sample.time
      let phase = UInt8(TouchSample.Phase.allCases.firstIndex(of: sample.phase)!)
      let (x0, x1) = int16((sample.location.x - center.x) * 32)
      let (y0, y1) = int16((sample.location.y - center.y) * 32)
      bytes += [phase | stepClass << 2 | 3 << 5, UInt8(sample.id.rawValue % 12), x0, x1, y0, y1, fine, 0]
    case .tick(let t):
      let (stepClass, fine) = step(to: t, sameFrame: false)
      frameTime = nil
      bytes += [(stepClass == 0 ? 1 : stepClass) << 2, 12 << 4, 0, 0, 0, 0, fine, 0]
    case .viewport, .setting:
      break
    case .wheel, .key, .action:
      break  // the plan's format holds touches and ticks; the stream reader fuzzers take these
    }
  }
  return bytes
}

/// The stream a plan plays, in the text form.
///
/// The configuration as `@set` lines (keys that differ from the default), each frame's samples, empty
/// frames and `advance(to:)` as ticks. Refused attempts are left out.
func textStream(for plan: EnginePlan) -> String {
  var records: [TouchStreamRecord] = plan.configuration.changedSettings.map {
    .setting(key: $0.key, value: $0.value)
  }
  for step in plan.steps {
    switch step {
    case .frame(let frame, _):
      if frame.samples.isEmpty { records.append(.tick(time: frame.time)) }
      records += frame.samples.map { .sample($0) }
    case .advance(let time): records.append(.tick(time: time))
    case .refused: break
    }
  }
  return TextTouchStreamWriter.text(for: records)
}

/// The command-line uses of the fuzzer binary besides fuzzing.
///
/// - `GESTUREKIT_FUZZ_SEEDS_OUT=DIR fuzz-engine-viewer STREAM...` encodes
///   streams (`.touches`, `.jsonl`) as seeds into DIR;
/// - `GESTUREKIT_FUZZ_PRINT=1 fuzz-engine-viewer INPUT...` prints the
///   stream each fuzz input plays, as a `.touches` stream.
@_cdecl("LLVMFuzzerInitialize")
public func initialize(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
  let arguments = (1..<Int(argc.pointee)).compactMap { argv.pointee?[$0].map { String(cString: $0) } }
    .filter { !$0.hasPrefix("-") }
  if getenv("GESTUREKIT_FUZZ_PRINT") != nil {
    for arg in arguments {
      guard let bytes = readFile(arg) else {
        fputs("cannot read \(arg)\n", stderr)
        exit(2)
      }
      let plan = bytes.withUnsafeBufferPointer { EnginePlan($0) }
      print("# \(arg)")
      print(textStream(for: plan), terminator: "")
    }
    exit(0)
  }
  guard let out = getenv("GESTUREKIT_FUZZ_SEEDS_OUT").map({ String(cString: $0) }) else { return 0 }
  var written = 0
  for arg in arguments {
    guard let bytes = readFile(arg) else {
      fputs("cannot read \(arg)\n", stderr)
      exit(2)
    }
    let format: TouchStreamFormat = arg.hasSuffix(".jsonl") ? .jsonLines : .text
    guard
      let records = try? TouchStreamDecoder.records(
        in: String(decoding: bytes, as: UTF8.self), format: format)
    else { continue }  // refused streams make no engine seed
    let name = arg.split(separator: "/").last.map(String.init) ?? "seed"
    if writeFile("\(out)/\(name).bin", encodeSeed(records)) { written += 1 }
  }
  fputs("encoded \(written) seeds into \(out)\n", stderr)
  exit(0)
}
