/// The output forms of `play` (SPEC §6).
enum OutputFormat: String, CaseIterable {
  /// One line per event: `0.270 doubleTap recognized`.
  case text
  /// One JSON object per line: `{"t":0.27,"type":"recognizer",...}`.
  case jsonl
}
