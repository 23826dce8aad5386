/// Something a recognizer did: a state change, with what it measured.
///
/// The engine emits events in time order; within one time, in the order the
/// arena decided them. `changed` events carry the new values of a continuous
/// gesture; every other state is a transition of UIKit's state machine (see
/// ``RecognizerState``). A return to `possible` is not an event.
///
/// A `failed` or `cancelled` event says why (``reason``): the code and the
/// numbers that decided it (SPEC §6.1).
///
/// An event is copied on its way from the engine to the host (into the
/// engine's buffer, out of it, into ``ImageViewerSession/Output``), so its
/// layout is kept tight: the recognizer's index is stored in 32 bits beside
/// the state's byte, and a failure's reason in the room its neutral value
/// would take (`GestureEvent+Storage.swift`), which leaves 120 bytes in all
/// and an `Output` of the same size (docs/PerformanceHistory.md says what a larger
/// one cost).
public struct GestureEvent: Sendable {
  /// When it happened: the frame's time, or a deadline's own time.
  public var time: Timestamp
  /// The recognizer's name, as it was added (`pinch`, `longPress`): what
  /// logs print, carried so that no lookup is needed.
  public var name: RecognizerName
  // The recognizer's index, in 32 bits (an engine holds at most 64).
  @usableFromInline var recognizerIndex: Int32
  /// The state it entered.
  public var state: RecognizerState
  // Whether `payload` holds a reason rather than a value: a byte of the
  // room the state's byte leaves before the payload.
  @usableFromInline var payloadIsReason = false
  // The value, or for a failure its reason (see `GestureEvent+Storage.swift`).
  @usableFromInline var payload: GestureValue

  /// Which recognizer changed.
  ///
  /// Kept in 32 bits: an engine's indices are below 64, and an index beyond
  /// `Int32`'s range is kept as the nearest end of it, which names no
  /// engine's recognizer either.
  @inlinable
  public var recognizer: RecognizerID {
    get { RecognizerID(index: Int(recognizerIndex)) }
    set { recognizerIndex = Int32(clamping: newValue.index) }
  }

  /// Creates an event.
  ///
  /// `recognizer` is kept in 32 bits (see ``recognizer``): an index beyond
  /// `Int32`'s range, which no engine gives, is kept as the nearest end of it.
  @inlinable
  public init(
    time: Timestamp, recognizer: RecognizerID, name: RecognizerName, state: RecognizerState,
    value: GestureValue = GestureValue()
  ) {
    self.time = time
    self.recognizerIndex = Int32(clamping: recognizer.index)
    self.name = name
    self.state = state
    self.payload = value
  }

  /// An event of the arena's slot `index`, which is below the arena's
  /// capacity of 64, so it is stored without a range check.
  init(time: Timestamp, slot index: Int, name: RecognizerName, state: RecognizerState, value: GestureValue) {
    self.time = time
    self.recognizerIndex = Int32(truncatingIfNeeded: index)
    self.name = name
    self.state = state
    self.payload = value
  }
}
