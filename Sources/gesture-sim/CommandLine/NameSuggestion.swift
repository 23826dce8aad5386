/// "Did you mean": the one candidate within two edits of a mistyped name.
///
/// The rule is the configuration keys' (`ConfigurationError`'s "did you
/// mean": at most two edits, case ignored, a tie between two nearest
/// candidates suggests neither), with one refinement git's "did you mean"
/// also makes: swapping two adjacent letters is one edit, not two, so
/// `--fromat` is one edit from `--format` and two from `--from`.
enum NameSuggestion {
  /// The largest edit distance still suggested.
  static let maximumDistance = 2

  /// The candidate nearest to `name`, if it is within ``maximumDistance``
  /// edits and no other candidate is as near.
  static func nearest(to name: String, among candidates: [String]) -> String? {
    let target = Array(name.lowercased().unicodeScalars)
    var best: (candidate: String, distance: Int)?
    var tie = false
    for candidate in candidates {
      let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars))
      guard distance <= maximumDistance else { continue }
      if let current = best, distance == current.distance {
        tie = tie || candidate != current.candidate
      } else if best == nil || distance < best!.distance {
        best = (candidate, distance)
        tie = false
      }
    }
    return tie ? nil : best?.candidate
  }

  /// The edits (insertions, deletions, substitutions and swaps of two
  /// adjacent letters) that turn `a` into `b`: the optimal string alignment
  /// distance.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    guard !a.isEmpty else { return b.count }
    var table = [[Int]](repeating: Array(0...b.count), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for i in 1...a.count {
      for j in stride(from: 1, through: b.count, by: 1) {
        let substitution = table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, substitution)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }
}
