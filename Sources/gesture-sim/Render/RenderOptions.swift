import Foundation

/// `render`'s options, parsed and checked before the stream is read.
struct RenderOptions {
  /// The stream's form, the configuration, and `--from`.
  var stream: StreamOptions
  /// `--values`: the replay's log shows each event's values.
  var includesValues: Bool
  /// `--out`, or `nil` for the SVG on standard output.
  var outPath: String?
  /// `--image`: the replay's photo.
  var imagePath: String?
  /// The stream file, or `-` for standard input.
  var path: String
  /// What `--out` asks for: the SVG timeline or the HTML replay.
  var kind: RenderCommand.Output

  /// Parses `render`'s arguments: the stream's options, the operand, then
  /// `--out` and `--image`, in the order their problems are reported.
  ///
  /// - Throws: ``SimError/usage(_:)`` for a bad value, not one stream, an
  ///   `--out` that is neither .svg nor .html, or `--image` without HTML; the
  ///   config file's errors.
  init(_ arguments: SimArguments) throws(SimError) {
    stream = try StreamOptions(arguments)
    includesValues = arguments.flag(.replayValues)
    outPath = arguments.value(.renderOut)
    imagePath = arguments.value(.image)
    guard arguments.positional.count == 1, let path = arguments.positional.first else {
      throw .usage("render expects one stream file (or - for standard input)")
    }
    self.path = path
    kind = try Self.outputKind(outPath)
    if imagePath != nil, kind != .html { throw .usage("--image is for an HTML replay (--out OUT.html)") }
  }

  /// The output's kind, from `--out`'s extension (SVG without `--out`).
  private static func outputKind(_ outPath: String?) throws(SimError) -> RenderCommand.Output {
    guard let outPath else { return .svg }
    switch (outPath as NSString).pathExtension.lowercased() {
    case "svg": return .svg
    case "html", "htm": return .html
    default: throw .usage("--out expects a file ending in .svg or .html, found '\(outPath)'")
    }
  }
}
