/// The bash completion script (`gesture-sim completions bash`), written
/// from a ``CompletionModel``.
///
/// bash splits words at `=` (it is in `COMP_WORDBREAKS` by default), so
/// `--format=js` and `--set zoomFrame=vi` reach the function as
/// `--format` `=` `js` and `zoomFrame` `=` `vi`, and readline replaces only
/// the text after the `=`; without `=` in `COMP_WORDBREAKS` they reach it
/// whole. The script handles both: `_gesture_sim` finds the option (and, for
/// `--set`, the key) the value belongs to, and completes the value alone or
/// with its `key=` before it, as readline will replace it.
struct BashCompletion {
  let model: CompletionModel

  /// The whole script.
  var script: String {
    var lines = [
      "# bash completion for \(model.program), written by '\(model.program) completions bash'",
      "# from its own option tables and configuration keys.",
      "",
      "_gesture_sim_words() { COMPREPLY=($(compgen -W \"$1\" -- \"$2\")); }",
      "_gesture_sim_files() { compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- \"$1\")); }",
      "_gesture_sim_folders() { compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- \"$1\")); }",
      "",
    ]
    lines += settingFunction
    lines += [""] + mainFunction
    lines += ["", "complete -F _gesture_sim \(model.program)"]
    return lines.joined(separator: "\n")
  }

  /// The function `_gesture_sim_setting KEY VALUE`.
  ///
  /// It offers the keys (with `=`, no space after), or the words of KEY's
  /// value. With no KEY, VALUE is the whole word.
  private var settingFunction: [String] {
    var lines = [
      "_gesture_sim_setting() {",
      "  local key=$1 value=$2 prefix=\"\"",
      "  if [[ -z $key ]]; then",
      "    if [[ $value != *=* ]]; then",
      "      compopt -o nospace 2>/dev/null",
      "      COMPREPLY=($(compgen -W \"\(model.settings.map(\.key).joined(separator: " "))\" -S = -- \"$value\"))",
      "      return",
      "    fi",
      "    key=${value%%=*} value=${value#*=} prefix=\"$key=\"",
      "  fi",
      "  local words",
      "  case $key in",
    ]
    // Keys whose values are the same words share a branch (the Booleans).
    var groups: [(words: [String], keys: [String])] = []
    for setting in model.settings where !setting.words.isEmpty {
      if let index = groups.firstIndex(where: { $0.words == setting.words }) {
        groups[index].keys.append(setting.key)
      } else {
        groups.append((setting.words, [setting.key]))
      }
    }
    for group in groups {
      lines.append(
        "    \(group.keys.joined(separator: "|"))) words=\"\(group.words.joined(separator: " "))\" ;;")
    }
    lines += [
      "    *) return ;;",
      "  esac",
      "  COMPREPLY=($(compgen -W \"$words\" -P \"$prefix\" -- \"$value\"))",
      "}",
    ]
    return lines
  }

  /// `_gesture_sim`: finds the command and the option being given a value,
  /// then completes that value, an option or an operand.
  private var mainFunction: [String] {
    var lines = [
      "_gesture_sim() {",
      "  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}",
      "  local value=$cur option=$prev key=\"\" split=0",
      "  # --option=value and key=value, split at '=' by COMP_WORDBREAKS.",
      "  if [[ $cur == = ]]; then",
      "    value=\"\" option=$prev split=1",
      "  elif [[ $prev == = ]] && ((COMP_CWORD >= 2)); then",
      "    option=${COMP_WORDS[COMP_CWORD-2]} split=2",
      "  fi",
      "  if ((split)) && [[ $option != -* ]]; then",
      "    key=$option option=${COMP_WORDS[COMP_CWORD-split-1]}",
      "  fi",
      "  # The command is the first word that is not an option (global options take no value).",
      "  local command=\"\" i",
      "  for ((i = 1; i < COMP_CWORD; i++)); do",
      "    if [[ ${COMP_WORDS[i]} != -* ]]; then command=${COMP_WORDS[i]}; break; fi",
      "  done",
      "  COMPREPLY=()",
      "  case $command in",
      "  \"\")",
      "    if [[ $cur == -* ]]; then",
      "      _gesture_sim_words \"\(optionWords(model.globalOptions))\" \"$cur\"",
      "    else",
      "      _gesture_sim_words \"\(model.commandNames.joined(separator: " "))\" \"$cur\"",
      "    fi",
      "    ;;",
    ]
    for command in model.commands {
      lines.append("  \(command.name))")
      let valued = command.options.filter { $0.takesValue }
      if !valued.isEmpty {
        lines.append("    case $option in")
        for option in valued {
          let pattern = CompletionModel.names(of: option).joined(separator: "|")
          lines.append("    \(pattern)) \(valueCompletion(option.completion)); return ;;")
        }
        lines.append("    esac")
      }
      lines += [
        "    if [[ $cur == -* ]]; then",
        "      _gesture_sim_words \"\(optionWords(command.options))\" \"$cur\"",
        "    else",
        "      \(operandCompletion(command.operands))",
        "    fi",
        "    ;;",
      ]
    }
    lines += ["  esac", "}"]
    return lines
  }

  private func optionWords(_ options: [OptionSpec]) -> String {
    options.flatMap(CompletionModel.names(of:)).joined(separator: " ")
  }

  /// The command that completes an option's value (in `$value`, `$key`).
  private func valueCompletion(_ completion: OptionSpec.Completion) -> String {
    switch completion {
    case .none, .anything: ":"
    case .words(let words): "_gesture_sim_words \"\(words.joined(separator: " "))\" \"$value\""
    case .file: "_gesture_sim_files \"$value\""
    case .directory: "_gesture_sim_folders \"$value\""
    case .setting: "_gesture_sim_setting \"$key\" \"$value\""
    }
  }

  /// The command that completes an operand (in `$cur`).
  private func operandCompletion(_ completion: OptionSpec.Completion) -> String {
    switch completion {
    case .none, .anything, .setting: ":"
    case .words(let words): "_gesture_sim_words \"\(words.joined(separator: " "))\" \"$cur\""
    case .file: "_gesture_sim_files \"$cur\""
    case .directory: "_gesture_sim_folders \"$cur\""
    }
  }
}
