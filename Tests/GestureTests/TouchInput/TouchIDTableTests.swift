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
}
