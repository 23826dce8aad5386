/// The recognizers written outside the library, boxed (none in an Embedded
/// Swift build, which has no existentials).
struct CustomRecognizers: Sendable {
  #if !hasFeature(Embedded)
    // In a shared box, not an array, as ``RecognizersOfOneType``'s further ones.
    private var customs: SharedRecognizers<any GestureRecognizer>?
  #endif

  mutating func add(_ recognizer: some GestureRecognizer, playing part: StandardRecognizer?)
    -> RecognizerMember?
  {
    #if hasFeature(Embedded)
      return nil  // no existentials: an Embedded Swift build takes the built-in recognizers only
    #else
      makeUnique()
      customs!.recognizers.append(OutsiderGuard(recognizer, playing: part))
      return RecognizerMember(kind: .custom, index: customs!.recognizers.count - 1)
    #endif
  }

  @inline(never)
  mutating func make<Call: RecognizerCall>(_ index: Int, _ body: Call, _ input: borrowing Call.Input)
    -> MemberOutcome
  {
    #if hasFeature(Embedded)
      preconditionFailure("an Embedded Swift build holds no recognizer written outside the library")
    #else
      makeUnique()
      return Self.make(body, onBoxed: &customs!.recognizers[index], input)
    #endif
  }

  func read<Reading: RecognizerReading>(_ index: Int, _ body: Reading) -> Reading.Value {
    #if hasFeature(Embedded)
      preconditionFailure("an Embedded Swift build holds no recognizer written outside the library")
    #else
      Self.read(customs!.recognizers[index], body)
    #endif
  }

  /// ``ArenaMembers/takeRefusedValue(of:)`` for the recognizer at `index`.
  mutating func takeRefusedValue(of index: Int) -> GestureValue.Field? {
    #if hasFeature(Embedded)
      return nil
    #else
      guard var guarded = customs!.recognizers[index] as? OutsiderGuard, let field = guarded.refusedField
      else {
        return nil
      }
      guarded.refusedField = nil
      makeUnique()
      customs!.recognizers[index] = guarded
      return field
    #endif
  }

  #if !hasFeature(Embedded)
    /// Gives the store its own box of recognizers before one is changed.
    private mutating func makeUnique() {
      guard let shared = customs else {
        customs = SharedRecognizers()
        return
      }
      if !isKnownUniquelyReferenced(&customs) { customs = SharedRecognizers(shared.recognizers) }
    }

    /// Makes `body` on a recognizer written outside the library, opened from
    /// its box in place (the array lends the element, so the box stays unique
    /// and is not copied).
    private static func make<Call: RecognizerCall>(
      _ body: Call, onBoxed recognizer: inout any GestureRecognizer, _ input: borrowing Call.Input
    ) -> MemberOutcome {
      body.make(on: &recognizer, input)
    }

    /// Reads `body` off a recognizer written outside the library, opened from its box.
    private static func read<Reading: RecognizerReading>(
      _ recognizer: any GestureRecognizer, _ body: Reading
    ) -> Reading.Value {
      body.read(recognizer)
    }
  #endif
}
