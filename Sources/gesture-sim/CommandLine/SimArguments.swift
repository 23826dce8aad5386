import GestureKitLite

/// A command's arguments, parsed against its option table: the options
/// given, in order, and the operands.
///
/// The grammar is getopt's, with git's and ripgrep's long options:
/// - `--name VALUE` or `--name=VALUE` for an option that takes a value, and
///   `-x VALUE` or `-xVALUE` for its short form; `--flag` or `-x` for a flag,
///   which refuses a value (`--changes=false` is an error, not "off");
/// - `-` is an operand (standard input), and `--` ends the options: every
///   word after it is an operand, so `play -- --weird.touches` plays that file;
/// - options and operands may come in any order.
///
/// An unknown option is refused at once, with the command's nearest option
/// suggested (the library's `EditDistance`). A command never reads these
/// directly: its options value (`PlayOptions`, ...) reads each option
/// through its declaration (`value(.renderOut)`) when the line is parsed
/// (``Command/parse(_:)``).
struct SimArguments {
  /// The command whose options these are.
  let spec: CommandSpec
  /// The operands, in order.
  private(set) var positional: [String] = []
  /// Each option given, by name, with its value (`nil` for a flag).
  private var given: [(name: String, value: String?)] = []

  /// Parses `arguments` (what follows the command word) against `spec`.
  ///
  /// - Throws: ``UsageError`` for an unknown option, a flag given a value or
  ///   an option missing its value.
  init(parsing arguments: ArraySlice<String>, for spec: CommandSpec) throws(UsageError) {
    self.spec = spec
    var words = arguments[...]
    var optionsEnded = false
    while let word = words.popFirst() {
      if optionsEnded || word == "-" || !word.hasPrefix("-") {
        positional.append(word)
      } else if word == "--" {
        optionsEnded = true
      } else if word.hasPrefix("--") {
        try readLong(word, rest: &words)
      } else {
        try readShort(word, rest: &words)
      }
    }
  }

  /// Parses a whole command line, command word first (`["play", "x.touches"]`).
  ///
  /// - Throws: ``SimError/usage(_:)`` with the parser's message.
  init(_ commandLine: [String]) throws(SimError) {
    guard let name = commandLine.first, let command = Command(rawValue: name) else {
      throw .usage("expected a command, found '\(commandLine.first ?? "")'")
    }
    do {
      try self.init(parsing: commandLine.dropFirst(), for: command.spec)
    } catch {
      throw .usage(error.message)
    }
  }

  /// Reads `--name`, `--name=VALUE` or `--name VALUE`.
  private mutating func readLong(_ word: String, rest: inout ArraySlice<String>) throws(UsageError) {
    let body = word.dropFirst(2)
    let equals = body.firstIndex(of: "=")
    let name = body[..<(equals ?? body.endIndex)]
    let inline = equals.map { String(body[body.index(after: $0)...]) }
    guard let option = spec.option(named: name) else {
      let near = EditDistance.nearest(to: String(name), among: spec.allOptions.map(\.name))
      throw .unknownOption(name.isEmpty ? word : "--\(name)", for: spec, near: near.map { "--\($0)" })
    }
    guard option.takesValue else {
      if inline != nil { throw UsageError("\(option.longForm) takes no value", command: spec.name) }
      given.append((option.name, nil))
      return
    }
    if let inline {
      given.append((option.name, inline))
    } else {
      given.append((option.name, try value(for: option, written: option.longForm, rest: &rest)))
    }
  }

  /// Reads `-x`, `-x VALUE` or `-xVALUE`.
  private mutating func readShort(_ word: String, rest: inout ArraySlice<String>) throws(UsageError) {
    let body = word.dropFirst()
    // `-format` is a long option with one dash missing, not `-f ormat`.
    if body.count > 1, let option = spec.option(named: body.prefix { $0 != "=" }) {
      throw .unknownOption(word, for: spec, near: option.longForm)
    }
    guard let letter = body.first, let option = spec.option(short: letter) else {
      throw .unknownOption(word, for: spec, near: nil)
    }
    let attached = body.dropFirst()
    guard option.takesValue else {
      guard attached.isEmpty else { throw .unknownOption(word, for: spec, near: nil) }
      given.append((option.name, nil))
      return
    }
    if attached.isEmpty {
      given.append((option.name, try value(for: option, written: "-\(letter)", rest: &rest)))
    } else {
      given.append((option.name, String(attached.hasPrefix("=") ? attached.dropFirst() : attached)))
    }
  }

  /// The word after an option that takes a value.
  private func value(
    for option: OptionSpec, written: String, rest: inout ArraySlice<String>
  ) throws(UsageError) -> String {
    guard let value = rest.popFirst() else {
      throw UsageError("\(written) needs a value (\(option.placeholder ?? ""))", command: spec.name)
    }
    return value
  }

  /// Whether the flag `option` was given.
  func flag(_ option: OptionSpec) -> Bool {
    checkDeclared(option)
    return given.contains { $0.name == option.name }
  }

  /// The value of the last `option` given, if any.
  func value(_ option: OptionSpec) -> String? {
    values(option).last
  }

  /// Every value given for `option`, in order.
  func values(_ option: OptionSpec) -> [String] {
    checkDeclared(option)
    return given.compactMap { $0.name == option.name ? $0.value : nil }
  }

  /// Whether any of `options` was given.
  func containsAny(_ options: [OptionSpec]) -> Bool {
    options.contains { option in
      checkDeclared(option)
      return given.contains { $0.name == option.name }
    }
  }

  /// Traps when a command reads an option its table does not declare: the
  /// option could never be given, so the read is a bug.
  private func checkDeclared(_ option: OptionSpec) {
    precondition(
      spec.option(named: option.name[...]) != nil,
      "\(spec.name) reads --\(option.name), which it does not declare")
  }
}
