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

  /// The Samsung Galaxy S description the Android recordings need, which
  /// `getevent -lt` does not print: 0…1023 on both axes (the largest values in
  /// the recordings are 1019 and 1006, on a 480 × 800 px screen), 20 and 12
  /// units per millimetre (1024 units over its 51.2 mm × 85.3 mm glass).
  static let galaxySDescription = """
    N: Samsung Galaxy S touchscreen (ranges inferred from the recordings)
    A: 35 0 1023 0 0 20
    A: 36 0 1023 0 0 12
    """

  /// The Galaxy S description as a file, for `--desc`.
  ///
  /// Tests running in parallel share it and none of them is the last to know,
  /// so it is never removed. One fixed name, written atomically, keeps runs
  /// from leaving a file each (a name per process left one per run) and lets
  /// processes running at once share it.
  static let galaxySDescriptionPath: String = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("gesturekit-galaxy-s.desc")
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
  static func recording(_ file: String) throws -> RecordingImport {
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
      viewport: Size(width: 390, height: 844),
      writesViewport: false)
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

    var description: String {
      "\(contacts) contacts (\(mostAtOnce) at once), \(frames) frames, \(milliseconds) ms"
        + (stillDown > 0 ? ", \(stillDown) still down" : "")
    }
  }

  /// Decodes `file`, counting contacts, frames and duration.
  static func decode(_ file: String) throws -> Decoded {
    var decoded = Decoded()
    var down = 0
    var first: Double?
    var last: Double?
    try recording(file).forEachRecord { record in
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
    return decoded
  }

  /// What `gesture-sim play --from ...` prints for `file`, text form, without the state line.
  static func play(_ file: String) throws -> [String] {
    var lines: [String] = []
    try Playback.play(
      try recording(file), configuration: GestureConfiguration(),
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
