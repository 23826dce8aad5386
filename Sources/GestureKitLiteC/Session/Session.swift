import CGestureKitLite
import GestureKitLite

// The session's life and input: gkl_session_create, _destroy,
// _process_frame, _process_sample, _flush, _advance and _finish.

/// `gkl_session_create`: a session from a preset and settings text.
@_cdecl("gkl_session_create")
public func gklSessionCreate(
  _ preset: UnsafePointer<CChar>?, _ settings: UnsafePointer<CChar>?,
  _ failure: UnsafeMutablePointer<gkl_error>?
) -> OpaquePointer? {
  switch CConfiguration.make(preset: CText.string(preset), settings: CText.string(settings)) {
  case .success(let configuration):
    do {
      let session = try ImageViewerSession(configuration: configuration)
      CError.fill(failure, status: GKL_OK, message: "")
      return SessionBox.make(session)
    } catch {
      CError.fill(failure, status: GKL_ERROR_CONFIGURATION, message: error.description)
    }
  case .failure(let message):
    CError.fill(failure, status: GKL_ERROR_CONFIGURATION, message: message.text)
  }
  return nil
}

/// `gkl_session_destroy`.
@_cdecl("gkl_session_destroy")
public func gklSessionDestroy(_ session: OpaquePointer?) {
  guard let box = SessionBox.from(session) else { return }
  SessionBox.destroy(box)
}

/// `gkl_session_process_frame`: `count` samples at `time`, as one frame.
@_cdecl("gkl_session_process_frame")
public func gklSessionProcessFrame(
  _ session: OpaquePointer?, _ time: Double, _ samples: UnsafePointer<gkl_sample>?, _ count: Int
) -> gkl_status {
  guard let box = SessionBox.from(session) else { return CHandle.refusal(session) }
  if let refusal = CSize.refusal("count", count) { return box.fail(GKL_ERROR_ARGUMENT, refusal) }
  guard count <= SessionBox.frameCapacity else {
    return box.fail(
      GKL_ERROR_ARGUMENT, "a frame holds at most \(SessionBox.frameCapacity) samples, not \(count)")
  }
  guard count == 0 || samples != nil else { return box.fail(GKL_ERROR_ARGUMENT, "samples is NULL") }
  let frame = box.pointee.frame
  for index in 0..<count {
    guard let sample = CSample.sample(samples![index], time: time) else {
      return box.fail(GKL_ERROR_ARGUMENT, "sample \(index): unknown phase \(samples![index].phase)")
    }
    frame[index] = sample
  }
  do {
    try box.pointee.session.flush { box.pointee.events.append($0) }
    try box.pointee.session.process(
      frameAt: time, samples: UnsafeBufferPointer(rebasing: frame[..<count])
    ) { box.pointee.events.append($0) }
  } catch {
    return box.fail(GKL_ERROR_SAMPLE, error.description)
  }
  return box.succeed()
}

/// `gkl_session_process_sample`: one sample; frames form by time.
@_cdecl("gkl_session_process_sample")
public func gklSessionProcessSample(_ session: OpaquePointer?, _ sample: UnsafePointer<gkl_sample>?)
  -> gkl_status
{
  guard let box = SessionBox.from(session) else { return CHandle.refusal(session) }
  guard let sample else { return box.fail(GKL_ERROR_ARGUMENT, "sample is NULL") }
  guard let touch = CSample.sample(sample.pointee, time: sample.pointee.time) else {
    return box.fail(GKL_ERROR_ARGUMENT, "unknown phase \(sample.pointee.phase)")
  }
  do {
    try box.pointee.session.process(touch) { box.pointee.events.append($0) }
  } catch {
    return box.fail(GKL_ERROR_SAMPLE, error.description)
  }
  return box.succeed()
}

/// `gkl_session_flush`: the collected samples as one frame.
@_cdecl("gkl_session_flush")
public func gklSessionFlush(_ session: OpaquePointer?) -> gkl_status {
  guard let box = SessionBox.from(session) else { return CHandle.refusal(session) }
  return box.run { (session, handle) throws(GestureEngineError) in try session.flush(handle: handle) }
}

/// `gkl_session_advance`: the clock to `time`.
@_cdecl("gkl_session_advance")
public func gklSessionAdvance(_ session: OpaquePointer?, _ time: Double) -> gkl_status {
  guard let box = SessionBox.from(session) else { return CHandle.refusal(session) }
  return box.run { (session, handle) throws(GestureEngineError) in
    try session.advance(to: time, handle: handle)
  }
}

/// `gkl_session_finish`: `settle` seconds past the last input, as `gesture-sim play` ends a stream.
@_cdecl("gkl_session_finish")
public func gklSessionFinish(_ session: OpaquePointer?) -> gkl_status {
  guard let box = SessionBox.from(session) else { return CHandle.refusal(session) }
  return box.run { (session, handle) throws(GestureEngineError) in try session.finish(handle: handle) }
}

extension UnsafeMutablePointer where Pointee == SessionBox {
  /// Runs `step` on the session, its outputs queued for C: `GKL_OK`, or
  /// `GKL_ERROR_SAMPLE` with the engine's message.
  func run(
    _ step: (inout ImageViewerSession, (ImageViewerSession.Output) -> Void) throws(GestureEngineError) -> Void
  ) -> gkl_status {
    do {
      try step(&pointee.session) { pointee.events.append($0) }
    } catch {
      return fail(GKL_ERROR_SAMPLE, error.description)
    }
    return succeed()
  }

  /// Records `message` as the last error and returns `status`.
  func fail(_ status: gkl_status, _ message: String) -> gkl_status {
    pointee.message.set(message)
    return status
  }

  /// Clears the last error and returns `GKL_OK`.
  func succeed() -> gkl_status {
    pointee.message.clear()
    return GKL_OK
  }
}
