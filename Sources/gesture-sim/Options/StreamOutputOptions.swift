import Foundation
import GestureKitLiteStreams

/// Where and in which form a command writes a stream (`synth`, `import`):
/// `--out FILE` and `--format text|jsonl`.
struct StreamOutputOptions {
  /// `--out`, or `nil` for standard output.
  var path: String?
  /// `--format`, else from `--out`'s extension, else text.
  var format: TouchStreamFormat
}

extension StreamOutputOptions {
  /// Reads `--out` and `--format`.
  ///
  /// - Throws: ``SimError/usage(_:)`` for a format other than text or jsonl.
  init(_ arguments: SimArguments) throws(SimError) {
    path = arguments.value(.out)
    format = try Self.format(arguments.value(.streamFormat), outPath: path)
  }

  /// The output format: `--format`, else from `--out`'s extension, else text.
  ///
  /// - Throws: ``SimError/usage(_:)`` for a format other than text or jsonl.
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
}
