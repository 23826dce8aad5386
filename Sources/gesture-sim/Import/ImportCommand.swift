import Foundation
import GestureKitLite
import GestureKitLiteStreams

/// `gesture-sim import`: turns a recording from a real device into a touch stream.
///
/// `gesture-sim import --from evemu|getevent|evdev|pointer-events FILE|- [--desc DESC]
/// [--width PT] [--height PT] [--format text|jsonl] [--out FILE]`. The stream
/// goes to standard output or `--out`; a malformed recording prints
/// `FILE:LINE:COL: error: ...` on standard error, writes nothing, and exits 2.
enum ImportCommand {
  /// Reads the recording and writes the stream, whole or not at all.
  static func run(_ options: ImportOptions, output: inout OutputSink) throws(SimError) {
    let format = options.output.format
    let outPath = options.output.path
    let recording = try options.recording.open(options.path)
    // One pass (the recording may be a pipe): the stream waits in a spool
    // until the whole recording has been read, so a bad one writes nothing,
    // and the header, which names what the reading found, goes before it.
    let body = Spool()
    var text = ""
    var textWriter = TextTouchStreamWriter()
    var jsonWriter = JSONLinesTouchStreamWriter()
    let summary = try recording.forEachRecord { record throws(SimError) in
      switch format {
      case .text: textWriter.write(record, to: &text)
      case .jsonLines: jsonWriter.write(record, to: &text)
      }
      if text.utf8.count >= 1 << 16 {
        body.append(text)
        text = ""
      }
    }
    switch format {
    case .text: textWriter.finish(to: &text)
    case .jsonLines: jsonWriter.finish(to: &text)
    }
    body.append(text)
    for warning in summary.warnings(path: recording.path) { output.writeError(warning) }
    let header = format == .text ? header(for: recording, summary: summary) : ""
    if let outPath {
      try write(header, body, toFileAt: outPath)
    } else {
      output.write(text: header)
      try body.drain { (bytes) throws(SimError) in output.write(raw: bytes) }
    }
  }

  /// Writes the header and the held stream to `path`, a ``ReplacedFile``:
  /// it appears whole or not at all.
  private static func write(_ header: String, _ body: Spool, toFileAt path: String) throws(SimError) {
    let file = try ReplacedFile(replacing: path)
    try file.write(header)
    try body.drain { (bytes) throws(SimError) in try file.write(Data(buffer: bytes)) }
    try file.commit()
  }

  /// The comment lines that say where a text stream came from and how its
  /// units were mapped.
  static func header(for recording: RecordingImport, summary: RecordingImport.Summary) -> String {
    var line = "# imported by gesture-sim from \(recording.path) (\(recording.format.rawValue))"
    if let name = summary.deviceName, !name.isEmpty { line += ": \(name)" }
    return line + "\n# " + mapping(of: summary, viewportIsChosen: recording.viewportIsChosen) + "\n"
  }

  /// How a recording's units became points, in words: `2777 x 1570 device
  /// units, fitted into 390 x 844 pt (no resolution, so not at physical
  /// size)`, or for pointer events `CSS pixels as points; viewport 390 x 844 pt`.
  static func mapping(of summary: RecordingImport.Summary, viewportIsChosen: Bool) -> String {
    func size(_ size: Size) -> String {
      "\(NumberFormatting.shortest(size.width)) x \(NumberFormatting.shortest(size.height))"
    }
    let viewport = size(summary.viewport) + " pt"
    guard let units = summary.deviceSize else { return "CSS pixels as points; viewport \(viewport)" }
    if summary.isPhysical {
      return "\(size(units)) device units at their physical size: \(viewport) (163 pt per inch)"
    }
    var line = "\(size(units)) device units, fitted into \(viewport)"
    if let reason = summary.physicalScale?.reason, !viewportIsChosen {
      line += " (\(reason), so not at physical size)"
    }
    return line
  }
}
