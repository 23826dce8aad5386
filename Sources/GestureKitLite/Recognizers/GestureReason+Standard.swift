/// The reasons of the standard set and of the arena (SPEC §6.1), each with
/// its code and the sentence that explains it.
///
/// Recognizers of your own may give these too, where they mean the same
/// (a tap of your own that moved too far is ``movedTooFar(_:tapSlop:)``).
extension GestureReason {
  /// Every code the library gives, with what it means: what `gesture-sim
  /// play --help` lists.
  public static let standardCodes: [(code: String, meaning: String)] = [
    ("movedTooFar", "the touch moved past tapSlop"),
    ("heldTooLong", "the press lasted past tapMaxDuration"),
    ("secondTouch", "another touch went down"),
    ("tooSoon", "the second tap came sooner than doubleTapMinInterval after the first"),
    ("tooLate", "no second tap came within doubleTapInterval"),
    ("tooFar", "the second tap landed farther than doubleTapSlop from the first"),
    ("notDownward", "the drag was wider than pullDownMaxAngle from straight down"),
    ("notAllowed", "the host's should-begin predicate refused it (zoomed in, pullDownEnabled off, ...)"),
    ("excludedBy", "another recognizer won the touches"),
    ("requiredFailed", "a recognizer it requires to fail succeeded"),
    ("touchCancelled", "the system cancelled the touches"),
    ("released", "its touches lifted before it decided (a long press before longPressDuration)"),
    (
      "abandoned",
      "its attempt ended while its gesture was still going, without an end (a recognizer of your own)"
    ),
    ("stuckDeadline", "its deadline did not move on after it fired (a recognizer of your own)"),
    ("invalidReason", "its own reason had a code that is not a camelCase word or a detail with a line break"),
  ]

  // MARK: The recognizers' thresholds

  /// `movedTooFar`: the touch moved `distance` points from its down, past `tapSlop`.
  public static func movedTooFar(_ distance: Double, tapSlop: Double) -> GestureReason {
    GestureReason(
      code: "movedTooFar", detail: "moved {measured} pt from where it went down (tapSlop {threshold})",
      measured: distance, threshold: tapSlop)
  }

  /// `heldTooLong`: the touch was still down `held` seconds after it went
  /// down, the most `tapMaxDuration` allows.
  public static func heldTooLong(_ held: Double, tapMaxDuration: Double) -> GestureReason {
    GestureReason(
      code: "heldTooLong", detail: "still down after {measured} s (tapMaxDuration {threshold})",
      measured: held, threshold: tapMaxDuration)
  }

  /// `secondTouch`: another touch went down; `touchesDown` are down now.
  public static func secondTouch(touchesDown: Int) -> GestureReason {
    GestureReason(
      code: "secondTouch", detail: "another touch went down ({measured} down)", measured: Double(touchesDown))
  }

  /// `tooSoon`: the second tap went down `gap` seconds after the first went
  /// up, sooner than `doubleTapMinInterval` (a bounce).
  public static func tooSoon(_ gap: Double, doubleTapMinInterval: Double) -> GestureReason {
    GestureReason(
      code: "tooSoon",
      detail: "the second tap came {measured} s after the first (doubleTapMinInterval {threshold})",
      measured: gap, threshold: doubleTapMinInterval)
  }

  /// `tooLate`: no second tap went down within `waited` seconds of the
  /// first's up, the most `doubleTapInterval` allows.
  public static func tooLate(_ waited: Double, doubleTapInterval: Double) -> GestureReason {
    GestureReason(
      code: "tooLate",
      detail: "no second tap within {measured} s of the first (doubleTapInterval {threshold})",
      measured: waited, threshold: doubleTapInterval)
  }

  /// `tooFar`: the second tap went down `distance` points from the first's
  /// down, farther than `doubleTapSlop`.
  public static func tooFar(_ distance: Double, doubleTapSlop: Double) -> GestureReason {
    GestureReason(
      code: "tooFar",
      detail: "the second tap landed {measured} pt from the first (doubleTapSlop {threshold})",
      measured: distance, threshold: doubleTapSlop)
  }

  /// `notDownward`: the drag left its slop `degrees` from straight down,
  /// wider than `pullDownMaxAngle`.
  public static func notDownward(_ degrees: Double, pullDownMaxAngle: Double) -> GestureReason {
    GestureReason(
      code: "notDownward", detail: "dragged {measured}° from straight down (pullDownMaxAngle {threshold})",
      measured: degrees, threshold: pullDownMaxAngle)
  }

  // MARK: Should begin

  /// `notAllowed`: the host's should-begin predicate refused it, without saying why.
  public static var refusedByHost: GestureReason {
    GestureReason(
      code: "notAllowed", detail: "the host's should-begin predicate refused it")
  }

  /// `notAllowed`: the viewer is zoomed to `zoom`, above `initialZoom`, where
  /// a pull-down may not begin.
  public static func zoomedIn(_ zoom: Double, initialZoom: Double) -> GestureReason {
    GestureReason(
      code: "notAllowed", detail: "zoomed to {measured}, above initialZoom {threshold}", measured: zoom,
      threshold: initialZoom)
  }

  /// `notAllowed`: the configuration turns pull-downs off.
  public static var pullDownDisabled: GestureReason {
    GestureReason(code: "notAllowed", detail: "pullDownEnabled is off")
  }

  /// `notAllowed`: the viewer was dismissed.
  public static var viewerDismissed: GestureReason {
    GestureReason(code: "notAllowed", detail: "the viewer is dismissed")
  }

  /// `notAllowed`: a zoom animation (a double tap's, a pinch settling) is running.
  public static var zoomAnimating: GestureReason {
    GestureReason(code: "notAllowed", detail: "the zoom is still animating")
  }

  /// `notAllowed`: the image is still on its way back from the last pull-down.
  public static var pullDownRestoring: GestureReason {
    GestureReason(
      code: "notAllowed", detail: "the image is still on its way back from the last pull-down")
  }

  // MARK: The arena

  /// `excludedBy`: `winner` began or was recognized, and the two may not run together.
  static func excludedBy(_ winner: RecognizerName) -> GestureReason {
    GestureReason(code: "excludedBy", detail: "{recognizer} won the touches", naming: winner)
  }

  /// `requiredFailed`: `dependency`, which this recognizer requires to fail, succeeded.
  static func requiredFailed(_ dependency: RecognizerName) -> GestureReason {
    GestureReason(
      code: "requiredFailed", detail: "{recognizer} succeeded, and it had to fail first", naming: dependency)
  }

  /// `touchCancelled`: the system cancelled the touches (a `cancel` sample).
  public static var touchCancelled: GestureReason {
    GestureReason(
      code: "touchCancelled", detail: "the system cancelled the touches")
  }

  /// `released`: the attempt's touches lifted before the recognizer decided.
  public static var released: GestureReason {
    GestureReason(code: "released", detail: "its touches lifted before it decided")
  }

  /// `released`: a long press's touch lifted `held` seconds after it went
  /// down, before `longPressDuration`.
  public static func released(after held: Double, longPressDuration: Double) -> GestureReason {
    GestureReason(
      code: "released", detail: "lifted after {measured} s (longPressDuration {threshold})", measured: held,
      threshold: longPressDuration)
  }

  /// `abandoned`: a recognizer of your own ended its attempt while its
  /// gesture was `began` or `changed`, without proposing `.end` or `.cancel`.
  public static var abandoned: GestureReason {
    GestureReason(code: "abandoned", detail: "its attempt ended while its gesture was still going")
  }

  /// `stuckDeadline`: the recognizer's deadline did not move on after it fired.
  static var stuckDeadline: GestureReason {
    GestureReason(
      code: "stuckDeadline", detail: "its deadline did not move on after it fired")
  }

  /// `invalidReason`: a recognizer of your own gave a reason whose code or
  /// detail cannot be printed (see ``init(code:detail:measured:threshold:)``).
  static var invalidReason: GestureReason {
    GestureReason(
      code: "invalidReason", detail: "its own reason had a code or a detail that cannot be printed")
  }
}
