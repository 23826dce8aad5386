import GestureKitLite

/// One timed line of a script: when it starts and what it does.
struct ScriptStatement: Equatable, Sendable {
  /// When the statement starts.
  var start: StartTime
  /// What it does.
  var action: ScriptAction
  /// Where its first word (after any timing prefix) is.
  var location: ScriptLocation
}

/// When a statement starts.
enum StartTime: Equatable, Sendable {
  /// Once everything before it has finished: the latest end of any earlier
  /// statement (the default, no prefix).
  case afterEverything
  /// At an absolute time (`at 2s`), in microseconds from the stream's origin.
  case at(Microseconds)
  /// That long after the previous statement started (`at +150ms`; `&` is `at +0ms`).
  case afterPreviousStart(Microseconds)
}

/// What a statement does.
enum ScriptAction: Equatable, Sendable {
  /// `wait D`: nothing happens for `D`.
  case wait(Microseconds)
  /// `tick`: a `tick` record, so timers due by then fire.
  case tick
  /// `tap`, `doubletap` or `longpress`: fingers that land and lift without moving.
  case press(Press)
  /// `drag`, `flick`, `pulldown` or `swipe`: one finger moving.
  case stroke(Stroke)
  /// `pinch`: two fingers moving apart or together, and maybe together across.
  case pinch(Pinch)
  /// `quickscale`: a tap, then a second touch that stays down and drags.
  case quickScale(QuickScale)
  /// `down F X Y`: finger `F` lands.
  case down(FingerReference, Point)
  /// `move F -> X Y | by DX DY [in D] [EASING]`: finger `F` moves.
  case move(FingerReference, Motion, duration: Microseconds?, easing: Easing)
  /// `up F` or `cancel F`: finger `F` lifts, or the system takes it away.
  case lift(FingerReference, Lift)
  /// `wheel`, `key` or `action`: records that are not touches (SPEC §2.4).
  case input(SynthInputPlan.Source)
}

/// A name for a finger that statements can refer to.
enum FingerLabel: Hashable, Sendable, CustomStringConvertible {
  /// A number: the finger's touch id, fixed.
  case id(UInt64)
  /// A name (a letter, then letters, digits or `_`): the finger gets the
  /// lowest free touch id when it lands.
  case name(String)

  /// The label as the script spells it.
  var description: String {
    switch self {
    case .id(let id): String(id)
    case .name(let name): name
    }
  }
}

/// A finger label as written at one place in a script.
struct FingerReference: Equatable, Sendable {
  /// The label.
  var label: FingerLabel
  /// Where it is written.
  var location: ScriptLocation
}

/// Where a motion goes: to a point, or by an offset from where the finger is.
enum Motion: Equatable, Sendable {
  /// `-> X Y`: to this point.
  case to(Point)
  /// `by DX DY`: by this offset.
  case by(Point)

  /// The motion's end when it starts at `start`.
  func end(from start: Point) -> Point {
    switch self {
    case .to(let point): point
    case .by(let offset): start + offset
    }
  }
}

/// How a finger leaves the screen.
enum Lift: Equatable, Sendable {
  /// The finger lifts: an `up` sample.
  case up
  /// The system takes the touch away: a `cancel` sample.
  case cancel

  /// The sample phase this lift writes.
  var phase: TouchSample.Phase {
    switch self {
    case .up: .up
    case .cancel: .cancel
    }
  }
}

/// How a gesture's fingers end.
enum GestureFinish: Equatable, Sendable {
  /// They lift (`up`), the default.
  case lift
  /// `cancel`: they are cancelled where they would have lifted.
  case cancel
  /// `cancel after D`: every finger still down `D` after the gesture started is
  /// cancelled then, where it is; the rest of the gesture never happens.
  case cancelAfter(Microseconds)
  /// `keep`: they stay down, for later `move`, `up` and `cancel` lines.
  case keep
}

/// A press: `tap`, `doubletap` or `longpress`.
///
/// Fingers land, stay still for
/// `hold` and lift.
struct Press: Equatable, Sendable {
  /// Which press.
  enum Kind: String, Equatable, Sendable {
    /// One short press.
    case tap
    /// Two taps, `gap` apart.
    case doubleTap = "doubletap"
    /// One press held long.
    case longPress = "longpress"
  }

  /// Which press.
  var kind: Kind
  /// Where the finger lands.
  var point: Point
  /// How long each press lasts, from down to up.
  var hold: Microseconds
  /// For a double tap, the time from the first up to the second down; 0 otherwise.
  var gap: Microseconds
  /// How the (last) finger ends.
  var finish: GestureFinish
  /// The finger's label (`as F`), used by both taps of a double tap.
  var label: FingerReference?
}

/// One finger moving in a straight line: `drag`, `flick`, `pulldown`, `swipe`.
struct Stroke: Equatable, Sendable {
  /// Which keyword wrote it; only the defaults differ.
  enum Kind: String, Equatable, Sendable {
    /// `drag`.
    case drag
    /// `flick`: a short fast drag.
    case flick
    /// `pulldown`: a drag straight down.
    case pullDown = "pulldown"
    /// `swipe`: a horizontal paging swipe across the viewport.
    case swipe
  }

  /// Which keyword wrote it.
  var kind: Kind
  /// Where the finger lands.
  var from: Point
  /// Where it ends, in points.
  var to: Point
  /// How long the motion takes, from its first move to its last.
  var duration: Microseconds
  /// How the motion's progress runs.
  var easing: Easing
  /// How long the finger stays still after landing, before it moves.
  var hold: Microseconds
  /// How long it stays still at the end, before it lifts.
  var rest: Microseconds
  /// How it ends.
  var finish: GestureFinish
  /// The finger's label (`as F`).
  var label: FingerReference?
}

/// A one-finger zoom: a tap, then a second touch at the same point that
/// stays down and drags vertically: `quickscale`.
struct QuickScale: Equatable, Sendable {
  /// Where both touches land.
  var point: Point
  /// How far the second touch drags, in points: down (positive) zooms in, up zooms out.
  var distance: Double
  /// The time from the tap's up to the second touch's down.
  var gap: Microseconds
  /// How long the second touch stays still after landing, before it drags.
  var hold: Microseconds
  /// How long the drag takes.
  var duration: Microseconds
  /// How the drag's progress runs.
  var easing: Easing
  /// How long the second touch stays still at the end, before it lifts.
  var rest: Microseconds
  /// How the second touch ends.
  var finish: GestureFinish
  /// The finger's label (`as F`), used by both touches.
  var label: FingerReference?
}

/// Two fingers placed symmetrically about a focal point, changing their span
/// and maybe moving the focal point: `pinch`.
struct Pinch: Equatable, Sendable {
  /// The focal point at the start.
  var center: Point
  /// The distance between the fingers at the start, in points.
  var fromSpan: Double
  /// The distance between the fingers at the end, in points.
  var toSpan: Double
  /// How far the focal point moves meanwhile (`move DX DY`).
  var move: Point
  /// The direction of the line through both fingers, in degrees clockwise
  /// from +x (0: side by side; 90: one above the other).
  ///
  /// It does not rotate.
  var angle: Double
  /// How long the motion takes.
  var duration: Microseconds
  /// How the motion's progress runs (span and focal point alike).
  var easing: Easing
  /// How long the fingers stay still after landing.
  var hold: Microseconds
  /// How long they stay still at the end before lifting.
  var rest: Microseconds
  /// How they end.
  var finish: GestureFinish
  /// The fingers' labels (`as A B`): first the one at −angle, then the other.
  var labels: [FingerReference]
}
