/// A command with its typed options, parsed and checked: what is left is
/// to run it.
///
/// One case a command (``Command``), each carrying the value its options
/// parse to (`PlayOptions`, `RenderOptions`, ...), so a command reads its
/// options as typed properties and never by name.
enum ParsedCommand {
  /// `play`.
  case play(PlayOptions)
  /// `watch`.
  case watch(WatchOptions)
  /// `config`.
  case config(ConfigOptions)
  /// `check`.
  case check(CheckOptions)
  /// `bench`.
  case bench(BenchOptions)
  /// `synth`.
  case synth(SynthOptions)
  /// `import`.
  case `import`(ImportOptions)
  /// `render`.
  case render(RenderOptions)
  /// `completions`.
  case completions(CompletionsOptions)

  /// Runs the command.
  func run(output: inout OutputSink) throws(SimError) {
    switch self {
    case .play(let options): try PlayCommand.run(options, output: &output)
    case .watch(let options): try WatchCommand.run(options, output: &output)
    case .config(let options): try ConfigCommand.run(options, output: &output)
    case .check(let options): try CheckCommand.run(options, output: &output)
    case .bench(let options): try BenchCommand.run(options, output: &output)
    case .synth(let options): try SynthCommand.run(options, output: &output)
    case .import(let options): try ImportCommand.run(options, output: &output)
    case .render(let options): try RenderCommand.run(options, output: &output)
    case .completions(let options): try CompletionsCommand.run(options, output: &output)
    }
  }
}
