// Writing a recognizer: a two-finger rotation, added to the standard set,
// plugged into an image-viewer session, its events printed by name.
// snippet.hide
import Foundation  // atan2 only: the library itself imports nothing but the standard library
// snippet.show
import GestureKitLite

// snippet.recognizer
/// Two touches turning about each other: begins once the line between them
/// has turned `slop` radians, then reports the angle turned since they went down.
struct RotationRecognizer: GestureRecognizer {
  private enum Phase {
    case idle  // no touch down
    case oneFinger  // waiting for a second
    case watching(start: Double)  // two touches down, the angle between them at the start
    case rotating(start: Double)  // began
    case waitingForLift  // decided: ignore touches until all lift
  }

  var slop = 0.2  // radians, about 11°
  private var phase = Phase.idle
  private var attempts = 0

  /// An attempt runs from the first touch down until the recognizer decides
  /// or every touch is up.
  var attempt: Int? {
    if case .idle = phase { return nil }
    return attempts
  }

  mutating func update(with touches: TouchTable) -> RecognizerProposal {
    switch phase {
    case .idle, .oneFinger:
      if case .idle = phase {
        guard touches.hasNewTouch else { return .none }
        attempts += 1
      }
      switch touches.downCount {
      case 0:  // a one-finger tap: undecided, so the attempt ends silently
        phase = .idle
        return .withdraw
      case 1:
        phase = .oneFinger
        return .none
      case 2 where touches.count == 2:
        phase = .watching(start: Self.angle(touches))
        return .none
      default:  // three fingers, or one lifting as another lands
        return decide(touches, .fail(Self.notTwoFingers))
      }
    case .watching(let start):
      guard touches.count == 2 else { return decide(touches, .fail(Self.notTwoFingers)) }  // a third finger
      // A lift before turning far enough: end the attempt silently (no `rotation failed` per tap).
      guard touches.downCount == 2 else { return decide(touches, .withdraw) }
      let turned = Self.turn(from: start, to: Self.angle(touches))
      guard abs(turned) >= slop else { return .none }
      phase = .rotating(start: start)
      return .begin(value(touches, turned))
    case .rotating(let start):
      guard touches.count == 2 else { return decide(touches, .cancel(Self.notTwoFingers)) }  // a third finger
      let turned = Self.turn(from: start, to: Self.angle(touches))
      guard touches.downCount == 2 else { return decide(touches, .end(value(touches, turned))) }
      return .change(value(touches, turned))
    case .waitingForLift:
      if touches.downCount == 0 { phase = .idle }
      return .none
    }
  }

  /// Why a rotation fails (or is cancelled): a third finger, as `--why` prints it.
  static let notTwoFingers = GestureReason(
    code: "notTwoFingers", detail: "a rotation takes exactly two fingers")

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

  /// The angle of the line from the first touch to the second, in radians.
  private static func angle(_ touches: TouchTable) -> Double {
    let d = touches[1].location - touches[0].location
    return atan2(d.y, d.x)
  }

  /// The turn from `start` to `angle`, within −π…π (the line may cross atan2's cut).
  private static func turn(from start: Double, to angle: Double) -> Double {
    let turn = angle - start
    return turn > .pi ? turn - 2 * .pi : turn < -.pi ? turn + 2 * .pi : turn
  }

  /// The value: the angle turned, in radians (+ is clockwise on screen), in `angle`.
  private func value(_ touches: TouchTable, _ turned: Double) -> GestureValue {
    GestureValue(location: touches.centroid { _ in true } ?? .zero, touchCount: 2, angle: turned)
  }
}
// snippet.end

// snippet.session
var engine = try GestureEngine(standardSetWith: GestureConfiguration())
let rotation = try engine.add(RotationRecognizer(), named: "rotation")
try engine.allowSimultaneousRecognition(rotation, StandardRecognizer.pinch.id)  // rotate while pinching
try engine.allowSimultaneousRecognition(rotation, StandardRecognizer.pan.id)
var session = ImageViewerSession(
  engine: engine, viewer: try ImageViewer(configuration: GestureConfiguration()))

// Two fingers 100 pt apart turn a quarter turn about (195, 422) in ten frames.
for step in 0...10 {
  let time = Double(step) * 0.016
  let turn = Double(step) / 10 * Double.pi / 2
  let offset = Point(x: 50 * cos(turn), y: 50 * sin(turn))
  let phase: TouchSample.Phase = step == 0 ? .down : step == 10 ? .up : .move
  let center = Point(x: 195, y: 422)
  let samples = [
    TouchSample(time: time, phase: phase, id: TouchID(0), location: center - offset),
    TouchSample(time: time, phase: phase, id: TouchID(1), location: center + offset),
  ]
  try session.process(TouchFrame(time: time, samples: samples)) { output in
    guard case .recognizer(let event) = output, event.recognizer == rotation else { return }
    print(event.name, event.state.name, "rotation=\(event.value.angle)")  // rotation began rotation=0.314…
  }
}
// snippet.end
