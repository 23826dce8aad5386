import Foundation
import Testing

@testable import GestureKitLite

/// The transition table in ``ImageViewer``'s doc comment is the code: every
/// (activity, input) pair is in exactly one row, and driving a viewer into
/// each activity and giving it each input ends in an activity that row
/// names, every activity the row names being reached by some configuration.
@Suite("the viewer's transition table")
struct ImageViewerTransitionTests {
  /// One row of the table, its lists expanded.
  struct Row: CustomTestStringConvertible, Sendable {
    var doing: [String]
    var inputs: [String]
    /// The activities the row ends in; "unchanged" is the activity it starts from.
    var next: [String]
    var text: String
    var testDescription: String { text }
  }

  static let activities = [
    "idle", "pinching", "scrolling", "paging", "paging+pull", "pulling", "dismissed", "wheelScrolling",
    "wheelPaging", "wheelZooming",
  ]

  /// Two of each input that no recognizer drives, a little and a lot: one
  /// case of each (a key of each kind) is enough for the table, whose rows
  /// never depend on which key.
  static let directInputs: [[ImageViewer.DirectInput]] = [
    [.wheelScroll(delta: Point(x: 40, y: 30)), .wheelScroll(delta: Point(x: -400, y: -900))],
    [.wheelZoom(at: center, deltaY: -30), .wheelZoom(at: center, deltaY: 600)],
    [.wheelEnd],
    [.arrowKey(.right), .arrowKey(.up), .arrowKey(.left)],
    [.zoomStep(.zoomIn), .zoomStep(.zoomOut)],
    [.zoomReset],
    [.zoomToggle],
    [.pageTurn(.next), .pageTurn(.last), .pageTurn(.previous)],
    [.chromeToggle],
    [.dismissal],
  ]

  static let inputs =
    ImageViewer.Input.allCases.map { String(describing: $0) } + directInputs.map { $0[0].name }

  static let rows: [Row] = {
    let path = FailureReasonTests.packageRoot + "/Sources/GestureKitLite/Viewer/ImageViewer.swift"
    guard let source = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
    return source.split(separator: "\n").compactMap { line -> Row? in
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard line.hasPrefix("/// |"), cells.count == 6, cells[1] != "doing", !cells[1].hasPrefix("---") else {
        return nil
      }
      let list = { (cell: String) in
        cell.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      }
      let inputs = cells[2] == "every input" ? Self.inputs : list(cells[2])
      let next = cells[3].replacingOccurrences(of: " or ", with: ",")
      return Row(doing: list(cells[1]), inputs: inputs, next: list(next), text: "\(cells[1]) | \(cells[2])")
    }
  }()

  @Test("every activity meets every input in exactly one row")
  func tableIsComplete() {
    #expect(!Self.rows.isEmpty)
    var seen: [String: Int] = [:]
    for row in Self.rows {
      for doing in row.doing {
        #expect(Self.activities.contains(doing), "unknown activity \(doing) in \(row.text)")
        for input in row.inputs {
          #expect(Self.inputs.contains(input), "unknown input \(input) in \(row.text)")
          seen["\(doing) | \(input)", default: 0] += 1
        }
      }
      for next in row.next where next != "unchanged" {
        #expect(Self.activities.contains(next), "unknown activity \(next) in \(row.text)")
      }
    }
    for doing in Self.activities {
      for input in Self.inputs {
        #expect(
          seen["\(doing) | \(input)"] == 1,
          "\(doing) | \(input) is in \(seen["\(doing) | \(input)"] ?? 0) rows")
      }
    }
  }

  /// The settings a walk plays each pair with.
  static let settings: [[String: String]] = [
    [:], ["pullDownWithPaging": "true"], ["dismissWhileDragging": "true"],
    ["pullDownWithPaging": "true", "dismissWhileDragging": "true"], ["escapeDismisses": "false"],
    ["zoomedPaging": "true", "pageChangedAt": "rest"],
  ]

  static let center = Point(x: 195, y: 422)
  /// An input's value a little way from where it began, and far and fast.
  static let values = [
    GestureValue(location: center, translation: Point(x: -12, y: 20)),
    GestureValue(
      location: center, translation: Point(x: -12, y: 400), velocity: Point(x: 0, y: 3000), scale: 1.5),
  ]

  /// A viewer driven into `activity` from rest (zoomed in with a double tap
  /// first, when `zoomed`), at time 1 s; `nil` where the configuration does
  /// not lead there.
  static func viewer(doing activity: String, zoomed: Bool, _ configuration: GestureConfiguration)
    -> ImageViewer?
  {
    var viewer = ImageViewer(checked: configuration)
    var events: [ImageViewerEvent] = []
    let near = values[0]
    let start = Timestamp(seconds: 1)
    if zoomed {
      viewer.apply(.doubleTap, near, at: Timestamp(seconds: 0), into: &events)
      viewer.advance(to: start, into: &events)
    }
    let steps: [ImageViewer.Input] =
      switch activity {
      case "pinching": [.pinchBegan]
      case "scrolling", "paging": [.panBegan]
      case "paging+pull": [.panBegan, .pullDownBegan]
      case "pulling": [.pullDownBegan]
      case "dismissed": [.pullDownBegan, .pullDownEnded]
      default: []
      }
    for step in steps {
      viewer.apply(step, step == .pullDownEnded ? values[1] : near, at: start, into: &events)
    }
    let directSteps: [ImageViewer.DirectInput] =
      switch activity {
      case "wheelScrolling", "wheelPaging": [.wheelScroll(delta: Point(x: 30, y: 20))]
      case "wheelZooming": [.wheelZoom(at: center, deltaY: 20)]
      default: []
      }
    for step in directSteps { viewer.apply(step, at: start, into: &events) }
    return viewer.activity.name == activity ? viewer : nil
  }

  @Test("each row's pairs end where the row says, and reach every activity it names", arguments: rows)
  func rowIsWalked(_ row: Row) throws {
    for doing in row.doing {
      let expected = Set(row.next.map { $0 == "unchanged" ? doing : $0 })
      for input in row.inputs {
        let taken = ImageViewer.Input.allCases.first { String(describing: $0) == input }
        let direct = Self.directInputs.first { $0[0].name == input } ?? []
        try #require(taken != nil || !direct.isEmpty, "no input named \(input)")
        var reached: Set<String> = []
        for settings in Self.settings {
          var configuration = GestureConfiguration()
          for (key, value) in settings { try configuration.setValue(value, forKey: key) }
          for zoomed in [false, true] {
            for variant in 0..<max(Self.values.count, direct.count) {
              guard var viewer = Self.viewer(doing: doing, zoomed: zoomed, configuration) else { continue }
              var events: [ImageViewerEvent] = []
              let time = Timestamp(seconds: 1.1)
              if let taken {
                viewer.apply(taken, Self.values[variant % Self.values.count], at: time, into: &events)
              } else {
                viewer.apply(direct[variant % direct.count], at: time, into: &events)
              }
              #expect(
                viewer._invariantViolations().isEmpty, "\(doing) | \(input): \(viewer._invariantViolations())"
              )
              reached.insert(viewer.activity.name)
            }
          }
        }
        #expect(reached == expected, "\(doing) | \(input) reached \(reached.sorted())")
      }
    }
  }
}
