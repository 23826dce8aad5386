/// A count of everything recorded and the latest entries, oldest first:
/// what a diagnostics record keeps, so that a misbehaving plug-in or host
/// cannot grow memory.
struct RecentEntries<Entry: Equatable & Sendable>: Equatable, Sendable {
  /// How many entries have been recorded.
  private(set) var count = 0
  /// The latest entries, oldest first; at most the `limit` given to ``record(_:keeping:)``.
  private(set) var recent: [Entry] = []

  /// Records `entry`, keeping the latest `limit` entries.
  mutating func record(_ entry: Entry, keeping limit: Int) {
    count += 1
    if recent.count == limit { recent.removeFirst() }
    recent.append(entry)
  }
}
