import GestureKitLite

/// The overview (`gesture-sim --help`) and `--version`.
enum Help {
  /// `gesture-sim --help`: the commands, each from its declaration.
  static var overview: String {
    let commands = Command.allCases.map(\.spec) + [CommandSpec.helpCommand]
    let entries = commands.map { spec in
      (name: spec.name + (spec.operands.isEmpty ? "" : " \(spec.operands)"), summary: spec.summary)
    }
    let width = entries.map(\.name.count).max() ?? 0
    let list = entries.map { "  \($0.name.padding(toLength: width))  \($0.summary)" }
    return """
      gesture-sim: play, make and check touch streams with GestureKitLite.

      USAGE: gesture-sim COMMAND [OPTIONS] [ARGUMENTS]
             gesture-sim help COMMAND      (the same as 'gesture-sim COMMAND --help')
             gesture-sim --version

      COMMANDS:
      \(list.joined(separator: "\n"))

      OPTIONS:
      \(CommandSpec.optionLines(ArgumentParser.globalOptions).joined(separator: "\n"))

      Each command's --help lists its options. Options may come before or after
      the operands; '--' ends them ('gesture-sim play -- --odd-name.touches').

      EXIT CODES: 0 success, 1 a check failed, 2 bad input or usage.

      The contract (stream formats, configuration keys, recognizer names, what
      play prints) is docs/Contract.md in GestureKitLite's repository.

      EXAMPLES:
        gesture-sim play Fixtures/touchstreams/tour.touches
        gesture-sim play -f jsonl -s doubleTapEnabled=false stream.touches
        gesture-sim help play
        gesture-sim config
        gesture-sim render Fixtures/touchstreams/tour.touches -o tour.html
      """
  }

  /// `gesture-sim --version`: the library's version and the contract's (docs/Contract.md).
  static var version: String {
    "gesture-sim \(GestureKitLiteVersion.current) (contract \(GestureKitLiteVersion.contract))"
  }
}

extension CommandSpec {
  /// `gesture-sim help`.
  static let helpCommand = CommandSpec(
    "help", operands: "[COMMAND]", summary: "Show this text, or a command's help.", options: [],
    discussion: """
      Without a command, shows the overview: every command and the global
      options. 'gesture-sim help COMMAND' shows the command's help, the same
      text as 'gesture-sim COMMAND --help'.
      """,
    epilogue: """
      EXAMPLES:
        gesture-sim help
        gesture-sim help synth
      """)
}
