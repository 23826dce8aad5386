/// Something a recognizer did: a state change, with what it measured.
///
/// The engine emits events in time order; within one time, in the order the
/// arena decided them. `changed` events carry the new values of a continuous
/// gesture; every other state is a transition of UIKit's state machine (see
/// ``RecognizerState``). A return to `possible` is not an event.
public struct GestureEvent: Equatable, Sendable {
  /// When it happened: the frame's time, or a deadline's own time.
  public var time: Timestamp
  /// Which recognizer changed.
  public var recognizer: RecognizerID
  /// The recognizer's name, as it was added (`pinch`, `longPress`): what
  /// logs print, carried so that no lookup is needed.
  public var name: RecognizerName
  /// The state it entered.
  public var state: RecognizerState
  /// What it measured; neutral for `failed` and `cancelled`.
  public var value: GestureValue

  /// Creates an event.
  @inlinable
  public init(
    time: Timestamp, recognizer: RecognizerID, name: RecognizerName, state: RecognizerState,
    value: GestureValue = GestureValue()
  ) {
    self.time = time
    self.recognizer = recognizer
    self.name = name
    self.state = state
    self.value = value
  }
}
