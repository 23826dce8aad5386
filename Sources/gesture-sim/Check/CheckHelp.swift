extension CommandSpec {
  /// `gesture-sim check`.
  static let check = CommandSpec(
    "check", operands: "DIR", completes: .directory,
    summary: "Replay every fixture in DIR and compare with its .expected file.",
    options: [.update, .renderDifferences],
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
}

extension OptionSpec {
  /// `check --update`: rewrite the expected files.
  static let update = OptionSpec(
    "update", .flag,
    help: [
      "Rewrite the expected files from the current output. Read the",
      "changes before committing them: a golden file is written by the",
      "code and then read by a person.",
    ])

  /// `check --render FOLDER`: a page for each fixture that differs.
  static let renderDifferences = OptionSpec(
    "render", .value(placeholder: "FOLDER"), completes: .directory,
    help: [
      "For each fixture that differs, write FOLDER/NAME.html: the",
      "expected and actual logs side by side, the first difference",
      "marked, above the replay of the actual run. Not with --update.",
    ])
}
