import Foundation
import Testing

/// The README's table of the public API names every public type of
/// `GestureKitLiteImporters`: a type made public is either named there or
/// made internal.
@Suite struct ImportersAPITableTests {
  /// The package root.
  static let root: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url
  }()

  /// The names of the module's top-level public types, from its sources.
  static func publicTypes() throws -> Set<String> {
    let folder = root.appendingPathComponent("Sources/GestureKitLiteImporters")
    let kinds = ["struct", "enum", "final class", "class", "protocol", "typealias", "actor"]
    var names: Set<String> = []
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
        for kind in kinds where line.hasPrefix("public \(kind) ") {
          names.insert(String(line.dropFirst("public \(kind) ".count).prefix { $0.isLetter || $0.isNumber }))
        }
      }
    }
    return names
  }

  /// The types the README's `real input` rows name.
  static func namedInREADME() throws -> Set<String> {
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    var names: Set<String> = []
    for line in readme.split(separator: "\n") where line.hasPrefix("| real input") {
      let types = line.split(separator: "|", omittingEmptySubsequences: true).dropFirst().joined()
      for (index, part) in types.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      where index % 2 == 1 {
        names.insert(String(part))
      }
    }
    return names
  }

  @Test("the README names every public type of GestureKitLiteImporters, and only those")
  func tableNamesEveryPublicType() throws {
    let types = try Self.publicTypes()
    let named = try Self.namedInREADME()
    #expect(types.count > 20, "the scan found too few public types: \(types.sorted())")
    #expect(types.subtracting(named).sorted() == [], "public, not in the README's real input rows")
    #expect(named.subtracting(types).sorted() == [], "in the README's real input rows, not a public type")
  }
}
