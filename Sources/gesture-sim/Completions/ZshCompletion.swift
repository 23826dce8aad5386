import Foundation

/// The zsh completion script (`gesture-sim completions zsh`), written from
/// a ``CompletionModel``: a `#compdef` function built on `_arguments`, one
/// option specification a line, with each option's first help line as its
/// description.
struct ZshCompletion {
  let model: CompletionModel

  /// The whole script.
  var script: String {
    var lines = [
      "#compdef \(model.program)",
      "# zsh completion for \(model.program), written by '\(model.program) completions zsh'",
      "# from its own option tables and configuration keys.",
      "",
    ]
    lines += settingFunction + [""] + mainFunction
    lines += ["", "_gesture_sim \"$@\""]
    return lines.joined(separator: "\n")
  }

  /// `_gesture_sim_setting`: a key (with `=`) or, after `key=`, its words.
  private var settingFunction: [String] {
    var lines = [
      "_gesture_sim_setting() {",
      "  if compset -P '*='; then",
      "    case ${IPREFIX%=} in",
    ]
    for setting in model.settings where !setting.words.isEmpty {
      lines.append("    (\(setting.key)) compadd -- \(setting.words.joined(separator: " ")) ;;")
    }
    lines += [
      "    (*) _message -e values 'a number' ;;",
      "    esac",
      "  else",
      "    local -a keys",
      "    keys=(",
    ]
    for setting in model.settings {
      lines.append(
        "      \(Self.quoted(Self.describeEscaped(setting.key) + ":" + Self.describeEscaped(setting.meaning)))"
      )
    }
    lines += [
      "    )",
      "    _describe -t keys 'configuration key' keys -qS =",
      "  fi",
      "}",
    ]
    return lines
  }

  private var mainFunction: [String] {
    var lines = [
      "_gesture_sim() {",
      "  local curcontext=$curcontext state line ret=1",
      "  local -a commands",
      "  commands=(",
    ]
    for command in model.commands {
      lines.append(
        "    \(Self.quoted(Self.describeEscaped(command.name) + ":" + Self.describeEscaped(command.summary)))"
      )
    }
    lines += ["  )", "  _arguments -C \\"]
    for option in model.globalOptions {
      lines.append("    \(optionSpec(option, exclusive: "(- :)")) \\")
    }
    lines += [
      "    '1: :->command' \\",
      "    '*:: :->argument' && ret=0",
      "  case $state in",
      "  (command) _describe -t commands '\(model.program) command' commands && ret=0 ;;",
      "  (argument)",
      "    curcontext=${curcontext%:*:*}:\(model.program)-$words[1]:",
      "    case $words[1] in",
    ]
    for command in model.commands {
      lines.append("    (\(command.name))")
      lines.append("      _arguments \\")
      for option in command.options {
        lines.append("        \(optionSpec(option, exclusive: nil)) \\")
      }
      if let operand = operandSpec(command.operands) {
        lines.append("        \(operand) \\")
      }
      lines[lines.count - 1].removeLast(2)
      lines.append("      ;;")
    }
    lines += ["    esac", "    ;;", "  esac", "  return ret", "}"]
    return lines
  }

  /// `'(-f --format)'{-f+,--format=}'[Output form]:value:(text jsonl)'`.
  private func optionSpec(_ option: OptionSpec, exclusive: String?) -> String {
    let names = CompletionModel.names(of: option)
    let repeatable: Bool
    switch option.arity {
    case .repeatable: repeatable = true
    case .flag, .value: repeatable = false
    }
    let suffix = option.takesValue ? ["+", "="] : ["", ""]
    let written = zip(names, names.count == 2 ? suffix : [suffix[1]]).map { $0 + $1 }
    let guardSet = exclusive ?? (repeatable ? "*" : "(\(names.joined(separator: " ")))")
    let description = "[" + Self.bracketEscaped(CompletionModel.summary(of: option)) + "]"
    let action =
      option.takesValue
      ? ":" + Self.bracketEscaped(option.placeholder ?? "value") + ":" + action(option.completion) : ""
    let body = Self.quoted(description + action)
    let namesPart = written.count == 1 ? Self.quoted(written[0]) : "{" + written.joined(separator: ",") + "}"
    return Self.quoted(guardSet) + namesPart + body
  }

  /// The operand's `_arguments` specification, or `nil` for none.
  private func operandSpec(_ completion: OptionSpec.Completion) -> String? {
    switch completion {
    case .none: nil
    case .anything, .setting: "'*: :'"
    case .words, .file, .directory: Self.quoted("*:operand:" + action(completion))
    }
  }

  /// The `_arguments` action that completes a value.
  private func action(_ completion: OptionSpec.Completion) -> String {
    switch completion {
    case .none, .anything: " "
    case .words(let words): "(" + words.joined(separator: " ") + ")"
    case .file: "_files"
    case .directory: "_files -/"
    case .setting: "_gesture_sim_setting"
    }
  }

  /// `text` in single quotes, for the shell.
  private static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// `text` for a `_describe` entry, whose `:` separates name and description.
  private static func describeEscaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ":", with: "\\:")
  }

  /// `text` inside an `_arguments` description or message: `[`, `]` and `:`
  /// have meanings there.
  private static func bracketEscaped(_ text: String) -> String {
    var escaped = ""
    for character in text {
      if "[]:\\".contains(character) { escaped.append("\\") }
      escaped.append(character)
    }
    return escaped
  }
}
