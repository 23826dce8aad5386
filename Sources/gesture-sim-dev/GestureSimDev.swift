import Foundation

/// `gesture-sim-dev`: the package's development tasks, which read and write
/// its own sources and are no part of what `gesture-sim` installs.
///
/// `gesture-sim-dev NAME` writes the generated file NAME; `--check` only
/// compares it, exits 1 when it is stale. `scripts/make-*.sh` run it.
@main
struct GestureSimDev {
  static func main() {
    exit(run(Array(CommandLine.arguments.dropFirst())))
  }

  /// The usage text, listing the generated files.
  static var usage: String {
    let width = (GeneratedFile.all.map(\.name.count).max() ?? 0) + 2
    let names = GeneratedFile.all.map { "  \($0.name.padding(toLength: width))\($0.relativePath)" }
    return """
      USAGE: gesture-sim-dev NAME [--check]

      Writes a checked-in file that the code generates (then read the diff), or
      with --check exits 1 if the checked-in file is not what the code generates.

      NAMES:
      \(names.joined(separator: "\n"))
      """
  }

  /// Runs a command line (without the program's name) and returns the exit
  /// code: 0 done (or current), 1 stale with `--check`, 2 usage or I/O.
  static func run(_ arguments: [String]) -> Int32 {
    if arguments.contains("-h") || arguments.contains("--help") {
      print(usage)
      return 0
    }
    let check = arguments.contains("--check")
    let words = arguments.filter { $0 != "--check" }
    guard words.count == 1, let file = GeneratedFile.all.first(where: { $0.name == words[0] }) else {
      FileHandle.standardError.write(Data((usage + "\n").utf8))
      return 2
    }
    do {
      if !check {
        try file.write()
        return 0
      }
      if try file.isCurrent() { return 0 }
      FileHandle.standardError.write(Data((file.staleMessage + "\n").utf8))
      return 1
    } catch {
      FileHandle.standardError.write(Data("gesture-sim-dev: \(file.name): \(error)\n".utf8))
      return 2
    }
  }
}

extension String {
  /// The string padded with spaces to `length` characters.
  fileprivate func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
