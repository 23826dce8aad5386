import Foundation
import GestureKitLite
import GestureKitLiteStreams

@testable import gesture_sim

/// What the render tests share: recording a fixture as `render` does, cutting
/// a stream at a time, and a small check of XML's shape.
enum RenderTestSupport {
  /// The package root.
  static let root: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.path
  }()

  /// The path of `relative` under the package root.
  static func path(_ relative: String) -> String { (root as NSString).appendingPathComponent(relative) }

  /// The tour, as the README and the goldens render it.
  static var tourPath: String { path("Fixtures/touchstreams/tour.touches") }

  /// `render`'s recording of the stream at `path`, with `play`'s default options.
  static func record(_ path: String, limits: RenderLimits = .standard) throws -> RenderRecording {
    let options = StreamOptions(inputFormat: nil, configuration: GestureConfiguration(), recording: nil)
    return try RenderCommand.record(path, stream: options, limits: limits)
  }

  /// What `play` prints for the recording: its log and its state line.
  static func log(of recording: RenderRecording) -> String {
    recording.log.map { $0.text + "\n" }.joined() + recording.finalStateLine + "\n"
  }

  /// A text-form stream cut at `time`.
  ///
  /// Its directives, `@set settle=0`, the lines up to `time`, and a tick at
  /// `time`: playing it gives the state at `time` with nothing played after it.
  static func cut(_ text: String, at time: Double) -> String {
    var lines: [String] = []
    var settleIsSet = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let words = line.split(separator: " ")
      guard let first = words.first, !first.hasPrefix("#") else { continue }
      if first.hasPrefix("@") {
        lines.append(String(line))
        continue
      }
      guard let lineTime = Double(first), lineTime <= time else { break }
      if !settleIsSet {
        lines.append("@set settle=0")
        settleIsSet = true
      }
      lines.append(String(line))
    }
    if !settleIsSet { lines.append("@set settle=0") }
    lines.append("\(NumberFormatting.shortest(time)) tick")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The viewer's state after playing the text-form stream `text` to its end.
  static func finalState(of text: String) throws -> ImageViewerState? {
    var player = TouchStreamPlayer(format: .text)
    try player.append(Array(text.utf8)) { _ in }
    try player.finish { _ in }
    return player.session?.viewer.state
  }

  /// The problems with `text` as XML, empty when none is found.
  ///
  /// It finds unbalanced or misnested elements, unquoted or repeated
  /// attributes, and a raw `<` or `&` in text; `xmllint` in the browser tests
  /// is the full check.
  static func xmlProblems(_ text: String) -> [String] {
    var problems: [String] = []
    var open: [Substring] = []
    var rest = Substring(text)
    if rest.hasPrefix("<?xml") {
      guard let end = rest.range(of: "?>") else { return ["the XML declaration does not end"] }
      rest = rest[end.upperBound...]
    }
    while let start = rest.firstIndex(of: "<") {
      problems += textProblems(rest[..<start])
      rest = rest[start...]
      if rest.hasPrefix("<!--") {
        guard let end = rest.range(of: "-->") else { return problems + ["a comment does not end"] }
        rest = rest[end.upperBound...]
        continue
      }
      guard let end = rest.firstIndex(of: ">") else { return problems + ["a tag does not end"] }
      let tag = rest[rest.index(after: rest.startIndex)..<end]
      rest = rest[rest.index(after: end)...]
      if tag.hasPrefix("/") {
        let name = tag.dropFirst()
        if open.last == name {
          open.removeLast()
        } else {
          problems.append("</\(name)> closes \(open.last ?? "nothing")")
        }
        continue
      }
      let isEmpty = tag.hasSuffix("/")
      let body = isEmpty ? tag.dropLast() : tag
      let name = body.prefix { !$0.isWhitespace }
      problems += attributeProblems(body.dropFirst(name.count), in: String(name))
      if !isEmpty { open.append(name) }
    }
    problems += textProblems(rest)
    if !open.isEmpty { problems.append("unclosed: \(open.joined(separator: ", "))") }
    return problems
  }

  private static func textProblems(_ text: Substring) -> [String] {
    var problems: [String] = []
    var rest = text
    while let ampersand = rest.firstIndex(of: "&") {
      rest = rest[rest.index(after: ampersand)...]
      let entity = rest.prefix { $0 != ";" }
      let known = ["amp", "lt", "gt", "quot", "#39"]
      if !known.contains(String(entity)) { problems.append("a raw & before '\(rest.prefix(10))'") }
    }
    if text.contains(">") { problems.append("a raw > in text") }
    return problems
  }

  private static func attributeProblems(_ text: Substring, in element: String) -> [String] {
    var problems: [String] = []
    var names: Set<Substring> = []
    var rest = text.drop { $0.isWhitespace }
    while !rest.isEmpty {
      guard let equals = rest.firstIndex(of: "=") else {
        return problems + ["<\(element)>: '\(rest)' is no attribute"]
      }
      let name = rest[..<equals]
      if !names.insert(name).inserted { problems.append("<\(element)>: \(name) twice") }
      rest = rest[rest.index(after: equals)...]
      guard rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") else {
        return problems + ["<\(element)>: \(name) is not quoted"]
      }
      let value = rest[rest.index(after: rest.startIndex)..<close]
      if value.contains("<") { problems.append("<\(element)>: a < in \(name)") }
      problems += textProblems(value).map { "<\(element)> \(name): \($0)" }
      rest = rest[rest.index(after: close)...].drop { $0.isWhitespace }
    }
    return problems
  }
}
