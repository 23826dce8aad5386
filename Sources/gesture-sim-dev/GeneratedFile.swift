import Foundation

/// A checked-in file that code writes: where it lives, and how to compute it.
///
/// `gesture-sim-dev NAME` writes it; `gesture-sim-dev NAME --check`, and the
/// test beside the generator, fail while the checked-in file differs.
struct GeneratedFile: Sendable {
  /// The generator's name on the command line: `configuration-article`.
  let name: String
  /// The file, relative to the package root, as messages name it.
  let relativePath: String
  /// The script that runs the generator, for the message of a stale file.
  let script: String
  /// The file's contents as the code generates them.
  let generate: @Sendable () throws -> String

  /// Every generated file, in the order `gesture-sim-dev --help` lists them.
  static let all = [
    GeneratedFile(
      name: "configuration-article",
      relativePath: "Sources/GestureKitLite/GestureKitLite.docc/ConfigurationKeys.md",
      script: "scripts/make-configuration-article.sh", generate: ConfigurationArticle.generated),
    GeneratedFile(
      name: "viewer-canvas", relativePath: "Sources/gesture-sim/Render/ViewerCanvasScript.swift",
      script: "scripts/make-viewer-canvas.sh", generate: ViewerCanvasSource.generated),
  ]

  /// The checked-in file.
  var url: URL { PackageRoot.url(relativePath) }

  /// Whether the checked-in file is what the code generates.
  ///
  /// - Throws: A file that cannot be read, or the generator's refusal.
  func isCurrent() throws -> Bool {
    let checkedIn = try? String(contentsOf: url, encoding: .utf8)
    return try checkedIn == generate()
  }

  /// Writes the file as the code generates it.
  ///
  /// - Throws: A file that cannot be read or written, or the generator's refusal.
  func write() throws {
    try generate().write(to: url, atomically: true, encoding: .utf8)
  }

  /// What `--check` prints for a stale file.
  var staleMessage: String {
    "gesture-sim-dev: \(relativePath) is not what the code generates: run \(script), then read the diff"
  }
}
