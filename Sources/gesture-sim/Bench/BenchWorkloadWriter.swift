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
  static func run(_ arguments: inout SimArguments, output: inout OutputSink) throws(SimError) {
    let mixed = arguments.flag("mixed")
    let samples = try BenchCommand.positiveInteger(
      arguments.value("samples"), option: "samples", default: 1_000_000)
    let outPath = arguments.value("out")
    let formatName = arguments.value("format")
    guard arguments.positional.isEmpty else { throw .usage("synth --bench-workload takes no script") }
    let format: TouchStreamFormat
    if let formatName {
      guard let named = TouchStreamFormat(name: formatName) else {
        throw .usage("--format expects text or jsonl, found '\(formatName)'")
      }
      format = named
    } else {
      format = outPath.flatMap { TouchStreamFormat(pathExtension: ($0 as NSString).pathExtension) } ?? .text
    }
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
