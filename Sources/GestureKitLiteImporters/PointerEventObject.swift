import GestureKitLite
import GestureKitLiteStreams

/// Parses one pointer event object, collected by ``PointerEventsReader``,
/// with the JSON scanner the JSON Lines reader uses.
enum PointerEventObject {
  /// Parses the event in `bytes`: one JSON object, perhaps over several lines.
  ///
  /// - Parameters:
  ///   - bytes: The object, from its `{` to its `}`.
  ///   - locate: The line and column of a scalar offset in `bytes`.
  /// - Returns: The event and where its fields are, or `nil` for a pointer
  ///   event type that changes no touch.
  /// - Throws: ``TouchImportError`` at the member or character at fault.
  static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, locate: (Int) -> (line: Int, column: Int)
  ) throws(TouchImportError) -> (PointerEvent, PointerEventLocation)? {
    // Errors from the scanner count columns from the object's start on line 1.
    func relocated(_ error: TouchStreamError) -> TouchImportError {
      let position = locate(error.column - 1)
      guard case .duplicateKey(let key) = error.kind else {
        return TouchImportError(.stream(error.kind), line: position.line, column: position.column)
      }
      return TouchImportError(.duplicateKey(key), line: position.line, column: position.column)
    }
    func at(_ offset: Int) -> (line: Int, column: Int) {
      locate(TouchStreamSyntax.column(of: offset, in: bytes) - 1)
    }
    do {
      try TouchStreamSyntax.checkUTF8(bytes, line: 1)
    } catch {
      throw relocated(error)
    }
    var scanner = JSONLineScanner(bytes: bytes, line: 1)
    var kind: PointerEvent.Kind?
    var isIgnored = false
    var pointerID: Int64?
    var numbers: [Double?] = Array(repeating: nil, count: numberMembers.count)
    var deltaMode: WheelInput.DeltaMode?
    var key: String?
    var modifiers: ModifierKeys = []
    var seenModifiers: ModifierKeys = []
    var seenType = false
    let start = locate(0)
    var location = PointerEventLocation(line: start.line, column: start.column)
    // An unknown type ends the scan and is refused after it: the scan throws
    // only the scanner's own errors, one typed error (Embedded Swift has no
    // `any Error` to catch two kinds in one block).
    var unknownType: (name: String, line: Int, column: Int)?
    do throws(TouchStreamError) {
      try scanner.consume(UInt8(ascii: "{"), expected: "a pointer event object")
      var isFirst = true
      members: while let member = try scanner.nextMember(isFirst: &isFirst) {
        let value = try scanner.scanValue()
        let position = at(value.range.lowerBound)
        if scanner.content(of: member, equals: "type") {
          try scanner.refuseDuplicate(member, if: seenType)
          seenType = true
          location.set(position, for: .type)
          guard case .string = value.kind else {
            throw scanner.unexpected(value, expected: "a pointer event type string for type")
          }
          let name = scanner.content(of: value)
          if let known = PointerEvent.Kind(rawValue: name) {
            kind = known
          } else if PointerEvent.ignoredTypes.contains(name) {
            isIgnored = true
          } else {
            unknownType = (name, position.line, position.column)
            break
          }
        } else if scanner.content(of: member, equals: "pointerId") {
          try scanner.refuseDuplicate(member, if: pointerID != nil)
          location.set(position, for: .pointerID)
          guard case .number = value.kind,
            let id = Int64(String(decoding: UnsafeBufferPointer(rebasing: bytes[value.range]), as: UTF8.self))
          else {
            throw scanner.unexpected(value, expected: "an integer for pointerId")
          }
          pointerID = id
        } else if scanner.content(of: member, equals: "deltaMode") {
          try scanner.refuseDuplicate(member, if: deltaMode != nil)
          location.set(position, for: .deltaMode)
          let code = UInt8(String(decoding: UnsafeBufferPointer(rebasing: bytes[value.range]), as: UTF8.self))
          guard case .number = value.kind, let code, let mode = WheelInput.DeltaMode(rawValue: code) else {
            throw scanner.unexpected(value, expected: "0, 1 or 2 for deltaMode")
          }
          deltaMode = mode
        } else if scanner.content(of: member, equals: "key") {
          try scanner.refuseDuplicate(member, if: key != nil)
          location.set(position, for: .key)
          guard case .string = value.kind else {
            throw scanner.unexpected(value, expected: "a string for key")
          }
          key = scanner.content(of: value)
        } else {
          for (index, (name, field)) in numberMembers.enumerated()
          where scanner.content(of: member, equals: name) {
            try scanner.refuseDuplicate(member, if: numbers[index] != nil)
            location.set(position, for: field)
            numbers[index] = try scanner.number(value, for: "\(name)")
            continue members
          }
          for (name, field, modifier) in modifierMembers where scanner.content(of: member, equals: name) {
            try scanner.refuseDuplicate(member, if: seenModifiers.contains(modifier))
            seenModifiers.insert(modifier)
            location.set(position, for: field)
            guard case .literal = value.kind,
              TouchStreamSyntax.equals(bytes, value.range, "true")
                || TouchStreamSyntax.equals(bytes, value.range, "false")
            else {
              throw scanner.unexpected(value, expected: "true or false for \(name)")
            }
            if TouchStreamSyntax.equals(bytes, value.range, "true") { modifiers.insert(modifier) }
          }
        }
      }
    } catch {
      throw relocated(error)
    }
    if let unknownType {
      throw TouchImportError(
        .unknownPointerEventType(TouchStreamSyntax.excerpt(unknownType.name)), line: unknownType.line,
        column: unknownType.column)
    }
    if isIgnored { return nil }
    func missing(_ member: String) -> TouchImportError {
      TouchImportError(
        .stream(
          .invalidJSON(
            expected:
              "a \"\(member)\" member in the \(kind.map { $0.isPointer ? "pointer" : $0.rawValue } ?? "pointer") event"
          )),
        line: start.line, column: start.column)
    }
    guard seenType, let kind else { throw missing("type") }
    var event: PointerEvent
    switch kind {
    case .down, .move, .up, .cancel:
      guard let pointerID else { throw missing("pointerId") }
      guard let clientX = numbers[0] else { throw missing("clientX") }
      guard let clientY = numbers[1] else { throw missing("clientY") }
      guard let timeStamp = numbers[2] else { throw missing("timeStamp") }
      event = PointerEvent(
        kind: kind, pointerID: pointerID, clientX: clientX, clientY: clientY, timeStamp: timeStamp)
    case .wheel:
      guard let clientX = numbers[0] else { throw missing("clientX") }
      guard let clientY = numbers[1] else { throw missing("clientY") }
      guard let deltaX = numbers[3] else { throw missing("deltaX") }
      guard let deltaY = numbers[4] else { throw missing("deltaY") }
      guard let timeStamp = numbers[2] else { throw missing("timeStamp") }
      event = .wheel(
        clientX: clientX, clientY: clientY, deltaX: deltaX, deltaY: deltaY, deltaMode: deltaMode ?? .pixel,
        modifiers: modifiers, timeStamp: timeStamp)
      event.pointerID = pointerID ?? 0
    case .keyDown:
      guard let key else { throw missing("key") }
      guard let timeStamp = numbers[2] else { throw missing("timeStamp") }
      event = .keyDown(key: key, modifiers: modifiers, timeStamp: timeStamp)
      event.pointerID = pointerID ?? 0
      event.clientX = numbers[0] ?? 0
      event.clientY = numbers[1] ?? 0
    }
    return (event, location)
  }

  /// The members that hold numbers, in the order `parse` keeps them.
  private static let numberMembers: [(StaticString, PointerEvent.Field)] = [
    ("clientX", .clientX), ("clientY", .clientY), ("timeStamp", .timeStamp), ("deltaX", .deltaX),
    ("deltaY", .deltaY),
  ]

  /// The members that hold modifier keys, as `true` or `false`.
  private static let modifierMembers: [(StaticString, PointerEvent.Field, ModifierKeys)] = [
    ("ctrlKey", .ctrlKey, .ctrl), ("shiftKey", .shiftKey, .shift), ("altKey", .altKey, .alt),
    ("metaKey", .metaKey, .meta),
  ]
}
