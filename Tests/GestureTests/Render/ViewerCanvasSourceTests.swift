import Foundation
import Testing

@testable import gesture_sim
@testable import gesture_sim_dev

/// `render`'s replay draws with the live page's renderer: the Swift text is
/// generated from Examples/web/viewer-canvas.js (`gesture-sim-dev
/// viewer-canvas`, which scripts/make-viewer-canvas.sh runs).
@Suite struct ViewerCanvasSourceTests {
  @Test("the replay's renderer is Examples/web/viewer-canvas.js byte for byte, in a generated Swift file")
  func rendererIsTheLivePagesFile() throws {
    let script = try String(contentsOf: ViewerCanvasSource.scriptURL, encoding: .utf8)
    let generated = ViewerCanvasSource.generated(from: script)
    let checkedIn = try String(contentsOf: ViewerCanvasSource.swiftURL, encoding: .utf8)
    // Booleans, so that a failure prints the message rather than both files.
    let isCurrent = checkedIn == generated
    #expect(
      isCurrent,
      "ViewerCanvasScript.swift is not generated from viewer-canvas.js: run scripts/make-viewer-canvas.sh")
    let embedsTheFile = ViewerCanvasScript.javascript == script
    #expect(embedsTheFile, "the compiled ViewerCanvasScript.javascript is not the file's text")
  }

  @Test("the generated string survives what would end or escape a raw string with one #")
  func generatedRawStringsHoldAnyText() {
    let script = "const a = \"\"\"##;\nconst b = \"\\#(x)\";\n\n  indented\n"
    let generated = ViewerCanvasSource.generated(from: script)
    #expect(generated.contains("static let javascript = ###\"\"\"\n    const a"))
    #expect(generated.contains("\n\n      indented\n\n    \"\"\"###\n}\n"))
  }
}
