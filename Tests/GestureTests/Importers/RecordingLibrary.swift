import Foundation
import GestureKitLite
import Testing

@testable import gesture_sim

/// The real recordings in `../shared/recordings` (beside the package), and
/// the way the tests import and play them: `gesture-sim`'s own code path.
enum RecordingLibrary {
  /// `../shared/recordings`, found from this file's path.
  static let directory: String = {
    // Tests/GestureTests/Importers/RecordingLibrary.swift → the package root → its parent.
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.deletingLastPathComponent().appendingPathComponent("shared/recordings").standardizedFileURL
      .path
  }()

  /// Whether the recordings are there.
  static let isPresent: Bool = FileManager.default.fileExists(atPath: directory + "/README.md")

  /// Why the recording tests do not run when the recordings are absent.
  static let absence: Comment = """
    The real recordings are not at \(directory) (../shared/recordings beside the package), \
    so the checks on real devices did not run. CI runs with shared/ beside the clone.
    """

  /// The Samsung Galaxy S description the Android recordings need.
  ///
  /// `getevent -lt` does not print it: 0…1023 on both axes (the largest values in
  /// the recordings are 1019 and 1006, on a 480 × 800 px screen), 20 and 12
  /// units per millimetre (1024 units over its 51.2 mm × 85.3 mm glass), and
  /// `INPUT_PROP_DIRECT` (`P: 02`): a phone's touchscreen is direct, which its
  /// `getevent -lp` says as `input props: INPUT_PROP_DIRECT`. So the
  /// recordings play at the phone's physical size, 328.567 × 547.612 pt.
  static let galaxySDescription = """
    N: Samsung Galaxy S touchscreen (ranges inferred from the recordings)
    P: 02 00 00 00 00 00 00 00
    A: 35 0 1023 0 0 20
    A: 36 0 1023 0 0 12
    """

  /// The Galaxy S description as a file, for `--desc`.
  ///
  /// Tests running in parallel share it and none of them is the last to know,
  /// so it is never removed. One name per content, written atomically, keeps
  /// runs from leaving a file each (a name per process left one per run) and
  /// lets processes running at once share it; the hash of the contents in
  /// the name keeps a checkout with another description (another worktree's
  /// test run) from reading this one, or this one from reading its.
  static let galaxySDescriptionPath: String = {
    let hash = galaxySDescription.utf8.reduce(UInt64(0xcbf2_9ce4_8422_2325)) {
      ($0 ^ UInt64($1)) &* 0x100_0000_01b3
    }
    let name = "gesturekit-galaxy-s-\(String(hash, radix: 16)).desc"
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(name)
    try? Data(galaxySDescription.utf8).write(to: url, options: .atomic)
    return url.path
  }()

  /// Every file under the recordings directory, relative to it.
  static func allFiles() -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
    return enumerator.compactMap { $0 as? String }.filter {
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: directory + "/" + $0, isDirectory: &isDirectory)
        && !isDirectory.boolValue
    }.sorted()
  }

  /// The import of `file` (relative to the directory), as `gesture-sim
  /// import --from FORMAT FILE --desc DESC` does it: the device description
  /// beside an evemu recording, the Galaxy S one for Android.
  ///
  /// With `fittedInto` the device is fitted into that viewport, as
  /// `--width`/`--height` do (and as every import did before the physical
  /// scale); without it the device plays at its physical size where it can.
  static func recording(_ file: String, fittedInto chosen: Size? = nil) throws -> RecordingImport {
    let path = directory + "/" + file
    let isAndroid = file.hasPrefix("android-getevent/")
    var description: String?
    if isAndroid {
      description = galaxySDescriptionPath
    } else {
      let folder = (path as NSString).deletingLastPathComponent
      let name = (path as NSString).lastPathComponent
      let candidates = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      description = candidates.filter {
        $0.hasSuffix(".desc") && name.hasPrefix(String($0.dropLast(5)) + ".")
      }
      .max { $0.count < $1.count }.map { folder + "/" + $0 }
    }
    let options = RecordingImport.Options(
      format: isAndroid ? .getevent : .evemu, descriptionPath: description,
      viewport: chosen ?? Size(width: 390, height: 844), writesViewport: chosen != nil)
    return try options.open(path)
  }

  /// What decoding a recording gives.
  struct Decoded: Equatable, CustomStringConvertible {
    /// Contacts: touches that went down.
    var contacts = 0
    /// The most touches down at once.
    var mostAtOnce = 0
    /// Frames: distinct times with samples.
    var frames = 0
    /// From the first frame to the last, whole milliseconds.
    var milliseconds = 0
    /// Touches still down at the end.
    var stillDown = 0
    /// Position values beyond the described range, clamped.
    var clamped = 0

    var description: String {
      "\(contacts) contacts (\(mostAtOnce) at once), \(frames) frames, \(milliseconds) ms"
        + (stillDown > 0 ? ", \(stillDown) still down" : "") + (clamped > 0 ? ", \(clamped) clamped" : "")
    }
  }

  /// Decodes `file`, counting contacts, frames and duration.
  static func decode(_ file: String, fittedInto chosen: Size? = nil) throws -> Decoded {
    var decoded = Decoded()
    var down = 0
    var first: Double?
    var last: Double?
    let summary = try recording(file, fittedInto: chosen).forEachRecord { record in
      guard case .sample(let sample) = record else { return }
      if sample.time != last { decoded.frames += 1 }
      first = first ?? sample.time
      last = sample.time
      switch sample.phase {
      case .down:
        decoded.contacts += 1
        down += 1
        decoded.mostAtOnce = max(decoded.mostAtOnce, down)
      case .move: break
      case .up, .cancel: down -= 1
      }
    }
    decoded.milliseconds = Int((((last ?? 0) - (first ?? 0)) * 1000).rounded())
    decoded.stillDown = down
    decoded.clamped = summary.clamped?.count ?? 0
    return decoded
  }

  /// The largest change of the span of two touches while both are down,
  /// points, to a tenth: how near a two-finger drag came to `pinchSlop`.
  static func largestSpanChange(_ file: String, fittedInto chosen: Size? = nil) throws -> Double {
    var down: [TouchID: Point] = [:]
    var startSpan: Double?
    var largest = 0.0
    try recording(file, fittedInto: chosen).forEachRecord { record in
      guard case .sample(let sample) = record else { return }
      if sample.phase.endsTouch { down[sample.id] = nil } else { down[sample.id] = sample.location }
      guard down.count == 2 else {
        startSpan = nil
        return
      }
      let points = Array(down.values)
      let span =
        ((points[0].x - points[1].x) * (points[0].x - points[1].x)
        + (points[0].y - points[1].y) * (points[0].y - points[1].y)).squareRoot()
      startSpan = startSpan ?? span
      largest = max(largest, abs(span - (startSpan ?? span)))
    }
    return (largest * 10).rounded() / 10
  }

  /// What `gesture-sim play --from ...` prints for `file`, text form, without the state line.
  static func play(_ file: String, fittedInto chosen: Size? = nil) throws -> [String] {
    var lines: [String] = []
    try Playback.play(
      try recording(file, fittedInto: chosen), configuration: GestureConfiguration(),
      report: Report(format: .text, includesChanges: false)
    ) { lines.append($0) }
    return lines.filter { !$0.contains(" state ") }
  }

  /// How many times each recognizer reached a state, from play's lines:
  /// `["tap recognized": 1, ...]`.
  static func verdicts(_ lines: [String]) -> [String: Int] {
    var counts: [String: Int] = [:]
    for line in lines {
      let words = line.split(separator: " ")
      guard words.count == 3 else { continue }
      counts["\(words[1]) \(words[2])", default: 0] += 1
    }
    return counts
  }
}
