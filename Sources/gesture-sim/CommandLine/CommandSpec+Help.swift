extension CommandSpec {
  /// The width the usage line is wrapped to, in characters.
  static let usageWidth = 96
  /// The widest option label that still has its help beside it.
  static let labelColumnWidth = 30

  /// `gesture-sim COMMAND --help`.
  var helpText: String {
    var sections = [usageText]
    if !discussion.isEmpty { sections.append(discussion) }
    sections.append("OPTIONS:\n" + Self.optionLines(allOptions).joined(separator: "\n"))
    if !epilogue.isEmpty { sections.append(epilogue) }
    return sections.joined(separator: "\n\n")
  }

  /// `USAGE: gesture-sim play FILE|- [--format text|jsonl] ...`, wrapped at
  /// ``usageWidth`` with the continuation lines under the first option.
  var usageText: String {
    let start = "USAGE: gesture-sim \(name)" + (operands.isEmpty ? "" : " \(operands)")
    let indent = String(repeating: " ", count: ("USAGE: gesture-sim \(name) ").count)
    var lines = [start]
    let required = options.filter { self.required.contains($0.name) }
    let optional = options.filter { !self.required.contains($0.name) }
    for item in required.map(\.requiredUsage) + optional.map(\.usage) {
      if lines[lines.count - 1].count + 1 + item.count > Self.usageWidth, lines[lines.count - 1] != indent {
        lines.append(indent + item)
      } else {
        lines[lines.count - 1] += (lines[lines.count - 1] == indent ? "" : " ") + item
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The OPTIONS section's lines: each label in a column, its help beside
  /// it (or under it, for a label wider than ``labelColumnWidth``).
  static func optionLines(_ options: [OptionSpec]) -> [String] {
    let width = min(options.map(\.label.count).max() ?? 0, labelColumnWidth)
    let indent = String(repeating: " ", count: 2 + width + 2)
    var lines: [String] = []
    for option in options {
      var help = option.help[...]
      if option.label.count <= width, let first = help.first {
        lines.append("  " + option.label.padding(toLength: width) + "  " + first)
        help = help.dropFirst()
      } else {
        lines.append("  " + option.label)
      }
      lines += help.map { indent + $0 }
    }
    return lines
  }
}
