import Foundation
import GestureKitLite

/// `gesture-sim check DIR`: replays every stream in a fixture folder and
/// compares the output with the expected file beside it.
///
/// A fixture is `NAME.touches` (or `NAME.jsonl`) with `NAME.expected` beside
/// it: what `gesture-sim play NAME.touches` prints, text form. `--update`
/// rewrites the expected files from the code's output (then read them!).
enum CheckCommand {
  /// Checks (or with `--update` rewrites) every fixture in the folder.
  ///
  /// - Throws: ``SimError/checkFailed(_:)`` when a fixture differs; the first
  ///   I/O error that stops the whole check.
  static func run(_ options: CheckOptions, output: inout OutputSink) throws(SimError) {
    let update = options.update
    let renderFolder = options.renderFolder
    let directory = options.directory
    let entries = try FixtureFolder.entries(in: directory)
    var checked = 0
    var failures = 0
    var unreadable = 0
    for entry in entries {
      let fixture: Fixture
      switch entry {
      case .fixture(let found): fixture = found
      case .skipped(let path, let reason):
        output.writeError("\(path): warning: skipped: \(reason)")
        continue
      case .unreadable(let path, let reason):
        output.writeError(
          SimError.io(path: path, message: "cannot read: \(reason)").message(command: "check"))
        unreadable += 1
        continue
      }
      // A stream or expected file that cannot be read is reported and the
      // others are checked all the same.
      let played: (text: String, reasons: [Int: String])
      let expected: String?
      do {
        played = try fixture.playExplained()
        expected = try fixture.readExpected()
      } catch {
        output.writeError(error.message(command: "check"))
        unreadable += 1
        continue
      }
      checked += 1
      let actual = played.text
      if update {
        if actual != expected {
          do {
            try actual.write(toFile: fixture.expectedPath, atomically: true, encoding: .utf8)
          } catch {
            throw .io(path: fixture.expectedPath, message: "cannot write: \(error.localizedDescription)")
          }
          output.write(line: "updated \(fixture.expectedPath)")
        }
        continue
      }
      guard expected != actual else { continue }
      failures += 1
      if let expected {
        output.write(line: "FAIL \(fixture.streamPath)")
        for line in LineDiff.lines(expected: expected, actual: actual, reasons: played.reasons) {
          output.write(line: line)
        }
      } else {
        output.write(
          line: "FAIL \(fixture.streamPath): no \(fixture.expectedPath) (run with --update, then read it)")
      }
      if let renderFolder {
        let page = try CheckReport.write(fixture, expected: expected, actual: actual, to: renderFolder)
        output.write(line: "  replay: \(page)")
      }
    }
    guard checked + unreadable > 0 else { throw .usage("no .touches or .jsonl streams in '\(directory)'") }
    if !update {
      output.write(
        line: "\(checked - failures) passed, \(failures) failed"
          + (unreadable > 0 ? ", \(unreadable) could not be read" : ""))
    }
    if unreadable > 0 {
      throw .io(
        path: directory, message: "\(unreadable) of \(checked + unreadable) fixtures could not be read")
    }
    if failures > 0 { throw .checkFailed("gesture-sim: \(failures) of \(checked) fixtures differ") }
  }
}

/// A stream in a fixture folder with the output expected from it.
struct Fixture: Sendable, Equatable, CustomStringConvertible {
  let streamPath: String
  let expectedPath: String

  /// The fixture whose stream is at `streamPath`; its expected file is beside it.
  init(streamPath: String) {
    self.streamPath = streamPath
    expectedPath = ((streamPath as NSString).deletingPathExtension as NSString).appendingPathExtension(
      "expected")!
  }

  /// The fixtures in `directory` (not its subfolders), sorted by name: its
  /// regular `.touches` and `.jsonl` files (see ``FixtureFolder``).
  static func all(in directory: String) throws(SimError) -> [Fixture] {
    try FixtureFolder.entries(in: directory).compactMap { entry in
      guard case .fixture(let fixture) = entry else { return nil }
      return fixture
    }
  }

  /// The expected output, or `nil` when there is no expected file.
  var expectedText: String? {
    try? readExpected()
  }

  /// The expected output, or `nil` when there is no expected file.
  ///
  /// - Throws: ``SimError/io(path:message:)`` for an expected file that is
  ///   there but cannot be read (not a regular file, a loop of links, not
  ///   UTF-8 text); a FIFO is never opened.
  func readExpected() throws(SimError) -> String? {
    let kind = FileKind(of: expectedPath)
    switch kind {
    case .missing: return nil
    case .unreadable(let why): throw .io(path: expectedPath, message: "cannot read: \(why)")
    case .folder, .other: throw .io(path: expectedPath, message: "cannot read: not a regular file (\(kind))")
    case .regular:
      guard let data = FileManager.default.contents(atPath: expectedPath) else {
        throw .io(path: expectedPath, message: "cannot read: \(FileKind.reason(errno))")
      }
      guard let text = String(validating: [UInt8](data), as: UTF8.self) else {
        throw .io(path: expectedPath, message: "cannot read: it is not UTF-8 text")
      }
      return text
    }
  }

  /// What `gesture-sim play` prints for the stream, as one string.
  func play() throws(SimError) -> String {
    try playExplained().text
  }

  /// What `gesture-sim play` prints for the stream, and for each failed or
  /// cancelled line (by its 0-based index) the reason `--why` gives it, so
  /// that a diff can say why a recognizer now fails.
  func playExplained() throws(SimError) -> (text: String, reasons: [Int: String]) {
    let input = try InputFile(path: streamPath, format: nil)
    var text = ""
    var reasons: [Int: String] = [:]
    var index = 0
    let report = Report(format: .text, includesChanges: false, includesReasons: true)
    try Playback.play(input, configuration: GestureConfiguration(), report: report) { line in
      // The plain line is what `play` prints without `--why`.
      if let why = line.range(of: Self.reasonMarker) {
        text += line[..<why.lowerBound]
        reasons[index] = String(line[why.upperBound...])
      } else {
        text += line
      }
      text += "\n"
      index += 1
    }
    return (text, reasons)
  }

  /// What separates a line from its reason in a text log.
  private static let reasonMarker = " why="

  var description: String { (streamPath as NSString).lastPathComponent }
}

/// A readable line diff: the lines only in the expected text (`-`) and only in
/// the actual text (`+`), with their line numbers, from a longest common subsequence.
enum LineDiff {
  /// One line that is in only one of the two texts, by its 0-based index there.
  enum Change: Equatable {
    case removed(Int)
    case added(Int)
  }

  /// The diff's lines; an added line with a reason (by its 0-based index
  /// in `actual`) ends with it, as `--why` prints it.
  static func lines(expected: String, actual: String, reasons: [Int: String] = [:]) -> [String] {
    let old = split(expected)
    let new = split(actual)
    return changes(old, new).map { change in
      switch change {
      case .removed(let index): "  -\(index + 1): \(old[index])"
      case .added(let index): "  +\(index + 1): \(new[index])" + (reasons[index].map { "  why=" + $0 } ?? "")
      }
    }
  }

  /// The text's lines, as the diff counts them.
  static func split(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The lines only in `old` and only in `new`, in reading order.
  static func changes(_ old: [String], _ new: [String]) -> [Change] {
    // Trim the common head and tail so the quadratic table stays small.
    var head = 0
    while head < old.count, head < new.count, old[head] == new[head] { head += 1 }
    var tail = 0
    while tail < old.count - head, tail < new.count - head,
      old[old.count - 1 - tail] == new[new.count - 1 - tail]
    {
      tail += 1
    }
    let a = Array(old[head..<(old.count - tail)])
    let b = Array(new[head..<(new.count - tail)])
    guard a.count * b.count <= 4_000_000 else {
      return a.indices.map { .removed(head + $0) } + b.indices.map { .added(head + $0) }
    }
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var result: [Change] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        i += 1
        j += 1
      } else if j < b.count, i == a.count || table[i][j + 1] > table[i + 1][j] {
        result.append(.added(head + j))
        j += 1
      } else {
        result.append(.removed(head + i))
        i += 1
      }
    }
    return result
  }
}
