import Foundation

/// The `gesture-sim` command: parses the command line, runs one command, and
/// maps its outcome to an exit code (the only place that does).
@main
struct GestureSim {
  static func main() {
    var output = OutputSink()
    let code = run(Array(CommandLine.arguments.dropFirst()), output: &output)
    output.flush()
    exit(code)
  }

  static func run(_ argv: [String], output: inout OutputSink) -> Int32 {
    var command: Command?
    do {
      switch try ArgumentParser.parse(argv) {
      case .overview: output.write(line: Help.overview)
      case .version: output.write(line: Help.version)
      case .help(let spec): output.write(line: spec.helpText)
      case .run(let chosen, let arguments):
        command = chosen
        let parsed = try chosen.parse(arguments)
        try parsed.run(output: &output)
      }
      try output.releaseHeld()
      return 0
    } catch let error as UsageError {
      output.writeError(error.text)
      return 2
    } catch let error as SimError {
      output.discardHeld()
      output.flush()
      output.writeError(error.message(command: command?.rawValue))
      return error.exitCode
    } catch {
      output.discardHeld()
      output.writeError("gesture-sim: error: \(error)")
      return 2
    }
  }
}
