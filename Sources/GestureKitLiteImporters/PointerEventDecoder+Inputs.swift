import GestureKitLite
import GestureKitLiteStreams

extension PointerEventDecoder {
  /// A `wheel`'s or a `keydown`'s record at `time` and `location` (the
  /// event's time and pointer, already checked), checked as a stream's record
  /// is; `nil` for a pointer's event.
  ///
  /// A wheel's pixel deltas scale as positions do (``mapping``), so a scaled
  /// recording scrolls as far as it moves; line and page deltas are counts
  /// and stay as they are. A `keydown` of the space bar (`key` " ") is the
  /// key `Space`, as the JavaScript helper feeds it.
  func checkedInput(_ event: PointerEvent, time: Double, location: Point) throws(Violation)
    -> TouchStreamRecord?
  {
    // The stream's rules for a record's deltas and key name, in one place.
    var rules = TouchSequenceValidator()
    let record: TouchStreamRecord
    switch event.kind {
    case .down, .move, .up, .cancel:
      return nil
    case .wheel:
      let scale: Point
      switch event.deltaMode {
      case .pixel: scale = mapping.scale
      case .line, .page: scale = Point(x: 1, y: 1)
      }
      let wheel = WheelInput(
        time: time, location: location, deltaX: event.deltaX * scale.x, deltaY: event.deltaY * scale.y,
        mode: event.deltaMode, modifiers: event.modifiers)
      do throws(TouchSequenceValidator.Violation) {
        try rules.accept(wheel)
      } catch {
        throw Violation(kind: .stream(error.kind), field: Self.field(of: error.field))
      }
      record = .wheel(wheel)
    case .keyDown:
      // The DOM's `key` for the space bar is " ", which no stream can hold: as the page's helper does.
      let name = event.key == " " ? "Space" : event.key
      let key = KeyInput(time: time, key: name, modifiers: event.modifiers)
      do throws(TouchSequenceValidator.Violation) {
        try rules.accept(key)
      } catch {
        throw Violation(kind: .stream(error.kind), field: Self.field(of: error.field))
      }
      record = .key(key)
    }
    return record
  }

  /// The event's field that a record's field came from.
  private static func field(of field: TouchSequenceValidator.Field) -> PointerEvent.Field {
    switch field {
    case .time: .timeStamp
    case .id: .pointerID
    case .x: .clientX
    case .y: .clientY
    case .deltaX: .deltaX
    case .deltaY: .deltaY
    case .key: .key
    case .modifiers: .ctrlKey
    }
  }
}
