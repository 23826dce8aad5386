import GestureKitLite

@testable import GestureKitLiteScripts

/// A random gesture script whose every number keeps clear of the thresholds
/// that decide it, so that SPEC §4.1's rate promise applies to it whole: the
/// same verdict at 30 to 480 Hz, with or without 4 ms of timing noise.
///
/// The margin is what one sample interval at 30 Hz (33 ms) and the noise
/// (4 ms each side) can change, and more:
///
/// | threshold | kept clear by |
/// | --- | --- |
/// | `tapMaxDuration`, `longPressDuration` (0.5 s) | holds of 40–250 ms, or 700–1200 ms |
/// | `doubleTapMinInterval` (40 ms), `doubleTapInterval` (300 ms) | gaps of 100–200 ms; 700 ms or more between gestures |
/// | the 40 ms rest before a lift | no rest (lifted moving), or 150 ms |
/// | half a page (195 pt), `dismissDistance` (100 pt) | drags of 40–120 or 270–330 pt; pull-downs of 30–60 or 160–250 pt |
/// | `pagingVelocity` (300 pt/s) | released at rest, or at 600 pt/s or more over 100 ms or more |
/// | `dismissVelocity` (800 pt/s) | short pull-downs released at rest or at most 400 pt/s |
/// | `pullDownMaxAngle` (30°) | pull-downs straight down, drags within 12° of horizontal or straight up |
/// | `pinchSlop` (16 pt), `panSlop` (10 pt) | span changes of 40 pt or more, drags of 35 pt or more |
/// | `minZoom` and `maxZoom` (1, 4) | a pinch or quick scale ends 30 % or more past a limit, or 30 % or more inside |
/// | `dismissDistance` for a quick scale's second touch played as a pull-down (quick scale off) | 35–60 or 170–240 pt |
///
/// The generator follows the zoom the viewer will be at (double taps toggle
/// it, pinches and quick scales multiply it, within the limits) so that each
/// pinch's target is known to lie clear of the limits. Gestures are 0.7–1 s
/// apart (1.5 s after a zoomed flick), so every animation has ended and no
/// tap pairs with the one before.
struct RandomGestureScript: CustomStringConvertible {
  var seed: UInt64
  /// The script's text.
  var text: String

  var description: String { "seed \(seed):\n\(text)" }

  init(seed: UInt64) {
    self.seed = seed
    var random = SeededGenerator(seed: seed, stream: 0x72_6174_65)
    var lines = ["@viewport 390 844"]
    let optIn = Bool.random(using: &random)
    if optIn { lines += ["@set longPressEnabled=true", "@set quickScaleEnabled=true"] }
    var zoom = 1.0
    var dismissed = false
    for index in 0..<Int.random(in: 4...8, using: &random) {
      if index > 0 { lines.append("wait \(Int.random(in: 700...1000, using: &random))ms") }
      guard !dismissed else {
        lines.append(Self.tap(&random))
        continue
      }
      switch Int.random(in: 0..<8, using: &random) {
      case 0: lines.append(Self.tap(&random))
      case 1:
        let x = Int.random(in: 100...290, using: &random)
        let y = Int.random(in: 250...600, using: &random)
        lines.append(
          "doubletap \(x) \(y) hold \(Int.random(in: 40...150, using: &random))ms "
            + "gap \(Int.random(in: 100...200, using: &random))ms")
        zoom = zoom <= 1 ? 4 : 1
      case 2:
        lines.append(
          "longpress \(Int.random(in: 60...330, using: &random)) \(Int.random(in: 150...700, using: &random)) "
            + "hold \(Int.random(in: 700...1200, using: &random))ms")
      case 3:
        // A one-finger zoom when quick scale is on; else a tap, then a drag
        // played as a pull-down (down) or a pan (up).
        let down = Bool.random(using: &random)
        let distance =
          optIn ? Self.quickScaleDistance(from: zoom, down: down, &random) : Self.pullDistance(&random)
        lines.append(
          "quickscale 195 \(Int.random(in: 300...450, using: &random)) by \(down ? distance : -distance) "
            + "gap \(Int.random(in: 100...180, using: &random))ms in \(Int.random(in: 250...400, using: &random))ms "
            + "rest 150ms")
        if optIn {
          zoom = Self.clamped(zoom * Self.power2(Double(down ? distance : -distance) / 150))
        } else if down, zoom <= 1, distance > 100 {
          dismissed = true
        }
      case 4:
        lines.append(Self.drag(&random))
        if zoom > 1 { lines.append("wait 1500ms") }  // a zoomed flick glides for up to 3 s
      case 5:
        let distance = Self.pullDistance(&random)
        let duration = Int.random(in: 250...400, using: &random)
        let release = distance < 100 ? (distance * 1000 / duration > 400 ? " rest 150ms" : "") : ""
        lines.append(
          "pulldown \(Int.random(in: 100...290, using: &random)) 200 by \(distance) in \(duration)ms\(release)"
        )
        if zoom <= 1, distance > 100 { dismissed = true }
      case 6:
        let (line, ratio) = Self.pinch(from: zoom, &random)
        lines.append(line)
        zoom = Self.clamped(zoom * ratio)
      default:
        // Two fingers travelling together: a pan, never a pinch (spans equal).
        lines.append(Self.twoFingerPan(&random))
        if zoom > 1 { lines.append("wait 1500ms") }
      }
    }
    text = lines.joined(separator: "\n") + "\n"
  }

  private static func tap(_ random: inout SeededGenerator) -> String {
    "tap \(Int.random(in: 40...350, using: &random)) \(Int.random(in: 100...750, using: &random)) "
      + "hold \(Int.random(in: 40...250, using: &random))ms"
  }

  /// A pull-down distance clear of `dismissDistance` (100 pt).
  private static func pullDistance(_ random: inout SeededGenerator) -> Int {
    Bool.random(using: &random)
      ? Int.random(in: 35...60, using: &random) : Int.random(in: 170...240, using: &random)
  }

  /// A horizontal drag: slow and released at rest (the distance decides the
  /// page), or a flick (its speed decides).
  private static func drag(_ random: inout SeededGenerator) -> String {
    let leftward = Bool.random(using: &random)
    let y = Int.random(in: 200...650, using: &random)
    let drift = Double.random(in: -0.2...0.2, using: &random)
    if Bool.random(using: &random) {
      // Slow, released at rest: the distance decides.
      let far = Bool.random(using: &random)
      let distance =
        far ? Int.random(in: 270...330, using: &random) : Int.random(in: 40...120, using: &random)
      let x = leftward ? 360 : 30
      let dx = leftward ? -distance : distance
      return
        "drag \(x) \(y) by \(dx) \(Int(drift * Double(distance))) in \(Int.random(in: 300...500, using: &random))ms rest 150ms"
    }
    // A flick: 600 pt/s or more, lifted moving; its speed turns the page.
    let duration = Int.random(in: 100...200, using: &random)
    let distance = Int.random(in: 60...120, using: &random) * duration / 100
    let x = leftward ? 300 : 90
    return
      "drag \(x) \(y) by \(leftward ? -distance : distance) \(Int(drift * Double(distance))) in \(duration)ms"
  }

  /// A pinch about the middle whose end is clear of the limits, from `zoom`,
  /// and the ratio it asks for.
  private static func pinch(from zoom: Double, _ random: inout SeededGenerator) -> (String, Double) {
    let start = Double(Int.random(in: 80...200, using: &random))
    // The zoom it ends at, before the limits: 30 % or more outside or inside them.
    let targets = [
      Double.random(in: 0.4...0.77, using: &random), Double.random(in: 1.3...3.08, using: &random),
      Double.random(in: 5.2...7, using: &random),
    ]
    var target = targets[Int.random(in: 0..<3, using: &random)]
    var ratio = target / zoom
    // A change too small to be sure of a pinch, or fingers too close or too
    // far apart at the end: the middle target, or the far ones.
    if abs(ratio * start - start) < 60 || ratio * start < 30 || ratio * start > 700 {
      target = zoom < 2 ? 5.6 : 1.5
      ratio = target / zoom
    }
    let end = (start * ratio).rounded()
    return (
      "pinch 195 422 span \(Int(start)) -> \(Int(end)) in \(Int.random(in: 300...500, using: &random))ms"
        + " angle \(Int.random(in: 0...90, using: &random)) rest 100ms",
      end / start
    )
  }

  /// A quick scale's drag (points) from `zoom`, ending clear of the limits.
  private static func quickScaleDistance(from zoom: Double, down: Bool, _ random: inout SeededGenerator)
    -> Int
  {
    // zoom × 2^(±d/150) must end 30 % or more inside or outside the limits.
    for _ in 0..<20 {
      let distance = Int.random(in: 60...240, using: &random)
      let target = zoom * power2(Double(down ? distance : -distance) / 150)
      if isClearOfLimits(target) { return distance }
    }
    return 240
  }

  /// Two fingers side by side travelling together horizontally, released at rest.
  private static func twoFingerPan(_ random: inout SeededGenerator) -> String {
    let leftward = Bool.random(using: &random)
    let span = Int.random(in: 60...140, using: &random)
    let far = Bool.random(using: &random)
    let distance = far ? Int.random(in: 270...320, using: &random) : Int.random(in: 40...120, using: &random)
    let x = leftward ? 260 : 130
    return "pinch \(x) 422 span \(span) -> \(span) in \(Int.random(in: 350...500, using: &random))ms "
      + "move \(leftward ? -distance : distance) 0 rest 150ms"
  }

  private static func isClearOfLimits(_ zoom: Double) -> Bool {
    zoom <= 1 / 1.3 || (zoom >= 1.3 && zoom <= 4 / 1.3) || zoom >= 4 * 1.3
  }

  private static func clamped(_ zoom: Double) -> Double { min(max(zoom, 1), 4) }

  /// 2^x, for the generator's own bookkeeping.
  private static func power2(_ x: Double) -> Double {
    var result = 1.0
    var step = x
    // 2^x = e^(x ln 2), by its series: x is within ±2 here.
    step *= 0.693_147_180_559_945_3
    var term = 1.0
    for n in 1...30 {
      term *= step / Double(n)
      result += term
    }
    return result
  }
}
