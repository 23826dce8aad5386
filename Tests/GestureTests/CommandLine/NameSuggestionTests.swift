import Testing

@testable import gesture_sim

/// "Did you mean": within two edits, a swap of two letters one edit, no
/// suggestion on a tie.
@Suite struct NameSuggestionTests {
  @Test("the distance counts insertions, deletions, substitutions and adjacent swaps as one edit each")
  func distances() {
    let cases: [(String, String, Int)] = [
      ("format", "format", 0), ("fromat", "format", 1), ("fromat", "from", 2), ("formt", "format", 1),
      ("fformat", "format", 1), ("farmat", "format", 1), ("", "set", 3), ("set", "", 3), ("ab", "ba", 1),
      ("abc", "ca", 3),
    ]
    for (a, b, distance) in cases {
      #expect(
        NameSuggestion.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars)) == distance, "\(a) \(b)"
      )
    }
  }

  @Test("the nearest candidate within two edits is suggested, ignoring case; a tie or a far name gets none")
  func nearest() {
    let options = ["format", "from", "changes", "values", "config", "set"]
    #expect(NameSuggestion.nearest(to: "fromat", among: options) == "format")
    #expect(NameSuggestion.nearest(to: "FORMAT", among: options) == "format")
    #expect(NameSuggestion.nearest(to: "chnages", among: options) == "changes")
    #expect(NameSuggestion.nearest(to: "st", among: options) == "set")
    #expect(NameSuggestion.nearest(to: "frobnicate", among: options) == nil)
    #expect(NameSuggestion.nearest(to: "fro", among: ["from", "frog"]) == nil)  // a tie
    #expect(NameSuggestion.nearest(to: "x", among: []) == nil)
  }
}
