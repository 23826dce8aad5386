import Foundation
import GestureKitLite

@testable import GestureKitLiteScripts

/// Helpers of the refusal properties: whole-state snapshots, the corpora
/// of real lines, and the mutations that make bad ones.
enum RefusalSupport {
  /// Everything `value` holds, field by field (Swift's `dump`): what two
  /// objects of a type without `Equatable` are compared by.
  static func snapshot(_ value: Any) -> String {
    var text = ""
    dump(value, to: &text)
    return text
  }

  /// The repository's root folder.
  static let root: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url
  }()

  /// The lines of the files under `folder` (relative to the root) whose
  /// names end in `suffix`, file by file in name order.
  static func corpus(_ folder: String, suffix: String) -> [[String]] {
    let directory = root.appendingPathComponent(folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(suffix) }.sorted().compactMap { name in
      guard let text = try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8) else {
        return nil
      }
      return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
  }

  /// `line`, changed at random the way a careless tool or a bad disk changes one.
  static func mutated(_ line: String, _ random: inout SeededGenerator) -> String {
    var scalars = Array(line.unicodeScalars)
    let junk: [Unicode.Scalar] = [
      " ", "\t", "x", "-", "9", "e", "#", "@", "{", "}", "\"", ",", ":", "\u{0}", "é",
    ]
    switch Int.random(in: 0..<7, using: &random) {
    case 0 where !scalars.isEmpty:
      scalars[Int.random(in: 0..<scalars.count, using: &random)] = junk.randomElement(using: &random)!
    case 1 where !scalars.isEmpty:
      scalars.removeSubrange(Int.random(in: 0..<scalars.count, using: &random)...)
    case 2:
      var words = line.split(separator: " ").map(String.init)
      guard !words.isEmpty else { break }
      let numbers = ["nan", "1e400", "-99999999999", "18446744073709551616", "-1", "2e9", "0x10", "1.5e10"]
      words[Int.random(in: 0..<words.count, using: &random)] = numbers.randomElement(using: &random)!
      return words.joined(separator: " ")
    case 3:
      var words = line.split(separator: " ").map(String.init)
      guard let word = words.randomElement(using: &random) else { break }
      words.insert(word, at: Int.random(in: 0...words.count, using: &random))
      return words.joined(separator: " ")
    case 4:
      return ["@set doubleTapInterval=-1", "@viewport 0 0", "@set nope=1", "tick", "0 tick x"].randomElement(
        using: &random)!
    case 5 where !scalars.isEmpty:
      scalars.insert(
        junk.randomElement(using: &random)!, at: Int.random(in: 0...scalars.count, using: &random))
    default:
      break
    }
    var result = ""
    result.unicodeScalars.append(contentsOf: scalars)
    return result
  }
}
