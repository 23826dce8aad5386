/// The edit distance that "did you mean" suggestions are judged by.
enum EditDistance {
  /// The candidate whose name is within two edits of `name` (a typo),
  /// ignoring the case of ASCII letters, if exactly one is nearest.
  ///
  /// An edit is one UTF-8 byte (the names are ASCII).
  static func nearest<Candidate>(
    to name: String, among candidates: [Candidate], name candidateName: (Candidate) -> String
  ) -> Candidate? {
    let target = Spelling.folded(name)
    var best: (candidate: Candidate, distance: Int)?
    var tie = false
    for candidate in candidates {
      let distance = between(target, Spelling.folded(candidateName(candidate)))
      guard distance <= 2 else { continue }
      if let current = best, distance >= current.distance {
        if distance == current.distance { tie = true }
        continue
      }
      best = (candidate, distance)
      tie = false
    }
    return tie ? nil : best?.candidate
  }

  /// The Levenshtein distance between two spellings (``Spelling/folded(_:)``).
  static func between(_ a: [UInt8], _ b: [UInt8]) -> Int {
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1] + [Int](repeating: 0, count: b.count)
      for (j, y) in b.enumerated() {
        current[j + 1] = Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
