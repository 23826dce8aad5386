/// The edit distance that "did you mean" suggestions are judged by.
enum EditDistance {
  /// The candidate whose name is within two edits of `name` (a typo),
  /// ignoring case, if exactly one is nearest.
  static func nearest<Candidate>(
    to name: String, among candidates: [Candidate], name candidateName: (Candidate) -> String
  ) -> Candidate? {
    let target = Array(name.lowercased().unicodeScalars)
    var best: (candidate: Candidate, distance: Int)?
    var tie = false
    for candidate in candidates {
      let distance = between(target, Array(candidateName(candidate).lowercased().unicodeScalars))
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

  /// The Levenshtein distance between two strings of scalars.
  static func between(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
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
