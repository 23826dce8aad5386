import GestureKitLite

/// Turns `gesture-sim`'s command line into what to do.
///
/// `gesture-sim [-h|--help] [-V|--version] COMMAND [ARGUMENTS]`: before the
/// command only the global options are taken; after it, the command's own
/// (``SimArguments``). `-h` or `--help` anywhere before a `--` shows the
/// command's help, whatever else the line holds, and `help COMMAND` is the
/// same as `COMMAND --help`.
enum ArgumentParser {
  /// What a command line asks for.
  enum Invocation {
    /// The overview: no command, `--help` or `help`.
    case overview
    /// `--version`.
    case version
    /// A command's help: `COMMAND --help` or `help COMMAND`.
    case help(CommandSpec)
    /// A command to run.
    case run(Command, SimArguments)
  }

  /// The options taken before the command.
  static let globalOptions = [
    OptionSpec.help,
    OptionSpec(
      "version", short: "V", .flag, help: ["Print gesture-sim's version and the contract's, then exit."]),
  ]

  /// Parses the command line (without the program's name).
  ///
  /// - Throws: ``UsageError`` for an unknown command or option, or an
  ///   option used wrongly.
  static func parse(_ argv: [String]) throws(UsageError) -> Invocation {
    var words = argv[...]
    while let word = words.first, word.hasPrefix("-"), word != "-" {
      words.removeFirst()
      if word == "--" { break }
      switch try globalOption(word) {
      case .help: return .overview
      case .version: return .version
      }
    }
    guard let name = words.popFirst() else { return .overview }
    if name == CommandSpec.helpCommand.name { return try help(words) }
    guard let command = Command(rawValue: name) else { throw .unknownCommand(name) }
    if asksForHelp(words) { return .help(command.spec) }
    return .run(command, try SimArguments(parsing: words, for: command.spec))
  }

  /// A global option.
  private enum GlobalOption {
    case help
    case version
  }

  /// Reads `-h`, `--help`, `-V` or `--version`.
  private static func globalOption(_ word: String) throws(UsageError) -> GlobalOption {
    switch word {
    case "-h", "--help": return .help
    case "-V", "--version": return .version
    default:
      let name = word.hasPrefix("--") ? String(word.dropFirst(2).prefix { $0 != "=" }) : ""
      if let option = globalOptions.first(where: { $0.name == name }) {
        throw UsageError("\(option.longForm) takes no value", command: nil)
      }
      let written = word.hasPrefix("--") ? "--" + name : word
      let near = EditDistance.nearest(to: name, among: globalOptions.map(\.name)).map { "--" + $0 }
      throw .unknownOption(written, for: nil, near: word.hasPrefix("--") ? near : nil)
    }
  }

  /// Whether `-h` or `--help` comes before any `--`.
  private static func asksForHelp(_ words: ArraySlice<String>) -> Bool {
    words.prefix { $0 != "--" }.contains { $0 == "-h" || $0 == "--help" }
  }

  /// `help`, `help COMMAND`, or `help --help`.
  private static func help(_ words: ArraySlice<String>) throws(UsageError) -> Invocation {
    let spec = CommandSpec.helpCommand
    if asksForHelp(words) { return .help(spec) }
    let arguments = try SimArguments(parsing: words, for: spec)
    switch arguments.positional.count {
    case 0:
      return .overview
    case 1:
      let name = arguments.positional[0]
      if name == spec.name { return .help(spec) }
      guard let command = Command(rawValue: name) else { throw .unknownCommand(name) }
      return .help(command.spec)
    default:
      throw UsageError(
        "help takes one command, found '\(arguments.positional.joined(separator: " "))'", command: spec.name)
    }
  }
}
