import GestureKitLite

/// `import`'s options, parsed and checked before the recording is read.
struct ImportOptions {
  /// `--from` and its companions.
  var recording: RecordingImport.Options
  /// `--out` and `--format`.
  var output: StreamOutputOptions
  /// The recording file, or `-` for standard input.
  var path: String

  /// Parses `import`'s arguments: the recording's options, the output's,
  /// then the missing `--from` and the operand, in the order their problems
  /// are reported.
  ///
  /// - Throws: ``SimError/usage(_:)`` for a bad value, no `--from`, or not one recording.
  init(_ arguments: SimArguments) throws(SimError) {
    let defaults = GestureConfiguration()
    let recording = try RecordingImport.options(
      from: arguments, viewport: Size(width: defaults.viewportWidth, height: defaults.viewportHeight))
    output = try StreamOutputOptions(arguments)
    guard let recording else {
      throw .usage("import needs --from \(RecordingImport.formatList)")
    }
    self.recording = recording
    guard arguments.positional.count == 1, let path = arguments.positional.first else {
      throw .usage("import expects one recording file (or - for standard input)")
    }
    self.path = path
  }
}
