extension CommandSpec {
  /// `gesture-sim completions`.
  static let completions = CommandSpec(
    "completions", operands: "bash|zsh|fish",
    completes: .words(CompletionsCommand.Shell.allCases.map(\.rawValue)),
    summary: "Print a completion script for bash, zsh or fish.", options: [],
    discussion: """
      Prints a script that completes gesture-sim's commands, their options and
      operands, the option values that are words (formats, presets, shells), and
      --set's configuration keys and the words their values take. It is generated
      from gesture-sim's own option tables and configuration keys, so it always
      matches the gesture-sim that printed it.
      """,
    epilogue: """
      INSTALLING:
        bash  gesture-sim completions bash > ~/.local/share/bash-completion/completions/gesture-sim
              (or add 'source <(gesture-sim completions bash)' to ~/.bashrc)
        zsh   gesture-sim completions zsh > ~/.zfunc/_gesture-sim
              (with 'fpath+=(~/.zfunc)' before 'compinit' in ~/.zshrc)
        fish  gesture-sim completions fish > ~/.config/fish/completions/gesture-sim.fish

      EXAMPLES:
        gesture-sim completions bash
        source <(gesture-sim completions bash)
      """)
}
