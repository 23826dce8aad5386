import Foundation
import GestureKitLite
import Testing

@testable import gesture_sim

/// The goldens are written by the code (`GESTUREKIT_UPDATE_RENDERS=1 swift test
/// --filter RenderOutputTests`), then looked at by a person: render the SVG to
/// PNG (`rsvg-convert`) and open the HTML in a browser before committing.
@Suite("render: the SVG and the HTML")
struct RenderOutputTests {
  static let updatesGoldens = ProcessInfo.processInfo.environment["GESTUREKIT_UPDATE_RENDERS"] == "1"

  /// A golden file and the `render --out` that makes it.
  struct Golden: Sendable, CustomStringConvertible {
    var file: String
    var outName: String
    var description: String { file }
  }

  static let goldens = [
    Golden(file: "Fixtures/renders/tour.svg", outName: "tour.svg"),
    Golden(file: "Fixtures/renders/tour.html", outName: "tour.html"),
    Golden(file: "docs/tour.svg", outName: "tour.svg"),
  ]

  @Test(
    "the tour's renders are the bytes of their golden files (the README's picture among them)",
    arguments: goldens)
  func matchesGolden(_ golden: Golden) throws {
    let folder = try TemporaryFolder("render-golden")
    let out = (folder.path as NSString).appendingPathComponent(golden.outName)
    let run = SimRun(["render", RenderTestSupport.tourPath, "--out", out])
    #expect(run.exitCode == 0, "\(run.standardError)")
    let actual = try Data(contentsOf: URL(fileURLWithPath: out))
    let goldenPath = RenderTestSupport.path(golden.file)
    if Self.updatesGoldens {
      try FileManager.default.createDirectory(
        atPath: (goldenPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try actual.write(to: URL(fileURLWithPath: goldenPath))
    }
    let expected = try #require(
      FileManager.default.contents(atPath: goldenPath),
      "no \(golden.file): run with GESTUREKIT_UPDATE_RENDERS=1")
    #expect(
      actual == expected,
      "\(golden.file) differs from the render: rerun with GESTUREKIT_UPDATE_RENDERS=1 and look")
  }

  @Test(
    "the SVG of the tour is well-formed XML, 1200 px wide, text as text, nothing raster, and the same bytes on every run"
  )
  func svgIsWellFormedAndStable() throws {
    let first = TimelineSVG.document(try RenderTestSupport.record(RenderTestSupport.tourPath))
    let second = TimelineSVG.document(try RenderTestSupport.record(RenderTestSupport.tourPath))
    #expect(first == second)
    #expect(RenderTestSupport.xmlProblems(first) == [])
    #expect(
      first.hasPrefix(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1200\""
      ))
    #expect(first.contains(">tour.touches</text>"))
    #expect(first.contains(">zoomToggled scale=4</text>"))
    for raster in ["<image", "data:", "base64", "<foreignObject"] {
      #expect(!first.contains(raster), "the SVG holds \(raster)")
    }
  }

  @Test("the XML check this suite relies on finds misnested tags, raw ampersands and unquoted attributes")
  func xmlCheckCanFail() {
    #expect(RenderTestSupport.xmlProblems("<svg><g></svg></g>").count == 2)
    #expect(RenderTestSupport.xmlProblems("<svg><text>a & b</text></svg>") == ["a raw & before ' b'"])
    #expect(RenderTestSupport.xmlProblems("<svg width=12/>") == ["<svg>: width is not quoted"])
    #expect(
      RenderTestSupport.xmlProblems("<svg><text x=\"1\" x=\"2\">ok &amp; fine</text></svg>") == [
        "<text>: x twice"
      ])
    #expect(RenderTestSupport.xmlProblems("<svg>") == ["unclosed: svg"])
  }

  @Test("the HTML replay is one self-contained file: no script, style, image or font from anywhere else")
  func htmlIsSelfContained() throws {
    let html = ReplayHTML.document(try RenderTestSupport.record(RenderTestSupport.tourPath), image: nil)
    #expect(html.hasPrefix("<!DOCTYPE html>\n"))
    for reference in [
      "src=", "@import", "<iframe", "<object", "<embed", "fetch(", "XMLHttpRequest", "https:",
    ] {
      #expect(!html.contains(reference), "the page holds \(reference)")
    }
    // The only links: the empty icon (so the browser asks for no favicon) and the SVG namespace.
    #expect(html.components(separatedBy: "href=").count == 2)
    #expect(html.contains("<link rel=\"icon\" href=\"data:,\">"))
    #expect(
      html.components(separatedBy: "http:").count - 1 == html.components(
        separatedBy: "http://www.w3.org/2000/svg"
      ).count - 1)
    #expect(html.contains("<script type=\"application/json\" id=\"replay-data\">"))
    // The live page's renderer, verbatim, in the page's one module script, which imports nothing.
    #expect(html.contains("<script type=\"module\">\n\(ViewerCanvasScript.javascript)\n"))
    #expect(!html.contains("\nimport "))
    #expect(!ViewerCanvasScript.javascript.lowercased().contains("</script"))
    #expect(!ReplayScript.javascript.lowercased().contains("</script"))
  }

  @Test("the replay's data spells every state number as play's state line does")
  func dataSpellsNumbersAsPlay() throws {
    let recording = try RenderTestSupport.record(RenderTestSupport.tourPath)
    let json = ReplayData.json(recording)
    let frame = try #require(recording.frames.first { $0.time == 1.25 })
    #expect(frame.state.zoomScale == 4)
    // [time, "time", page, "zoomScale", "contentOffset", "pageStripOffset", "pullDownTranslation", "alpha", flags, touches]
    #expect(json.contains("\n[1.25,\"1.250\",0,\"4\",\"585,163\",\"0\",\"0,0\",\"1\",0,[]]"))
    let line = Report(format: .text, includesChanges: false).stateLine(frame.state)
    #expect(
      line
        == "1.250 state page=0 zoomScale=4 contentOffset=585,163 chromeVisible=false backgroundAlpha=1 dismissed=false"
    )
  }

  @Test("a stream name holding </script> cannot end the data early")
  func dataCannotCloseItsScript() {
    #expect(ReplayData.string("a</script>b") == #""a\u003c/script\u003eb""#)
    #expect(SVGWriter.escaped("<a & 'b'>") == "&lt;a &amp; &#39;b&#39;&gt;")
  }

  @Test("an --image photo is embedded as a data URI, PNG or JPEG by its first bytes")
  func imageIsEmbedded() throws {
    let folder = try TemporaryFolder("render-image")
    let png = try folder.write([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3], to: "photo.png")
    let jpeg = try folder.write([0xFF, 0xD8, 0xFF, 0xE0, 9], to: "photo.bin")
    #expect(try EmbeddedImage(path: png).dataURI == "data:image/png;base64,iVBORw0KGgoBAgM=")
    #expect(try EmbeddedImage(path: jpeg).mediaType == "image/jpeg")
    let html = ReplayHTML.document(
      try RenderTestSupport.record(RenderTestSupport.tourPath), image: try EmbeddedImage(path: png))
    #expect(
      html.contains(
        "<script type=\"application/json\" id=\"replay-image\">\"data:image/png;base64,iVBORw0KGgoBAgM=\"</script>"
      ))
  }
}
