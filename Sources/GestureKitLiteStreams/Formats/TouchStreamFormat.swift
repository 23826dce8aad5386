import GestureKitLite

/// The two forms a touch stream is written in (SPEC §2).
///
/// `gesture-sim` picks one with `--format text|jsonl`, or from the file's
/// extension (`.touches` or `.jsonl`).
///
/// ```swift
/// let records: [TouchStreamRecord] = [.viewport(Size(width: 390, height: 844)), .tick(time: 0.6)]
/// let format = TouchStreamFormat(pathExtension: "jsonl") ?? .text
/// print(format.text(for: records), terminator: "")
/// // Prints:
/// // {"viewport":[390,844]}
/// // {"t":0.6,"phase":"tick"}
/// ```
public enum TouchStreamFormat: String, CaseIterable, Sendable {
  /// The text form of SPEC §2.1 (`.touches`); its name is `text`.
  case text
  /// The JSON Lines form of SPEC §2.2 (`.jsonl`); its name is `jsonl`.
  case jsonLines = "jsonl"

  /// The format's name as `--format` spells it: `text` or `jsonl`.
  public var name: String { rawValue }

  /// The file extension streams in this format use, without the dot.
  public var pathExtension: String {
    switch self {
    case .text: "touches"
    case .jsonLines: "jsonl"
    }
  }

  /// The format a `--format` name stands for, or `nil` for another name.
  public init?(name: String) {
    self.init(rawValue: name)
  }

  /// The format whose files end in `pathExtension` (`touches` or `jsonl`,
  /// without the dot, in any case), or `nil` for another extension.
  public init?(pathExtension: String) {
    switch pathExtension.lowercased() {
    case "touches": self = .text
    case "jsonl": self = .jsonLines
    default: return nil
    }
  }

  /// The whole stream for `records` in this format, each line ending in a
  /// line feed.
  ///
  /// See ``TextTouchStreamWriter`` and ``JSONLinesTouchStreamWriter``.
  public func text(for records: some Sequence<TouchStreamRecord>) -> String {
    switch self {
    case .text: TextTouchStreamWriter.text(for: records)
    case .jsonLines: JSONLinesTouchStreamWriter.text(for: records)
    }
  }
}
