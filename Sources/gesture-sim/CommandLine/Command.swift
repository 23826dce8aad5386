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

  /// Runs the command with its parsed arguments.
  func run(_ arguments: inout SimArguments, output: inout OutputSink) throws(SimError) {
    switch self {
    case .play: try PlayCommand.run(&arguments, output: &output)
    case .watch: try WatchCommand.run(&arguments, output: &output)
    case .config: try ConfigCommand.run(&arguments, output: &output)
    case .check: try CheckCommand.run(&arguments, output: &output)
    case .bench: try BenchCommand.run(&arguments, output: &output)
    case .synth: try SynthCommand.run(&arguments, output: &output)
    case .import: try ImportCommand.run(&arguments, output: &output)
    case .render: try RenderCommand.run(&arguments, output: &output)
    case .completions: try CompletionsCommand.run(&arguments, output: &output)
    }
  }
}
