import GestureKitLite
import GestureKitLiteStreams

/// Reads W3C Pointer Events recorded as JSON, streaming: bytes in chunks of
/// any size, one event object in memory at a time.
///
/// Two layouts are read, told apart by the first character:
///
/// - **a JSON array** of event objects (`[` first), on one line or many, as
///   `JSON.stringify(log)` writes it;
/// - **one object after another** (`{` first), usually one a line (JSON Lines),
///   as a recorder that appends each event writes it.
///
/// Each object needs `type`, `pointerId` (an integer), `clientX`, `clientY`
/// (CSS pixels) and `timeStamp` (milliseconds); other members (`pointerType`,
/// `pressure`, `target`...) are skipped. Types `pointerdown`, `pointermove`,
/// `pointerup` and `pointercancel` are yielded; the other pointer types
/// (``PointerEvent/ignoredTypes``: hover and capture notifications) are
/// skipped; any other type is refused, so a log of the wrong events is not
/// read as no events. One object may be at most 64 KiB.
///
/// ```swift
/// var reader = PointerEventsReader()
/// var events: [PointerEvent] = []
/// let chunk = Array(#"[{"type":"pointerdown","pointerId":1,"clientX":195,"clientY":422,"timeStamp":1200}"#.utf8)
/// try reader.append(chunk) { event, location in events.append(event) }
/// try reader.append(Array("]".utf8)) { event, location in events.append(event) }
/// try reader.finish { event, location in events.append(event) }
/// events.count  // 1
/// ```
///
/// Errors name the line and column (1-based, Unicode scalars) of the member
/// or character at fault. A reader that has thrown has stopped: every later
/// call throws the same error again and changes nothing (start a new reader
/// for a new recording).
public struct PointerEventsReader: Sendable {
  /// Receives each event and where its fields are.
  public typealias EventHandler = (PointerEvent, PointerEventLocation) throws(TouchImportError) -> Void

  /// The largest event object, in bytes.
  public static let maximumObjectLength = 65_536

  private enum Layout {
    /// Nothing but whitespace yet.
    case undecided
    /// Inside `[`: `expectsElement` after `[` or `,`.
    case array(expectsElement: Bool, isFirst: Bool)
    /// After the array's `]`.
    case closed
    /// Objects one after another.
    case sequence
  }

  private var layout = Layout.undecided
  private var line = 1
  private var column = 1
  private var isAtStart = true
  private var byteOrderMarkLeft = 3
  /// The object being collected, and the state of the scan inside it.
  private var object: [UInt8] = []
  private var depth = 0
  private var inString = false
  private var escaped = false
  /// For each line of the object after its first: the scalar offset in the
  /// object where it starts, and its line number.
  private var lineStarts: [(scalar: Int, line: Int)] = []
  private var objectScalars = 0
  private var objectStart = (line: 1, column: 1)
  /// The error the reader stopped at, if it has.
  private var failure: TouchImportError?

  /// Creates a reader at the start of a recording.
  public init() {}

  /// Reads `chunk`, passing every event it completes to `body`.
  ///
  /// - Throws: ``TouchImportError`` at the first thing that is wrong, or what `body` throws.
  package mutating func append(_ chunk: UnsafeBufferPointer<UInt8>, _ body: EventHandler)
    throws(TouchImportError)
  {
    try stoppingAtFailure { (reader) throws(TouchImportError) in
      for byte in chunk { try reader.scan(byte, body) }
    }
  }

  /// Reads `chunk`, passing every event it completes to `body`.
  ///
  /// - Throws: ``TouchImportError`` at the first thing that is wrong, or what `body` throws.
  public mutating func append(_ chunk: [UInt8], _ body: EventHandler) throws(TouchImportError) {
    try chunk.withUnsafeBufferPointer { (bytes) throws(TouchImportError) in try append(bytes, body) }
  }

  /// Ends the recording.
  ///
  /// - Throws: ``TouchImportError`` for an object or array left open.
  public mutating func finish(_ body: EventHandler) throws(TouchImportError) {
    try stoppingAtFailure { (reader) throws(TouchImportError) in
      if reader.depth > 0 {
        throw reader.error(.stream(.invalidJSON(expected: "'}' to close the event object")))
      }
      if case .array = reader.layout {
        throw reader.error(.stream(.invalidJSON(expected: "']' to close the array of events")))
      }
    }
  }

  /// Runs `work` unless the reader has stopped (then its error is thrown
  /// again); an error `work` throws stops it.
  private mutating func stoppingAtFailure(_ work: (inout Self) throws(TouchImportError) -> Void)
    throws(TouchImportError)
  {
    if let failure { throw failure }
    do {
      try work(&self)
    } catch {
      failure = error
      throw error
    }
  }

  private func error(_ kind: TouchImportError.Kind) -> TouchImportError {
    TouchImportError(kind, line: line, column: column)
  }

  private mutating func scan(_ byte: UInt8, _ body: EventHandler) throws(TouchImportError) {
    if isAtStart, byteOrderMarkLeft > 0 {
      if byteOrderMarkLeft == 3 && byte != 0xEF {
        byteOrderMarkLeft = 0
      } else {
        byteOrderMarkLeft -= 1  // a UTF-8 byte-order mark: not counted in columns
        if byteOrderMarkLeft == 0 { isAtStart = false }
        return
      }
    }
    isAtStart = false
    defer { advance(over: byte) }
    if depth > 0 {
      try collect(byte, body)
      return
    }
    if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
      || byte == UInt8(ascii: "\r")
    {
      return
    }
    switch layout {
    case .undecided:
      if byte == UInt8(ascii: "[") {
        layout = .array(expectsElement: true, isFirst: true)
      } else if byte == UInt8(ascii: "{") {
        layout = .sequence
        try collect(byte, body)
      } else {
        throw error(.stream(.invalidJSON(expected: "'[' or '{' to start the pointer events")))
      }
    case .array(let expectsElement, let isFirst):
      if expectsElement, byte == UInt8(ascii: "{") {
        layout = .array(expectsElement: false, isFirst: false)
        try collect(byte, body)
      } else if byte == UInt8(ascii: "]"), !expectsElement || isFirst {
        layout = .closed
      } else if byte == UInt8(ascii: ","), !expectsElement {
        layout = .array(expectsElement: true, isFirst: false)
      } else {
        throw error(
          .stream(
            .invalidJSON(expected: expectsElement ? "a pointer event object" : "',' or ']' after an event")))
      }
    case .closed:
      throw error(.stream(.invalidJSON(expected: "the end of the input after the array")))
    case .sequence:
      guard byte == UInt8(ascii: "{") else {
        throw error(.stream(.invalidJSON(expected: "'{' to start the next pointer event")))
      }
      try collect(byte, body)
    }
  }

  /// Moves the line and column past `byte`.
  private mutating func advance(over byte: UInt8) {
    if byte == UInt8(ascii: "\n") {
      line += 1
      column = 1
    } else if byte & 0xC0 != 0x80 {
      column += 1
    }
  }

  /// Adds `byte` to the object being collected; parses it when it closes.
  private mutating func collect(_ byte: UInt8, _ body: EventHandler) throws(TouchImportError) {
    if depth == 0 {
      object.removeAll(keepingCapacity: true)
      lineStarts.removeAll(keepingCapacity: true)
      objectScalars = 0
      objectStart = (line, column)
    }
    guard object.count < Self.maximumObjectLength else {
      throw TouchImportError(
        .eventTooLong(limit: Self.maximumObjectLength), line: objectStart.line, column: objectStart.column)
    }
    object.append(byte)
    if byte & 0xC0 != 0x80 { objectScalars += 1 }
    if byte == UInt8(ascii: "\n") { lineStarts.append((objectScalars, line + 1)) }
    if inString {
      if escaped {
        escaped = false
      } else if byte == UInt8(ascii: "\\") {
        escaped = true
      } else if byte == UInt8(ascii: "\"") {
        inString = false
      }
      return
    }
    switch byte {
    case UInt8(ascii: "\""): inString = true
    case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
    case UInt8(ascii: "}"), UInt8(ascii: "]"):
      depth -= 1
      if depth == 0 { try parseObject(body) }
    default: break
    }
  }

  /// The line and column of the scalar at `offset` (0-based) in the object.
  func position(ofScalar offset: Int) -> (line: Int, column: Int) {
    guard let start = lineStarts.last(where: { $0.scalar <= offset }) else {
      return (objectStart.line, objectStart.column + offset)
    }
    return (start.line, offset - start.scalar + 1)
  }

  private func parseObject(_ body: EventHandler) throws(TouchImportError) {
    let parsed = try object.withUnsafeBufferPointer { (bytes) throws(TouchImportError) in
      try PointerEventObject.parse(bytes, locate: position(ofScalar:))
    }
    guard let (event, location) = parsed else { return }
    try body(event, location)
  }
}
