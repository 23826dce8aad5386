import GestureKitLite

extension GestureScript {
  /// Parses a whole script.
  ///
  /// Settings and the `@viewport` and `@set` directives are checked as a
  /// stream reader would check them (an unknown key, a value out of range);
  /// whether the fingers can be drawn as written (a finger moved before it
  /// is down, a touch id held twice) is checked by ``TouchSynthesizer``.
  ///
  /// - Parameter text: The script; lines end in `\n` (a `\r` before it is
  ///   ignored), a leading byte-order mark is skipped.
  /// - Throws: ``GestureScriptError`` for the first mistake, with its line and column.
  public init(parsing text: String) throws(GestureScriptError) {
    var parser = GestureScriptParser()
    var body = Substring(text)
    if body.unicodeScalars.first == "\u{FEFF}" {
      body = Substring(body.unicodeScalars.dropFirst())
    }
    for (offset, lineText) in body.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var line = ScriptLine(lineText, number: offset + 1)
      try parser.parse(&line)
    }
    self = parser.script
  }
}

/// Reads a script line by line into a ``GestureScript``.
///
/// Settings and directives may only come before the first timed statement;
/// the parser keeps the configuration the directives build, both to check
/// them as a stream reader would and to place `swipe` within the viewport.
struct GestureScriptParser {
  /// The script so far.
  private(set) var script = GestureScript()
  /// The configuration the directives so far describe.
  private(set) var configuration = GestureConfiguration()
  /// Whether a timed statement (a gesture, a finger line, `wait`, `tick`,
  /// `wheel`, `key` or `action`) was read.
  private var hasTimedStatement = false

  /// The words that start a setting line.
  static let settingWords: Set<Substring> = ["rate", "seed", "jitter", "timing-jitter"]

  /// The statements a line may hold, for the "unknown statement" message.
  static let statementList =
    "tap, doubletap, longpress, quickscale, drag, flick, pulldown, swipe, pinch, down, move, up, cancel, "
    + "wait, tick, wheel, key, action, a setting (rate, seed, jitter, timing-jitter) or a directive (@viewport, @set)"

  /// Reads one line.
  mutating func parse(_ line: inout ScriptLine) throws(GestureScriptError) {
    guard let first = line.peek else { return }
    if first.text.hasPrefix("@") {
      try parseDirective(&line)
      return
    }
    if Self.settingWords.contains(first.text) {
      guard !hasTimedStatement else {
        throw GestureScriptError(
          "\(first.text) after the first gesture; settings must come before it", at: line.here)
      }
      try parseSettings(&line)
      return
    }
    let start = try parseStart(&line)
    guard let keyword = line.next() else { throw line.unexpected("a statement after the timing prefix") }
    let location = line.location(of: keyword)
    if Self.settingWords.contains(keyword.text) || keyword.text.hasPrefix("@") {
      throw GestureScriptError(
        "'\(keyword.text)' cannot be timed; only gestures, finger lines, wait, tick, wheel, key and action can",
        at: location)
    }
    let action = try parseAction(keyword, &line)
    if !hasTimedStatement {
      hasTimedStatement = true
      do {
        configuration = try configuration.validated()
      } catch {
        throw GestureScriptError(error.description, at: location)
      }
    }
    script.statements.append(ScriptStatement(start: start, action: action, location: location))
  }

  /// Reads an optional timing prefix: `&`, `at T` or `at +D`.
  private mutating func parseStart(_ line: inout ScriptLine) throws(GestureScriptError) -> StartTime {
    if line.skip("&") { return .afterPreviousStart(0) }
    guard line.skip("at") else { return .afterEverything }
    guard let word = line.peek else { throw line.unexpected("a time such as 2s or +150ms after 'at'") }
    if word.text.hasPrefix("+"), let delay = ScriptLine.duration(word.text.dropFirst()) {
      _ = line.next()
      return .afterPreviousStart(delay)
    }
    if let time = ScriptLine.duration(word.text) {
      _ = line.next()
      return .at(time)
    }
    throw line.unexpected("a time such as 2s or +150ms after 'at'")
  }

  /// Reads the statement that starts with `keyword`.
  private mutating func parseAction(
    _ keyword: ScriptLine.Word, _ line: inout ScriptLine
  ) throws(GestureScriptError) -> ScriptAction {
    switch keyword.text {
    case "wait":
      let duration = try line.duration(after: "wait")
      try line.expectEnd("the end of the line after the duration")
      return .wait(duration)
    case "tick":
      try line.expectEnd("the end of the line after 'tick'")
      return .tick
    case "tap": return .press(try parsePress(.tap, &line))
    case "doubletap", "double-tap": return .press(try parsePress(.doubleTap, &line))
    case "longpress", "long-press": return .press(try parsePress(.longPress, &line))
    case "drag": return .stroke(try parseStroke(.drag, &line))
    case "flick": return .stroke(try parseStroke(.flick, &line))
    case "pulldown", "pull-down": return .stroke(try parsePullDown(&line))
    case "swipe": return .stroke(try parseSwipe(&line, viewport: viewport))
    case "pinch": return .pinch(try parsePinch(&line))
    case "quickscale", "quick-scale": return .quickScale(try parseQuickScale(&line))
    case "down":
      let finger = try line.label("a finger label (a touch id or a name) after 'down'")
      let point = Point(x: try line.number("the x coordinate"), y: try line.number("the y coordinate"))
      try line.expectEnd("the end of the line after the point")
      return .down(finger, point)
    case "move":
      let finger = try line.label("a finger label (a touch id or a name) after 'move'")
      let motion = try parseMotion(&line)
      let options = try GestureOptions.parse(&line, for: "move", allowed: [.in, .easing])
      return .move(finger, motion, duration: options.duration, easing: options.easing ?? .linear)
    case "wheel": return .input(.wheel(try parseWheel(&line)))
    case "key": return .input(try parseKey(&line))
    case "action": return .input(try parseAccessibilityAction(&line))
    case "up", "cancel":
      let finger = try line.label("a finger label (a touch id or a name) after '\(keyword.text)'")
      try line.expectEnd("the end of the line after the finger label")
      return .lift(finger, keyword.text == "up" ? .up : .cancel)
    default:
      throw GestureScriptError(
        "unknown statement '\(keyword.text)'; expected \(Self.statementList)",
        at: line.location(of: keyword))
    }
  }

  /// The viewport the directives so far describe.
  private var viewport: Size {
    Size(width: configuration.viewportWidth, height: configuration.viewportHeight)
  }

  /// Reads `-> X Y` or `by DX DY`.
  func parseMotion(_ line: inout ScriptLine) throws(GestureScriptError) -> Motion {
    if line.skip("->") {
      return .to(
        Point(x: try line.number("the end's x coordinate"), y: try line.number("the end's y coordinate")))
    }
    if line.skip("by") {
      return .by(Point(x: try line.number("the x offset"), y: try line.number("the y offset")))
    }
    throw line.unexpected("'-> X Y' or 'by DX DY'")
  }

  /// Reads a setting line: one or more of `rate HZ`, `seed N`,
  /// `jitter PT [uniform|gaussian]`, `timing-jitter D`.
  private mutating func parseSettings(_ line: inout ScriptLine) throws(GestureScriptError) {
    while let word = line.next() {
      switch word.text {
      case "rate":
        let location = line.here
        let rate = try line.number("a rate in Hz")
        guard SynthSettings.rateRange.contains(rate) else {
          throw GestureScriptError(
            "expected a rate from 1 to 10000 Hz, found \(NumberFormatting.shortest(rate))", at: location)
        }
        script.settings.rate = rate
      case "seed":
        guard let text = line.peek?.text, let seed = UInt64(text) else {
          throw line.unexpected("a seed (a whole number from 0 to 18446744073709551615)")
        }
        _ = line.next()
        script.settings.seed = seed
      case "jitter":
        let location = line.here
        let jitter = try line.nonNegativeNumber("the jitter in points")
        guard jitter <= SynthSettings.maximumJitter else {
          throw GestureScriptError(
            "expected a jitter from 0 to 1000 points, found \(NumberFormatting.shortest(jitter))",
            at: location)
        }
        script.settings.jitter = jitter
        if let text = line.peek?.text, let shape = SynthSettings.JitterShape(rawValue: String(text)) {
          _ = line.next()
          script.settings.jitterShape = shape
        }
      case "timing-jitter":
        let location = line.here
        let jitter = try line.duration(after: "timing-jitter")
        guard jitter <= SynthSettings.maximumTimingJitter else {
          throw GestureScriptError("expected a timing jitter of at most 1s", at: location)
        }
        script.settings.timingJitter = jitter
      default:
        throw GestureScriptError(
          "unknown setting '\(word.text)'; expected rate, seed, jitter or timing-jitter",
          at: line.location(of: word))
      }
    }
  }

  /// Reads `@viewport W H` or `@set key=value`.
  private mutating func parseDirective(_ line: inout ScriptLine) throws(GestureScriptError) {
    guard let word = line.next() else { return }
    let location = line.location(of: word)
    guard word.text == "@viewport" || word.text == "@set" else {
      throw GestureScriptError("unknown directive '\(word.text)'; expected @viewport or @set", at: location)
    }
    guard !hasTimedStatement else {
      throw GestureScriptError(
        "\(word.text) after the first gesture; directives must come before it", at: location)
    }
    if word.text == "@viewport" {
      let (widthText, widthLocation) = (String(line.peek?.text ?? ""), line.here)
      let width = try line.number("a number for the viewport width")
      let (heightText, heightLocation) = (String(line.peek?.text ?? ""), line.here)
      let height = try line.number("a number for the viewport height")
      try line.expectEnd("the end of the line after the viewport height")
      try set("viewportWidth", widthText, at: widthLocation)
      try set("viewportHeight", heightText, at: heightLocation)
      script.directives.append(.viewport(Size(width: width, height: height)))
      return
    }
    guard let field = line.next(), let equals = field.text.firstIndex(of: "=") else {
      throw line.unexpected("key=value after @set")
    }
    try line.expectEnd("the end of the line after key=value")
    let key = String(field.text[..<equals])
    let value = String(field.text[field.text.index(after: equals)...])
    let fieldLocation = line.location(of: field)
    guard GestureConfiguration.Key.named(key) != nil else {
      throw GestureScriptError(ConfigurationError.unknownKey(key).description, at: fieldLocation)
    }
    let valueColumn = fieldLocation.column + key.unicodeScalars.count + 1
    try set(key, value, at: ScriptLocation(line: line.number, column: valueColumn))
    script.directives.append(.setting(key: key, value: value))
  }

  /// Applies one setting to ``configuration``, as a stream reader would.
  private mutating func set(
    _ key: String, _ value: String, at location: ScriptLocation
  ) throws(GestureScriptError) {
    do {
      try configuration.setValue(value, forKey: key)
    } catch {
      throw GestureScriptError(error.description, at: location)
    }
  }
}
