/// Read-only facts about the arbitration in progress, for tools that draw or
/// explain a recorded interaction (`gesture-sim render`).
///
/// The event log says what each recognizer decided; these say what it is
/// waiting for between decisions: a transition the arena holds back, the
/// deadline that will end a wait, the attempt in progress. They read what the
/// arena already keeps for its own decisions, cost no allocation, and change
/// nothing, so a host may ask them after every frame.
extension GestureEngine {
  /// Whether the arena holds back this recognizer's begin or recognition
  /// until a recognizer it requires to fail has failed.
  ///
  /// The standard `tap` is held from its touch's up until `doubleTap`'s
  /// wait runs out: its state stays `possible` meanwhile.
  ///
  /// - Parameter id: A recognizer of this engine.
  /// - Returns: `true` while a transition is held.
  /// - Throws: ``GestureEngineError/Kind/unknownRecognizer(_:recognizerCount:)``
  ///   when `id` is not one of this engine's recognizers.
  public func isHoldingTransition(_ id: RecognizerID) throws(GestureEngineError) -> Bool {
    try checkInspected(id)
    return arena.holdsTransition(id.index)
  }

  /// The time at which this recognizer must decide without a new frame, or
  /// `nil` when it has no deadline.
  ///
  /// It is ``GestureRecognizer/deadline`` as the arena last read it, which is
  /// after every call to the recognizer, without boxing the recognizer.
  ///
  /// - Parameter id: A recognizer of this engine.
  /// - Returns: The deadline, or `nil`.
  /// - Throws: ``GestureEngineError/Kind/unknownRecognizer(_:recognizerCount:)``
  ///   when `id` is not one of this engine's recognizers.
  public func deadline(of id: RecognizerID) throws(GestureEngineError) -> Timestamp? {
    try checkInspected(id)
    return arena.deadline(of: id.index)
  }

  /// The earliest deadline of any recognizer, or `nil` when none has one: the
  /// next time at which a tick can change something without a touch.
  public var nextDeadline: Timestamp? { arena.nextDeadline?.time }

  /// The number of the recognizer's attempt in progress, or `nil` between
  /// attempts (see ``GestureRecognizer/attempt``).
  ///
  /// A new number means the recognizer started measuring new touches: where
  /// it did so is where its slop is measured from.
  ///
  /// - Parameter id: A recognizer of this engine.
  /// - Returns: The attempt, or `nil`.
  /// - Throws: ``GestureEngineError/Kind/unknownRecognizer(_:recognizerCount:)``
  ///   when `id` is not one of this engine's recognizers.
  public func attempt(of id: RecognizerID) throws(GestureEngineError) -> Int? {
    try checkInspected(id)
    return arena.attempt(id.index)
  }

  private func checkInspected(_ id: RecognizerID) throws(GestureEngineError) {
    guard contains(id) else {
      throw GestureEngineError(.unknownRecognizer(id, recognizerCount: arena.slots.count))
    }
  }
}
