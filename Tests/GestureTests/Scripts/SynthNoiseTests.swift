import GestureKitLite
import Testing

@testable import GestureKitLiteScripts

@Suite struct SynthNoiseTests {
  private let script = """
    @viewport 390 844
    tap 195 422
    wait 200ms
    drag 300 400 -> 60 400 in 250ms ease-out rest 60ms
    pinch 195 422 span 100 -> 260 in 400ms move 40 0
    pulldown 195 300 by 180
    at +150ms tap 100 600
    """

  @Test("the generator's numbers are pinned, so streams stay the same across machines and versions")
  func pinnedGenerator() {
    var generator = SeededGenerator(seed: 0, stream: 0)
    #expect(
      (0..<3).map { _ in generator.next() } == [
        17_319_508_632_228_249_796, 12_775_744_797_744_267_663, 998_840_619_140_378_701,
      ])
    var other = SeededGenerator(seed: 7, stream: 3)
    #expect(other.unitInterval() == 0.03811915747019068)
    #expect(other.uniform(within: 0.5) == 0.23683055212496373)
    #expect(other.gaussian(within: 1) == -0.13452140046596206)
    #expect(other.integer(in: -5...5) == 5)
  }

  @Test("the generator's uniform, gaussian and integer draws stay within their bounds")
  func generatorBounds() {
    var generator = SeededGenerator(seed: 42, stream: 1)
    for _ in 0..<10_000 {
      #expect(abs(generator.uniform(within: 2)) <= 2)
      #expect(abs(generator.gaussian(within: 2)) <= 2)
      #expect((-3...4).contains(generator.integer(in: -3...4)))
    }
  }

  @Test("the same script and options give the same bytes, with and without noise")
  func sameBytes() throws {
    let noisy = SynthSettings.Overrides(seed: 9, jitter: 0.8, timingJitter: 2_000)
    #expect(try ScriptTestSupport.text(script) == ScriptTestSupport.text(script))
    #expect(try ScriptTestSupport.text(script, noisy) == ScriptTestSupport.text(script, noisy))
    #expect(
      try ScriptTestSupport.text(script, noisy, format: .jsonLines)
        == ScriptTestSupport.text(script, noisy, format: .jsonLines))
  }

  @Test("a different seed gives different noise, and jitter 0 gives the exact stream whatever the seed")
  func differentSeeds() throws {
    let a = try ScriptTestSupport.text(script, SynthSettings.Overrides(seed: 1, jitter: 0.5))
    let b = try ScriptTestSupport.text(script, SynthSettings.Overrides(seed: 2, jitter: 0.5))
    #expect(a != b)
    #expect(
      try ScriptTestSupport.text(script, SynthSettings.Overrides(seed: 5)) == ScriptTestSupport.text(script))
  }

  @Test(
    "position jitter displaces moves by at most its amount and never a down, up or cancel",
    arguments: SynthSettings.JitterShape.allCases)
  func jitterBounds(shape: SynthSettings.JitterShape) throws {
    let exact = try ScriptTestSupport.samples(script)
    let noisy = try ScriptTestSupport.samples(
      script, SynthSettings.Overrides(seed: 3, jitter: 0.5, jitterShape: shape))
    #expect(exact.count == noisy.count)
    var displaced = 0
    for (before, after) in zip(exact, noisy) {
      #expect(before.time == after.time && before.phase == after.phase && before.id == after.id)
      let dx = abs(after.location.x - before.location.x)
      let dy = abs(after.location.y - before.location.y)
      if before.phase == .move {
        #expect(dx <= 0.5 + 0.001 && dy <= 0.5 + 0.001)
        if dx > 0 || dy > 0 { displaced += 1 }
      } else {
        #expect(before.location == after.location)
      }
    }
    #expect(displaced > exact.count / 2)
  }

  @Test("timing jitter moves whole frames, within its bound, and never reorders them or goes below zero")
  func timingJitter() throws {
    let exact = try ScriptTestSupport.samples(script)
    for seed: UInt64 in 0..<20 {
      let noisy = try ScriptTestSupport.samples(
        script, SynthSettings.Overrides(seed: seed, timingJitter: 5_000))
      #expect(noisy.map(\.phase) == exact.map(\.phase))
      #expect(noisy.map(\.location) == exact.map(\.location))
      for index in noisy.indices {
        #expect(noisy[index].time >= 0)
        #expect(abs(noisy[index].time - exact[index].time) <= 0.005 + 1e-9)
        if index > 0 {
          let wasSameFrame = exact[index].time == exact[index - 1].time
          #expect(
            wasSameFrame
              ? noisy[index].time == noisy[index - 1].time : noisy[index].time > noisy[index - 1].time)
        }
      }
    }
  }

  @Test("timing jitter stays in whole microseconds")
  func timingJitterPrintsShort() throws {
    let text = try ScriptTestSupport.text(script, SynthSettings.Overrides(seed: 4, timingJitter: 3_000))
    for line in text.split(separator: "\n") where !line.hasPrefix("@") {
      let time = line.split(separator: " ")[0]
      #expect((time.split(separator: ".").dropFirst().first?.count ?? 0) <= 6, "\(line)")
    }
  }
}
