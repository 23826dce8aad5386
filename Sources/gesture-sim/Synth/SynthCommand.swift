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
  /// Runs the command with `arguments` (the command word already taken).
  static func run(_ arguments: inout SimArguments, output: inout OutputSink) throws(SimError) {
    if arguments.flag("bench-workload") {
      if arguments.containsAny(scriptOptions) {
        throw .usage("--rate, --seed, --jitter and --timing-jitter are for scripts, not --bench-workload")
      }
      try BenchWorkloadWriter.run(&arguments, output: &output)
      return
    }
    if arguments.containsAny(["mixed", "samples"]) {
      throw .usage("--mixed and --samples go with --bench-workload")
    }
    let overrides = try overrides(from: &arguments)
    let outPath = arguments.value("out")
    let format = try format(arguments.value("format"), outPath: outPath)
    guard arguments.positional.count == 1, let path = arguments.positional.first else {
      throw .usage("synth expects one script file (or - for standard input)")
    }
    let stream = try stream(for: try readScript(path), path: path, overrides: overrides)
    if let outPath {
      try SynthOutput.write(stream, format: format, path: path, toFile: outPath)
    } else {
      try SynthOutput.write(stream, format: format, path: path) { (block) throws(SimError) in
        output.write(text: block)
      }
    }
  }

  /// The options that set how a script is drawn.
  static let scriptOptions = ["rate", "seed", "jitter", "timing-jitter"]

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

  /// The settings given on the command line.
  static func overrides(from arguments: inout SimArguments) throws(SimError) -> SynthSettings.Overrides {
    var overrides = SynthSettings.Overrides()
    if let text = arguments.value("rate") {
      guard let rate = GestureScript.number(text[...]), SynthSettings.rateRange.contains(rate) else {
        throw .usage("--rate expects a rate from 1 to 10000 Hz, found '\(text)'")
      }
      overrides.rate = rate
    }
    if let text = arguments.value("seed") {
      guard let seed = UInt64(text) else {
        throw .usage("--seed expects a whole number from 0 to 18446744073709551615, found '\(text)'")
      }
      overrides.seed = seed
    }
    if let text = arguments.value("jitter") {
      let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
      guard let amount = GestureScript.number(parts[0]), (0...SynthSettings.maximumJitter).contains(amount),
        parts.count == 1 || SynthSettings.JitterShape(rawValue: String(parts[1])) != nil
      else {
        throw .usage(
          "--jitter expects points from 0 to 1000, optionally :uniform or :gaussian, found '\(text)'")
      }
      overrides.jitter = amount
      if parts.count == 2 { overrides.jitterShape = SynthSettings.JitterShape(rawValue: String(parts[1])) }
    }
    if let text = arguments.value("timing-jitter") {
      let withUnit = text.hasSuffix("s") ? text : text + "ms"  // a bare number is milliseconds
      guard let microseconds = GestureScript.duration(withUnit[...]),
        microseconds <= SynthSettings.maximumTimingJitter
      else {
        throw .usage(
          "--timing-jitter expects milliseconds from 0 to 1000 (2, 2ms or 0.002s), found '\(text)'")
      }
      overrides.timingJitter = microseconds
    }
    return overrides
  }

  /// The output format: `--format`, else from `--out`'s extension, else text.
  static func format(_ name: String?, outPath: String?) throws(SimError) -> TouchStreamFormat {
    if let name {
      guard let format = TouchStreamFormat(name: name) else {
        throw .usage("--format expects text or jsonl, found '\(name)'")
      }
      return format
    }
    if let outPath, let format = TouchStreamFormat(pathExtension: (outPath as NSString).pathExtension) {
      return format
    }
    return .text
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
