import GestureKitLite
import GestureKitLiteStreams

/// One W3C Pointer Events event, as a browser hands it to a page: the
/// fields an importer needs.
///
/// A page records them with a few lines of JavaScript, for instance
///
/// ```js
/// for (const type of ["pointerdown", "pointermove", "pointerup", "pointercancel"])
///   addEventListener(type, e => log.push({type: e.type, pointerId: e.pointerId,
///     clientX: e.clientX, clientY: e.clientY, timeStamp: e.timeStamp}));
/// ```
///
/// and ``PointerEventsReader`` reads them back from JSON. Coordinates are CSS
/// pixels from the viewport's top-left, +y down, which are points.
public struct PointerEvent: Equatable, Sendable {
  /// The event types that change touches.
  public enum Kind: String, CaseIterable, Sendable {
    /// `pointerdown`: a pointer became active (a finger landed, a button was pressed).
    case down = "pointerdown"
    /// `pointermove`: a pointer moved (also while hovering, not down).
    case move = "pointermove"
    /// `pointerup`: a pointer stopped being active.
    case up = "pointerup"
    /// `pointercancel`: the browser took the pointer away (it began scrolling, say).
    case cancel = "pointercancel"
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

  /// Creates an event.
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

  /// The pointer event types that do not change touches (hover and capture
  /// notifications); readers skip them.
  public static let ignoredTypes: Set<String> = [
    "pointerover", "pointerenter", "pointerout", "pointerleave", "gotpointercapture",
    "lostpointercapture", "pointerrawupdate",
  ]
}

/// Where an event's fields are in a recording (1-based lines and columns).
public struct PointerEventLocation: Equatable, Sendable {
  /// Where the event's object starts (its `{`).
  public var start: (line: Int, column: Int)
  /// Where each field's value starts, in the order of ``PointerEvent/Field``.
  var fields: [(line: Int, column: Int)]

  /// Creates a location where every field is at the object's start.
  public init(line: Int, column: Int) {
    start = (line, column)
    fields = Array(repeating: (line, column), count: 5)
  }

  /// Where `field`'s value starts.
  public func position(of field: PointerEvent.Field) -> (line: Int, column: Int) {
    fields[Self.index(of: field)]
  }

  /// Records where `field`'s value starts.
  mutating func set(_ position: (line: Int, column: Int), for field: PointerEvent.Field) {
    fields[Self.index(of: field)] = position
  }

  private static func index(of field: PointerEvent.Field) -> Int {
    switch field {
    case .type: 0
    case .pointerID: 1
    case .clientX: 2
    case .clientY: 3
    case .timeStamp: 4
    }
  }

  /// Two locations are equal when every position is.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.start == rhs.start && lhs.fields.elementsEqual(rhs.fields) { $0 == $1 }
  }
}
