import GestureKitLite
import GestureKitLiteImporters

/// The advice for a device recording played as a touch stream: which
/// `--from` it needs.
///
/// Played without `--from`, an evemu, getevent or pointer-events recording
/// is refused at its first line ("expected a number for the time, found
/// 'E:'"), which says nothing about the fix. When a stream is refused at its
/// first line (the first that is neither blank nor a comment) and the start
/// of the input reads like one of those recordings, `play` adds
/// `hint: this looks like an evemu recording; play it with --from evemu`.
/// The library knows nothing of this: it is `gesture-sim`'s advice.
enum RecordingHint {
  /// The hint for a stream refused with `error`, whose input began with
  /// `head` (its first chunk), or `nil` when it does not look like a recording.
  static func hint(for error: TouchStreamError, head: [UInt8]) -> String? {
    let lines = String(decoding: head, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    guard error.line == firstRecordLine(of: lines), let format = format(of: lines) else { return nil }
    return
      "this looks like \(format.article) \(format.rawValue) recording; play it with --from \(format.rawValue)"
  }

  /// The number of the first line that is neither blank nor a comment.
  static func firstRecordLine(of lines: [Substring]) -> Int? {
    for (index, line) in lines.enumerated() {
      let text = line.drop { $0 == "\u{FEFF}" || $0 == " " || $0 == "\t" || $0 == "\r" }
      if !text.isEmpty, !text.hasPrefix("#") { return index + 1 }
    }
    return nil
  }

  /// The recording format the lines look like, if any.
  static func format(of lines: [Substring]) -> RecordingFormat? {
    if lines.contains(where: isEvemu) { return .evemu }
    if lines.contains(where: isGetevent) { return .getevent }
    if lines.contains(where: isPointerEvent) { return .pointerEvents }
    return nil
  }

  /// `# EVEMU 1.3`, or a `N:` (name), `I:` (id), `P:` (properties), `B:`
  /// (bits), `A:` (axis) or `E:` (event) line, as evemu-record writes them.
  private static func isEvemu(_ line: Substring) -> Bool {
    line.hasPrefix("# EVEMU") || ["N: ", "I: ", "P: ", "B: ", "A: ", "E: "].contains { line.hasPrefix($0) }
  }

  /// `add device 1: /dev/input/event2` or `/dev/input/event2: ...`, or an
  /// event as `getevent -lt` prints it: `[   1193.605705] EV_ABS ...`.
  private static func isGetevent(_ line: Substring) -> Bool {
    if line.contains("/dev/input/event") { return true }
    guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { return false }
    return line[line.index(after: close)...].drop { $0 == " " || $0 == "\t" }.hasPrefix("EV_")
  }

  /// A W3C pointer event as JSON: `"pointerId"`, or a `"type"` of `pointer…`.
  private static func isPointerEvent(_ line: Substring) -> Bool {
    line.contains("\"pointerId\"") || line.contains("\"type\":\"pointer")
      || line.contains("\"type\": \"pointer")
  }
}

extension RecordingFormat {
  /// `an` before a vowel, else `a`.
  var article: String {
    switch self {
    case .evemu, .evdev: "an"
    case .getevent, .pointerEvents: "a"
    }
  }
}
