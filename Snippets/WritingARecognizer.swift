// Writing a recognizer: a complete long press (`hold`), added to the standard
// set, plugged into an image-viewer session, fed frames from code, its events
// printed by name.
// snippet.imports
import GestureKitLite
import GestureKitLiteStreams  // TouchStreamPlayer, for the stream below

// snippet.end

// snippet.recognizer
/// A long press, as UIKit's `UILongPressGestureRecognizer` reads one: a single
/// touch held within `slop` of where it went down for `minimumDuration`
/// begins at that moment, then follows the finger (`changed`) until it lifts
/// (`ended`).
struct HoldRecognizer: GestureRecognizer {
  private enum Phase {
    case idle  // no touch down
    case pressing(start: Point, latest: Point, until: Timestamp)  // one touch down, not yet long enough
    case holding  // began: follows the finger
    case waitingForLift  // decided: ignore touches until all lift
  }

  var minimumDuration = 0.5  // seconds
  var slop = 10.0  // points
  private var phase = Phase.idle
  private var attempts = 0

  /// An attempt runs from the touch down until the recognizer decides or
  /// every touch is up.
  var attempt: Int? {
    if case .idle = phase { return nil }
    return attempts
  }

  /// While one touch is pressed: when it will have been held long enough.
  var deadline: Timestamp? {
    if case .pressing(_, _, let until) = phase { return until }
    return nil
  }

  mutating func update(with touches: TouchTable) -> RecognizerProposal {
    switch phase {
    case .idle:
      guard touches.hasNewTouch else { return .none }
      attempts += 1
      guard touches.count == 1 else {
        return decide(touches, .fail(.secondTouch(touchesDown: touches.downCount)))
      }
      let start = touches[0].location
      let until = touches.time.advanced(by: Timestamp.Duration(seconds: minimumDuration))
      phase = .pressing(start: start, latest: start, until: until)
      return .none
    case .pressing(let start, _, let until):
      guard touches.count == 1 else {
        return decide(touches, .fail(.secondTouch(touchesDown: touches.downCount)))
      }
      // Lifted too soon: a tap, not a failure worth a log line, so the attempt ends silently.
      guard touches[0].isDown else { return decide(touches, .withdraw) }
      let latest = touches[0].location
      let moved = latest.distance(to: start)
      // A drag, not a press.
      guard moved <= slop else { return decide(touches, .fail(.movedTooFar(moved, tapSlop: slop))) }
      phase = .pressing(start: start, latest: latest, until: until)
      return .none
    case .holding:
      guard touches.count == 1 else {  // a second finger
        return decide(touches, .cancel(.secondTouch(touchesDown: touches.downCount)))
      }
      let value = Self.value(at: touches[0].location)
      switch touches[0].phaseInFrame {
      case .up?: return decide(touches, .end(value))
      case .cancel?: return decide(touches, .cancel(.touchCancelled))
      case .down?, .move?, nil: return .change(value)
      }
    case .waitingForLift:
      if touches.downCount == 0 { phase = .idle }
      return .none
    }
  }

  /// Held long enough, still within `slop`: the long press begins, stamped
  /// with the deadline's time.
  mutating func reachDeadline(_ time: Timestamp) -> RecognizerProposal {
    guard case .pressing(_, let latest, _) = phase else { return .none }
    phase = .holding
    return .begin(Self.value(at: latest))
  }

  /// A one-finger value at `location`; the count is set through the
  /// property, which cannot throw (``GestureValue/touchCount``).
  private static func value(at location: Point) -> GestureValue {
    var value = GestureValue(location: location)
    value.touchCount = 1
    return value
  }

  /// Another recognizer won: ignore the rest of this attempt.
  mutating func stop() {
    if case .idle = phase { return }
    phase = .waitingForLift
  }

  /// Ends the attempt's decision with `proposal`; the attempt ends when every touch is up.
  private mutating func decide(_ touches: TouchTable, _ proposal: RecognizerProposal) -> RecognizerProposal {
    phase = touches.downCount == 0 ? .idle : .waitingForLift
    return proposal
  }
}
// snippet.end

// snippet.session
var engine = try GestureEngine(standardSetWith: GestureConfiguration())
let hold = try engine.add(HoldRecognizer(), named: "hold")
var session = try ImageViewerSession(engine: engine, configuration: GestureConfiguration())

// One finger down at (195, 422), held, drifting 30 pt down after the long press began, lifted at 1 s.
let finger = TouchID(0)
for (time, phase, y) in [
  (0.0, TouchSample.Phase.down, 422.0), (0.7, .move, 437), (0.85, .move, 452), (1.0, .up, 452),
] {
  let sample = TouchSample(time: time, phase: phase, id: finger, location: Point(x: 195, y: y))
  try session.process(TouchFrame(time: time, samples: [sample])) { output in
    guard case .recognizer(let event) = output, event.recognizer == hold else { return }
    print(event)  // 0.500 hold began location=195,422 touchCount=1
  }
}
// snippet.end

// snippet.stream
// The same press as a stream, played through a session with the hold in it. The player
// knows the configuration once it has read the stream's directives, and asks for the
// session then.
let stream = """
  @set doubleTapEnabled=false
  0.000 down 1 195 422
  0.700 move 1 195 437
  0.850 move 1 195 452
  1.000 up 1 195 452
  """
let makeSession: TouchStreamPlayer.SessionFactory = { configuration in
  var engine = try GestureEngine(standardSetWith: configuration)  // doubleTapEnabled=false
  try engine.add(HoldRecognizer(), named: "hold")
  return try ImageViewerSession(engine: engine, configuration: configuration)
}
let log = EventLog(format: .text)
let played = try TouchStreamPlayer.play(stream, format: .text, session: makeSession) { output in
  if let line = log.line(for: output) { print(line) }
}
print(log.stateLine(played.viewer.state))
// snippet.end
