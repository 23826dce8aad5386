/// Why a recognizer failed or was cancelled: a stable code and the numbers
/// that decided it.
///
/// Every `failed` and `cancelled` event of the standard set carries one
/// (``GestureEvent/reason``), whoever decided: the recognizer itself (a
/// second tap too far away, a press held too long) or the arena (another
/// recognizer won the touches, a recognizer it required to fail succeeded,
/// the host's should-begin predicate refused it, the system cancelled the
/// touches). `gesture-sim play --why` prints it after the state (SPEC §6.1):
///
/// ```
/// 0.580 doubleTap failed why=tooFar: the second tap landed 120 pt from the first (doubleTapSlop 100)
/// ```
///
/// The ``code`` is a camelCase word a program can switch on; the
/// ``detail`` is a sentence for a person, naming the configuration key and
/// both the measured value and the threshold wherever a threshold decided,
/// with numbers rounded to a millionth as the viewer's numbers are. The
/// standard codes are listed in ``standardCodes``.
///
/// A recognizer written outside the library gives its own: a code and a
/// detail written as literals, with `{measured}`, `{threshold}` and
/// `{recognizer}` where the numbers and another recognizer's name go, so a
/// reason is made without building a string on the failure path and carried
/// through every buffer without reference counting:
///
/// ```swift
/// let reason = GestureReason(
///   code: "tooLittle", detail: "turned {measured}° ({threshold}° needed)", measured: 12, threshold: 15)
/// reason.code  // "tooLittle"
/// reason.detail  // "turned 12° (15° needed)"
/// ```
public struct GestureReason: Sendable, CustomStringConvertible {
  // Static text only, so a reason is a plain value of bytes: an event that
  // carries one costs no reference counting (see `GestureEvent+Storage.swift`).
  let codeText: StaticString
  let template: StaticString
  /// The measured value, NaN when there is none.
  let measuredValue: Double
  /// The threshold, NaN when there is none.
  let thresholdValue: Double
  /// The other recognizer the reason names (`excludedBy`, `requiredFailed`).
  let otherName: RecognizerName?

  /// Creates a reason with your own code and detail.
  ///
  /// - Parameters:
  ///   - code: A camelCase word (`tooLittle`): ASCII letters and digits, a
  ///     lowercase letter first, at most 32 bytes. The engine checks it when
  ///     the reason is proposed (see ``EngineDiagnostics/Problem/invalidReason(_:)``).
  ///   - detail: A sentence, without line breaks. `{measured}` and
  ///     `{threshold}` stand for the two numbers, printed as the viewer's are;
  ///     `{recognizer}` for the other recognizer's name, in the reasons the
  ///     arena gives.
  ///   - measured: The value your recognizer measured, in the unit the detail names.
  ///   - threshold: The limit it was judged against.
  public init(code: StaticString, detail: StaticString, measured: Double? = nil, threshold: Double? = nil) {
    codeText = code
    template = detail
    measuredValue = measured ?? .nan
    thresholdValue = threshold ?? .nan
    otherName = nil
  }

  /// A reason of the arena's, naming `other`.
  init(code: StaticString, detail: StaticString, naming other: RecognizerName) {
    codeText = code
    template = detail
    measuredValue = .nan
    thresholdValue = .nan
    otherName = other
  }

  /// The stable code (`tooFar`, `excludedBy`), as `--why` prints it.
  public var code: String { Self.text(codeText) }

  /// What decided it, in a sentence (`the second tap landed 120 pt from the
  /// first (doubleTapSlop 100)`).
  public var detail: String {
    var bytes: [UInt8] = []
    writeDetail { bytes.append($0) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Hands ``detail``'s UTF-8 bytes to `write`, one by one, without
  /// building a string: the C interface copies a reason into its event this
  /// way, so that a failure costs no allocation.
  package func writeDetail(_ write: (UInt8) -> Void) {
    var placeholder: InlinePlaceholder?
    Self.bytes(of: template) { byte in
      if var name = placeholder {
        if byte == UInt8(ascii: "}") {
          substitute(name, write)
          placeholder = nil
        } else if !name.append(byte) {
          // Too long for a placeholder: it was text after all.
          write(UInt8(ascii: "{"))
          name.forEach(write)
          write(byte)
          placeholder = nil
        } else {
          placeholder = name
        }
      } else if byte == UInt8(ascii: "{") {
        placeholder = InlinePlaceholder()
      } else {
        write(byte)
      }
    }
    if let unclosed = placeholder {
      write(UInt8(ascii: "{"))
      unclosed.forEach(write)
    }
  }

  /// Hands ``code``'s UTF-8 bytes to `write`, one by one.
  package func writeCode(_ write: (UInt8) -> Void) {
    Self.bytes(of: codeText, write)
  }

  /// The value measured, in the unit the detail names, if a number decided.
  public var measured: Double? { measuredValue.isNaN ? nil : measuredValue }

  /// The threshold it was judged against, if a number decided.
  public var threshold: Double? { thresholdValue.isNaN ? nil : thresholdValue }

  /// The other recognizer the reason names: the winner for `excludedBy`, the
  /// one that succeeded for `requiredFailed`.
  public var recognizer: String? { otherName?.description }

  /// `code: detail`, as a text log prints it after `why=`.
  public var description: String { Self.text(code: code, detail: detail) }

  /// A reason as text: `code: detail`.
  package static func text(code: String, detail: String) -> String { code + ": " + detail }

  /// Writes what the placeholder `name` stands for; an unknown one as it was written.
  private func substitute(_ name: InlinePlaceholder, _ write: (UInt8) -> Void) {
    let text: String
    if name.spells("measured") {
      text = Self.number(measuredValue)
    } else if name.spells("threshold") {
      text = Self.number(thresholdValue)
    } else if name.spells("recognizer") {
      guard let otherName else { return "another recognizer".utf8.forEach(write) }
      for index in 0..<otherName.utf8Count { write(otherName.utf8Byte(at: index)) }
      return
    } else {
      write(UInt8(ascii: "{"))
      name.forEach(write)
      return write(UInt8(ascii: "}"))
    }
    // Numbers are short: a small string, stored inline, so no allocation.
    text.utf8.forEach(write)
  }

  /// A number as the viewer's numbers are printed: rounded to a millionth, shortest form.
  private static func number(_ value: Double) -> String {
    value.isFinite ? NumberFormatting.logged(value) : value.isNaN ? "?" : value < 0 ? "-inf" : "inf"
  }

  /// Whether ``code`` is a camelCase word: ASCII letters and digits, a
  /// lowercase letter first, at most 32 bytes.
  var hasValidCode: Bool {
    var count = 0
    var valid = true
    Self.bytes(of: codeText) { byte in
      let isLower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
      let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
      let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
      if count == 0 ? !isLower : !(isLower || isUpper || isDigit) { valid = false }
      count += 1
    }
    return valid && count > 0 && count <= 32
  }

  /// Whether ``detail``'s text has no control character (a line feed would
  /// split a text log's line in two).
  var hasPrintableDetail: Bool {
    var printable = true
    Self.bytes(of: template) { byte in
      if byte < 0x20 || byte == 0x7F { printable = false }
    }
    return printable
  }

  private static func bytes(of text: StaticString, _ body: (UInt8) -> Void) {
    text.withUTF8Buffer { buffer in
      for byte in buffer { body(byte) }
    }
  }

  private static func text(_ text: StaticString) -> String {
    text.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
  }
}

extension GestureReason: Equatable {
  /// Two reasons are equal when their codes, details and numbers are.
  public static func == (lhs: GestureReason, rhs: GestureReason) -> Bool {
    lhs.measuredValue.bitPattern == rhs.measuredValue.bitPattern
      && lhs.thresholdValue.bitPattern == rhs.thresholdValue.bitPattern && lhs.otherName == rhs.otherName
      && Self.sameText(lhs.codeText, rhs.codeText) && Self.sameText(lhs.template, rhs.template)
  }

  private static func sameText(_ a: StaticString, _ b: StaticString) -> Bool {
    a.withUTF8Buffer { a in b.withUTF8Buffer { b in a.elementsEqual(b) } }
  }
}

/// The name of a placeholder being read (`measured`), kept inline: at most
/// 16 bytes, which every placeholder the detail knows fits in.
private struct InlinePlaceholder {
  private var bytes: (UInt64, UInt64) = (0, 0)
  private var count = 0

  /// Adds a byte, or returns `false` when the name is already 16 bytes long.
  mutating func append(_ byte: UInt8) -> Bool {
    guard count < 16 else { return false }
    if count < 8 {
      bytes.0 |= UInt64(byte) << UInt64(8 * count)
    } else {
      bytes.1 |= UInt64(byte) << UInt64(8 * (count - 8))
    }
    count += 1
    return true
  }

  /// Hands the name's bytes to `body`.
  func forEach(_ body: (UInt8) -> Void) {
    for index in 0..<count {
      let word = index < 8 ? bytes.0 : bytes.1
      body(UInt8(truncatingIfNeeded: word >> UInt64(8 * (index % 8))))
    }
  }

  /// Whether the name is `text`.
  func spells(_ text: StaticString) -> Bool {
    guard text.utf8CodeUnitCount == count else { return false }
    var index = 0
    var same = true
    forEach { byte in
      if byte != text.utf8Start[index] { same = false }
      index += 1
    }
    return same
  }
}
