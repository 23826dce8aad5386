import Testing

@testable import gesture_sim

/// `bench` says on standard error when its numbers come from a debug build.
@Suite("command line: bench in a debug build")
struct BenchBuildWarningTests {
  @Test("bench warns before measuring when it is not a release build, and only then")
  func warning() {
    let outcome = CommandLineTestSupport.run(["bench", "--samples", "2000", "--runs", "1"])
    #expect(outcome.code == 0, "\(outcome)")
    let warning =
      "gesture-sim: warning: this is a debug build; its numbers are not representative. "
      + "Build with 'swift build -c release'.\n"
    #if DEBUG
      #expect(outcome.standardError == warning)
    #else
      #expect(outcome.standardError == "")
    #endif
    #expect(outcome.standardOutput.hasPrefix("workload: "))
  }
}
