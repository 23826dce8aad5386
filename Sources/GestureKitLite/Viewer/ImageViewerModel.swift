// Observation (and main-actor classes) are not part of Embedded Swift: the
// WebAssembly build (scripts/build-wasm.sh) leaves the observable model out.
#if !hasFeature(Embedded)
  import Observation

  /// An observable image viewer for SwiftUI and UIKit: the value-type
  /// ``ImageViewerSession`` behind a main-actor reference that views can watch.
  ///
  /// It is a thin shell: every rule lives in the session's values; this class
  /// only stores one and publishes ``state`` after each input, so a SwiftUI view
  /// that reads `model.state.zoomScale` redraws when it changes.
  ///
  /// It needs the Observation module (macOS 14, iOS 17, tvOS 17, watchOS 10,
  /// visionOS 1, and Linux); the engine and the viewer underneath need less
  /// (see the package's platforms). An Embedded Swift build (which has no Observation) leaves this file out.
  ///
  /// ```swift
  /// let model = try ImageViewerModel(configuration: GestureConfiguration())  // a view's @State
  /// let down = TouchSample(time: 0, phase: .down, id: TouchID(1), location: Point(x: 195, y: 422))
  /// try model.process(TouchFrame(time: 0, samples: [down]))  // in a touch handler
  /// try model.advance(to: 0.5)  // on a display tick, in the touches' seconds
  /// model.state.zoomScale  // 1.0; in body: image.scaleEffect(model.state.zoomScale)
  /// ```
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  @Observable
  public final class ImageViewerModel {
    /// What the viewer shows now.
    public private(set) var state: ImageViewerState
    /// The viewer events of the latest input (chrome toggles, page changes,
    /// dismissal), in order; a view can react to them once.
    public private(set) var latestEvents: [ImageViewerEvent] = []
    /// The recognizer events of the latest input, in order: every
    /// recognizer's, your own included, each with its name
    /// (``GestureEvent/name``), so a host can react to a custom gesture.
    public private(set) var latestRecognizerEvents: [GestureEvent] = []

    @ObservationIgnored private var session: ImageViewerSession
    @ObservationIgnored private var output: [ImageViewerSession.Output] = []

    /// Creates a viewer at rest with the standard recognizers.
    ///
    /// - Throws: ``ConfigurationError`` when `configuration` breaks a key's
    ///   range or a rule between keys; see ``GestureConfiguration/validated()``.
    public init(configuration: GestureConfiguration) throws(ConfigurationError) {
      session = try ImageViewerSession(configuration: configuration)
      state = session.viewer.state
    }

    /// Creates a model over a session you built: an engine you configured
    /// (recognizers of your own, a set of your own) and a viewer you laid out
    /// (an initial page, each page's image size); see
    /// ``ImageViewerSession/init(engine:viewer:)``.
    public init(session: ImageViewerSession) {
      self.session = session
      state = session.viewer.state
    }

    /// The session underneath, as it is after the latest input: the engine
    /// (its recognizers' states) and the viewer.
    public var currentSession: ImageViewerSession { session }

    /// Changes the viewport's size (a rotation), in points; see
    /// ``ImageViewer/setViewport(_:)``.
    ///
    /// - Throws: ``ImageViewerError/invalidViewport(_:)``; nothing changes then.
    public func setViewport(_ size: Size) throws(ImageViewerError) {
      try session.setViewport(size)
      publish()
    }

    /// Processes one frame of touches (the touches of one `UIEvent`).
    ///
    /// - Throws: ``GestureEngineError`` for an impossible sequence (a touch
    ///   that is not down moving, say); nothing changes then.
    public func process(_ frame: TouchFrame) throws(GestureEngineError) {
      try session.process(frame, into: &output)
      publish()
    }

    /// Processes one wheel event: a mouse wheel, a trackpad's scroll, or a
    /// trackpad pinch (`ctrl`); see ``ImageViewerSession/process(_:into:)-(WheelInput,_)``.
    ///
    /// - Throws: ``GestureEngineError/Kind/invalidInput(_:)``; nothing changes then.
    public func process(_ wheel: WheelInput) throws(GestureEngineError) {
      try session.process(wheel, into: &output)
      publish()
    }

    /// Processes one key press (SwiftUI's `onKeyPress`, a `UIKeyCommand`);
    /// see ``ImageViewerSession/process(_:into:)-(KeyInput,_)``.
    ///
    /// - Throws: ``GestureEngineError/Kind/invalidInput(_:)``; nothing changes then.
    public func process(_ key: KeyInput) throws(GestureEngineError) {
      try session.process(key, into: &output)
      publish()
    }

    /// Processes one accessibility action (an `accessibilityAction`, an
    /// `accessibilityAdjustableAction`'s increment or decrement); see
    /// ``ImageViewerSession/process(_:into:)-(ActionInput,_)``.
    ///
    /// - Throws: ``GestureEngineError/Kind/invalidInput(_:)``; nothing changes then.
    public func process(_ action: ActionInput) throws(GestureEngineError) {
      try session.process(action, into: &output)
      publish()
    }

    /// Advances the clock to `time` seconds (the touches' clock): the double
    /// tap's wait runs out and animations move.
    ///
    /// Call it on every display frame.
    public func advance(to time: Double) throws(GestureEngineError) {
      try session.advance(to: time, into: &output)
      publish()
    }

    private func publish() {
      let events = output.compactMap { item -> ImageViewerEvent? in
        if case .viewer(let event) = item { return event }
        return nil
      }
      let recognizerEvents = output.compactMap { item -> GestureEvent? in
        if case .recognizer(let event) = item { return event }
        return nil
      }
      output.removeAll(keepingCapacity: true)
      if !events.isEmpty || !latestEvents.isEmpty { latestEvents = events }
      if !recognizerEvents.isEmpty || !latestRecognizerEvents.isEmpty {
        latestRecognizerEvents = recognizerEvents
      }
      let now = session.viewer.state
      if now != state { state = now }
    }
  }
#endif
