import Foundation

/// The Swift copy of the live page's renderer, generated from its file.
///
/// The text of `Examples/web/viewer-canvas.js` becomes
/// `ViewerCanvasScript.javascript`, which `render`'s HTML replay embeds;
/// `gesture-sim-dev viewer-canvas` writes it (`scripts/make-viewer-canvas.sh`
/// runs it).
///
/// A generated source, not a SwiftPM resource: an installed `gesture-sim` is
/// one file, and `Bundle.module` traps when its bundle is not beside it
/// (docs/Decisions.md).
enum ViewerCanvasSource {
  /// The renderer, as the live page imports it.
  static let scriptURL = PackageRoot.url("Examples/web/viewer-canvas.js")
  /// The checked-in Swift file generated from it.
  static let swiftURL = PackageRoot.url("Sources/gesture-sim/Render/ViewerCanvasScript.swift")

  /// The Swift file as the live page's renderer generates it.
  ///
  /// - Throws: The renderer's file cannot be read.
  static func generated() throws -> String {
    generated(from: try String(contentsOf: scriptURL, encoding: .utf8))
  }

  /// The Swift file holding `script` byte for byte: a raw multi-line string
  /// with as many `#` as it takes that no line of the script can end it or
  /// escape from it.
  static func generated(from script: String) -> String {
    var hashes = "#"
    while script.contains("\"\"\"" + hashes) || script.contains("\\" + hashes) { hashes += "#" }
    // The closing delimiter's indentation is cut from every line; an empty line keeps none.
    let body = script.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    return """
      // Generated from Examples/web/viewer-canvas.js by scripts/make-viewer-canvas.sh: edit that
      // file, then run the script. ViewerCanvasSourceTests fails while the two differ.

      /// The viewer's renderer, shared with the live page.
      ///
      /// The text of Examples/web/viewer-canvas.js, byte for byte: the
      /// `ViewerCanvas` class, which draws a viewer state on a canvas.
      /// ``ReplayHTML`` places it in the replay's module script.
      enum ViewerCanvasScript {
        static let javascript = \(hashes)\"\"\"
      \(body)
          \"\"\"\(hashes)
      }

      """
  }
}
