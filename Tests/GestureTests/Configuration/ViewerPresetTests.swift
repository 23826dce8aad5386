import Foundation
import GestureKitLite
import Testing

/// The seed articles' viewers as named configurations.
@Suite("presets")
struct ViewerPresetTests {
  static let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.path
  }()

  @Test("five presets, one for each article, named for what the viewer is")
  func names() {
    #expect(
      ViewerPreset.allCases.map(\.name) == [
        "photo-browser", "zoomable-view", "photos-viewer", "photo-detail", "product-slider",
      ])
    #expect(ViewerPreset.allCases.map { $0.article.prefix(3) } == ["000", "001", "002", "003", "004"])
    for preset in ViewerPreset.allCases { #expect(ViewerPreset(name: preset.name) == preset) }
    #expect(ViewerPreset(name: "photoBrowser") == nil)
    #expect(ViewerPreset.nearest(to: "photo-browse") == .photoBrowser)
    #expect(ViewerPreset.nearest(to: "Product-Slider") == .productSlider)
    #expect(ViewerPreset.nearest(to: "slider") == nil)
  }

  @Test("every preset is a valid configuration")
  func valid() throws {
    for preset in ViewerPreset.allCases { _ = try preset.configuration.validated() }
  }

  @Test("each preset changes what its article sets, and nothing else")
  func settings() {
    let settings = ViewerPreset.allCases.map { preset in
      preset.settings.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
    }
    #expect(
      settings == [
        "pullDownMaxAngle=90 dismissVelocity=1000000 pullDownWithPaging=true dismissWhileDragging=true "
          + "dismissFade=false dismissRestore=easeInOut zoomFrame=viewport",
        "pageCount=1 imageWidth=390 imageHeight=270 maxZoom=2.5 doubleTapZoom=1 pullDownEnabled=false "
          + "zoomedPaging=true",
        "pageCount=1 minZoom=0.8 maxZoom=3 doubleTapZoom=3 doubleTapEnabled=false initialZoom=1 "
          + "pullDownEnabled=false",
        "maxZoom=1 doubleTapZoom=1 doubleTapEnabled=false zoomBounce=false dismissDistance=200 "
          + "dismissVelocity=1000000 dismissRestore=spring dismissRestoreDuration=0.5 dismissRestoreBounce=0.3 "
          + "pageChangedAt=rest",
        "viewportHeight=200 maxZoom=1 doubleTapZoom=1 doubleTapEnabled=false zoomBounce=false "
          + "pullDownEnabled=false",
      ])
  }

  /// `../shared/seeds`, beside the package (CI requires it: `SharedFolderTests`).
  static let seeds = (packageRoot as NSString).appendingPathComponent("../shared/seeds")

  @Test(
    "each preset's article is in ../shared/seeds",
    .enabled(if: FileManager.default.fileExists(atPath: seeds), "../shared/seeds is not beside the package"))
  func articlesExist() throws {
    let seeds = Self.seeds
    for preset in ViewerPreset.allCases {
      #expect(
        FileManager.default.fileExists(atPath: (seeds as NSString).appendingPathComponent(preset.article)))
    }
  }

  @Test("each preset has at least four fixtures, and each sets exactly its preset's keys (settle aside)")
  func fixturesFollowThePresets() throws {
    let directory = (Self.packageRoot as NSString).appendingPathComponent("Fixtures/touchstreams")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter {
      $0.hasPrefix("preset-") && $0.hasSuffix(".touches")
    }
    for preset in ViewerPreset.allCases {
      let own = names.filter { $0.hasPrefix("preset-\(preset.name)-") }
      #expect(own.count >= 4, "\(preset.name) has \(own.count) fixtures")
      for name in own {
        let text = try String(
          contentsOfFile: (directory as NSString).appendingPathComponent(name), encoding: .utf8)
        var configuration = try streamConfiguration(text).get()
        configuration.settle = GestureConfiguration().settle
        #expect(configuration == preset.configuration, "\(name) does not set \(preset.name)'s keys")
      }
    }
    #expect(names.count >= 20)
  }
}
