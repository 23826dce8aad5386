/// A command's declaration: its name, what it takes, its options, and the
/// prose of its `--help`.
///
/// `gesture-sim COMMAND --help` (and `gesture-sim help COMMAND`) is
/// ``helpText``: the usage line and the OPTIONS section derived from
/// ``options``, around the hand-written ``discussion`` and ``epilogue``.
struct CommandSpec: Equatable, Sendable {
  /// The command word: `play`.
  let name: String
  /// The operands after it in the usage line: `FILE|-`, `[FILE]`, or nothing.
  let operands: String
  /// One line for the overview's command list.
  let summary: String
  /// Its options, in the order `--help` lists them (`-h, --help` comes last
  /// by itself).
  let options: [OptionSpec]
  /// The names of the options the command cannot run without (`import`'s
  /// `--from`): the usage line shows them first, without brackets; the
  /// command itself refuses a line that lacks one, saying which.
  let required: [String]
  /// What the command does: the paragraphs between the usage line and OPTIONS.
  let discussion: String
  /// What follows OPTIONS: further sections and EXAMPLES.
  let epilogue: String
  /// What the operands are, for shell completion.
  let operandCompletion: OptionSpec.Completion

  /// Declares a command.
  ///
  /// - Parameters:
  ///   - name: The command word.
  ///   - operands: The operands as the usage line shows them.
  ///   - operandCompletion: What its operands are for shell completion: by
  ///     default files, nothing when it takes none.
  ///   - summary: One line for the overview.
  ///   - options: Its options, in `--help`'s order.
  ///   - required: The options it cannot run without.
  ///   - discussion: The paragraphs after the usage line.
  ///   - epilogue: What follows OPTIONS.
  init(
    _ name: String, operands: String, completes operandCompletion: OptionSpec.Completion? = nil,
    summary: String, options: [OptionSpec], required: [String] = [], discussion: String, epilogue: String
  ) {
    self.name = name
    self.operands = operands
    self.operandCompletion = operandCompletion ?? (operands.isEmpty ? .none : .file)
    self.summary = summary
    self.options = options
    self.required = required
    self.discussion = discussion
    self.epilogue = epilogue
    precondition(
      Set(allOptions.map(\.name)).count == allOptions.count
        && Set(allOptions.compactMap(\.short)).count == allOptions.compactMap(\.short).count,
      "\(name) declares an option name or short form twice")
    precondition(
      required.allSatisfy { name in options.contains { $0.name == name } },
      "\(name) requires an undeclared option")
  }

  /// Every option the command takes: ``options`` and `--help`.
  var allOptions: [OptionSpec] { options + [.help] }

  /// The option called `--name`, if the command takes it.
  func option(named name: Substring) -> OptionSpec? {
    allOptions.first { $0.name[...] == name }
  }

  /// The option whose short form is `-letter`, if the command takes it.
  func option(short letter: Character) -> OptionSpec? {
    allOptions.first { $0.short == letter }
  }
}
