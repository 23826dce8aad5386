extension GestureEngine {
  /// The engine's invariants that do not hold, as readable sentences; empty
  /// when all is well.
  ///
  /// Property tests call it after every frame; with
  /// `GESTUREKIT_INTERNAL_CHECKS` defined the engine checks it itself after
  /// every input and traps on a violation.
  ///
  /// Besides the arena's (legal transitions, no unlawful overlap): every
  /// touch that went down is up, cancelled or still down, exactly as the input
  /// said; every coordinate and velocity is finite; every touch has a
  /// velocity history of its own.
  public func _invariantViolations() -> [String] {
    var violations = arena.invariantViolations()
    let tracked = (0..<touches.count).map { touches[$0].id }
    let down = validatorTouchesDown
    if pendingSampleCount == 0 && tracked != down {
      violations.append("touches tracked \(tracked) differ from touches down \(down)")
    }
    for index in 0..<touches.count {
      let touch = touches[index]
      if !touch.location.isFinite || !touches.velocity(at: index).isFinite {
        violations.append("touch \(touch.id) has a non-finite location or velocity")
      }
    }
    if let problem = touches.trackerSlotViolation() { violations.append(problem) }
    return violations
  }

  /// Traps on an invariant violation when built with `GESTUREKIT_INTERNAL_CHECKS`.
  @inline(__always)
  func checkInvariants() {
    #if GESTUREKIT_INTERNAL_CHECKS
      let violations = _invariantViolations()
      precondition(violations.isEmpty, "GestureEngine: " + violations.joined(separator: "; "))
    #endif
  }
}
