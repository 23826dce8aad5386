/// One option of a command, declared once: its names, whether it takes a
/// value, and its help.
///
/// Parsing, "did you mean", the usage line and the OPTIONS section of the
/// command's `--help` are all derived from these declarations (see
/// ``CommandSpec``), so an option cannot be parsed without being documented,
/// nor documented without being parsed.
struct OptionSpec: Equatable, Sendable {
  /// Whether the option takes a value, and how many times it may be given.
  enum Arity: Equatable, Sendable {
    /// `--name` alone; `--name=value` is refused.
    case flag
    /// `--name VALUE`, `--name=VALUE`, `-x VALUE` or `-xVALUE`; given twice, the last wins.
    case value(placeholder: String)
    /// Like ``value(placeholder:)``, but every value counts (`--set`).
    case repeatable(placeholder: String)
  }

  /// The long name, without its dashes: `format` for `--format`.
  let name: String
  /// The one-letter short form (`f` for `-f`), if any.
  let short: Character?
  /// Whether it takes a value.
  let arity: Arity
  /// The help, one string a line: the first is the summary, the rest are
  /// indented under it in `--help`.
  let help: [String]
  /// What the option's value is, for shell completion.
  let completion: Completion

  /// What a value (an option's, or a command's operand) is, as a shell
  /// completes it (`gesture-sim completions`).
  enum Completion: Equatable, Sendable {
    /// No value: a flag, or a command without operands.
    case none
    /// Text the shell cannot guess (a number, a size).
    case anything
    /// One of these words.
    case words([String])
    /// A file's path.
    case file
    /// A folder's path.
    case directory
    /// A configuration setting, `key=value`, with the keys and the words
    /// their values take (``GestureConfiguration/Key/all``).
    case setting
  }

  /// Declares an option.
  ///
  /// - Parameters:
  ///   - name: The long name, without its dashes.
  ///   - short: The one-letter short form, if any.
  ///   - arity: Whether it takes a value.
  ///   - completion: What its value is for shell completion; by default
  ///     nothing for a flag and free text for a value.
  ///   - help: The help, one string a line.
  init(
    _ name: String, short: Character? = nil, _ arity: Arity, completes completion: Completion? = nil,
    help: [String]
  ) {
    self.name = name
    self.short = short
    self.arity = arity
    self.help = help
    switch arity {
    case .flag: self.completion = .none
    case .value, .repeatable: self.completion = completion ?? .anything
    }
  }

  /// Declares an option whose value is one of `choices`, which its
  /// placeholder lists (`text|jsonl`) and the shells complete.
  init(_ name: String, short: Character? = nil, choices: [String], help: [String]) {
    self.init(
      name, short: short, .value(placeholder: choices.joined(separator: "|")), completes: .words(choices),
      help: help)
  }

  /// `--name`.
  var longForm: String { "--" + name }

  /// The value's placeholder (`text|jsonl`), or `nil` for a flag.
  var placeholder: String? {
    switch arity {
    case .flag: nil
    case .value(let placeholder), .repeatable(let placeholder): placeholder
    }
  }

  /// Whether the option takes a value.
  var takesValue: Bool { placeholder != nil }

  /// How the usage line shows it: `[--format text|jsonl]`, `[--changes]`,
  /// `[--set key=value]...`.
  var usage: String {
    switch arity {
    case .flag: "[\(longForm)]"
    case .value(let placeholder): "[\(longForm) \(placeholder)]"
    case .repeatable(let placeholder): "[\(longForm) \(placeholder)]..."
    }
  }

  /// How the usage line shows it when the command requires it:
  /// `--from evemu|getevent|evdev|pointer-events`.
  var requiredUsage: String {
    placeholder.map { "\(longForm) \($0)" } ?? longForm
  }

  /// How the OPTIONS section names it: `-f, --format text|jsonl` or
  /// `    --changes` (long names line up whether or not there is a short one).
  var label: String {
    let names = short.map { "-\($0), \(longForm)" } ?? "    \(longForm)"
    return placeholder.map { "\(names) \($0)" } ?? names
  }

  /// `-h, --help`, which every command takes.
  static let help = OptionSpec("help", short: "h", .flag, help: ["Show this help."])
}
