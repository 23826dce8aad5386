import Foundation
import GestureKitLite
import GestureKitLiteStreams

/// `gesture-sim bench`: how fast the engine and the viewer are, measured.
///
/// Without a file it generates the standard workload (``BenchWorkload``) and
/// reports, as the median and the spread of `--runs` runs: samples per second
/// and nanoseconds per sample for the engine alone and for the engine plus
/// the viewer, heap allocations per sample (counted), the text reader's
/// throughput on the same workload written to a file, and the peak RSS. It
/// exits 1 when the gestures recognized differ from those the workload holds,
/// so a fast but wrong engine cannot pass. With a file it streams the file
/// through the reader, the engine and the viewer, end to end.
enum BenchCommand {
  static func run(_ arguments: inout SimArguments, output: inout OutputSink) throws(SimError) {
    let json = arguments.flag("json")
    let mixed = arguments.flag("mixed")
    let runs = try positiveInteger(arguments.value("runs"), option: "runs", default: 5)
    let sampleCount = try positiveInteger(arguments.value("samples"), option: "samples", default: 1_000_000)
    let configuration = try configuration(from: &arguments)
    guard arguments.positional.count <= 1 else { throw .usage("bench takes at most one stream file") }
    if !arguments.positional.isEmpty, arguments.containsAny(["mixed", "samples"]) {
      throw .usage(
        "--mixed and --samples shape the generated workload; bench FILE measures the file as it is")
    }
    if let warning = buildWarning { output.writeError(warning) }
    let report: BenchReport
    do {
      if let path = arguments.positional.first {
        report = try measureFile(path, runs: runs, configuration: configuration)
      } else {
        report = try measureWorkload(
          sampleCount: sampleCount, mixed: mixed, runs: runs, configuration: configuration)
      }
    } catch let error as SimError {
      throw error
    } catch let error as TouchStreamError {
      throw .stream(error, path: arguments.positional.first ?? "workload")
    } catch {
      throw .io(path: arguments.positional.first ?? "workload", message: "\(error)")
    }
    for line in json ? [report.json] : report.text { output.write(line: line) }
    if let mismatch = report.mismatch { throw .checkFailed("gesture-sim: bench: \(mismatch)") }
  }

  /// The warning a build that is not optimized prints before measuring:
  /// its numbers are several times lower than a release build's.
  static var buildWarning: String? {
    #if DEBUG
      "gesture-sim: warning: this is a debug build; its numbers are not representative. "
        + "Build with 'swift build -c release'."
    #else
      nil
    #endif
  }

  static func positiveInteger(_ text: String?, option: String, default value: Int) throws(SimError) -> Int {
    guard let text else { return value }
    guard let number = Int(text), number > 0 else {
      throw .usage("--\(option) expects a positive whole number, found '\(text)'")
    }
    return number
  }

  static func measureWorkload(sampleCount: Int, mixed: Bool, runs: Int, configuration: GestureConfiguration)
    throws -> BenchReport
  {
    let workload = BenchWorkload(sampleCount: sampleCount, mixed: mixed)
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesture-sim-bench-\(ProcessInfo.processInfo.processIdentifier).touches").path
    try TextTouchStreamWriter.text(for: workload.records).write(
      toFile: path, atomically: false, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    var results: [BenchRun] = []
    for _ in 0..<runs {
      var run = BenchRun()
      try BenchMeasurements.runEngine(workload, configuration: configuration, into: &run)
      try BenchMeasurements.runSession(workload, configuration: configuration, into: &run)
      try BenchMeasurements.runReader(path: path, into: &run)
      results.append(run)
    }
    return BenchReport(
      title:
        "workload: \(workload.samples.count) samples, \(workload.frames.count) frames, \(mixed ? "mixed" : "pan/pinch")",
      samples: workload.samples.count, runs: results, expected: workload.expected,
      peakRSS: BenchMeasurements.peakResidentBytes(),
      countsAllocations: BenchMeasurements.canCountAllocations)
  }

  /// Streams a file through the player (reader, engine and viewer), chunk by
  /// chunk, as `play` does, without printing.
  static func measureFile(_ path: String, runs: Int, configuration: GestureConfiguration) throws
    -> BenchReport
  {
    if path == "-", runs > 1 {
      throw SimError.usage("bench reads standard input once; give a file to measure --runs \(runs)")
    }
    var results: [BenchRun] = []
    var samples = 0
    for _ in 0..<runs {
      // Each run reads the file afresh: an input is read once.
      let input = try InputFile(path: path, format: nil)
      var run = BenchRun()
      var player = TouchStreamPlayer(format: input.format, configuration: configuration)
      var counts = [Int](repeating: 0, count: StandardRecognizer.allCases.count)
      var bytes = 0
      samples = 0
      let handler: TouchStreamPlayer.OutputHandler = { output in
        if case .recognizer(let event) = output, event.state == .recognized || event.state == .ended {
          counts[event.recognizer.index] += 1
        }
      }
      let before = BenchMeasurements.allocations()
      run.sessionSeconds = try BenchMeasurements.seconds {
        try input.forEachChunk { (chunk) throws(SimError) in
          bytes += chunk.count
          do throws(TouchStreamError) {
            try player.append(chunk, handler)
          } catch {
            throw SimError.stream(error, path: input.displayName)
          }
        }
        try player.finish(handler)
      }
      run.sessionAllocations = BenchMeasurements.allocations() - before
      samples = player.sampleCount
      run.readerBytes = bytes
      for recognizer in StandardRecognizer.allCases where counts[recognizer.rawValue] > 0 {
        run.recognized[recognizer.name] = counts[recognizer.rawValue]
      }
      results.append(run)
    }
    return BenchReport(
      title: "file: \(path), \(samples) samples (read, recognized and viewed, streaming)",
      samples: samples, runs: results, expected: nil, peakRSS: BenchMeasurements.peakResidentBytes(),
      countsAllocations: BenchMeasurements.canCountAllocations)
  }
}
