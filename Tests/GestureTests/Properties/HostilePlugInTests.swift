import GestureKitLite
import Testing

@testable import GestureKitLiteScripts

/// Plug-ins that play every standard part with hostile proposals and
/// values, in random streams: the engine's and the viewer's invariants hold
/// after every input, and event times never go back (issue 27).
@Suite("properties: hostile plug-ins")
struct HostilePlugInTests {
  /// A session whose standard parts are played, each with a chance of one
  /// in two, by a ``HostileRecognizer`` instead of the standard recognizer,
  /// with a hostile recognizer of no part beside them.
  private static func session(seed: UInt64, configuration: GestureConfiguration) throws -> ImageViewerSession
  {
    var random = SeededGenerator(seed: seed, stream: 0x7061_7274)
    let checked = try configuration.validated()
    var engine = GestureEngine()
    // The opt-in parts draw from a stream of their own, so the five of 1.1
    // (and the rule drawn after them) get the draws they always had.
    var optInRandom = SeededGenerator(seed: seed, stream: 0x6f70_7469)
    for part in StandardRecognizer.allCases {
      let hostile =
        part == .quickScale || part == .longPress
        ? Bool.random(using: &optInRandom) : Bool.random(using: &random)
      switch (part, hostile) {
      case (_, true): try engine.add(HostileRecognizer(seed: seed &+ UInt64(part.rawValue)), as: part)
      case (.tap, false): try engine.add(TapRecognizer(configuration: .init(checked)), as: .tap)
      case (.doubleTap, false):
        try engine.add(DoubleTapRecognizer(configuration: .init(checked)), as: .doubleTap)
      case (.pinch, false): try engine.add(PinchRecognizer(configuration: .init(checked)), as: .pinch)
      case (.pan, false): try engine.add(PanRecognizer(configuration: .init(checked)), as: .pan)
      case (.pullDown, false):
        try engine.add(PullDownRecognizer(configuration: .init(checked)), as: .pullDown)
      case (.quickScale, false):
        try engine.add(QuickScaleRecognizer(configuration: .init(checked)), as: .quickScale)
      case (.longPress, false):
        try engine.add(LongPressRecognizer(configuration: .init(checked)), as: .longPress)
      }
    }
    let extra = try engine.add(HostileRecognizer(seed: seed &+ 99), named: "hostile")
    try engine.require(StandardRecognizer.tap.id, toFail: StandardRecognizer.doubleTap.id)
    try engine.require(StandardRecognizer.pan.id, toFail: StandardRecognizer.pullDown.id)
    try engine.allowSimultaneousRecognition(StandardRecognizer.pinch.id, StandardRecognizer.pan.id)
    if Bool.random(using: &random) { try engine.require(StandardRecognizer.pan.id, toFail: extra) }
    return try ImageViewerSession(engine: engine, configuration: checked)
  }

  /// Plays `stream` through a hostile session; the first broken rule, or `nil`.
  private static func violation(playing stream: RandomTouchStream) -> String? {
    guard var session = try? session(seed: stream.seed, configuration: stream.configuration) else {
      return nil  // a configuration the standard set refuses too
    }
    var latest: Timestamp?
    var first: Timestamp?
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
    for frame in stream.frames {
      if first == nil { first = Timestamp(seconds: frame.time) }
      do {
        try session.process(frame, handle: check)
      } catch {
        return "the engine refused a valid frame at \(frame.time): \(error)"
      }
      if let problem { return "at \(frame.time): \(problem)" }
      if latest.map({ $0 > Timestamp(seconds: frame.time) }) == true {
        return "an output later than the frame at \(frame.time)"
      }
      let violations = session._invariantViolations()
      if !violations.isEmpty {
        return "after the frame at \(frame.time): " + violations.joined(separator: "; ")
      }
    }
    let end = (stream.frames.last?.time ?? 0) + session.viewer.longestAnimation + 0.1
    do { try session.advance(to: end, handle: check) } catch { return "settling refused: \(error)" }
    if let problem { return "settling: \(problem)" }
    var violations = session._invariantViolations()
    if session.engine.touchesDown.count == 0 && session.viewer.isAnimating {
      violations.append(
        "an animation is still running \(session.viewer.longestAnimation) s after the last touch")
    }
    return violations.isEmpty ? nil : "after settling: " + violations.joined(separator: "; ")
  }

  static let batches = Array(UInt64(0)..<10)

  @Test(
    "plug-ins playing the standard parts with hostile values keep every invariant, and outputs in time order",
    arguments: batches)
  func hostilePlugIns(batch: UInt64) {
    var failures = 0
    for seed in (batch * 60)..<((batch + 1) * 60) {
      let stream = RandomTouchStream(seed: seed)
      guard let violation = Self.violation(playing: stream) else { continue }
      failures += 1
      let small = shrink(stream) { Self.violation(playing: $0) != nil }
      Issue.record("seed \(seed): \(violation)\nshrunk stream:\n\(small)")
      if failures >= 3 { break }
    }
  }

  @Test("the hostile plug-ins reach the viewer and meet each of the engine's defences")
  func hostilePlugInsAreExercised() throws {
    var problems: Set<String> = []
    var viewerEvents = 0
    var hostileBegins = 0
    for seed in UInt64(0)..<120 {
      let stream = RandomTouchStream(seed: seed)
      guard var session = try? Self.session(seed: seed, configuration: stream.configuration) else { continue }
      let engine = session.engine
      for frame in stream.frames {
        try session.process(frame) { output in
          switch output {
          case .viewer: viewerEvents += 1
          case .recognizer(let event):
            if event.state == .began, engine.role(of: event.recognizer) != nil { hostileBegins += 1 }
          }
        }
      }
      for entry in session.engine.diagnostics.recent {
        problems.insert(String(describing: entry.problem).prefix { $0 != "(" }.description)
      }
    }
    #expect(viewerEvents > 100 && hostileBegins > 100)
    #expect(
      problems.isSuperset(of: [
        "invalidValue", "attemptEndedWhileActive", "refusedProposal", "stuckDeadline", "invalidReason",
        "attemptLeftOpen",
      ]), "\(problems)")
  }

  @Test("hostile events given to ImageViewer.handle in any order keep every invariant of the viewer")
  func hostileEventsThroughHandle() throws {
    let name = RecognizerName("hostile")!
    for seed in UInt64(0)..<200 {
      var random = SeededGenerator(seed: seed, stream: 0x6861_6e64_6c65)
      var viewer = try ImageViewer(configuration: RandomTouchStream(seed: seed).configuration)
      var recognizer = HostileRecognizer(seed: seed)
      var events: [ImageViewerEvent] = []
      var time = Timestamp(microseconds: 0)
      let states: [RecognizerState] = [.possible, .began, .changed, .ended, .cancelled, .failed, .recognized]
      for step in 0..<300 {
        time = time.advanced(by: .init(seconds: Double.random(in: -0.01...0.05, using: &random)))
        if Bool.random(using: &random) { viewer.advance(to: time, into: &events) }
        let part = StandardRecognizer.allCases[Int.random(in: 0..<5, using: &random)]
        var value = GestureValue()
        switch recognizer.reachDeadline(time) {
        case .begin(let proposed), .change(let proposed), .end(let proposed), .recognize(let proposed):
          value = proposed
        case .none, .withdraw, .cancel, .fail, .failAndRestart: break
        }
        let event = GestureEvent(
          time: time, recognizer: part.id, name: name, state: states[Int.random(in: 0..<7, using: &random)],
          value: value)
        viewer.handle(event, from: part, into: &events)
        let violations = viewer._invariantViolations()
        #expect(violations.isEmpty, "seed \(seed), step \(step), \(event): \(violations)")
        if !violations.isEmpty { return }
      }
      viewer.advance(to: time.advanced(by: .init(seconds: viewer.longestAnimation + 1)), into: &events)
      #expect(viewer._invariantViolations().isEmpty, "seed \(seed) settled")
      #expect(!viewer.isAnimating, "seed \(seed) still animating")
    }
  }
}
