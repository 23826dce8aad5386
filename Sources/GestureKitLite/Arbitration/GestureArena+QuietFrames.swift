/// The arena's rule for a quiet frame: most frames decide nothing.
///
/// A frame of moves, with no transition held and every deadline where it
/// was, is *quiet* while each recognizer that follows moves either proposes
/// nothing, in no final state, or proposes a change while active that no
/// proposal of the frame comes before. Such a frame changes nothing the
/// arena keeps but the states of the active recognizers that changed (from
/// `began` to `changed`), and its events are those changes, in the order the
/// recognizers are called. So the arena hands them out as they come and
/// keeps no books for the frame: no recognizer's need of moves or deadline
/// changed, none reached a final state, so there is nothing to settle.
///
/// The first proposal that breaks the rule hands the frame over to the
/// decisions in turn (``deliverInTurn(_:shouldBegin:into:decidesChangesAtOnce:recipients:taken:)``),
/// which take it from that recognizer on: the recognizers called before it
/// were quiet, so the frame is decided as if it had been in turn from the
/// start. `DeliveryPathTests` plays thousands of random streams this way and
/// along ``GestureEngine/DeliveryPath/general`` and requires the same events
/// and states.
extension GestureArena {
  /// Whether frames of moves take the rule for quiet frames (in native builds).
  ///
  /// An Embedded Swift build (the C library, the WebAssembly modules)
  /// decides every frame in turn, which gives the same events, for the
  /// modules' size (docs/PerformanceHistory.md).
  static var decidesQuietFrames: Bool {
    #if hasFeature(Embedded)
      false
    #else
      true
    #endif
  }

  /// A frame of moves being delivered along the rule for quiet frames.
  struct QuietFrame {
    /// The slots still to be called.
    var recipients: UInt64
    /// Whether a proposal broke the rule and the frame was decided in turn.
    var isHandedOver = false
  }

  /// Starts a frame of moves along the rule for quiet frames, or returns
  /// `nil` when the frame cannot be quiet (a transition is held, a deadline
  /// ignored, or the last decision is not settled).
  @inline(__always)
  func startQuietFrame() -> QuietFrame? {
    bookkeeping.isQuiet ? QuietFrame(recipients: bookkeeping.movers) : nil
  }

  /// Calls the frame's next recognizers until one changes quietly, and
  /// returns its slot and value, having moved it to `changed`; `nil` when
  /// none is left to call.
  ///
  /// The event of a change handed out is the caller's to make
  /// (``quietChangeEvent(of:_:at:)``). At the first proposal that breaks the
  /// rule, the rest of the frame is decided in turn, its events appended to
  /// `events`, and `nil` is returned.
  ///
  /// - Parameters:
  ///   - frame: The frame, from ``startQuietFrame()``.
  ///   - touches: The touch table after the frame.
  ///   - shouldBegin: The host's should-begin predicate, for the decisions in turn.
  ///   - events: Where the decisions in turn append their events.
  /// - Returns: The slot that changed and its new value, or `nil`.
  @_transparent  // once a frame of moves, most frames
  mutating func nextQuietChange(
    _ frame: inout QuietFrame, _ touches: TouchTable, shouldBegin: ShouldBegin,
    into events: inout [GestureEvent]
  ) -> (index: Int, value: GestureValue)? {
    while frame.recipients != 0 {
      let index = frame.recipients.trailingZeroBitCount
      frame.recipients &= frame.recipients - 1
      let outcome = members.update(slots[index].member, with: touches)
      switch quietness(of: outcome, index, before: frame.recipients) {
      case .nothing:
        continue
      case .change(let value):
        move(index, to: .changed)
        return (index, value)
      case .loud:
        deliverInTurn(
          touches, shouldBegin: shouldBegin, into: &events, decidesChangesAtOnce: true,
          recipients: frame.recipients, taken: (index, outcome))
        frame.recipients = 0
        frame.isHandedOver = true
        return nil
      }
    }
    // The slots moved (`began` to `changed`) are in no final state, so
    // settling would find nothing to return to `possible`.
    if !frame.isHandedOver { bookkeeping.unsettled = 0 }
    return nil
  }

  /// The event of a quiet change handed out by ``nextQuietChange(_:_:shouldBegin:into:)``.
  @inline(__always)
  func quietChangeEvent(of index: Int, _ value: GestureValue, at time: Timestamp) -> GestureEvent {
    GestureEvent(time: time, slot: index, name: names[index], state: .changed, value: value)
  }

  /// Delivers a frame of moves along the rule for quiet frames, appending
  /// its events to `events`.
  @inline(__always)  // once a frame of moves, most frames
  mutating func deliverQuietly(
    _ frame: QuietFrame, _ touches: TouchTable, shouldBegin: ShouldBegin, into events: inout [GestureEvent]
  ) {
    var frame = frame
    while let (index, value) = nextQuietChange(&frame, touches, shouldBegin: shouldBegin, into: &events) {
      events.append(quietChangeEvent(of: index, value, at: touches.time))
    }
  }

  /// What an outcome is to the rule for quiet frames.
  private enum Quietness {
    /// A proposal of nothing, in no final state.
    case nothing
    /// An active recognizer's change, which nothing of the frame comes before.
    case change(GestureValue)
    /// Anything else: the frame is decided in turn from here.
    case loud
  }

  /// What the outcome of the slot at `index` is to the rule for quiet frames.
  ///
  /// - Parameters:
  ///   - outcome: What the slot's recognizer gave.
  ///   - index: The slot.
  ///   - recipients: The slots still to be called in this frame.
  /// - Returns: Its quietness.
  @inline(__always)
  private func quietness(of outcome: MemberOutcome, _ index: Int, before recipients: UInt64) -> Quietness {
    // Its need of moves and its deadline as they were: none of the books changes.
    guard outcome.needsMovement, outcome.deadline == nil, !bookkeeping.hasDeadline(index) else {
      return .loud
    }
    let state = slots[index].state
    switch outcome.proposal {
    case .none:
      // A final state waits for its attempt to end, which the books settle.
      return state.isFinal ? .loud : .nothing
    case .change(let value):
      return state.isActive && bookkeeping.comesBeforeAll(index, recipients) ? .change(value) : .loud
    case .withdraw, .begin, .end, .cancel, .recognize, .fail, .failAndRestart:
      return .loud
    }
  }
}
