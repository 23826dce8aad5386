import GestureKitLite
import Observation
import Synchronization
import Testing

/// A flag that an observation's change handler (a `@Sendable` closure) can set.
final class ChangeFlag: Sendable {
  let isSet = Mutex(false)
}

@Suite("viewer: observable model")
@MainActor
struct ImageViewerModelTests {
  func frame(_ time: Double, _ phase: TouchSample.Phase, _ id: UInt64 = 1) -> TouchFrame {
    TouchFrame(
      time: time,
      samples: [TouchSample(time: time, phase: phase, id: TouchID(id), location: Point(x: 195, y: 422))])
  }

  @Test("a double tap published through the model changes its state and tells observers")
  func modelPublishesState() throws {
    let model = try ImageViewerModel(configuration: GestureConfiguration())
    let changed = ChangeFlag()
    withObservationTracking {
      _ = model.state.zoomScale
    } onChange: {
      changed.isSet.withLock { $0 = true }
    }
    try model.process(frame(0, .down))
    try model.process(frame(0.05, .up))
    try model.process(frame(0.15, .down, 2))
    try model.process(frame(0.2, .up, 2))
    #expect(model.latestEvents.map(\.kind) == [.zoomToggled(scale: 4)])
    try model.advance(to: 1)
    #expect(model.state.zoomScale == 4)
    #expect(changed.isSet.withLock { $0 })
    #expect(model.latestEvents.isEmpty)
  }
}
