import Foundation
import Testing

/// docs/Architecture.md's folder table has a row for every part of the
/// package: every folder under `Sources/*/`, every `Tests/*` and every
/// top-level folder; and each path a row names is there.
@Suite struct ArchitectureTableTests {
  /// The package root.
  static let root: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url
  }()

  /// The paths a row's first cell names: backticked names, each from the
  /// package root (`web/` is the folder `web`), or, without a `/`, the
  /// sibling of the path before it.
  static func namedPaths(inRow row: Substring) -> [String] {
    let cells = row.split(separator: "|", omittingEmptySubsequences: true)
    guard let first = cells.first else { return [] }
    var paths: [String] = []
    for (index, part) in first.split(separator: "`", omittingEmptySubsequences: false).enumerated()
    where index % 2 == 1 {
      var name = String(part)
      if name.contains("/") {
        if name.hasSuffix("/") { name.removeLast() }
        paths.append(name)
      } else if let previous = paths.last {
        paths.append((previous as NSString).deletingLastPathComponent + "/" + name)
      }
    }
    return paths
  }

  /// Every path the folder table's rows name.
  static func tablePaths(_ text: String) -> [String] {
    text.split(separator: "\n").filter { $0.hasPrefix("| `") }.flatMap { namedPaths(inRow: $0) }
  }

  /// The folders that must have a row: those holding at least one file (a
  /// folder a move left empty is not a part), hidden ones left out.
  static func parts() throws -> [String] {
    let manager = FileManager.default
    func folders(in relative: String) throws -> [String] {
      let url = relative.isEmpty ? root : root.appendingPathComponent(relative)
      return try manager.contentsOfDirectory(atPath: url.path).sorted().compactMap { name in
        let path = relative.isEmpty ? name : relative + "/" + name
        var isFolder: ObjCBool = false
        guard !name.hasPrefix("."),
          manager.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isFolder),
          isFolder.boolValue, holdsAFile(path)
        else { return nil }
        return path
      }
    }
    func holdsAFile(_ path: String) -> Bool {
      let files = manager.enumerator(
        at: root.appendingPathComponent(path), includingPropertiesForKeys: [.isRegularFileKey])
      while let file = files?.nextObject() as? URL {
        if (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true { return true }
      }
      return false
    }
    var parts = try folders(in: "").filter { $0 != "Sources" && $0 != "Tests" }
    parts += try folders(in: "Tests")
    for module in try folders(in: "Sources") { parts += [module] + (try folders(in: module)) }
    return parts
  }

  @Test(
    "every folder under Sources/*/, every Tests/* and every top-level folder has a row in docs/Architecture.md"
  )
  func everyFolderHasARow() throws {
    let text = try String(
      contentsOf: Self.root.appendingPathComponent("docs/Architecture.md"), encoding: .utf8)
    let named = Set(Self.tablePaths(text))
    let parts = try Self.parts()
    #expect(parts.count > 50, "the scan found too few folders: \(parts)")
    #expect(parts.filter { !named.contains($0) } == [], "folders without a row in docs/Architecture.md")
  }

  @Test("every path docs/Architecture.md's rows name is in the package")
  func everyRowNamesAPathThatIsThere() throws {
    let text = try String(
      contentsOf: Self.root.appendingPathComponent("docs/Architecture.md"), encoding: .utf8)
    let missing = Self.tablePaths(text).filter {
      !FileManager.default.fileExists(atPath: Self.root.appendingPathComponent($0).path)
    }
    #expect(missing == [], "rows of docs/Architecture.md that name a path that is not there")
  }

  @Test("a row's name without a slash is the sibling of the path before it")
  func siblingNames() {
    #expect(
      Self.namedPaths(inRow: "| `Sources/gesture-sim/Options`, `Recordings`, `Fuzz/` | what |")
        == ["Sources/gesture-sim/Options", "Sources/gesture-sim/Recordings", "Fuzz"])
    #expect(
      Self.namedPaths(inRow: "| `web/` | the package; `Sources/X` in the second cell is not named |") == [
        "web"
      ])
  }
}
