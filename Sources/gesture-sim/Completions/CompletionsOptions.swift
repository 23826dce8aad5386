/// `completions`'s operand, parsed and checked before anything is printed.
struct CompletionsOptions {
  /// The shell whose script is printed.
  var shell: CompletionsCommand.Shell

  /// Parses `completions`'s arguments: one shell's name.
  ///
  /// - Throws: ``SimError/usage(_:)`` for no shell, more than one, or an unknown one.
  init(_ arguments: SimArguments) throws(SimError) {
    let names = CompletionsCommand.Shell.allCases.map(\.rawValue)
    let expected = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    guard arguments.positional.count == 1, let name = arguments.positional.first else {
      throw .usage("completions expects one shell: \(expected)")
    }
    guard let shell = CompletionsCommand.Shell(rawValue: name) else {
      throw .usage("unknown shell '\(name)'; expected \(expected)")
    }
    self.shell = shell
  }
}
