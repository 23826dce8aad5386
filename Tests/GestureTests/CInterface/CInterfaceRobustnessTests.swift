import CGestureKitLite
import GestureKitLite
import GestureKitLiteC
import Testing

/// Garbage through the C interface: codes and messages, never a trap.
@Suite("C interface: garbage in")
struct CInterfaceRobustnessTests {
  /// A small deterministic generator (SplitMix64), so a failure names its seed.
  struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  @Test("formatting an event of random bytes prints a line or nothing", arguments: [1, 2, 3] as [UInt64])
  func formatRandomEvents(seed: UInt64) {
    var random = SplitMix(state: seed)
    var buffer = [CChar](repeating: 0, count: 512)
    for _ in 0..<2000 {
      var event = gkl_event()
      withUnsafeMutableBytes(of: &event) { bytes in
        for index in bytes.indices { bytes[index] = UInt8.random(in: 0...255, using: &random) }
      }
      // Plausible kinds and states half the time, so the formatter is reached.
      if Bool.random(using: &random) {
        event.kind = Int32.random(in: 0...1, using: &random)
        event.state = Int32.random(in: 0...6, using: &random)
        event.viewer_event = Int32.random(in: 0...7, using: &random)
        event.recognizer = Int32.random(in: 0...4, using: &random)
      }
      let options = UInt32.random(in: 0...7, using: &random)
      let length = gklFormatEvent(&event, options, &buffer, buffer.count)
      #expect(length >= 0)
    }
  }

  @Test(
    "random frames are played or refused with a code, and the session stays usable",
    arguments: [4, 5] as [UInt64])
  func randomFrames(seed: UInt64) {
    var random = SplitMix(state: seed)
    let session = gklSessionCreate(nil, nil, nil)
    defer { gklSessionDestroy(session) }
    let numbers: [Double] = [.nan, .infinity, -.infinity, 1e300, -1, 0, 195, 422, 1e-300]
    var time = 0.0
    for _ in 0..<3000 {
      time += Double.random(in: -0.01...0.05, using: &random)
      var samples = (0..<Int.random(in: 0...3, using: &random)).map { _ in
        gkl_sample(
          time: time, x: Bool.random(using: &random) ? numbers.randomElement(using: &random)! : 200,
          y: Double.random(in: 0...844, using: &random), id: UInt64.random(in: 0...3, using: &random),
          phase: Int32.random(in: -1...4, using: &random), reserved: 0)
      }
      let frameTime = Bool.random(using: &random) ? time : numbers.randomElement(using: &random)!
      let status = gklSessionProcessFrame(session, frameTime, &samples, samples.count)
      #expect([GKL_OK, GKL_ERROR_SAMPLE, GKL_ERROR_ARGUMENT].contains(status))
      if status != GKL_OK { #expect(!CInterfaceFixtures.text(of: gklSessionError(session)).isEmpty) }
      var event = gkl_event()
      while gklSessionNextEvent(session, &event) == 1 {}
    }
    #expect(
      gklSessionAdvance(session, 1e6) == GKL_OK
        || !CInterfaceFixtures.text(of: gklSessionError(session)).isEmpty)
  }
}
