import Foundation
import GestureKitLite

/// `gesture-sim import`: turns a recording from a real device into a touch stream.
///
/// `gesture-sim import --from evemu|getevent|pointer-events FILE|- [--desc DESC]
/// [--width PT] [--height PT] [--format text|jsonl] [--out FILE]`. The stream
/// goes to standard output or `--out`; a malformed recording prints
/// `FILE:LINE:COL: error: ...` on standard error, writes nothing, and exits 2.
enum ImportCommand {
  /// Runs the command with `arguments` (the command word already taken).
  static func run(_ arguments: inout SimArguments, output: inout OutputSink) throws(SimError) {
    if arguments.flag("help") {
      output.write(line: Help.importRecording)
      return
    }
    let defaults = GestureConfiguration()
    let options = try RecordingImport.options(
      from: &arguments, viewport: Size(width: defaults.viewportWidth, height: defaults.viewportHeight))
    let outPath = arguments.value("out")
    let format = try SynthCommand.format(arguments.value("format"), outPath: outPath)
    try arguments.finish()
    guard let options else {
      throw .usage("import needs --from evemu, getevent or pointer-events")
    }
    guard arguments.positional.count == 1, let path = arguments.positional.first else {
      throw .usage("import expects one recording file (or - for standard input)")
    }
    let recording = try options.open(path)
    defer { recording.close() }
    // Check the whole recording first, so that a bad one writes nothing.
    let summary = try recording.forEachRecord { _ in }
    var text = ""
    if format == .text { text += header(for: recording, summary: summary) }
    var textWriter = TextTouchStreamWriter()
    var jsonWriter = JSONLinesTouchStreamWriter()
    var sink = output
    defer { output = sink }
    try recording.forEachRecord { record throws(SimError) in
      switch format {
      case .text: textWriter.write(record, to: &text)
      case .jsonLines: jsonWriter.write(record, to: &text)
      }
      if outPath == nil, text.utf8.count >= 1 << 16 { flush(&text, to: &sink) }
    }
    switch format {
    case .text: textWriter.finish(to: &text)
    case .jsonLines: jsonWriter.finish(to: &text)
    }
    guard let outPath else {
      flush(&text, to: &sink)
      return
    }
    guard FileManager.default.createFile(atPath: outPath, contents: Data(text.utf8)) else {
      throw .io(path: outPath, message: "cannot write the stream")
    }
  }

  /// Writes the complete lines of `text` to `sink` and keeps the rest.
  private static func flush(_ text: inout String, to sink: inout OutputSink) {
    guard let end = text.lastIndex(of: "\n") else { return }
    for line in text[..<end].split(separator: "\n", omittingEmptySubsequences: false) {
      sink.write(line: String(line))
    }
    text = String(text[text.index(after: end)...])
  }

  /// The comment lines that say where a text stream came from.
  static func header(for recording: RecordingImport, summary: RecordingImport.Summary) -> String {
    var line = "# imported by gesture-sim from \(recording.path) (\(recording.format.rawValue))"
    if let name = summary.deviceName, !name.isEmpty { line += ": \(name)" }
    let viewport =
      "\(NumberFormatting.shortest(recording.viewport.width)) x \(NumberFormatting.shortest(recording.viewport.height)) pt"
    if let size = summary.deviceSize {
      line +=
        "\n# \(NumberFormatting.shortest(size.width)) x \(NumberFormatting.shortest(size.height)) device units, fitted into \(viewport)"
    } else {
      line += "\n# CSS pixels as points; viewport \(viewport)"
    }
    return line + "\n"
  }
}
