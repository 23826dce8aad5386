import CGestureKitLite
import GestureKitLite

/// The conversions between a session's outputs and the C interface's
/// `gkl_event`, both ways: the C struct is filled from an output, and an
/// output is rebuilt from the C struct to print its log line.
enum CEvent {
  /// The C struct for `output`.
  static func make(_ output: ImageViewerSession.Output) -> gkl_event {
    var event = gkl_event()
    switch output {
    case .recognizer(let recognizerEvent):
      setTime(recognizerEvent.time, of: &event)
      event.kind = Int32(GKL_EVENT_RECOGNIZER.rawValue)
      event.recognizer = Int32(truncatingIfNeeded: recognizerEvent.recognizer.index)
      setName(recognizerEvent.name, of: &event)
      event.state = Int32(recognizerEvent.state.rawValue)
      event.value = cValue(recognizerEvent.value)
      if let reason = recognizerEvent.reason { setReason(reason, of: &event) }
    case .viewer(let viewerEvent):
      setTime(viewerEvent.time, of: &event)
      event.kind = Int32(GKL_EVENT_VIEWER.rawValue)
      event.recognizer = -1
      event.value = cValue(GestureValue())
      switch viewerEvent.kind {
      case .chromeToggled(let visible):
        event.viewer_event = Int32(GKL_VIEWER_CHROME_TOGGLED.rawValue)
        event.visible = visible ? 1 : 0
      case .zoomToggled(let scale):
        event.viewer_event = Int32(GKL_VIEWER_ZOOM_TOGGLED.rawValue)
        event.scale = scale
      case .zoomEnded(let scale):
        event.viewer_event = Int32(GKL_VIEWER_ZOOM_ENDED.rawValue)
        event.scale = scale
      case .zoomLimit(let limit):
        event.viewer_event = Int32(GKL_VIEWER_ZOOM_LIMIT.rawValue)
        event.limit = Int32(limit == .min ? GKL_ZOOM_LIMIT_MIN.rawValue : GKL_ZOOM_LIMIT_MAX.rawValue)
      case .pageChanged(let page):
        event.viewer_event = Int32(GKL_VIEWER_PAGE_CHANGED.rawValue)
        event.page = Int32(truncatingIfNeeded: page)
      case .dismissBegan: event.viewer_event = Int32(GKL_VIEWER_DISMISS_BEGAN.rawValue)
      case .dismissCancelled: event.viewer_event = Int32(GKL_VIEWER_DISMISS_CANCELLED.rawValue)
      case .dismissed: event.viewer_event = Int32(GKL_VIEWER_DISMISSED.rawValue)
      case .longPressed(let press):
        // `press` and `press_on_image` lie over `value` and `visible`, where
        // 1.2 put a long press, so the struct keeps its layout (docs/Decisions.md).
        event.viewer_event = Int32(GKL_VIEWER_LONG_PRESSED.rawValue)
        event.press.location = cPoint(press.location)
        if let imagePoint = press.imagePoint {
          event.press_on_image = 1
          event.press.image_point = cPoint(imagePoint)
        }
      }
    }
    return event
  }

  /// The output `event` was made from, or `nil` for a struct no session
  /// fills (an unknown kind, state or viewer event, an empty name).
  static func output(_ event: gkl_event) -> ImageViewerSession.Output? {
    let time = Timestamp(microseconds: event.time_us)
    switch event.kind {
    case Int32(GKL_EVENT_RECOGNIZER.rawValue):
      guard event.recognizer >= 0, let state = RecognizerState(rawValue: UInt8(clamping: event.state)),
        event.state >= 0, let name = RecognizerName(name(of: event))
      else { return nil }
      let value = event.value
      var recognizerValue = GestureValue(
        location: point(value.location), translation: point(value.translation),
        velocity: point(value.velocity), scale: value.scale, scaleVelocity: value.scale_velocity,
        progress: value.progress)
      recognizerValue.touchCount = Int(value.touch_count)  // 32 bits, as the value keeps it
      return .recognizer(
        GestureEvent(
          time: time, recognizer: RecognizerID(index: Int(event.recognizer)), name: name, state: state,
          value: recognizerValue))
    case Int32(GKL_EVENT_VIEWER.rawValue):
      guard let kind = viewerKind(event) else { return nil }
      return .viewer(ImageViewerEvent(time: time, kind: kind))
    default:
      return nil
    }
  }

  /// The viewer event's kind, or `nil` for an unknown one.
  private static func viewerKind(_ event: gkl_event) -> ImageViewerEvent.Kind? {
    switch UInt32(bitPattern: event.viewer_event) {
    case GKL_VIEWER_CHROME_TOGGLED.rawValue: .chromeToggled(visible: event.visible != 0)
    case GKL_VIEWER_ZOOM_TOGGLED.rawValue: .zoomToggled(scale: event.scale)
    case GKL_VIEWER_ZOOM_ENDED.rawValue: .zoomEnded(scale: event.scale)
    case GKL_VIEWER_ZOOM_LIMIT.rawValue: .zoomLimit(event.limit == 0 ? .min : .max)
    case GKL_VIEWER_PAGE_CHANGED.rawValue: .pageChanged(page: Int(event.page))
    case GKL_VIEWER_DISMISS_BEGAN.rawValue: .dismissBegan
    case GKL_VIEWER_DISMISS_CANCELLED.rawValue: .dismissCancelled
    case GKL_VIEWER_DISMISSED.rawValue: .dismissed
    case GKL_VIEWER_LONG_PRESSED.rawValue:
      .longPressed(
        .init(
          location: point(event.press.location),
          imagePoint: event.press_on_image != 0 ? point(event.press.image_point) : nil))
    default: nil
    }
  }

  private static func setTime(_ time: Timestamp, of event: inout gkl_event) {
    event.time_us = time.microseconds
    event.time = time.seconds
  }

  /// Copies `name` (at most 15 bytes) and a NUL into the event's name,
  /// byte by byte: no `String`, so no allocation.
  private static func setName(_ name: RecognizerName, of event: inout gkl_event) {
    withUnsafeMutableBytes(of: &event.name) { bytes in
      let count = Swift.min(name.utf8Count, bytes.count - 1)
      for index in 0..<count { bytes[index] = name.utf8Byte(at: index) }
      bytes[count] = 0
    }
  }

  /// Copies the reason's code and detail into the event's `why` and `detail`.
  ///
  /// Each gets a NUL; the bytes are copied one by one, no `String`, so a
  /// failure costs no allocation. A detail too long for its field is cut
  /// before the first byte of the character that does not fit.
  private static func setReason(_ reason: GestureReason, of event: inout gkl_event) {
    withUnsafeMutableBytes(of: &event.why) { bytes in
      var count = 0
      reason.writeCode { byte in
        if count < bytes.count - 1 { bytes[count] = byte }
        count += 1
      }
      bytes[Swift.min(count, bytes.count - 1)] = 0
    }
    withUnsafeMutableBytes(of: &event.detail) { bytes in
      var count = 0
      var full = false
      reason.writeDetail { byte in
        guard !full else { return }
        // A UTF-8 lead byte that starts a character that would not fit ends the copy.
        let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 0
        if length > 0 && count + length > bytes.count - 1 {
          full = true
          return
        }
        bytes[count] = byte
        count += 1
      }
      bytes[count] = 0
    }
  }

  /// The reason an event carries as text, or `nil` when its `why` is empty.
  static func reasonText(of event: gkl_event) -> (code: String, detail: String)? {
    let code = text(of: event.why)
    guard !code.isEmpty else { return nil }
    return (code, text(of: event.detail))
  }

  /// The text of a NUL-terminated field.
  private static func text<Field>(of field: Field) -> String {
    withUnsafeBytes(of: field) { bytes in
      let length = bytes.firstIndex(of: 0) ?? bytes.count
      return String(decoding: bytes[..<length], as: UTF8.self)
    }
  }

  /// The event's name, up to its NUL.
  private static func name(of event: gkl_event) -> String {
    withUnsafeBytes(of: event.name) { bytes in
      let length = bytes.firstIndex(of: 0) ?? bytes.count
      return String(decoding: bytes[..<length], as: UTF8.self)
    }
  }

  private static func cValue(_ value: GestureValue) -> gkl_value {
    gkl_value(
      location: cPoint(value.location), translation: cPoint(value.translation),
      velocity: cPoint(value.velocity), scale: value.scale, scale_velocity: value.scaleVelocity,
      progress: value.progress, touch_count: Int32(clamping: value.touchCount), reserved: 0)
  }

  static func cPoint(_ point: Point) -> gkl_point { gkl_point(x: point.x, y: point.y) }

  private static func point(_ point: gkl_point) -> Point { Point(x: point.x, y: point.y) }
}
