import Foundation
import GestureKitLite

/// `gesture-sim check DIR`: replays every stream in a fixture folder and
/// compares the output with the expected file beside it.
///
/// A fixture is `NAME.touches` (or `NAME.jsonl`) with `NAME.expected` beside
/// it: what `gesture-sim play NAME.touches` prints, text form. `--update`
/// rewrites the expected files from the code's output (then read them!).
enum CheckCommand {
  static func run(_ arguments: inout SimArguments, output: inout OutputSink) throws(SimError) {
    if arguments.flag("help") {
      output.write(line: Help.check)
      return
    }
    let update = arguments.flag("update")
    try arguments.finish()
    guard arguments.positional.count == 1, let directory = arguments.positional.first else {
      throw .usage("check expects one fixture folder")
    }
    let fixtures = try Fixture.all(in: directory)
    guard !fixtures.isEmpty else { throw .usage("no .touches or .jsonl streams in '\(directory)'") }
    var failures = 0
    for fixture in fixtures {
      let actual = try fixture.play()
      if update {
        if actual != fixture.expectedText {
          do {
            try actual.write(toFile: fixture.expectedPath, atomically: true, encoding: .utf8)
          } catch {
            throw .io(path: fixture.expectedPath, message: "cannot write: \(error.localizedDescription)")
          }
          output.write(line: "updated \(fixture.expectedPath)")
        }
        continue
      }
      guard let expected = fixture.expectedText else {
        failures += 1
        output.write(
          line: "FAIL \(fixture.streamPath): no \(fixture.expectedPath) (run with --update, then read it)")
        continue
      }
      if expected != actual {
        failures += 1
        output.write(line: "FAIL \(fixture.streamPath)")
        for line in LineDiff.lines(expected: expected, actual: actual) { output.write(line: line) }
      }
    }
    if update { return }
    output.write(line: "\(fixtures.count - failures) passed, \(failures) failed")
    if failures > 0 { throw .checkFailed("gesture-sim: \(failures) of \(fixtures.count) fixtures differ") }
  }
}

/// A stream in a fixture folder with the output expected from it.
struct Fixture: Sendable, CustomStringConvertible {
  let streamPath: String
  let expectedPath: String

  /// The fixtures in `directory` (not its subfolders), sorted by name.
  static func all(in directory: String) throws(SimError) -> [Fixture] {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: directory)
    } catch {
      throw .io(path: directory, message: "cannot list the folder")
    }
    return names.filter { TouchStreamFormat(pathExtension: ($0 as NSString).pathExtension) != nil }
      .sorted()
      .map { name in
        let stream = (directory as NSString).appendingPathComponent(name)
        return Fixture(
          streamPath: stream,
          expectedPath: ((stream as NSString).deletingPathExtension as NSString).appendingPathExtension(
            "expected")!)
      }
  }

  var expectedText: String? {
    try? String(contentsOfFile: expectedPath, encoding: .utf8)
  }

  /// What `gesture-sim play` prints for the stream, as one string.
  func play() throws(SimError) -> String {
    let input = try InputFile(path: streamPath, format: nil)
    var text = ""
    try Playback.play(
      input, configuration: GestureConfiguration(), report: Report(format: .text, includesChanges: false)
    ) {
      text += $0
      text += "\n"
    }
    return text
  }

  var description: String { (streamPath as NSString).lastPathComponent }
}

/// A readable line diff: the lines only in the expected text (`-`) and only in
/// the actual text (`+`), with their line numbers, from a longest common subsequence.
enum LineDiff {
  static func lines(expected: String, actual: String) -> [String] {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
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
      return a.enumerated().map { "  -\(head + $0.offset + 1): \($0.element)" }
        + b.enumerated().map { "  +\(head + $0.offset + 1): \($0.element)" }
    }
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var result: [String] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        i += 1
        j += 1
      } else if j < b.count, i == a.count || table[i][j + 1] > table[i + 1][j] {
        result.append("  +\(head + j + 1): \(b[j])")
        j += 1
      } else {
        result.append("  -\(head + i + 1): \(a[i])")
        i += 1
      }
    }
    return result
  }
}
