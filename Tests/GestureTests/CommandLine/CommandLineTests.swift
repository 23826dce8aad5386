import Foundation
import GestureKitLite
import Testing

@testable import gesture_sim

/// `gesture-sim`'s manners (SPEC §6): help, version, short forms, `--`.
@Suite("command line: help, version, short forms")
struct CommandLineTests {
  private typealias Outcome = CommandLineTestSupport.Outcome

  private func run(_ words: String...) -> Outcome {
    CommandLineTestSupport.run(words)
  }

  @Test("no command, --help, -h and help print the overview and exit 0")
  func overview() {
    let expected = Outcome(code: 0, standardOutput: Help.overview + "\n", standardError: "")
    for words in [[], ["--help"], ["-h"], ["help"], ["--", "help"]] {
      #expect(CommandLineTestSupport.run(words) == expected, "\(words)")
    }
    for spec in Command.allCases.map(\.spec) + [CommandSpec.helpCommand] {
      #expect(Help.overview.contains("\n  \(spec.name)"), "\(spec.name)")
    }
    #expect(
      Help.overview.contains("  -h, --help     Show this help.\n  -V, --version  Print gesture-sim's version")
    )
  }

  @Test("--version and -V print the library's version and the contract's")
  func version() {
    let expected = Outcome(code: 0, standardOutput: "gesture-sim 1.3.0 (contract 1.3)\n", standardError: "")
    #expect(run("--version") == expected)
    #expect(run("-V") == expected)
    #expect(GestureKitLiteVersion.current == "1.3.0")
  }

  @Test("help COMMAND, COMMAND --help and COMMAND -h print the same text, whatever else the line holds")
  func commandHelp() {
    for spec in Command.allCases.map(\.spec) {
      let expected = Outcome(code: 0, standardOutput: spec.helpText + "\n", standardError: "")
      #expect(run("help", spec.name) == expected)
      #expect(run(spec.name, "--help") == expected)
      #expect(run(spec.name, "-h") == expected)
      #expect(run(spec.name, "--bogus", "x", "-h") == expected)
    }
    #expect(run("help", "help").standardOutput == CommandSpec.helpCommand.helpText + "\n")
    #expect(run("help", "--help") == run("help", "help"))
    // After `--`, -h is an operand (a file of that name).
    #expect(run("play", "--", "-h").standardError == "-h: error: no such file\n")
  }

  @Test("each command's help lists every option it declares, with its short form, in usage and OPTIONS")
  func helpListsEveryOption() {
    for spec in Command.allCases.map(\.spec) {
      let help = spec.helpText
      for option in spec.allOptions {
        #expect(help.contains("  \(option.label)"), "\(spec.name): \(option.label)")
        let usage = spec.required.contains(option.name) ? option.requiredUsage : option.usage
        if option != .help { #expect(spec.usageText.contains(usage), "\(spec.name): \(usage)") }
      }
    }
    #expect(
      CommandSpec.play.usageText == """
        USAGE: gesture-sim play FILE|- [--format text|jsonl] [--changes] [--values] [--why]
                                [--input-format text|jsonl] [--from evemu|getevent|evdev|pointer-events]
                                [--desc DESC] [--range WxH] [--width PT] [--height PT] [--preset NAME]
                                [--config FILE.json] [--set key=value]...
        """)
  }

  @Test("the short forms are git's and curl's: -f format, -o out, -s set, -c config, -h help, -V version")
  func shortForms() {
    let shorts = Command.allCases.flatMap { command in
      command.spec.allOptions.compactMap { option in option.short.map { "\($0) \(option.name)" } }
    }
    #expect(Set(shorts) == ["f format", "o out", "s set", "c config", "h help"])
    #expect(ArgumentParser.globalOptions.map(\.label) == ["-h, --help", "-V, --version"])
  }

  @Test("-f jsonl, -fjsonl, -f=jsonl and --format=jsonl all mean --format jsonl; -s and -c likewise")
  func shortFormsParse() throws {
    try CommandLineTestSupport.withFile(named: "tap.touches", CommandLineTestSupport.tap) { path in
      let long = run("play", path, "--format", "jsonl", "--set", "doubleTapEnabled=false")
      #expect(long.code == 0)
      #expect(
        long.standardOutput.hasPrefix(#"{"t":0.05,"type":"recognizer","name":"tap","state":"recognized"}"#))
      for words in [
        ["play", path, "-f", "jsonl", "-s", "doubleTapEnabled=false"],
        ["play", "-fjsonl", "-sdoubleTapEnabled=false", path],
        ["play", "-f=jsonl", path, "--set=doubleTapEnabled=false"],
        ["play", "--format=jsonl", "--set", "doubleTapInterval=0.2", path, "-s", "doubleTapEnabled=false"],
      ] {
        #expect(CommandLineTestSupport.run(words) == long, "\(words)")
      }
      try CommandLineTestSupport.withFile(named: "c.json", #"{"doubleTapEnabled": false}"#) { config in
        #expect(run("play", path, "-f", "jsonl", "-c", config) == long)
        #expect(run("play", path, "-f", "jsonl", "--config=\(config)") == long)
      }
      #expect(run("play", path, "-f", "text", "--format", "jsonl") == run("play", path, "-f", "jsonl"))
    }
  }

  @Test("-- ends the options: a file named --weird.touches plays with play -- --weird.touches")
  func doubleDash() throws {
    let name = "--gesture-sim-test-\(ProcessInfo.processInfo.processIdentifier).touches"
    let path = FileManager.default.currentDirectoryPath + "/" + name
    try CommandLineTestSupport.tap.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let played = run("play", "--", name)
    #expect(played.code == 0)
    #expect(played.standardOutput.hasPrefix("0.350 doubleTap failed\n0.350 tap recognized\n"))
    #expect(run("play", "-f", "jsonl", "--", name) == run("play", "--format", "jsonl", path))
    #expect(run("play", name).code == 2)
    #expect(
      run("play", "--", name, "--changes").standardError.hasPrefix("gesture-sim: error: play expects one"))
  }

  @Test("the parser keeps operands and options apart, in order, with - as an operand")
  func parsing() throws {
    let arguments = try SimArguments(
      parsing: ["-", "--set", "a=1", "-sb=2", "--changes", "--", "--set", "-"], for: CommandSpec.play)
    #expect(arguments.positional == ["-", "--set", "-"])
    #expect(arguments.values(.set) == ["a=1", "b=2"])
    #expect(arguments.flag(.changes))
    #expect(!arguments.flag(.values))
    #expect(arguments.value(.eventLogFormat) == nil)
  }

  @Test("reading an option the command does not declare is a bug, and traps")
  func undeclaredOptionTraps() async {
    await #expect(processExitsWith: .failure) {
      let arguments = try SimArguments(parsing: [], for: CommandSpec.config)
      _ = arguments.flag(.changes)
    }
  }
}
