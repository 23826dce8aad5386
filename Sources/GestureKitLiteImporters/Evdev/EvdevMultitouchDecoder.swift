import GestureKitLite
import GestureKitLiteStreams

/// Turns Linux multi-touch input events into touch frames, one event at a time.
///
/// Feed it every event a touch device sends, in order — from a recording
/// (``EvemuReader``, ``GeteventReader``) or live from `/dev/input/eventN` —
/// and it returns a ``/GestureKitLite/TouchFrame`` at each `SYN_REPORT` that changed a touch.
/// It understands both kernel protocols (`Documentation/input/multi-touch-protocol.rst`):
///
/// - **Protocol B** (slots): `ABS_MT_SLOT` selects a slot; `ABS_MT_TRACKING_ID`
///   ≥ 0 starts a contact in it, -1 lifts it; positions persist per slot, so
///   only changes are sent. A slot whose tracking ID changes without a -1
///   ends its old contact and starts a new one, as the kernel documents.
/// - **Protocol A** (anonymous contacts): each contact's axes end with
///   `SYN_MT_REPORT`; a frame lists every contact down, and a frame with none
///   means every finger lifted. Contacts are matched to the previous frame's
///   by `ABS_MT_TRACKING_ID` when the device sends it, else to the nearest
///   one (as mtdev does).
///
/// ``ContactProtocol/automatic`` switches to protocol A at the first `SYN_MT_REPORT`.
///
/// **Single-touch devices.** A device that sends no multi-touch axis
/// (`BTN_TOUCH` with `ABS_X`/`ABS_Y`: resistive kiosk screens, older panels)
/// plays as one touch: `BTN_TOUCH` 1 puts it down, 0 lifts it. Once a
/// multi-touch axis has been seen, `BTN_TOUCH`, `ABS_X` and `ABS_Y` are the
/// kernel's single-touch emulation and are skipped.
///
/// **Samples.** A new contact is a `down`, one whose position (in points)
/// changed a `move`, a lifted one an `up` at its last position: ups first,
/// then downs and moves in slot order; still contacts are not reported, as
/// in UIKit's `touchesMoved`. Touch IDs are the lowest free (Android's), not
/// the tracking IDs. Unused events (pressure, `BTN_TOOL_*`...) are skipped.
///
/// **Positions.** A slot keeps its last values from contact to contact, as
/// the kernel does (it does not re-send a value that did not change). A
/// contact whose slot has not had a position in the recording (one that
/// began mid-touch) starts at the first frame that gives it, and is counted
/// in ``unlocatedContactCount`` (the first is kept, with what became of it,
/// in ``firstUnlocatedContact``); a single touch takes the description's
/// current value instead when it has one. A value beyond the axis range of
/// ``geometry`` is clamped to it, or read as the negative it stands for when
/// the device most plausibly meant one wrapped at its register's width
/// (``AxisRange/wrappedNegative(of:after:)``), and counted in ``clampedValueCount``
/// and ``wrappedValueCount`` (the first is kept in ``firstClampedValue``), so
/// that a caller can say so. A position the ``mapping`` would put beyond
/// ``/GestureKitLite/TouchStreamLimits/coordinateMagnitude`` is refused at its value.
///
/// **Time.** A frame's time is its `SYN_REPORT`'s, in seconds, from the origin
/// ``ImportTimeOrigin`` says. Events must not go back in time. An event time
/// beyond ``/GestureKitLite/TouchStreamLimits/timeMagnitude`` seconds as recorded (whatever
/// the origin), or a frame time beyond it from the origin, is refused at the
/// event's time.
///
/// **`SYN_DROPPED`.** The kernel lost events: the decoder skips to the next
/// `SYN_REPORT`, then cancels every touch (UIKit's reading of a lost touch),
/// those whose lift it read in the dropped frame too. Fingers still down are
/// ignored until they lift; a new touch starts cleanly.
///
/// ```swift
/// var decoder = EvdevMultitouchDecoder(mapping: .unscaled)  // device units are points
/// var session = ImageViewerSession()
/// var output: [ImageViewerSession.Output] = []
/// let events = [  // a finger lands in slot 0 at (195, 422): tracking ID, x, y, SYN_REPORT
///   (EvdevEvent.EventType.absolute, EvdevEvent.AbsoluteAxis.multitouchTrackingID, 7),
///   (EvdevEvent.EventType.absolute, EvdevEvent.AbsoluteAxis.multitouchPositionX, 195),
///   (EvdevEvent.EventType.absolute, EvdevEvent.AbsoluteAxis.multitouchPositionY, 422),
///   (EvdevEvent.EventType.sync, EvdevEvent.Sync.report, 0),
/// ].map { EvdevEvent(seconds: 0, microseconds: 0, type: $0, code: $1, value: $2) }
/// for event in events {
///   if let frame = try decoder.decode(event) {  // at SYN_REPORT
///     frame.samples[0].location  // (195, 422)
///     try session.process(frame, into: &output)
///   }
/// }
/// ```
///
/// - Complexity: O(*s*) per `SYN_REPORT` for *s* slots in use, O(*k*²) for *k*
///   protocol A contacts; O(1) for other events.
public struct EvdevMultitouchDecoder: Equatable, Sendable {
  /// Which multi-touch protocol the device speaks.
  public enum ContactProtocol: Equatable, Sendable {
    /// Protocol B until the first `SYN_MT_REPORT`, protocol A from then on.
    case automatic
    /// Protocol B: slots and tracking IDs.
    case slots
    /// Protocol A: anonymous contact reports ended by `SYN_MT_REPORT`.
    case contactReports
  }

  /// An event the decoder refuses, with which of its fields is wrong.
  ///
  /// The decoder is unchanged by a refused event.
  public struct Violation: Error, Equatable, Sendable {
    /// What is wrong.
    public var kind: TouchImportError.Kind
    /// Which field of the event is wrong.
    public var field: EvdevEvent.Field

    /// Creates a violation.
    public init(kind: TouchImportError.Kind, field: EvdevEvent.Field) {
      self.kind = kind
      self.field = field
    }
  }

  /// How device units become points.
  public let mapping: CoordinateMapping
  /// The device's axis ranges, which positions are clamped to.
  ///
  /// An axis without a range is not clamped.
  public let geometry: DeviceGeometry
  /// The highest slot index the device has; a larger `ABS_MT_SLOT` is refused.
  public let maximumSlot: Int32
  /// Where time zero is.
  public let timeOrigin: ImportTimeOrigin
  /// The protocol in use: the one asked for, or for ``ContactProtocol/automatic``
  /// the one detected so far.
  public internal(set) var contactProtocol: ContactProtocol
  /// How many position values were beyond their axis range and clamped.
  public internal(set) var clampedValueCount = 0
  /// How many of those were read as negatives wrapped at the axis's bit
  /// width (``ClampedValue/wrapped``).
  public internal(set) var wrappedValueCount = 0
  /// The first value that was clamped, if any.
  public internal(set) var firstClampedValue: ClampedValue?
  /// How many contacts went down before the recording gave their position
  /// (``UnlocatedContact``).
  public internal(set) var unlocatedContactCount = 0
  /// The first of them, with what became of it so far, if any.
  public internal(set) var firstUnlocatedContact: UnlocatedContact?

  /// The time of the latest event, microseconds as recorded.
  var latestEventTime: Int64?
  /// The time of the first `SYN_REPORT`, microseconds as recorded.
  var originTime: Int64?
  var ids = TouchIDAllocator()
  /// Whether a `SYN_DROPPED` makes the decoder skip to the next `SYN_REPORT`.
  var isDropping = false
  /// Whether a multi-touch axis has been seen: until then the device is
  /// read as a single-touch one.
  var hasSeenMultitouch = false
  var singleTouch = SingleTouch()

  // Protocol B.
  var slots: [Slot] = []
  var currentSlot = 0
  /// Contacts lifted (or replaced) since the last `SYN_REPORT`: their IDs and
  /// where they were.
  var endedContacts: [EndedContact] = []

  // Protocol A.
  var pendingReport = ContactReport()
  var reports: [ContactReport] = []
  var frameHasReports = false
  var anonymousContacts: [AnonymousContact] = []

  /// Creates a decoder.
  ///
  /// - Parameters:
  ///   - mapping: How device units become points.
  ///   - geometry: The device's axis ranges, to clamp positions to; none by default.
  ///   - maximumSlot: The highest slot index; by default the maximum of
  ///     `geometry`'s `ABS_MT_SLOT` range, else 63; at most 255 (more is
  ///     taken as 255, so that no description can make the decoder hold a
  ///     huge table).
  ///   - contactProtocol: The protocol, or ``ContactProtocol/automatic``.
  ///   - timeOrigin: Where time zero is.
  public init(
    mapping: CoordinateMapping, geometry: DeviceGeometry = DeviceGeometry(), maximumSlot: Int32? = nil,
    contactProtocol: ContactProtocol = .automatic, timeOrigin: ImportTimeOrigin = .firstFrame
  ) {
    self.mapping = mapping
    self.geometry = geometry
    self.maximumSlot = min(max(0, maximumSlot ?? geometry.slots?.maximum ?? 63), 255)
    self.contactProtocol = contactProtocol
    self.timeOrigin = timeOrigin
  }

  /// How many contacts are down, as of the last frame.
  public var touchCount: Int {
    let single = singleTouch.id == nil ? 0 : 1
    switch contactProtocol {
    case .automatic, .slots: return single + slots.reduce(0) { $0 + ($1.id == nil ? 0 : 1) }
    case .contactReports: return single + anonymousContacts.count
    }
  }

  /// Decodes one event.
  ///
  /// - Returns: The frame the event completed (at a `SYN_REPORT` that changed
  ///   a touch), or `nil`.
  /// - Throws: A ``Violation``; the decoder is then unchanged.
  public mutating func decode(_ event: EvdevEvent) throws(Violation) -> TouchFrame? {
    let time = try checkedTime(of: event)
    switch event.type {
    case EvdevEvent.EventType.sync:
      switch event.code {
      case EvdevEvent.Sync.report:
        let frame = try report(at: time)
        latestEventTime = time
        return frame
      case EvdevEvent.Sync.multitouchReport:
        if !isDropping { try endContactReport() }
      case EvdevEvent.Sync.dropped:
        isDropping = true
      default:
        break
      }
    case EvdevEvent.EventType.absolute where !isDropping:
      try absolute(code: event.code, value: event.value)
      // Only once the event is taken: a refused one changes nothing.
      if event.code >= EvdevEvent.AbsoluteAxis.multitouchSlot { hasSeenMultitouch = true }
    case EvdevEvent.EventType.key where !isDropping:
      if event.code == EvdevEvent.Key.touch { singleTouch.isTouching = event.value != 0 }
    default:
      break
    }
    latestEventTime = time
    return nil
  }

  /// Handles an `EV_ABS` event.
  private mutating func absolute(code: UInt16, value: Int32) throws(Violation) {
    switch code {
    case EvdevEvent.AbsoluteAxis.multitouchSlot:
      guard contactProtocol != .contactReports else { return }
      try selectSlot(value)
    case EvdevEvent.AbsoluteAxis.multitouchTrackingID:
      if contactProtocol != .contactReports { try setTrackingID(value) }
      if contactProtocol != .slots { pendingReport.trackingID = value }
    case EvdevEvent.AbsoluteAxis.multitouchPositionX:
      let x = try position(value, axis: code, after: currentSlotValues?.x)
      if contactProtocol != .contactReports { setSlotPosition(x: x) }
      if contactProtocol != .slots { pendingReport.x = x }
    case EvdevEvent.AbsoluteAxis.multitouchPositionY:
      let y = try position(value, axis: code, after: currentSlotValues?.y)
      if contactProtocol != .contactReports { setSlotPosition(y: y) }
      if contactProtocol != .slots { pendingReport.y = y }
    case EvdevEvent.AbsoluteAxis.x:
      guard !hasSeenMultitouch else { return }
      singleTouch.x = try position(value, axis: code, after: singleTouch.x)
    case EvdevEvent.AbsoluteAxis.y:
      guard !hasSeenMultitouch else { return }
      singleTouch.y = try position(value, axis: code, after: singleTouch.y)
    default:
      return
    }
  }

  /// Handles a `SYN_REPORT`: the frame it ends, or `nil`.
  private mutating func report(at time: Int64) throws(Violation) -> TouchFrame? {
    let frameTime = try streamSeconds(at: time)
    var samples: [TouchSample] = []
    if isDropping {
      cancelEverything(at: frameTime, into: &samples)
    } else if !hasSeenMultitouch {
      try reportSingleTouch(at: frameTime, into: &samples)
    } else {
      // What can refuse the frame is checked before anything changes: the
      // single touch of the emulation is lifted only for a frame taken.
      var contacts: [ContactReport] = []
      switch contactProtocol {
      case .automatic where frameHasReports, .contactReports: contacts = try reportedContacts()
      case .automatic, .slots: try checkSlotContactCount()
      }
      endSingleTouch(at: frameTime, into: &samples)
      switch contactProtocol {
      case .automatic where frameHasReports:
        // A protocol A device: what the slot reading made of it is moot.
        endSlotContacts(at: frameTime, into: &samples)
        contactProtocol = .contactReports
        reportContacts(contacts, at: frameTime, into: &samples)
      case .automatic, .slots:
        reportSlots(at: frameTime, into: &samples)
      case .contactReports:
        reportContacts(contacts, at: frameTime, into: &samples)
      }
    }
    if originTime == nil { originTime = time }
    ids.endFrame()
    guard !samples.isEmpty else { return nil }
    return TouchFrame(time: frameTime, samples: samples)
  }
}
