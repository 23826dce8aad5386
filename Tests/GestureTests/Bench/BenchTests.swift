import GestureKitLite
import Testing

@testable import gesture_sim

@Suite("bench", .serialized)  // one at a time: the allocation counter counts the whole process
struct BenchTests {
  @Test("the pan/pinch workload alternates pans of 60 samples and pinches of 62, and says so")
  func workloadShape() {
    let workload = BenchWorkload(sampleCount: 1000, mixed: false)
    // 60 + 62 = 122 samples a pair: 8 pairs make 976, one more pan passes 1,000.
    #expect(workload.samples.count == 8 * 122 + 60)
    #expect(workload.expected == ["pan": 9, "pinch": 8])
  }

  @Test(
    "the engine and the viewer recognize exactly what the workload holds, mixed or not",
    arguments: [false, true])
  func recognizedAsExpected(mixed: Bool) throws {
    var run = BenchRun()
    let workload = BenchWorkload(sampleCount: 4000, mixed: mixed)
    try BenchMeasurements.runSession(workload, configuration: GestureConfiguration(), into: &run)
    #expect(run.recognized == workload.expected)
  }

  @Test("the streaming generator writes the same samples the benchmark plays")
  func streamingMatches() {
    var streamed: [TouchSample] = []
    _ = BenchWorkload(sampleCount: 500, mixed: true) { streamed.append($0) }
    #expect(streamed == Array(BenchWorkload(sampleCount: 500, mixed: true).samples))
  }

  /// Whether the tests were compiled with optimization: the unoptimized build
  /// allocates for generic code the optimizer specializes away, so the
  /// allocation count is only meaningful in `swift test -c release` (CI runs it).
  static var isOptimized: Bool {
    #if DEBUG
      false
    #else
      true
    #endif
  }

  @Test(
    "engine and viewer allocate nothing per sample once warm (counted, not estimated)",
    .enabled(if: isOptimized, "allocation counts are pinned in optimized builds: swift test -c release"),
    .enabled(if: BenchMeasurements.canCountAllocations, "a sanitizer build cannot count allocations"))
  func noAllocationsPerSample() throws {
    let workload = BenchWorkload(sampleCount: 3000, mixed: true)
    var warm = BenchRun()
    try BenchMeasurements.runSession(workload, configuration: GestureConfiguration(), into: &warm)
    var run = BenchRun()
    try BenchMeasurements.runEngine(workload, configuration: GestureConfiguration(), into: &run)
    try BenchMeasurements.runSession(workload, configuration: GestureConfiguration(), into: &run)
    // A session's few setup allocations (its buffers) and the test framework's
    // own, none per sample: one a sample would be 3,000.
    #expect(run.engineAllocations < 100)
    #expect(run.sessionAllocations < 100)
  }

  @Test(
    "a warm session plays hundreds of gestures without one allocation: animations, pull-downs and zooms included",
    .enabled(if: isOptimized, "allocation counts are pinned in optimized builds: swift test -c release"),
    .enabled(if: BenchMeasurements.canCountAllocations, "a sanitizer build cannot count allocations"))
  func noAllocationsPerGesture() throws {
    // 24,000 samples: about 200 gestures, a quarter of them scrolls that end
    // in momentum, and after every four a double tap's zoom animation and a
    // pull-down that springs back. An allocation once a gesture (an
    // animation boxed as it starts, as 0.5.0's successors did) counts 200.
    let workload = BenchWorkload(sampleCount: 24_000, mixed: true)
    var warm = BenchRun()
    try BenchMeasurements.runSession(workload, configuration: GestureConfiguration(), into: &warm)
    var run = BenchRun()
    try BenchMeasurements.runSession(workload, configuration: GestureConfiguration(), into: &run)
    // The count starts after the session is made, so its buffers are not
    // in it: what is left is the frame loop's, which must be none.
    #expect(run.sessionAllocations == 0)
    #expect(run.recognized == workload.expected)
  }
}
