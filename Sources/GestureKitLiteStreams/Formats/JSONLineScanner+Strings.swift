import GestureKitLite

extension JSONLineScanner {
  /// What a bad escape sequence should have been.
  static let escapeExpectation =
    "an escape sequence: \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\u and 4 hex digits"

  /// Scans the string at the cursor (which is at its opening `"`), checking
  /// its escapes, and leaves the cursor after the closing `"`.
  mutating func scanString() throws(TouchStreamError) -> Value {
    let start = position
    position += 1
    var hasEscapes = false
    while true {
      guard let byte = current else {
        throw syntaxError("a closing '\"' before the end of the line", at: position)
      }
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        return Value(kind: .string(hasEscapes: hasEscapes), range: start..<position)
      case UInt8(ascii: "\\"):
        hasEscapes = true
        try scanEscape()
      case 0..<0x20:
        throw syntaxError("control characters in a string to be escaped as \\u00XX", at: position)
      default:
        position += 1
      }
    }
  }

  /// Scans one escape sequence at the cursor (at its `\`).
  private mutating func scanEscape() throws(TouchStreamError) {
    let start = position
    guard position + 1 < bytes.count else { throw syntaxError(Self.escapeExpectation, at: start) }
    switch bytes[position + 1] {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
      UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      position += 2
    case UInt8(ascii: "u"):
      guard let unit = Self.hexUnit(bytes, at: position) else {
        throw syntaxError(Self.escapeExpectation, at: start)
      }
      position += 6
      switch unit {
      case 0xD800...0xDBFF:
        guard let low = Self.hexUnit(bytes, at: position), (0xDC00...0xDFFF).contains(low) else {
          throw syntaxError("a surrogate pair, not a lone surrogate escape", at: start)
        }
        position += 6
      case 0xDC00...0xDFFF:
        throw syntaxError("a surrogate pair, not a lone surrogate escape", at: start)
      default:
        break
      }
    default:
      throw syntaxError(Self.escapeExpectation, at: start)
    }
  }

  /// The UTF-16 code unit of the `\u` escape (four hex digits) at `offset`, or `nil` when
  /// there is none there.
  private static func hexUnit(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt32? {
    guard offset + 6 <= bytes.count, bytes[offset] == UInt8(ascii: "\\"),
      bytes[offset + 1] == UInt8(ascii: "u")
    else { return nil }
    var unit: UInt32 = 0
    for index in (offset + 2)..<(offset + 6) {
      let byte = bytes[index]
      let digit: UInt8
      if byte &- UInt8(ascii: "0") < 10 {
        digit = byte &- UInt8(ascii: "0")
      } else if (byte | 0x20) &- UInt8(ascii: "a") < 6 {
        digit = (byte | 0x20) &- UInt8(ascii: "a") + 10
      } else {
        return nil
      }
      unit = unit << 4 | UInt32(digit)
    }
    return unit
  }

  /// The bytes between a string value's quotes, with escapes decoded, passed
  /// to `body`; a string without escapes is passed straight from the line.
  func withContent<R>(of string: Value, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    let content = (string.range.lowerBound + 1)..<(string.range.upperBound - 1)
    guard case .string(hasEscapes: true) = string.kind else {
      return body(UnsafeBufferPointer(rebasing: bytes[content]))
    }
    var decoded: [UInt8] = []
    decoded.reserveCapacity(content.count)
    var index = content.lowerBound
    while index < content.upperBound {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "\\") else {
        decoded.append(byte)
        index += 1
        continue
      }
      let escaped = bytes[index + 1]
      index += 2
      switch escaped {
      case UInt8(ascii: "b"): decoded.append(0x08)
      case UInt8(ascii: "f"): decoded.append(0x0C)
      case UInt8(ascii: "n"): decoded.append(0x0A)
      case UInt8(ascii: "r"): decoded.append(0x0D)
      case UInt8(ascii: "t"): decoded.append(0x09)
      case UInt8(ascii: "u"):
        var scalar = Self.hexUnit(bytes, at: index - 2) ?? 0xFFFD
        index += 4
        if (0xD800...0xDBFF).contains(scalar), let low = Self.hexUnit(bytes, at: index) {
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          index += 6
        }
        decoded.append(contentsOf: UTF8.encode(Unicode.Scalar(scalar) ?? "\u{FFFD}")!)
      default: decoded.append(escaped)  // \" \\ \/
      }
    }
    return decoded.withUnsafeBufferPointer(body)
  }

  /// The string value's content, decoded.
  package func content(of string: Value) -> String {
    withContent(of: string) { String(decoding: $0, as: UTF8.self) }
  }

  /// Whether the string value's content is exactly the ASCII `word`.
  package func content(of string: Value, equals word: StaticString) -> Bool {
    withContent(of: string) { TouchStreamSyntax.equals($0, 0..<$0.count, word) }
  }
}
