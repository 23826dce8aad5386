import GestureKitLite

/// The optional words after a gesture's required fields (`in 250ms ease-out
/// rest 60ms as a keep`), in any order, each at most once.
///
/// Each gesture allows some of them; a word it does not allow is refused
/// with the list of those it does.
struct GestureOptions: Equatable {
  /// An option's keyword.
  enum Name: String, CaseIterable, Equatable, Hashable {
    /// `in D`: the motion's duration.
    case `in`
    /// `hold D`: how long the fingers stay still after landing.
    case hold
    /// `rest D`: how long they stay still before lifting.
    case rest
    /// `gap D`: a double tap's time from the first up to the second down.
    case gap
    /// `linear`, `ease-in`, `ease-out` or `ease-in-out`.
    case easing
    /// `angle DEG`: a pinch's finger axis.
    case angle
    /// `move DX DY`: how far a pinch's focal point moves.
    case move
    /// `by D`: a swipe's distance.
    case by
    /// `y Y`: a swipe's height.
    case y
    /// `as F [G]`: the fingers' labels.
    case `as`
    /// `keep`: the fingers stay down.
    case keep
    /// `cancel [after D]`: the fingers are cancelled.
    case cancel
    /// `mode line|page|pixel`: a wheel's unit.
    case mode
    /// `mods ctrl,shift`: the modifier keys held during a wheel or key.
    case mods

    /// How the option is listed in messages.
    var listing: String {
      switch self {
      case .easing: "an easing (linear, ease-in, ease-out, ease-in-out)"
      case .in, .hold, .rest, .gap, .angle, .move, .by, .y, .as, .keep, .cancel, .mode, .mods: rawValue
      }
    }

    /// The option a word names (an easing's name names ``easing``).
    init?(word: Substring) {
      if Easing(rawValue: String(word)) != nil {
        self = .easing
      } else if word == "easing" {
        return nil
      } else {
        self.init(rawValue: String(word))
      }
    }
  }

  /// `in D`.
  var duration: Microseconds?
  /// `hold D`.
  var hold: Microseconds?
  /// `rest D`.
  var rest: Microseconds?
  /// `gap D`.
  var gap: Microseconds?
  /// The easing named.
  var easing: Easing?
  /// `angle DEG`, in degrees.
  var angle: Double?
  /// `move DX DY`, in points.
  var move: Point?
  /// `by D`, in points.
  var distance: Double?
  /// `y Y`, in points.
  var y: Double?
  /// `as F...`.
  var labels: [FingerReference] = []
  /// `keep`, `cancel` or `cancel after D`.
  var finish: GestureFinish?
  /// `mode M`.
  var mode: WheelInput.DeltaMode?
  /// `mods M,...`.
  var modifiers: ModifierKeys?

  /// Reads options until the end of the line.
  ///
  /// - Parameters:
  ///   - line: The line, positioned after the gesture's required fields.
  ///   - gesture: The gesture's keyword, for messages.
  ///   - allowed: The options the gesture takes.
  ///   - labelCount: How many labels `as` takes (the gesture's finger count).
  /// - Returns: The options read.
  /// - Throws: A ``GestureScriptError`` at the first option that is not allowed or malformed.
  static func parse(
    _ line: inout ScriptLine, for gesture: String, allowed: [Name], labelCount: Int = 1
  ) throws(GestureScriptError) -> GestureOptions {
    var options = GestureOptions()
    var seen: Set<Name> = []
    let list = listing(allowed)
    while let word = line.peek {
      let location = line.location(of: word)
      guard let name = Name(word: word.text) else {
        if word.text == "at" || word.text == "&" {
          throw GestureScriptError(
            "'\(word.text)' must start the line: write '\(word.text)\(word.text == "at" ? " 2s" : "") \(gesture) ...'",
            at: location)
        }
        throw GestureScriptError(
          "unknown option '\(word.text)' for \(gesture); expected \(list)", at: location)
      }
      guard allowed.contains(name) else {
        throw GestureScriptError(
          "'\(word.text)' does not apply to \(gesture); expected \(list)", at: location)
      }
      if seen.contains(name) || (options.finish != nil && (name == .keep || name == .cancel)) {
        throw GestureScriptError(
          name == .keep || name == .cancel
            ? "'\(word.text)' conflicts with an earlier keep or cancel; a gesture ends one way"
            : "'\(name == .easing ? "easing" : word.text)' is given twice", at: location)
      }
      seen.insert(name)
      _ = line.next()
      try options.read(name, word: word, from: &line, labelCount: labelCount)
    }
    return options
  }

  /// Reads the value of option `name`, whose keyword `word` was just read.
  private mutating func read(
    _ name: Name, word: ScriptLine.Word, from line: inout ScriptLine, labelCount: Int
  ) throws(GestureScriptError) {
    switch name {
    case .in: duration = try line.duration(after: "in")
    case .hold: hold = try line.duration(after: "hold")
    case .rest: rest = try line.duration(after: "rest")
    case .gap: gap = try line.duration(after: "gap")
    case .easing: easing = Easing(rawValue: String(word.text))
    case .angle: angle = try line.number("an angle in degrees after 'angle'")
    case .move:
      move = Point(x: try line.number("the x offset after 'move'"), y: try line.number("the y offset"))
    case .by: distance = try line.nonNegativeNumber("a distance in points after 'by'")
    case .y: y = try line.number("a y coordinate after 'y'")
    case .keep: finish = .keep
    case .cancel:
      finish = line.skip("after") ? .cancelAfter(try line.duration(after: "cancel after")) : .cancel
    case .mode:
      guard let word = line.next() else { throw line.unexpected("a mode (pixel, line or page) after 'mode'") }
      guard let named = WheelInput.DeltaMode(name: word.text) else {
        throw GestureScriptError(
          TouchStreamError.Kind.unknownWheelMode(String(word.text)).message, at: line.location(of: word))
      }
      mode = named
    case .mods:
      guard let word = line.next() else {
        throw line.unexpected("modifiers such as ctrl or ctrl,shift after 'mods'")
      }
      modifiers = try Self.modifiers(word, line: line)
    case .as:
      for index in 0..<labelCount {
        let ordinal = labelCount == 1 ? "a finger label" : "finger label \(index + 1) of \(labelCount)"
        let label = try line.label("\(ordinal) (a touch id or a name) after 'as'")
        if labels.contains(where: { $0.label == label.label }) {
          throw GestureScriptError("finger \(label.label) is named twice", at: label.location)
        }
        labels.append(label)
      }
    }
  }

  /// The modifiers `word` lists, joined by `,`, each at most once; a
  /// mistake is reported at the modifier's own column, with the message a
  /// stream reader gives.
  private static func modifiers(_ word: ScriptLine.Word, line: ScriptLine) throws(GestureScriptError)
    -> ModifierKeys
  {
    var modifiers: ModifierKeys = []
    var column = word.column
    for name in word.text.split(separator: ",", omittingEmptySubsequences: false) {
      let location = ScriptLocation(line: line.number, column: column)
      guard let modifier = ModifierKeys(name: name) else {
        throw GestureScriptError(TouchStreamError.Kind.unknownModifier(String(name)).message, at: location)
      }
      if modifiers.contains(modifier) {
        throw GestureScriptError(TouchStreamError.Kind.repeatedModifier(String(name)).message, at: location)
      }
      modifiers.insert(modifier)
      column += name.unicodeScalars.count + 1
    }
    return modifiers
  }

  /// `a, b or c` for the allowed options.
  private static func listing(_ names: [Name]) -> String {
    let words = names.map(\.listing)
    guard words.count > 1 else { return words.first ?? "nothing" }
    return words.dropLast().joined(separator: ", ") + " or " + words[words.count - 1]
  }
}
