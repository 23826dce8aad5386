import GestureKitLite

/// What a completion script completes.
///
/// It is read from the declarations that parsing and `--help` use: the
/// commands' option tables (``CommandSpec``), the global options, and the
/// configuration keys (``GestureConfiguration/Key/all``) with the words their
/// values take. The shells' scripts are written from it alone, so a command, option,
/// preset or key cannot be added without being completed.
struct CompletionModel {
  /// A command, `help` included.
  struct Command {
    /// The command word.
    var name: String
    /// Its overview line.
    var summary: String
    /// Its options, `--help` included.
    var options: [OptionSpec]
    /// What its operands are.
    var operands: OptionSpec.Completion
  }

  /// A configuration key that `--set` completes.
  struct Setting {
    /// The key.
    var key: String
    /// What it means, in one sentence.
    var meaning: String
    /// The words its value takes (`true false`, a word key's words), or
    /// none for a number.
    var words: [String]
  }

  /// The program's name.
  let program = "gesture-sim"
  /// The options taken before the command.
  let globalOptions = ArgumentParser.globalOptions
  /// Every command, in the overview's order, then `help`.
  let commands: [Command]
  /// Every configuration key, in SPEC §3's order.
  let settings: [Setting]

  init() {
    let commandNames = gesture_sim.Command.allCases.map(\.rawValue) + [CommandSpec.helpCommand.name]
    commands =
      gesture_sim.Command.allCases.map { command in
        Command(
          name: command.spec.name, summary: command.spec.summary, options: command.spec.allOptions,
          operands: command.spec.operandCompletion)
      } + [
        Command(
          name: CommandSpec.helpCommand.name, summary: CommandSpec.helpCommand.summary,
          options: CommandSpec.helpCommand.allOptions, operands: .words(commandNames))
      ]
    settings = GestureConfiguration.Key.all.map { key in
      let words: [String] =
        switch key.valueKind {
        case .boolean: ["true", "false"]
        case .word(let words): words
        case .number, .numberAbove, .integer: []
        }
      return Setting(key: key.name, meaning: key.meaning, words: words)
    }
  }

  /// The command words, `help` last.
  var commandNames: [String] { commands.map(\.name) }

  /// An option's names as typed: `-f` and `--format`, or `--changes`.
  static func names(of option: OptionSpec) -> [String] {
    (option.short.map { ["-\($0)"] } ?? []) + [option.longForm]
  }

  /// An option's help as one line: its first sentence (the lines up to one
  /// that ends with `.` or `:`, before any indented example), without a
  /// trailing colon.
  static func summary(of option: OptionSpec) -> String {
    var sentence: [String] = []
    for line in option.help {
      if line.hasPrefix(" ") { break }
      sentence.append(line)
      if line.hasSuffix(".") || line.hasSuffix(":") { break }
    }
    let text = sentence.joined(separator: " ")
    return text.hasSuffix(":") ? String(text.dropLast()) : text
  }
}
