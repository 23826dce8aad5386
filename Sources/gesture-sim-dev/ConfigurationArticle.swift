import Foundation
import GestureKitLite

/// The table of the Configuration keys article, generated from the keys'
/// declaration: name, unit and order from ``GestureConfiguration/Key/all``,
/// the default from a default `GestureConfiguration`, and the reason from the
/// `Why:` paragraph of the property's doc comment, beside its
/// default in GestureConfiguration.swift.
///
/// The reasons stay in the doc comments, not in the library's strings, so
/// the live WebAssembly module does not carry them.
/// `gesture-sim-dev configuration-article` writes the article
/// (`scripts/make-configuration-article.sh` runs it).
enum ConfigurationArticle {
  /// The checked-in article.
  static let articleURL = PackageRoot.url("Sources/GestureKitLite/GestureKitLite.docc/ConfigurationKeys.md")
  /// Where the defaults and their reasons are declared.
  static let declarationURL = PackageRoot.url(
    "Sources/GestureKitLite/Configuration/GestureConfiguration.swift")

  /// What the generator cannot build the table from.
  struct Problem: Error, CustomStringConvertible {
    var description: String
  }

  /// The marker that opens a reason in a property's doc comment.
  static let marker = "Why: "

  /// Each property's reason, by property name: the doc comment's paragraph
  /// that starts with ``marker``, its lines joined by spaces, without its
  /// final period (a table cell).
  static func reasons(in source: String) -> [String: String] {
    var reasons: [String: String] = [:]
    var reason: String?
    var inReason = false
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("///") {
        let text = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces)
        if text.hasPrefix(marker) {
          reason = String(text.dropFirst(marker.count))
          inReason = true
        } else if inReason, !text.isEmpty {
          reason! += " " + text
        } else {
          inReason = false
        }
        continue
      }
      inReason = false
      if trimmed.hasPrefix("public var "), let found = reason {
        let name = trimmed.dropFirst("public var ".count).prefix { $0.isLetter || $0.isNumber }
        reasons[String(name)] = found.hasSuffix(".") ? String(found.dropLast()) : found
      }
      reason = nil
    }
    return reasons
  }

  /// The table: one row per key, or per run of neighbouring keys with one
  /// unit and one reason (`viewportWidth`, `viewportHeight`).
  static func table(reasons: [String: String]) throws(Problem) -> [String] {
    let defaults = GestureConfiguration()
    var rows: [(keys: [String], defaults: [String], unit: String, reason: String)] = []
    for key in GestureConfiguration.Key.all {
      guard let reason = reasons[key.name] else {
        throw Problem(
          description:
            "\(key.name) has no reason: add a '/// \(marker)...' paragraph to its property's doc comment "
            + "in GestureConfiguration.swift")
      }
      let value = key.follows.map { "follows `\($0)`" } ?? defaults.valueText(for: key)
      let unit = key.unit == "x" ? "×" : key.unit
      if let last = rows.last, last.reason == reason, last.unit == unit {
        rows[rows.count - 1].keys.append(key.name)
        rows[rows.count - 1].defaults.append(value)
      } else {
        rows.append(([key.name], [value], unit, reason))
      }
    }
    return ["| key | default | unit | why |", "| --- | --- | --- | --- |"]
      + rows.map { row in
        let keys = row.keys.map { "`\($0)`" }.joined(separator: ", ")
        let unit = row.unit.isEmpty ? "| |" : "| \(row.unit) |"
        return "| \(keys) | \(row.defaults.joined(separator: ", ")) \(unit) \(row.reason) |"
      }
  }

  /// `article` with its key table (from the `| key |` line to the last `|`
  /// line after it) replaced by `table`.
  static func article(_ article: String, with table: [String]) throws(Problem) -> String {
    var lines = article.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("| key | default |") }) else {
      throw Problem(description: "the article has no '| key | default | unit | why |' table")
    }
    var end = start
    while end < lines.count, lines[end].hasPrefix("|") { end += 1 }
    lines.replaceSubrange(start..<end, with: table)
    return lines.joined(separator: "\n")
  }

  /// The article as the declaration generates it.
  ///
  /// - Throws: A file that cannot be read, or ``Problem`` for a key without
  ///   a reason or an article without its table.
  static func generated() throws -> String {
    let source = try String(contentsOf: declarationURL, encoding: .utf8)
    let article = try String(contentsOf: articleURL, encoding: .utf8)
    return try Self.article(article, with: try table(reasons: reasons(in: source)))
  }
}
