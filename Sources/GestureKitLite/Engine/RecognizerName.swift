/// A recognizer's name as events carry it: up to ``maximumLength`` UTF-8
/// bytes, stored inline.
///
/// A name is printed as one field of a log line (`0.500 hold began`), in
/// both of `play`'s forms, in C structs and in Python objects, so it must
/// read back as exactly one name, and print as what it is. Within one
/// engine, names are unique (``GestureEngine/add(_:named:)`` refuses a name
/// taken), or two recognizers would print as one. What a name may not hold:
///
/// - **Whitespace** (Unicode's `White_Space`, the space and the tab among
///   them) is refused: the text log separates its fields with spaces, so
///   `0.500 my tap recognized` reads as a recognizer `my` in a state `tap`
///   (and Python's `str.split()` splits on every `White_Space` character).
/// - **Control characters** (C0, DEL and C1) are refused: a line feed or a
///   carriage return splits a log line in two, a NUL ends the name early in
///   C (`gkl_event.name` is NUL-terminated), and an escape sequence rewrites
///   the terminal that shows the log.
/// - **Invisible formatting characters** (bidirectional controls, zero-width
///   characters, the soft hyphen, the byte order mark) are refused: a name
///   must look like what it is, and a bidirectional override can make one
///   name display as another.
/// - **`"`, `'` and `\`** are refused: JSON Lines escapes them (`"a\"b"`),
///   so the two logs would spell the name differently, and shell-like readers
///   of the text log (bash's `read`, Python's `shlex`) take them as quoting.
///   Messages quote names between `'`.
/// - **`=`** is refused: after the state, a text log line's fields are
///   `key=value` (`scale=1.2`, `why=tooFar`), so a name holding `=` reads as
///   one of them to a reader that collects such fields.
///
/// Everything else is allowed, letters of any script and punctuation such
/// as `-`, `_`, `.` and `:` included (`hold`, `two-finger-tap`, `회전`).
///
/// Every ``GestureEvent`` carries its recognizer's name so that a log can be
/// printed from the events alone. A `String` would make every event a value
/// with a reference to count on each copy; these bytes are copied as they
/// are, so carrying the name costs no reference counting on the hot path.
public struct RecognizerName: Hashable, Sendable, CustomStringConvertible {
  /// The longest name, in UTF-8 bytes: 15 (`doubleTap` is 9, `twoFingerTap` 12).
  public static let maximumLength = 15

  // Sixteen bytes in all: an event is copied several times on its way to the
  // host, and every byte of it costs there. The last byte is the length.
  private var low: UInt64 = 0
  private var high: UInt64 = 0

  /// The name `text`, or `nil` when it is empty, longer than
  /// ``maximumLength`` bytes, or holds a character that would break a log
  /// line: whitespace, a control or invisible formatting character, a quote,
  /// a backslash or `=` (``GestureEngine/add(_:named:)`` says which, and why).
  public init?(_ text: String) {
    guard Self.refusal(of: text) == nil else { return nil }
    self.init(checked: text)
  }

  /// The name `text`, known to keep the rules (the standard parts' names,
  /// or a text ``refusal(of:)`` found nothing wrong with): packed without
  /// checking again, so that code which only ever names the standard parts
  /// (the C library, the WebAssembly modules) carries none of the rules'
  /// messages.
  init(checked text: String) {
    let utf8 = Array(text.utf8)
    let count = min(utf8.count, Self.maximumLength)
    for index in 0..<count {
      if index < 8 {
        low |= UInt64(utf8[index]) << UInt64(8 * index)
      } else {
        high |= UInt64(utf8[index]) << UInt64(8 * (index - 8))
      }
    }
    high |= UInt64(count) << 56
  }

  private var count: Int { Int(high >> 56) }

  /// The number of UTF-8 bytes of the name (1 to ``maximumLength``).
  public var utf8Count: Int { count }

  /// The name's UTF-8 byte at `index`, from 0 to ``utf8Count`` − 1, read
  /// without building a `String` (the C interface copies names this way, so
  /// that an event costs no allocation).
  public func utf8Byte(at index: Int) -> UInt8 {
    let word = index < 8 ? low : high
    return UInt8(truncatingIfNeeded: word >> UInt64(8 * (index % 8)))
  }

  /// The name as text.
  public var description: String {
    var utf8: [UInt8] = []
    for index in 0..<count {
      let word = index < 8 ? low : high
      let shift = UInt64(8 * (index % 8))
      utf8.append(UInt8(truncatingIfNeeded: word >> shift))
    }
    return String(decoding: utf8, as: UTF8.self)
  }
}
