#if !hasFeature(Embedded)
  /// A recognizer written outside the library, as the engine keeps it: it
  /// forwards every call, and tells the arena when the recognizer needs
  /// looking at, so that the standard set's own calls pay nothing for it.
  ///
  /// - **A value its part cannot have.** When the recognizer plays a
  ///   standard part (``GestureEngine/add(_:as:)``), its events drive an
  ///   ``ImageViewer`` as the standard recognizer's would; a proposal whose
  ///   value the part cannot have (not finite, or beyond what the viewer
  ///   takes: ``ImageViewerDiagnostics/Problem``) is refused: the arena gets
  ///   `.none`, and the field is kept for it to record
  ///   (``EngineDiagnostics/Problem/invalidValue(_:)``).
  /// - **An attempt that ended.** When the recognizer's attempt ends, the
  ///   arena must see whether it left a gesture begun
  ///   (``EngineDiagnostics/Problem/attemptEndedWhileActive``).
  ///
  /// Either way the guard reports a deadline due at once, which the engine
  /// fires right after the call's frame (or deadline), at the same time;
  /// the arena looks at the slot then (`GestureArena.settleOutsider`), and
  /// the recognizer never sees that deadline.
  struct OutsiderGuard: GestureRecognizer {
    /// The recognizer, as it was added.
    var recognizer: any GestureRecognizer
    /// The part it plays, if any.
    let part: StandardRecognizer?
    /// The field of the last value refused, until the arena reads it.
    var refusedField: GestureValue.Field?
    /// Whether the arena should look at the slot: the due-now deadline.
    private var needsLooking = false

    init(_ recognizer: some GestureRecognizer, playing part: StandardRecognizer?) {
      self.recognizer = recognizer
      self.part = part
    }

    mutating func update(with touches: TouchTable) -> RecognizerProposal {
      let before = recognizer.attempt
      return noted(recognizer.update(with: touches), attemptBefore: before)
    }

    var deadline: Timestamp? {
      needsLooking ? Timestamp(microseconds: .min) : recognizer.deadline
    }

    mutating func reachDeadline(_ time: Timestamp) -> RecognizerProposal {
      if needsLooking {
        needsLooking = false
        // Its own deadline, if due too, fires with this one.
        guard let own = recognizer.deadline, own <= time else { return .none }
      }
      let before = recognizer.attempt
      return noted(recognizer.reachDeadline(time), attemptBefore: before)
    }

    var attempt: Int? { recognizer.attempt }

    mutating func stop() {
      let before = recognizer.attempt
      recognizer.stop()
      if before != nil, recognizer.attempt == nil { needsLooking = true }
    }

    var needsMovement: Bool { recognizer.needsMovement }

    /// `proposal`, or `.none` when its value is one the part cannot have;
    /// notes whether the arena should look at the slot.
    private mutating func noted(_ proposal: RecognizerProposal, attemptBefore: Int?) -> RecognizerProposal {
      if attemptBefore != nil, recognizer.attempt == nil { needsLooking = true }
      guard let part else { return proposal }
      switch proposal {
      case .begin(let value), .change(let value), .end(let value), .recognize(let value):
        switch ImageViewer.problem(with: value, for: part) {
        case .nonFiniteValue(let field)?, .valueOutOfRange(let field)?:
          refusedField = field
          needsLooking = true
          return .none
        case .outOfOrder?, .notBegun?, .alreadyBegun?, .unexpectedState?, nil:
          return proposal
        }
      case .none, .withdraw, .cancel, .fail, .failAndRestart:
        return proposal
      }
    }
  }
#endif
