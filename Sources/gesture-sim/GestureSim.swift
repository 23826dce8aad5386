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
    do {
      var arguments = try SimArguments(argv)
      switch arguments.command {
      case nil, "help":
        output.write(line: Help.overview)
      case "play":
        try PlayCommand.run(&arguments, output: &output)
      case "config":
        try ConfigCommand.run(&arguments, output: &output)
      case "check":
        try CheckCommand.run(&arguments, output: &output)
      case "bench":
        try BenchCommand.run(&arguments, output: &output)
      case "synth": try SynthCommand.run(&arguments, output: &output)
      case "import": try ImportCommand.run(&arguments, output: &output)
      case "render": try RenderCommand.run(&arguments, output: &output)
      case let other?:
        throw SimError.usage("unknown command '\(other)'")
      }
      try output.releaseHeld()
      return 0
    } catch let error as SimError {
      output.discardHeld()
      output.flush()
      output.writeError(error.message)
      return error.exitCode
    } catch {
      output.discardHeld()
      output.writeError("gesture-sim: error: \(error)")
      return 2
    }
  }
}
