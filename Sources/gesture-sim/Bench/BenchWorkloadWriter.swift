import Foundation
import GestureKitLite
import GestureKitLiteStreams

/// `gesture-sim synth --bench-workload [--mixed] [--samples N] [--format text|jsonl] [--out FILE]`:
/// writes the benchmark's generated workload as a stream, so that other tools
/// can be run on exactly the input `gesture-sim bench` measures.
///
/// The stream is written line by line (a 10-million-sample file never exists
/// in memory as one string).
enum BenchWorkloadWriter {
  /// Writes the workload `options` describe to `destination`'s file, or to standard output.
  ///
  /// - Throws: ``SimError/io(path:message:)`` when the file cannot be written.
  static func run(
    _ options: BenchWorkloadOptions, to destination: StreamOutputOptions, output: inout OutputSink
  ) throws(SimError) {
    let samples = options.samples
    let mixed = options.mixed
    let outPath = destination.path
    let format = destination.format
    let line: @Sendable (TouchStreamRecord) -> String =
      format == .text ? TextTouchStreamWriter.line(for:) : JSONLinesTouchStreamWriter.line(for:)
    let handle: FileHandle
    if let outPath {
      guard FileManager.default.createFile(atPath: outPath, contents: nil),
        let file = FileHandle(forWritingAtPath: outPath)
      else { throw .io(path: outPath, message: "cannot write the stream") }
      handle = file
    } else {
      output.flush()
      handle = FileHandle.standardOutput
    }
    defer { if outPath != nil { try? handle.close() } }
    final class Buffer { var text = "" }
    let buffer = Buffer()
    buffer.text.reserveCapacity(1 << 17)
    _ = BenchWorkload(sampleCount: samples, mixed: mixed) { sample in
      buffer.text += line(.sample(sample))
      buffer.text += "\n"
      if buffer.text.utf8.count >= 1 << 16 {
        handle.write(Data(buffer.text.utf8))
        buffer.text.removeAll(keepingCapacity: true)
      }
    }
    handle.write(Data(buffer.text.utf8))
  }
}

/// `synth --bench-workload`'s options: the workload's shape.
struct BenchWorkloadOptions {
  /// `--mixed`: every kind of gesture, not only pans and pinches.
  var mixed: Bool
  /// `--samples`: the workload's size.
  var samples: Int
}
