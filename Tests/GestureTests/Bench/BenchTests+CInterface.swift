import CGestureKitLite
import GestureKitLite
import GestureKitLiteC
import Testing

@testable import gesture_sim

// In the bench suite, which runs one test at a time: the allocation counter
// counts the whole process.
extension BenchTests {
  @Test(
    "the C interface allocates nothing per sample once warm (counted, not estimated)",
    .enabled(if: isOptimized, "allocation counts are pinned in optimized builds: swift test -c release"),
    .enabled(if: BenchMeasurements.canCountAllocations, "a sanitizer build cannot count allocations"))
  func cInterfaceAllocatesNothingPerSample() throws {
    let workload = BenchWorkload(sampleCount: 3000, mixed: true)
    var frames: [(time: Double, samples: [gkl_sample])] = []
    for frame in workload.frames {
      frames.append(
        (
          frame.time,
          workload.samples[frame.range].map {
            gkl_sample(
              time: $0.time, x: $0.location.x, y: $0.location.y, id: $0.id.rawValue,
              phase: Int32($0.phase.rawValue), reserved: 0)
          }
        ))
    }
    var event = gkl_event()
    var recognized = 0
    func play(_ session: OpaquePointer) {
      for frame in frames {
        _ = frame.samples.withUnsafeBufferPointer {
          gklSessionProcessFrame(session, frame.time, $0.baseAddress, $0.count)
        }
        while gklSessionNextEvent(session, &event) == 1 {
          if event.state == Int32(GKL_STATE_RECOGNIZED.rawValue)
            || event.state == Int32(GKL_STATE_ENDED.rawValue)
          {
            recognized += 1
          }
        }
      }
    }
    // Warm: the first session of a process also pays the runtime's one-time
    // costs (type metadata instantiated on first use, which allocates).
    let warm = try #require(gklSessionCreate(nil, nil, nil))
    play(warm)
    gklSessionDestroy(warm)
    let session = try #require(gklSessionCreate(nil, nil, nil))
    defer { gklSessionDestroy(session) }
    let before = BenchMeasurements.allocations()
    play(session)
    let allocations = BenchMeasurements.allocations() - before
    // A session's buffers growing to their peak, none per sample: one a
    // sample would be 3,000.
    #expect(allocations < 50)
    #expect(recognized > 0)
  }
}

extension BenchTests {
  @Test(
    "the C interface allocates nothing per wheel, key or action input once warm, whatever a key's name",
    .enabled(if: isOptimized, "allocation counts are pinned in optimized builds: swift test -c release"),
    .enabled(if: BenchMeasurements.canCountAllocations, "a sanitizer build cannot count allocations"))
  func cInterfaceAllocatesNothingPerDirectInput() throws {
    // Pinches, scrolls, keys that toggle the chrome, keys the viewer does not
    // use (names longer than a small string holds among them), a host's
    // shortcut, and page turns: 3,000 inputs that start no zoom animation.
    let names = ["Enter", "Space", "MediaTrackPrevious", "ö", "Unidentified", "ArrowRight"]
    let keys = names.map { Array($0.utf8CString) }  // a host's own C strings, made before counting
    let actions = [GKL_ACTION_NEXT_PAGE, GKL_ACTION_TOGGLE_CHROME, GKL_ACTION_PREVIOUS_PAGE]
    var event = gkl_event()
    var events = 0
    func play(_ session: OpaquePointer) {
      var time = 0.0
      for step in 0..<750 {
        time += 0.016
        let pinch = step % 40 < 20 ? -8.0 : 8.0
        _ = gklSessionProcessWheel(
          session, time, 195, 422, 0, pinch, Int32(GKL_WHEEL_PIXEL.rawValue), GKL_MODIFIER_CTRL)
        time += 0.2
        _ = gklSessionProcessWheel(session, time, 195, 422, 12, 3, Int32(GKL_WHEEL_LINE.rawValue), 0)
        time += 0.2
        // ctrl on the arrow: the host's shortcut, which would otherwise scroll the zoomed image.
        let modifiers = names[step % names.count] == "ArrowRight" ? GKL_MODIFIER_CTRL : 0
        _ = keys[step % keys.count].withUnsafeBufferPointer {
          gklSessionProcessKey(session, time, $0.baseAddress, $0.count - 1, modifiers)
        }
        time += 0.2
        _ = gklSessionProcessAction(session, time, Int32(actions[step % actions.count].rawValue))
        while gklSessionNextEvent(session, &event) == 1 { events += 1 }
      }
    }
    let warm = try #require(gklSessionCreate(nil, nil, nil))
    play(warm)
    gklSessionDestroy(warm)
    let session = try #require(gklSessionCreate(nil, nil, nil))
    defer { gklSessionDestroy(session) }
    events = 0
    let before = BenchMeasurements.allocations()
    play(session)
    let allocations = BenchMeasurements.allocations() - before
    #expect(allocations < 50)
    #expect(events > 1000)
  }

  @Test(
    "a key or action that zooms allocates only its animation, as a double tap does",
    .enabled(if: isOptimized, "allocation counts are pinned in optimized builds: swift test -c release"),
    .enabled(if: BenchMeasurements.canCountAllocations, "a sanitizer build cannot count allocations"))
  func cInterfaceZoomKeysAllocateTheirAnimation() throws {
    // The viewer keeps a running zoom or scroll animation boxed (an indirect
    // enum: checking for one copies no payload), so each one started costs
    // one allocation, for a key as for a double tap; the C interface adds none.
    let keys = ["+", "="].map { Array($0.utf8CString) }  // a host's own C strings, made before counting
    var event = gkl_event()
    var toggles = 0
    func play(_ session: OpaquePointer) {
      var time = 0.0
      for step in 0..<1000 {
        time += 0.5
        if step % 2 == 0 {
          _ = keys[step / 2 % 2].withUnsafeBufferPointer {
            gklSessionProcessKey(session, time, $0.baseAddress, 1, GKL_MODIFIER_SHIFT)
          }
        } else {
          _ = gklSessionProcessAction(session, time, Int32(GKL_ACTION_ZOOM_OUT.rawValue))
        }
        while gklSessionNextEvent(session, &event) == 1 {
          if event.viewer_event == Int32(GKL_VIEWER_ZOOM_TOGGLED.rawValue) { toggles += 1 }
        }
      }
    }
    let warm = try #require(gklSessionCreate(nil, nil, nil))
    play(warm)
    gklSessionDestroy(warm)
    let session = try #require(gklSessionCreate(nil, nil, nil))
    defer { gklSessionDestroy(session) }
    toggles = 0
    let before = BenchMeasurements.allocations()
    play(session)
    let allocations = BenchMeasurements.allocations() - before
    #expect(toggles == 1000)
    #expect(allocations <= UInt64(toggles) + 10)
  }
}
