/// `gesture-sim completions bash|zsh|fish`: prints a shell completion
/// script, generated from the commands' own option tables
/// (``CompletionModel``), so it always matches this gesture-sim.
enum CompletionsCommand {
  /// The shells `completions` writes a script for.
  enum Shell: String, CaseIterable {
    case bash
    case zsh
    case fish
  }

  /// Prints the shell's completion script.
  static func run(_ options: CompletionsOptions, output: inout OutputSink) throws(SimError) {
    let shell = options.shell
    output.write(line: script(for: shell))
  }

  /// The completion script for `shell`, without its last line feed.
  static func script(for shell: Shell) -> String {
    let model = CompletionModel()
    switch shell {
    case .bash: return BashCompletion(model: model).script
    case .zsh: return ZshCompletion(model: model).script
    case .fish: return FishCompletion(model: model).script
    }
  }
}
