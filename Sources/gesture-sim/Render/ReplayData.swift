import GestureKitLite

/// The replay's data, as the JSON object its script reads: every number it
/// shows already spelled as `gesture-sim play` spells it, every number it
/// draws with, and nothing it would have to work out.
///
/// A frame is `[time, "time text", page, "zoomScale", "contentOffset",
/// "pageStripOffset", "pullDownTranslation", "backgroundAlpha", flags,
/// [[touch number, x, y], …]]`, where flags adds 1 for `chromeVisible`, 2 for
/// the chrome on screen, 4 for `dismissed` and 8 for a frame kept because
/// something happened in it. A log line is `[time, "text", isViewer]`. A
/// stream with wheel, key or action records adds `inputs`, each
/// `[time, "wheel 195 422 0 40"]` (the record's line without its time).
enum ReplayData {
  /// The JSON text, safe to place inside a `<script>` element.
  static func json(_ recording: RenderRecording) -> String {
    let configuration = recording.configuration
    var json = "{"
    json += "\"title\":\(string(recording.title))"
    json += ",\"viewport\":[\(number(configuration.viewportWidth)),\(number(configuration.viewportHeight))]"
    json += ",\"image\":[\(number(recording.fittedImage.width)),\(number(recording.fittedImage.height))]"
    json += ",\"pageCount\":\(configuration.pageCount)"
    json += ",\"rest\":[\(string(JSONValue.decimal(recording.restingState.zoomScale).text)),"
    json += "\(string(JSONValue.point(recording.restingState.contentOffset).text))]"
    json +=
      ",\"start\":\(number(recording.timeSpan.lowerBound)),\"end\":\(number(recording.timeSpan.upperBound))"
    json += ",\"touchColours\":[\(RenderPalette.touches.map(string).joined(separator: ","))]"
    json += ",\"frames\":[\n"
    json += framesWithinBudget(recording).joined(separator: ",\n")
    json += "]"
    json += ",\"log\":[\n"
    json += recording.log.map { "[\(number($0.time)),\(string($0.text)),\($0.isViewer ? 1 : 0)]" }
      .joined(separator: ",\n")
    json += "]"
    json += ",\"omittedLogLines\":\(recording.omittedLogLines)"
    if let inputs = recording.inputs {
      // Only for a stream with wheel, key or action records: one without renders as in 1.2.
      json += ",\"inputs\":[\n"
      json += inputs.lines.map { "[\(number($0.time)),\(string($0.text))]" }.joined(separator: ",\n")
      json += "],\"omittedInputs\":\(inputs.omittedLines)"
    }
    json += ",\"playedFrames\":\(recording.playedFrameCount)"
    json += ",\"finalState\":\(string(recording.finalStateLine))"
    json += "}"
    return json
  }

  /// The frames' JSON, every other frame left out (the first and the last
  /// kept) until they fit in ``RenderLimits/replayFrameBytes``.
  static func framesWithinBudget(_ recording: RenderRecording) -> [String] {
    var frames = recording.frames.map(frame)
    var bytes = frames.reduce(0) { $0 + $1.utf8.count + 2 }
    while bytes > recording.limits.replayFrameBytes, frames.count > 2 {
      let last = frames[frames.count - 1]
      frames = stride(from: 0, to: frames.count - 1, by: 2).map { frames[$0] } + [last]
      bytes = frames.reduce(0) { $0 + $1.utf8.count + 2 }
    }
    return frames
  }

  private static func frame(_ frame: RenderFrame) -> String {
    let state = frame.state
    var flags = 0
    if state.chromeVisible { flags |= 1 }
    if state.isChromeOnScreen { flags |= 2 }
    if state.isDismissed { flags |= 4 }
    if frame.isEvent { flags |= 8 }
    let fields = [
      number(frame.time), string(NumberFormatting.milliseconds(frame.time)), String(state.page),
      string(JSONValue.decimal(state.zoomScale).text), string(JSONValue.point(state.contentOffset).text),
      string(JSONValue.number(state.pageStripOffset).text),
      string(JSONValue.point(state.pullDownTranslation).text),
      string(JSONValue.decimal(state.backgroundAlpha).text), String(flags),
    ]
    let touches = frame.touches.map { touch in
      "[\(touch.number),\(number(tenth(touch.location.x))),\(number(tenth(touch.location.y)))]"
    }
    return "[" + fields.joined(separator: ",") + ",[" + touches.joined(separator: ",") + "]]"
  }

  /// A number in JSON: the shortest text that reads back as it.
  static func number(_ value: Double) -> String {
    value.isFinite ? NumberFormatting.shortest(value) : "0"
  }

  /// `value` rounded to a tenth: enough to draw a finger.
  private static func tenth(_ value: Double) -> Double {
    guard abs(value) < 1e12 else { return value }
    let result = (value * 10).rounded() / 10
    return result == 0 ? 0 : result
  }

  /// A JSON string that cannot close the `<script>` element holding it.
  static func string(_ text: String) -> String {
    var result = ""
    for character in jsonString(text).unicodeScalars {
      switch character {
      case "<": result += "\\u003c"
      case ">": result += "\\u003e"
      case "&": result += "\\u0026"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }
}
