import Foundation

/// The checkout `gesture-sim-dev` was built from: its generators read and
/// write the package's own files, so they run in a checkout, never installed.
enum PackageRoot {
  /// The package's root folder (this file is `Sources/gesture-sim-dev/PackageRoot.swift`).
  static let path: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
  }()

  /// The file at `relative` under the package root.
  static func url(_ relative: String) -> URL {
    URL(fileURLWithPath: path).appendingPathComponent(relative)
  }
}
