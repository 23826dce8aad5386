/// The commands `gesture-sim` runs, each with its declaration.
///
/// `help` is not among them: the parser answers it (``ArgumentParser``).
enum Command: String, CaseIterable, Sendable {
  /// Plays a stream and prints the events.
  case play
  /// Plays a device live and prints the events as they happen.
  case watch
  /// Lists the configuration keys.
  case config
  /// Replays a fixture folder against its expected output.
  case check
  /// Measures the engine and the viewer.
  case bench
  /// Draws a stream from a gesture script.
  case synth
  /// Turns a device recording into a stream.
  case `import`
  /// Draws a stream as an SVG timeline or an HTML replay.
  case render
  /// Prints a shell completion script.
  case completions

  /// The command's option table and help.
  var spec: CommandSpec {
    switch self {
    case .play: .play
    case .watch: .watch
    case .config: .config
    case .check: .check
    case .bench: .bench
    case .synth: .synth
    case .import: .importRecording
    case .render: .render
    case .completions: .completions
    }
  }

  /// The command's typed options, parsed from its arguments and checked
  /// before it runs: every refusal of the command line comes from here,
  /// before anything is read or written.
  ///
  /// - Throws: ``SimError/usage(_:)`` for a bad value or operand; a config
  ///   file's errors (`--config` is read here).
  func parse(_ arguments: SimArguments) throws(SimError) -> ParsedCommand {
    switch self {
    case .play: .play(try PlayOptions(arguments))
    case .watch: .watch(try WatchOptions(arguments))
    case .config: .config(try ConfigOptions(arguments))
    case .check: .check(try CheckOptions(arguments))
    case .bench: .bench(try BenchOptions(arguments))
    case .synth: .synth(try SynthOptions(arguments))
    case .import: .import(try ImportOptions(arguments))
    case .render: .render(try RenderOptions(arguments))
    case .completions: .completions(try CompletionsOptions(arguments))
    }
  }
}
