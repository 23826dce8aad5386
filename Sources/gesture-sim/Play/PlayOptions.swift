/// `play`'s options, parsed and checked before anything is read.
struct PlayOptions {
  /// What it prints: `--format`, `--changes`, `--values`, `--why`.
  var report: Report
  /// The stream's form, the configuration, and `--from`.
  var stream: StreamOptions
  /// The stream file, or `-` for standard input.
  var path: String

  /// Parses `play`'s arguments, reporting the first problem in the order
  /// the options are listed: the event log's, the stream's, then the operand.
  ///
  /// - Throws: ``SimError/usage(_:)`` for a bad value or operand; the config file's errors.
  init(_ arguments: SimArguments) throws(SimError) {
    report = try Report(arguments)
    stream = try StreamOptions(arguments)
    guard arguments.positional.count == 1, let path = arguments.positional.first else {
      throw .usage("play expects one stream file (or - for standard input)")
    }
    self.path = path
  }
}
