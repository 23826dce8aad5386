import GestureKitLite

/// Where an event's fields are in a recording (1-based lines and columns).
public struct PointerEventLocation: Equatable, Sendable {
  /// Where the event's object starts (its `{`).
  public var start: (line: Int, column: Int)
  /// Where each field's value starts, in the order of ``PointerEvent/Field``.
  var fields: [(line: Int, column: Int)]

  /// Creates a location where every field is at the object's start.
  public init(line: Int, column: Int) {
    start = (line, column)
    fields = Array(repeating: (line, column), count: 13)
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
    case .deltaX: 5
    case .deltaY: 6
    case .deltaMode: 7
    case .key: 8
    case .ctrlKey: 9
    case .shiftKey: 10
    case .altKey: 11
    case .metaKey: 12
    }
  }

  /// Two locations are equal when every position is.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.start == rhs.start && lhs.fields.elementsEqual(rhs.fields) { $0 == $1 }
  }
}
