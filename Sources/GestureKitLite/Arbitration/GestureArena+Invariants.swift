extension GestureArena {
  /// The arena's invariants that do not hold, as readable sentences; empty
  /// when all is well.
  ///
  /// - Only transitions UIKit's state machine allows were made (so every
  ///   `began` ends in `ended` or `cancelled` before the recognizer returns to
  ///   `possible`).
  /// - No two recognizers are active (`began`/`changed`) together unless
  ///   declared simultaneous.
  /// - Only a `possible` recognizer holds a transition.
  /// - The masks that let frames skip slots agree with the slots and the
  ///   recognizers (who needs moves, who has a deadline, who holds, who is final).
  func invariantViolations() -> [String] {
    var violations: [String] = []
    if illegalTransitions > 0 {
      violations.append("\(illegalTransitions) illegal recognizer transition(s)")
    }
    for a in slots.indices where slots[a].state.isActive {
      for b in slots.indices where b > a && slots[b].state.isActive {
        if slots[a].simultaneous & (1 << UInt64(b)) == 0 {
          violations.append("\(names[a]) and \(names[b]) are active together")
        }
      }
    }
    for (index, slot) in slots.enumerated() where helds[index] != nil && slot.state != .possible {
      violations.append("\(names[index]) holds a transition while \(slot.state.name)")
    }
    let masks = bookkeeping
    for (index, slot) in slots.enumerated() {
      let bit: UInt64 = 1 << UInt64(index)
      let recognizer = members.schedule(of: slot.member)
      let mismatches = [
        ("needs-movement", (masks.movers & bit != 0) != recognizer.needsMovement),
        (
          "deadline",
          masks.ignoredDeadlineSlots & bit == 0 && masks.deadline(of: index) != recognizer.deadline
        ),
        ("held", masks.holds(index) != (helds[index] != nil)),
        ("final", (masks.finalSlots & bit != 0) != slot.state.isFinal),
      ]
      for (mask, wrong) in mismatches where wrong {
        violations.append("\(names[index]): the arena's \(mask) mask disagrees")
      }
    }
    return violations
  }
}
