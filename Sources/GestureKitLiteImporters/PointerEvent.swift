import GestureKitLite
import GestureKitLiteStreams

/// One W3C Pointer Events event, or a `wheel` or `keydown` event of the same
/// page, as a browser hands it over: the fields an importer needs.
///
/// A page records them with a few lines of JavaScript, for instance
///
/// ```js
/// for (const type of ["pointerdown", "pointermove", "pointerup", "pointercancel"])
///   addEventListener(type, e => log.push({type: e.type, pointerId: e.pointerId,
///     clientX: e.clientX, clientY: e.clientY, timeStamp: e.timeStamp}));
/// addEventListener("wheel", e => log.push({type: e.type, clientX: e.clientX, clientY: e.clientY,
///   deltaX: e.deltaX, deltaY: e.deltaY, deltaMode: e.deltaMode, ctrlKey: e.ctrlKey,
///   shiftKey: e.shiftKey, altKey: e.altKey, metaKey: e.metaKey, timeStamp: e.timeStamp}));
/// addEventListener("keydown", e => log.push({type: e.type, key: e.key, ctrlKey: e.ctrlKey,
///   shiftKey: e.shiftKey, altKey: e.altKey, metaKey: e.metaKey, timeStamp: e.timeStamp}));
/// ```
///
/// and ``PointerEventsReader`` reads them back from JSON. Coordinates are CSS
/// pixels from the viewport's top-left, +y down, which are points. A `wheel`
/// becomes a stream's `wheel` record and a `keydown` its `key` record (SPEC
/// §2.4); the fields a kind does not use keep their defaults (`pointerId` 0,
/// deltas 0, no key, no modifiers).
public struct PointerEvent: Equatable, Sendable {
  /// The event types the importer reads.
  public enum Kind: String, CaseIterable, Sendable {
    /// `pointerdown`: a pointer became active (a finger landed, a button was pressed).
    case down = "pointerdown"
    /// `pointermove`: a pointer moved (also while hovering, not down).
    case move = "pointermove"
    /// `pointerup`: a pointer stopped being active.
    case up = "pointerup"
    /// `pointercancel`: the browser took the pointer away (it began scrolling, say).
    case cancel = "pointercancel"
    /// `wheel`: a mouse wheel or a trackpad's scroll or pinch (a pinch has `ctrlKey`).
    case wheel = "wheel"
    /// `keydown`: a key pressed while the page had focus, auto-repeats included.
    case keyDown = "keydown"

    /// The types, for error messages: "pointerdown, pointermove, …, wheel or keydown".
    static var expectation: String {
      let names = allCases.map { $0.rawValue }
      return names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
    }

    /// Whether the event is a pointer's, which has a `pointerId`.
    public var isPointer: Bool {
      switch self {
      case .down, .move, .up, .cancel: true
      case .wheel, .keyDown: false
      }
    }
  }

  /// A field of an event, so that a reader can point at it when the decoder
  /// refuses the event.
  public enum Field: Equatable, Sendable {
    /// `type`.
    case type
    /// `pointerId`.
    case pointerID
    /// `clientX`.
    case clientX
    /// `clientY`.
    case clientY
    /// `timeStamp`.
    case timeStamp
    /// `deltaX` (a wheel's).
    case deltaX
    /// `deltaY` (a wheel's).
    case deltaY
    /// `deltaMode` (a wheel's): 0 pixels, 1 lines, 2 pages.
    case deltaMode
    /// `key` (a `keydown`'s).
    case key
    /// `ctrlKey`.
    case ctrlKey
    /// `shiftKey`.
    case shiftKey
    /// `altKey`.
    case altKey
    /// `metaKey`.
    case metaKey
  }

  /// The event's type.
  public var kind: Kind
  /// `pointerId`: the pointer's identity while it is active.
  public var pointerID: Int64
  /// `clientX`: the horizontal position, CSS pixels from the viewport's left.
  public var clientX: Double
  /// `clientY`: the vertical position, CSS pixels from the viewport's top.
  public var clientY: Double
  /// `timeStamp`: milliseconds from the page's time origin.
  public var timeStamp: Double
  /// A wheel's `deltaX`, in ``deltaMode``'s unit; 0 for other kinds.
  public var deltaX = 0.0
  /// A wheel's `deltaY`, in ``deltaMode``'s unit; 0 for other kinds.
  public var deltaY = 0.0
  /// A wheel's `deltaMode`.
  public var deltaMode = WheelInput.DeltaMode.pixel
  /// A `keydown`'s `key` (`"ArrowRight"`, `"z"`); empty for other kinds.
  public var key = ""
  /// The modifier keys held (`ctrlKey`, `shiftKey`, `altKey`, `metaKey`), for a wheel or a key.
  public var modifiers: ModifierKeys = []

  /// Creates an event.
  ///
  /// For a `wheel` or a `keydown`, ``wheel(clientX:clientY:deltaX:deltaY:deltaMode:modifiers:timeStamp:)``
  /// and ``keyDown(key:modifiers:timeStamp:)`` set their own fields.
  ///
  /// - Parameters:
  ///   - kind: The type.
  ///   - pointerID: `pointerId`.
  ///   - clientX: CSS pixels from the viewport's left.
  ///   - clientY: CSS pixels from the viewport's top.
  ///   - timeStamp: Milliseconds.
  public init(kind: Kind, pointerID: Int64, clientX: Double, clientY: Double, timeStamp: Double) {
    self.kind = kind
    self.pointerID = pointerID
    self.clientX = clientX
    self.clientY = clientY
    self.timeStamp = timeStamp
  }

  /// Creates a `wheel` event.
  ///
  /// - Parameters:
  ///   - clientX: The pointer, CSS pixels from the viewport's left.
  ///   - clientY: The pointer, CSS pixels from the viewport's top.
  ///   - deltaX: `deltaX`, in `deltaMode`'s unit.
  ///   - deltaY: `deltaY`, in `deltaMode`'s unit.
  ///   - deltaMode: The unit of the deltas.
  ///   - modifiers: The modifier keys held.
  ///   - timeStamp: Milliseconds.
  /// - Returns: The event, its `pointerId` 0.
  public static func wheel(
    clientX: Double, clientY: Double, deltaX: Double, deltaY: Double,
    deltaMode: WheelInput.DeltaMode = .pixel, modifiers: ModifierKeys = [], timeStamp: Double
  ) -> PointerEvent {
    var event = PointerEvent(
      kind: .wheel, pointerID: 0, clientX: clientX, clientY: clientY, timeStamp: timeStamp)
    event.deltaX = deltaX
    event.deltaY = deltaY
    event.deltaMode = deltaMode
    event.modifiers = modifiers
    return event
  }

  /// Creates a `keydown` event.
  ///
  /// - Parameters:
  ///   - key: The `KeyboardEvent.key` value.
  ///   - modifiers: The modifier keys held.
  ///   - timeStamp: Milliseconds.
  /// - Returns: The event, its `pointerId` and position 0.
  public static func keyDown(key: String, modifiers: ModifierKeys = [], timeStamp: Double) -> PointerEvent {
    var event = PointerEvent(kind: .keyDown, pointerID: 0, clientX: 0, clientY: 0, timeStamp: timeStamp)
    event.key = key
    event.modifiers = modifiers
    return event
  }

  /// The pointer event types that do not change touches (hover and capture
  /// notifications); readers skip them.
  public static let ignoredTypes: Set<String> = [
    "pointerover", "pointerenter", "pointerout", "pointerleave", "gotpointercapture",
    "lostpointercapture", "pointerrawupdate",
  ]
}
