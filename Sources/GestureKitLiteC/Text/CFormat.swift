import CGestureKitLite
import GestureKitLite

// Log lines and names: gkl_format_event, gkl_state_name,
// gkl_viewer_event_name, gkl_version.

/// The formatting helpers behind the C interface's log lines.
enum CFormat {
  /// The log for `options` (`GKL_FORMAT_*` or-ed together).
  static func log(_ options: UInt32) -> EventLog {
    EventLog(
      format: options & 1 != 0 ? .jsonl : .text, includesChanges: options & 2 != 0,
      includesValues: options & 4 != 0)
  }

  /// A static empty C string.
  static var empty: UnsafePointer<CChar> { cString("") }

  /// The project's version, the header's `GKL_VERSION_STRING`
  /// (`scripts/check-version.sh` and a test check that they agree).
  static let version: StaticString = "1.3.0"

  /// The name of a `gkl_recognizer_state`, or `nil` outside the enum.
  static func stateName(_ state: Int32) -> StaticString? {
    switch state {
    case 0: "possible"
    case 1: "began"
    case 2: "changed"
    case 3: "ended"
    case 4: "cancelled"
    case 5: "failed"
    case 6: "recognized"
    default: nil
    }
  }

  /// The name of a `gkl_viewer_event`, or `nil` outside the enum.
  static func viewerEventName(_ event: Int32) -> StaticString? {
    switch event {
    case 0: "chromeToggled"
    case 1: "zoomToggled"
    case 2: "zoomEnded"
    case 3: "zoomLimit"
    case 4: "pageChanged"
    case 5: "dismissBegan"
    case 6: "dismissCancelled"
    case 7: "dismissed"
    case 8: "longPressed"
    default: nil
    }
  }

  /// A string literal as C reads it: static, NUL-terminated.
  static func cString(_ text: StaticString) -> UnsafePointer<CChar> {
    UnsafeRawPointer(text.utf8Start).assumingMemoryBound(to: CChar.self)
  }
}

/// `gkl_version`: "MAJOR.MINOR.PATCH".
@_cdecl("gkl_version")
public func gklVersion() -> UnsafePointer<CChar> { CFormat.cString(CFormat.version) }

/// `gkl_state_name`: "recognized", or NULL outside the enum.
@_cdecl("gkl_state_name")
public func gklStateName(_ state: Int32) -> UnsafePointer<CChar>? {
  CFormat.stateName(state).map(CFormat.cString)
}

/// `gkl_viewer_event_name`: "zoomToggled", or NULL outside the enum.
@_cdecl("gkl_viewer_event_name")
public func gklViewerEventName(_ event: Int32) -> UnsafePointer<CChar>? {
  CFormat.viewerEventName(event).map(CFormat.cString)
}

/// `gkl_format_event`: the log line of one event, as `gesture-sim play` prints it.
@_cdecl("gkl_format_event")
public func gklFormatEvent(
  _ event: UnsafePointer<gkl_event>?, _ options: UInt32, _ buffer: UnsafeMutablePointer<CChar>?,
  _ capacity: Int
) -> Int {
  guard let event, let output = CEvent.output(event.pointee) else {
    return CText.copy("", into: buffer, capacity: capacity)
  }
  let log = CFormat.log(options)
  // The reason is the event's text (the C struct carries it so); the
  // library's formatter prints it as for any reason.
  if options & UInt32(GKL_FORMAT_WHY) != 0, case .recognizer(let recognizerEvent) = output,
    let why = CEvent.reasonText(of: event.pointee), log.includesChanges || recognizerEvent.state != .changed
  {
    let fields = log.includesValues ? EventLog.reportedFields(of: recognizerEvent) : []
    let line = log.line(
      for: recognizerEvent, name: recognizerEvent.name.description, fields: fields, why: why)
    return CText.copy(line, into: buffer, capacity: capacity)
  }
  guard let line = log.line(for: output) else { return CText.copy("", into: buffer, capacity: capacity) }
  return CText.copy(line, into: buffer, capacity: capacity)
}
