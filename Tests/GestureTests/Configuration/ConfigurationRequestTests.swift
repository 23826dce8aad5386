import CGestureKitLite
import GestureKitLite
import GestureKitLiteC
import Testing

/// One entry point builds a configuration from a preset and `key=value`
/// settings: the CLI and the C interface (and, through it, Python and
/// JavaScript) refuse with its message.
@Suite struct ConfigurationRequestTests {
  /// A preset (or none) and settings, as a caller passes them.
  struct Request: Sendable, CustomTestStringConvertible {
    var preset: String?
    var settings: [String]
    var testDescription: String {
      "\(preset.map { "--preset \($0) " } ?? "")\(settings.joined(separator: " "))"
    }
  }

  static let refused: [Request] = [
    Request(preset: "photo-borwser", settings: []),
    Request(preset: "no-such-preset", settings: ["tapSlop=3"]),
    Request(preset: nil, settings: ["tapSlop"]),
    Request(preset: nil, settings: ["tapSlpo=3"]),
    Request(preset: nil, settings: ["tapSlop=3", "tapSlop=-1"]),
    Request(preset: nil, settings: ["zoomFrame=imag"]),
    Request(preset: nil, settings: ["minZoom=5"]),
    Request(preset: "photo-browser", settings: ["doubleTapZoom=9"]),
  ]

  @Test(
    "the CLI and the C interface refuse a configuration with the entry point's message", arguments: refused)
  func sameMessage(_ request: Request) throws {
    let refusal = try #require(Self.refusal(request))
    var error = gkl_error()
    #expect(gklSessionCreate(request.preset, request.settings.joined(separator: "\n"), &error) == nil)
    #expect(error.status == Int32(GKL_ERROR_CONFIGURATION.rawValue))
    #expect(CInterfaceFixtures.text(of: error) == refusal.description)
    var words = ["config"]
    if let preset = request.preset { words += ["--preset", preset] }
    for setting in request.settings { words += ["--set", setting] }
    let cliMessage = (refusal.isAboutASetting ? "--set " : "") + refusal.description
    #expect(
      CommandLineTestSupport.run(words)
        == CommandLineTestSupport.Outcome(
          code: 2, standardOutput: "",
          standardError: "gesture-sim: error: \(cliMessage)\nRun 'gesture-sim config --help' for usage.\n"))
  }

  @Test("settings apply in order after the preset, and the result is checked as a whole")
  func accepted() throws {
    let configuration = try ConfigurationRequest.configuration(
      preset: "photo-browser", settings: ["tapSlop=3", "tapSlop=12", "maxZoom=2", "doubleTapZoom=2"])
    var expected = ViewerPreset.photoBrowser.configuration
    expected.tapSlop = 12
    expected.maxZoom = 2
    expected.doubleTapZoom = 2
    #expect(configuration == expected)
    #expect(try ConfigurationRequest.configuration(preset: nil, settings: []) == GestureConfiguration())
  }

  @Test("each refusal names what is wrong")
  func messages() {
    #expect(
      Self.refusal(Request(preset: nil, settings: ["tapSlop"]))?.description
        == "expected key=value, found 'tapSlop'")
    #expect(
      Self.refusal(Request(preset: nil, settings: ["tapSlop=-1"]))?.description
        == "tapSlop=-1: invalid value '-1' for tapSlop: expected a number from 0 to 1000000")
    #expect(
      Self.refusal(Request(preset: "photo-borwser", settings: []))?.description.hasPrefix(
        "unknown preset 'photo-borwser'; did you mean 'photo-browser'? expected one of photo-browser, ")
        == true)
  }

  /// Why the entry point refuses `request`, or `nil` when it accepts it.
  static func refusal(_ request: Request) -> ConfigurationRequestError? {
    do {
      _ = try ConfigurationRequest.configuration(
        preset: request.preset, settings: request.settings.map { $0[...] })
      return nil
    } catch {
      return error
    }
  }
}
