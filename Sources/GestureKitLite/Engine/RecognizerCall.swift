/// One of ``GestureRecognizer``'s mutating calls, made on a recognizer of any type.
protocol RecognizerCall {
  /// What the call passes to the recognizer.
  associatedtype Input
  func make<Recognizer: GestureRecognizer>(on recognizer: inout Recognizer, _ input: borrowing Input)
    -> MemberOutcome
}

/// Something read off a recognizer of any type.
protocol RecognizerReading {
  associatedtype Value
  func read<Recognizer: GestureRecognizer>(_ recognizer: Recognizer) -> Value
}
