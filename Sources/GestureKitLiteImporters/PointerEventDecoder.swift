import GestureKitLite
import GestureKitLiteStreams

/// Turns pointer events into touch samples, and wheel and key events into
/// wheel and key records, one event at a time.
///
/// - `pointerdown` is a `down`, with the lowest free touch ID (as the evdev
///   decoder gives them; browsers' `pointerId`s are arbitrary).
/// - `pointermove` of a pointer that is down is a `move`; of one that is not
///   (a mouse or pen hovering) it is skipped.
/// - `pointerup` and `pointercancel` are an `up` and a `cancel`; for a pointer
///   that is not down (a recording that began with it down) they are skipped.
///
/// - `wheel` is a `wheel` record at the pointer (SPEC §2.4): the deltas are
///   the event's, scaled as positions are when they are pixels, with its
///   `deltaMode` and modifiers; `keydown` is a `key` record, refused when its
///   `key` is no key name (``/GestureKitLite/KeyInput/refusal(of:)``).
///   Both keep the time rules of pointer events and change no touch.
///
/// Every pointer type counts: a mouse drag is a one-finger drag. Positions
/// are `clientX`/`clientY` through ``mapping`` (CSS pixels are points, so by
/// default unscaled), and times are `timeStamp` in seconds, rounded to the
/// microsecond, from the origin ``timeOrigin`` says. Events that share a
/// `timeStamp` form one frame downstream. A `timeStamp` beyond
/// ``/GestureKitLite/TouchStreamLimits/timeMagnitude`` seconds is refused whatever the
/// origin (no page clock is near it, and it keeps every difference finite),
/// and so is a time that far from the origin.
///
/// ```swift
/// var decoder = PointerEventDecoder()
/// var engine = try GestureEngine(standardSetWith: GestureConfiguration())
/// var events: [GestureEvent] = []
/// let event = PointerEvent(kind: .down, pointerID: 1, clientX: 195, clientY: 422, timeStamp: 1200)
/// if let sample = try decoder.decode(event) {
///   sample.time  // 0.0: time zero is the first event's
///   try engine.process(sample, into: &events)
/// }
/// ```
public struct PointerEventDecoder: Equatable, Sendable {
  /// An event the decoder refuses, with which of its fields is wrong.
  ///
  /// The decoder is unchanged by a refused event.
  public struct Violation: Error, Equatable, Sendable {
    /// What is wrong.
    public var kind: TouchImportError.Kind
    /// Which field of the event is wrong.
    public var field: PointerEvent.Field

    /// Creates a violation.
    public init(kind: TouchImportError.Kind, field: PointerEvent.Field) {
      self.kind = kind
      self.field = field
    }
  }

  /// A pointer that is down: its `pointerId` and its touch's ID.
  private struct Pointer: Equatable, Sendable {
    var pointerID: Int64
    var id: TouchID
  }

  /// How CSS pixels become points.
  public let mapping: CoordinateMapping
  /// Where time zero is.
  public let timeOrigin: ImportTimeOrigin
  private var origin: Double?
  private var latestTimeStamp: Double?
  private var down: [Pointer] = []
  private var ids = TouchIDAllocator()

  /// Creates a decoder.
  ///
  /// - Parameters:
  ///   - mapping: How CSS pixels become points; unscaled by default.
  ///   - timeOrigin: Where time zero is: the first event, or the page's origin.
  public init(mapping: CoordinateMapping = .unscaled, timeOrigin: ImportTimeOrigin = .firstFrame) {
    self.mapping = mapping
    self.timeOrigin = timeOrigin
  }

  /// How many pointers are down.
  public var touchCount: Int { down.count }

  /// Decodes one event read at `location` (as ``PointerEventsReader`` hands
  /// it over), reporting a violation as an error at the offending field.
  ///
  /// - Returns: Its sample, or `nil` for an event that changes no touch
  ///   (``decodeRecord(_:at:)`` gives a wheel's or a key's record).
  /// - Throws: A ``TouchImportError`` at the line and column of the field
  ///   that ``decode(_:)`` refused.
  public mutating func decode(_ event: PointerEvent, at location: PointerEventLocation)
    throws(TouchImportError)
    -> TouchSample?
  {
    guard case .sample(let sample)? = try decodeRecord(event, at: location) else { return nil }
    return sample
  }

  /// Decodes one event.
  ///
  /// - Returns: Its sample, or `nil` for an event that changes no touch
  ///   (``decodeRecord(_:)`` gives a wheel's or a key's record).
  /// - Throws: A ``Violation``, as ``decodeRecord(_:)``.
  public mutating func decode(_ event: PointerEvent) throws(Violation) -> TouchSample? {
    guard case .sample(let sample)? = try decodeRecord(event) else { return nil }
    return sample
  }

  /// Decodes one event read at `location` into its stream record,
  /// reporting a violation as an error at the offending field.
  ///
  /// - Returns: A sample, a wheel or a key record, or `nil` for an event that
  ///   changes nothing (a hovering pointer's move).
  /// - Throws: A ``TouchImportError`` at the line and column of the field
  ///   that ``decodeRecord(_:)`` refused.
  public mutating func decodeRecord(_ event: PointerEvent, at location: PointerEventLocation)
    throws(TouchImportError) -> TouchStreamRecord?
  {
    do throws(Violation) {
      return try decodeRecord(event)
    } catch {
      let position = location.position(of: error.field)
      throw TouchImportError(error.kind, line: position.line, column: position.column)
    }
  }

  /// Decodes one event into its stream record.
  ///
  /// - Returns: A sample, a wheel or a key record, or `nil` for an event that
  ///   changes nothing (a hovering pointer's move).
  /// - Throws: A ``Violation``: a `timeStamp` earlier than the one before, a
  ///   `pointerdown` for a pointer that is down, more pointers than
  ///   ``/GestureKitLite/TouchStreamLimits/maximumSimultaneousTouches``, a number that is not
  ///   finite, a time beyond ``/GestureKitLite/TouchStreamLimits/timeMagnitude`` seconds (as
  ///   recorded, or from the origin), a position or a wheel's delta that ``mapping`` puts beyond
  ///   ``/GestureKitLite/TouchStreamLimits/coordinateMagnitude``, a `key` that is no key name.
  public mutating func decodeRecord(_ event: PointerEvent) throws(Violation) -> TouchStreamRecord? {
    guard event.timeStamp.isFinite else {
      throw Violation(kind: .stream(.nonFiniteNumber(event.timeStamp.description)), field: .timeStamp)
    }
    guard event.clientX.isFinite else {
      throw Violation(kind: .stream(.nonFiniteNumber(event.clientX.description)), field: .clientX)
    }
    guard event.clientY.isFinite else {
      throw Violation(kind: .stream(.nonFiniteNumber(event.clientY.description)), field: .clientY)
    }
    guard TouchStreamLimits.admits(time: event.timeStamp / 1000) else {
      throw Violation(kind: .stream(.timeOutOfRange(event.timeStamp / 1000)), field: .timeStamp)
    }
    let time = seconds(event.timeStamp, origin: origin ?? event.timeStamp)
    guard TouchStreamLimits.admits(time: time) else {
      throw Violation(kind: .stream(.timeOutOfRange(time)), field: .timeStamp)
    }
    let location = mapping.point(x: event.clientX, y: event.clientY)
    guard TouchStreamLimits.admits(coordinate: location.x) else {
      throw Violation(kind: .stream(.coordinateOutOfRange(location.x)), field: .clientX)
    }
    guard TouchStreamLimits.admits(coordinate: location.y) else {
      throw Violation(kind: .stream(.coordinateOutOfRange(location.y)), field: .clientY)
    }
    if let latestTimeStamp, event.timeStamp < latestTimeStamp {
      throw Violation(
        kind: .timeWentBackwards(previous: latestTimeStamp / 1000, found: event.timeStamp / 1000),
        field: .timeStamp)
    }
    let input = try checkedInput(event, time: time, location: location)
    let index = event.kind.isPointer ? down.firstIndex { $0.pointerID == event.pointerID } : nil
    if event.kind == .down {
      if index != nil {
        throw Violation(kind: .pointerAlreadyDown(pointerID: event.pointerID), field: .pointerID)
      }
      let limit = TouchStreamLimits.maximumSimultaneousTouches
      if down.count >= limit { throw Violation(kind: .tooManyContacts(limit: limit), field: .pointerID) }
    }
    if latestTimeStamp != event.timeStamp { ids.endFrame() }
    latestTimeStamp = event.timeStamp
    if origin == nil { origin = event.timeStamp }
    switch event.kind {
    case .down:
      guard let id = ids.allocate() else { return nil }
      down.append(Pointer(pointerID: event.pointerID, id: id))
      return .sample(TouchSample(time: time, phase: .down, id: id, location: location))
    case .move:
      guard let index else { return nil }
      return .sample(TouchSample(time: time, phase: .move, id: down[index].id, location: location))
    case .up, .cancel:
      guard let index else { return nil }
      let id = down.remove(at: index).id
      ids.release(id)
      return .sample(
        TouchSample(time: time, phase: event.kind == .up ? .up : .cancel, id: id, location: location))
    case .wheel, .keyDown:
      return input
    }
  }

  /// `timeStamp` (milliseconds) as stream time: seconds from `origin` (the
  /// first event's `timeStamp`), rounded to the microsecond.
  private func seconds(_ timeStamp: Double, origin: Double) -> Double {
    let milliseconds: Double
    switch timeOrigin {
    case .firstFrame: milliseconds = timeStamp - origin
    case .recorded: milliseconds = timeStamp
    }
    let microseconds = (milliseconds * 1000).rounded()
    guard abs(microseconds) < 9e15 else { return milliseconds / 1000 }
    return microseconds / 1_000_000
  }
}
