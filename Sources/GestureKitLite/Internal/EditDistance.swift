/// "Did you mean": the one rule every suggestion of the package follows, for
/// configuration keys, presets, and the command line's commands and options.
///
/// A candidate is suggested when it is within ``maximumDistance`` edits of
/// the mistyped name, ASCII case ignored (``Spelling/folded(_:)``), and no
/// other candidate is as near. An edit is an insertion, a deletion or a
/// substitution of one UTF-8 byte (the names are ASCII), or a swap of two
/// adjacent ones, as git's "did you mean" counts: `tapSlpo` is one edit from
/// `tapSlop`, `--fromat` one from `--format` and two from `--from`.
package enum EditDistance {
  /// The largest distance still suggested.
  package static let maximumDistance = 2

  /// The candidate nearest to `name`, if it is within ``maximumDistance``
  /// edits and no candidate of another name is as near.
  package static func nearest<Candidate>(
    to name: String, among candidates: [Candidate], name candidateName: (Candidate) -> String
  ) -> Candidate? {
    let target = Spelling.folded(name)
    var best: (candidate: Candidate, name: String, distance: Int)?
    var tie = false
    for candidate in candidates {
      let spelled = candidateName(candidate)
      let distance = between(target, Spelling.folded(spelled))
      guard distance <= maximumDistance else { continue }
      if let current = best, distance >= current.distance {
        if distance == current.distance, !Spelling.same(spelled, current.name) { tie = true }
        continue
      }
      best = (candidate, spelled, distance)
      tie = false
    }
    return tie ? nil : best?.candidate
  }

  /// The name among `names` nearest to `name` (see ``nearest(to:among:name:)``).
  package static func nearest(to name: String, among names: [String]) -> String? {
    nearest(to: name, among: names) { $0 }
  }

  /// The optimal string alignment distance between two spellings: the
  /// insertions, deletions, substitutions and adjacent swaps that turn `a`
  /// into `b`, no byte edited twice.
  package static func between(_ a: [UInt8], _ b: [UInt8]) -> Int {
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1] + [Int](repeating: 0, count: b.count)
      for (j, y) in b.enumerated() {
        current[j + 1] = Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
        if i > 0, j > 0, x == b[j - 1], a[i - 1] == y {
          current[j + 1] = Swift.min(current[j + 1], beforePrevious[j - 1] + 1)
        }
      }
      beforePrevious = previous
      previous = current
    }
    return previous[b.count]
  }
}
