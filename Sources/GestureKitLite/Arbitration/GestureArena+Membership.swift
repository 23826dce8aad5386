/// Membership: adding recognizers and the rules between them (who may run
/// together, who requires whom to fail), and the order those rules give.
extension GestureArena {
  /// Adds a recognizer that plays `part`, if any, or returns `nil` when the
  /// store cannot keep its type.
  mutating func add(
    _ recognizer: some GestureRecognizer, named name: RecognizerName, playing part: StandardRecognizer?
  ) -> RecognizerID? {
    guard let member = members.add(recognizer, playing: part) else { return nil }
    return addSlot(for: member, named: name, outcome: MemberOutcome(.none, of: recognizer))
  }

  /// Lets the recognizers `a` and `b` be active at the same time.
  mutating func allowSimultaneous(_ a: RecognizerID, _ b: RecognizerID) {
    slots[a.index].simultaneous |= 1 << UInt64(b.index)
    slots[b.index].simultaneous |= 1 << UInt64(a.index)
  }

  /// - Returns: `false` (and changes nothing) if the dependency would close a cycle.
  mutating func require(_ dependent: RecognizerID, toFail dependency: RecognizerID) -> Bool {
    guard dependent != dependency, !dependsOn(dependency, dependent) else { return false }
    slots[dependent.index].dependencies |= 1 << UInt64(dependency.index)
    recomputeOrder()
    return true
  }

  /// Whether `a` requires `b` to fail, directly or through others.
  func dependsOn(_ a: RecognizerID, _ b: RecognizerID) -> Bool {
    var seen: UInt64 = 0
    var frontier = slots[a.index].dependencies
    while frontier != 0 {
      let next = frontier.trailingZeroBitCount
      frontier &= frontier - 1
      if next == b.index { return true }
      if seen & (1 << UInt64(next)) != 0 { continue }
      seen |= 1 << UInt64(next)
      frontier |= slots[next].dependencies & ~seen
    }
    return false
  }

  mutating func recomputeOrder() {
    bookkeeping.recomputeOrder(dependencies: slots.map { $0.dependencies })
  }

  /// The attempt the recognizer at `index` is in, or `nil` between attempts.
  // Inlined in native builds: called, a method of the arena copies the arena first.
  #if !hasFeature(Embedded)
    @inline(__always)
  #endif
  func attempt(_ index: Int) -> Int? { members.attempt(of: slots[index].member) }
}
