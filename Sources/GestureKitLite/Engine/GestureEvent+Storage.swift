/// Where an event keeps its value and its reason.
///
/// An event is either a measurement (``GestureEvent/value``) or a failure
/// with its reason (``GestureEvent/reason``), never both: a `failed` or
/// `cancelled` event's value is neutral. So the two share one stored
/// payload, the room of a ``GestureValue``, and a byte beside the state says
/// which it holds. Storing the reason in a field of its own would make the
/// event 8 bytes longer and its `Output` wider than 128 bytes, which the
/// compiler then copies out of line on every event (docs/PerformanceHistory.md,
/// "Reasons"); this way the event keeps its 120 bytes, and a reason costs
/// nothing until a recognizer fails. ``GestureReason`` is a plain value of
/// bytes (static text, numbers, an inline name), so it can be stored in the
/// payload's bytes and read back as it was.
extension GestureEvent {
  /// What the recognizer measured: a tap's location, a pinch's scale and
  /// focal point (see ``GestureValue``); neutral for `failed` and `cancelled`.
  @inlinable
  public var value: GestureValue {
    get { payloadIsReason ? GestureValue() : payload }
    set {
      payload = newValue
      payloadIsReason = false
    }
  }

  /// Why the recognizer failed or was cancelled, for `failed` and
  /// `cancelled` events (every one of the standard set has one); `nil` for
  /// the others.
  ///
  /// Setting a reason makes the value neutral; setting the value drops the reason.
  public var reason: GestureReason? {
    get {
      guard payloadIsReason else { return nil }
      return withUnsafeBytes(of: payload) { $0.load(as: GestureReason.self) }
    }
    set {
      guard let newValue else {
        if payloadIsReason { value = GestureValue() }
        return
      }
      payload = GestureValue()
      withUnsafeMutableBytes(of: &payload) { $0.storeBytes(of: newValue, as: GestureReason.self) }
      payloadIsReason = true
    }
  }

  /// A `failed` or `cancelled` event of the arena's slot `index`, with why.
  init(time: Timestamp, slot index: Int, name: RecognizerName, state: RecognizerState, reason: GestureReason)
  {
    self.init(time: time, slot: index, name: name, state: state, value: GestureValue())
    self.reason = reason
  }

  /// Whether a ``GestureReason`` fits in the payload's bytes, with its alignment.
  static var payloadHoldsReason: Bool {
    MemoryLayout<GestureReason>.size <= MemoryLayout<GestureValue>.size
      && MemoryLayout<GestureValue>.alignment % MemoryLayout<GestureReason>.alignment == 0
  }
}

extension GestureEvent: Equatable {
  /// Two events are equal when their times, recognizers, states and values
  /// (or reasons) are.
  public static func == (lhs: GestureEvent, rhs: GestureEvent) -> Bool {
    lhs.time == rhs.time && lhs.name == rhs.name && lhs.recognizerIndex == rhs.recognizerIndex
      && lhs.state == rhs.state && lhs.payloadIsReason == rhs.payloadIsReason
      && (lhs.payloadIsReason ? lhs.reason == rhs.reason : lhs.payload == rhs.payload)
  }
}
