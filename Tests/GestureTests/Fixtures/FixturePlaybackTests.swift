import Foundation
import Testing

@testable import gesture_sim

/// Every fixture under `Fixtures/touchstreams`, played as `gesture-sim check` plays it.
enum FixtureLoader {
  static let directory: String = {
    // Tests/GestureTests/Fixtures/FixturePlaybackTests.swift → the package root.
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("Fixtures/touchstreams").path
  }()

  static func all() -> [Fixture] {
    (try? Fixture.all(in: directory)) ?? []
  }
}

@Suite("fixtures")
struct FixturePlaybackTests {
  @Test("the fixture corpus is there and is not trivially small")
  func corpusExists() {
    #expect(FixtureLoader.all().count >= 40)
  }

  @Test("every fixture plays to exactly its expected output", arguments: FixtureLoader.all())
  func fixtureMatchesExpectedOutput(_ fixture: Fixture) throws {
    let expected = try #require(fixture.expectedText, "no \(fixture.expectedPath)")
    let actual = try fixture.play()
    let diff = LineDiff.lines(expected: expected, actual: actual)
    #expect(diff.isEmpty, "\(fixture) differs:\n\(diff.joined(separator: "\n"))")
  }

  @Test("a changed expected file is reported as a line diff, expected lines first")
  func diffReadsWell() {
    let diff = LineDiff.lines(
      expected: "0.390 doubleTap failed\n0.390 tap recognized\n",
      actual: "0.390 doubleTap failed\n0.400 tap recognized\n")
    #expect(diff == ["  -2: 0.390 tap recognized", "  +2: 0.400 tap recognized"])
  }
}
