import GestureKitLite
import Testing

/// The package's one touch-id allocator: the lowest free id, not given again
/// in the frame it is freed (Android's rule, docs/Decisions.md).
@Suite struct TouchIDAllocatorTests {
  @Test("new touches get the lowest free id, and a lifted touch's id is free from the next frame")
  func lowestFreeFromTheNextFrame() {
    var ids = TouchIDAllocator()
    #expect(ids.allocate() == TouchID(0))
    #expect(ids.allocate() == TouchID(1))
    ids.endFrame()
    ids.release(TouchID(0))
    #expect(ids.allocate() == TouchID(2))  // 0 lifted in this frame
    ids.endFrame()
    #expect(ids.allocate() == TouchID(0))
  }

  @Test("ids run from the lowest id given, and avoided ids are skipped")
  func lowestIDAndAvoiding() {
    var ids = TouchIDAllocator(lowestID: 1)
    let avoidTwo = ids.bit(for: TouchID(2)) ?? 0
    #expect(ids.allocate(avoiding: avoidTwo) == TouchID(1))
    #expect(ids.allocate(avoiding: avoidTwo) == TouchID(3))
    #expect(ids.bit(for: TouchID(0)) == nil)
    #expect(ids.bit(for: TouchID(65)) == nil)
    #expect(ids.bit(for: TouchID(64)) == 1 << 63)
  }

  @Test("an id taken by choice in the frame it was freed stays taken after the frame")
  func takenByChoice() {
    var ids = TouchIDAllocator(lowestID: 1)
    ids.take(TouchID(1))
    ids.endFrame()
    ids.release(TouchID(1))
    ids.take(TouchID(1))
    ids.endFrame()
    #expect(ids.allocate() == TouchID(2))
  }

  @Test("the 65th touch down at once gets no id")
  func full() {
    var ids = TouchIDAllocator()
    for expected in 0..<64 { #expect(ids.allocate() == TouchID(UInt64(expected))) }
    #expect(ids.allocate() == nil)
    ids.release(TouchID(5))
    ids.release(TouchID(99))  // outside the allocator: ignored
    #expect(ids.allocate() == nil)
    ids.endFrame()
    #expect(ids.allocate() == TouchID(5))
  }
}
