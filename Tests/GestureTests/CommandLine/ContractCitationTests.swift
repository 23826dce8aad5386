import Foundation
import GestureKitLite
import Testing

@testable import gesture_sim

/// The contract travels with the code: `docs/Contract.md` is in the
/// repository, and what the tool prints cites it by that path.
@Suite("command line: the contract is cited as docs/Contract.md")
struct ContractCitationTests {
  /// The repository's root, from this file's place in it.
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test("docs/Contract.md is in the repository and is the contract")
  func contractIsInTheRepository() throws {
    let contract = try String(
      contentsOf: Self.root.appendingPathComponent("docs/Contract.md"), encoding: .utf8)
    #expect(contract.hasPrefix("# GestureKitLite — the contract\n"))
    #expect(contract.contains("The\nrepository carries this contract itself as `docs/Contract.md`"))
  }

  @Test("no help text cites SPEC; those that cite the contract name docs/Contract.md")
  func helpCitesThePath() {
    let texts = [("overview", Help.overview)] + Command.allCases.map { ($0.rawValue, $0.spec.helpText) }
    for (name, text) in texts {
      #expect(!text.contains("SPEC"), "\(name)")
    }
    #expect(CommandSpec.play.helpText.contains("Plays a touch stream (docs/Contract.md §2)"))
    #expect(CommandSpec.config.helpText.contains("Lists every configuration key (docs/Contract.md §3)"))
    #expect(CommandSpec.synth.helpText.contains("Draws a touch stream (docs/Contract.md §2)"))
    #expect(CommandSpec.importRecording.helpText.contains("into a touch stream (docs/Contract.md\n§2)"))
  }

  @Test("the overview says where the contract is")
  func overviewNamesTheContract() {
    #expect(
      Help.overview.contains(
        """
        The contract (stream formats, configuration keys, recognizer names, what
        play prints) is docs/Contract.md in GestureKitLite's repository.
        """))
  }

  @Test("an unknown key with no near name points to the contract's keys")
  func unknownKeyMessage() {
    #expect(
      ConfigurationError.unknownKey("frobnicate").description
        == "unknown config key 'frobnicate'; expected one of the keys of docs/Contract.md §3, such as tapSlop"
    )
  }
}
