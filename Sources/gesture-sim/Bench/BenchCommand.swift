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
  /// Measures the file or the generated workload and prints the report.
  ///
  /// - Throws: ``SimError/checkFailed(_:)`` when what was recognized differs
  ///   from what the workload holds; a bad stream or an I/O error.
  static func run(_ options: BenchOptions, output: inout OutputSink) throws(SimError) {
    let runs = options.runs
    let configuration = options.configuration
    if let warning = buildWarning { output.writeError(warning) }
    let report: BenchReport
    do {
      if let path = options.path {
        report = try measureFile(path, runs: runs, configuration: configuration)
      } else {
        report = try measureWorkload(
          sampleCount: options.sampleCount, mixed: options.mixed, runs: runs, configuration: configuration)
      }
    } catch let error as SimError {
      throw error
    } catch let error as TouchStreamError {
      throw .stream(error, path: options.path ?? "workload")
    } catch {
      throw .io(path: options.path ?? "workload", message: "\(error)")
    }
    for line in options.json ? [report.json] : report.text { output.write(line: line) }
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
