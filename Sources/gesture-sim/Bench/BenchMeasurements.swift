import CAllocationCounter
import Foundation
import GestureKitLite
import GestureKitLiteStreams

/// The measurements of one benchmark run.
///
/// Times come from the monotonic clock;
/// allocations from the interposed allocator (never estimated).
struct BenchRun {
  var engineSeconds = 0.0
  var sessionSeconds = 0.0
  var engineAllocations: UInt64 = 0
  var sessionAllocations: UInt64 = 0
  var readerSeconds = 0.0
  var readerSamples = 0
  var readerBytes = 0
  /// Recognized or ended gestures by recognizer name, from the engine-plus-viewer pass.
  var recognized: [String: Int] = [:]
}

enum BenchMeasurements {
  static func allocations() -> UInt64 { gesturekit_allocation_count() }

  static var canCountAllocations: Bool { gesturekit_allocation_count() != UInt64.max }

  static func seconds(_ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    try body()
    let elapsed = clock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }

  /// The engine alone over the workload; events go to a reused buffer.
  static func runEngine(
    _ workload: BenchWorkload, configuration: GestureConfiguration, into run: inout BenchRun
  ) throws {
    var engine = try GestureEngine(standardSetWith: configuration)
    var events: [GestureEvent] = []
    events.reserveCapacity(256)
    let before = allocations()
    run.engineSeconds = try workload.samples.withUnsafeBufferPointer { samples in
      try seconds {
        for frame in workload.frames {
          try engine.process(
            frameAt: frame.time, samples: UnsafeBufferPointer(rebasing: samples[frame.range]), into: &events)
          // Emptied every 64 events, as the session empties its own buffer:
          // `removeAll(keepingCapacity:)` after every frame would measure the
          // buffer's upkeep, not the engine (docs/PerformanceHistory.md).
          if events.count >= 64 { events.removeAll(keepingCapacity: true) }
        }
      }
    }
    run.engineAllocations = allocations() - before
  }

  /// The engine and the viewer together (what an app runs), counting what was recognized.
  static func runSession(
    _ workload: BenchWorkload, configuration: GestureConfiguration, into run: inout BenchRun
  ) throws {
    var session = try ImageViewerSession(configuration: configuration)
    var counts = [Int](repeating: 0, count: StandardRecognizer.allCases.count)
    // Items are handed over as they happen, as an app consumes them: no
    // buffer to fill and empty.
    func count(_ item: ImageViewerSession.Output) {
      if case .recognizer(let event) = item, event.state == .recognized || event.state == .ended {
        counts[event.recognizer.index] += 1
      }
    }
    let before = allocations()
    run.sessionSeconds = try workload.samples.withUnsafeBufferPointer { samples in
      try seconds {
        for frame in workload.frames {
          try session.process(
            frameAt: frame.time, samples: UnsafeBufferPointer(rebasing: samples[frame.range]), handle: count)
        }
        try session.advance(to: (workload.frames.last?.time ?? 0) + 1, handle: count)
      }
    }
    run.sessionAllocations = allocations() - before
    for recognizer in StandardRecognizer.allCases where counts[recognizer.rawValue] > 0 {
      run.recognized[recognizer.name] = counts[recognizer.rawValue]
    }
  }

  /// The text reader over a file: decoding only, chunk by chunk.
  static func runReader(path: String, into run: inout BenchRun) throws {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw SimError.io(path: path, message: "cannot open for reading")
    }
    defer { try? handle.close() }
    var decoder = TouchStreamDecoder(format: .text)
    var samples = 0
    var bytes = 0
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    let descriptor = handle.fileDescriptor
    run.readerSeconds = try seconds {
      while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count <= 0 { break }
        bytes += count
        try chunk.withUnsafeBytes { buffer in
          try decoder.append(UnsafeRawBufferPointer(rebasing: buffer[0..<count])) { record, _ in
            if case .sample = record { samples += 1 }
          }
        }
      }
      try decoder.finish { record, _ in
        if case .sample = record { samples += 1 }
      }
    }
    run.readerSamples = samples
    run.readerBytes = bytes
  }

  /// The peak resident set size of the process so far, in bytes.
  static func peakResidentBytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss * 1024  // kilobytes on Linux
  }
}
