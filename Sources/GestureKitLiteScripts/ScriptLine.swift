import GestureKitLite

/// One line of a gesture script split into words, with a cursor and readers
/// for the kinds of field a statement holds (numbers, durations, labels).
///
/// Words are separated by spaces or tabs; `#` starts a comment that runs to
/// the end of the line. Every reader throws a ``GestureScriptError`` that
/// points at the offending word (or at the end of the line when a word is
/// missing) and says what was expected there.
struct ScriptLine {
  /// A word and the column it starts at.
  struct Word: Equatable {
    /// The word's text.
    var text: Substring
    /// The 1-based column of its first character.
    var column: Int
  }

  /// The 1-based line number.
  let number: Int
  /// The line's words, comment removed.
  let words: [Word]
  /// The column just after the last word, where "the end of the line" is.
  let endColumn: Int
  /// The index of the next word to read.
  private(set) var index = 0

  /// Splits `text` (one line, without its line break) into words.
  init(_ text: Substring, number: Int) {
    self.number = number
    var words: [Word] = []
    var column = 1
    var start: (index: String.Index, column: Int)?
    var end = 1
    var position = text.startIndex
    while position < text.endIndex {
      let character = text.unicodeScalars[position]
      if character == "#" { break }
      let isSpace = character == " " || character == "\t" || character == "\r"
      if isSpace, let wordStart = start {
        words.append(Word(text: text[wordStart.index..<position], column: wordStart.column))
        start = nil
      } else if !isSpace {
        if start == nil { start = (position, column) }
        end = column + 1
      }
      position = text.unicodeScalars.index(after: position)
      column += 1
    }
    if let wordStart = start {
      words.append(Word(text: text[wordStart.index..<position], column: wordStart.column))
    }
    self.words = words
    endColumn = end
  }

  /// Whether every word has been read.
  var isAtEnd: Bool { index >= words.count }

  /// The next word, without reading it.
  var peek: Word? { isAtEnd ? nil : words[index] }

  /// Where the next word starts, or the end of the line.
  var here: ScriptLocation {
    ScriptLocation(line: number, column: peek?.column ?? endColumn)
  }

  /// The location of `word` on this line.
  func location(of word: Word) -> ScriptLocation {
    ScriptLocation(line: number, column: word.column)
  }

  /// Reads the next word.
  mutating func next() -> Word? {
    guard let word = peek else { return nil }
    index += 1
    return word
  }

  /// Reads the next word if it is `text`.
  mutating func skip(_ text: String) -> Bool {
    guard peek?.text == text[...] else { return false }
    index += 1
    return true
  }

  /// The error "expected `what`, found …" at the next word or the end of the line.
  func unexpected(_ what: String) -> GestureScriptError {
    if let word = peek {
      return GestureScriptError("expected \(what), found '\(word.text)'", at: location(of: word))
    }
    return GestureScriptError("expected \(what), found the end of the line", at: here)
  }

  /// Reads the word `text`, or throws "expected `what`".
  mutating func expect(_ text: String, _ what: String) throws(GestureScriptError) {
    guard skip(text) else { throw unexpected(what) }
  }

  /// Throws unless every word has been read.
  func expectEnd(_ what: String) throws(GestureScriptError) {
    guard isAtEnd else { throw unexpected(what) }
  }

  /// Reads a decimal number: `[+-]` digits, an optional fraction, no exponent.
  mutating func number(_ what: String) throws(GestureScriptError) -> Double {
    guard let word = peek, let value = Self.decimal(word.text) else { throw unexpected(what) }
    index += 1
    return value
  }

  /// Reads a number that is zero or more.
  mutating func nonNegativeNumber(_ what: String) throws(GestureScriptError) -> Double {
    let location = here
    let value = try number(what)
    guard value >= 0 else {
      throw GestureScriptError("expected \(what), found a negative number", at: location)
    }
    return value
  }

  /// Reads a duration with its unit (`250ms`, `0.4s`), in whole microseconds.
  ///
  /// - Parameter keyword: The word before it, for the message.
  /// - Returns: The duration in microseconds.
  /// - Throws: A ``GestureScriptError`` when the word is missing or not a duration.
  mutating func duration(after keyword: String) throws(GestureScriptError) -> Microseconds {
    guard let word = peek, let value = Self.duration(word.text) else {
      throw unexpected("a duration such as 250ms or 0.4s after '\(keyword)'")
    }
    index += 1
    return value
  }

  /// Reads a finger label: a touch id (digits) or a name (a letter, then
  /// letters, digits or `_`).
  mutating func label(_ what: String) throws(GestureScriptError) -> FingerReference {
    guard let word = peek, let label = Self.label(word.text) else { throw unexpected(what) }
    index += 1
    return FingerReference(label: label, location: location(of: word))
  }

  /// The value of a decimal number, or `nil` if `text` is not one (or is too large).
  static func decimal(_ text: Substring) -> Double? {
    var digits = 0
    var dots = 0
    for (offset, scalar) in text.unicodeScalars.enumerated() {
      switch scalar {
      case "0"..."9": digits += 1
      case ".": dots += 1
      case "+", "-": if offset != 0 { return nil }
      default: return nil
      }
    }
    guard digits > 0, dots <= 1, let value = Double(String(text)), value.isFinite else { return nil }
    return value
  }

  /// The value of a duration (`250ms`, `0.4s`) in microseconds, or `nil`.
  static func duration(_ text: Substring) -> Microseconds? {
    let scale: Double
    let number: Substring
    if text.hasSuffix("ms") {
      (scale, number) = (1_000, text.dropLast(2))
    } else if text.hasSuffix("s") {
      (scale, number) = (1_000_000, text.dropLast(1))
    } else {
      return nil
    }
    guard !number.hasPrefix("-"), !number.hasPrefix("+"), let value = decimal(number) else { return nil }
    let microseconds = (value * scale).rounded()
    guard microseconds <= 1e12 else { return nil }  // about eleven days
    return Microseconds(microseconds)
  }

  /// The label `text` spells, or `nil`.
  static func label(_ text: Substring) -> FingerLabel? {
    guard let first = text.unicodeScalars.first else { return nil }
    if ("0"..."9").contains(first) {
      guard text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }), let id = UInt64(text) else {
        return nil
      }
      return .id(id)
    }
    let isLetter = { (scalar: Unicode.Scalar) in ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
    guard isLetter(first),
      text.unicodeScalars.allSatisfy({ isLetter($0) || ("0"..."9").contains($0) || $0 == "_" })
    else { return nil }
    return .name(String(text))
  }
}
