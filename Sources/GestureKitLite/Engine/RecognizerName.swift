/// A recognizer's name as events carry it: up to ``maximumLength`` UTF-8
/// bytes, stored inline.
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

  /// The name `text`, or `nil` when it is empty or longer than ``maximumLength`` bytes.
  public init?(_ text: String) {
    let utf8 = Array(text.utf8)
    guard !utf8.isEmpty, utf8.count <= Self.maximumLength else { return nil }
    for (index, byte) in utf8.enumerated() {
      if index < 8 {
        low |= UInt64(byte) << UInt64(8 * index)
      } else {
        high |= UInt64(byte) << UInt64(8 * (index - 8))
      }
    }
    high |= UInt64(utf8.count) << 56
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
