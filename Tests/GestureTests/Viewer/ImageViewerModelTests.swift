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

  @Test("a key, an action and a trackpad pinch published through the model change its state")
  func modelTakesOtherInputs() throws {
    let model = try ImageViewerModel(configuration: GestureConfiguration())
    try model.process(KeyInput(time: 0, key: "End"))
    #expect(model.latestEvents.map(\.kind) == [.pageChanged(page: 2)])
    try model.process(ActionInput(time: 1, action: .zoomIn))
    #expect(model.latestEvents.map(\.kind) == [.zoomToggled(scale: 2)])
    try model.process(
      WheelInput(time: 2, location: Point(x: 195, y: 422), deltaX: 0, deltaY: -50, modifiers: [.ctrl]))
    #expect(model.state.zoomScale > 3.2)
    #expect(throws: GestureEngineError.self) { try model.process(KeyInput(time: 1.5, key: "z")) }
  }
}

@Suite("viewer: observable model over a session the embedder built")
@MainActor
struct ImageViewerModelSessionTests {
  @Test("a model over a custom engine publishes every recognizer's events by name, and rotates")
  func modelOverCustomSession() throws {
    let configuration = GestureConfiguration()
    var engine = try GestureEngine(standardSetWith: configuration)
    try engine.add(TwoFingerTapRecognizer(), named: "twoFingerTap")
    let viewer = try ImageViewer(configuration: configuration, initialPage: 1)
    let model = ImageViewerModel(session: ImageViewerSession(engine: engine, viewer: viewer))
    #expect(model.state.page == 1)
    let down = [
      TouchSample(time: 0, phase: .down, id: TouchID(1), location: Point(x: 150, y: 422)),
      TouchSample(time: 0, phase: .down, id: TouchID(2), location: Point(x: 240, y: 422)),
    ]
    try model.process(TouchFrame(time: 0, samples: down))
    let up = down.map { TouchSample(time: 0.08, phase: .up, id: $0.id, location: $0.location) }
    try model.process(TouchFrame(time: 0.08, samples: up))
    #expect(model.latestRecognizerEvents.map(\.name.description).contains("twoFingerTap"))
    try model.setViewport(Size(width: 844, height: 390))
    #expect(model.state.contentOffset == Point(x: -162, y: 0))
    #expect(model.currentSession.viewer.configuration.viewportHeight == 390)
  }
}
