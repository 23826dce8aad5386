import Testing

@testable import GestureKitLiteScripts

@Suite struct EasingTests {
  @Test("every easing starts at 0, ends at exactly 1 and never goes back", arguments: Easing.allCases)
  func endsAndMonotone(easing: Easing) {
    #expect(easing.progress(0) == 0)
    #expect(easing.progress(1) == 1)
    var previous = 0.0
    for step in 0...100 {
      let value = easing.progress(Double(step) / 100)
      #expect(value >= previous)
      previous = value
    }
  }

  @Test("the curves are the cubic ones: t, t³, 1 − (1 − t)³ and the piecewise ease-in-out")
  func values() {
    #expect(Easing.linear.progress(0.25) == 0.25)
    #expect(Easing.easeIn.progress(0.5) == 0.125)
    #expect(Easing.easeOut.progress(0.5) == 0.875)
    #expect(Easing.easeInOut.progress(0.25) == 0.0625)
    #expect(Easing.easeInOut.progress(0.5) == 0.5)
    #expect(Easing.easeInOut.progress(0.75) == 0.9375)
  }

  @Test("ease-in-out is symmetric about its midpoint")
  func symmetry() {
    for step in 0...50 {
      let t = Double(step) / 100
      #expect(abs(Easing.easeInOut.progress(t) + Easing.easeInOut.progress(1 - t) - 1) < 1e-12)
    }
  }

  @Test("progress outside 0…1 is clamped")
  func clamped() {
    #expect(Easing.easeOut.progress(-1) == 0)
    #expect(Easing.easeIn.progress(2) == 1)
  }

  @Test("the script names are linear, ease-in, ease-out and ease-in-out")
  func names() {
    #expect(Easing.allCases.map(\.name) == ["linear", "ease-in", "ease-out", "ease-in-out"])
  }
}
