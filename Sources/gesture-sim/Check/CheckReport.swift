import Foundation
import GestureKitLite

/// `gesture-sim check DIR --render FOLDER`: for a fixture whose output
/// differs, a page with the expected and the actual log side by side (the
/// lines only in one marked, the first difference outlined and scrolled to)
/// above the replay of the actual run.
enum CheckReport {
  /// Writes `FOLDER/NAME.html` for `fixture`, whose play printed `actual`.
  ///
  /// - Returns: The page's path.
  /// - Throws: ``SimError`` when the folder or the page cannot be written.
  static func write(_ fixture: Fixture, expected: String?, actual: String, to folder: String) throws(SimError)
    -> String
  {
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw .io(path: folder, message: "cannot create the folder")
    }
    // The fixture plays as `check` plays it: default options, the stream's own lines.
    let recording = try RenderCommand.record(fixture.streamPath, stream: .defaults, limits: .standard)
    let page = ReplayHTML.document(
      recording, image: nil, comparison: comparison(expected: expected, actual: actual, fixture: fixture))
    let name = ((fixture.streamPath as NSString).lastPathComponent as NSString).deletingPathExtension
    let path = (folder as NSString).appendingPathComponent(name + ".html")
    try RenderCommand.write(page, to: path)
    return path
  }

  /// The comparison section: two numbered logs, differences marked.
  static func comparison(expected: String?, actual: String, fixture: Fixture) -> String {
    let old = LineDiff.split(expected ?? "")
    let new = LineDiff.split(actual)
    let changes = expected == nil ? new.indices.map(LineDiff.Change.added) : LineDiff.changes(old, new)
    var onlyExpected = Set<Int>()
    var onlyActual = Set<Int>()
    for change in changes {
      switch change {
      case .removed(let index): onlyExpected.insert(index)
      case .added(let index): onlyActual.insert(index)
      }
    }
    let first = changes.first
    let firstExpected = changes.lazy.compactMap { change -> Int? in
      if case .removed(let index) = change { index } else { nil }
    }.first
    let firstActual = changes.lazy.compactMap { change -> Int? in
      if case .added(let index) = change { index } else { nil }
    }.first
    // The replay opens at the first difference's time (a text log line starts with it).
    let firstLine = first.map { change in
      switch change {
      case .removed(let index): old[index]
      case .added(let index): new[index]
      }
    }
    let time = firstLine.flatMap { $0.split(separator: " ").first }.flatMap { Double($0) }
    var summary: String
    switch first {
    case .removed(let index)?:
      summary = "First difference: expected line \(index + 1) is missing from the output."
    case .added(let index)?: summary = "First difference: output line \(index + 1) is not expected."
    case nil: summary = "The logs are the same."
    }
    if expected == nil { summary = "There is no \(fixture.expectedPath); every output line is new." }
    let timeAttribute = time.map { " data-time=\"\(ReplayData.number($0))\"" } ?? ""
    var html = "<section id=\"comparison\"\(timeAttribute)>\n"
    html += "<h2>\(ReplayHTML.escaped(fixture.streamPath)): the output differs</h2>\n"
    html += "<p>\(ReplayHTML.escaped(summary)) Lines only expected: \(onlyExpected.count); "
    html += "only in the output: \(onlyActual.count). The replay below is the output's run.</p>\n"
    html += "<div class=\"columns\">\n"
    html += column(
      "expected (\(fixture.expectedPath))", old, marked: onlyExpected, kind: "only-expected",
      first: firstExpected)
    html += column(
      "actual (gesture-sim play)", new, marked: onlyActual, kind: "only-actual", first: firstActual)
    html += "</div>\n"
    // Each column scrolls to its first difference, the page stays at the top.
    html += "<script>for (const item of document.querySelectorAll(\"#comparison li.first\")) "
    html += "item.parentElement.scrollTop = item.offsetTop - item.parentElement.offsetTop - 60;</script>\n"
    html += "</section>\n"
    return html
  }

  private static func column(_ title: String, _ lines: [String], marked: Set<Int>, kind: String, first: Int?)
    -> String
  {
    var html = "<div class=\"column\"><h3>\(ReplayHTML.escaped(title))</h3>\n<ol>\n"
    for (index, line) in lines.enumerated() {
      var classes: [String] = []
      if marked.contains(index) { classes.append(kind) }
      if index == first { classes.append("first") }
      let attribute = classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\""
      html += "<li\(attribute)>\(ReplayHTML.escaped(line))</li>\n"
    }
    return html + "</ol></div>\n"
  }
}
