import GestureKitLite

@testable import GestureKitLiteScripts

/// A recognizer of your own that breaks every rule it can, at random from a seed.
///
/// Any proposal at any time, values that are NaN, infinite, huge, negative
/// or zero, reasons a log cannot print, attempts that start and end at will,
/// deadlines in the past, now, and soon: what the engine and the viewer must
/// survive from a plug-in that plays a standard part.
struct HostileRecognizer: GestureRecognizer {
  private var random: SeededGenerator
  private(set) var attempt: Int?
  private(set) var deadline: Timestamp?
  let needsMovement: Bool
  private var counter = 0

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed, stream: 0x686f_7374_696c_65)
    needsMovement = seed % 3 != 0
    if seed % 5 == 0 { deadline = Timestamp(microseconds: .min) }  // due before any frame
  }

  mutating func update(with touches: TouchTable) -> RecognizerProposal { act(at: touches.time) }

  mutating func reachDeadline(_ time: Timestamp) -> RecognizerProposal { act(at: time) }

  mutating func stop() {
    if Bool.random(using: &random) { attempt = nil }
  }

  private mutating func act(at time: Timestamp) -> RecognizerProposal {
    switch Int.random(in: 0..<6, using: &random) {
    case 0: attempt = nil
    case 1:
      counter += 1
      attempt = counter
    default:
      if attempt == nil && Bool.random(using: &random) {
        counter += 1
        attempt = counter
      }
    }
    switch Int.random(in: 0..<7, using: &random) {
    case 0: deadline = nil
    case 1: deadline = Timestamp(microseconds: .min)
    case 2: deadline = time
    case 3: deadline = time.advanced(by: .init(seconds: Double.random(in: -1...1, using: &random)))
    case 4: deadline = Timestamp(microseconds: .max)
    default: break
    }
    switch Int.random(in: 0..<12, using: &random) {
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
    let palette: [Double] = [0, 1, -1, 1e-7, 2e9, -2.1e9, 1e300, -1e300, .nan, .infinity, -.infinity]
    if Bool.random(using: &random) { return Double.random(in: -500...900, using: &random) }
    return palette[Int.random(in: 0..<palette.count, using: &random)]
  }

  private mutating func point() -> Point {
    Point(x: number(), y: number())
  }

  private mutating func value() -> GestureValue {
    var value = GestureValue(
      location: point(), translation: point(), velocity: point(),
      scale: Bool.random(using: &random) ? Double.random(in: 0.2...5, using: &random) : number(),
      scaleVelocity: number(), progress: number(), angle: number())
    value.touchCount = Int.random(in: -3...Int.max, using: &random)
    value.count = .min
    return value
  }

  private mutating func reason() -> GestureReason {
    switch Int.random(in: 0..<3, using: &random) {
    case 0: GestureReason(code: "hostile", detail: "it felt like it", measured: number())
    case 1: GestureReason(code: "not a code", detail: "a line\nbreak")
    default: .released
    }
  }
}
