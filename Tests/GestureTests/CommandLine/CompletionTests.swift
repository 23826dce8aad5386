import Foundation
import GestureKitLite
import Testing

@testable import gesture_sim

/// `gesture-sim completions bash|zsh|fish`: scripts written from the option
/// tables, and bash's completion run on them.
@Suite("command line: shell completions")
struct CompletionTests {
  /// Sources the bash script and runs `_gesture_sim` on each line of words
  /// (split as bash splits them), printing `COMPREPLY` one line each.
  private static func bashCompletions(_ cases: [[String]]) throws -> [String] {
    let script = CompletionsCommand.script(for: .bash)
    var probe = script + "\ncomplete -p gesture-sim\n"
    for words in cases {
      let quoted = words.map { "'" + $0 + "'" }.joined(separator: " ")
      probe += "COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); COMPREPLY=(); _gesture_sim\n"
      probe += "echo \"${COMPREPLY[*]}\"\n"
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["--norc", "--noprofile", "-c", probe]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
      .dropLast().map(String.init)
  }

  @Test("bash completes commands, options, presets, formats, keys and their words, with = split or not")
  func bashCompletesPrefixes() throws {
    let cases: [(words: [String], completions: String)] = [
      (["gesture-sim", "pl"], "play"),
      (["gesture-sim", "c"], "config check completions"),
      (["gesture-sim", "--v"], "--version"),
      (["gesture-sim", "play", "--pre"], "--preset"),
      (["gesture-sim", "play", "--preset", "photo-"], "photo-browser photo-detail"),
      (["gesture-sim", "play", "-f", ""], "text jsonl"),
      (["gesture-sim", "play", "--format", "=", "j"], "jsonl"),
      (["gesture-sim", "play", "-s", "doubleTapI"], "doubleTapInterval="),
      (["gesture-sim", "play", "--set", "zoomFrame", "=", "v"], "viewport"),
      (["gesture-sim", "play", "--set", "pullDownEnabled", "="], "true false"),
      (
        ["gesture-sim", "play", "--set", "dismissRestore=e"],
        "dismissRestore=easeOut dismissRestore=easeInOut"
      ),
      (["gesture-sim", "play", "--set", "tapSlop", "=", "1"], ""),
      (["gesture-sim", "config", "--format", "j"], "json"),
      (["gesture-sim", "render", "x.touches", "--set", "pullDownE"], "pullDownEnabled="),
      (["gesture-sim", "import", "--from", "g"], "getevent"),
      (["gesture-sim", "completions", ""], "bash zsh fish"),
      (["gesture-sim", "help", "re"], "render"),
      (["gesture-sim", "synth", "--ra"], "--rate"),
      (["gesture-sim", "wa"], "watch"),
      (["gesture-sim", "watch", "--from", ""], "evdev evemu getevent"),
      (["gesture-sim", "watch", "--from", "evdev", "/dev/input/event5", "--rec"], "--record"),
      (["gesture-sim", "watch", "--wh"], "--why"),
    ]
    let output = try Self.bashCompletions(cases.map(\.words))
    #expect(output.first == "complete -F _gesture_sim gesture-sim")
    for (index, item) in cases.enumerated() {
      #expect(output.dropFirst().dropFirst(index).first == item.completions, "\(item.words)")
    }
  }

  @Test("each script names every command, option, preset, configuration key and value word")
  func scriptsAreComplete() {
    let words =
      Command.allCases.map(\.rawValue) + ["help"] + ViewerPreset.allCases.map(\.name)
      + GestureConfiguration.Key.all.map(\.name)
      + ["easeInOut", "viewport", "rest", "evemu", "pointer-events", "json", "fish"]
    let options = Command.allCases.flatMap(\.spec.allOptions)
    for shell in CompletionsCommand.Shell.allCases {
      let script = CompletionsCommand.script(for: shell)
      // fish names an option `-s f -l format`, the others `-f` and `--format`.
      let optionWords =
        shell == .fish
        ? options.flatMap { option in ["-l \(option.name)"] + (option.short.map { ["-s \($0)"] } ?? []) }
        : options.flatMap(CompletionModel.names(of:))
      for word in words + optionWords {
        #expect(script.contains(word), "\(shell): \(word)")
      }
    }
  }

  @Test("completions prints the script, and refuses a missing or unknown shell")
  func completionsCommand() {
    let bash = CommandLineTestSupport.run(["completions", "bash"])
    #expect(bash.code == 0)
    #expect(bash.standardOutput == CompletionsCommand.script(for: .bash) + "\n")
    #expect(
      CommandLineTestSupport.run(["completions"]).standardError
        == "gesture-sim: error: completions expects one shell: bash, zsh or fish\n"
        + "Run 'gesture-sim completions --help' for usage.\n")
    #expect(
      CommandLineTestSupport.run(["completions", "tcsh"]).standardError
        == "gesture-sim: error: unknown shell 'tcsh'; expected bash, zsh or fish\n"
        + "Run 'gesture-sim completions --help' for usage.\n")
  }
}
