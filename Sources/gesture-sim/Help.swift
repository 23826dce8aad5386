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

  /// `gesture-sim play`.
  static let play = CommandSpec(
    "play", operands: "FILE|-",
    summary: "Play a stream through the standard recognizers and print the events.",
    options: OptionSpec.eventLog + StreamOptions.options,
    discussion: """
      Plays a touch stream (docs/Contract.md §2) through the standard recognizer set
      and prints, in time order, a line for each recognizer state change other than
      'changed', the viewer's events, and last the viewer's state. With --from it
      plays a device recording as 'gesture-sim import' reads it; a viewport set with
      --set or --config is the one the device is fitted into.
      """,
    epilogue: reasonCodes + """

      A malformed stream prints nothing on standard output, 'FILE:LINE:COL: error: ...'
      on standard error, and exits 2; a device recording played without --from gets
      a hint naming the --from it needs.

      EXAMPLES:
        gesture-sim play Fixtures/touchstreams/tour.touches
        gesture-sim play --why Fixtures/touchstreams/tour.touches
        gesture-sim play --changes -f jsonl stream.jsonl
        cat stream.touches | gesture-sim play - -s doubleTapInterval=0.25
        gesture-sim play --from evemu recording.events
      """)

  /// The reasons `--why` prints (SPEC §6.1), from the library's own list.
  static var reasonCodes: String {
    let width = GestureReason.standardCodes.map(\.code.count).max() ?? 0
    let lines = GestureReason.standardCodes.map { code, meaning in
      "  " + code + String(repeating: " ", count: width - code.count + 2) + meaning
    }
    return "REASONS (--why):\n" + lines.joined(separator: "\n") + "\n"
      + "  A recognizer of your own gives its own codes."
  }

  /// `gesture-sim check`.
  static let check = CommandSpec(
    "check", operands: "DIR", completes: .directory,
    summary: "Replay every fixture in DIR and compare with its .expected file.",
    options: [
      OptionSpec(
        "update", .flag,
        help: [
          "Rewrite the expected files from the current output. Read the",
          "changes before committing them: a golden file is written by the",
          "code and then read by a person.",
        ]),
      OptionSpec(
        "render", .value(placeholder: "FOLDER"), completes: .directory,
        help: [
          "For each fixture that differs, write FOLDER/NAME.html: the",
          "expected and actual logs side by side, the first difference",
          "marked, above the replay of the actual run. Not with --update.",
        ]),
    ],
    discussion: """
      Replays every stream in DIR (NAME.touches or NAME.jsonl) as 'gesture-sim play'
      would, text form and default options (a fixture sets its own configuration with
      @set lines), and compares the output with NAME.expected beside it. Prints a
      line diff for each difference (-LINE: expected, +LINE: actual) and exits 1 if
      any fixture differs or has no expected file. An entry that is not a regular
      file (a FIFO, a folder) is skipped with a warning; a fixture that cannot be
      read (a loop of symbolic links, a name that is not UTF-8, a malformed stream)
      is reported with its cause, the others are checked all the same, and the
      exit code is 2.
      """,
    epilogue: """
      EXAMPLES:
        gesture-sim check Fixtures/touchstreams
        gesture-sim check Fixtures/touchstreams --update && git diff Fixtures/
        gesture-sim check Fixtures/touchstreams --render /tmp/differences
      """)

  /// `gesture-sim config`.
  static let config = CommandSpec(
    "config", operands: "", summary: "List every configuration key with its default and meaning.",
    options: [
      OptionSpec(
        "format", short: "f", choices: ConfigCommand.Format.allCases.map(\.rawValue),
        help: [
          "Output form (default text):",
          "  text: each key, its value and unit, its meaning;",
          "  json: a flat JSON object that --config reads back unchanged",
          "        (a key that follows another is left out until set).",
        ])
    ] + OptionSpec.configuration,
    discussion: """
      Lists every configuration key (docs/Contract.md §3) with its value and
      meaning: the defaults, or the values after --preset, --config and --set.
      """,
    epilogue: """
      EXAMPLES:
        gesture-sim config
        gesture-sim config -s doubleTapEnabled=false
        gesture-sim config --preset photo-detail -f json > viewer.json
        gesture-sim play --config viewer.json stream.touches
      """)
}
