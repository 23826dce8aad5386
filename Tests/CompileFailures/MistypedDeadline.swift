// A recognizer whose deadline is declared with the wrong type must not
// compile: with defaults for `deadline` and `reachDeadline(_:)`, these
// members would be ignored and the long press would never begin.
// scripts/check-compile-failures.sh type-checks this file against the
// built module and requires exactly the diagnostics marked below.
import GestureKitLite

// expected-note@+2 {{add stubs for conformance}}
// expected-error@+1 {{type 'HoldInSeconds' does not conform to protocol 'GestureRecognizer'}}
struct HoldInSeconds: GestureRecognizer {
  var attempt: Int? { nil }
  var deadline: Double? { nil }  // expected-note {{candidate has non-matching type 'Double?'}}
  mutating func update(with touches: TouchTable) -> RecognizerProposal { .none }
  mutating func reachDeadline(_ time: Timestamp) -> RecognizerProposal { .none }
  mutating func stop() {}
}

// expected-note@+2 {{add stubs for conformance}}
// expected-error@+1 {{type 'HoldWithoutProposal' does not conform to protocol 'GestureRecognizer'}}
struct HoldWithoutProposal: GestureRecognizer {
  var attempt: Int? { nil }
  var deadline: Timestamp? { nil }
  mutating func update(with touches: TouchTable) -> RecognizerProposal { .none }
  // expected-note@+1 {{candidate has non-matching type '(Double) -> ()'}}
  mutating func reachDeadline(_ time: Double) {}
  mutating func stop() {}
}
