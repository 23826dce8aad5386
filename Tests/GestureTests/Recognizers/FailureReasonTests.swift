import Foundation
import GestureKitLite
import Testing

/// Every transition to `failed` or `cancelled` of the standard set, one case
/// a row of the recognizers' transition tables (and the arena's reasons),
/// with the code and the sentence `--why` prints for it.
@Suite("reasons: why a recognizer failed")
struct FailureReasonTests {
  /// One row of a transition table that ends in a failure or a cancel.
  struct Row: CustomTestStringConvertible, Sendable {
    /// The recognizer, as the table's type is named (`TapRecognizer`).
    var table: String
    /// The row's phase and input columns, as the table writes them.
    var row: String
    var settings: [String: String] = [:]
    var script: @Sendable (inout TouchScript) -> Void
    /// The line expected among the `failed`/`cancelled` lines, with its reason.
    var expected: String

    var testDescription: String { "\(table): \(row)" }
  }

  static let center = Point(x: 195, y: 422)

  static let rows: [Row] = [
    Row(
      table: "TapRecognizer", row: "idle | several touches down",
      script: { s in
        s.down(1, 150, 422, at: 0)
        s.down(2, 240, 422, at: 0)
      },
      expected: "0.000 tap failed why=secondTouch: another touch went down (2 down)"),
    Row(
      table: "TapRecognizer", row: "tracking | moved beyond slop",
      script: { s in s.drag(1, from: center, to: Point(x: 195, y: 462), time: 0, duration: 0.1) },
      // 40 pt in 12 moves: the fourth, 13.3 pt out, is the first past the slop.
      expected: "0.033 tap failed why=movedTooFar: moved 13.333333 pt from where it went down (tapSlop 10)"),
    Row(
      table: "TapRecognizer", row: "tracking | second touch",
      script: { s in
        s.down(1, 150, 422, at: 0)
        s.down(2, 240, 422, at: 0.05)
      },
      expected: "0.050 tap failed why=secondTouch: another touch went down (2 down)"),
    Row(
      table: "TapRecognizer", row: "tracking | deadline (held too long)",
      script: { s in s.tap(1, at: center, time: 0, duration: 0.62) },
      expected: "0.500 tap failed why=heldTooLong: still down after 0.5 s (tapMaxDuration 0.5)"),
    Row(
      table: "DoubleTapRecognizer", row: "idle | several touches down",
      script: { s in
        s.down(1, 150, 422, at: 0)
        s.down(2, 240, 422, at: 0)
      },
      expected: "0.000 doubleTap failed why=secondTouch: another touch went down (2 down)"),
    Row(
      table: "DoubleTapRecognizer", row: "waiting | deadline",
      script: { s in s.tap(1, at: center, time: 0, duration: 0.08) },
      expected:
        "0.380 doubleTap failed why=tooLate: no second tap within 0.3 s of the first (doubleTapInterval 0.3)"),
    Row(
      table: "DoubleTapRecognizer", row: "waiting | several touches down",
      script: { s in
        s.tap(1, at: center, time: 0, duration: 0.08)
        s.down(2, 150, 422, at: 0.2)
        s.down(3, 240, 422, at: 0.2)
      },
      expected: "0.200 doubleTap failed why=secondTouch: another touch went down (2 down)"),
    Row(
      table: "DoubleTapRecognizer", row: "waiting | down too soon",
      script: { s in
        s.tap(1, at: center, time: 0, duration: 0.08)
        s.tap(2, at: center, time: 0.1, duration: 0.05)
      },
      expected:
        "0.100 doubleTap failed why=tooSoon: the second tap came 0.02 s after the first (doubleTapMinInterval 0.04)"
    ),
    Row(
      table: "DoubleTapRecognizer", row: "waiting | down too far",
      script: { s in
        s.tap(1, at: center, time: 0, duration: 0.08)
        s.tap(2, at: Point(x: 195, y: 542), time: 0.2, duration: 0.08)
      },
      expected:
        "0.200 doubleTap failed why=tooFar: the second tap landed 120 pt from the first (doubleTapSlop 100)"),
    Row(
      table: "DoubleTapRecognizer", row: "firstDown, secondDown | moved beyond slop",
      script: { s in
        s.tap(1, at: center, time: 0, duration: 0.08)
        s.drag(2, from: center, to: Point(x: 235, y: 422), time: 0.2, duration: 0.1)
      },
      expected:
        "0.233 doubleTap failed why=movedTooFar: moved 13.333333 pt from where it went down (tapSlop 10)"),
    Row(
      table: "DoubleTapRecognizer", row: "firstDown, secondDown | second touch",
      script: { s in
        s.down(1, 150, 422, at: 0)
        s.down(2, 240, 422, at: 0.05)
      },
      expected: "0.050 doubleTap failed why=secondTouch: another touch went down (2 down)"),
    Row(
      table: "DoubleTapRecognizer", row: "firstDown, secondDown | deadline (held too long)",
      script: { s in
        s.tap(1, at: center, time: 0, duration: 0.08)
        s.tap(2, at: center, time: 0.2, duration: 0.7)
      },
      expected: "0.700 doubleTap failed why=heldTooLong: still down after 0.5 s (tapMaxDuration 0.5)"),
    Row(
      table: "PullDownRecognizer", row: "idle | several touches down",
      script: { s in
        s.down(1, 150, 422, at: 0)
        s.down(2, 240, 422, at: 0)
      },
      expected: "0.000 pullDown failed why=secondTouch: another touch went down (2 down)"),
    Row(
      table: "PullDownRecognizer", row: "measuring | moved beyond slop, any other way",
      script: { s in s.drag(1, from: center, to: Point(x: 235, y: 462), time: 0, duration: 0.1) },
      expected:
        "0.025 pullDown failed why=notDownward: dragged 45° from straight down (pullDownMaxAngle 30)"),
    Row(
      table: "PullDownRecognizer", row: "measuring | second touch",
      script: { s in
        s.down(1, 150, 422, at: 0)
        s.down(2, 240, 422, at: 0.05)
      },
      expected: "0.050 pullDown failed why=secondTouch: another touch went down (2 down)"),
    Row(
      table: "PullDownRecognizer", row: "pulling | second touch",
      script: { s in
        s.drag(1, from: center, to: Point(x: 195, y: 522), time: 0, duration: 0.2, lift: false)
        s.down(2, 100, 422, at: 0.3)
      },
      expected: "0.300 pullDown cancelled why=secondTouch: another touch went down (2 down)"),
  ]

  @Test("each failure in a recognizer's transition table gives its code and its numbers", arguments: rows)
  func tableRow(_ row: Row) throws {
    var script = TouchScript()
    row.script(&script)
    let lines = try script.failureLines(Self.configuration(row.settings))
    #expect(lines.contains(row.expected), "got: \(lines)")
  }

  @Test(
    "the rows with a reason in each recognizer's table are the rows this suite plays",
    arguments: [
      "TapRecognizer", "DoubleTapRecognizer", "PullDownRecognizer", "PanRecognizer", "PinchRecognizer",
    ])
  func tablesAreWalked(_ table: String) throws {
    let source = try String(
      contentsOfFile: Self.packageRoot + "/Sources/GestureKitLite/Recognizers/\(table).swift", encoding: .utf8
    )
    // `/// | phase | input | proposal → next phase | reason |`: the rows whose last column has a code.
    let documented = source.split(separator: "\n").compactMap { line -> String? in
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard line.hasPrefix("/// |"), cells.count == 6, cells[4].hasPrefix("`") else { return nil }
      return "\(cells[1]) | \(cells[2])"
    }
    let played = Self.rows.filter { $0.table == table }.map(\.row)
    #expect(Set(documented) == Set(played))
    #expect(documented.count == played.count)
  }

  static func configuration(_ settings: [String: String]) throws -> GestureConfiguration {
    var configuration = GestureConfiguration()
    for (key, value) in settings { try configuration.setValue(value, forKey: key) }
    return configuration
  }

  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
}

extension TouchScript {
  /// The `failed` and `cancelled` lines of a session playing the script, as
  /// `gesture-sim play --why` prints them.
  func failureLines(_ configuration: GestureConfiguration = GestureConfiguration()) throws -> [String] {
    var session = try ImageViewerSession(configuration: configuration)
    var output: [ImageViewerSession.Output] = []
    var last = 0.0
    for step in steps.sorted(by: { $0.time < $1.time }) {
      switch step {
      case .sample(let sample):
        try session.process(sample, into: &output)
        last = sample.time
      case .tick(let time):
        try session.advance(to: time, into: &output)
        last = time
      }
    }
    try session.flush(into: &output)
    try session.advance(to: last + 1, into: &output)
    let log = EventLog(format: .text, includesReasons: true)
    return output.compactMap { item in
      guard case .recognizer(let event) = item, event.state == .failed || event.state == .cancelled else {
        return nil
      }
      return log.line(for: item)
    }
  }
}
