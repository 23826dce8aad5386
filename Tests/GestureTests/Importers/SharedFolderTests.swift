import Foundation
import Testing

/// CI's check that `../shared` is there, so no test that reads it skips.
///
/// The tests that read `../shared` (the real recordings, the seed articles)
/// skip with a note when it is not beside the package. CI must not skip them:
/// `.ci/run` sets `GKL_REQUIRE_SHARED=1`, and then this suite fails when the
/// folder is missing, so a CI that lost it cannot pass by skipping.
@Suite("the shared folder")
struct SharedFolderTests {
  /// Whether a missing `../shared` is a failure (`GKL_REQUIRE_SHARED=1`, as `.ci/run` sets it).
  static let isRequired = ProcessInfo.processInfo.environment["GKL_REQUIRE_SHARED"] == "1"

  @Test(
    "with GKL_REQUIRE_SHARED=1 (CI) the recordings and seeds of ../shared are there, so no test reading them skips",
    .enabled(if: isRequired, "GKL_REQUIRE_SHARED is not 1: tests reading ../shared may skip (CI sets it)"))
  func sharedFolderIsThere() {
    #expect(RecordingLibrary.isPresent, RecordingLibrary.absence)
    #expect(
      FileManager.default.fileExists(atPath: ViewerPresetTests.seeds), "../shared/seeds is missing")
  }
}
