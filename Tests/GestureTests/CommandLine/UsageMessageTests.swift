import Testing

@testable import gesture_sim

/// Every usage error `gesture-sim` prints, verbatim: the command line, the
/// exit code (2) and standard error; standard output stays empty.
@Suite("command line: usage errors")
struct UsageMessageTests {
  /// One command line and what it must print on standard error.
  ///
  /// `FILE` in the words stands for a stream file (a tap).
  struct Case: Sendable, CustomTestStringConvertible {
    let words: [String]
    let message: String
    let help: String

    /// A usage error whose second line points to `gesture-sim HELP --help`.
    init(_ words: [String], _ message: String, help: String) {
      self.words = words
      self.message = message
      self.help = help
    }

    var testDescription: String { "gesture-sim " + words.joined(separator: " ") }
  }

  static let cases: [Case] = [
    // Before the command: the global options, then the command word.
    Case(["--bogus"], "unknown option '--bogus'", help: "gesture-sim"),
    Case(["--verison"], "unknown option '--verison'; did you mean '--version'?", help: "gesture-sim"),
    Case(["--version=2"], "--version takes no value", help: "gesture-sim"),
    Case(["--help=play"], "--help takes no value", help: "gesture-sim"),
    Case(["-x"], "unknown option '-x'", help: "gesture-sim"),
    Case(["plya", "FILE"], "unknown command 'plya'; did you mean 'play'?", help: "gesture-sim"),
    Case(["hlep"], "unknown command 'hlep'; did you mean 'help'?", help: "gesture-sim"),
    Case(["frobnicate"], "unknown command 'frobnicate'", help: "gesture-sim"),
    Case(["help", "sytnh"], "unknown command 'sytnh'; did you mean 'synth'?", help: "gesture-sim"),
    Case(["help", "play", "synth"], "help takes one command, found 'play synth'", help: "gesture-sim help"),
    Case(["help", "--all"], "unknown option '--all' for 'help'", help: "gesture-sim help"),
    // A command's options, each error pointing to the command's own help.
    Case(["play", "FILE", "--changes=false"], "--changes takes no value", help: "gesture-sim play"),
    Case(["play", "FILE", "--values=1"], "--values takes no value", help: "gesture-sim play"),
    Case(
      ["play", "FILE", "--fromat", "jsonl"], "unknown option '--fromat' for 'play'; did you mean '--format'?",
      help: "gesture-sim play"),
    Case(
      ["play", "FILE", "--chnages"], "unknown option '--chnages' for 'play'; did you mean '--changes'?",
      help: "gesture-sim play"),
    Case(
      ["play", "FILE", "-format", "jsonl"], "unknown option '-format' for 'play'; did you mean '--format'?",
      help: "gesture-sim play"),
    Case(
      ["play", "FILE", "--frobnicate"], "unknown option '--frobnicate' for 'play'", help: "gesture-sim play"),
    Case(
      ["play", "FILE", "--frobnicate=3"], "unknown option '--frobnicate' for 'play'", help: "gesture-sim play"
    ),
    Case(["play", "FILE", "-x"], "unknown option '-x' for 'play'", help: "gesture-sim play"),
    Case(["play", "FILE", "-hx"], "unknown option '-hx' for 'play'", help: "gesture-sim play"),
    Case(["play", "FILE", "--version"], "unknown option '--version' for 'play'", help: "gesture-sim play"),
    Case(["play", "FILE", "-f"], "-f needs a value (text|jsonl)", help: "gesture-sim play"),
    Case(["play", "FILE", "--format"], "--format needs a value (text|jsonl)", help: "gesture-sim play"),
    Case(["play", "FILE", "-s"], "-s needs a value (key=value)", help: "gesture-sim play"),
    Case(
      ["play", "FILE", "-f", "xml"], "--format expects text or jsonl, found 'xml'", help: "gesture-sim play"),
    Case(["play"], "play expects one stream file (or - for standard input)", help: "gesture-sim play"),
    Case(
      ["play", "FILE", "FILE"], "play expects one stream file (or - for standard input)",
      help: "gesture-sim play"),
    Case(
      ["play", "--weird.touches"],
      "unknown option '--weird.touches' for 'play'; a file whose name starts with '-' goes after '--': "
        + "gesture-sim play -- --weird.touches", help: "gesture-sim play"),
    Case(
      ["play", "FILE", "-s", "tapSlop"], "--set expected key=value, found 'tapSlop'", help: "gesture-sim play"
    ),
    Case(["config", "FILE"], "config takes no file", help: "gesture-sim config"),
    Case(
      ["config", "--set", "tapSlpo=3"],
      "--set tapSlpo=3: unknown config key 'tapSlpo'; did you mean 'tapSlop'?",
      help: "gesture-sim config"),
    Case(
      ["config", "--set", "tapSlopp=3"],
      "--set tapSlopp=3: unknown config key 'tapSlopp'; did you mean 'tapSlop'?",
      help: "gesture-sim config"),
    Case(["check"], "check expects one fixture folder", help: "gesture-sim check"),
    Case(
      ["check", "FILE", "--upadte"], "unknown option '--upadte' for 'check'; did you mean '--update'?",
      help: "gesture-sim check"),
    Case(
      ["bench", "FILE", "--samples", "1000"],
      "--mixed and --samples shape the generated workload; bench FILE measures the file as it is",
      help: "gesture-sim bench"),
    Case(
      ["check", "FILE", "--update", "--render", "out"],
      "--render shows differences; it cannot go with --update",
      help: "gesture-sim check"),
    Case(
      ["render", "FILE", "--ouT", "x.svg"], "unknown option '--ouT' for 'render'; did you mean '--out'?",
      help: "gesture-sim render"),
    Case(
      ["render", "FILE", "--changes"], "unknown option '--changes' for 'render'", help: "gesture-sim render"),
    Case(["render", "FILE", "-o"], "-o needs a value (OUT.svg|OUT.html)", help: "gesture-sim render"),
    Case(
      ["bench", "--runs", "0"], "--runs expects a positive whole number, found '0'", help: "gesture-sim bench"
    ),
    Case(
      ["synth", "--bench-workload", "--rate", "60"],
      "--rate, --seed, --jitter and --timing-jitter are for scripts, not --bench-workload",
      help: "gesture-sim synth"),
    Case(
      ["synth", "FILE", "--mixed"], "--mixed and --samples go with --bench-workload",
      help: "gesture-sim synth"),
    Case(
      ["synth", "--bench-workload", "FILE"], "synth --bench-workload takes no script",
      help: "gesture-sim synth"),
    Case(["synth"], "synth expects one script file (or - for standard input)", help: "gesture-sim synth"),
    Case(["synth", "FILE", "-o"], "-o needs a value (FILE)", help: "gesture-sim synth"),
    Case(
      ["import", "FILE"], "import needs --from evemu, getevent, evdev or pointer-events",
      help: "gesture-sim import"),
    Case(
      ["import", "FILE", "--from", "getevent", "--range", "1024"],
      "--range expects the device's units on each axis as WxH (1024x1024, 2 or more each), found '1024'",
      help: "gesture-sim import"),
    Case(
      ["play", "FILE", "--rnage", "1024x1024"],
      "unknown option '--rnage' for 'play'; did you mean '--range'?",
      help: "gesture-sim play"),
    Case(
      ["import", "FILE", "--from", "evmu"],
      "--from expects evemu, getevent, evdev or pointer-events, found 'evmu'",
      help: "gesture-sim import"),
  ]

  @Test("each usage error exits 2, names what is wrong and points to the right --help", arguments: cases)
  func usageError(_ test: Case) throws {
    try CommandLineTestSupport.withFile(named: "tap.touches", CommandLineTestSupport.tap) { path in
      let words = test.words.map { $0 == "FILE" ? path : $0 }
      let outcome = CommandLineTestSupport.run(words)
      #expect(
        outcome
          == CommandLineTestSupport.Outcome(
            code: 2, standardOutput: "",
            standardError: "gesture-sim: error: \(test.message)\nRun '\(test.help) --help' for usage.\n"))
    }
  }
}
