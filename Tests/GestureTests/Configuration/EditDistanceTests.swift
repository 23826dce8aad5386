import GestureKitLite
import Testing

/// "Did you mean": one rule for keys, presets, commands and options; within
/// two edits, a swap of two adjacent letters one edit, no suggestion on a tie.
@Suite struct EditDistanceTests {
  @Test("the distance counts insertions, deletions, substitutions and adjacent swaps as one edit each")
  func distances() {
    let cases: [(String, String, Int)] = [
      ("format", "format", 0), ("fromat", "format", 1), ("fromat", "from", 2), ("formt", "format", 1),
      ("fformat", "format", 1), ("farmat", "format", 1), ("", "set", 3), ("set", "", 3), ("ab", "ba", 1),
      ("abc", "ca", 3), ("tapslpo", "tapslop", 1), ("abcd", "badc", 2),
    ]
    for (a, b, distance) in cases {
      #expect(EditDistance.between(Array(a.utf8), Array(b.utf8)) == distance, "\(a) \(b)")
    }
  }

  @Test("the nearest candidate within two edits is suggested, ignoring case; a tie or a far name gets none")
  func nearest() {
    let options = ["format", "from", "changes", "values", "config", "set"]
    #expect(EditDistance.nearest(to: "fromat", among: options) == "format")
    #expect(EditDistance.nearest(to: "FORMAT", among: options) == "format")
    #expect(EditDistance.nearest(to: "chnages", among: options) == "changes")
    #expect(EditDistance.nearest(to: "st", among: options) == "set")
    #expect(EditDistance.nearest(to: "frobnicate", among: options) == nil)
    #expect(EditDistance.nearest(to: "fro", among: ["from", "frog"]) == nil)  // a tie
    #expect(EditDistance.nearest(to: "fro", among: ["from", "from"]) == "from")  // one name listed twice
    #expect(EditDistance.nearest(to: "x", among: []) == nil)
  }

  @Test("a key with two letters swapped gets a suggestion, as an option does")
  func swappedLetters() {
    var configuration = GestureConfiguration()
    #expect(throws: ConfigurationError.unknownKey("tapSlpo")) {
      try configuration.setValue("12", forKey: "tapSlpo")
    }
    #expect(
      ConfigurationError.unknownKey("tapSlpo").description
        == "unknown config key 'tapSlpo'; did you mean 'tapSlop'?")
    #expect(ViewerPreset.nearest(to: "photo-borwser") == .photoBrowser)
  }
}
