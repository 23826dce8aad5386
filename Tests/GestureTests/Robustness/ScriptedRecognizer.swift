import GestureKitLite

/// A recognizer of your own that plays a script, as a careless or hostile plug-in might.
///
/// On its *n*-th call (a frame or its deadline) it takes step *n*'s attempt
/// and deadline and proposes its proposal; past the script it ends its
/// attempt and proposes nothing.
struct ScriptedRecognizer: GestureRecognizer {
  /// What the recognizer does on one call.
  struct Step: Sendable {
    var proposal: RecognizerProposal
    var attempt: Int?
    var deadline: Timestamp? = nil
  }

  let steps: [Step]
  private(set) var calls = 0
  private(set) var attempt: Int?
  private(set) var deadline: Timestamp?

  /// A recognizer whose attempt and deadline are `attempt` and `deadline`
  /// until its first call.
  init(_ steps: [Step], attempt: Int? = nil, deadline: Timestamp? = nil) {
    self.steps = steps
    self.attempt = attempt
    self.deadline = deadline
  }

  mutating func update(with touches: TouchTable) -> RecognizerProposal { next() }

  mutating func reachDeadline(_ time: Timestamp) -> RecognizerProposal { next() }

  mutating func stop() {}

  private mutating func next() -> RecognizerProposal {
    guard calls < steps.count else {
      (attempt, deadline) = (nil, nil)
      return .none
    }
    let step = steps[calls]
    calls += 1
    (attempt, deadline) = (step.attempt, step.deadline)
    return step.proposal
  }
}
