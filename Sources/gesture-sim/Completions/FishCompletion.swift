import Foundation

/// The fish completion script (`gesture-sim completions fish`), written
/// from a ``CompletionModel``: one `complete` line an option, conditioned on
/// the command word, each described by its first help line.
struct FishCompletion {
  let model: CompletionModel

  /// The whole script.
  var script: String {
    var lines = [
      "# fish completion for \(model.program), written by '\(model.program) completions fish'",
      "# from its own option tables and configuration keys.",
      "",
      "# The command word: the first word after the program that is not an option",
      "# (the global options take no value).",
      "function __gesture_sim_command",
      "    for word in (commandline -opc)[2..-1]",
      "        if not string match -q -- '-*' $word",
      "            echo $word",
      "            return 0",
      "        end",
      "    end",
      "    return 1",
      "end",
      "",
      "function __gesture_sim_using",
      "    set -l command (__gesture_sim_command)",
      "    and test \"$command\" = \"$argv[1]\"",
      "end",
      "",
    ]
    lines += settingFunction + [""]
    let c = "complete -c \(model.program)"
    lines.append("\(c) -f")
    for option in model.globalOptions {
      lines.append("\(c) -n 'not __gesture_sim_command' \(optionFlags(option))")
    }
    for command in model.commands {
      lines.append(
        "\(c) -n 'not __gesture_sim_command' -a \(command.name) -d \(Self.quoted(command.summary))")
    }
    for command in model.commands {
      let condition = "-n " + Self.quoted("__gesture_sim_using \(command.name)")
      for option in command.options {
        lines.append("\(c) \(condition) \(optionFlags(option))")
      }
      switch command.operands {
      case .none, .anything, .setting: break
      case .words(let words):
        lines.append("\(c) \(condition) -a \(Self.quoted(words.joined(separator: " ")))")
      case .file: lines.append("\(c) \(condition) -F")
      case .directory: lines.append("\(c) \(condition) -a '(__fish_complete_directories)'")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// `__gesture_sim_setting`: the keys (`key=`, with their meanings) or,
  /// once the token holds `=`, `key=word` for each word its value takes.
  private var settingFunction: [String] {
    var lines = [
      "function __gesture_sim_setting",
      "    switch (commandline -ct)",
    ]
    for setting in model.settings where !setting.words.isEmpty {
      lines.append("        case \(Self.quoted(setting.key + "=*"))")
      lines.append(
        "            printf '%s\\n' \(setting.words.map { Self.quoted(setting.key + "=" + $0) }.joined(separator: " "))"
      )
    }
    lines += [
      "        case '*=*'",
      "            return",
      "        case '*'",
    ]
    for setting in model.settings {
      lines.append(
        "            printf '%s\\t%s\\n' \(Self.quoted(setting.key + "=")) \(Self.quoted(setting.meaning))")
    }
    lines += ["    end", "end"]
    return lines
  }

  /// `-s f -l format -x -a 'text jsonl' -d 'Output form'`.
  private func optionFlags(_ option: OptionSpec) -> String {
    var flags: [String] = []
    if let short = option.short { flags.append("-s \(short)") }
    flags.append("-l \(option.name)")
    switch option.completion {
    case .none: break
    case .anything: flags.append("-x")
    case .words(let words): flags.append("-x -a \(Self.quoted(words.joined(separator: " ")))")
    case .file: flags.append("-r -F")
    case .directory: flags.append("-x -a '(__fish_complete_directories)'")
    case .setting: flags.append("-x -a '(__gesture_sim_setting)'")
    }
    flags.append("-d \(Self.quoted(CompletionModel.summary(of: option)))")
    return flags.joined(separator: " ")
  }

  /// `text` in single quotes, for fish (which escapes `\` and `'` inside them).
  private static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
  }
}
