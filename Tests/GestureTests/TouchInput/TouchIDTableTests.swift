import GestureKitLite
import Testing

@Suite("touch input: the host's touch-id table")
struct TouchIDTableTests {
  @Test("each touch down gets the lowest free id, keeps it while it moves, and frees it at the lift")
  func lowestFreeIDReused() {
    var ids = TouchIDTable<String>()
    #expect(ids.id(for: "thumb", phase: .down) == TouchID(0))
    #expect(ids.id(for: "index", phase: .down) == TouchID(1))
    #expect(ids.id(for: "thumb", phase: .move) == TouchID(0))
    #expect(ids.id(for: "thumb", phase: .up) == TouchID(0))
    #expect(ids.count == 1)
    #expect(ids.id(for: "middle", phase: .down) == TouchID(0))  // the thumb's id, free again
    #expect(ids.id(for: "index", phase: .cancel) == TouchID(1))
    #expect(ids.id(for: "ring", phase: .down) == TouchID(1))
  }

  @Test("a host event the engine would refuse gets no id and changes nothing")
  func refusedEventsGetNoID() {
    var ids = TouchIDTable<Int>()
    #expect(ids.id(for: 7, phase: .move) == nil)
    #expect(ids.id(for: 7, phase: .up) == nil)
    #expect(ids.id(for: 7, phase: .down) == TouchID(0))
    #expect(ids.id(for: 7, phase: .down) == nil)  // already down
    #expect(ids.count == 1)
  }

  @Test("over random downs, moves and lifts, every id is the lowest free one, as a plain list finds it")
  func agreesWithTheObviousModel() {
    var random = CInterfaceRobustnessTests.SplitMix(state: 27)
    var table = TouchIDTable<Int>()
    var model: [Int: UInt64] = [:]
    for _ in 0..<20_000 {
      let key = Int(random.next() % 40)
      let phase: TouchSample.Phase = [.down, .down, .move, .up, .cancel][Int(random.next() % 5)]
      let expected: TouchID?
      switch phase {
      case .down:
        if model[key] != nil {
          expected = nil
        } else {
          var free: UInt64 = 0
          while model.values.contains(free) { free += 1 }
          model[key] = free
          expected = TouchID(free)
        }
      case .move: expected = model[key].map(TouchID.init)
      case .up, .cancel: expected = model.removeValue(forKey: key).map(TouchID.init)
      }
      #expect(table.id(for: key, phase: phase) == expected, "\(phase) \(key)")
      #expect(table.count == model.count)
    }
  }

  @Test("100,000 touches that never lift (a leaking host) and 100,000 lifts take a linear time")
  func leakedKeysStayCheap() {
    var table = TouchIDTable<Int>()
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      for key in 0..<100_000 { #expect(table.id(for: key, phase: .down) == TouchID(UInt64(key))) }
      for key in stride(from: 99_999, through: 0, by: -1) {
        #expect(table.id(for: key, phase: .up) == TouchID(UInt64(key)))
      }
      #expect(table.id(for: -1, phase: .down) == TouchID(0))
    }
    #expect(table.count == 1)
    #expect(elapsed < .seconds(5), "\(elapsed)")
  }
}
