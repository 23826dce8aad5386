import Foundation
import GestureKitLite
import GestureKitLiteScripts
import GestureKitLiteStreams

/// `gesture-sim synth`: writes a touch stream drawn from a gesture script.
///
/// `gesture-sim synth SCRIPT|- [--rate HZ] [--seed N] [--jitter PT[:SHAPE]]
/// [--timing-jitter MS] [--format text|jsonl] [--out FILE]`. The options
/// override the script's own settings. The same script and options always
/// give the same bytes. A bad script prints `FILE:LINE:COL: error: ...` on
/// standard error, writes nothing, and exits 2: the whole script is checked
/// before the stream is drawn, which it then is as it is written
/// (``SynthOutput``), in memory for the fingers down at one time.
enum SynthCommand {
  /// Draws the script (or writes `bench`'s workload) to standard output or `--out`.
  static func run(_ options: SynthOptions, output: inout OutputSink) throws(SimError) {
    switch options.mode {
    case .benchWorkload(let workload):
      try BenchWorkloadWriter.run(workload, to: options.output, output: &output)
    case .script(let path, let overrides):
      let stream = try stream(for: try readScript(path), path: path, overrides: overrides)
      if let outPath = options.output.path {
        try SynthOutput.write(stream, format: options.output.format, path: path, toFile: outPath)
      } else {
        try SynthOutput.write(stream, format: options.output.format, path: path) { (block) throws(SimError) in
          output.write(text: block)
        }
      }
    }
  }

  /// The stream for `script`, checked whole: drawn only as it is read.
  ///
  /// - Parameters:
  ///   - script: The script's text.
  ///   - path: Its name in messages (`-` for standard input).
  ///   - overrides: The command line's settings, which win over the script's.
  /// - Returns: The stream, not yet drawn.
  /// - Throws: ``SimError`` for a bad script, located.
  static func stream(
    for script: String, path: String, overrides: SynthSettings.Overrides = .init()
  ) throws(SimError) -> SynthesizedStream {
    do {
      return try TouchSynthesizer(overriding: overrides).stream(for: GestureScript(parsing: script))
    } catch {
      throw .badInput(
        path: path, line: error.location.line, column: error.location.column, message: error.message)
    }
  }

  /// The stream for `script` in `format`, whole, after checking that it reads back.
  ///
  /// - Parameters:
  ///   - script: The script's text.
  ///   - path: Its name in messages (`-` for standard input).
  ///   - overrides: The command line's settings, which win over the script's.
  ///   - format: The stream form to write.
  /// - Returns: The whole stream, each line ending in a line feed.
  /// - Throws: ``SimError`` for a bad script (located) or a stream that does not read back.
  static func render(
    _ script: String, path: String, overrides: SynthSettings.Overrides = .init(),
    format: TouchStreamFormat = .text
  ) throws(SimError) -> String {
    var text = ""
    try SynthOutput.write(stream(for: script, path: path, overrides: overrides), format: format, path: path) {
      text += $0
    }
    return text
  }

  /// The script at `path`, or standard input for `-`.
  private static func readScript(_ path: String) throws(SimError) -> String {
    let data: Data
    if path == "-" {
      data = FileHandle.standardInput.readDataToEndOfFile()
    } else {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw .io(path: path, message: "no such file")
      }
      guard !isDirectory.boolValue, let contents = FileManager.default.contents(atPath: path) else {
        throw .io(path: path, message: "cannot read the script")
      }
      data = contents
    }
    guard let text = String(validating: [UInt8](data), as: UTF8.self) else {
      throw .io(path: path, message: "the script is not UTF-8 text")
    }
    return text
  }
}
